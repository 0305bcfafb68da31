//! The verification pass in parts kept as they are finished, so that a stopped run goes on
//! where it stopped (the table of fifteen geese takes hours of both cores). The table's sets
//! are cut into parts. First each part's positions with the fox to move are re-derived by the
//! rules and kept in a sealed file; then each part's positions with the geese to move are
//! checked against them, and a sealed line records it. Every part's file names the tables it
//! was made from (this one and the one below, which captures reach) by their checksums, so a
//! table made again is verified from the start. A stop loses at most the parts under way.

use std::io::{BufRead, BufReader, Read};
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::thread;

use super::TablebaseError;
use super::files::{expect_sealed_line, read_up_to};
use super::sealed_words::{read_sealed_runs, words_sum, write_sealed_words};
use super::values::ValueTables;
use super::values_files::values_path;
use super::values_masks::Masks;
use super::values_verify::{FoxToMove, Verified};
use crate::files::open_regular;
use crate::sealed::Unsealing;

/// Sets in a part: at thirteen geese, about a minute of one thread's work.
pub(super) const PART_SETS: usize = 1 << 23;

/// Which half of the verification a part's file is of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Half {
    /// The positions with the fox to move, re-derived from the fox's moves.
    FoxToMove,
    /// The positions with the geese to move, checked against the geese's moves.
    GeeseToMove,
}

/// A part finished, or found finished by an earlier run: for progress lines.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PartDone {
    /// The half it is of.
    pub half: Half,
    /// The part, counted from 1.
    pub part: usize,
    /// The parts of the table.
    pub parts: usize,
    /// Taken from an earlier run's file rather than done now.
    pub kept: bool,
}

/// Where the verification of the table of `geese` geese kept in `dir` keeps its parts.
pub fn verify_folder(dir: &Path, tables: &ValueTables, geese: usize) -> PathBuf {
    values_path(dir, &tables.variant, geese).with_extension("verify")
}

impl ValueTables {
    /// Verifies the table of `geese` geese as [`ValueTables::verify`] does, in parts kept in
    /// [`verify_folder`] of `dir` as they are finished and taken up by a later run; `done` hears
    /// of each part. The folder is removed once the whole table agrees.
    pub fn verify_resuming(
        &self,
        geese: usize,
        threads: usize,
        dir: &Path,
        done: &(dyn Fn(PartDone) + Sync),
    ) -> Result<Verified, TablebaseError> {
        self.verify_in_parts(geese, threads, dir, PART_SETS, done)
    }

    fn verify_in_parts(
        &self,
        geese: usize,
        threads: usize,
        dir: &Path,
        part_sets: usize,
        done: &(dyn Fn(PartDone) + Sync),
    ) -> Result<Verified, TablebaseError> {
        let parts = Parts::of(self, geese, dir, part_sets)?;
        parts.each_part(threads, Half::FoxToMove, done, |part| {
            let ranks = parts.ranges[part].clone();
            let (masks, ended) = self.fox_to_move_by_rules(geese, ranks)?;
            parts.write(Half::FoxToMove, part, ended, &[&masks])
        })?;
        let (mut whole, fox_ended) = parts.read_all(Half::FoxToMove, 1)?;
        let fox_to_move = FoxToMove::whole(whole.remove(0));
        parts.each_part(threads, Half::GeeseToMove, done, |part| {
            let ranks = parts.ranges[part].clone();
            let ended = self
                .geese_to_move_by_rules(geese, ranks, &fox_to_move)
                .map_err(|(_, wrong)| wrong)?;
            parts.write(Half::GeeseToMove, part, ended, &[])
        })?;
        let geese_ended = parts.counts(Half::GeeseToMove)?;
        parts.remove();
        Ok(Verified {
            geese,
            positions: (self.table(geese)?.len() * (self.indexer.len() - geese)) as u64,
            ended: fox_ended + geese_ended,
        })
    }
}

/// The parts of one table's verification, and the tables they belong to.
pub(super) struct Parts {
    /// The variant's name.
    name: String,
    geese: usize,
    /// Points on the board: the masks' width.
    points: usize,
    folder: PathBuf,
    /// The checksums of the table and of the one below it (which a capture reaches), as their
    /// files would have them: a part made from other tables is not this one's.
    sums: String,
    pub(super) ranges: Vec<Range<usize>>,
}

impl Parts {
    fn of(
        tables: &ValueTables,
        geese: usize,
        dir: &Path,
        part_sets: usize,
    ) -> Result<Parts, TablebaseError> {
        let below = match geese > tables.least {
            true => words_sum(tables.table_masks(geese - 1)?).to_string(),
            false => "none".into(),
        };
        let sums = format!(
            "table {} below {below}",
            words_sum(tables.table_masks(geese)?)
        );
        let shape = (tables.table(geese)?.len(), tables.indexer.len());
        let folder = verify_folder(dir, tables, geese);
        Parts::new(tables.variant.name(), geese, shape, folder, sums, part_sets)
    }

    /// The parts of the verification of a table of `geese` geese of the variant `name`, with
    /// `sets` sets on a board of `points` points, kept in `folder`; `sums` names the tables.
    pub(super) fn new(
        name: &str,
        geese: usize,
        (sets, points): (usize, usize),
        folder: PathBuf,
        sums: String,
        part_sets: usize,
    ) -> Result<Parts, TablebaseError> {
        std::fs::create_dir_all(&folder)
            .map_err(|e| TablebaseError::Write(format!("{}: {e}", folder.display())))?;
        let ranges = (0..sets.div_ceil(part_sets))
            .map(|i| i * part_sets..((i + 1) * part_sets).min(sets))
            .collect();
        Ok(Parts {
            name: name.to_string(),
            geese,
            points,
            folder,
            sums,
            ranges,
        })
    }

    /// Removes the parts, once the whole table agrees.
    pub(super) fn remove(&self) {
        let _ = std::fs::remove_dir_all(&self.folder);
    }

    /// Does `work` for every part of `half` that no earlier run finished, on `threads` threads;
    /// stops at the first failure (that of the lowest part, where several fail).
    pub(super) fn each_part(
        &self,
        threads: usize,
        half: Half,
        done: &(dyn Fn(PartDone) + Sync),
        work: impl Fn(usize) -> Result<(), TablebaseError> + Sync,
    ) -> Result<(), TablebaseError> {
        let parts = self.ranges.len();
        let next = AtomicUsize::new(0);
        let stop = AtomicBool::new(false);
        let failed: Mutex<Option<(usize, TablebaseError)>> = Mutex::new(None);
        let worker = || {
            while !stop.load(Ordering::Relaxed) {
                let part = next.fetch_add(1, Ordering::Relaxed);
                if part >= parts {
                    return;
                }
                let kept = self.is_kept(half, part);
                let result = if kept { Ok(()) } else { work(part) };
                match result {
                    Ok(()) => done(PartDone {
                        half,
                        part: part + 1,
                        parts,
                        kept,
                    }),
                    Err(e) => {
                        stop.store(true, Ordering::Relaxed);
                        let mut first = failed.lock().unwrap_or_else(|p| p.into_inner());
                        if first.as_ref().is_none_or(|(p, _)| part < *p) {
                            *first = Some((part, e));
                        }
                    }
                }
            }
        };
        thread::scope(|scope| {
            for _ in 0..threads.clamp(1, parts.max(1)) {
                scope.spawn(worker);
            }
        });
        match failed.into_inner().unwrap_or_else(|p| p.into_inner()) {
            Some((_, e)) => Err(e),
            None => Ok(()),
        }
    }

    /// The first line of a part's file, before its checksum.
    fn what(&self, half: Half, part: usize, count: u64) -> String {
        format!("{} {count}", self.what_but_the_count(half, part))
    }

    fn what_but_the_count(&self, half: Half, part: usize) -> String {
        let kind = match half {
            Half::FoxToMove => "fox-to-move",
            Half::GeeseToMove => "geese-to-move",
        };
        let ranks = &self.ranges[part];
        format!(
            "asalto-verify 2 {kind} {} geese {} {} sets {}..{} ended",
            self.name, self.geese, self.sums, ranks.start, ranks.end
        )
    }

    fn path(&self, half: Half, part: usize) -> PathBuf {
        self.folder.join(match half {
            Half::FoxToMove => format!("fox-{part:04}.masks"),
            Half::GeeseToMove => format!("geese-{part:04}.checked"),
        })
    }

    /// Whether an earlier run finished this part of this table: its file begins as it must (a
    /// damaged one is refused when it is read).
    fn is_kept(&self, half: Half, part: usize) -> bool {
        self.first_line(half, part)
            .is_ok_and(|line| self.count_in(half, part, &line).is_some())
    }

    fn first_line(&self, half: Half, part: usize) -> Result<String, String> {
        let mut line = String::new();
        let file = open_regular(&self.path(half, part)).map_err(|e| e.to_string())?;
        BufReader::new(file)
            .take(400)
            .read_line(&mut line)
            .map_err(|e| e.to_string())?;
        Ok(line)
    }

    /// The count a part's first line gives, if the line is this part's.
    fn count_in(&self, half: Half, part: usize, line: &str) -> Option<u64> {
        let rest = line.strip_prefix(&self.what_but_the_count(half, part))?;
        rest.strip_prefix(' ')?.split(' ').next()?.parse().ok()
    }

    /// Writes a part's file (its count, then its masks, if any) whole under another name, then
    /// renames it.
    pub(super) fn write(
        &self,
        half: Half,
        part: usize,
        count: u64,
        masks: &[&Masks],
    ) -> Result<(), TablebaseError> {
        // Each set's masks in turn, one from each of `masks`.
        let sets = masks.first().map_or(0, |m| m.len());
        let words = || (0..sets).flat_map(|rank| masks.iter().map(move |m| m.get(rank)));
        write_sealed_words(&self.path(half, part), &self.what(half, part, count), words)
    }

    /// Writes a part's file holding its count and the words `words` gives (twice).
    pub(super) fn write_words<W: Iterator<Item = u64>>(
        &self,
        half: Half,
        part: usize,
        count: u64,
        words: impl Fn() -> W,
    ) -> Result<(), TablebaseError> {
        write_sealed_words(&self.path(half, part), &self.what(half, part, count), words)
    }

    /// The refusal of a part's file, for the reason `why`.
    pub(super) fn refusal(&self, half: Half, part: usize, why: String) -> TablebaseError {
        TablebaseError::BadFile(format!(
            "{}: {why}; remove the file to do that part again",
            self.path(half, part).display()
        ))
    }

    /// A part's count and its words, cut into runs of `lengths` words, refused unless its
    /// first line is this part's, it holds that many words and its checksum holds.
    pub(super) fn read_runs(
        &self,
        half: Half,
        part: usize,
        lengths: &[usize],
    ) -> Result<(Vec<Vec<u64>>, u64), TablebaseError> {
        let path = self.path(half, part);
        let bad = |e: String| self.refusal(half, part, e);
        let line = self.first_line(half, part).map_err(&bad)?;
        let count = self
            .count_in(half, part, &line)
            .ok_or_else(|| bad(format!("not {}", self.what_but_the_count(half, part))))?;
        let file = open_regular(&path).map_err(|e| bad(e.to_string()))?;
        let mut file = BufReader::with_capacity(1 << 20, file);
        let what = self.what(half, part, count);
        let sum = expect_sealed_line(&mut file, &what, "").map_err(|e| bad(e.reason()))?;
        let runs = read_sealed_runs(&mut file, sum, lengths).map_err(|e| bad(e.reason()))?;
        Ok((runs, count))
    }

    /// A part's count, its masks put into `into` from its first set on (one mask a set into
    /// each, in turn; none to read only the count), refused unless its first line is this
    /// part's and its checksum holds.
    fn read(&self, half: Half, part: usize, into: &mut [Masks]) -> Result<u64, TablebaseError> {
        let path = self.path(half, part);
        let bad = |e: String| TablebaseError::BadFile(format!("{}: {e}", path.display()));
        let line = self
            .first_line(half, part)
            .map_err(|e| bad(e.to_string()))?;
        let count = self
            .count_in(half, part, &line)
            .ok_or_else(|| bad(format!("not {}", self.what_but_the_count(half, part))))?;
        let what = self.what(half, part, count);
        let file = open_regular(&path).map_err(|e| bad(e.to_string()))?;
        let mut file = BufReader::with_capacity(1 << 20, file);
        let sum = expect_sealed_line(&mut file, &what, "").map_err(|e| bad(e.reason()))?;
        let mut sealed = Unsealing::expecting(sum);
        let ranks = self.ranges[part].clone();
        let each = into.len();
        let wanted = ranks.len() * each;
        let (mut chunk, mut rank) = (vec![0u8; 1 << 20], 0);
        let wrong_length = || {
            let held = match each {
                0 => "no masks".to_string(),
                _ => format!("the masks of {} sets", ranks.len()),
            };
            bad(format!(
                "does not hold {held}; remove the file to do that part again"
            ))
        };
        loop {
            let got = read_up_to(&mut file, &mut chunk).map_err(|e| bad(e.to_string()))?;
            sealed.read(&chunk[..got]);
            let words = chunk[..got].chunks_exact(8);
            if !words.remainder().is_empty() || rank + got / 8 > wanted {
                return Err(wrong_length());
            }
            for word in words {
                let mask = u64::from_le_bytes(word.try_into().expect("8 bytes"));
                into[rank % each].set(ranks.start + rank / each, mask);
                rank += 1;
            }
            if got < chunk.len() {
                break;
            }
        }
        if rank != wanted {
            return Err(wrong_length());
        }
        sealed.finish().map_err(|e| {
            let why = TablebaseError::Seal(e).reason();
            bad(format!("{why}; remove the file to do that part again"))
        })?;
        Ok(count)
    }

    /// The whole table's masks of `half` (`each` a set) from the parts' files, and the sum of
    /// their counts.
    pub(super) fn read_all(
        &self,
        half: Half,
        each: usize,
    ) -> Result<(Vec<Masks>, u64), TablebaseError> {
        let sets = self.ranges.last().map_or(0, |r| r.end);
        let mut masks = (0..each)
            .map(|_| Masks::zeroed(sets, self.points))
            .collect::<Result<Vec<_>, _>>()?;
        let mut count = 0;
        for part in 0..self.ranges.len() {
            count += self.read(half, part, &mut masks)?;
        }
        Ok((masks, count))
    }

    /// The sum of the counts of `half`'s parts.
    pub(super) fn counts(&self, half: Half) -> Result<u64, TablebaseError> {
        Ok(self.read_all(half, 0)?.1)
    }
}

#[cfg(test)]
#[path = "values_verify_parts_tests.rs"]
mod tests;

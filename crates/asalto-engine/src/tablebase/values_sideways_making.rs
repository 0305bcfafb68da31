//! A long making of a table with draws kept as it goes: the tables of sixteen and seventeen
//! geese with sideways steps take hours. After each quarter of the sets looked at or so, the
//! sweeps' state (the table being made with both sides to move, the sets to look at again, and
//! how far the sweeps have gone) is written to a sealed file beside the tables
//! (`<variant>-<geese>.making`), whole under another name first; a later run goes on from it.
//! The file names the table below by its checksum, so a making from other tables is refused
//! rather than taken up. Once the table is made and saved, the file is removed.

use std::io::{BufRead, BufReader, Read};
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicU64;
use std::sync::atomic::Ordering::Relaxed;

use super::TablebaseError;
use super::files::expect_sealed_line;
use super::sealed_words::{read_sealed_runs, write_sealed_words};
use super::values_files::values_path;
use super::values_free_masks::FreeMasks;
use super::values_sideways::{SidewaysMade, SidewaysValues};
use super::values_sideways_outcomes::Outcomes;
use super::values_sideways_sweep::{BLOCK, PIECES, Sweep};
use crate::files::open_regular;
use crate::job::StopFlag;

/// The progress of a making, kept or taken up: for progress lines.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SweepsKept {
    /// The number of geese of the table being made.
    pub geese: usize,
    /// Sweeps begun.
    pub sweeps: u32,
    /// Of the sweep under way, the pieces done.
    pub pieces_done: usize,
    /// The pieces a sweep is cut into.
    pub pieces: usize,
    /// Taken up from an earlier run rather than kept now.
    pub taken_up: bool,
}

impl SidewaysValues {
    /// Makes the next table as [`SidewaysValues::make_next`] does, keeping its progress in
    /// `dir` and going on from what an earlier run kept there; saves the table in `dir`, then
    /// removes the progress. `heard` hears of each keeping; once `stop` is set, the next one
    /// ends the making.
    pub fn make_next_kept(
        &mut self,
        threads: usize,
        dir: &Path,
        stop: &StopFlag,
        heard: &dyn Fn(SweepsKept),
    ) -> Result<(SidewaysMade, PathBuf), TablebaseError> {
        let geese = self.next_geese()?;
        let path = values_path(dir, self.variant(), geese).with_extension("making");
        let what = self.making_what(geese)?;
        // Taken up without a fresh table beside it: at seventeen geese there is room for one.
        let sweep = match path.exists() {
            true => {
                let taken = self.take_up(&path, &what, geese)?;
                heard(kept_of(&taken, true));
                taken
            }
            false => self.sweep_of_next()?,
        };
        let mut keep = |sweep: &Sweep| {
            let line = format!("{what} sweep {} piece {}", sweep.sweeps, sweep.pieces_done);
            let words = || {
                let again = sweep.again.iter().map(|w| w.load(Relaxed));
                sweep
                    .geese_to_move
                    .words()
                    .chain(sweep.fox_to_move.words())
                    .chain(again)
            };
            write_sealed_words(&path, &line, words)?;
            heard(kept_of(sweep, false));
            match stop.is_set() {
                true => Err(TablebaseError::StoppedKept(path.display().to_string())),
                false => Ok(()),
            }
        };
        let made = self.make_from(threads, sweep, &mut keep)?;
        let saved = self.save(dir, geese)?;
        let _ = std::fs::remove_file(&path);
        Ok((made, saved))
    }

    /// What the progress file of the table of `geese` geese says before how far it has gone.
    fn making_what(&self, geese: usize) -> Result<String, TablebaseError> {
        let below = match geese > self.least {
            true => self.table_sum(geese - 1)?.to_string(),
            false => "none".into(),
        };
        // How a sweep is cut: a piece done means those ranks only where the cut is the same.
        Ok(format!(
            "asalto-sideways-making 1 {} geese {geese} sets {} below {below} pieces {PIECES} \
             block {BLOCK}",
            self.variant().name(),
            self.indexer.sets(geese)
        ))
    }

    /// The sweeps of the table of `geese` geese as the file at `path` kept them, refused in
    /// one line unless it is this making's, whole, and a table being made can hold it.
    fn take_up(&self, path: &Path, what: &str, geese: usize) -> Result<Sweep, TablebaseError> {
        let bad = |e: String| {
            TablebaseError::BadFile(format!(
                "{}: {e}; remove it to make the table from the start",
                path.display()
            ))
        };
        let file = open_regular(path).map_err(|e| bad(e.to_string()))?;
        let mut file = BufReader::with_capacity(1 << 20, file);
        let mut first = String::new();
        file.by_ref()
            .take(1024)
            .read_line(&mut first)
            .map_err(|e| bad(e.to_string()))?;
        let (sweeps, pieces_done) = progress_in(&first, what)
            .ok_or_else(|| bad(format!("not the making of this table ({what})")))?;
        let line = format!("{what} sweep {sweeps} piece {pieces_done}");
        let mut whole = first.as_bytes();
        let sum = expect_sealed_line(&mut whole, &line, "").map_err(|e| bad(e.reason()))?;
        let (sets, width) = (
            self.indexer.sets(geese) as usize,
            self.indexer.len() - geese,
        );
        let one = FreeMasks::words_for(sets, width);
        let lengths = [one, one, one, one, sets.div_ceil(64)];
        let mut runs = read_sealed_runs(&mut file, sum, &lengths).map_err(|e| bad(e.reason()))?;
        let again = runs.pop().expect("five runs");
        // Marks past the last set would never be taken: the sweeps would not end.
        if again
            .last()
            .is_some_and(|&w| sets % 64 != 0 && w >> (sets % 64) != 0)
        {
            return Err(bad(format!("marks past the last of the {sets} sets")));
        }
        let mut masks = runs.into_iter();
        let mut outcomes = || {
            let pair = (masks.next().expect("4"), masks.next().expect("4"));
            Outcomes::from_words(pair, sets, width).map_err(&bad)
        };
        let (geese_to_move, fox_to_move) = (outcomes()?, outcomes()?);
        if !geese_to_move.disjoint() || !fox_to_move.disjoint() {
            return Err(bad("positions both won and lost".into()));
        }
        Ok(Sweep {
            geese,
            sets,
            geese_to_move,
            fox_to_move,
            again: again.into_iter().map(AtomicU64::new).collect(),
            sweeps,
            pieces_done,
        })
    }
}

/// How far a kept making had gone, from its first line, if the line is this making's.
fn progress_in(line: &str, what: &str) -> Option<(u32, usize)> {
    let rest = line.strip_prefix(what)?.strip_prefix(" sweep ")?;
    let (sweeps, rest) = rest.split_once(" piece ")?;
    let piece = rest.split(' ').next()?;
    let (sweeps, pieces_done) = (sweeps.parse().ok()?, piece.parse().ok()?);
    (sweeps > 0 && pieces_done < PIECES).then_some((sweeps, pieces_done))
}

#[cfg(test)]
#[path = "values_sideways_making_tests.rs"]
mod tests;

fn kept_of(sweep: &Sweep, taken_up: bool) -> SweepsKept {
    SweepsKept {
        geese: sweep.geese,
        sweeps: sweep.sweeps,
        pieces_done: sweep.pieces_done,
        pieces: PIECES,
        taken_up,
    }
}

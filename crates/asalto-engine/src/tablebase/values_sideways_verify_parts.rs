//! The verification of a table with draws in parts kept as they are finished, as the value
//! tables' is ([`super::values_verify_parts`]): the fox's half part by part (each part's two
//! masks over its sets' free points, packed as held),
//! then the geese's half part by part, then the confirmation that every win is forced, which
//! is short beside them and not kept. A run stopped and started again takes up the parts kept.

use std::path::Path;

use super::TablebaseError;
use super::values_files::values_path;
use super::values_free_masks::FreeMasks;
use super::values_sideways::SidewaysValues;
use super::values_sideways_verify::{Derived, FoxToMove, SidewaysVerified};
use super::values_verify_parts::{Half, PART_SETS, PartDone, Parts};

impl SidewaysValues {
    /// Verifies the table of `geese` geese as [`SidewaysValues::verify`] does, in parts kept
    /// beside its file in `dir` as they are finished and taken up by a later run; `done` hears
    /// of each part. The parts are removed once the whole table is verified.
    pub fn verify_resuming(
        &self,
        geese: usize,
        threads: usize,
        dir: &Path,
        done: &(dyn Fn(PartDone) + Sync),
    ) -> Result<SidewaysVerified, TablebaseError> {
        self.verify_in_parts(geese, threads, dir, PART_SETS, done)
    }

    pub(super) fn verify_in_parts(
        &self,
        geese: usize,
        threads: usize,
        dir: &Path,
        part_sets: usize,
        done: &(dyn Fn(PartDone) + Sync),
    ) -> Result<SidewaysVerified, TablebaseError> {
        let parts = self.parts(geese, dir, part_sets)?;
        parts.each_part(threads, Half::FoxToMove, done, |part| {
            let ranks = parts.ranges[part].clone();
            let (derived, ended) = self.fox_to_move_by_rules(geese, ranks)?;
            let words = || derived.geese_win.words().chain(derived.fox_wins.words());
            parts.write_words(Half::FoxToMove, part, ended, words)
        })?;
        let (fox_to_move, fox_ended) = self.read_fox_to_move(geese, &parts, part_sets)?;
        parts.each_part(threads, Half::GeeseToMove, done, |part| {
            let ranks = parts.ranges[part].clone();
            let ended = self
                .geese_to_move_by_rules(geese, ranks, &fox_to_move)
                .map_err(|(_, wrong)| wrong)?;
            parts.write(Half::GeeseToMove, part, ended, &[])
        })?;
        let geese_ended = parts.counts(Half::GeeseToMove)?;
        let (decided, sweeps) = self.confirm_forced(geese, &fox_to_move)?;
        parts.remove();
        let sets = self.outcomes(geese)?.len();
        Ok(SidewaysVerified {
            geese,
            positions: (sets * (self.indexer.len() - geese)) as u64,
            ended: fox_ended + geese_ended,
            decided,
            sweeps,
        })
    }

    /// The parts of the verification of the table of `geese` geese kept in `dir`, named by
    /// its checksum and that of the table below.
    pub(super) fn parts(
        &self,
        geese: usize,
        dir: &Path,
        part_sets: usize,
    ) -> Result<Parts, TablebaseError> {
        let below = match geese > self.least {
            true => self.table_sum(geese - 1)?.to_string(),
            false => "none".into(),
        };
        // "packed": each part's masks over the free points, as held, since 2026-12-07.
        let sums = format!("table {} below {below} packed", self.table_sum(geese)?);
        let shape = (self.outcomes(geese)?.len(), self.indexer.len());
        let folder = values_path(dir, self.variant(), geese).with_extension("verify");
        Parts::new(self.variant().name(), geese, shape, folder, sums, part_sets)
    }

    /// The positions with the fox to move, part by part from the parts' files, and the sum of
    /// their counts.
    fn read_fox_to_move(
        &self,
        geese: usize,
        parts: &Parts,
        part_sets: usize,
    ) -> Result<(FoxToMove, u64), TablebaseError> {
        let width = self.indexer.len() - geese;
        let (mut held, mut ended) = (Vec::with_capacity(parts.ranges.len()), 0);
        for (part, ranks) in parts.ranges.iter().enumerate() {
            let one = FreeMasks::words_for(ranks.len(), width);
            let (runs, count) = parts.read_runs(Half::FoxToMove, part, &[one, one])?;
            let mut runs = runs.into_iter();
            let mut mask = || {
                let words = runs.next().expect("two runs");
                FreeMasks::from_words(words, ranks.len(), width)
                    .map_err(|e| parts.refusal(Half::FoxToMove, part, e))
            };
            held.push(Derived {
                geese_win: mask()?,
                fox_wins: mask()?,
            });
            ended += count;
        }
        let per_part = part_sets;
        Ok((
            FoxToMove {
                parts: held,
                per_part,
            },
            ended,
        ))
    }
}

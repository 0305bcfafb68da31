//! The sweeps that make a table with draws ([`super::values_sideways`]), on one thread or
//! several. A sweep hands out blocks of sets from the highest rank down, so that a goose's
//! forward step mostly reaches a set already looked at in this sweep, as on one thread.
//!
//! Threads share the table being made: each adds the outcomes it finds to its sets' masks
//! (atomic words, an outcome once found stays) and marks the sets one goose move behind a set
//! whose positions with the fox to move changed. A set looked at while another thread was
//! changing a set it reaches may have read the old outcome; it is marked again after the change
//! (the mark is released after the outcome's words, and clearing a mark acquires), so the next
//! look reads the new one. Outcomes only ever grow from what moves give, so whatever the order,
//! the sweeps end at the same tables as on one thread: the least fixed point of the one-move
//! rule, from the game's ends.

use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::thread;

use super::TablebaseError;
use super::check_family;
use super::values::ones;
use super::values_sideways::{MOST_SIDEWAYS_GEESE, SidewaysMade, SidewaysValues};
use super::values_sideways_outcomes::Outcomes;

/// Sets in a block a thread takes at a time: small enough that the blocks are looked at nearly
/// in rank order, large enough that handing them out costs little.
pub(super) const BLOCK: usize = 1 << 12;

/// Pieces a sweep is cut into, from the highest rank down: where the threads meet, and where
/// a long making may be kept and taken up again.
pub(super) const PIECES: usize = 16;

/// The table being made, the sets to look at again, and how far the sweeps have gone.
pub(super) struct Sweep {
    pub(super) geese: usize,
    pub(super) sets: usize,
    pub(super) geese_to_move: Outcomes,
    pub(super) fox_to_move: Outcomes,
    /// A bit a set: to be looked at (all at first, then those behind a set whose positions
    /// with the fox to move changed: the only sets whose outcomes that can change).
    pub(super) again: Vec<AtomicU64>,
    /// Sweeps begun.
    pub(super) sweeps: u32,
    /// The pieces of the sweep under way already done.
    pub(super) pieces_done: usize,
}

impl Sweep {
    /// Nothing known of the `sets` sets of `geese` geese, every set to be looked at.
    pub(super) fn new(geese: usize, sets: usize, points: usize) -> Result<Sweep, TablebaseError> {
        let words = sets.div_ceil(64);
        let mut again = Vec::new();
        again
            .try_reserve_exact(words)
            .map_err(|_| TablebaseError::NoMemory {
                entries: words as u64 * 8,
            })?;
        again.resize_with(words, || AtomicU64::new(u64::MAX));
        if !sets.is_multiple_of(64) {
            again[words - 1] = AtomicU64::new((1 << (sets % 64)) - 1);
        }
        Ok(Sweep {
            geese,
            sets,
            geese_to_move: Outcomes::zeroed(sets, points, geese)?,
            fox_to_move: Outcomes::zeroed(sets, points, geese)?,
            again,
            sweeps: 0,
            pieces_done: 0,
        })
    }

    /// Whether some set is still to be looked at.
    pub(super) fn any_again(&self) -> bool {
        self.again.iter().any(|w| w.load(Ordering::Relaxed) != 0)
    }

    /// Whether the set of this rank was to be looked at; no longer.
    fn take_mark(&self, rank: usize) -> bool {
        let (word, bit) = (&self.again[rank / 64], 1u64 << (rank % 64));
        word.load(Ordering::Relaxed) & bit != 0
            && word.fetch_and(!bit, Ordering::Acquire) & bit != 0
    }
}

impl SidewaysValues {
    /// Makes the table of one goose more than the last one held, on `threads` threads.
    pub fn make_next(&mut self, threads: usize) -> Result<SidewaysMade, TablebaseError> {
        let sweep = self.sweep_of_next()?;
        self.make_from(threads, sweep, &mut |_| Ok(()))
    }

    /// The next table's sweeps, not begun.
    pub(super) fn sweep_of_next(&self) -> Result<Sweep, TablebaseError> {
        let geese = self.next_geese()?;
        Sweep::new(geese, self.indexer.sets(geese) as usize, self.indexer.len())
    }

    /// The number of geese of the next table, if the tables may have it.
    pub(super) fn next_geese(&self) -> Result<usize, TablebaseError> {
        let geese = self.least + self.geese_to_move.len();
        check_family(self.variant(), geese, MOST_SIDEWAYS_GEESE)?;
        Ok(geese)
    }

    /// Makes the next table from where `sweep` has gone, on `threads` threads; `keep` hears
    /// of the progress of the sweeps from time to time.
    pub(super) fn make_from(
        &mut self,
        threads: usize,
        mut sweep: Sweep,
        keep: &mut dyn FnMut(&Sweep) -> Result<(), TablebaseError>,
    ) -> Result<SidewaysMade, TablebaseError> {
        self.sweep_to_the_end(threads, &mut sweep, keep)?;
        let Sweep {
            geese,
            sets,
            geese_to_move,
            fox_to_move,
            sweeps,
            ..
        } = sweep;
        let made = SidewaysMade {
            geese,
            positions: (sets * (self.indexer.len() - geese)) as u64,
            geese_to_move: geese_to_move.counts(),
            fox_to_move: fox_to_move.counts(),
            sweeps,
        };
        drop(fox_to_move);
        self.geese_to_move.push(geese_to_move.finished());
        Ok(made)
    }

    /// Sweeps until no set is left to look at, on `threads` threads; `keep` hears of the sweeps'
    /// progress after each quarter of the sets looked at or so, to keep it.
    pub(super) fn sweep_to_the_end(
        &self,
        threads: usize,
        sweep: &mut Sweep,
        keep: &mut dyn FnMut(&Sweep) -> Result<(), TablebaseError>,
    ) -> Result<(), TablebaseError> {
        let mut looked = 0;
        loop {
            if sweep.pieces_done == 0 {
                if !sweep.any_again() {
                    return Ok(());
                }
                sweep.sweeps += 1;
            }
            looked += self.sweep_piece(threads, sweep);
            sweep.pieces_done = (sweep.pieces_done + 1) % PIECES;
            if looked >= sweep.sets / 4 {
                keep(sweep)?;
                looked = 0;
            }
        }
    }

    /// Looks at the sets marked in the next piece of the sweep, on `threads` threads; how many.
    fn sweep_piece(&self, threads: usize, sweep: &Sweep) -> usize {
        let per_piece = sweep.sets.div_ceil(PIECES).next_multiple_of(BLOCK);
        let top = sweep.sets.saturating_sub(sweep.pieces_done * per_piece);
        let bottom = top.saturating_sub(per_piece);
        let blocks = (top - bottom).div_ceil(BLOCK);
        let (next, looked) = (AtomicUsize::new(0), AtomicUsize::new(0));
        let first = sweep.sweeps == 1;
        let work = || {
            loop {
                let block = next.fetch_add(1, Ordering::Relaxed);
                if block >= blocks {
                    return;
                }
                let high = top - block * BLOCK;
                let ranks = high.saturating_sub(BLOCK).max(bottom)..high;
                looked.fetch_add(self.sweep_block(sweep, ranks, first), Ordering::Relaxed);
            }
        };
        if threads <= 1 {
            work();
        } else {
            thread::scope(|scope| {
                for _ in 0..threads {
                    scope.spawn(work);
                }
            });
        }
        looked.into_inner()
    }

    /// Looks at the sets marked of the ranks `ranks`, from the highest down; how many.
    fn sweep_block(&self, sweep: &Sweep, ranks: std::ops::Range<usize>, first: bool) -> usize {
        let marks = &sweep.again[ranks.start / 64..ranks.end.div_ceil(64)];
        if marks.iter().all(|w| w.load(Ordering::Relaxed) == 0) {
            return 0;
        }
        let mut looked = 0;
        let mut set = self.indexer.unrank_dense(ranks.end as u64 - 1, sweep.geese);
        for rank in ranks.clone().rev() {
            if rank + 1 < ranks.end {
                set = self.indexer.previous_set(set);
            }
            if sweep.take_mark(rank) {
                self.look_at(sweep, rank, set, first);
                looked += 1;
            }
        }
        looked
    }

    /// Works out the set of this rank's outcomes from its moves, and marks the sets behind it
    /// where those with the fox to move changed.
    fn look_at(&self, sweep: &Sweep, rank: usize, set: u64, first: bool) {
        let free = self.all & !set;
        let (win, lose) = self.geese_moves(set, &sweep.fox_to_move);
        if (win, lose) == sweep.geese_to_move.get(rank, free) && !first {
            return;
        }
        sweep.geese_to_move.add_shared(rank, free, (win, lose));
        let (lost, won) = self.fox_moves(set, win, lose);
        if (lost, won) != sweep.fox_to_move.get(rank, free) {
            sweep.fox_to_move.add_shared(rank, free, (lost, won));
            self.look_again_behind(set, &sweep.again);
        }
    }

    /// Marks the sets one goose move behind `set` to be looked at again.
    fn look_again_behind(&self, set: u64, again: &[AtomicU64]) {
        let empty = self.all & !set;
        for to in ones(set) {
            for from in ones(self.sources[to] & empty) {
                let rank = self.indexer.rank_dense(set ^ (1 << from) ^ (1 << to)) as usize;
                again[rank / 64].fetch_or(1 << (rank % 64), Ordering::Release);
            }
        }
    }
}

//! The verification pass, a value table's certificate: every entry re-derived from its moves by
//! the rules (the engine's move generator and `Variant::winner`), none of the tables' walk.
//!
//! Without sideways steps the game's graph has no cycle and every game ends, so tables in which
//! every position's value is what its moves give, and every ended game's value is the rules'
//! winner, are the game's values: checking each table after the ones below it checks them all.
//! The positions with the fox to move are not stored; their values are re-derived first, from
//! the fox's moves, and the positions with the geese to move are then checked against their
//! moves into them.

use std::ops::Range;
use std::thread;

use super::TablebaseError;
use super::values::{ValueTables, ones};
use super::values_free_masks::FreeMasks;
use super::values_masks::Masks;
use crate::bitboard::{Bits, Point};
use crate::position::{Position, Turn};
use crate::side::Side;

/// What the verification of one table went through.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Verified {
    /// The number of geese.
    pub geese: usize,
    /// Positions with each side to move, every one checked.
    pub positions: u64,
    /// Of those (both sides), positions without a move, whose value is the rules' winner.
    pub ended: u64,
}

/// The first thing found wrong in a rank range: its rank, and what.
pub(super) type Found = (u64, TablebaseError);

/// The positions with the fox to move re-derived by the rules, in one part per thread.
pub(super) struct FoxToMove {
    parts: Vec<Masks>,
    per_part: usize,
}

impl FoxToMove {
    /// The whole table's in one part.
    pub(super) fn whole(masks: Masks) -> FoxToMove {
        let per_part = masks.len().max(1);
        FoxToMove {
            parts: vec![masks],
            per_part,
        }
    }

    fn get(&self, rank: usize) -> u64 {
        self.parts[rank / self.per_part].get(rank % self.per_part)
    }
}

/// `sets` cut into one range a thread, and the sets in each.
pub(super) fn thread_ranges(sets: usize, threads: usize) -> (Vec<Range<usize>>, usize) {
    let threads = threads.clamp(1, sets.max(1));
    let per_part = sets.div_ceil(threads).max(1);
    let ranges = (0..threads)
        .map(|i| (i * per_part).min(sets)..((i + 1) * per_part).min(sets))
        .collect();
    (ranges, per_part)
}

/// Does `work` on each range on a thread of its own; what each gave, in order, or the error
/// found at the lowest rank.
pub(super) fn on_threads<T: Send>(
    ranges: &[Range<usize>],
    work: impl Fn(Range<usize>) -> Result<T, Found> + Sync,
) -> Result<Vec<T>, TablebaseError> {
    let work = &work;
    let results: Vec<Result<T, Found>> = thread::scope(|scope| {
        let workers: Vec<_> = (ranges.iter().cloned())
            .map(|ranks| scope.spawn(move || work(ranks)))
            .collect();
        (workers.into_iter())
            .map(|w| w.join().expect("a verifying thread"))
            .collect()
    });
    let mut done = Vec::with_capacity(results.len());
    let mut first: Option<Found> = None;
    for result in results {
        match result {
            Ok(value) => done.push(value),
            Err(found) if first.as_ref().is_none_or(|f| found.0 < f.0) => first = Some(found),
            Err(_) => {}
        }
    }
    match first {
        Some((_, wrong)) => Err(wrong),
        None => Ok(done),
    }
}

impl ValueTables {
    /// Re-derives every entry of the table of `geese` geese from its moves, on `threads`
    /// threads (the tables below it taken as checked), and stops at the first that disagrees.
    pub fn verify(&self, geese: usize, threads: usize) -> Result<Verified, TablebaseError> {
        let sets = self.table(geese)?.len();
        let (ranges, per_part) = thread_ranges(sets, threads);
        // One part of the masks a thread, each made by the thread that fills it.
        let fox_half = on_threads(&ranges, |ranks| {
            let start = ranks.start as u64;
            self.fox_to_move_by_rules(geese, ranks)
                .map_err(|e| (start, e))
        })?;
        let mut ended: u64 = fox_half.iter().map(|(_, n)| n).sum();
        let parts = fox_half.into_iter().map(|(masks, _)| masks).collect();
        let fox_to_move = FoxToMove { parts, per_part };
        let geese_half = on_threads(&ranges, |ranks| {
            self.geese_to_move_by_rules(geese, ranks, &fox_to_move)
        })?;
        ended += geese_half.iter().sum::<u64>();
        Ok(Verified {
            geese,
            positions: (sets * (self.indexer.len() - geese)) as u64,
            ended,
        })
    }

    /// The table of `geese` geese, if held.
    pub(super) fn table(&self, geese: usize) -> Result<&FreeMasks, TablebaseError> {
        geese
            .checked_sub(self.least)
            .and_then(|at| self.geese_to_move.get(at))
            .ok_or_else(|| TablebaseError::NotFound(format!("no value table of {geese} geese")))
    }

    /// Where the geese win with the fox to move, for the sets of `ranks`, one mask per set
    /// (from the range's start), each from the fox's moves by the engine's generator; and how
    /// many of those positions had no move.
    pub(super) fn fox_to_move_by_rules(
        &self,
        geese: usize,
        ranks: Range<usize>,
    ) -> Result<(Masks, u64), TablebaseError> {
        let table = &self.geese_to_move[geese - self.least];
        let mut masks = Masks::zeroed(ranks.len(), self.indexer.len())?;
        let mut set = self.indexer.unrank_dense(ranks.start as u64, geese);
        let (mut moves, mut ended) = (Vec::new(), 0);
        for (i, rank) in ranks.enumerate() {
            if i > 0 {
                set = self.indexer.next_set(set);
            }
            let here = table.get(rank, self.all & !set);
            let attackers = self.indexer.to_points(set);
            for fox in ones(self.all & !set) {
                let pos = self.position_of(attackers, fox, Turn::Officers);
                self.variant.generate(&pos, &mut moves);
                let won = if moves.is_empty() {
                    ended += 1;
                    self.rules_say_geese_win(&pos)
                } else {
                    moves.iter().all(|mv| {
                        let next = self.variant.play(&pos, mv);
                        match next.attackers == attackers {
                            // A step: the same set, its mask at hand.
                            true => {
                                self.variant.decided(&next).is_none() && {
                                    let at = Point(next.officers.trailing_zeros() as u8);
                                    here >> self.indexer.fox(at) & 1 != 0
                                }
                            }
                            false => self.geese_win_to_move(&next, here),
                        }
                    })
                };
                masks.or(i, u64::from(won) << fox);
            }
        }
        Ok((masks, ended))
    }

    /// Checks the positions with the geese to move of the sets in `ranks` against their moves
    /// by the engine's generator, into the positions with the fox to move (`fox_to_move`, by
    /// rank). Returns how many had no move, or the first that disagrees.
    pub(super) fn geese_to_move_by_rules(
        &self,
        geese: usize,
        ranks: Range<usize>,
        fox_to_move: &FoxToMove,
    ) -> Result<u64, Found> {
        let table = &self.geese_to_move[geese - self.least];
        let mut set = self.indexer.unrank_dense(ranks.start as u64, geese);
        let (mut moves, mut ended) = (Vec::new(), 0);
        // The sets this set's goose moves lead to, with their masks, looked up once a set.
        let mut after: Vec<(u64, u64)> = Vec::new();
        for rank in ranks.clone() {
            if rank > ranks.start {
                set = self.indexer.next_set(set);
            }
            let here = table.get(rank, self.all & !set);
            after.clear();
            let wrong = |fox: usize, says: bool| {
                let pos = self.position(set, fox, true);
                let position = self.variant.to_apn(&pos);
                let wrong = TablebaseError::Disagrees {
                    position,
                    table_says_geese_win: says,
                };
                (rank as u64, wrong)
            };
            let attackers = self.indexer.to_points(set);
            for fox in ones(self.all & !set) {
                let pos = self.position_of(attackers, fox, Turn::Attackers);
                self.variant.generate(&pos, &mut moves);
                let won = if moves.is_empty() {
                    ended += 1;
                    self.rules_say_geese_win(&pos)
                } else {
                    moves.iter().any(|mv| {
                        let next = self.variant.play(&pos, mv);
                        let before = (set, attackers);
                        self.geese_win_with_the_fox_to_move(&next, before, fox_to_move, &mut after)
                    })
                };
                let says = here >> fox & 1 != 0;
                if won != says {
                    return Err(wrong(fox, says));
                }
            }
        }
        Ok(ended)
    }

    /// Whether the geese win `next`, the fox to move after a goose move from the geese
    /// `before` (dense and as points; the game may have ended), from the masks re-derived by
    /// the rules.
    fn geese_win_with_the_fox_to_move(
        &self,
        next: &Position,
        (before, attackers): (u64, Bits),
        fox_to_move: &FoxToMove,
        after: &mut Vec<(u64, u64)>,
    ) -> bool {
        if let Some(outcome) = self.variant.decided(next) {
            return outcome.winner == Some(Side::Attackers);
        }
        let set = self.indexer.dense_after(before, attackers, next.attackers);
        let mask = match after.iter().find(|(s, _)| *s == set) {
            Some(&(_, mask)) => mask,
            None => {
                let mask = fox_to_move.get(self.indexer.rank_dense(set) as usize);
                after.push((set, mask));
                mask
            }
        };
        let fox = self
            .indexer
            .fox(Point(next.officers.trailing_zeros() as u8));
        mask >> fox & 1 != 0
    }

    fn position_of(&self, attackers: Bits, fox: usize, turn: Turn) -> Position {
        let officers = self.indexer.point(fox).bit();
        Position {
            attackers,
            officers,
            turn,
            clock: 0,
        }
    }

    /// Whether the rules' winner of a position without a move is the geese.
    fn rules_say_geese_win(&self, pos: &Position) -> bool {
        debug_assert!(pos.turn != Turn::Setup);
        let outcome = self.variant.winner(pos);
        outcome.and_then(|o| o.winner) == Some(Side::Attackers)
    }
}

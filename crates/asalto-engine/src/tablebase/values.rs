//! Win-or-loss tables for Fox & Geese with more geese than the distance tables hold (a byte an
//! entry would not fit in memory at thirteen geese): one bit a position, the geese's wins for a
//! set of geese kept as one mask of the fox's points.
//!
//! Without sideways steps a goose only steps forward, and forward is always the same way along
//! the board's numbering, so every goose move leads to a set of geese ranked on the same side
//! of the set it left. The sets are walked once, in that order: a set's positions with the
//! geese to move are told by the sets its goose moves lead to (all done before it) where they
//! win, then its positions with the fox to move come from its own positions with the geese to
//! move and, after a capture, from the tables of fewer geese, and where the geese win one of
//! those the sets behind it are told. Nothing is searched or visited twice. The fox's moves
//! are read off the board's lines (`values_fox.rs`).

use std::sync::Arc;

use super::index::Indexer;
use super::values_fox::FoxMoves;
use super::values_free_masks::FreeMasks;
use super::values_masks::Masks;
use super::{TablebaseError, check_up_to};
use crate::bitboard::{Bits, Point};
use crate::moves::Move;
use crate::position::{Position, Turn};
use crate::side::Side;
use crate::variant::Variant;

/// The most geese a value table may have (the most any built-in variant starts with).
pub const MOST_VALUE_GEESE: usize = 17;

/// The geese's wins in every position with from the fewest geese the game goes on with to so
/// many geese, made one number of geese at a time.
#[derive(Clone, Debug)]
pub struct ValueTables {
    pub(super) variant: Arc<Variant>,
    pub(super) indexer: Indexer,
    pub(super) least: usize,
    /// For each number of geese from `least` up, for each set of geese by rank: the fox's
    /// points (dense numbers) where the geese, to move, win, over its free points.
    pub(super) geese_to_move: Vec<FreeMasks>,
    /// Dense number → the dense numbers a goose may step there from.
    pub(super) backward: Vec<u64>,
    /// The fox's steps and capture chains on the dense numbering.
    pub(super) fox: FoxMoves,
    /// Every point of the board, as dense numbers.
    pub(super) all: u64,
    /// Goose moves lead to higher ranks (else to lower ones).
    upward: bool,
}

/// What one table holds: its positions with each side to move, and the geese's wins in them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ValuesMade {
    /// The number of geese.
    pub geese: usize,
    /// Positions with each side to move (every set of geese, the fox on every other point).
    pub positions: u64,
    /// Positions with the geese to move that the geese win.
    pub geese_to_move_won: u64,
    /// Positions with the fox to move that the geese win.
    pub fox_to_move_won: u64,
}

impl ValueTables {
    /// No table yet, for a Fox & Geese variant without sideways steps.
    pub fn new(variant: Arc<Variant>) -> Result<ValueTables, TablebaseError> {
        let least = variant.attackers_needed() as usize;
        check_up_to(&variant, least, MOST_VALUE_GEESE)?;
        let indexer = Indexer::new(&variant);
        let dense = |bits: Bits| indexer.to_dense(bits);
        let forward: Vec<u64> = (0..indexer.len())
            .map(|d| dense(variant.attacker_targets(indexer.point(d))))
            .collect();
        let fox = FoxMoves::new(&variant, &indexer);
        let above = |(d, &to): (usize, &u64)| to & ((2u64 << d) - 1) == 0;
        let below = |(d, &to): (usize, &u64)| to >> d == 0;
        let upward = forward.iter().enumerate().all(above);
        if !upward && !forward.iter().enumerate().all(below) {
            return Err(TablebaseError::Unordered(variant.name().to_string()));
        }
        let backward = (0..indexer.len()).map(|to| ones_of(&forward, to)).collect();
        Ok(ValueTables {
            all: dense(variant.all_points()),
            variant,
            indexer,
            least,
            geese_to_move: Vec::new(),
            backward,
            fox,
            upward,
        })
    }

    /// The variant the tables are of.
    pub fn variant(&self) -> &Arc<Variant> {
        &self.variant
    }

    /// The fewest geese the tables hold, and the most (`None` before the first is made).
    pub fn geese(&self) -> (usize, Option<usize>) {
        let made = self.geese_to_move.len();
        (self.least, (made > 0).then(|| self.least + made - 1))
    }

    /// Makes the table of one goose more than the last one held.
    ///
    /// The sets are walked against the way the geese move, so every set a goose move leads to
    /// comes before the set it leaves: a set's mask is final when the walk reaches it. Its
    /// positions with the fox to move are worked out then, and where the geese win one, each
    /// set one goose move behind it learns that the move wins there. Such sets are few (about
    /// one in twenty with thirteen geese), so most sets cost a read and the fox's moves.
    pub fn make_next(&mut self) -> Result<ValuesMade, TablebaseError> {
        let geese = self.least + self.geese_to_move.len();
        check_up_to(&self.variant, geese, MOST_VALUE_GEESE)?;
        let sets = self.indexer.sets(geese) as usize;
        let mut masks = Masks::zeroed(sets, self.indexer.len())?;
        // Kept over the free points as each set's mask is final, for the tables after it.
        let mut packed = FreeMasks::zeroed(sets, self.indexer.len() - geese)?;
        let mut made = ValuesMade {
            geese,
            positions: (sets * (self.indexer.len() - geese)) as u64,
            ..ValuesMade::default()
        };
        for (rank, set) in self.walk_order(geese) {
            let here = masks.get(rank);
            packed.put(rank, self.all & !set, here);
            let there = self.fox_part(set, here);
            if there != 0 {
                self.tell_the_sets_behind(set, there, &mut masks);
            }
            made.geese_to_move_won += u64::from(here.count_ones());
            made.fox_to_move_won += u64::from(there.count_ones());
        }
        drop(masks);
        self.geese_to_move.push(packed);
        Ok(made)
    }

    /// A table of `geese` geese over its free points, from every set's whole mask in rank
    /// order; refused where a mask holds a point no fox can stand on.
    #[cfg(test)]
    pub(super) fn packed(
        &self,
        geese: usize,
        masks: impl Iterator<Item = u64>,
    ) -> Result<FreeMasks, TablebaseError> {
        let sets = self.indexer.sets(geese) as usize;
        let mut packed = FreeMasks::zeroed(sets, self.indexer.len() - geese)?;
        let mut set = self.indexer.unrank_dense(0, geese);
        let mut put = 0;
        for (rank, mask) in masks.enumerate().take(sets) {
            if rank > 0 {
                set = self.indexer.next_set(set);
            }
            let free = self.all & !set;
            if mask & !free != 0 {
                let what = format!("a value where no fox can stand, at set {rank}");
                return Err(TablebaseError::BadFile(what));
            }
            packed.put(rank, free, mask);
            put += 1;
        }
        if put != sets {
            return Err(TablebaseError::BadFile(format!(
                "not the {sets} sets of {geese} geese"
            )));
        }
        Ok(packed)
    }

    /// Every set's whole mask of the table of `geese` geese, in rank order.
    pub(super) fn table_masks(
        &self,
        geese: usize,
    ) -> Result<impl Iterator<Item = u64> + '_, TablebaseError> {
        let table = self.table(geese)?;
        let mut set = self.indexer.unrank_dense(0, geese);
        Ok((0..table.len()).map(move |rank| {
            if rank > 0 {
                set = self.indexer.next_set(set);
            }
            table.get(rank, self.all & !set)
        }))
    }

    /// Every set of `geese` geese with its rank, against the way the geese move: each set
    /// after every set its goose moves lead to.
    pub(super) fn walk_order(&self, geese: usize) -> impl Iterator<Item = (usize, u64)> + '_ {
        let sets = self.indexer.sets(geese) as usize;
        let lowest = (1u64 << geese) - 1;
        let mut set = if self.upward {
            lowest << (self.indexer.len() - geese)
        } else {
            lowest
        };
        (0..sets).map(move |step| {
            let rank = if self.upward { sets - 1 - step } else { step };
            if step > 0 {
                set = if self.upward {
                    self.indexer.previous_set(set)
                } else {
                    self.indexer.next_set(set)
                };
            }
            debug_assert_eq!(self.indexer.rank_dense(set), rank as u64);
            (rank, set)
        })
    }

    /// The goose moves that lead to `set`, as `(from, to, the set before the move)`.
    pub(super) fn moves_into(&self, set: u64) -> impl Iterator<Item = (usize, usize, u64)> + '_ {
        let empty = self.all & !set;
        ones(set).flat_map(move |to| {
            ones(self.backward[to] & empty)
                .map(move |from| (from, to, set ^ (1 << from) ^ (1 << to)))
        })
    }

    /// Marks, in each set one goose move behind `set`, the fox's points where that move leads
    /// to a position of `set` the geese win with the fox to move (`there`).
    fn tell_the_sets_behind(&self, set: u64, there: u64, masks: &mut Masks) {
        for (from, _, before) in self.moves_into(set) {
            // The fox cannot stand where the goose came from.
            masks.or(
                self.indexer.rank_dense(before) as usize,
                there & !(1 << from),
            );
        }
    }

    /// Where the geese win with this set and the fox to move: every fox move reaches a position
    /// they win, `here` being where they win with this set and the geese to move.
    pub(super) fn fox_part(&self, set: u64, here: u64) -> u64 {
        let empty = self.all & !set;
        let mut wins = 0;
        for fox in ones(empty) {
            // A step to a position the fox wins (none at all, and it may still be trapped).
            if self.fox.steps(fox) & empty & !here != 0 {
                continue;
            }
            let caught = !self.fox.can_capture(fox, set)
                || self.fox.every_capture(fox, set, &mut |left, land| {
                    self.won_after_capture(left, land)
                });
            wins |= u64::from(caught) << fox;
        }
        wins
    }

    /// Whether the geese win once the fox has taken some of them and landed on `land`, the
    /// geese `left` to move: never below the fewest the game goes on with, else as the table of
    /// that many geese says (a capture always leads to a table made before).
    fn won_after_capture(&self, left: u64, land: usize) -> bool {
        let Some(table) = (left.count_ones() as usize)
            .checked_sub(self.least)
            .and_then(|n| self.geese_to_move.get(n))
        else {
            return false;
        };
        table.has(
            self.indexer.rank_dense(left) as usize,
            self.all & !left,
            land,
        )
    }

    /// Whether every move of the fox on `fox` (dense), by the engine's move generator, leads to
    /// a position the geese win.
    fn fox_loses_every_move(
        &self,
        geese: Bits,
        fox: usize,
        here: u64,
        moves: &mut Vec<Move>,
    ) -> bool {
        let pos = Position {
            attackers: geese,
            officers: self.indexer.point(fox).bit(),
            turn: Turn::Officers,
            clock: 0,
        };
        self.variant.generate(&pos, moves);
        moves
            .iter()
            .all(|mv| self.geese_win_to_move(&self.variant.play(&pos, mv), here))
    }

    /// Whether the geese win a position with them to move (the game may have ended): from the
    /// tables below, or from `here` for a set of as many geese as the table being made.
    pub(super) fn geese_win_to_move(&self, pos: &Position, here: u64) -> bool {
        if let Some(outcome) = self.variant.decided(pos) {
            return outcome.winner == Some(Side::Attackers);
        }
        let set = self.indexer.to_dense(pos.attackers);
        let fox = self.indexer.fox(Point(pos.officers.trailing_zeros() as u8));
        let table = set.count_ones() as usize - self.least;
        match self.geese_to_move.get(table) {
            Some(masks) => masks.has(self.indexer.rank_dense(set) as usize, self.all & !set, fox),
            None => here >> fox & 1 != 0,
        }
    }

    /// Whether the geese win this position with best play, if the tables hold it (one fox on
    /// the board, its turn or theirs, as many geese as a table made).
    pub fn geese_win(&self, pos: &Position) -> Option<bool> {
        let set = self.slot_set(pos)?;
        let table = &self.geese_to_move[set.count_ones() as usize - self.least];
        let here = table.get(self.indexer.rank_dense(set) as usize, self.all & !set);
        let fox = self.indexer.fox(Point(pos.officers.trailing_zeros() as u8));
        Some(match pos.turn {
            Turn::Attackers => here >> fox & 1 != 0,
            // Only this fox's moves, not the whole set's mask.
            _ => self.fox_loses_every_move(pos.attackers, fox, here, &mut Vec::new()),
        })
    }

    /// Whether the geese win after `mv` is played in `pos` (the game may end there), if the
    /// tables hold the position it leads to.
    pub fn geese_win_after(&self, pos: &Position, mv: &Move) -> Option<bool> {
        let next = self.variant.play(pos, mv);
        match self.variant.decided(&next) {
            Some(outcome) => Some(outcome.winner == Some(Side::Attackers)),
            None => self.geese_win(&next),
        }
    }

    /// The moves that keep a won position won (none when it is lost), if the tables hold it.
    /// Every game ends, so a side that only ever plays one of them wins.
    pub fn winning_moves(&self, pos: &Position) -> Option<Vec<Move>> {
        self.geese_win(pos)?;
        let geese = pos.turn == Turn::Attackers;
        let moves = self.variant.legal_moves(pos);
        let wins = |mv: &Move| self.geese_win_after(pos, mv) == Some(geese);
        Some(moves.into_iter().filter(wins).collect())
    }

    /// The geese as dense numbers, if the tables hold the position.
    fn slot_set(&self, pos: &Position) -> Option<u64> {
        self.slot_set_up_to(pos, self.geese().1?)
    }

    /// The geese as dense numbers, if a position of tables up to `most` geese.
    pub(super) fn slot_set_up_to(&self, pos: &Position, most: usize) -> Option<u64> {
        let geese = pos.attackers.count_ones() as usize;
        let on_board = (pos.attackers | pos.officers) & !self.variant.all_points() == 0;
        let held = (self.least..=most).contains(&geese)
            && pos.officers.count_ones() == 1
            && pos.attackers & pos.officers == 0
            && pos.turn != Turn::Setup
            && on_board;
        held.then(|| self.indexer.to_dense(pos.attackers))
    }
}

/// The dense numbers whose mask in `masks` holds `bit`.
pub(super) fn ones_of(masks: &[u64], bit: usize) -> u64 {
    masks
        .iter()
        .enumerate()
        .fold(0, |acc, (d, &m)| acc | (m >> bit & 1) << d)
}

/// The set bits of a mask, lowest first.
pub(super) fn ones(mut mask: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let bit = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            bit
        })
    })
}

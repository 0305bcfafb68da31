//! How long the fox needs: for every position of up to so many geese, the fewest plies in
//! which the fox forces the end of a game it wins, against geese that hold out as long as they
//! can. Of the geese's wins these tables say only that they are theirs.
//!
//! The value tables' walk (`values.rs`) with a number where those keep a bit. For each set of
//! geese and each free point of the fox, with the geese to move: the goose moves left to the
//! end where the fox wins (each goose move raises the sum of the geese's rows by one, so at most
//! 44 from the start of thirteen geese: six bits), or that the geese win. A set's entries are final when the walk reaches
//! it. Its positions with the fox to move are then worked out, the fox taking its quickest win
//! over its steps and capture chains, and each set one goose move behind keeps, for each point
//! of the fox, the longest that its moves lead to (the geese win where one leads to their win).
//! The tables of four to thirteen geese take 20 GB, three quarters of a byte a position (a byte
//! would be 27 GB).

use std::sync::Arc;

use super::sixes::Sixes;
use super::values::{MOST_VALUE_GEESE, ValueTables, ones};
use super::values_check::{Consistency, check_random, table_position};
use super::{TablebaseError, check_up_to};
use crate::bitboard::Point;
use crate::position::{Position, Turn};
use crate::side::Side;
use crate::variant::Variant;

/// An entry for a position the geese win, above every number of goose moves.
const GEESE_WIN: u8 = 63;

/// The fox's wins' distances for every number of geese from the fewest the game goes on with.
pub struct FoxDistances {
    /// The walk's numbering and moves (no value table is made in it).
    walk: ValueTables,
    /// For each number of geese, each set by rank, each free point in order: the goose moves
    /// left with the geese to move where the fox wins, else [`GEESE_WIN`].
    tables: Vec<Sixes>,
}

/// What one table holds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DistancesMade {
    /// The number of geese.
    pub geese: usize,
    /// Positions with each side to move.
    pub positions: u64,
    /// Positions the fox wins with the geese to move.
    pub fox_wins_geese_to_move: u64,
    /// Positions the fox wins with it to move.
    pub fox_wins_fox_to_move: u64,
    /// The longest of the fox's wins, in plies (either side to move).
    pub longest: u32,
}

impl FoxDistances {
    /// No table yet, for a Fox & Geese variant without sideways steps.
    pub fn new(variant: Arc<Variant>) -> Result<FoxDistances, TablebaseError> {
        Ok(FoxDistances {
            walk: ValueTables::new(variant)?,
            tables: Vec::new(),
        })
    }

    /// The fewest geese the tables hold, and the most (`None` before the first is made).
    pub fn geese(&self) -> (usize, Option<usize>) {
        let least = self.walk.least;
        let made = self.tables.len();
        (least, (made > 0).then(|| least + made - 1))
    }

    /// Makes the table of one goose more than the last one held.
    pub fn make_next(&mut self) -> Result<DistancesMade, TablebaseError> {
        let walk = &self.walk;
        let geese = walk.least + self.tables.len();
        check_up_to(&walk.variant, geese, MOST_VALUE_GEESE)?;
        let sets = walk.indexer.sets(geese) as usize;
        let free = walk.indexer.len() - geese;
        let mut table = Sixes::zeroed(sets * free)?;
        let mut made = DistancesMade {
            geese,
            positions: (sets * free) as u64,
            ..DistancesMade::default()
        };
        let mut here = [0u8; 64];
        for (rank, set) in walk.walk_order(geese) {
            let empty = walk.all & !set;
            let mut entries = [0u8; 64];
            table.get_run(rank * free, &mut entries[..free]);
            for (i, fox) in ones(empty).enumerate() {
                here[fox] = entries[i];
            }
            // The fox to move's entries, by free point in order like the table's.
            let mut fox_wins = [GEESE_WIN; 64];
            for (i, fox) in ones(empty).enumerate() {
                fox_wins[i] = self.fox_to_move(set, fox, |to| here[to])?;
                count(&mut made, here[fox], fox_wins[i]);
            }
            self.tell_the_sets_behind(set, &fox_wins, free, &mut table);
        }
        self.tables.push(table);
        Ok(made)
    }

    /// Each set one goose move behind `set` keeps, for each point of the fox, the longest its
    /// moves lead to: `fox_wins`, with the fox to move in `set`, by free point in order.
    fn tell_the_sets_behind(&self, set: u64, fox_wins: &[u8; 64], free: usize, table: &mut Sixes) {
        let walk = &self.walk;
        let empty = walk.all & !set;
        let below = |point: usize, of: u64| (of & ((1 << point) - 1)).count_ones() as usize;
        for (from, to, before) in walk.moves_into(set) {
            let first = walk.indexer.rank_dense(before) as usize * free;
            // The free points behind are these but for `from`, and with `to`; with the fox on
            // `to` the move is not there, so nothing is raised there.
            let mut values = *fox_wins;
            let gone = below(from, empty);
            values.copy_within(gone + 1..free, gone);
            let at = below(to, walk.all & !before);
            values.copy_within(at..free - 1, at + 1);
            values[at] = 0;
            table.raise_run(first, &values[..free]);
        }
    }

    /// With the fox to move on `fox`: one more than the goose moves left after its quickest
    /// win, or [`GEESE_WIN`]. `here` gives the entries of `set` (the geese to move) by point.
    fn fox_to_move(
        &self,
        set: u64,
        fox: usize,
        here: impl Fn(usize) -> u8,
    ) -> Result<u8, TablebaseError> {
        let walk = &self.walk;
        let empty = walk.all & !set;
        // The fewest goose moves left after a move the fox wins by.
        let mut quickest = u8::MAX;
        let mut take = |left: u8| {
            if left != GEESE_WIN {
                quickest = quickest.min(left);
            }
        };
        for to in ones(walk.fox.steps(fox) & empty) {
            take(here(to));
        }
        if walk.fox.can_capture(fox, set) {
            walk.fox.every_capture(fox, set, &mut |left, land| {
                take(self.geese_to_move_entry(left, land));
                true
            });
        }
        match quickest {
            u8::MAX => Ok(GEESE_WIN),
            n if n + 1 < GEESE_WIN => Ok(n + 1),
            _ => {
                let pos = table_position(&walk.indexer, set, fox, false);
                Err(TablebaseError::TooLong(walk.variant.to_apn(&pos)))
            }
        }
    }

    /// The entry of the geese `left` to move and the fox on `land` (after a capture chain, or
    /// any position held): no goose move left below the fewest geese the game goes on with, as
    /// the fox has won.
    fn geese_to_move_entry(&self, left: u64, land: usize) -> u8 {
        let walk = &self.walk;
        let Some(table) = (left.count_ones() as usize).checked_sub(walk.least) else {
            return 0;
        };
        let free = walk.all & !left;
        let first = walk.indexer.rank_dense(left) as usize * free.count_ones() as usize;
        let i = (free & ((1 << land) - 1)).count_ones() as usize;
        self.tables[table].get(first + i)
    }

    /// In how many plies the fox wins the position, `Some(None)` where the geese win it; `None`
    /// where the tables do not hold it.
    pub fn fox_wins_in(&self, pos: &Position) -> Option<Option<u32>> {
        let set = self.walk.slot_set_up_to(pos, self.geese().1?)?;
        let fox = self
            .walk
            .indexer
            .fox(Point(pos.officers.trailing_zeros() as u8));
        let entry = match pos.turn {
            Turn::Attackers => self.geese_to_move_entry(set, fox),
            _ => {
                let here = |to| self.geese_to_move_entry(set, to);
                // Too long a line would have stopped the tables being made.
                let won = self.fox_to_move(set, fox, here).ok()?;
                if won == GEESE_WIN {
                    return Some(None);
                }
                return Some(Some(2 * u32::from(won) - 1));
            }
        };
        Some((entry != GEESE_WIN).then_some(2 * u32::from(entry)))
    }

    /// Checks `samples` positions drawn at random against their moves by the engine's move
    /// generator: the fox's quickest win among them, or the geese's longest loss.
    pub fn check_sample(&self, samples: u64, seed: u64) -> Consistency {
        let (least, Some(most)) = self.geese() else {
            return Consistency::default();
        };
        let walk = &self.walk;
        let draw = (&walk.indexer, walk.variant.as_ref(), least..=most);
        check_random(draw, samples, seed, |pos| self.distance_and_moves(pos))
    }

    /// The tables' distance of a position, the one its moves give, and whether it had no move.
    fn distance_and_moves(&self, pos: &Position) -> (Option<u32>, Option<u32>, bool) {
        let variant = &self.walk.variant;
        let held = self.fox_wins_in(pos).expect("a position of the tables");
        let moves = variant.legal_moves(pos);
        if moves.is_empty() {
            let fox_won = variant.winner(pos).and_then(|o| o.winner) == Some(Side::Officers);
            return (held, fox_won.then_some(0), true);
        }
        let after = moves.iter().map(|mv| {
            let next = variant.play(pos, mv);
            match variant.decided(&next) {
                Some(o) => (o.winner == Some(Side::Officers)).then_some(0),
                None => self.fox_wins_in(&next).expect("a position of the tables"),
            }
        });
        let derived = match pos.turn {
            // The geese lose only if every move loses, as late as they can.
            Turn::Attackers => after
                .collect::<Option<Vec<u32>>>()
                .map(|d| 1 + d.iter().max().copied().unwrap_or(0)),
            _ => after.flatten().min().map(|d| d + 1),
        };
        (held, derived, false)
    }
}

/// Counts a position's two entries into what a table holds.
fn count(made: &mut DistancesMade, geese_to_move: u8, fox_to_move: u8) {
    if geese_to_move != GEESE_WIN {
        made.fox_wins_geese_to_move += 1;
        made.longest = made.longest.max(2 * u32::from(geese_to_move));
    }
    if fox_to_move != GEESE_WIN {
        made.fox_wins_fox_to_move += 1;
        made.longest = made.longest.max(2 * u32::from(fox_to_move) - 1);
    }
}

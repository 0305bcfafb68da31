//! Step 2 of the verification of a table with draws ([`super::values_sideways_verify`]): every
//! position it calls won or lost is reached back from the game's ends, so its win is forced and
//! not a cycle's. The positions still to confirm are kept as masks, one for each side to move,
//! and swept from the highest rank down, as the tables were made: a goose's forward step leads
//! to a set swept before, so most positions are confirmed in the first sweep.

use super::TablebaseError;
use super::values::ones;
use super::values_free_masks::FreeMasks;
use super::values_sideways::SidewaysValues;
use super::values_sideways_verify::{FoxToMove, position_of, winner_at};
use crate::bitboard::{Bits, Point};
use crate::position::{Position, Turn};
use crate::side::Side;

/// The positions called won or lost and not yet confirmed, for each side to move, over each
/// set's free points.
struct Unconfirmed {
    geese_to_move: FreeMasks,
    fox_to_move: FreeMasks,
}

impl SidewaysValues {
    /// Confirms every position of the table of `geese` geese called won or lost, either side to
    /// move (with the fox to move, as `fox_to_move` re-derived them); how many there are, and
    /// the sweeps that confirmed some. A position left is refused.
    pub(super) fn confirm_forced(
        &self,
        geese: usize,
        fox_to_move: &FoxToMove,
    ) -> Result<(u64, u32), TablebaseError> {
        let table = self.outcomes(geese)?;
        let sets = table.len();
        let points = self.indexer.len();
        let mut left = Unconfirmed {
            geese_to_move: FreeMasks::zeroed(sets, points - geese)?,
            fox_to_move: FreeMasks::zeroed(sets, points - geese)?,
        };
        let mut decided = 0;
        let mut set = self.indexer.unrank_dense(0, geese);
        for (rank, (win, lose)) in self.table_outcomes(geese)?.enumerate() {
            if rank > 0 {
                set = self.indexer.next_set(set);
            }
            let free = self.all & !set;
            let geese_to_move = win | lose;
            let (won, lost) = fox_to_move.get(rank, free);
            left.geese_to_move.put(rank, free, geese_to_move);
            left.fox_to_move.put(rank, free, won | lost);
            decided += u64::from(geese_to_move.count_ones() + (won | lost).count_ones());
        }
        let (mut unconfirmed, mut sweeps) = (decided, 0);
        let highest = ((1u64 << geese) - 1) << (points - geese);
        while unconfirmed > 0 {
            let mut confirmed = 0;
            let mut set = highest;
            for rank in (0..sets).rev() {
                if rank + 1 < sets {
                    set = self.indexer.previous_set(set);
                }
                let at = (geese, set, rank);
                confirmed += self.confirm(Turn::Attackers, at, fox_to_move, &mut left);
                confirmed += self.confirm(Turn::Officers, at, fox_to_move, &mut left);
            }
            if confirmed == 0 {
                return Err(self.unforced(geese, fox_to_move, &left));
            }
            unconfirmed -= confirmed;
            sweeps += 1;
        }
        Ok((decided, sweeps))
    }

    /// Confirms what it can of the positions of `set` with `turn` to move (the fox's after the
    /// geese's, which its steps reach); how many.
    fn confirm(
        &self,
        turn: Turn,
        (geese, set, rank): (usize, u64, usize),
        fox_to_move: &FoxToMove,
        left: &mut Unconfirmed,
    ) -> u64 {
        let free = self.all & !set;
        let geese_move = turn == Turn::Attackers;
        let pending = match geese_move {
            true => left.geese_to_move.get(rank, free),
            false => left.fox_to_move.get(rank, free),
        };
        if pending == 0 {
            return 0;
        }
        let table = self.outcomes(geese).expect("the table verified");
        let here = table.get(rank, free);
        let says = if geese_move {
            here
        } else {
            fox_to_move.get(rank, free)
        };
        let unsure_here = left.geese_to_move.get(rank, free);
        let attackers = self.indexer.to_points(set);
        let (mut moves, mut confirmed) = (Vec::new(), 0);
        for fox in ones(pending) {
            let pos = position_of(self.indexer.point(fox), attackers, turn);
            self.variant().generate(&pos, &mut moves);
            let after = moves.iter().map(|mv| {
                let next = self.variant().play(&pos, mv);
                match geese_move {
                    true => self.after_goose_move(&next, fox_to_move, left),
                    false => (
                        self.geese_to_move_winner(&next, attackers, here),
                        self.sure_after_fox(&next, attackers, unsure_here),
                    ),
                }
            });
            if forced(turn.side(), winner_at(says, fox), moves.is_empty(), after) {
                confirmed |= 1 << fox;
            }
        }
        let masks = match geese_move {
            true => &mut left.geese_to_move,
            false => &mut left.fox_to_move,
        };
        masks.set(rank, free, pending & !confirmed);
        u64::from(confirmed.count_ones())
    }

    /// Who wins `next`, the fox to move after a goose move, and whether that is confirmed: an
    /// ended game, or a position not left to confirm.
    fn after_goose_move(
        &self,
        next: &Position,
        fox_to_move: &FoxToMove,
        left: &Unconfirmed,
    ) -> (Option<Side>, bool) {
        if let Some(outcome) = self.variant().decided(next) {
            return (outcome.winner, true);
        }
        let set = self.indexer.to_dense(next.attackers);
        let (rank, free) = (self.indexer.rank_dense(set) as usize, self.all & !set);
        let fox = self
            .indexer
            .fox(Point(next.officers.trailing_zeros() as u8));
        let sure = !left.fox_to_move.has(rank, free, fox);
        (fox_to_move.winner(rank, free, fox), sure)
    }

    /// Whether the value of `next`, the geese to move after a fox move from `attackers`, is
    /// confirmed: an ended game, a capture (into a table below, verified), or a step to a
    /// point not in `unsure_here`.
    fn sure_after_fox(&self, next: &Position, attackers: Bits, unsure_here: u64) -> bool {
        let fox = || {
            self.indexer
                .fox(Point(next.officers.trailing_zeros() as u8))
        };
        self.variant().decided(next).is_some()
            || next.attackers != attackers
            || unsure_here >> fox() & 1 == 0
    }

    /// The refusal of the first position left unconfirmed.
    fn unforced(
        &self,
        geese: usize,
        fox_to_move: &FoxToMove,
        left: &Unconfirmed,
    ) -> TablebaseError {
        let table = self.outcomes(geese).expect("the table verified");
        for rank in 0..left.geese_to_move.len() {
            let set = self.indexer.unrank_dense(rank as u64, geese);
            let free = self.all & !set;
            let sides = [
                (
                    left.geese_to_move.get(rank, free),
                    true,
                    table.get(rank, free),
                ),
                (
                    left.fox_to_move.get(rank, free),
                    false,
                    fox_to_move.get(rank, free),
                ),
            ];
            for (pending, geese_to_move, masks) in sides {
                if let Some(fox) = ones(pending).next() {
                    let pos = self.position(set, fox, geese_to_move);
                    return TablebaseError::Unforced {
                        position: self.variant().to_apn(&pos),
                        table_says: winner_at(masks, fox).expect("a position called decided"),
                    };
                }
            }
        }
        unreachable!("a position is left unconfirmed")
    }
}

/// Whether a position called won by `says` (for `mover` or the other side) is confirmed by its
/// moves: without a move, by the rules (step 1 checked them); a win, by some move to a confirmed
/// win of the mover's; a loss, by every move to a confirmed win of the opponent's.
fn forced(
    mover: Side,
    says: Option<Side>,
    no_move: bool,
    mut after: impl Iterator<Item = (Option<Side>, bool)>,
) -> bool {
    match says {
        _ if no_move => true,
        Some(winner) if winner == mover => after.any(|(w, sure)| sure && w == Some(mover)),
        Some(winner) => after.all(|(w, sure)| sure && w == Some(winner)),
        None => unreachable!("only positions called won or lost are confirmed"),
    }
}

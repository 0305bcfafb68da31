//! The verification of a table with draws, its certificate: every entry re-derived from its
//! moves by the rules (the engine's move generator, `play` and `Variant::winner`), none of the
//! sweeps' own code, the tables below it taken as verified. Two steps:
//!
//! 1. **Every value is its moves' value.** The positions with the fox to move, which are not
//!    stored, are re-derived from the fox's moves; then each stored position with the geese to
//!    move is checked against its moves into them. Tables that pass are a fixed point of the
//!    one-move rule, and the game's true wins and losses are its least fixed point, so every
//!    position a side can force a win in is called won: every draw the tables hold is a draw.
//! 2. **Every win is forced.** A fixed point may still call won positions that only lead round
//!    a cycle (every draw of four geese called a win of the geese passes step 1; above four, a
//!    capture into a draw below may break such a cycle, but not always). So each position
//!    called won or lost must be reached back from the game's ends: sweeps over those positions confirm
//!    each whose moves lead to positions already confirmed (a win: some move to a confirmed
//!    loss of the opponent's; a loss: every move to a confirmed win of the opponent's; the end
//!    of a game and the tables below count as confirmed), until a sweep confirms nothing more.
//!    A position left is a win that is not forced.

use std::ops::Range;

use super::TablebaseError;
use super::values::ones;
use super::values_free_masks::FreeMasks;
use super::values_sideways::SidewaysValues;
use super::values_verify::{Found, on_threads, thread_ranges};
use crate::bitboard::{Bits, Point};
use crate::position::{Position, Turn};
use crate::side::Side;

/// What the verification of one table with draws went through.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SidewaysVerified {
    /// The number of geese.
    pub geese: usize,
    /// Positions with each side to move, every one checked.
    pub positions: u64,
    /// Of those (both sides), positions without a move, whose value is the rules' winner.
    pub ended: u64,
    /// Positions called won or lost (both sides), each confirmed as forced.
    pub decided: u64,
    /// Sweeps of step 2 that confirmed some position.
    pub sweeps: u32,
}

/// For each set of a range: where the geese win and where the fox wins, over its free points.
pub(super) struct Derived {
    pub(super) geese_win: FreeMasks,
    pub(super) fox_wins: FreeMasks,
}

/// The positions with the fox to move re-derived by the rules, in parts of `per_part` sets.
pub(super) struct FoxToMove {
    pub(super) parts: Vec<Derived>,
    pub(super) per_part: usize,
}

impl FoxToMove {
    /// Where the geese win and where the fox wins, in the set of this rank (free points
    /// `free`).
    pub(super) fn get(&self, rank: usize, free: u64) -> (u64, u64) {
        let part = &self.parts[rank / self.per_part];
        let at = rank % self.per_part;
        (part.geese_win.get(at, free), part.fox_wins.get(at, free))
    }

    /// Who wins with the fox on `fox` in the set of this rank (free points `free`); `None`:
    /// drawn. One bit of each mask, not the whole masks spread out: this is asked once for
    /// every goose move of every position verified.
    pub(super) fn winner(&self, rank: usize, free: u64, fox: usize) -> Option<Side> {
        let part = &self.parts[rank / self.per_part];
        let at = rank % self.per_part;
        if part.geese_win.has(at, free, fox) {
            Some(Side::Attackers)
        } else if part.fox_wins.has(at, free, fox) {
            Some(Side::Officers)
        } else {
            None
        }
    }
}

/// The winner a pair of masks gives a fox point (`None`: drawn).
pub(super) fn winner_at((geese_win, fox_wins): (u64, u64), fox: usize) -> Option<Side> {
    match (geese_win >> fox & 1 != 0, fox_wins >> fox & 1 != 0) {
        (true, _) => Some(Side::Attackers),
        (_, true) => Some(Side::Officers),
        _ => None,
    }
}

/// The value of a position from its moves' values for the side to move (`mover`).
fn from_moves(mover: Side, after: impl Iterator<Item = Option<Side>>) -> Option<Side> {
    let mut draws = false;
    for winner in after {
        if winner == Some(mover) {
            return Some(mover);
        }
        draws |= winner.is_none();
    }
    (!draws).then_some(mover.other())
}

impl SidewaysValues {
    /// Re-derives every entry of the table of `geese` geese from its moves (steps 1 and 2
    /// above) on `threads` threads, and stops at the first that is wrong.
    pub fn verify(&self, geese: usize, threads: usize) -> Result<SidewaysVerified, TablebaseError> {
        let sets = self.outcomes(geese)?.len();
        let (ranges, per_part) = thread_ranges(sets, threads);
        let fox_half = on_threads(&ranges, |ranks| {
            let start = ranks.start as u64;
            self.fox_to_move_by_rules(geese, ranks)
                .map_err(|e| (start, e))
        })?;
        let mut ended: u64 = fox_half.iter().map(|(_, n)| n).sum();
        let parts = fox_half.into_iter().map(|(derived, _)| derived).collect();
        let fox_to_move = FoxToMove { parts, per_part };
        let geese_half = on_threads(&ranges, |ranks| {
            self.geese_to_move_by_rules(geese, ranks, &fox_to_move)
        })?;
        ended += geese_half.iter().sum::<u64>();
        let (decided, sweeps) = self.confirm_forced(geese, &fox_to_move)?;
        Ok(SidewaysVerified {
            geese,
            positions: (sets * (self.indexer.len() - geese)) as u64,
            ended,
            decided,
            sweeps,
        })
    }

    /// Who wins with the fox to move, for the sets of `ranks` (from the range's start), each
    /// position from the fox's moves by the engine's generator; and how many had no move.
    pub(super) fn fox_to_move_by_rules(
        &self,
        geese: usize,
        ranks: Range<usize>,
    ) -> Result<(Derived, u64), TablebaseError> {
        let table = self.outcomes(geese)?;
        let width = self.indexer.len() - geese;
        let mut derived = Derived {
            geese_win: FreeMasks::zeroed(ranks.len(), width)?,
            fox_wins: FreeMasks::zeroed(ranks.len(), width)?,
        };
        let mut set = self.indexer.unrank_dense(ranks.start as u64, geese);
        let (mut moves, mut ended) = (Vec::new(), 0);
        for (i, rank) in ranks.enumerate() {
            if i > 0 {
                set = self.indexer.next_set(set);
            }
            let free = self.all & !set;
            let here = table.get(rank, free);
            let attackers = self.indexer.to_points(set);
            let (mut geese_win, mut fox_wins) = (0, 0);
            for fox in ones(free) {
                let pos = position_of(self.indexer.point(fox), attackers, Turn::Officers);
                self.variant().generate(&pos, &mut moves);
                let winner = if moves.is_empty() {
                    ended += 1;
                    self.rules_winner(&pos)
                } else {
                    let after = moves.iter().map(|mv| {
                        let next = self.variant().play(&pos, mv);
                        self.geese_to_move_winner(&next, attackers, here)
                    });
                    from_moves(Side::Officers, after)
                };
                match winner {
                    Some(Side::Attackers) => geese_win |= 1 << fox,
                    Some(Side::Officers) => fox_wins |= 1 << fox,
                    None => {}
                }
            }
            derived.geese_win.put(i, free, geese_win);
            derived.fox_wins.put(i, free, fox_wins);
        }
        Ok((derived, ended))
    }

    /// Who wins `next`, the geese to move after a fox move from the set `attackers` (whose
    /// masks are `here`), by the rules where the game has ended and by the tables otherwise.
    pub(super) fn geese_to_move_winner(
        &self,
        next: &Position,
        attackers: Bits,
        here: (u64, u64),
    ) -> Option<Side> {
        if let Some(outcome) = self.variant().decided(next) {
            return outcome.winner;
        }
        let fox = self
            .indexer
            .fox(Point(next.officers.trailing_zeros() as u8));
        if next.attackers == attackers {
            return winner_at(here, fox);
        }
        let table = self.outcomes(next.attackers.count_ones() as usize).ok()?;
        let set = self.indexer.to_dense(next.attackers);
        let rank = self.indexer.rank_dense(set) as usize;
        match table.at(rank, self.all & !set, fox) {
            (true, _) => Some(Side::Attackers),
            (_, true) => Some(Side::Officers),
            _ => None,
        }
    }

    /// Checks the positions with the geese to move of the sets in `ranks` against their moves
    /// into the positions with the fox to move. Returns how many had no move, or the first
    /// whose value is not its moves'.
    pub(super) fn geese_to_move_by_rules(
        &self,
        geese: usize,
        ranks: Range<usize>,
        fox_to_move: &FoxToMove,
    ) -> Result<u64, Found> {
        let table = self.outcomes(geese).map_err(|e| (ranks.start as u64, e))?;
        let mut set = self.indexer.unrank_dense(ranks.start as u64, geese);
        let (mut moves, mut ended) = (Vec::new(), 0);
        for rank in ranks.clone() {
            if rank > ranks.start {
                set = self.indexer.next_set(set);
            }
            let here = table.get(rank, self.all & !set);
            // A position both won and lost is damage.
            if here.0 & here.1 != 0 {
                let what = format!("values no position can have, at set {rank}");
                return Err((rank as u64, TablebaseError::BadFile(what)));
            }
            let attackers = self.indexer.to_points(set);
            for fox in ones(self.all & !set) {
                let pos = position_of(self.indexer.point(fox), attackers, Turn::Attackers);
                self.variant().generate(&pos, &mut moves);
                let derived = if moves.is_empty() {
                    ended += 1;
                    self.rules_winner(&pos)
                } else {
                    let after = moves.iter().map(|mv| {
                        let next = self.variant().play(&pos, mv);
                        self.fox_to_move_winner(&next, (set, attackers), fox_to_move)
                    });
                    from_moves(Side::Attackers, after)
                };
                let says = winner_at(here, fox);
                if derived != says {
                    let position = self.variant().to_apn(&pos);
                    let wrong = TablebaseError::DisagreesWithDraws {
                        position,
                        table_says: says,
                        moves_say: derived,
                    };
                    return Err((rank as u64, wrong));
                }
            }
        }
        Ok(ended)
    }

    /// Who wins `next`, the fox to move after a goose move from the geese `before` (dense and
    /// as points).
    fn fox_to_move_winner(
        &self,
        next: &Position,
        (before, attackers): (u64, Bits),
        fox_to_move: &FoxToMove,
    ) -> Option<Side> {
        if let Some(outcome) = self.variant().decided(next) {
            return outcome.winner;
        }
        let set = self.indexer.dense_after(before, attackers, next.attackers);
        let rank = self.indexer.rank_dense(set) as usize;
        let fox = self
            .indexer
            .fox(Point(next.officers.trailing_zeros() as u8));
        fox_to_move.winner(rank, self.all & !set, fox)
    }

    /// The rules' winner of a position without a move.
    fn rules_winner(&self, pos: &Position) -> Option<Side> {
        self.variant().winner(pos).and_then(|o| o.winner)
    }
}

pub(super) fn position_of(fox: Point, attackers: Bits, turn: Turn) -> Position {
    Position {
        attackers,
        officers: fox.bit(),
        turn,
        clock: 0,
    }
}

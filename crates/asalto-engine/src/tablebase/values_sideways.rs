//! Win, loss or draw tables for Fox & Geese with sideways steps, where positions repeat.
//!
//! A goose's forward step still leads to a set of higher rank, but a sideways step may lead
//! either way, so one walk no longer settles a set. The classic retrograde answer: start with
//! nothing known, and sweep the sets again and again, each sweep marking the positions whose
//! moves now decide them (a win where some move reaches a position the mover wins, a loss where
//! every move reaches one the opponent wins, the rules' winner where there is no move), until a
//! sweep changes nothing. What is still unknown then is a draw: neither side can force a win
//! in any number of moves, so with best play the game goes on until a repetition or the move
//! limit ends it. Sweeps run from the highest rank down, so forward steps are settled in the
//! sweep that reaches them and only chains of sideways steps need more.
//!
//! The 100-ply limit (plies without a capture or a forward step) is not part of a table's
//! position: a win here is a win in some number of moves, which that limit could turn into a
//! draw where the winner needs more than 100 plies of sideways steps and fox moves in a row.

use std::sync::Arc;

use super::index::Indexer;
use super::values::{ones, ones_of};
use super::values_check::{Consistency, check_random, table_position};
use super::values_fox::FoxMoves;
use super::values_sideways_outcomes::{Finished, Outcomes};
use super::{TablebaseError, check_family};
use crate::bitboard::Point;
use crate::position::{Position, Turn};
use crate::side::Side;
use crate::variant::Variant;

/// The tables of a variant with sideways steps, from the fewest geese the game goes on with up.
#[derive(Clone, Debug)]
pub struct SidewaysValues {
    variant: Arc<Variant>,
    pub(super) indexer: Indexer,
    pub(super) least: usize,
    /// For each number of geese from `least`: the outcomes with the geese to move.
    pub(super) geese_to_move: Vec<Finished>,
    /// Dense number → the dense numbers a goose there may step to.
    targets: Vec<u64>,
    /// Dense number → the dense numbers a goose may step there from.
    pub(super) sources: Vec<u64>,
    fox: FoxMoves,
    pub(super) all: u64,
}

/// What one table holds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SidewaysMade {
    /// The number of geese.
    pub geese: usize,
    /// Positions with each side to move.
    pub positions: u64,
    /// With the geese to move: the positions they win, and those the fox wins.
    pub geese_to_move: (u64, u64),
    /// With the fox to move: the positions the geese win, and those the fox wins.
    pub fox_to_move: (u64, u64),
    /// Sweeps over the sets: the first looks at every set, each next one only at the sets
    /// behind those whose values changed.
    pub sweeps: u32,
}

/// The most geese a sideways table may have.
pub const MOST_SIDEWAYS_GEESE: usize = 17;

impl SidewaysValues {
    /// No table yet, for a Fox & Geese variant with sideways steps.
    pub fn new(variant: Arc<Variant>) -> Result<SidewaysValues, TablebaseError> {
        if !variant.attackers_sideways() {
            return Err(TablebaseError::NotSideways(variant.name().to_string()));
        }
        Self::with_any_steps(variant)
    }

    /// No table yet, sideways steps or not (without them there are no draws, and the tables
    /// must be `ValueTables`' own: a test holds them to it).
    pub(super) fn with_any_steps(variant: Arc<Variant>) -> Result<SidewaysValues, TablebaseError> {
        let least = variant.attackers_needed() as usize;
        check_family(&variant, least, MOST_SIDEWAYS_GEESE)?;
        let indexer = Indexer::new(&variant);
        let most = MOST_SIDEWAYS_GEESE.min(indexer.len());
        let too_many_sets = (least..=most).any(|geese| indexer.sets(geese) > u64::from(u32::MAX));
        if indexer.len() - least > 32 || too_many_sets {
            return Err(TablebaseError::TooLargeForDraws(variant.name().to_string()));
        }
        let targets: Vec<u64> = (0..indexer.len())
            .map(|d| indexer.to_dense(variant.attacker_targets(indexer.point(d))))
            .collect();
        let sources = (0..indexer.len()).map(|to| ones_of(&targets, to)).collect();
        Ok(SidewaysValues {
            all: indexer.to_dense(variant.all_points()),
            fox: FoxMoves::new(&variant, &indexer),
            variant,
            indexer,
            least,
            geese_to_move: Vec::new(),
            targets,
            sources,
        })
    }

    /// The fewest geese the tables hold, and the most (`None` before the first is made).
    pub fn geese(&self) -> (usize, Option<usize>) {
        let made = self.geese_to_move.len();
        (self.least, (made > 0).then(|| self.least + made - 1))
    }

    /// The table of `geese` geese, if held.
    pub(super) fn outcomes(&self, geese: usize) -> Result<&Finished, TablebaseError> {
        geese
            .checked_sub(self.least)
            .and_then(|at| self.geese_to_move.get(at))
            .ok_or_else(|| TablebaseError::NotFound(format!("no table of {geese} geese made")))
    }

    /// With the geese to move in `set`: where some goose move reaches a position the geese win
    /// with the fox to move, and where every goose move reaches one the fox wins (or there is
    /// none: blocked geese lose).
    pub(super) fn geese_moves(&self, set: u64, fox_to_move: &Outcomes) -> (u64, u64) {
        let empty = self.all & !set;
        let (mut win, mut lose) = (0, empty);
        for from in ones(set) {
            for to in ones(self.targets[from] & empty) {
                let next = set ^ (1 << from) ^ (1 << to);
                let rank = self.indexer.rank_dense(next) as usize;
                let (geese_win, fox_wins) = fox_to_move.get(rank, self.all & !next);
                // A fox on `to` stops this move: it counts for neither.
                win |= geese_win & !(1 << to);
                lose &= fox_wins | (1 << to);
            }
        }
        (win & empty, lose & empty)
    }

    /// With the fox to move in `set`, from the outcomes with the geese to move (`win`: they
    /// win, `lose`: the fox wins): where every fox move is lost (or there is none), and where
    /// some fox move wins.
    pub(super) fn fox_moves(&self, set: u64, win: u64, lose: u64) -> (u64, u64) {
        let empty = self.all & !set;
        let (mut lost, mut won) = (0, 0);
        for fox in ones(empty) {
            let steps = self.fox.steps(fox) & empty;
            let mut fox_wins = steps & lose != 0;
            let mut fox_loses = steps & !win == 0;
            if !fox_wins && self.fox.can_capture(fox, set) {
                let (mut any_won, mut all_lost) = (false, true);
                self.fox.every_capture(fox, set, &mut |left, land| {
                    let (g, f) = self.after_capture(left, land);
                    any_won |= f;
                    all_lost &= g;
                    !any_won
                });
                fox_wins |= any_won;
                fox_loses &= all_lost && !any_won;
            }
            lost |= u64::from(fox_loses && !fox_wins) << fox;
            won |= u64::from(fox_wins) << fox;
        }
        (lost, won)
    }

    /// After a capture, the geese `left` to move and the fox on `land`: whether the geese win,
    /// and whether the fox does (below the fewest the game goes on with, the fox has won).
    fn after_capture(&self, left: u64, land: usize) -> (bool, bool) {
        let Some(table) = (left.count_ones() as usize)
            .checked_sub(self.least)
            .and_then(|n| self.geese_to_move.get(n))
        else {
            return (false, true);
        };
        let rank = self.indexer.rank_dense(left) as usize;
        table.at(rank, self.all & !left, land)
    }

    /// Who wins this position with best play (`Some(None)`: drawn), if the tables hold it.
    pub fn winner(&self, pos: &Position) -> Option<Option<Side>> {
        let geese = pos.attackers.count_ones() as usize;
        let table = geese
            .checked_sub(self.least)
            .and_then(|n| self.geese_to_move.get(n))?;
        let held = pos.officers.count_ones() == 1
            && pos.attackers & pos.officers == 0
            && (pos.attackers | pos.officers) & !self.variant.all_points() == 0;
        if !held {
            return None;
        }
        let set = self.indexer.to_dense(pos.attackers);
        let rank = self.indexer.rank_dense(set) as usize;
        let fox = self.indexer.fox(Point(pos.officers.trailing_zeros() as u8));
        let (win, lose) = table.get(rank, self.all & !set);
        let (geese_win, fox_wins) = match pos.turn {
            Turn::Attackers => (win >> fox & 1 != 0, lose >> fox & 1 != 0),
            Turn::Officers => {
                let (lost, won) = self.fox_moves(set, win, lose);
                (lost >> fox & 1 != 0, won >> fox & 1 != 0)
            }
            Turn::Setup => return None,
        };
        Some(match (geese_win, fox_wins) {
            (true, _) => Some(Side::Attackers),
            (_, true) => Some(Side::Officers),
            _ => None,
        })
    }

    /// The variant the tables are of.
    pub fn variant(&self) -> &Arc<Variant> {
        &self.variant
    }

    /// The position of a set (dense numbers), the fox on `fox`, either side to move.
    pub fn position(&self, set: u64, fox: usize, geese_to_move: bool) -> Position {
        table_position(&self.indexer, set, fox, geese_to_move)
    }

    /// Checks `samples` positions drawn at random from the tables held: each value is what its
    /// moves give by the engine's generator (a win has a move to a win, a loss only moves to
    /// losses, a draw no winning move and a drawing one), or the rules' winner without a move.
    pub fn check_sample(&self, samples: u64, seed: u64) -> Consistency {
        let (least, Some(most)) = self.geese() else {
            return Consistency::default();
        };
        let geese = least..=most;
        let draw = (&self.indexer, self.variant.as_ref(), geese);
        check_random(draw, samples, seed, |pos| self.value_and_moves(pos))
    }

    /// The tables' winner of a position, the one its moves give, and whether it has no move.
    fn value_and_moves(&self, pos: &Position) -> (Option<Side>, Option<Side>, bool) {
        let held = self.winner(pos).expect("a position of the tables");
        let moves = self.variant.legal_moves(pos);
        if moves.is_empty() {
            return (held, self.variant.winner(pos).and_then(|o| o.winner), true);
        }
        let mover = pos.turn.side();
        let mut after = moves.iter().map(|mv| {
            let next = self.variant.play(pos, mv);
            match self.variant.decided(&next) {
                Some(outcome) => outcome.winner,
                None => self.winner(&next).expect("a position of the tables"),
            }
        });
        let (mut wins, mut draws) = (false, false);
        for winner in after.by_ref() {
            wins |= winner == Some(mover);
            draws |= winner.is_none();
        }
        let derived = match (wins, draws) {
            (true, _) => Some(mover),
            (_, true) => None,
            _ => Some(mover.other()),
        };
        (held, derived, false)
    }
}

//! A forced win the computer knows of: found by its search or its solver, or read from the
//! endgame tables.

use asalto_engine::Side;
use asalto_engine::search::{MATE, MATE_BOUND, SearchResult};

/// A forced win the computer found for itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ForcedWin {
    pub side: Side,
    /// At most this many plies from `at_ply` (the game's length when it was found).
    pub plies: usize,
    pub at_ply: usize,
    /// Proven by the solver (and checked), rather than seen by the search.
    pub proven: bool,
    /// Read from the endgame tables: exact, with perfect play on both sides.
    pub perfect: bool,
}

impl ForcedWin {
    /// The win in a search's result for `side`, found when the game had `at_ply` plies.
    pub fn of(result: &SearchResult, side: Side, at_ply: usize) -> Option<ForcedWin> {
        let plies = match result.proven() {
            Some(plies) => plies,
            None if result.score >= MATE_BOUND => (MATE - result.score).max(0) as usize,
            None => return None,
        };
        Some(ForcedWin {
            side,
            plies,
            at_ply,
            proven: result.proven().is_some(),
            perfect: false,
        })
    }

    /// The endgame tables' verdict: `side` wins in `moves` of its own with perfect play.
    pub fn perfect(side: Side, moves: usize, at_ply: usize) -> ForcedWin {
        ForcedWin {
            side,
            // As plies that round up to the winner's moves (see `moves_left`).
            plies: (2 * moves).saturating_sub(1),
            at_ply,
            proven: true,
            perfect: true,
        }
    }

    /// Moves of the winner still to come at most, when the game has `plies_now` plies.
    pub fn moves_left(&self, plies_now: usize) -> usize {
        let played = plies_now.saturating_sub(self.at_ply);
        self.plies.saturating_sub(played).div_ceil(2).max(1)
    }
}

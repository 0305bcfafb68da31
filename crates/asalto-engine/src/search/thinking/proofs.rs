//! The solver beside the analysis board's search: a proof search for each side in the position
//! shown, run a little at a time, so the board can say "proven: … win by force" when one of them
//! is found. Its tables are kept between slices, so later slices go on where earlier ones stopped.

use crate::game::Game;
use crate::job::{Job, Slice, StopFlag};
use crate::solver::ProofSearch;

use super::super::ProvenWin;
use super::{SEARCH_NODES_PER_PROOF_NODE, ThinkingBudget};

/// Both sides' proof searches for one position.
pub(super) struct Proofs {
    searches: Vec<ProofSearch>,
    found: Option<ProvenWin>,
    /// Positions each side's proof may expand.
    budget: u64,
}

impl Proofs {
    /// Proof searches for both sides in the game's position (none once the game is over),
    /// beside an analysis of `budget.nodes`.
    pub(super) fn new(game: &Game, budget: &ThinkingBudget) -> Proofs {
        let side = game.position().turn.side();
        let searches = if game.outcome().is_some() {
            Vec::new()
        } else {
            [side, side.other()]
                .map(|side| ProofSearch::for_game(game, side, budget.proof_table_entries))
                .into()
        };
        Proofs {
            searches,
            found: None,
            budget: (budget.nodes / SEARCH_NODES_PER_PROOF_NODE).clamp(1, budget.proof_nodes),
        }
    }

    /// Gives each side's search up to `nodes` more, without passing `until` (nor the budget)
    /// in all; `true` once there is nothing left to do up to there (a win found, or both sides
    /// decided or spent).
    pub(super) fn step(&mut self, nodes: u64, until: u64, stop: &StopFlag) -> bool {
        let until = until.min(self.budget);
        let mut open = false;
        for search in &mut self.searches {
            if self.found.is_some() || search.nodes() >= until {
                continue;
            }
            let slice = nodes.min(until - search.nodes());
            match search.step(&Slice::nodes(slice, stop)) {
                Some(verdict) => self.found = ProvenWin::of(search.root().1, &verdict),
                None => open |= search.nodes() < until,
            }
        }
        self.found.is_some() || !open
    }

    pub(super) fn found(&self) -> Option<ProvenWin> {
        self.found.clone()
    }

    /// Positions both sides' searches expanded so far.
    pub(super) fn nodes(&self) -> u64 {
        self.searches.iter().map(|s| s.nodes()).sum()
    }
}

//! The solver beside the analysis board's search: a proof search for each side in the position
//! shown, run a little at a time, so the panel can say "proven: … win by force" when one of them
//! is found. Its tables are kept between slices, so later slices go on where earlier ones stopped.

use asalto_engine::Game;
use asalto_engine::job::{Job, Slice, StopFlag};
use asalto_engine::search::ProvenWin;
use asalto_engine::solver::ProofSearch;

use crate::platform::native_or_browser;

/// The most positions each side's proof may expand: a few seconds natively, less in a browser.
pub const PROOF_NODES: u64 = native_or_browser(4_000_000, 600_000);

/// The solver's share beside the analysis's search: a solver's node costs about this many of
/// the search's (so a budget of 50 million search positions gives each side about 4 million).
pub const SEARCH_NODES_PER_PROOF_NODE: u64 = 12;

/// Each proof's table, in entries (about 40 bytes each as a hash map).
const TABLE_ENTRIES: usize = native_or_browser(6_000_000, 1_500_000) as usize;

/// Both sides' proof searches for one position.
pub struct Proofs {
    searches: Vec<ProofSearch>,
    found: Option<ProvenWin>,
    /// Positions each side's proof may expand.
    budget: u64,
}

impl Proofs {
    /// Proof searches for both sides in the game's position (none once the game is over),
    /// beside an analysis of `search_nodes`.
    pub fn new(game: &Game, search_nodes: u64) -> Proofs {
        let side = game.position().turn.side();
        let searches = if game.outcome().is_some() {
            Vec::new()
        } else {
            [side, side.other()]
                .map(|side| ProofSearch::for_game(game, side, TABLE_ENTRIES))
                .into()
        };
        Proofs {
            searches,
            found: None,
            budget: (search_nodes / SEARCH_NODES_PER_PROOF_NODE).clamp(1, PROOF_NODES),
        }
    }

    /// Gives each side's search up to `nodes` more, without passing `until` (nor the budget)
    /// in all; `true` once there is nothing left to do up to there (a win found, or both sides
    /// decided or spent).
    pub fn step(&mut self, nodes: u64, until: u64, stop: &StopFlag) -> bool {
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

    pub fn found(&self) -> Option<ProvenWin> {
        self.found.clone()
    }

    /// Positions both sides' searches expanded so far.
    pub fn nodes(&self) -> u64 {
        self.searches.iter().map(|s| s.nodes()).sum()
    }
}

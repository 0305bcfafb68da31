//! Marshal's last word: after its search, the solver is given a small budget, and a win it
//! proves is played along the proof (the search alone may wander in a won position, or let it
//! slip into a repetition). A forced win the search already sees is kept: its line is the
//! shortest.

use std::sync::atomic::AtomicBool;

use super::{Level, MATE, MATE_BOUND, Proof, SearchResult};
use crate::game::Game;
use crate::moves::Move;
use crate::position::Side;
use crate::solver::{ProofSearch, Verdict};
use serde::{Deserialize, Serialize};

/// Positions the solver may expand for one of Marshal's moves (a fraction of a second; the
/// solver also has its own time limit).
pub const PROOF_NODES: u64 = 200_000;

/// Its table: 200,000 nodes fill about 500,000 entries (2.5 a node), so nothing is dropped.
const PROOF_TABLE_ENTRIES: usize = 1_000_000;

/// The solver runs in slices this large, so its time limit is seen between them, and a
/// browser's sliced search, which runs the same slices, can draw a frame between them. Each
/// slice starts again from the root: a small cost at this size.
pub const PROOF_SLICE: u64 = 1_024;

/// The solver's own safety net, natively: it stops after this many milliseconds whatever is
/// left of its budget (on an idle machine the budget ends first, in about a quarter of that).
pub const PROOF_MS: u64 = 1_000;

/// A win the solver proved: for whom, its longest line in plies, and its principal line (the
/// winner's first move begins it when the winner is to move).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProvenWin {
    /// The side that wins.
    pub side: Side,
    /// The length of the longest line of the win, in plies.
    pub plies: usize,
    /// The principal line of the proof, from the root position.
    pub line: Vec<Move>,
}

impl ProvenWin {
    /// The win a verdict of a proof for `side` holds, if it is one.
    pub fn of(side: Side, verdict: &Verdict) -> Option<ProvenWin> {
        match verdict {
            Verdict::Win { plies, tree } => Some(ProvenWin {
                side,
                plies: *plies,
                line: tree.principal_line(),
            }),
            _ => None,
        }
    }

    /// As a score for `side` (the winner's: a win in `plies`).
    pub(super) fn score_for(&self, side: Side) -> i32 {
        let won = MATE - self.plies.min(MATE as usize / 2) as i32;
        if side == self.side { won } else { -won }
    }

    /// The winner's moves at most (its plies, rounded up; at least one).
    pub fn winner_moves(&self) -> usize {
        self.plies.div_ceil(2).max(1)
    }
}

impl Level {
    /// The solver's budget at this level: Marshal's alone.
    pub fn proof_nodes(self) -> Option<u64> {
        (self == Level::Marshal).then_some(PROOF_NODES)
    }
}

/// Whether the solver is worth asking after this search: not when the search already sees a
/// forced win, nor a forced loss (its mate scores are exact).
pub(super) fn wants_proof(result: &SearchResult) -> bool {
    result.best.is_some() && result.score.abs() < MATE_BOUND
}

/// A solver for the side to move in the game's position.
pub(super) fn proof_search(game: &Game) -> ProofSearch {
    let side = game.position().turn.side();
    ProofSearch::for_game(game, side, PROOF_TABLE_ENTRIES)
}

/// One slice of a proof within `budget`: the same slices wherever the solver runs, so a
/// sliced search proves exactly as a whole one.
pub(super) fn proof_slice(
    proof: &mut ProofSearch,
    budget: u64,
    stop: &AtomicBool,
) -> Option<Verdict> {
    proof.advance(PROOF_SLICE.min(budget.saturating_sub(proof.nodes())), stop)
}

/// The search's result with the solver's part, replaced by the proof's first move when the
/// verdict is a win; `cut` when the solver's time limit or the stop ended it.
pub(super) fn with_proof(
    result: SearchResult,
    verdict: Option<Verdict>,
    nodes: u64,
    cut: bool,
) -> SearchResult {
    match verdict {
        Some(Verdict::Win { plies, tree }) => {
            let pv = tree.principal_line();
            SearchResult {
                best: pv.first().copied(),
                score: MATE - plies as i32,
                pv,
                proof: Some(Proof {
                    plies: Some(plies),
                    nodes,
                    cut,
                }),
                trap: None,
                ..result
            }
        }
        _ => SearchResult {
            proof: Some(Proof {
                plies: None,
                nodes,
                cut,
            }),
            ..result
        },
    }
}

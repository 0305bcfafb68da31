//! Marshal's last word: after its search, the solver is given a small budget, and a win it
//! proves is played along the proof (the search alone may wander in a won position, or let it
//! slip into a repetition). A forced win the search already sees is kept: its line is the
//! shortest.

use std::sync::atomic::AtomicBool;

use super::clock::Clock;
use super::{Level, MATE, MATE_BOUND, SearchResult};
use crate::game::Game;
use crate::position::Position;
use crate::solver::{ProofSearch, Verdict};

/// Positions the solver may expand for one of Marshal's moves (about a quarter of a second on
/// the machine of the README's figures).
pub const PROOF_NODES: u64 = 200_000;

/// Its table: a tenth of what 200,000 nodes would fill, enough for what they keep.
const PROOF_TABLE_ENTRIES: usize = 1_000_000;

/// The solver runs in slices this large, so the level's time limit is seen between them (and a
/// browser's sliced search, which runs the same slices, draws a frame between a few of them).
pub const PROOF_SLICE: u64 = 4_096;

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
    let positions: Vec<Position> = game.positions().copied().collect();
    let (root, before) = positions.split_last().expect("a game has a position");
    ProofSearch::new(
        game.variant(),
        root,
        before,
        root.turn.side(),
        PROOF_TABLE_ENTRIES,
    )
}

/// Runs the solver after a search's `result`, within `nodes` (and what is left of
/// `movetime_ms` since `clock` started), and returns the proven move instead if it proved one
/// for the side to move. (For a hint or an analysis, which search at other levels.)
pub fn prove_after(
    game: &Game,
    result: SearchResult,
    nodes: u64,
    clock: Clock,
    movetime_ms: Option<u64>,
    stop: &AtomicBool,
) -> SearchResult {
    if !wants_proof(&result) {
        return result;
    }
    let mut proof = proof_search(game);
    let mut verdict = None;
    while verdict.is_none() && proof.nodes() < nodes {
        let out_of_time = movetime_ms.is_some_and(|ms| clock.elapsed_ms() >= ms);
        if out_of_time || stop.load(std::sync::atomic::Ordering::Relaxed) {
            break;
        }
        verdict = proof.step(PROOF_SLICE.min(nodes - proof.nodes()), stop);
    }
    with_proof(result, verdict, proof.nodes())
}

/// The search's result, replaced by the proof's first move when the verdict is a win.
pub(super) fn with_proof(
    result: SearchResult,
    verdict: Option<Verdict>,
    proof_nodes: u64,
) -> SearchResult {
    match verdict {
        Some(Verdict::Win { plies, tree }) => {
            let pv = tree.principal_line();
            SearchResult {
                best: pv.first().copied(),
                score: MATE - plies as i32,
                pv,
                proven: Some(plies),
                proof_nodes,
                ..result
            }
        }
        _ => SearchResult {
            proof_nodes,
            ..result
        },
    }
}

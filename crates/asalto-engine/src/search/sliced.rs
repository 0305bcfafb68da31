//! [`best_move`](super::best_move) in slices, for a build with a single thread (the web), where
//! the game must draw a frame between two slices of the computer's thinking.

use std::sync::atomic::AtomicBool;

use crate::game::Game;

use super::Weights;
use super::engine::{Deepening, Searcher};
use super::proven::{proof_search, proof_slice, wants_proof, with_proof};
use super::traps::{TrapHunt, with_trap};
use super::{Level, SearchResult, Style, game_over, level_result, level_seed, new_searcher};
use crate::solver::ProofSearch;

/// Never set: a sliced search ends by being dropped, and an owned searcher needs a stop flag
/// that lives as long as it does.
static NEVER: AtomicBool = AtomicBool::new(false);

/// A level's search that runs a few nodes at a time and finishes as [`best_move`] would: the
/// same move, score, depth and nodes when a slice is larger than the level's node budget. With
/// smaller slices, an iteration cut by a slice's end is searched again from its start in the next
/// slice (cheaply, through the transposition table); all slices count toward the node budget,
/// so the search always ends. It never reads a clock: the level's time limit is left out (on
/// wasm32 it becomes a node budget, as for `best_move`).
///
/// ```
/// use asalto_engine::{Game, Variant};
/// use asalto_engine::search::{Level, SlicedSearch};
/// let game = Game::new(Variant::builtin("asalto").unwrap());
/// let mut search = SlicedSearch::new(&game, Level::Soldier, 7);
/// let result = loop {
///     if let Some(result) = search.step(2_000) {
///         break result;
///     }
///     // Draw a frame here.
/// };
/// assert!(game.legal_moves().contains(&result.best.unwrap()));
/// ```
///
/// [`best_move`]: super::best_move
pub struct SlicedSearch(State);

enum State {
    Running(Box<Running>),
    /// Marshal's officers looking for a trap after the search.
    Trapping(Box<Trapping>),
    /// Marshal's solver after the search, in slices of the same size as `best_move`'s.
    Proving(Box<Proving>),
    /// The result; the searcher (and its table) is dropped once the search has finished.
    Done(SearchResult),
}

struct Running {
    game: Game,
    searcher: Searcher<'static>,
    deepening: Deepening,
    style: Style,
    attackers: u32,
    seed: u64,
    /// The solver for Marshal's move, and its budget.
    proof: Option<(ProofSearch, u64)>,
}

struct Trapping {
    result: SearchResult,
    hunt: TrapHunt<'static>,
    proof: Option<(ProofSearch, u64)>,
}

struct Proving {
    result: SearchResult,
    proof: ProofSearch,
    budget: u64,
}

impl SlicedSearch {
    /// Starts the search for the level's move in the game's position; `seed` as for
    /// [`best_move`](super::best_move). Nothing is searched until [`step`](Self::step).
    pub fn new(game: &Game, level: Level, seed: u64) -> SlicedSearch {
        SlicedSearch::proving(game, level, seed, level.proof_nodes())
    }

    /// [`new`](Self::new) with the solver's budget given, as for
    /// [`best_move_proving`](super::best_move_proving).
    pub fn proving(game: &Game, level: Level, seed: u64, proof_nodes: Option<u64>) -> SlicedSearch {
        if let Some(outcome) = game.outcome() {
            return SlicedSearch(State::Done(game_over(game.position(), outcome)));
        }
        let limits = level.limits(game.variant());
        let style = level.style(game.variant());
        let searcher = new_searcher(game, &limits, &NEVER).without_time_limit();
        let margin = style.search_margin(game.position());
        let deepening = Deepening::new(game.variant(), game.position(), limits.depth, margin);
        SlicedSearch(State::Running(Box::new(Running {
            game: game.clone(),
            searcher,
            deepening,
            style,
            attackers: game.variant().attackers(),
            seed: level_seed(game, seed),
            proof: proof_nodes.map(|nodes| (proof_search(game), nodes)),
        })))
    }

    /// Searches about `nodes` more nodes (up to 255 more: the search looks at its limits every
    /// 256 nodes; once the solver runs, up to [`PROOF_SLICE`](super::PROOF_SLICE) less one more,
    /// as it runs in whole slices, and the proof tree of a win is rebuilt and checked in the
    /// step that finds it). Returns the result once the search has finished (again on later
    /// calls), and `None` while it needs more slices.
    pub fn step(&mut self, nodes: u64) -> Option<SearchResult> {
        let start = self.nodes();
        loop {
            match &mut self.0 {
                State::Running(run) => {
                    run.searcher.pause_after(nodes);
                    if !run.deepening.advance(&mut run.searcher, &mut |_| {}) {
                        return None;
                    }
                    let found = std::mem::take(&mut run.deepening.found);
                    let hunt =
                        TrapHunt::new(&run.game, &found, &run.style, &Weights::DEFAULT, &NEVER);
                    let result = level_result(found, run.style, run.attackers, run.seed);
                    self.0 = match hunt {
                        Some(hunt) => State::Trapping(Box::new(Trapping {
                            result,
                            hunt,
                            proof: run.proof.take(),
                        })),
                        None => proving(result, run.proof.take()),
                    };
                }
                State::Trapping(t) => {
                    let spent = t.result.nodes + t.hunt.nodes() - start;
                    if !t.hunt.advance(Some(nodes.saturating_sub(spent))) {
                        return None;
                    }
                    let trap = t.hunt.trap();
                    let result = with_trap(t.result.clone(), trap, t.hunt.nodes());
                    self.0 = proving(result, t.proof.take());
                }
                State::Proving(p) => {
                    // Whole slices of best_move's size, so the proof comes out the same. (A
                    // verdict ends the proving in the step that finds it: none is kept.)
                    let mut verdict = None;
                    while verdict.is_none() && p.proof.nodes() < p.budget {
                        if p.result.nodes + p.proof.nodes() >= start + nodes {
                            return None;
                        }
                        verdict = proof_slice(&mut p.proof, p.budget, &NEVER);
                    }
                    let result = with_proof(p.result.clone(), verdict, p.proof.nodes());
                    self.0 = State::Done(result);
                }
                State::Done(result) => return Some(result.clone()),
            }
        }
    }

    /// Whether the search has finished (the next [`step`](Self::step) returns the result).
    pub fn is_done(&self) -> bool {
        matches!(self.0, State::Done(_))
    }

    /// Nodes searched so far, by all slices (the search's and the solver's).
    pub fn nodes(&self) -> u64 {
        match &self.0 {
            State::Running(run) => run.searcher.nodes(),
            State::Trapping(t) => t.result.nodes + t.hunt.nodes(),
            State::Proving(p) => p.result.nodes + p.proof.nodes(),
            State::Done(result) => result.nodes + result.proof_nodes,
        }
    }

    /// The deepest completed iteration so far.
    pub fn depth(&self) -> u32 {
        match &self.0 {
            State::Running(run) => run.deepening.found.depth,
            State::Trapping(t) => t.result.depth,
            State::Proving(p) => p.result.depth,
            State::Done(result) => result.depth,
        }
    }
}

/// After the search (and any trap): Marshal's solver if it is worth asking, or the answer.
fn proving(result: SearchResult, proof: Option<(ProofSearch, u64)>) -> State {
    match proof {
        Some((proof, budget)) if wants_proof(&result) => State::Proving(Box::new(Proving {
            result,
            proof,
            budget,
        })),
        _ => State::Done(result),
    }
}

//! A level's move as a [`Job`]: the search, the level's choice, Marshal's trap hunt and
//! Marshal's solver, written once. [`Job::run`] runs it whole; a browser
//! steps it a frame at a time.

use crate::game::Game;
use crate::job::{Job, Slice, StopFlag};
use crate::solver::ProofSearch;
use crate::tablebase::Tablebase;
use std::sync::Arc;

use super::clock::Clock;
use super::engine::{Deepening, Searcher};
use super::level::{level_result, level_seed};
use super::proven::{PROOF_MS, proof_search, proof_slice, wants_proof, with_proof};
use super::traps::{TrapHunt, with_trap};
use super::{Level, Limits, SearchResult, Style, Weights, game_over, new_searcher};

/// A level's search that runs a slice at a time and finishes as a whole search would: the same
/// move, score, depth and nodes when a slice is larger than the level's node budget. With
/// smaller slices, an iteration cut by a slice's end is searched again from its start in the
/// next slice (cheaply, through the transposition table); all slices count toward the node
/// budget, so the search always ends. Made by [`LevelMove::new`] it never reads a clock: the
/// level's time limits are left out (on wasm32 they become node budgets anyway).
///
/// ```
/// use asalto_engine::job::{Job, StopFlag};
/// use asalto_engine::search::{Level, LevelMove};
/// use asalto_engine::{Game, Variant};
/// let game = Game::new(Variant::builtin("asalto").unwrap());
/// let result = LevelMove::new(&game, Level::Soldier, 7).run(&StopFlag::default());
/// assert!(game.legal_moves().contains(&result.best.unwrap()));
/// ```
pub struct LevelMove {
    state: State,
    /// The level's time limits apply (natively, as safety nets): the search's, the trap
    /// hunt's and the solver's.
    timed: bool,
}

enum State {
    Searching(Box<Searching>),
    /// Marshal's officers looking for a trap after the search.
    Trapping(Box<Trapping>),
    /// Marshal's solver after the search, in slices of [`super::PROOF_SLICE`].
    Proving(Box<Proving>),
    /// The result; the searcher (and its table) is dropped once the search has finished.
    Done(SearchResult),
}

struct Searching {
    game: Game,
    searcher: Searcher,
    deepening: Deepening,
    weights: Weights,
    /// The level's time limit, kept only when [`LevelMove::timed`].
    movetime_ms: Option<u64>,
    style: Style,
    attackers: u32,
    seed: u64,
    /// The solver for Marshal's move, and its budget.
    proof: Option<(ProofSearch, u64)>,
}

struct Trapping {
    result: SearchResult,
    hunt: TrapHunt,
    proof: Option<(ProofSearch, u64)>,
}

struct Proving {
    result: SearchResult,
    proof: ProofSearch,
    budget: u64,
    /// When the solver started, where its time limit applies.
    clock: Option<Clock>,
}

impl LevelMove {
    /// The level's move in the game's position, without time limits; `seed` makes the level's
    /// choice (the same seed and game give the same move). Nothing is searched until
    /// [`step`](Job::step).
    pub fn new(game: &Game, level: Level, seed: u64) -> LevelMove {
        LevelMove::proving(game, level, seed, level.proof_nodes())
    }

    /// [`new`](Self::new) with the solver's budget given (`None`: no solver), for a hint that
    /// searches as a lower level but still plays a win it can prove.
    pub fn proving(game: &Game, level: Level, seed: u64, proof_nodes: Option<u64>) -> LevelMove {
        let variant = game.variant();
        let limits = level.limits(variant);
        LevelMove::styled(game, &limits, &Weights::DEFAULT, level.style(variant), seed)
            .with_proof(proof_nodes)
    }

    /// A move chosen as a level chooses, from any limits, weights and style (for designing
    /// levels); no solver.
    pub fn styled(
        game: &Game,
        limits: &Limits,
        weights: &Weights,
        style: Style,
        seed: u64,
    ) -> LevelMove {
        if let Some(outcome) = game.outcome() {
            return LevelMove {
                state: State::Done(game_over(game.position(), outcome)),
                timed: false,
            };
        }
        let searcher = new_searcher(game, limits, &StopFlag::default()).with_weights(*weights);
        let margin = style.search_margin(game.position());
        let deepening = Deepening::new(game.variant(), game.position(), limits.depth, margin);
        LevelMove {
            state: State::Searching(Box::new(Searching {
                game: game.clone(),
                searcher: searcher.without_time_limit(),
                deepening,
                weights: *weights,
                movetime_ms: limits.movetime_ms,
                style,
                attackers: game.variant().attackers(),
                seed: level_seed(game, seed),
                proof: None,
            })),
            timed: false,
        }
    }

    /// Runs the solver after the search within `nodes` (`None`: no solver), and plays the win
    /// it proves for the side to move.
    pub fn with_proof(mut self, nodes: Option<u64>) -> LevelMove {
        if let State::Searching(searching) = &mut self.state {
            searching.proof = nodes.map(|nodes| (proof_search(&searching.game), nodes));
        }
        self
    }

    /// Plays perfectly where the endgame tables hold the position: the result is the tables'
    /// move, with nothing searched ([`perfect_result`](super::perfect_result)). Elsewhere the
    /// search scores the positions below the root that they hold exactly.
    pub fn with_tablebase(mut self, tables: Option<&Arc<Tablebase>>) -> LevelMove {
        if let State::Searching(searching) = &mut self.state {
            match tables.and_then(|t| super::perfect_result(&searching.game, t)) {
                Some(result) => self.state = State::Done(result),
                None => searching.searcher.set_endgames(tables.cloned()),
            }
        }
        self
    }

    /// Keeps the time limits, as safety nets for a machine too busy to reach the node budgets
    /// in time: the level's (the limits' `movetime_ms`), the trap hunt's and the solver's. The
    /// answer then depends on the machine's speed when a limit is reached (the search's cut is
    /// told by `timed_out`). Where there is no clock (a page thinking on its own thread) they
    /// are node budgets.
    pub fn timed(mut self) -> LevelMove {
        if let State::Searching(searching) = &mut self.state {
            searching.searcher.set_time_limit(searching.movetime_ms);
        }
        self.timed = true;
        self
    }

    /// Whether the search has finished (the next step returns the result).
    pub fn is_done(&self) -> bool {
        matches!(self.state, State::Done(_))
    }

    /// The deepest completed iteration so far.
    pub fn depth(&self) -> u32 {
        match &self.state {
            State::Searching(s) => s.deepening.found.depth,
            State::Trapping(t) => t.result.depth,
            State::Proving(p) => p.result.depth,
            State::Done(result) => result.depth,
        }
    }

    /// The search's own step: `None` while it needs more slices.
    fn search(&mut self, s: &mut Searching, slice: &Slice) -> Option<State> {
        s.searcher.stop_on(slice.stop);
        s.searcher.pause_after(slice.nodes.unwrap_or(u64::MAX));
        if !s.deepening.advance(&mut s.searcher, &mut |_| {}) {
            return None;
        }
        let found = std::mem::take(&mut s.deepening.found);
        let hunt = (s.style.sets_traps(s.game.position()))
            .then(|| TrapHunt::new(&s.game, &found, s.style.traps, &s.weights))
            .flatten();
        let result = level_result(found, s.style, s.attackers, s.seed);
        Some(match hunt {
            Some(hunt) => State::Trapping(Box::new(Trapping {
                result,
                hunt: if self.timed { hunt.timed() } else { hunt },
                proof: s.proof.take(),
            })),
            None => self.after_search(result, s.proof.take()),
        })
    }

    /// After the search (and any trap): Marshal's solver if it is worth asking, or the answer.
    fn after_search(&self, result: SearchResult, proof: Option<(ProofSearch, u64)>) -> State {
        match proof {
            Some((proof, budget)) if wants_proof(&result) => State::Proving(Box::new(Proving {
                result,
                proof,
                budget,
                clock: self.timed.then(Clock::start),
            })),
            _ => State::Done(result),
        }
    }
}

impl Job for LevelMove {
    type Answer = SearchResult;

    fn step(&mut self, slice: &Slice) -> Option<SearchResult> {
        let start = self.nodes();
        let end = slice.nodes.map_or(u64::MAX, |n| start.saturating_add(n));
        loop {
            let next = match std::mem::replace(&mut self.state, State::Done(no_result())) {
                State::Searching(mut s) => match self.search(&mut s, slice) {
                    Some(next) => next,
                    None => {
                        self.state = State::Searching(s);
                        return None;
                    }
                },
                State::Trapping(mut t) => {
                    let left = end.saturating_sub(t.result.nodes + t.hunt.nodes());
                    let budget = slice.nodes.map(|_| left);
                    if !t.hunt.advance(budget, slice.stop) {
                        self.state = State::Trapping(t);
                        return None;
                    }
                    let result = with_trap(t.result, t.hunt.trap(), t.hunt.nodes());
                    self.after_search(result, t.proof)
                }
                State::Proving(mut p) => match prove(&mut p, end, slice.stop) {
                    Some(result) => State::Done(result),
                    None => {
                        self.state = State::Proving(p);
                        return None;
                    }
                },
                State::Done(result) => {
                    self.state = State::Done(result.clone());
                    return Some(result);
                }
            };
            self.state = next;
        }
    }

    fn nodes(&self) -> u64 {
        match &self.state {
            State::Searching(s) => s.searcher.nodes(),
            State::Trapping(t) => t.result.nodes + t.hunt.nodes(),
            State::Proving(p) => p.result.nodes + p.proof.nodes(),
            State::Done(result) => result.nodes + result.proof_nodes(),
        }
    }
}

/// The solver's slices until a verdict, its budget, its time limit or the stop; `None` when the
/// step's nodes (`end`, counted with the search's) run out first. Whole slices of
/// [`super::PROOF_SLICE`] wherever it runs, so a proof comes out the same; a verdict ends the
/// proving in the step that finds it (none is kept across steps).
fn prove(p: &mut Proving, end: u64, stop: &StopFlag) -> Option<SearchResult> {
    let mut verdict = None;
    let mut cut = false;
    while verdict.is_none() && p.proof.nodes() < p.budget {
        let late = p.clock.is_some_and(|clock| clock.elapsed_ms() >= PROOF_MS);
        if late || stop.is_set() {
            cut = true;
            break;
        }
        if p.result.nodes + p.proof.nodes() >= end {
            return None;
        }
        verdict = proof_slice(&mut p.proof, p.budget, stop.as_atomic());
    }
    Some(with_proof(p.result.clone(), verdict, p.proof.nodes(), cut))
}

/// Stands in for the state while a step takes it apart; never seen outside `step`.
fn no_result() -> SearchResult {
    SearchResult::from_found(Default::default())
}

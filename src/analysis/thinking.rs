//! The engine thinking about the position on the analysis board: its lines after every
//! iteration, until a budget; a new position on the board starts it again. Natively a task in
//! the async pool (its lines shared through a mutex); in a browser, a slice a frame.

#[cfg(not(target_arch = "wasm32"))]
use std::sync::{Arc, Mutex};

use asalto_engine::job::StopFlag;
#[cfg(target_arch = "wasm32")]
use asalto_engine::job::{Job, Slice};
use asalto_engine::search::{Analyser, Line, ProvenWin};
use asalto_engine::{Game, Position};
use bevy::prelude::*;

use crate::game::Match;

use super::proving::Proofs;
use super::{AnalysisBoard, AnalysisBudget, shown_game};

/// The solver's first try for each side, before the search (an easy proof shows at once).
#[cfg(not(target_arch = "wasm32"))]
const QUICK_PROOF_NODES: u64 = 200_000;

/// Solver positions between two looks at its progress natively, and a frame's in a browser.
#[cfg(not(target_arch = "wasm32"))]
const PROOF_SLICE: u64 = 250_000;
#[cfg(target_arch = "wasm32")]
const PROOF_SLICE: u64 = 800;

/// Positions an analysis searches before it rests: about eight seconds here natively; in a
/// browser, where the search shares the page's one thread, less.
#[cfg(not(target_arch = "wasm32"))]
pub const ANALYSIS_NODES: u64 = 50_000_000;
#[cfg(target_arch = "wasm32")]
pub const ANALYSIS_NODES: u64 = 4_000_000;

/// Positions searched a frame in a browser (about 15 ms at its speed).
#[cfg(target_arch = "wasm32")]
const SLICE_NODES: u64 = 20_000;

/// What the engine has found so far for one position.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ThoughtLines {
    /// The position thought about.
    pub position: Option<Position>,
    /// Best first, scores for the side to move there.
    pub lines: Vec<Line>,
    pub depth: u32,
    pub nodes: u64,
    /// A win the solver proved there.
    pub proven: Option<ProvenWin>,
    /// Still searching (or proving).
    pub running: bool,
}

/// The engine's work for the analysis board.
#[derive(Default)]
pub struct Thinking {
    /// The position being (or last) analysed, how many lines, and the length of the game
    /// that led to it (a proof depends on the positions before, for repetitions: the same
    /// position reached by another way is thought about again).
    about: Option<(Position, usize, usize)>,
    #[cfg(not(target_arch = "wasm32"))]
    running: Option<Running>,
    #[cfg(not(target_arch = "wasm32"))]
    shared: Arc<Mutex<ThoughtLines>>,
    #[cfg(target_arch = "wasm32")]
    analyser: Option<Analyser>,
    #[cfg(target_arch = "wasm32")]
    proofs: Option<Proofs>,
    #[cfg(target_arch = "wasm32")]
    latest: ThoughtLines,
    /// Never set in a browser: there an analysis ends by being dropped.
    #[cfg(target_arch = "wasm32")]
    never: StopFlag,
}

#[cfg(not(target_arch = "wasm32"))]
struct Running {
    stop: StopFlag,
    _task: crate::platform::background::Worker<()>,
}

#[cfg(not(target_arch = "wasm32"))]
impl Drop for Running {
    fn drop(&mut self) {
        self.stop.stop();
    }
}

impl Thinking {
    /// The latest lines.
    pub fn latest(&self) -> ThoughtLines {
        #[cfg(not(target_arch = "wasm32"))]
        return self.shared.lock().map(|l| l.clone()).unwrap_or_default();
        #[cfg(target_arch = "wasm32")]
        return self.latest.clone();
    }

    /// Thinks about `game`'s position from now on (what it thought before is dropped).
    fn start(&mut self, game: &Game, lines: usize, nodes: u64) {
        self.about = Some((*game.position(), lines, game.plies().len()));
        let fresh = ThoughtLines {
            position: Some(*game.position()),
            running: game.outcome().is_none(),
            ..ThoughtLines::default()
        };
        #[cfg(not(target_arch = "wasm32"))]
        {
            self.running = None;
            // A new mutex: the old task may still write its last lines into its own.
            self.shared = Arc::new(Mutex::new(fresh));
            let stop = StopFlag::default();
            let (flag, shared, game) = (stop.clone(), self.shared.clone(), game.clone());
            let task = crate::platform::background::Worker::spawn(move || {
                let mut proofs = Proofs::new(&game, nodes);
                let publish = |proofs: &Proofs| {
                    if let Ok(mut l) = shared.lock() {
                        l.proven = proofs.found();
                    }
                };
                proofs.step(QUICK_PROOF_NODES, QUICK_PROOF_NODES, flag.as_atomic());
                publish(&proofs);
                let mut analyser = Analyser::new(&game, lines, nodes);
                analyser.run_showing(&flag, &mut |found, depth, nodes| {
                    if let Ok(mut l) = shared.lock() {
                        l.lines = found.to_vec();
                        l.depth = depth;
                        l.nodes = nodes;
                    }
                });
                if let Ok(mut l) = shared.lock() {
                    l.depth = analyser.depth();
                    l.nodes = asalto_engine::job::Job::nodes(&analyser);
                }
                // Then the solver, further, until it proves a win or spends its budget.
                while !flag.is_set() && !proofs.step(PROOF_SLICE, u64::MAX, flag.as_atomic()) {
                    publish(&proofs);
                }
                publish(&proofs);
                if let Ok(mut l) = shared.lock() {
                    l.running = false;
                }
            });
            self.running = Some(Running { stop, _task: task });
        }
        #[cfg(target_arch = "wasm32")]
        {
            self.latest = fresh;
            self.analyser = Some(Analyser::new(game, lines, nodes));
            self.proofs = Some(Proofs::new(game, nodes));
        }
    }

    /// One slice of the search, in a browser.
    #[cfg(target_arch = "wasm32")]
    fn step(&mut self) {
        if let Some(analyser) = self.analyser.as_mut() {
            let done = analyser
                .step(&Slice::nodes(SLICE_NODES, &self.never))
                .is_some();
            self.latest.lines = analyser.lines();
            self.latest.depth = analyser.depth();
            self.latest.nodes = analyser.nodes();
            if done {
                self.analyser = None;
            }
            return;
        }
        // After the search, the solver, a slice a frame.
        if let Some(proofs) = self.proofs.as_mut() {
            let done = proofs.step(PROOF_SLICE, u64::MAX, self.never.as_atomic());
            self.latest.proven = proofs.found();
            if done {
                self.proofs = None;
            }
        }
        self.latest.running = self.proofs.is_some();
    }
}

/// Starts thinking again whenever the board shows another position (or another number of
/// lines is asked for).
pub(super) fn follow_the_board(
    mut board: ResMut<AnalysisBoard>,
    current: Res<Match>,
    budget: Res<AnalysisBudget>,
) {
    let shown = *current.shown_position();
    let lines = board.lines;
    let length = current.shown_plies() + current.line.as_ref().map_or(0, |l| l.shown);
    if board.thinking.about != Some((shown, lines, length)) {
        let game = shown_game(&current);
        board.thinking.start(&game, lines, budget.0);
    }
    #[cfg(target_arch = "wasm32")]
    board.thinking.step();
}

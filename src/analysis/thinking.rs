//! The engine thinking about the position on the analysis board: its lines after every
//! iteration, until a budget; a new position on the board starts it again. A job run in the
//! background (a thread natively, a slice a frame in a browser), its lines shared through a
//! mutex.

use std::sync::{Arc, Mutex};

use asalto_engine::job::{Job, Slice};
use asalto_engine::search::{Analyser, Line, ProvenWin};
use asalto_engine::{Game, Position};
use bevy::prelude::*;

use crate::game::Match;

use crate::platform::background::Background;
use crate::platform::native_or_browser;

use super::proving::{Proofs, SEARCH_NODES_PER_PROOF_NODE};
use super::{AnalysisBoard, AnalysisBudget, shown_game};

/// The solver's first try for each side, before the search (an easy proof shows at once).
/// None in a browser, where it would hold the search's first lines back for seconds.
const QUICK_PROOF_NODES: u64 = native_or_browser(200_000, 0);

/// Solver positions between two looks at its progress when the job runs whole (natively).
const PROOF_SLICE: u64 = 250_000;

/// Positions an analysis searches before it rests: about eight seconds natively; in a browser,
/// where the search shares the page's one thread, less.
pub const ANALYSIS_NODES: u64 = native_or_browser(50_000_000, 4_000_000);

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
    running: Option<Background<ThinkingJob>>,
    /// What the job has found, as it goes.
    shared: Arc<Mutex<ThoughtLines>>,
}

impl Thinking {
    /// The latest lines.
    pub fn latest(&self) -> ThoughtLines {
        self.shared.lock().map(|l| l.clone()).unwrap_or_default()
    }

    /// Thinks about `game`'s position from now on (what it thought before is dropped).
    fn start(&mut self, game: &Game, lines: usize, nodes: u64) {
        self.about = Some((*game.position(), lines, game.plies().len()));
        let fresh = ThoughtLines {
            position: Some(*game.position()),
            running: game.outcome().is_none(),
            ..ThoughtLines::default()
        };
        self.running = None;
        // A new mutex: the old job may still write its last lines into its own.
        self.shared = Arc::new(Mutex::new(fresh));
        let job = ThinkingJob {
            phase: Phase::QuickProof,
            proofs: Proofs::new(game, nodes),
            analyser: Analyser::new(game).budget(nodes).lines(lines),
            shared: self.shared.clone(),
        };
        self.running = Some(Background::start(job));
    }

    /// Lets the job work (in a browser, a slice of this frame).
    fn work(&mut self) {
        if let Some(running) = self.running.as_mut()
            && running.poll().is_some()
        {
            self.running = None;
        }
    }
}

/// Where the thinking about one position has got to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// The solver's quick first try for each side.
    QuickProof,
    /// The search, its lines shown after every iteration.
    Searching,
    /// The solver again, further, until it proves a win or spends its budget.
    Proving,
}

/// The analysis board's thinking as a job: the solver's quick try, the search, then the solver
/// further; everything found is written to `shared` as it comes.
struct ThinkingJob {
    phase: Phase,
    proofs: Proofs,
    analyser: Analyser,
    shared: Arc<Mutex<ThoughtLines>>,
}

impl ThinkingJob {
    fn publish(&self, edit: impl FnOnce(&mut ThoughtLines)) {
        if let Ok(mut lines) = self.shared.lock() {
            edit(&mut lines);
        }
    }

    /// Solver nodes for each side in a slice of `nodes` search nodes (a solver's node costs
    /// more).
    fn proof_slice(slice: &Slice, whole: u64) -> u64 {
        slice
            .nodes
            .map_or(whole, |n| (n / SEARCH_NODES_PER_PROOF_NODE / 2).max(1))
    }

    /// The search's step: whole, with its lines shown after every iteration, or one slice.
    fn search(&mut self, slice: &Slice) -> bool {
        let shared = self.shared.clone();
        let done = match slice.nodes {
            None => {
                self.analyser
                    .run_showing(slice.stop, &mut |found, depth, nodes| {
                        if let Ok(mut l) = shared.lock() {
                            l.lines = found.to_vec();
                            l.depth = depth;
                            l.nodes = nodes;
                        }
                    });
                true
            }
            Some(_) => self.analyser.step(slice).is_some(),
        };
        let (lines, depth, nodes) = (
            self.analyser.best_lines(),
            self.analyser.depth(),
            self.analyser.nodes(),
        );
        self.publish(|l| {
            l.lines = lines;
            l.depth = depth;
            l.nodes = nodes;
        });
        done
    }
}

impl Job for ThinkingJob {
    type Answer = ();

    fn step(&mut self, slice: &Slice) -> Option<()> {
        let stop = slice.stop;
        if stop.is_set() {
            let proven = self.proofs.found();
            self.publish(|l| {
                l.proven = proven;
                l.running = false;
            });
            return Some(());
        }
        match self.phase {
            Phase::QuickProof => {
                let nodes = Self::proof_slice(slice, QUICK_PROOF_NODES);
                if self.proofs.step(nodes, QUICK_PROOF_NODES, stop) || slice.nodes.is_none() {
                    self.phase = Phase::Searching;
                }
            }
            Phase::Searching => {
                if self.search(slice) {
                    self.phase = Phase::Proving;
                }
            }
            Phase::Proving => {
                let nodes = Self::proof_slice(slice, PROOF_SLICE);
                if slice.stop.is_set() || self.proofs.step(nodes, u64::MAX, stop) {
                    let proven = self.proofs.found();
                    self.publish(|l| {
                        l.proven = proven;
                        l.running = false;
                    });
                    return Some(());
                }
            }
        }
        let proven = self.proofs.found();
        self.publish(|l| l.proven = proven);
        None
    }

    /// The search's nodes and the solver's, each of those counted as the search nodes it costs.
    fn nodes(&self) -> u64 {
        self.analyser.nodes() + self.proofs.nodes() * SEARCH_NODES_PER_PROOF_NODE
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
    board.thinking.work();
}

#[cfg(test)]
mod tests {
    use asalto_engine::Variants;
    use asalto_engine::job::{StopFlag, step_in_slices};

    use super::*;

    fn job(game: &Game, nodes: u64) -> ThinkingJob {
        ThinkingJob {
            phase: Phase::QuickProof,
            proofs: Proofs::new(game, nodes),
            analyser: Analyser::new(game).budget(nodes).lines(2),
            shared: Arc::default(),
        }
    }

    #[test]
    fn the_thinking_keeps_its_slices_and_stops_when_told() {
        let game = Variants::default()
            .start("asalto moves @c5,e5 d4-d5")
            .unwrap()
            .game;
        let slice = 20_000;
        let stop = StopFlag::default();
        let (_, slicing) = step_in_slices(&mut job(&game, 400_000), slice, &stop, 100_000)
            .expect("the thinking ends");
        assert!(slicing.steps >= 3, "{slicing:?}");
        assert!(slicing.most <= slice * 3 / 2, "{slicing:?}");
        let mut stopped = job(&game, 400_000);
        assert!(stopped.step(&Slice::nodes(slice, &stop)).is_none());
        let told = StopFlag::stopped();
        assert!(stopped.step(&Slice::nodes(slice, &told)).is_some());
        assert!(!stopped.shared.lock().unwrap().running);
    }
}

//! The analysis board's thinking about one position, as a [`Job`]: the solver's quick try for
//! each side, then the search with its lines after every iteration, then the solver further,
//! until it proves a win or spends its budget. Everything found is told to a [`Reporter`] as it
//! comes, so the board shows the lines while the job runs whole on another thread (or a Web
//! Worker), and the job's answer is the last of them.

mod proofs;

use serde::{Deserialize, Serialize};

use crate::game::Game;
use crate::job::{Job, Reporter, Slice};
use crate::position::Position;

use super::{Analyser, Line, ProvenWin};
use proofs::Proofs;

/// The solver's share beside the search: a solver's node costs about this many of the search's
/// (so a budget of 50 million search positions gives each side about 4 million).
pub const SEARCH_NODES_PER_PROOF_NODE: u64 = 12;

/// Solver positions between two reports when the job runs whole.
const PROOF_SLICE: u64 = 250_000;

/// What the thinking may spend.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ThinkingBudget {
    /// Search positions before it rests.
    pub nodes: u64,
    /// The solver's first try for each side, before the search (0: none).
    pub quick_proof_nodes: u64,
    /// The most positions each side's proof may expand in all.
    pub proof_nodes: u64,
    /// Each proof's table, in entries (about 40 bytes each).
    pub proof_table_entries: usize,
}

impl ThinkingBudget {
    /// Where the job runs whole beside the window (a thread, a Web Worker): about eight
    /// seconds of search, an easy proof at once, each proof up to a few seconds.
    pub const WHOLE: ThinkingBudget = ThinkingBudget {
        nodes: 50_000_000,
        quick_proof_nodes: 200_000,
        proof_nodes: 4_000_000,
        proof_table_entries: 6_000_000,
    };

    /// Where it runs in slices between a page's frames: less of everything, and no quick proof
    /// (it would hold the first lines back for seconds).
    pub const SLICED: ThinkingBudget = ThinkingBudget {
        nodes: 4_000_000,
        quick_proof_nodes: 0,
        proof_nodes: 600_000,
        proof_table_entries: 1_500_000,
    };

    /// This budget with `nodes` search positions.
    pub fn with_nodes(self, nodes: u64) -> ThinkingBudget {
        ThinkingBudget { nodes, ..self }
    }
}

/// What the thinking has found so far for one position.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct ThoughtLines {
    /// The position thought about.
    pub position: Option<Position>,
    /// Best first, scores for the side to move there.
    pub lines: Vec<Line>,
    /// The deepest iteration completed.
    pub depth: u32,
    /// Positions searched.
    pub nodes: u64,
    /// A win the solver proved there.
    pub proven: Option<ProvenWin>,
    /// Still searching (or proving).
    pub running: bool,
}

/// Where the thinking about one position has got to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// The solver's quick first try for each side.
    QuickProof,
    /// The search, its lines told after every iteration.
    Searching,
    /// The solver again, further, until it proves a win or spends its budget.
    Proving,
}

/// The thinking about one position (see the module's description).
pub struct Thinking {
    phase: Phase,
    quick_proof_nodes: u64,
    proofs: Proofs,
    analyser: Analyser,
    found: ThoughtLines,
    report: Reporter<ThoughtLines>,
}

impl Thinking {
    /// Thinking about `game`'s position with `lines` lines, within `budget`, telling `report`
    /// what it finds.
    pub fn new(
        game: &Game,
        lines: usize,
        budget: &ThinkingBudget,
        report: Reporter<ThoughtLines>,
    ) -> Thinking {
        Thinking {
            phase: Phase::QuickProof,
            quick_proof_nodes: budget.quick_proof_nodes,
            proofs: Proofs::new(game, budget),
            analyser: Analyser::new(game).budget(budget.nodes).lines(lines),
            found: ThoughtLines {
                position: Some(*game.position()),
                running: game.outcome().is_none(),
                ..ThoughtLines::default()
            },
            report,
        }
    }

    /// What it has found so far.
    pub fn found(&self) -> &ThoughtLines {
        &self.found
    }

    fn publish(&mut self, edit: impl FnOnce(&mut ThoughtLines)) {
        edit(&mut self.found);
        self.report.tell(self.found.clone());
    }

    /// Solver nodes for each side in a slice of `nodes` search nodes (a solver's node costs
    /// more).
    fn proof_slice(slice: &Slice, whole: u64) -> u64 {
        slice
            .nodes
            .map_or(whole, |n| (n / SEARCH_NODES_PER_PROOF_NODE / 2).max(1))
    }

    /// The search's step: whole, with its lines told after every iteration, or one slice.
    fn search(&mut self, slice: &Slice) -> bool {
        let done = match slice.nodes {
            None => {
                let (found, report) = (&mut self.found, &mut self.report);
                self.analyser
                    .run_showing(slice.stop, &mut |lines, depth, nodes| {
                        found.lines = lines.to_vec();
                        found.depth = depth;
                        found.nodes = nodes;
                        report.tell(found.clone());
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

    /// The last report: the proof, if any, and the end.
    fn finish(&mut self) -> ThoughtLines {
        let proven = self.proofs.found();
        self.publish(|l| {
            l.proven = proven;
            l.running = false;
        });
        self.found.clone()
    }
}

impl Job for Thinking {
    type Answer = ThoughtLines;

    fn step(&mut self, slice: &Slice) -> Option<ThoughtLines> {
        let stop = slice.stop;
        if stop.is_set() {
            return Some(self.finish());
        }
        match self.phase {
            Phase::QuickProof => {
                let quick = self.quick_proof_nodes;
                let nodes = Self::proof_slice(slice, quick);
                if self.proofs.step(nodes, quick, stop) || slice.nodes.is_none() {
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
                if stop.is_set() || self.proofs.step(nodes, u64::MAX, stop) {
                    return Some(self.finish());
                }
            }
        }
        let proven = self.proofs.found();
        if proven != self.found.proven {
            self.publish(|l| l.proven = proven);
        }
        None
    }

    /// The search's nodes and the solver's, each of those counted as the search nodes it costs.
    fn nodes(&self) -> u64 {
        self.analyser.nodes() + self.proofs.nodes() * SEARCH_NODES_PER_PROOF_NODE
    }
}

#[cfg(test)]
mod tests {
    use std::sync::{Arc, Mutex};

    use crate::Variants;
    use crate::job::{StopFlag, step_in_slices};

    use super::*;

    fn thinking(game: &Game, nodes: u64, report: Reporter<ThoughtLines>) -> Thinking {
        let budget = ThinkingBudget::SLICED.with_nodes(nodes);
        Thinking::new(game, 2, &budget, report)
    }

    fn game() -> Game {
        let start = Variants::default().start("asalto moves @c5,e5 d4-d5");
        start.unwrap().game
    }

    #[test]
    fn the_thinking_keeps_its_slices_and_stops_when_told() {
        let slice = 20_000;
        let stop = StopFlag::default();
        let mut job = thinking(&game(), 400_000, Reporter::default());
        let (_, slicing) = step_in_slices(&mut job, slice, &stop, 100_000).expect("it ends");
        assert!(slicing.steps >= 3, "{slicing:?}");
        assert!(slicing.most <= slice * 3 / 2, "{slicing:?}");
        let mut stopped = thinking(&game(), 400_000, Reporter::default());
        assert!(stopped.step(&Slice::nodes(slice, &stop)).is_none());
        let answer = stopped.step(&Slice::nodes(slice, &StopFlag::stopped()));
        assert!(answer.is_some_and(|lines| !lines.running));
    }

    #[test]
    fn a_whole_run_reports_its_lines_as_it_goes_and_answers_with_the_last() {
        let told = Arc::new(Mutex::new(Vec::new()));
        let listener = told.clone();
        let report = Reporter::to(move |lines: ThoughtLines| listener.lock().unwrap().push(lines));
        let answer = thinking(&game(), 300_000, report).run(&StopFlag::default());
        let told = told.lock().unwrap();
        let deeper = told.windows(2).filter(|w| w[1].depth > w[0].depth).count();
        assert!(
            deeper >= 3,
            "a report after each iteration: {} reports",
            told.len()
        );
        assert!(told.iter().rev().skip(1).all(|l| l.running || l == &answer));
        assert_eq!(told.last(), Some(&answer));
        assert!(!answer.running && !answer.lines.is_empty());
    }
}

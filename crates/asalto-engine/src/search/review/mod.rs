//! A game's review: every position searched once, every move the players made scored against
//! the engine's choice, classified, and explained where the rules name a reason.
//!
//! A review is a [`Job`]: it works a slice at a time (a position's search is cut at the slice's
//! end and taken up again at the next step), so a game can run it on a thread or between frames
//! and show its progress; scoring the moves needs every position.
//!
//! ```
//! use asalto_engine::job::{Job, StopFlag};
//! use asalto_engine::search::{Limits, Review};
//! use asalto_engine::{Game, Variant};
//! let mut game = Game::new(Variant::builtin("asalto").unwrap());
//! game.play_text("@c7,e7").unwrap();
//! game.play_text("d4-d5").unwrap();
//! let limits = Limits { nodes: Some(5_000), ..Limits::default() };
//! let reviewed = Review::new(&game, limits).run(&StopFlag::default());
//! assert_eq!(reviewed.moves.len(), 2);
//! assert_eq!(reviewed.scores.len(), 3);
//! ```

mod verdicts;

use std::sync::Arc;

use crate::game::Game;
use crate::job::{Job, Reporter, Slice, StopFlag};
use crate::position::Side;
use crate::solver::ProofSearch;
use crate::tablebase::Tablebase;
use serde::{Deserialize, Serialize};

use super::accuracy::WinChance;
use super::analyser::Analyser;
use super::proven::PROOF_SLICE;
use super::{Limits, MATE_BOUND, ProvenWin};
use verdicts::{Finding, judge, officers_view};
pub use verdicts::{MoveReview, ONLY_MARGIN, Reason, Verdict};

/// A game being reviewed.
pub struct Review {
    game: Game,
    /// Each position's search.
    limits: Limits,
    /// What was found in each position searched so far, from the start.
    found: Vec<Finding>,
    /// The solver's budget per side and position; none: no solver.
    proof_nodes: Option<u64>,
    /// Fox & Geese's endgame tables: where they hold a position, its value is exact.
    tables: Option<Arc<Tablebase>>,
    /// The position being worked on, between steps.
    working: Option<Working>,
    /// Nodes of the positions finished (the one being worked on counts its own).
    nodes: u64,
    /// Told the number of positions searched, after each.
    progress: Reporter<usize>,
}

/// A position being worked on: its search, then the solver for each side in turn.
enum Working {
    Searching(Box<Analyser>),
    Proving {
        finding: Box<Finding>,
        /// The side the solver tries to prove a win for: the mover first, then the other.
        side: Side,
        proof: Box<ProofSearch>,
    },
}

/// A finished review's findings.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct GameReview {
    /// Every move, in order (`moves[i]` is the game's ply `i`); none unless every position was
    /// searched.
    pub moves: Vec<MoveReview>,
    /// Each position's score from the officers' side (0: the start, then after each move), as
    /// far as the review went.
    pub scores: Vec<i32>,
}

impl GameReview {
    /// How much of its chances `side`'s moves kept, in percent (docs/engine.md, "Accuracy");
    /// `None` when it made no move.
    pub fn accuracy(&self, side: Side) -> Option<f64> {
        WinChance::FITTED.accuracy(&self.moves, side)
    }

    /// How many moves of `side` got each verdict, in [`Verdict::ALL`]'s order.
    pub fn counts(&self, side: Side) -> [usize; 5] {
        let mut counts = [0; 5];
        for m in self.moves.iter().filter(|m| m.side == side) {
            counts[Verdict::ALL
                .iter()
                .position(|&v| v == m.verdict)
                .unwrap_or(0)] += 1;
        }
        counts
    }
}

impl Review {
    /// A review of `game`'s moves (from its start to its current position), each position
    /// searched within `limits`.
    pub fn new(game: &Game, limits: Limits) -> Review {
        Review {
            game: game.clone(),
            limits,
            found: Vec::new(),
            proof_nodes: None,
            tables: None,
            working: None,
            nodes: 0,
            progress: Reporter::default(),
        }
    }

    /// Tells `progress` how many positions are searched, after each one (for a progress bar
    /// while the review runs whole on another thread).
    pub fn reporting(mut self, progress: Reporter<usize>) -> Review {
        self.progress = progress;
        self
    }

    /// Also gives the solver `nodes` per side in every position the search finds undecided,
    /// so that a win too deep for the search is scored as won (and a move that keeps it, or
    /// throws it away, is judged by proofs, not by the search alone).
    pub fn with_proofs(mut self, nodes: u64) -> Review {
        self.proof_nodes = Some(nodes);
        self
    }

    /// Judges the positions the endgame tables hold by their exact values: the tables' move
    /// is the best, and a move that throws a win away, or lets a loss come sooner, is marked.
    pub fn with_tablebase(mut self, tables: Option<Arc<Tablebase>>) -> Review {
        self.tables = tables;
        self
    }

    /// Positions to search: one per move, and the last.
    pub fn positions(&self) -> usize {
        self.game.plies().len() + 1
    }

    /// Positions searched so far.
    pub fn analysed(&self) -> usize {
        self.found.len()
    }

    /// Whether every position has been searched.
    pub fn is_done(&self) -> bool {
        self.analysed() == self.positions()
    }

    /// Position `n`'s proven win, if the solver found one.
    pub fn proven(&self, n: usize) -> Option<&ProvenWin> {
        self.found.get(n).and_then(|f| f.proven.as_ref())
    }

    /// The score of position `n` (0: the start) from the officers' point of view, once searched
    /// (a proven win counts as won).
    pub fn score(&self, n: usize) -> Option<i32> {
        let side = self.game.position_after(n).turn.side();
        Some(officers_view(side, self.found.get(n)?.value(side)))
    }

    /// Every move reviewed; empty until every position has been searched.
    pub fn moves(&self) -> Vec<MoveReview> {
        if !self.is_done() {
            return Vec::new();
        }
        (self.game.plies().iter().enumerate())
            .map(|(ply, played)| judge(ply, played, &self.found[ply], &self.found[ply + 1]))
            .collect()
    }

    /// What the review has found so far.
    pub fn findings(&self) -> GameReview {
        GameReview {
            moves: self.moves(),
            scores: (0..self.analysed()).filter_map(|n| self.score(n)).collect(),
        }
    }

    /// The game at the next position to search.
    fn next_position(&self) -> Game {
        let mut at = self.game.clone();
        for _ in 0..self.positions() - 1 - self.analysed() {
            at.undo();
        }
        at
    }

    /// Starts on the next position: its finding at once where the tables hold it, else its
    /// search.
    fn start_position(&self) -> Result<Finding, Working> {
        let at = self.next_position();
        match (self.tables.as_deref()).and_then(|t| super::perfect::exact(&at, t)) {
            Some(exact) => Ok(Finding {
                result: exact.result,
                singular: exact.singular,
                proven: Some(exact.win),
            }),
            None => {
                let analyser = Analyser::new(&at).limits(&self.limits).margin(ONLY_MARGIN);
                Err(Working::Searching(Box::new(analyser)))
            }
        }
    }

    /// The solver for `side` in the next position, with its table sized to its budget.
    fn proof_for(&self, side: Side, nodes: u64) -> Box<ProofSearch> {
        let at = self.next_position();
        Box::new(ProofSearch::for_game(
            &at,
            side,
            (nodes as usize).saturating_mul(4),
        ))
    }

    /// Works on the current position until `end` nodes (counted from the review's start):
    /// `Some` with the position's finding once it is done, `None` when the slice ran out first
    /// (or the stop came).
    fn work(&mut self, working: &mut Working, end: u64, stop: &StopFlag) -> Option<Finding> {
        loop {
            match working {
                Working::Searching(analyser) => {
                    let left = end.saturating_sub(self.nodes);
                    let result = analyser.step(&Slice::nodes(left, stop))?;
                    if stop.is_set() {
                        return None;
                    }
                    let at = self.next_position();
                    let singular = analyser.candidates().len() == 1
                        && result.depth > 0
                        && at.legal_moves().len() > 1;
                    self.nodes += analyser.nodes();
                    let finding = Finding {
                        result,
                        singular,
                        proven: None,
                    };
                    let undecided =
                        finding.result.score.abs() < MATE_BOUND && at.outcome().is_none();
                    match self.proof_nodes.filter(|_| undecided) {
                        Some(nodes) => {
                            let side = at.position().turn.side();
                            *working = Working::Proving {
                                finding: Box::new(finding),
                                side,
                                proof: self.proof_for(side, nodes),
                            };
                        }
                        None => return Some(finding),
                    }
                }
                Working::Proving {
                    finding,
                    side,
                    proof,
                } => {
                    let budget = self.proof_nodes.unwrap_or(0);
                    // Whole slices wherever it runs, so a proof comes out the same.
                    let mut verdict = None;
                    while verdict.is_none() && proof.nodes() < budget {
                        if stop.is_set() || self.nodes + proof.nodes() >= end {
                            return None;
                        }
                        let chunk = PROOF_SLICE.min(budget - proof.nodes());
                        verdict = proof.advance(chunk, stop.as_atomic());
                    }
                    if stop.is_set() {
                        return None;
                    }
                    self.nodes += proof.nodes();
                    finding.proven = verdict.and_then(|v| ProvenWin::of(*side, &v));
                    let mover = self.next_position().position().turn.side();
                    if finding.proven.is_some() || *side != mover {
                        return Some((**finding).clone());
                    }
                    *side = mover.other();
                    *proof = self.proof_for(*side, budget);
                }
            }
        }
    }
}

impl Job for Review {
    type Answer = GameReview;

    /// Stopped, the review answers with what it has: the positions finished (a position cut
    /// by the stop is searched again by a later step).
    fn step(&mut self, slice: &Slice) -> Option<GameReview> {
        let end = slice
            .nodes
            .map_or(u64::MAX, |n| self.nodes().saturating_add(n));
        while !self.is_done() {
            if slice.stop.is_set() {
                self.working = None;
                return Some(self.findings());
            }
            let mut working = match self
                .working
                .take()
                .map_or_else(|| self.start_position(), Err)
            {
                Ok(finding) => {
                    self.found.push(finding);
                    self.progress.tell(self.found.len());
                    continue;
                }
                Err(working) => working,
            };
            match self.work(&mut working, end, slice.stop) {
                Some(finding) => {
                    self.found.push(finding);
                    self.progress.tell(self.found.len());
                }
                None if slice.stop.is_set() => continue,
                None => {
                    self.working = Some(working);
                    return None;
                }
            }
        }
        Some(self.findings())
    }

    fn nodes(&self) -> u64 {
        let current = match &self.working {
            Some(Working::Searching(analyser)) => analyser.nodes(),
            Some(Working::Proving { proof, .. }) => proof.nodes(),
            None => 0,
        };
        self.nodes + current
    }
}

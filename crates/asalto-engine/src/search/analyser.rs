//! A position analysed: the one way into the alpha-beta search outside a level's move. Built
//! with its limits, weights and the margin within which every root move is scored exactly, then
//! run as a [`Job`] (whole, or a slice at a time) or whole at once, showing each iteration as it
//! completes. Its answer is the search's result; after it, the analyser still tells the moves
//! within its margin ([`Analyser::candidates`]) and its best lines ([`Analyser::lines`]).
//!
//! ```
//! use asalto_engine::{Game, Variant};
//! use asalto_engine::job::StopFlag;
//! use asalto_engine::search::{Analyser, Limits};
//! let mut game = Game::new(Variant::builtin("asalto").unwrap());
//! game.play_text("@c7,e7").unwrap();
//! let mut analyser = Analyser::new(&game).budget(50_000).lines(3);
//! analyser.run_showing(&StopFlag::default(), &mut |lines, _depth, _nodes| {
//!     assert!(lines.len() <= 3)
//! });
//! let lines = analyser.best_lines();
//! assert_eq!(lines.len(), 3);
//! assert!(lines[0].score >= lines[1].score && lines[1].score >= lines[2].score);
//! assert!(game.legal_moves().contains(&lines[0].moves[0]));
//! ```

use serde::{Deserialize, Serialize};

use crate::game::Game;
use crate::job::{Job, Slice, StopFlag};
use crate::moves::Move;

use super::engine::{Deepening, Found, Searcher};
use super::{Candidate, Limits, SearchInfo, SearchResult, Weights, game_over, new_searcher};

/// With several lines, every root move within this of the best is scored exactly (in effect,
/// every move that is not a forced loss against a forced win).
const LINES_MARGIN: i32 = 20_000;

/// One line of play and its score for the side to move (hundredths of an attacker; beyond
/// ±[`super::MATE_BOUND`] a forced result).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Line {
    /// The line's score for the side to move, in hundredths of an attacker.
    pub score: i32,
    /// The moves of the line, starting with a move in the analysed position.
    pub moves: Vec<Move>,
}

/// An analysis of one position, a [`Job`] whose answer is the search's result; setting the stop
/// flag ends it within a few milliseconds with the best move found so far. Nothing is searched
/// (nor allocated) before its first step.
pub struct Analyser {
    game: Game,
    limits: Limits,
    weights: Weights,
    /// Every root move within this of the best is scored exactly (`None`: only the best).
    margin: Option<i32>,
    lines: usize,
    running: Option<(Searcher, Deepening)>,
}

impl Analyser {
    /// An analysis of the game's current position (its history gives repetition), until it is
    /// stopped, of its best line only.
    pub fn new(game: &Game) -> Analyser {
        Analyser {
            game: game.clone(),
            limits: Limits::default(),
            weights: Weights::DEFAULT,
            margin: None,
            lines: 1,
            running: None,
        }
    }

    /// Within these limits: the deepest iteration, the positions, the milliseconds (where the
    /// platform has a clock; a node budget where it has none).
    pub fn limits(mut self, limits: &Limits) -> Analyser {
        self.limits = limits.clone();
        self
    }

    /// Within `nodes` positions, at any depth and without a time limit.
    pub fn budget(self, nodes: u64) -> Analyser {
        self.limits(&Limits {
            nodes: Some(nodes.max(1)),
            ..Limits::default()
        })
    }

    /// With other evaluation weights (for tuning).
    pub fn weights(mut self, weights: &Weights) -> Analyser {
        self.weights = *weights;
        self
    }

    /// Scores exactly every move within `margin` of the best, for [`Analyser::candidates`]: the
    /// moves a strong player might choose between.
    pub fn margin(mut self, margin: i32) -> Analyser {
        self.margin = Some(margin.max(0));
        self
    }

    /// Finds the best `lines` lines (at least one), each scored exactly.
    pub fn lines(mut self, lines: usize) -> Analyser {
        self.lines = lines.max(1);
        self
    }

    /// The search and its deepening, made at the first step (the time limit counts from then).
    fn running(&mut self) -> &mut (Searcher, Deepening) {
        let (game, limits) = (&self.game, &self.limits);
        let margin = match (self.lines, self.margin) {
            (1, None) => 0,
            (1, Some(m)) => m.max(1),
            (_, m) => LINES_MARGIN.max(m.unwrap_or(0)),
        };
        let weights = self.weights;
        self.running.get_or_insert_with(|| {
            let searcher = new_searcher(game, limits, &StopFlag::default()).with_weights(weights);
            let mut deepening =
                Deepening::new(game.variant(), game.position(), limits.depth, margin);
            deepening.done |= game.outcome().is_some();
            (searcher, deepening)
        })
    }

    /// Searches to the end, reporting each completed iteration to `info`; the result.
    pub fn run_reporting(
        &mut self,
        stop: &StopFlag,
        info: &mut dyn FnMut(&SearchInfo),
    ) -> SearchResult {
        let (searcher, deepening) = self.running();
        searcher.stop_on(stop);
        searcher.pause_after(u64::MAX);
        deepening.advance(searcher, info);
        self.result()
    }

    /// Searches to the end, showing `shown` the best lines after every iteration, with the
    /// iteration's depth and the positions searched so far.
    pub fn run_showing(&mut self, stop: &StopFlag, shown: &mut dyn FnMut(&[Line], u32, u64)) {
        let lines = self.lines;
        let (searcher, deepening) = self.running();
        searcher.stop_on(stop);
        searcher.pause_after(u64::MAX);
        deepening.advance_iterations(searcher, &mut |found| {
            shown(&lines_of(found, lines), found.depth, found.nodes)
        });
    }

    /// What the search has found so far: after its end, its result.
    pub fn result(&self) -> SearchResult {
        match (self.game.outcome(), &self.running) {
            (Some(outcome), _) => game_over(self.game.position(), outcome),
            (None, Some((_, deepening))) => SearchResult::from_found(deepening.found.clone()),
            (None, None) => SearchResult::from_found(Found::default()),
        }
    }

    /// The moves scored exactly within the margin of the best, best first (the best is always
    /// there, even before a first iteration completed); none in a finished game.
    pub fn candidates(&self) -> Vec<Candidate> {
        let Some((_, deepening)) = self
            .running
            .as_ref()
            .filter(|_| self.game.outcome().is_none())
        else {
            return Vec::new();
        };
        let found = &deepening.found;
        if found.depth == 0 {
            let best = found.best.map(|mv| Candidate {
                mv,
                score: found.score,
            });
            return best.into_iter().collect();
        }
        let margin = self.margin.unwrap_or(0);
        (found.root.iter())
            .filter(|rm| rm.exact && rm.score >= found.score - margin)
            .map(|rm| Candidate {
                mv: rm.mv,
                score: rm.score,
            })
            .collect()
    }

    /// Whether the analysis has ended: its lines will not change.
    pub fn is_done(&self) -> bool {
        self.game.outcome().is_some() || self.running.as_ref().is_some_and(|(_, d)| d.done)
    }

    /// The best lines of the deepest iteration completed so far, best first (none before the
    /// first, and none in a finished game).
    pub fn best_lines(&self) -> Vec<Line> {
        match &self.running {
            Some((_, deepening)) if deepening.found.depth > 0 => {
                lines_of(&deepening.found, self.lines)
            }
            _ => Vec::new(),
        }
    }

    /// The deepest iteration completed.
    pub fn depth(&self) -> u32 {
        self.running.as_ref().map_or(0, |(_, d)| d.found.depth)
    }
}

/// An iteration cut by a slice's end is searched again from its start, so sliced and whole
/// analyses can end a little differently.
impl Job for Analyser {
    type Answer = SearchResult;

    fn step(&mut self, slice: &Slice) -> Option<SearchResult> {
        let (searcher, deepening) = self.running();
        searcher.stop_on(slice.stop);
        searcher.pause_after(slice.nodes.unwrap_or(u64::MAX));
        deepening
            .advance(searcher, &mut |_| {})
            .then(|| self.result())
    }

    fn nodes(&self) -> u64 {
        self.running.as_ref().map_or(0, |(s, _)| s.nodes())
    }
}

fn lines_of(found: &Found, lines: usize) -> Vec<Line> {
    if lines == 1 {
        return found
            .best
            .map(|_| Line {
                score: found.score,
                moves: found.pv.clone(),
            })
            .into_iter()
            .collect();
    }
    found
        .root
        .iter()
        .filter(|rm| rm.exact && !rm.line.is_empty())
        .take(lines)
        .map(|rm| Line {
            score: rm.score,
            moves: rm.line.clone(),
        })
        .collect()
}

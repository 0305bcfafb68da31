//! A position analysed for a player: the engine's best lines, one or several, deepened until a
//! node budget and shown after every iteration (an analysis board shows them as they come).
//! Several lines come from one search that scores every root move exactly (a wide margin), so
//! the second and third lines are searched as deeply as the first.
//!
//! ```
//! use asalto_engine::{Game, Variant};
//! use asalto_engine::job::StopFlag;
//! use asalto_engine::search::Analyser;
//! let mut game = Game::new(Variant::builtin("asalto").unwrap());
//! game.play_text("@c7,e7").unwrap();
//! let mut analyser = Analyser::new(&game, 3, 50_000);
//! analyser.run_showing(&StopFlag::default(), &mut |lines, _depth, _nodes| {
//!     assert!(lines.len() <= 3)
//! });
//! let lines = analyser.lines();
//! assert_eq!(lines.len(), 3);
//! assert!(lines[0].score >= lines[1].score && lines[1].score >= lines[2].score);
//! assert!(game.legal_moves().contains(&lines[0].moves[0]));
//! ```

use crate::game::Game;
use crate::job::{Job, Slice, StopFlag};
use crate::moves::Move;

use super::engine::{Deepening, Found, Searcher};
use super::{Candidate, Limits, SearchInfo, SearchResult, Weights, new_searcher};

/// With several lines, every root move within this of the best is scored exactly (in effect,
/// every move that is not a forced loss against a forced win).
const LINES_MARGIN: i32 = 20_000;

/// One line of play and its score for the side to move (hundredths of an attacker; beyond
/// ±[`super::MATE_BOUND`] a forced result).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The line's score for the side to move, in hundredths of an attacker.
    pub score: i32,
    /// The moves of the line, starting with a move in the analysed position.
    pub moves: Vec<Move>,
}

/// An analysis of one position, a [`Job`] whose answer is its lines; setting the stop flag
/// ends it within a few milliseconds.
pub struct Analyser {
    searcher: Searcher,
    deepening: Deepening,
    lines: usize,
}

impl Analyser {
    /// Searches the game's current position within `limits` (the game's history gives
    /// repetition), reporting each completed iteration to `info`. `best` is `None` only when
    /// the game is over. Setting `stop` ends the search within a few milliseconds with the best
    /// move found so far.
    ///
    /// ```
    /// use asalto_engine::job::StopFlag;
    /// use asalto_engine::search::{Analyser, Limits};
    /// use asalto_engine::{Game, Variant};
    /// let game = Game::new(Variant::builtin("assaut").unwrap());
    /// let limits = Limits { depth: Some(3), ..Limits::default() };
    /// let result = Analyser::search(&game, &limits, &StopFlag::default(), &mut |_| {});
    /// assert_eq!(result.depth, 3);
    /// assert!(game.legal_moves().contains(&result.best.unwrap()));
    /// ```
    pub fn search(
        game: &Game,
        limits: &Limits,
        stop: &StopFlag,
        info: &mut dyn FnMut(&SearchInfo),
    ) -> SearchResult {
        super::search(game, limits, stop, info)
    }

    /// [`Analyser::search`] with other evaluation weights (for tuning).
    pub fn search_with(
        game: &Game,
        limits: &Limits,
        stop: &StopFlag,
        weights: &Weights,
        info: &mut dyn FnMut(&SearchInfo),
    ) -> SearchResult {
        super::search_with(game, limits, stop, weights, info)
    }

    /// Searches the game's position and scores exactly every move within `margin` of the best
    /// (best first; the best is always there): the moves a strong player might choose between,
    /// for opening books and analysis.
    pub fn candidates(
        game: &Game,
        limits: &Limits,
        margin: i32,
        stop: &StopFlag,
    ) -> (SearchResult, Vec<Candidate>) {
        super::candidates_with_info(game, limits, margin, stop, &mut |_| {})
    }
}

impl Analyser {
    /// Analyses the game's position for its best `lines` lines (at least one) in `nodes`
    /// positions. A finished game has no lines.
    pub fn new(game: &Game, lines: usize, nodes: u64) -> Analyser {
        let limits = Limits {
            depth: None,
            nodes: Some(nodes.max(1)),
            movetime_ms: None,
        };
        let lines = lines.max(1);
        let margin = if lines > 1 { LINES_MARGIN } else { 0 };
        let searcher = new_searcher(game, &limits, &StopFlag::default()).without_time_limit();
        let mut deepening = Deepening::new(game.variant(), game.position(), None, margin);
        if game.outcome().is_some() {
            deepening.done = true;
        }
        Analyser {
            searcher,
            deepening,
            lines,
        }
    }

    /// Searches to the end of the budget (or the stop), showing `shown` the lines after every
    /// iteration, with the iteration's depth and the positions searched so far.
    pub fn run_showing(&mut self, stop: &StopFlag, shown: &mut dyn FnMut(&[Line], u32, u64)) {
        let lines = self.lines;
        self.searcher.stop_on(stop);
        self.searcher.pause_after(u64::MAX);
        self.deepening
            .advance_iterations(&mut self.searcher, &mut |found| {
                shown(&lines_of(found, lines), found.depth, found.nodes)
            });
    }

    /// Whether the analysis has ended: its lines will not change.
    pub fn is_done(&self) -> bool {
        self.deepening.done
    }

    /// The best lines of the deepest iteration completed so far, best first (none before the
    /// first).
    pub fn lines(&self) -> Vec<Line> {
        if self.deepening.found.depth == 0 {
            return Vec::new();
        }
        lines_of(&self.deepening.found, self.lines)
    }

    /// The deepest iteration completed.
    pub fn depth(&self) -> u32 {
        self.deepening.found.depth
    }
}

/// An iteration cut by a slice's end is searched again from its start, so sliced and whole
/// analyses can end a little differently.
impl Job for Analyser {
    type Answer = Vec<Line>;

    fn step(&mut self, slice: &Slice) -> Option<Vec<Line>> {
        self.searcher.stop_on(slice.stop);
        self.searcher.pause_after(slice.nodes.unwrap_or(u64::MAX));
        self.deepening
            .advance(&mut self.searcher, &mut |_| {})
            .then(|| self.lines())
    }

    fn nodes(&self) -> u64 {
        self.searcher.nodes()
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

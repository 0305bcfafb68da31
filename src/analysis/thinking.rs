//! The engine thinking about the position on the analysis board: its lines after every
//! iteration, until a budget; a new position on the board starts it again. The engine's
//! [`ThinkTask`] runs in the background (a thread natively, a Web Worker in a browser) and
//! tells its lines as it finds them.

use asalto_engine::Game;
use asalto_engine::Position;
use asalto_engine::search::ThinkingBudget;
pub use asalto_engine::search::ThoughtLines;
use asalto_engine::task::ThinkTask;
use bevy::prelude::*;

use crate::game::Match;
use crate::platform::background::{Background, whole_or_sliced};

use super::{AnalysisBoard, AnalysisBudget, shown_game};

/// What the thinking may spend: where it runs whole, about eight seconds of search; where it
/// shares the page's one thread (a browser whose workers failed), less.
pub fn thinking_budget(nodes: Option<u64>) -> ThinkingBudget {
    let budget = whole_or_sliced(ThinkingBudget::WHOLE, ThinkingBudget::SLICED);
    nodes.map_or(budget, |n| budget.with_nodes(n))
}

/// The engine's work for the analysis board.
#[derive(Default)]
pub struct Thinking {
    /// The position being (or last) analysed, how many lines, and the length of the game
    /// that led to it (a proof depends on the positions before, for repetitions: the same
    /// position reached by another way is thought about again).
    about: Option<(Position, usize, usize)>,
    running: Option<Background<ThinkTask>>,
    /// What the engine has found, as it goes.
    found: ThoughtLines,
}

impl Thinking {
    /// The latest lines.
    pub fn latest(&self) -> ThoughtLines {
        self.found.clone()
    }

    /// Thinks about `game`'s position from now on (what it thought before is dropped).
    fn start(&mut self, game: &Game, lines: usize, budget: ThinkingBudget) {
        self.about = Some((*game.position(), lines, game.plies().len()));
        self.found = ThoughtLines {
            position: Some(*game.position()),
            running: game.outcome().is_none(),
            ..ThoughtLines::default()
        };
        let task = ThinkTask {
            game: game.clone(),
            lines,
            budget,
        };
        // The old job stops as its handle is dropped.
        self.running = Some(Background::start(task, None));
    }

    /// Takes what the job has found since the last look (in a browser that thinks on its
    /// own thread, after a slice of this frame).
    fn work(&mut self) {
        let Some(running) = self.running.as_mut() else {
            return;
        };
        match running.poll() {
            Some(last) => {
                self.found = last;
                self.running = None;
            }
            None => {
                if let Some(lines) = running.progress() {
                    self.found = lines;
                }
            }
        }
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
        board
            .thinking
            .start(&game, lines, thinking_budget(budget.0));
    }
    board.thinking.work();
}

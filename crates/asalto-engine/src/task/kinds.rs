//! The tasks themselves: each holds what its job needs, and nothing of the host's (the endgame
//! tables are the host's to give).

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::game::Game;
use crate::job::Reporter;
use crate::moves::Move;
use crate::search::puzzle::{Puzzle, PuzzleCheck};
use crate::search::{
    GameReview, Level, LevelMove, Limits, Review, Thinking, ThinkingBudget, ThoughtLines,
};
use crate::tablebase::Tablebase;

use super::{Request, Task};

/// A level's move as the level plays it, or a hint's: the level's search, then the solver with
/// `proof_nodes` (none: no solver).
#[derive(Clone, Serialize, Deserialize)]
pub struct MoveTask {
    /// The game whose position is searched (its history counts for repetitions).
    pub game: Game,
    /// The level that plays.
    pub level: Level,
    /// The level's choice among moves of about the same score follows it.
    pub seed: u64,
    /// The solver's budget after the search (`None`: no solver).
    pub proof_nodes: Option<u64>,
    /// Keeps the level's time limits as safety nets where there is a clock (a game's moves do;
    /// the recorded golden moves do not, so that they are the same on any machine).
    pub timed: bool,
}

impl MoveTask {
    /// The level's own move, without time limits.
    pub fn new(game: &Game, level: Level, seed: u64) -> MoveTask {
        MoveTask {
            game: game.clone(),
            level,
            seed,
            proof_nodes: level.proof_nodes(),
            timed: false,
        }
    }

    /// With the solver's budget given (`None`: no solver).
    pub fn proving(mut self, proof_nodes: Option<u64>) -> MoveTask {
        self.proof_nodes = proof_nodes;
        self
    }

    /// Keeping the level's time limits.
    pub fn timed(mut self) -> MoveTask {
        self.timed = true;
        self
    }
}

impl Task for MoveTask {
    type Answer = crate::search::SearchResult;
    type Progress = ();
    type Job = LevelMove;

    fn job(self, tables: Option<Arc<Tablebase>>, _: Reporter<()>) -> LevelMove {
        let job = LevelMove::proving(&self.game, self.level, self.seed, self.proof_nodes)
            .with_tablebase(tables.as_ref());
        if self.timed { job.timed() } else { job }
    }

    fn request(self) -> Request {
        Request::Move(self)
    }
}

/// A game's review: each position searched within `limits`, the solver given `proof_nodes` a
/// side where the search finds no forced result. Tells the positions searched as it goes.
#[derive(Clone, Serialize, Deserialize)]
pub struct ReviewTask {
    /// The game reviewed, from its start to its last move.
    pub game: Game,
    /// Each position's search.
    pub limits: Limits,
    /// The solver's budget a side, where the search finds no forced result (`None`: none).
    pub proof_nodes: Option<u64>,
}

impl Task for ReviewTask {
    type Answer = GameReview;
    type Progress = usize;
    type Job = Review;

    fn job(self, tables: Option<Arc<Tablebase>>, progress: Reporter<usize>) -> Review {
        let review = Review::new(&self.game, self.limits).with_tablebase(tables);
        let review = match self.proof_nodes {
            Some(nodes) => review.with_proofs(nodes),
            None => review,
        };
        review.reporting(progress)
    }

    fn request(self) -> Request {
        Request::Review(self)
    }
}

/// The analysis board's thinking about the game's position, with `lines` lines. Tells its
/// lines as it finds them; its answer is the last of them.
#[derive(Clone, Serialize, Deserialize)]
pub struct ThinkTask {
    /// The game whose position is thought about.
    pub game: Game,
    /// How many lines to find.
    pub lines: usize,
    /// What the thinking may spend.
    pub budget: ThinkingBudget,
}

impl Task for ThinkTask {
    type Answer = ThoughtLines;
    type Progress = ThoughtLines;
    type Job = Thinking;

    fn job(self, _: Option<Arc<Tablebase>>, progress: Reporter<ThoughtLines>) -> Thinking {
        Thinking::new(&self.game, self.lines, &self.budget, progress)
    }

    fn request(self) -> Request {
        Request::Think(self)
    }
}

/// Whether `tried` solves `puzzle`, judged by a search within `limits`.
#[derive(Clone, Serialize, Deserialize)]
pub struct PuzzleTask {
    /// The puzzle.
    pub puzzle: Puzzle,
    /// The solver's try.
    pub tried: Move,
    /// The search that judges a try other than the key.
    pub limits: Limits,
}

impl Task for PuzzleTask {
    type Answer = bool;
    type Progress = ();
    type Job = PuzzleCheck;

    fn job(self, _: Option<Arc<Tablebase>>, _: Reporter<()>) -> PuzzleCheck {
        self.puzzle.check(self.tried, &self.limits)
    }

    fn request(self) -> Request {
        Request::Puzzle(self)
    }
}

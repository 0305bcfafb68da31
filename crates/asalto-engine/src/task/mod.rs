//! The engine's work as messages: each kind of long computation the game hands to the engine
//! (a level's move, a review, the analysis board's thinking, a puzzle's check) is a [`Task`]
//! that can travel to another thread or to a browser's Web Worker as data (serde), and become
//! its [`Job`] there. The same task gives the same answer wherever its job runs whole.
//!
//! A Web Worker and its page talk in [`ToWorker`] and [`FromWorker`] messages (JSON on the
//! wire), each side built from the same sources: a worker of another [`version`] is refused.
//!
//! ```
//! use asalto_engine::job::{Job, Reporter, StopFlag};
//! use asalto_engine::search::Level;
//! use asalto_engine::task::{MoveTask, Task};
//! use asalto_engine::{Game, Variant};
//! let game = Game::new(Variant::builtin("asalto").unwrap());
//! let task = MoveTask::new(&game, Level::Soldier, 7);
//! let mut job = task.job(None, Reporter::default());
//! let result = job.run(&StopFlag::default());
//! assert!(game.legal_moves().contains(&result.best.unwrap()));
//! ```

mod kinds;

use std::sync::Arc;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::job::{Job, Reporter};
use crate::tablebase::Tablebase;

pub use kinds::{MoveTask, PuzzleTask, ReviewTask, ThinkTask};

/// The messages' own version: raised whenever a task, an answer or a message changes shape.
pub const PROTOCOL: u32 = 1;

/// What a worker and its page must agree on: the protocol and the build they come from (the
/// web build names itself in `ASALTO_BUILD`; elsewhere the crate's version stands for it).
pub fn version() -> String {
    let build = option_env!("ASALTO_BUILD").unwrap_or(env!("CARGO_PKG_VERSION"));
    format!("protocol {PROTOCOL}, build {build}")
}

/// A piece of the engine's work, as data.
pub trait Task: Clone + Serialize + DeserializeOwned + Send + Sync + 'static {
    /// What the work finds.
    type Answer: Serialize + DeserializeOwned + Send + Sync + 'static;
    /// What it tells while it works (only the latest matters).
    type Progress: Clone + Serialize + DeserializeOwned + Send + Sync + 'static;
    /// The job that does it (kept by a game's state between its slices, so shareable).
    type Job: Job<Answer = Self::Answer> + Send + Sync;

    /// The job, using Fox & Geese's endgame `tables` where the work can (where the host has
    /// them), and telling `progress` how far it has got.
    fn job(self, tables: Option<Arc<Tablebase>>, progress: Reporter<Self::Progress>) -> Self::Job;

    /// The task as one of the requests a worker serves.
    fn request(self) -> Request;
}

/// Every kind of task, as a worker receives it.
#[derive(Clone, Serialize, Deserialize)]
pub enum Request {
    /// A level's move (or a hint).
    Move(MoveTask),
    /// A game's review.
    Review(ReviewTask),
    /// The analysis board's thinking.
    Think(ThinkTask),
    /// A puzzle's try judged.
    Puzzle(PuzzleTask),
}

/// What a worker does with a task of any kind (see [`Request::serve`]).
pub trait Serve {
    /// What serving a task gives.
    type Output;

    /// Serves `task`.
    fn serve<T: Task>(self, task: T) -> Self::Output;
}

impl Request {
    /// Hands the task inside to `server`, with its own type.
    pub fn serve<S: Serve>(self, server: S) -> S::Output {
        match self {
            Request::Move(task) => server.serve(task),
            Request::Review(task) => server.serve(task),
            Request::Think(task) => server.serve(task),
            Request::Puzzle(task) => server.serve(task),
        }
    }
}

/// A page's message to its worker.
#[derive(Clone, Serialize, Deserialize)]
pub struct ToWorker {
    /// The page's [`version`].
    pub version: String,
    /// The work.
    pub request: Request,
}

/// A worker's message to its page, about a task whose progress is `P` and answer `A`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum FromWorker<P, A> {
    /// Started and waiting for work, built as [`version`] says.
    Ready {
        /// The worker's [`version`].
        version: String,
    },
    /// How far the task has got.
    Progress(P),
    /// The task's answer: the worker waits for the next.
    Answer(A),
    /// The task cannot be done, in one line (a message of another version, or that does not
    /// read): the worker waits for the next.
    Refused(String),
    /// The worker broke down (the engine panicked), in one line: it must be started again.
    Failed(String),
}

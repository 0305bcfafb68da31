//! Long computations as jobs that advance a slice at a time: the same job runs whole on a
//! thread of its own, or a few thousand nodes a frame where there is only one thread (a
//! browser). A job never starts a thread and never reads a clock unless it was asked to keep a
//! time limit, so it runs anywhere.
//!
//! ```
//! use asalto_engine::job::{Job, Slice, StopFlag};
//! use asalto_engine::search::{Level, LevelMove};
//! use asalto_engine::{Game, Variant};
//! let game = Game::new(Variant::builtin("asalto").unwrap());
//! let mut job = LevelMove::new(&game, Level::Soldier, 7);
//! let stop = StopFlag::default();
//! let answer = loop {
//!     if let Some(answer) = job.step(&Slice::nodes(2_000, &stop)) {
//!         break answer;
//!     }
//!     // A frame is drawn here.
//! };
//! assert!(game.legal_moves().contains(&answer.best.unwrap()));
//! ```

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// Asks a job to end, from any thread: it answers with what it has within a few milliseconds.
/// Clones share the flag.
#[derive(Clone, Debug, Default)]
pub struct StopFlag(Arc<AtomicBool>);

impl StopFlag {
    /// A flag set already: a job given it answers at once with what it has.
    pub fn stopped() -> StopFlag {
        let flag = StopFlag::default();
        flag.stop();
        flag
    }

    /// Sets the flag; every job given it ends at its next look (every 256 nodes or so).
    pub fn stop(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    /// Whether the flag is set.
    pub fn is_set(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }

    /// The flag itself, for the parts of the engine that only look at it.
    pub fn as_atomic(&self) -> &AtomicBool {
        &self.0
    }
}

/// How far one step of a job may go: about this many nodes (`None`: until it is done), and the
/// flag that ends it early. A stopped job is done: its step returns what it found.
#[derive(Clone, Copy, Debug)]
pub struct Slice<'a> {
    /// About how many nodes the step may search; `None`: until the job is done.
    pub nodes: Option<u64>,
    /// The flag that ends the job early.
    pub stop: &'a StopFlag,
}

impl<'a> Slice<'a> {
    /// A step to the end.
    pub fn whole(stop: &'a StopFlag) -> Slice<'a> {
        Slice { nodes: None, stop }
    }

    /// A step of about `nodes` nodes (at least one).
    pub fn nodes(nodes: u64, stop: &'a StopFlag) -> Slice<'a> {
        Slice {
            nodes: Some(nodes.max(1)),
            stop,
        }
    }
}

/// Where a job tells how far it has got while it works (a review's positions, the analysis
/// board's lines): a slot another thread reads, a Web Worker's messages to its page, or nobody.
/// Only the latest report matters; a job reports between its own steps of work, never more
/// than a few times a second.
pub struct Reporter<P>(Option<Box<dyn FnMut(P) + Send + Sync>>);

impl<P> Reporter<P> {
    /// Reports to `tell`.
    pub fn to(tell: impl FnMut(P) + Send + Sync + 'static) -> Reporter<P> {
        Reporter(Some(Box::new(tell)))
    }

    /// Tells `progress` to whoever listens.
    pub fn tell(&mut self, progress: P) {
        if let Some(tell) = &mut self.0 {
            tell(progress);
        }
    }
}

impl<P> Default for Reporter<P> {
    /// Nobody listens.
    fn default() -> Reporter<P> {
        Reporter(None)
    }
}

impl<P> std::fmt::Debug for Reporter<P> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(if self.0.is_some() {
            "Reporter"
        } else {
            "Reporter(nobody)"
        })
    }
}

/// A computation that advances a slice at a time and says when it is done.
pub trait Job {
    /// What the job finds.
    type Answer;

    /// Works for about `slice`; the answer once the job is done (and again on later calls, but
    /// for a job whose answer it hands over whole, such as tables read), `None` while it needs
    /// more slices. A slice's size may change what a search finds (an
    /// iteration cut at a slice's end starts again in the next), never whether it ends.
    fn step(&mut self, slice: &Slice) -> Option<Self::Answer>;

    /// Nodes searched so far, by all steps.
    fn nodes(&self) -> u64;

    /// Steps until done, in one slice.
    fn run(&mut self, stop: &StopFlag) -> Self::Answer {
        loop {
            if let Some(answer) = self.step(&Slice::whole(stop)) {
                return answer;
            }
        }
    }
}

/// How a job kept its slices (see [`step_in_slices`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Slicing {
    /// Steps until the answer, the last included.
    pub steps: usize,
    /// The most nodes a single step took.
    pub most: u64,
}

/// Steps `job` in slices of `nodes` until it answers (at most `limit` steps: `None` if it has
/// not by then): its answer, and how many nodes its largest step took. For checking a job's
/// contract, in tests and by anyone writing one.
pub fn step_in_slices<J: Job>(
    job: &mut J,
    nodes: u64,
    stop: &StopFlag,
    limit: usize,
) -> Option<(J::Answer, Slicing)> {
    let mut slicing = Slicing::default();
    while slicing.steps < limit {
        let before = job.nodes();
        let answer = job.step(&Slice::nodes(nodes, stop));
        slicing.steps += 1;
        slicing.most = slicing.most.max(job.nodes().saturating_sub(before));
        if let Some(answer) = answer {
            return Some((answer, slicing));
        }
    }
    None
}

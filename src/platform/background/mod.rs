//! The engine's long computations, run the same way everywhere: on desktops each on a thread of
//! its own, at a lower priority than the window's, and never on Bevy's task pools (Bevy compiles
//! its render pipelines and saves screenshots on its async compute pool, which has one thread
//! on a 2-core machine: a search there kept the board's sprites from ever being drawn when the
//! analysis board opened before their pipeline was compiled). In a browser, the engine's
//! [`Task`]s go to a Web Worker each (`web_worker`), whole and with a clock as on a desktop; if
//! workers keep failing, the page steps the job a slice per frame instead (`frames`), and the
//! panel says so.

use std::sync::atomic::AtomicU64;
use std::sync::{Arc, Mutex};

use asalto_engine::job::{Job, Reporter, StopFlag};
use asalto_engine::tablebase::Tablebase;
use asalto_engine::task::Task;

#[cfg(target_arch = "wasm32")]
mod frames;
mod threads;
#[cfg(target_arch = "wasm32")]
mod web_worker;
pub mod wire;

pub use threads::ran_inline;
#[cfg(not(target_arch = "wasm32"))]
pub use threads::{Spawner, Worker};

/// An engine task running in the background; its answer is taken with [`Background::poll`],
/// its latest progress read with [`Background::progress`]. Dropping it stops it.
pub struct Background<T: Task> {
    stop: StopFlag,
    progress: Arc<Mutex<Option<T::Progress>>>,
    runner: Runner<T>,
}

enum Runner<T: Task> {
    #[cfg(not(target_arch = "wasm32"))]
    Thread(Worker<T::Answer>),
    /// In a Web Worker; the task is kept to be stepped here if workers fail.
    #[cfg(target_arch = "wasm32")]
    Worker { id: web_worker::TaskId, task: T },
    #[cfg(target_arch = "wasm32")]
    Slices {
        job: T::Job,
        slices: frames::FrameSlices,
    },
}

impl<T: Task> Background<T> {
    /// Starts `task`, with Fox & Geese's endgame `tables` where this side has them (a Web
    /// Worker has none).
    pub fn start(task: T, tables: Option<Arc<Tablebase>>) -> Background<T> {
        let stop = StopFlag::default();
        let progress = Arc::new(Mutex::new(None));
        #[cfg(not(target_arch = "wasm32"))]
        let runner = {
            let (flag, slot) = (stop.clone(), progress.clone());
            Runner::Thread(Worker::spawn(move || {
                task.job(tables, reporter(&slot)).run(&flag)
            }))
        };
        #[cfg(target_arch = "wasm32")]
        let runner = match web_worker::start(&task) {
            Some(id) => Runner::Worker { id, task },
            None => Runner::sliced(task, tables, &progress),
        };
        Background {
            stop,
            progress,
            runner,
        }
    }

    /// The answer once the task is done (once; `None` before, and after it was taken). In a
    /// browser each poll reads the worker's messages, or works a slice of the frame.
    pub fn poll(&mut self) -> Option<T::Answer> {
        #[cfg(not(target_arch = "wasm32"))]
        let Runner::Thread(worker) = &mut self.runner;
        #[cfg(not(target_arch = "wasm32"))]
        return worker.poll();
        #[cfg(target_arch = "wasm32")]
        return self.poll_here();
    }

    /// What the task told last of its progress.
    pub fn progress(&self) -> Option<T::Progress> {
        self.progress.lock().ok()?.clone()
    }

    #[cfg(target_arch = "wasm32")]
    fn poll_here(&mut self) -> Option<T::Answer> {
        match &mut self.runner {
            Runner::Worker { id, task } => match web_worker::hear::<T>(id) {
                web_worker::Heard::Working(progress) => {
                    if let (Some(p), Ok(mut slot)) = (progress, self.progress.lock()) {
                        *slot = Some(p);
                    }
                    None
                }
                web_worker::Heard::Answer(answer) => Some(answer),
                web_worker::Heard::GivenUp => {
                    self.runner = Runner::sliced(task.clone(), None, &self.progress);
                    None
                }
            },
            Runner::Slices { job, slices } => slices.step(job, &self.stop),
        }
    }
}

#[cfg(target_arch = "wasm32")]
impl<T: Task> Runner<T> {
    fn sliced(
        task: T,
        tables: Option<Arc<Tablebase>>,
        progress: &Arc<Mutex<Option<T::Progress>>>,
    ) -> Runner<T> {
        Runner::Slices {
            job: task.job(tables, reporter(progress)),
            slices: frames::FrameSlices::default(),
        }
    }
}

impl<T: Task> Drop for Background<T> {
    fn drop(&mut self) {
        // The flag ends a thread's or a slice's job; a worker is ended.
        self.stop.stop();
        #[cfg(target_arch = "wasm32")]
        if let Runner::Worker { id, .. } = &self.runner {
            web_worker::cancel(id);
        }
    }
}

/// A reporter that keeps the latest progress in `slot`.
fn reporter<P: Send + 'static>(slot: &Arc<Mutex<Option<P>>>) -> Reporter<P> {
    let slot = slot.clone();
    Reporter::to(move |progress| {
        if let Ok(mut slot) = slot.lock() {
            *slot = Some(progress);
        }
    })
}

/// Time spent in the page's slices, in total (for the browser test: the search's own speed
/// apart from the frames around it; none on a desktop, nor in a browser's workers).
pub static SLICED_MICROS: AtomicU64 = AtomicU64::new(0);
/// The nodes the page's slices searched, in total.
pub static SLICED_NODES: AtomicU64 = AtomicU64::new(0);

/// How a browser's engine workers fare, for the panel and the browser test's hook (all nought on
/// a desktop, which has none).
#[derive(Clone, Debug, Default, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WorkerStats {
    /// Workers running a task.
    pub busy: usize,
    /// A worker started and waiting for a task.
    pub spare: bool,
    /// Workers that failed so far.
    pub failures: u32,
    /// Why the page thinks on its own thread, once it does.
    pub given_up: Option<String>,
    /// When the last task was stopped early (`performance.now()`, ms).
    pub last_stop_ms: Option<f64>,
    /// Tasks the workers answered.
    pub answered: u64,
}

/// How the engine's workers fare.
pub fn worker_stats() -> WorkerStats {
    #[cfg(target_arch = "wasm32")]
    return web_worker::stats();
    #[cfg(not(target_arch = "wasm32"))]
    return WorkerStats::default();
}

/// Whether the engine's work runs whole beside the window (a thread, a Web Worker), or in
/// slices between the page's frames (workers failed): budgets are set for each.
pub fn runs_whole() -> bool {
    worker_stats().given_up.is_none()
}

/// A budget for the engine's work: `whole` where it runs whole beside the window, `sliced`
/// where it shares the page's one thread.
pub fn whole_or_sliced<B>(whole: B, sliced: B) -> B {
    if runs_whole() { whole } else { sliced }
}

/// Why the page thinks on its own thread (the workers failed), in one line; `None` while they
/// work (and always on a desktop).
pub fn worker_problem() -> Option<String> {
    worker_stats().given_up
}

/// A job that needs what only this side has (the books compiled into the page, a folder of
/// tables): a thread of its own natively, a slice per frame in a browser. Dropping it stops it.
pub struct LocalJob<J: Job> {
    stop: StopFlag,
    #[cfg(not(target_arch = "wasm32"))]
    worker: Worker<J::Answer>,
    #[cfg(target_arch = "wasm32")]
    job: J,
    #[cfg(target_arch = "wasm32")]
    slices: frames::FrameSlices,
}

impl<J> LocalJob<J>
where
    J: Job + Send + 'static,
    J::Answer: Send + 'static,
{
    /// Starts `job`: natively whole on a thread of its own; in a browser, at the next poll.
    pub fn start(job: J) -> LocalJob<J> {
        let stop = StopFlag::default();
        #[cfg(not(target_arch = "wasm32"))]
        {
            let flag = stop.clone();
            let mut job = job;
            let worker = Worker::spawn(move || job.run(&flag));
            LocalJob { stop, worker }
        }
        #[cfg(target_arch = "wasm32")]
        LocalJob {
            stop,
            job,
            slices: frames::FrameSlices::default(),
        }
    }

    /// The answer once the job is done (once; `None` before, and after it was taken). In a
    /// browser each poll works a slice of the frame first.
    pub fn poll(&mut self) -> Option<J::Answer> {
        #[cfg(not(target_arch = "wasm32"))]
        return self.worker.poll();
        #[cfg(target_arch = "wasm32")]
        return self.slices.step(&mut self.job, &self.stop);
    }
}

impl<J: Job> Drop for LocalJob<J> {
    fn drop(&mut self) {
        self.stop.stop();
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests;

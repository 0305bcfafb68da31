//! The engine's long computations, run the same way everywhere by [`Background`]: on desktops
//! each on a thread of its own, at a lower priority than the window's, and never on Bevy's task
//! pools (Bevy compiles its render pipelines and saves screenshots on its async compute pool,
//! which has one thread on a 2-core machine: a search there kept the board's sprites from ever
//! being drawn when the analysis board opened before their pipeline was compiled). In a
//! browser, which has no threads, the same job is stepped a slice per frame.

use std::sync::atomic::AtomicU64;

use asalto_engine::job::{Job, StopFlag};

/// An engine job running in the background; its answer is taken with [`Background::poll`].
/// Dropping it stops the job.
pub struct Background<J: Job> {
    stop: StopFlag,
    #[cfg(not(target_arch = "wasm32"))]
    worker: Worker<J::Answer>,
    #[cfg(target_arch = "wasm32")]
    job: J,
    #[cfg(target_arch = "wasm32")]
    slices: frames::FrameSlices,
}

impl<J> Background<J>
where
    J: Job + Send + 'static,
    J::Answer: Send + 'static,
{
    /// Starts `job`: natively whole on a thread of its own; in a browser, at the next poll.
    pub fn start(job: J) -> Background<J> {
        let stop = StopFlag::default();
        #[cfg(not(target_arch = "wasm32"))]
        {
            let flag = stop.clone();
            let mut job = job;
            let worker = Worker::spawn(move || job.run(&flag));
            Background { stop, worker }
        }
        #[cfg(target_arch = "wasm32")]
        Background {
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

impl<J: Job> Drop for Background<J> {
    fn drop(&mut self) {
        // The flag ends the job; natively its thread then ends by itself.
        self.stop.stop();
    }
}

#[cfg(not(target_arch = "wasm32"))]
pub use threads::Worker;

/// Whether a job had to run on the calling thread because no thread could be started (the
/// window then waits while the computer thinks; the panel says so).
pub fn ran_inline() -> bool {
    RAN_INLINE.load(std::sync::atomic::Ordering::Relaxed)
}

static RAN_INLINE: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

#[cfg(not(target_arch = "wasm32"))]
mod threads {
    use std::sync::atomic::Ordering;
    use std::sync::{Arc, Mutex};

    use super::RAN_INLINE;

    /// A computation running on a thread of its own; its answer is taken with
    /// [`Worker::poll`]. Dropping it does not stop the computation: give it a stop flag for
    /// that.
    pub struct Worker<T> {
        answer: Arc<Mutex<Option<T>>>,
    }

    /// Starts a thread for a piece of work, or says why it cannot.
    pub type Spawner = Box<dyn FnOnce(Box<dyn FnOnce() + Send>) -> std::io::Result<()>>;

    impl<T: Send + 'static> Worker<T> {
        /// Starts `work` on a new thread of lower priority.
        pub fn spawn(work: impl FnOnce() -> T + Send + 'static) -> Worker<T> {
            Worker::start(
                work,
                Box::new(|run| {
                    let thread = std::thread::Builder::new().name("asalto-engine".into());
                    thread
                        .spawn(move || {
                            crate::platform::priority::lower_this_thread();
                            run();
                        })
                        .map(drop)
                }),
            )
        }

        /// Starts `work` with `spawner`; where it cannot start a thread, the work runs here and
        /// now (the game stays playable, the window waits), and that is logged and remembered
        /// ([`super::ran_inline`]).
        pub fn start(work: impl FnOnce() -> T + Send + 'static, spawner: Spawner) -> Worker<T> {
            let answer = Arc::new(Mutex::new(None));
            let work = Arc::new(Mutex::new(Some(work)));
            let (slot, task) = (answer.clone(), work.clone());
            let run = move || {
                let taken = task.lock().ok().and_then(|mut w| w.take());
                if let Some(work) = taken {
                    let done = work();
                    if let Ok(mut slot) = slot.lock() {
                        *slot = Some(done);
                    }
                }
            };
            if let Err(e) = spawner(Box::new(run)) {
                bevy::log::error!(
                    "cannot start a thread for the engine ({e}): it thinks on the window's thread"
                );
                RAN_INLINE.store(true, Ordering::Relaxed);
                let taken = work.lock().ok().and_then(|mut w| w.take());
                if let Some(work) = taken
                    && let Ok(mut slot) = answer.lock()
                {
                    *slot = Some(work());
                }
            }
            Worker { answer }
        }

        /// The answer once the work is done (once; `None` before, and after it was taken).
        pub fn poll(&mut self) -> Option<T> {
            self.answer.lock().ok()?.take()
        }
    }
}

/// Time spent in the browser's slices and the nodes they searched, in total (for the browser
/// test's measure of the search's own speed, apart from the frames around it; none on a desktop).
pub static SLICED_MICROS: AtomicU64 = AtomicU64::new(0);
/// The nodes the browser's slices searched, in total.
pub static SLICED_NODES: AtomicU64 = AtomicU64::new(0);

#[cfg(target_arch = "wasm32")]
mod frames {
    use std::sync::atomic::Ordering;

    use asalto_engine::job::{Job, Slice, StopFlag};
    use bevy::platform::time::Instant;

    use super::{SLICED_MICROS, SLICED_NODES};

    /// Milliseconds of work per frame: about half a frame at 60 Hz, more when the frames
    /// themselves are slow (software rendering), but never enough to stall the page.
    const SLICE_MS: std::ops::RangeInclusive<f64> = 8.0..=40.0;

    /// How many nodes the next slice may take, so that a slice takes about its share of a frame.
    pub struct FrameSlices {
        nodes: u64,
        /// When the last slice ended (the time since is the rest of the frame).
        last: Option<Instant>,
    }

    impl Default for FrameSlices {
        fn default() -> FrameSlices {
            FrameSlices {
                nodes: 2_000,
                last: None,
            }
        }
    }

    impl FrameSlices {
        /// Works one slice of `job`: its answer once it is done.
        pub fn step<J: Job>(&mut self, job: &mut J, stop: &StopFlag) -> Option<J::Answer> {
            let started = Instant::now();
            // The rest of the frame since the last slice: work for about as long again.
            let rest_ms = self
                .last
                .map_or(0.0, |t| (started - t).as_secs_f64() * 1000.0);
            let target = rest_ms.clamp(*SLICE_MS.start(), *SLICE_MS.end());
            let nodes_before = job.nodes();
            let answer = job.step(&Slice::nodes(self.nodes, stop));
            let ended = Instant::now();
            let ms = (ended - started).as_secs_f64() * 1000.0;
            SLICED_MICROS.fetch_add((ms * 1000.0) as u64, Ordering::Relaxed);
            SLICED_NODES.fetch_add(job.nodes().saturating_sub(nodes_before), Ordering::Relaxed);
            self.last = Some(ended);
            // Aim the next slice at the target, changing by at most a factor of two at a time.
            let factor = (target / ms.max(0.05)).clamp(0.5, 2.0);
            self.nodes = ((self.nodes as f64 * factor) as u64).clamp(256, 400_000);
            answer
        }
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use asalto_engine::job::Slice;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::mpsc::channel;
    use std::time::Duration;

    /// Works until stopped, then says so.
    struct UntilStopped(Arc<AtomicBool>);

    impl Job for UntilStopped {
        type Answer = ();

        fn step(&mut self, slice: &Slice) -> Option<()> {
            while !slice.stop.is_set() {
                std::thread::sleep(Duration::from_millis(1));
            }
            self.0.store(true, Ordering::Relaxed);
            Some(())
        }

        fn nodes(&self) -> u64 {
            0
        }
    }

    #[test]
    fn dropping_a_background_job_stops_it() {
        let ended = Arc::new(AtomicBool::new(false));
        let mut job = Background::start(UntilStopped(ended.clone()));
        std::thread::sleep(Duration::from_millis(20));
        assert_eq!(job.poll(), None, "still running");
        drop(job);
        let stopped = (0..1000).any(|_| {
            std::thread::sleep(Duration::from_millis(2));
            ended.load(Ordering::Relaxed)
        });
        assert!(stopped, "the job went on after its Background was dropped");
    }

    #[test]
    fn work_that_cannot_have_a_thread_runs_at_once_and_says_so() {
        let refuse: threads::Spawner = Box::new(|_| Err(std::io::Error::other("no threads left")));
        let mut worker = Worker::start(|| 7, refuse);
        assert_eq!(worker.poll(), Some(7), "answered at once");
        assert!(ran_inline());
    }

    #[test]
    fn the_answer_comes_once_the_work_is_done() {
        let (go, wait) = channel::<()>();
        let mut worker = Worker::spawn(move || {
            wait.recv().unwrap();
            42
        });
        assert_eq!(worker.poll(), None);
        go.send(()).unwrap();
        let answer = (0..1000).find_map(|_| {
            std::thread::sleep(std::time::Duration::from_millis(5));
            worker.poll()
        });
        assert_eq!(answer, Some(42));
        assert_eq!(worker.poll(), None);
    }
}

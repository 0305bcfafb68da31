//! A computation on a thread of its own (desktops), and what happens where none can be started.

use std::sync::atomic::{AtomicBool, Ordering};

/// Whether a job had to run on the calling thread because no thread could be started (the
/// window then waits while the computer thinks; the panel says so).
pub fn ran_inline() -> bool {
    RAN_INLINE.load(Ordering::Relaxed)
}

static RAN_INLINE: AtomicBool = AtomicBool::new(false);

#[cfg(not(target_arch = "wasm32"))]
pub use native::{Spawner, Worker};

#[cfg(not(target_arch = "wasm32"))]
mod native {
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

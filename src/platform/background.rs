//! The engine's long computations on desktops: each on a thread of its own, at a lower
//! priority than the window's, and never on Bevy's task pools. Bevy compiles its render
//! pipelines and saves screenshots on its async compute pool, which has one thread on a
//! 2-core machine: a search there kept the board's sprites from ever being drawn when the
//! analysis board opened before their pipeline was compiled. (In a browser the same work is
//! stepped a slice per frame instead; it has no threads.)

use std::sync::{Arc, Mutex};

/// A computation running in the background; its answer is taken with [`Worker::poll`].
/// Dropping it does not stop the computation: give it a stop flag for that.
pub struct Worker<T> {
    answer: Arc<Mutex<Option<T>>>,
}

impl<T: Send + 'static> Worker<T> {
    /// Starts `work` on a new thread of lower priority.
    pub fn spawn(work: impl FnOnce() -> T + Send + 'static) -> Worker<T> {
        let answer = Arc::new(Mutex::new(None));
        let slot = answer.clone();
        let started = std::thread::Builder::new()
            .name("asalto-engine".into())
            .spawn(move || {
                super::priority::lower_this_thread();
                let done = work();
                if let Ok(mut slot) = slot.lock() {
                    *slot = Some(done);
                }
            });
        if let Err(e) = started {
            bevy::log::error!("cannot start a thread for the engine: {e}");
        }
        Worker { answer }
    }

    /// The answer once the work is done (once; `None` before, and after it was taken).
    pub fn poll(&mut self) -> Option<T> {
        self.answer.lock().ok()?.take()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::mpsc::channel;

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

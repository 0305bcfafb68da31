//! The engine in a browser's Web Worker: the page posts a task ([`ToWorker`], JSON), the worker
//! runs its job whole, as a desktop's thread does, with a real clock (`performance.now()`), and
//! posts its progress and its answer ([`FromWorker`], JSON). The page's own thread never
//! searches, so it draws every frame while the computer thinks.
//!
//! [`serve`] is the whole of it, built and tested natively; the WebAssembly face (`web`) only
//! hands it the worker's clock and its messages. `web/engine-worker.js` starts the module in the
//! worker.

use asalto_engine::job::{Job, Reporter, StopFlag};
use asalto_engine::task::{FromWorker, Serve, Task, ToWorker, version};
use serde::Serialize;

#[cfg(target_arch = "wasm32")]
mod web;

/// The worker's greeting: it has started and is built as [`version`] says.
pub fn ready() -> String {
    encode(&FromWorker::<(), ()>::Ready { version: version() })
}

/// Serves one message of the page: the task's answer, or why there is none, in one line.
/// `post` takes the progress messages while the job runs.
pub fn serve<F>(message: &str, post: F) -> String
where
    F: Fn(String) + Send + Sync + Clone + 'static,
{
    let message: ToWorker = match serde_json::from_str(message) {
        Ok(message) => message,
        Err(e) => return refused(format!("the engine cannot read this task: {e}")),
    };
    let own = version();
    if message.version != own {
        return refused(format!(
            "a page of another version ({}) asks this engine ({own}): reload the page",
            message.version
        ));
    }
    message.request.serve(Server { post })
}

/// Runs a task of any kind, whole.
struct Server<F> {
    post: F,
}

impl<F> Serve for Server<F>
where
    F: Fn(String) + Send + Sync + Clone + 'static,
{
    type Output = String;

    fn serve<T: Task>(self, task: T) -> String {
        let post = self.post;
        let progress = Reporter::to(move |p: T::Progress| {
            post(encode(&FromWorker::<T::Progress, ()>::Progress(p)))
        });
        let answer = task.job(None, progress).run(&StopFlag::default());
        encode(&FromWorker::<(), T::Answer>::Answer(answer))
    }
}

fn refused(why: String) -> String {
    encode(&FromWorker::<(), ()>::Refused(why))
}

/// A message as JSON (the engine's answers hold no maps, so this cannot fail; if it did, the
/// page would hear that the worker failed, and think on its own).
fn encode<T: Serialize>(message: &T) -> String {
    serde_json::to_string(message).unwrap_or_else(|e| {
        let failed = FromWorker::<(), ()>::Failed(format!("an answer could not be written: {e}"));
        serde_json::to_string(&failed).unwrap_or_default()
    })
}

#[cfg(test)]
mod tests;

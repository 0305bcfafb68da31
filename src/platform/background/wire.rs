//! The page's side of its talk with the engine's Web Worker: the message a task becomes, and
//! what the worker's messages say (its greeting checked against the page's own version). Built
//! natively too, so the tests read the same messages the browser does.

use asalto_engine::task::{FromWorker, Task, ToWorker, version};

/// The page's message for `task`.
pub fn message<T: Task>(task: &T) -> Result<String, String> {
    let message = ToWorker {
        version: version(),
        request: task.clone().request(),
    };
    serde_json::to_string(&message).map_err(|e| format!("a task could not be written: {e}"))
}

/// What one of the worker's messages says about a task `T`.
#[derive(Debug)]
pub enum Reply<P, A> {
    /// The worker has started, as the page's own version.
    Ready,
    Progress(P),
    Answer(A),
    /// The worker cannot do the task: why, in one line.
    Broken(String),
}

/// Reads one of the worker's messages about a task `T`.
pub fn read<T: Task>(text: &str) -> Reply<T::Progress, T::Answer> {
    let own = version();
    match serde_json::from_str::<FromWorker<T::Progress, T::Answer>>(text) {
        Ok(FromWorker::Ready { version }) if version == own => Reply::Ready,
        Ok(FromWorker::Ready { version }) => Reply::Broken(format!(
            "the engine's worker is of another version ({version}; the page is {own}): reload the page"
        )),
        Ok(FromWorker::Progress(p)) => Reply::Progress(p),
        Ok(FromWorker::Answer(a)) => Reply::Answer(a),
        Ok(FromWorker::Refused(why)) => {
            Reply::Broken(format!("the engine's worker refused a task: {why}"))
        }
        Ok(FromWorker::Failed(why)) => Reply::Broken(why),
        Err(e) => Reply::Broken(format!(
            "the engine's worker said what the page cannot read: {e}"
        )),
    }
}

#[cfg(test)]
mod tests {
    use asalto_engine::search::{Level, SearchResult};
    use asalto_engine::task::MoveTask;

    use super::*;

    #[test]
    fn a_worker_of_another_version_is_refused_in_one_line() {
        let greeting = r#"{"Ready":{"version":"protocol 0, build 0.0.1"}}"#;
        let Reply::Broken(why) = read::<MoveTask>(greeting) else {
            panic!("accepted");
        };
        assert!(why.contains("another version (protocol 0, build 0.0.1") && !why.contains('\n'));
        let own = serde_json::to_string(&FromWorker::<(), ()>::Ready { version: version() });
        assert!(matches!(read::<MoveTask>(&own.unwrap()), Reply::Ready));
    }

    #[test]
    fn an_answer_of_the_wrong_shape_or_a_failure_breaks_the_worker() {
        let wrong = r#"{"Answer":{"best":"e4-e5"}}"#;
        assert!(matches!(read::<MoveTask>(wrong), Reply::Broken(w) if w.contains("cannot read")));
        let failed = r#"{"Failed":"the engine broke down: panicked at search.rs"}"#;
        assert!(matches!(
            read::<MoveTask>(failed),
            Reply::Broken(w) if w == "the engine broke down: panicked at search.rs"
        ));
    }

    #[test]
    fn a_task_and_its_answer_make_the_round_trip() {
        let game = asalto_engine::Game::new(asalto_engine::Variant::builtin("assaut").unwrap());
        let text = message(&MoveTask::new(&game, Level::Soldier, 3)).unwrap();
        let answer = asalto_worker_answer(&text);
        let Reply::Answer(result) = read::<MoveTask>(&answer) else {
            panic!("{answer}");
        };
        let result: SearchResult = result;
        assert!(game.legal_moves().contains(&result.best.unwrap()));
    }

    /// What the worker answers (its crate is the engine's; the page's build never links it).
    fn asalto_worker_answer(message: &str) -> String {
        asalto_worker::serve(message, |_| {})
    }
}

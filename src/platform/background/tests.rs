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
fn dropping_a_local_job_stops_it() {
    let ended = Arc::new(AtomicBool::new(false));
    let mut job = LocalJob::start(UntilStopped(ended.clone()));
    std::thread::sleep(Duration::from_millis(20));
    assert_eq!(job.poll(), None, "still running");
    drop(job);
    let stopped = (0..1000).any(|_| {
        std::thread::sleep(Duration::from_millis(2));
        ended.load(Ordering::Relaxed)
    });
    assert!(stopped, "the job went on after it was dropped");
}

#[test]
fn work_that_cannot_have_a_thread_runs_at_once_and_says_so() {
    let refuse: Spawner = Box::new(|_| Err(std::io::Error::other("no threads left")));
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

#[test]
fn a_task_tells_its_progress_then_answers() {
    use asalto_engine::search::Limits;
    use asalto_engine::task::ReviewTask;
    let game = asalto_engine::Variants::default()
        .start("asalto moves @c5,e5 d4-d5 e5-e6")
        .unwrap()
        .game;
    let limits = Limits {
        nodes: Some(2_000),
        ..Limits::default()
    };
    let task = ReviewTask {
        game,
        limits,
        proof_nodes: None,
    };
    let mut review = Background::start(task, None);
    let answer = (0..2000).find_map(|_| {
        std::thread::sleep(Duration::from_millis(5));
        review.poll()
    });
    assert_eq!(answer.map(|r| r.moves.len()), Some(3));
    assert_eq!(review.progress(), Some(4), "every position told");
    assert!(review.poll().is_none(), "the answer comes once");
}

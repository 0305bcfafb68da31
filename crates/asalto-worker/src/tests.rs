use std::sync::{Arc, Mutex};

use asalto_engine::job::{Job, StopFlag};
use asalto_engine::search::{GameReview, Level, LevelMove, Limits, SearchResult, ThinkingBudget};
use asalto_engine::task::{FromWorker, MoveTask, ReviewTask, Task, ThinkTask, ToWorker, version};
use asalto_engine::{Game, Variants};

use super::*;

fn game(text: &str) -> Game {
    Variants::default().start(text).unwrap().game
}

/// The message the page posts for `task`.
fn message<T: Task>(task: T) -> String {
    let request = task.request();
    serde_json::to_string(&ToWorker {
        version: version(),
        request,
    })
    .unwrap()
}

/// Serves `message`: the answer's text and every progress message posted on the way.
fn served(message: &str) -> (String, Vec<String>) {
    let posted = Arc::new(Mutex::new(Vec::new()));
    let sink = posted.clone();
    let answer = serve(message, move |m| sink.lock().unwrap().push(m));
    let posted = posted.lock().unwrap().clone();
    (answer, posted)
}

fn read<P: serde::de::DeserializeOwned, A: serde::de::DeserializeOwned>(
    text: &str,
) -> FromWorker<P, A> {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

#[test]
fn a_levels_move_from_the_worker_is_the_move_its_job_plays_here() {
    let game = game("asalto moves @c5,e5 d4-d5 e5-e6");
    for level in [Level::Recruit, Level::Captain] {
        let (answer, _) = served(&message(MoveTask::new(&game, level, 11)));
        let here = LevelMove::new(&game, level, 11).run(&StopFlag::default());
        let FromWorker::Answer(there) = read::<(), SearchResult>(&answer) else {
            panic!("no answer: {answer}");
        };
        assert_eq!(
            (there.best, there.nodes, there.pv),
            (here.best, here.nodes, here.pv)
        );
    }
}

#[test]
fn a_review_tells_each_position_searched_then_answers() {
    let game = game("asalto moves @c5,e5 d4-d5 c5-c6 c4-c5");
    let limits = Limits {
        nodes: Some(3_000),
        ..Limits::default()
    };
    let task = ReviewTask {
        game: game.clone(),
        limits,
        proof_nodes: None,
    };
    let (answer, posted) = served(&message(task));
    let told: Vec<usize> = (posted.iter())
        .map(|m| match read::<usize, ()>(m) {
            FromWorker::Progress(n) => n,
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(told, (1..=game.plies().len() + 1).collect::<Vec<_>>());
    let FromWorker::Answer(review) = read::<(), GameReview>(&answer) else {
        panic!("no answer: {answer}");
    };
    assert_eq!(review.moves.len(), game.plies().len());
}

#[test]
fn the_analysis_boards_lines_come_as_they_are_found() {
    let task = ThinkTask {
        game: game("assaut"),
        lines: 3,
        budget: ThinkingBudget::SLICED.with_nodes(200_000),
    };
    let (answer, posted) = served(&message(task));
    assert!(posted.len() >= 3, "{} progress messages", posted.len());
    let FromWorker::Answer(last) = read::<(), asalto_engine::search::ThoughtLines>(&answer) else {
        panic!("no answer: {answer}");
    };
    assert_eq!(last.lines.len(), 3);
    assert!(!last.running);
}

#[test]
fn a_message_of_another_version_or_unreadable_is_refused_in_one_line() {
    let task = MoveTask::new(&game("asalto"), Level::Recruit, 1).request();
    let old = serde_json::to_string(&ToWorker {
        version: "protocol 0, build 0.0.9".into(),
        request: task,
    })
    .unwrap();
    for (message, says) in [
        (old.as_str(), "another version (protocol 0, build 0.0.9)"),
        ("{\"version\":", "cannot read this task"),
        ("[1, 2]", "cannot read this task"),
    ] {
        let (answer, posted) = served(message);
        let FromWorker::Refused(why) = read::<(), ()>(&answer) else {
            panic!("not refused: {answer}");
        };
        assert!(why.contains(says) && !why.contains('\n'), "{why}");
        assert!(posted.is_empty());
    }
}

#[test]
fn a_game_that_does_not_replay_is_refused() {
    let mut message: serde_json::Value = serde_json::from_str(&message(MoveTask::new(
        &game("asalto moves @c5,e5 d4-d5"),
        Level::Recruit,
        1,
    )))
    .unwrap();
    message["request"]["Move"]["game"]["record"]["moves"][1] = "d4-d6".into();
    let (answer, _) = served(&message.to_string());
    let FromWorker::Refused(why) = read::<(), ()>(&answer) else {
        panic!("not refused: {answer}");
    };
    assert!(why.contains("d4-d6"), "{why}");
}

#[test]
fn the_greeting_names_the_version() {
    assert_eq!(
        read::<(), ()>(&ready()),
        FromWorker::Ready { version: version() }
    );
}

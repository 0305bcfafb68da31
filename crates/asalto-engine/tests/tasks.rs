//! The engine's tasks travel as data (to a thread, or a browser's Web Worker as JSON) and become
//! the same jobs there: a game keeps its rules (a built-in by name, a player's own variant file
//! whole) and its moves, a puzzle its solution; what does not hold together on arrival is
//! refused with its reason.

use asalto_engine::job::{Job, Reporter, StopFlag};
use asalto_engine::search::puzzle::{self, Goal, Puzzle};
use asalto_engine::search::{Level, Limits};
use asalto_engine::task::{MoveTask, PuzzleTask, Request, Task};
use asalto_engine::{Game, Variant, Variants};

const LITTLE_FORT: &str = include_str!("../../../assets/variants/little-fort.ron");

/// `value` there and back through JSON.
fn travelled<T: serde::Serialize + serde::de::DeserializeOwned>(value: &T) -> Result<T, String> {
    let text = serde_json::to_string(value).map_err(|e| e.to_string())?;
    serde_json::from_str(&text).map_err(|e| e.to_string())
}

fn own_game() -> Game {
    let mut variants = Variants::default();
    let variant = variants.add_ron(LITTLE_FORT).unwrap();
    let mut game = Game::new(variant);
    for _ in 0..3 {
        let mv = game.legal_moves()[0];
        game.play(mv).unwrap();
    }
    game
}

#[test]
fn a_game_of_a_players_own_variant_arrives_whole_and_plays_the_same_move() {
    let game = own_game();
    let arrived: Game = travelled(&game).unwrap();
    assert_eq!(arrived.record(), game.record());
    assert_eq!(arrived.position(), game.position());
    assert_eq!(arrived.variant().file(), game.variant().file());
    let task = MoveTask::new(&game, Level::Captain, 5);
    let here = task
        .clone()
        .job(None, Reporter::default())
        .run(&StopFlag::default());
    let there = travelled(&task).unwrap().job(None, Reporter::default());
    let there = {
        let mut job = there;
        job.run(&StopFlag::default())
    };
    assert_eq!((there.best, there.nodes), (here.best, here.nodes));
}

#[test]
fn a_built_in_game_travels_by_its_name() {
    let game = Game::new(Variant::builtin("grand-assaut").unwrap());
    let text = serde_json::to_string(&game).unwrap();
    assert!(
        text.contains(r#""BuiltIn":"grand-assaut""#) && text.len() < 400,
        "{text}"
    );
}

#[test]
fn a_game_that_does_not_hold_together_is_refused_with_its_reason() {
    let mut sent = serde_json::to_value(own_game()).unwrap();
    sent["record"]["moves"][1] = "e5-e1".into();
    let error = serde_json::from_value::<Game>(sent)
        .unwrap_err()
        .to_string();
    assert!(
        error.contains("move 2") && error.contains("e5-e1"),
        "{error}"
    );
    let mut sent = serde_json::to_value(own_game()).unwrap();
    sent["rules"]["Own"]["officers"] = 0.into();
    let error = serde_json::from_value::<Game>(sent)
        .unwrap_err()
        .to_string();
    assert!(error.contains("officer"), "{error}");
    let unknown =
        r#"{"rules":{"BuiltIn":"chess"},"record":{"variant":"chess","start":"x","moves":[]}}"#;
    let error = serde_json::from_str::<Game>(unknown)
        .unwrap_err()
        .to_string();
    assert!(error.contains("no built-in variant \"chess\""), "{error}");
}

#[test]
fn a_puzzle_keeps_its_solution_and_a_broken_one_is_refused() {
    let puzzle = (puzzle::builtin("asalto").into_iter())
        .find(|p| p.goal == Goal::Only)
        .expect("an 'only' puzzle");
    let arrived: Puzzle = travelled(&puzzle).unwrap();
    assert_eq!(arrived.to_string(), puzzle.to_string());
    let mut sent = serde_json::to_value(&puzzle).unwrap();
    sent["solution"] = serde_json::json!([]);
    let error = serde_json::from_value::<Puzzle>(sent)
        .unwrap_err()
        .to_string();
    assert!(error.contains("solution"), "{error}");
    let mut sent = serde_json::to_value(&puzzle).unwrap();
    sent["solution"][0] = "a1-a2".into();
    assert!(serde_json::from_value::<Puzzle>(sent).is_err());
}

#[test]
fn every_kind_of_task_travels_as_a_request() {
    let puzzle = puzzle::builtin("asalto").remove(0);
    let tried = puzzle.key();
    let limits = Limits {
        nodes: Some(5_000),
        ..Limits::default()
    };
    let task = PuzzleTask {
        puzzle,
        tried,
        limits,
    };
    let request = travelled(&task.clone().request()).unwrap();
    let Request::Puzzle(arrived) = request else {
        panic!("another kind of request");
    };
    let mut job = arrived.job(None, Reporter::default());
    assert!(job.run(&StopFlag::default()), "the key solves its puzzle");
}

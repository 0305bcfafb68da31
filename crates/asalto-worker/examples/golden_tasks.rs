//! The golden moves (`crates/asalto-engine/tests/golden-moves.txt`, searched whole) as the tasks
//! a page posts to the engine's Web Worker, one JSON line each, with the answer the engine gives
//! here: the browser test (tests/web-engine-check.py) posts them to the worker and compares.
//! Each answer here is checked against the recorded move first, so the lines are the golden
//! moves. Then the four strongest levels once each in every variant with their time limits, as
//! a game plays them (`timed`): the same move unless the limit cut the search.
//!
//! Each line also has the time the task took here (`native_ms`), for the worker's speed beside
//! the native one: build it with `--release` for that figure.
//!
//! Usage: cargo run --release -p asalto-worker --example golden_tasks -- GOLDEN_FILE > tasks.jsonl

use std::collections::BTreeMap;
use std::time::Instant;

use asalto_engine::job::{Job, Reporter, StopFlag};
use asalto_engine::search::Level;
use asalto_engine::task::{MoveTask, Task, ToWorker, version};
use asalto_engine::{Game, Variant};

/// Where each level's golden run starts in Recruit's game, and how many plies it plays (as
/// tests/golden.rs plays them).
const RUNS: [(Level, usize); 3] = [
    (Level::Recruit, 0),
    (Level::Captain, 16),
    (Level::Marshal, 24),
];

fn main() {
    let path = std::env::args().nth(1).unwrap_or_else(|| {
        eprintln!("usage: golden_tasks GOLDEN_FILE");
        std::process::exit(2)
    });
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        eprintln!("{path}: {e}");
        std::process::exit(1)
    });
    let golden: BTreeMap<&str, Vec<&str>> = text
        .lines()
        .filter(|l| !l.starts_with('#') && l.contains(" whole: "))
        .filter_map(|l| {
            let (key, rest) = l.split_once(": ")?;
            let moves = rest.split(" ; ").next()?;
            Some((key, moves.split_whitespace().collect()))
        })
        .collect();
    for variant in Variant::builtins() {
        let recruit = &golden[format!("{} recruit whole", variant.name()).as_str()];
        for (level, from) in RUNS {
            let key = format!("{} {} whole", variant.name(), level.name());
            let mut game = Game::new(variant.clone());
            for text in &recruit[..from] {
                game.play_text(text).expect("a recorded move");
            }
            for (ply, recorded) in golden[key.as_str()].iter().enumerate() {
                print_task(&key, ply, &game, level, recorded, false);
                game.play_text(recorded).expect("a recorded move");
            }
        }
        // The strongest levels once each with their time limits, as a game plays them: where
        // the worker is fast enough, the limit never cuts the search, and the move is the same.
        let mut game = Game::new(variant.clone());
        for text in &recruit[..24] {
            game.play_text(text).expect("a recorded move");
        }
        for level in [Level::Major, Level::Colonel, Level::General, Level::Marshal] {
            let key = format!("{} {} timed", variant.name(), level.name());
            let untimed = MoveTask::new(&game, level, 7).job(None, Reporter::default());
            let best = {
                let mut job = untimed;
                job.run(&StopFlag::default()).best
            };
            let best = best.expect("a move while the game goes on");
            print_task(
                &key,
                0,
                &game,
                level,
                &game.variant().move_text(&best),
                true,
            );
        }
    }
}

/// One task's line: the page's message and the answer the engine gives here.
fn print_task(key: &str, ply: usize, game: &Game, level: Level, recorded: &str, timed: bool) {
    let seed = if timed { 7 } else { 1_000 + ply as u64 };
    let task = MoveTask::new(game, level, seed);
    let task = if timed { task.timed() } else { task };
    let started = Instant::now();
    let answer = task
        .clone()
        .job(None, Reporter::default())
        .run(&StopFlag::default());
    let native_ms = started.elapsed().as_secs_f64() * 1000.0;
    let best = answer.best.expect("a move while the game goes on");
    let played = game.variant().move_text(&best);
    assert_eq!(
        played, recorded,
        "{key}, ply {ply}: the engine here plays another move"
    );
    let message = ToWorker {
        version: version(),
        request: task.request(),
    };
    let line = serde_json::json!({
        "key": key,
        "ply": ply,
        "move": played,
        "message": serde_json::to_string(&message).expect("a task in JSON"),
        "best": answer.best,
        "nodes": answer.nodes,
        "proof_nodes": answer.proof_nodes(),
        "native_ms": native_ms,
        "timed_out": answer.timed_out,
    });
    println!("{line}");
}

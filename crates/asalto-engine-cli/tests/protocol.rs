//! The text protocol: its answers, and thousands of mutated lines each answered in one line.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

#[path = "../../asalto-engine/tests/common/mod.rs"]
mod common;
mod run;

use asalto_engine::Game;
use common::{Lcg, mutate, samples, variant};
use run::ENGINE;

#[test]
fn mutated_protocol_lines_are_answered_in_one_line_each() {
    let mut rng = Lcg(6);
    let (positions, records) = samples(&mut rng);
    let searches = [
        "go depth 2",
        "go nodes 300",
        "go level recruit",
        "go movetime 5",
    ];
    let mut templates: Vec<String> = vec![
        "isready".into(),
        "stop".into(),
        "position asalto".into(),
        "position grand-assaut moves @c7,e7,g7".into(),
    ];
    for p in positions.iter().step_by(40) {
        templates.push(format!("position {p}"));
    }
    for r in &records {
        let moves: Vec<&str> = r.moves.iter().take(12).map(String::as_str).collect();
        templates.push(format!("position {} moves {}", r.start, moves.join(" ")));
    }
    let mut child = Command::new(ENGINE)
        .arg("protocol")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the engine starts");
    let mut stdin = child.stdin.take().unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let (mut sent, mut searched, mut refused) = (0, 0, 0);
    while sent < 2_000 {
        let template = if rng.below(3) == 0 {
            searches[rng.below(searches.len())]
        } else {
            &templates[rng.below(templates.len())]
        };
        let line = if rng.below(4) == 0 {
            template.to_string()
        } else {
            mutate(template, &mut rng).replace('\n', " ")
        };
        if line.split_whitespace().next() == Some("quit") {
            continue;
        }
        // A refused position leaves none set: now and then set a good one first, so that
        // mutated `go` lines search. Searches are stopped at once, so a mutated limit cannot
        // make the test slow.
        if rng.below(3) == 0 {
            writeln!(stdin, "position {}", positions[rng.below(positions.len())]).unwrap();
        }
        writeln!(stdin, "{line}\nstop\nisready").unwrap();
        sent += 1;
        loop {
            let answer = lines.next().expect("an answer").expect("text");
            if answer == "readyok" {
                break;
            }
            searched += answer.starts_with("bestmove ") as usize;
            refused += answer.starts_with("error ") as usize;
            assert!(
                ["error ", "info ", "bestmove "]
                    .iter()
                    .any(|start| answer.starts_with(start)),
                "{line:?} gave {answer:?}"
            );
        }
    }
    // Both kinds of answer were exercised, not only refusals.
    assert!(
        searched > 100 && refused > 500,
        "{searched} searches, {refused} errors"
    );
    writeln!(stdin, "quit").unwrap();
    assert!(child.wait().unwrap().success());
}

#[cfg(not(target_arch = "wasm32"))]
#[test]
fn the_protocol_answers_and_survives_bad_lines() {
    let mut child = Command::new(ENGINE)
        .arg("protocol")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the engine starts");
    let mut stdin = child.stdin.take().expect("stdin");
    let mut lines = BufReader::new(child.stdout.take().expect("stdout")).lines();
    let mut next = move || lines.next().expect("a line").expect("text");
    let mut send = |line: &str| {
        writeln!(stdin, "{line}").expect("the engine reads");
        stdin.flush().expect("flush");
    };

    send("isready");
    assert_eq!(next(), "readyok");
    send("frobnicate");
    assert!(next().starts_with("error "));
    send("go depth 2");
    assert!(next().starts_with("error "), "go without a position");
    send("position nowhere");
    assert!(next().starts_with("error "));
    send("position asalto moves @c7,e7 c4-c5");
    send("go depth 3");
    let mut saw_info = false;
    let best = loop {
        let line = next();
        if line.starts_with("info depth ") {
            saw_info = true;
        } else {
            break line;
        }
    };
    assert!(saw_info);
    assert!(best.starts_with("bestmove "), "{best}");
    // The answer is a legal move of that position.
    let mut game = Game::new(variant("asalto"));
    game.play_text("@c7,e7").expect("legal");
    game.play_text("c4-c5").expect("legal");
    assert!(
        game.play_text(best.trim_start_matches("bestmove ")).is_ok(),
        "{best}"
    );

    send("go depth 3 nodes lots");
    assert!(next().starts_with("error "));
    // A long search ends at once on stop and still answers.
    send("go movetime 60000");
    std::thread::sleep(Duration::from_millis(200));
    let asked = Instant::now();
    send("stop");
    let best = loop {
        let line = next();
        if !line.starts_with("info ") {
            break line;
        }
    };
    assert!(
        best.starts_with("bestmove ") && best != "bestmove none",
        "{best}"
    );
    assert!(asked.elapsed() < Duration::from_secs(2));
    send("position asalto o RRR/RRR/..RRR../......./O....../.../... 0");
    send("go depth 2");
    assert_eq!(next(), "bestmove none");
    send("quit");
    assert!(child.wait().expect("the engine exits").success());
}

//! The `asalto-engine` tool with unusual input, through the real binary: the protocol and the
//! commands answer with one clear line and go on; they never panic or answer for a game that was
//! not set (the engine-hardening issue, items 1–4 and 6–8).

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

mod run;

use run::{ENGINE, run_engine};

/// Long enough for any answer on a loaded machine; a missing answer fails instead of hanging.
const PATIENCE: Duration = Duration::from_secs(60);

/// A protocol session with the engine.
struct Session {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
}

impl Session {
    fn start(args: &[&str]) -> Session {
        let mut child = Command::new(ENGINE)
            .args(args)
            .arg("protocol")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the engine starts");
        let stdout = child.stdout.take().expect("stdout");
        let (send, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        let stdin = child.stdin.take();
        Session {
            child,
            stdin,
            lines,
        }
    }

    fn send_bytes(&mut self, bytes: &[u8]) {
        let stdin = self.stdin.as_mut().expect("input open");
        stdin.write_all(bytes).expect("the engine reads");
        stdin.flush().expect("flush");
    }

    fn send(&mut self, line: &str) {
        self.send_bytes(format!("{line}\n").as_bytes());
    }

    fn next(&mut self) -> String {
        match self.lines.recv_timeout(PATIENCE) {
            Ok(line) => line,
            Err(RecvTimeoutError::Timeout) => panic!("no answer within {PATIENCE:?}"),
            Err(RecvTimeoutError::Disconnected) => panic!("the engine closed its output"),
        }
    }

    /// Lines up to and including the first that starts with `prefix`.
    fn until(&mut self, prefix: &str) -> Vec<String> {
        let mut seen = Vec::new();
        loop {
            let line = self.next();
            let done = line.starts_with(prefix);
            seen.push(line);
            if done {
                return seen;
            }
        }
    }

    /// Sends `isready` and returns what came before `readyok`.
    fn sync(&mut self) -> Vec<String> {
        self.send("isready");
        let mut seen = self.until("readyok");
        seen.pop();
        seen
    }

    fn close_input(&mut self) {
        self.stdin = None;
    }

    fn wait(mut self) -> (Option<i32>, String) {
        self.close_input();
        let status = self.child.wait().expect("the engine exits");
        let mut stderr = String::new();
        if let Some(mut err) = self.child.stderr.take() {
            let _ = err.read_to_string(&mut stderr);
        }
        (status.code(), stderr)
    }
}

fn assert_one_error_line(args: &[&str], expected: &str) {
    let (code, out, err) = run_engine(args);
    assert_eq!(code, Some(2), "{args:?}: {out}{err}");
    assert!(out.is_empty(), "{args:?} printed {out:?}");
    assert_eq!(err.lines().count(), 1, "{args:?}: {err:?}");
    assert!(
        err.contains(expected),
        "{args:?}: {err:?} should say {expected:?}"
    );
}

// ------------------------------------------------------------------ 1: placements

#[test]
fn the_protocol_refuses_a_placement_naming_a_point_twice() {
    let mut engine = Session::start(&[]);
    engine.send("position asalto moves @c7,c7");
    let answer = engine.next();
    assert!(answer.starts_with("error "), "{answer}");
    assert!(answer.contains("c7 twice"), "{answer}");
    engine.send("position grand-assaut moves @c7,e7");
    let answer = engine.next();
    assert!(answer.contains("3 officers"), "{answer}");
    engine.send("quit");
    assert_eq!(engine.wait().0, Some(0));
}

// ------------------------------------------------------------------ 2: no stale position

#[test]
fn after_a_refused_position_go_searches_nothing() {
    let mut engine = Session::start(&[]);
    engine.send("position asalto moves @c7,e7");
    assert_eq!(engine.sync(), Vec::<String>::new());
    engine.send("position asalto moves @c7,e7 d4-d6");
    let answer = engine.next();
    assert!(answer.contains("no position is set"), "{answer}");
    engine.send("go depth 2");
    let answer = engine.next();
    assert!(answer.starts_with("error no position"), "{answer}");
    // A good position works again.
    engine.send("position asalto moves @c7,e7");
    engine.send("go depth 2");
    let last = engine.until("bestmove ").pop().unwrap();
    assert_ne!(last, "bestmove none");
    engine.send("quit");
    assert_eq!(engine.wait().0, Some(0));
}

// ------------------------------------------------------------------ 3: bytes that are not UTF-8

#[test]
fn a_line_that_is_not_utf8_is_answered_and_the_session_goes_on() {
    let mut engine = Session::start(&[]);
    engine.send_bytes(b"position asalto\xff\xfe\n");
    let answer = engine.next();
    assert!(
        answer.starts_with("error ") && answer.contains("UTF-8"),
        "{answer}"
    );
    assert_eq!(engine.sync(), Vec::<String>::new());
    engine.send("position assaut");
    engine.send("go depth 1");
    assert!(
        engine
            .until("bestmove ")
            .pop()
            .unwrap()
            .starts_with("bestmove @")
    );
    engine.send("quit");
    assert_eq!(engine.wait().0, Some(0));
}

#[test]
fn an_overlong_line_is_refused_and_skipped() {
    let mut engine = Session::start(&[]);
    let mut long = b"position ".to_vec();
    long.extend(std::iter::repeat_n(b'x', (1 << 20) + 10));
    long.push(b'\n');
    engine.send_bytes(&long);
    let answer = engine.next();
    assert!(answer.contains("longer than"), "{answer}");
    assert_eq!(engine.sync(), Vec::<String>::new());
    engine.send("quit");
    assert_eq!(engine.wait().0, Some(0));
}

// ------------------------------------------------------------------ 4: no panics

#[cfg(unix)]
#[test]
fn an_argument_that_is_not_utf8_is_refused() {
    use std::os::unix::ffi::OsStrExt;
    let out = Command::new(ENGINE)
        .arg("perft")
        .arg("1")
        .arg(std::ffi::OsStr::from_bytes(b"asalto\xff"))
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("argument 3") && err.contains("UTF-8"), "{err}");
}

/// Runs the engine with its output closed by the reader before the command writes (as
/// `| true` does): every write then fails.
fn with_output_closed(args: &[&str]) -> (Option<i32>, String) {
    let mut child = Command::new(ENGINE)
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    drop(child.stdout.take());
    let status = child.wait().expect("exits");
    let mut err = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    (status.code(), err)
}

#[test]
fn a_closed_output_ends_a_command_quietly() {
    for args in [
        &["perft", "8", "asalto"][..],
        &["match", "--games", "40", "--a", "depth:1", "--b", "random"],
        &["bench"],
    ] {
        let (code, err) = with_output_closed(args);
        assert_eq!(code, Some(141), "{args:?}: {err}");
        assert!(err.is_empty(), "{args:?}: {err}");
    }
}

// ------------------------------------------------------------------ 6: variant files everywhere

fn variant_file(
    dir: &std::path::Path,
    name: &str,
    edit: impl FnOnce(&mut asalto_engine::VariantFile),
) -> String {
    let mut file = asalto_engine::Variant::builtin("assaut")
        .unwrap()
        .file()
        .clone();
    file.name = name.to_string();
    edit(&mut file);
    let text = ron::ser::to_string_pretty(&file, Default::default()).unwrap();
    let path = dir.join(format!("{name}.ron"));
    std::fs::write(&path, text).unwrap();
    path.to_str().unwrap().to_string()
}

fn temp_dir(tag: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("asalto-tool-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn a_variant_file_plays_in_the_protocol_and_in_a_match() {
    let dir = temp_dir("mod");
    let path = variant_file(&dir, "my-assaut", |_| {});
    let mut engine = Session::start(&["--variant-file", &path]);
    engine.send("position my-assaut moves @c7,e7");
    engine.send("go depth 2");
    let best = engine.until("bestmove ").pop().unwrap();
    assert!(
        best.starts_with("bestmove ") && best != "bestmove none",
        "{best}"
    );
    engine.send("quit");
    assert_eq!(engine.wait().0, Some(0));

    let (code, out, err) = run_engine(&[
        "--variant-file",
        &path,
        "match",
        "--variant",
        "my-assaut",
        "--games",
        "2",
        "--a",
        "depth:1",
    ]);
    assert_eq!(code, Some(0), "{err}");
    assert!(out.starts_with("match my-assaut "), "{out}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_variant_file_cannot_replace_a_built_in_variant() {
    let dir = temp_dir("clash");
    let path = variant_file(&dir, "asalto", |_| {});
    assert_one_error_line(
        &["--variant-file", &path, "perft", "1", "asalto"],
        "already known",
    );
    let twice = variant_file(&dir, "twice", |_| {});
    assert_one_error_line(
        &[
            "--variant-file",
            &twice,
            "--variant-file",
            &twice,
            "moves",
            "twice",
        ],
        "already known",
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_variant_file_with_an_isolated_point_is_refused() {
    let dir = temp_dir("lonely");
    let path = variant_file(&dir, "lonely", |file| {
        for line in &mut file.lines {
            line.points = line.points.replace("a3 ", "");
        }
    });
    assert_one_error_line(
        &["--variant-file", &path, "perft", "1", "lonely"],
        "the point a3 is on no line",
    );
    std::fs::remove_dir_all(&dir).ok();
}

// ------------------------------------------------------------------ 7: clear messages

#[test]
fn unclear_input_gets_a_clear_message() {
    assert_one_error_line(&["moves", "ASALTO"], "unknown variant \"ASALTO\"");
    assert_one_error_line(&["moves", "chess"], "unknown variant \"chess\"");
    assert_one_error_line(&["perft", "32", "asalto"], "would count about");
    assert_one_error_line(&["perft", "65", "asalto"], "'65' for '<DEPTH>'");
    assert_one_error_line(&["frobnicate"], "unrecognized subcommand 'frobnicate'");
    assert_one_error_line(&[], "no command");
    assert_one_error_line(&["match", "--pears", "2"], "'--pears'");
    assert_one_error_line(&["match", "--games", "3"], "even number");
    assert_one_error_line(
        &["match", "--book", "b.txt", "--openings", "2"],
        "cannot be used",
    );
    assert_one_error_line(&["prove"], "<POSITION>");
    assert_one_error_line(
        &["match", "--a", "depth:1000"],
        "depth must be from 1 to 64",
    );
    assert_one_error_line(&["match", "--b", "nodes:0"], "nodes must be at least 1");
}

#[test]
fn help_and_completions_come_from_the_declared_command_line() {
    let (code, out, _) = run_engine(&["--help"]);
    assert_eq!(code, Some(0));
    for command in ["perft", "match", "gauntlet", "prove", "completions"] {
        assert!(
            out.contains(&format!("\n  {command} ")),
            "{command} missing: {out}"
        );
    }
    let (code, out, _) = run_engine(&["gauntlet", "--help"]);
    assert_eq!(code, Some(0));
    assert!(out.contains("--from-round <K>"), "{out}");
    let (code, out, _) = run_engine(&["completions", "bash"]);
    assert_eq!(code, Some(0));
    assert!(
        out.contains("prove-openings") && out.contains("--check-nodes"),
        "{out}"
    );
    assert_one_error_line(&["completions", "tcsh"], "'tcsh'");
}

#[test]
fn out_of_range_search_limits_are_refused_in_the_protocol() {
    let mut engine = Session::start(&[]);
    engine.send("position asalto");
    for go in [
        "go depth 1000",
        "go depth 0",
        "go nodes 0",
        "go movetime 0",
        "go speed 9",
    ] {
        engine.send(go);
        let answer = engine.next();
        assert!(answer.starts_with("error go: "), "{go}: {answer}");
    }
    engine.send("quit");
    assert_eq!(engine.wait().0, Some(0));
}

// ------------------------------------------------------------------ 8: protocol details

#[test]
fn no_info_line_gives_an_infinite_score() {
    let mut engine = Session::start(&[]);
    for (position, go) in [
        ("grand-assaut moves @c7,e7,g7", "go level marshal"),
        ("asalto moves @c7,e7", "go nodes 1"),
        ("assaut", "go nodes 1"),
    ] {
        engine.send(&format!("position {position}"));
        engine.send(go);
        engine.send("stop");
        for line in engine.until("bestmove ") {
            let mut words = line.split_whitespace();
            while let Some(word) = words.next() {
                if word == "score" {
                    let score: i32 = words.next().unwrap().parse().unwrap();
                    assert!(score.abs() <= 30_000, "{line}");
                }
            }
        }
    }
    engine.send("quit");
    assert_eq!(engine.wait().0, Some(0));
}

#[test]
fn the_end_of_input_lets_a_search_finish_and_quit_stops_it() {
    let mut engine = Session::start(&[]);
    engine.send("position assaut moves @c7,e7");
    engine.send("go depth 4");
    engine.close_input();
    let last = engine.until("bestmove ").pop().unwrap();
    assert!(last != "bestmove none", "{last}");
    assert_eq!(engine.wait().0, Some(0));

    let mut engine = Session::start(&[]);
    engine.send("position assaut moves @c7,e7");
    engine.send("go movetime 600000");
    std::thread::sleep(Duration::from_millis(100));
    let asked = Instant::now();
    engine.send("quit");
    let (code, _) = engine.wait();
    assert_eq!(code, Some(0));
    assert!(
        asked.elapsed() < Duration::from_secs(30),
        "quit waited for a ten-minute search"
    );
}

/// A bad line during a search is answered at once and does not hold up the `stop` after it
/// (it used to wait for the search to end by itself).
#[test]
fn a_bad_line_during_a_search_does_not_hold_up_stop() {
    let mut engine = Session::start(&[]);
    engine.send("position asalto");
    engine.send("go movetime 600000");
    std::thread::sleep(Duration::from_millis(100));
    let asked = Instant::now();
    engine.send("goo");
    engine.send("stop");
    engine.send("isready");
    let lines = engine.until("readyok");
    assert!(
        asked.elapsed() < Duration::from_secs(30),
        "stop waited for a ten-minute search"
    );
    assert!(
        lines.iter().any(|l| l.starts_with("error unknown command")),
        "{lines:?}"
    );
    assert!(
        lines.iter().any(|l| l.starts_with("bestmove ")),
        "{lines:?}"
    );
    engine.send("quit");
    assert_eq!(engine.wait().0, Some(0));
}

// ------------------------------------------------------------------ the analysis board's line

/// What the game's analysis board shows for a position is what the protocol answers for it at
/// the same budget: the same depth, score and line.
#[test]
fn the_analysis_line_is_the_protocols_at_the_same_budget() {
    use asalto_engine::Variants;
    use asalto_engine::search::Analyser;
    let text = "grand-assaut moves @c7,e7,g7 d6-d7 e7-e8";
    let mut engine = Session::start(&[]);
    engine.send(&format!("position {text}"));
    engine.send("go nodes 300000");
    let answer = engine.until("bestmove ");
    let info = answer
        .iter()
        .rev()
        .find(|l| l.starts_with("info depth"))
        .expect("an info line");
    let words: Vec<&str> = info.split_whitespace().collect();
    let field = |name: &str| words[words.iter().position(|w| *w == name).unwrap() + 1];
    let pv_at = words.iter().position(|w| *w == "pv").unwrap() + 1;
    engine.send("quit");

    let game = Variants::default().start(text).unwrap().game;
    let mut analyser = Analyser::new(&game).budget(300_000).lines(1);
    asalto_engine::job::Job::run(&mut analyser, &asalto_engine::job::StopFlag::default());
    let line = &analyser.best_lines()[0];
    let moves: Vec<String> = line
        .moves
        .iter()
        .map(|m| game.variant().move_text(m))
        .collect();
    assert_eq!(analyser.depth().to_string(), field("depth"));
    assert_eq!(line.score.to_string(), field("score"));
    assert_eq!(moves, words[pv_at..].to_vec());
}

/// The game and pair lines of a match, without its timings.
fn match_results(args: &[&str]) -> Vec<String> {
    let (code, out, err) = run_engine(args);
    assert_eq!(code, Some(0), "{args:?}: {err}");
    out.lines()
        .filter(|l| l.starts_with("game ") || l.starts_with("pair "))
        .map(|l| l.split(" time ").next().unwrap_or(l).to_string())
        .collect()
}

#[test]
fn a_match_played_in_two_parts_plays_the_same_pairs_as_one_run() {
    let base = [
        "match",
        "--a",
        "depth:2",
        "--b",
        "random",
        "--openings",
        "6",
    ];
    let whole = match_results(&[&base[..], &["--pairs", "4"]].concat());
    let first = match_results(&[&base[..], &["--pairs", "2"]].concat());
    let second = match_results(&[&base[..], &["--pairs", "2", "--from-pair", "3"]].concat());
    assert_eq!(whole.len(), 12, "{whole:?}");
    assert_eq!(whole, [first, second].concat());
    assert!(whole[11].starts_with("pair 4 "), "{whole:?}");
    assert_one_error_line(&["match", "--from-pair", "0"], "--from-pair");
}

#[test]
fn a_gauntlet_played_in_two_parts_plays_the_same_rounds_as_one_run() {
    let base = [
        "gauntlet",
        "--player",
        "depth:2",
        "--player",
        "depth:1",
        "--against",
        "random",
        "--openings",
        "6",
    ];
    let rounds = |args: &[&str]| -> Vec<String> {
        let (code, out, err) = run_engine(args);
        assert_eq!(code, Some(0), "{args:?}: {err}");
        out.lines()
            .filter(|l| l.starts_with("round "))
            .map(str::to_string)
            .collect()
    };
    let whole = rounds(&[&base[..], &["--rounds", "4"]].concat());
    let first = rounds(&[&base[..], &["--rounds", "2"]].concat());
    let second = rounds(&[&base[..], &["--rounds", "2", "--from-round", "3"]].concat());
    assert_eq!(whole.len(), 8, "{whole:?}");
    assert_eq!(whole, [first, second].concat());
    assert!(whole[7].starts_with("round 4 depth:1 "), "{whole:?}");
    assert_one_error_line(
        &["gauntlet", "--player", "depth:1", "--from-round", "0"],
        "--from-round",
    );
}

#[test]
fn start_prints_a_variants_start_as_apn() {
    let (code, out, _) = run_engine(&["start", "asalto"]);
    assert_eq!(code, Some(0));
    assert_eq!(out, "asalto s .../.../RR...RR/RRRRRRR/RRRRRRR/RRR/RRR 0\n");
    let (code, out, err) = run_engine(&["start", "fox-geese-17"]);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(
        out,
        "fox-geese-17 o .../.../......./RR.O.RR/RRRRRRR/RRR/RRR 0\n"
    );
    // A file's variant under a name of its own.
    let text = include_str!("../../asalto-engine/variants/fox-geese-17.ron")
        .replace("\"fox-geese-17\"", "\"geese\"");
    let file = std::env::temp_dir().join(format!("geese-{}.ron", std::process::id()));
    std::fs::write(&file, text).unwrap();
    let (code, out, err) =
        run_engine(&["--variant-file", file.to_str().unwrap(), "start", "geese"]);
    std::fs::remove_file(&file).ok();
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(out, "geese o .../.../......./RR.O.RR/RRRRRRR/RRR/RRR 0\n");
    assert_one_error_line(&["start", "chess"], "unknown variant \"chess\"");
}

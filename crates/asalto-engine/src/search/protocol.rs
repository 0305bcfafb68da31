//! The line-based engine protocol on any reader and writer (the binary uses stdin and stdout):
//!
//! - `position <APN or variant name> [moves <m1> <m2> ...]` sets the game (the moves give the
//!   history, for repetition);
//! - `go [level <name>] [depth <n>] [movetime <ms>] [nodes <n>]` searches on a thread of its
//!   own, printing `info depth <d> score <s> nodes <n> pv <moves...>` lines and then
//!   `bestmove <move>` (`bestmove none` when the game is over); with no limit at all it plays as
//!   the Marshal level;
//! - `stop` ends a running search early (it still answers `bestmove`); other commands sent
//!   during a search wait for it to end;
//! - `isready` answers `readyok`; `quit` exits;
//! - anything else answers `error <message>`, and the engine keeps running.

use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use crate::game::Game;
use crate::position_or_variant;

use super::{Level, Limits, best_move, search};

/// Where the protocol writes: shared by the reader and the search thread, a line at a time.
type Output = Arc<Mutex<dyn Write + Send>>;

fn say(out: &Output, line: &str) {
    // A closed output (the other end went away) leaves nothing to tell.
    if let Ok(mut out) = out.lock() {
        let _ = writeln!(out, "{line}");
        let _ = out.flush();
    }
}

struct Running {
    stop: Arc<AtomicBool>,
    handle: JoinHandle<()>,
}

impl Running {
    fn finish(self, stop: bool) {
        if stop {
            self.stop.store(true, Ordering::Relaxed);
        }
        let _ = self.handle.join();
    }
}

/// What a `go` line asks for.
struct Go {
    level: Option<Level>,
    limits: Limits,
}

/// Runs the protocol until `quit` or the end of the input (a search still running then is
/// allowed to finish).
pub fn run(input: impl BufRead, output: Output) {
    let mut game: Option<Game> = None;
    let mut running: Option<Running> = None;
    for line in input.lines() {
        let Ok(line) = line else { break };
        let words: Vec<&str> = line.split_whitespace().collect();
        // A finished search no longer blocks new commands.
        if running.as_ref().is_some_and(|r| r.handle.is_finished())
            && let Some(r) = running.take()
        {
            r.finish(false);
        }
        match words.first().copied() {
            None => {}
            Some("quit") => {
                if let Some(r) = running.take() {
                    r.finish(true);
                }
                return;
            }
            Some("isready") => say(&output, "readyok"),
            Some("stop") => {
                if let Some(r) = running.take() {
                    r.finish(true);
                }
            }
            // Other commands wait for a running search to end, so a script can send them at once.
            Some(_) if running.is_some() => {
                if let Some(r) = running.take() {
                    r.finish(false);
                }
                handle(&words, &line, &mut game, &mut running, &output);
            }
            Some(_) => handle(&words, &line, &mut game, &mut running, &output),
        }
    }
    if let Some(r) = running.take() {
        r.finish(false);
    }
}

/// `position`, `go` and anything unknown, with no search running.
fn handle(
    words: &[&str],
    line: &str,
    game: &mut Option<Game>,
    running: &mut Option<Running>,
    output: &Output,
) {
    match words.first().copied() {
        Some("position") => match parse_position(&words[1..]) {
            Ok(g) => *game = Some(g),
            Err(message) => say(output, &format!("error {message}")),
        },
        Some("go") => match (&*game, parse_go(&words[1..])) {
            (None, _) => say(
                output,
                "error no position yet: send position <APN or variant> first",
            ),
            (_, Err(message)) => say(output, &format!("error {message}")),
            (Some(g), Ok(go)) => *running = Some(start_search(g.clone(), go, output.clone())),
        },
        _ => say(output, &format!("error unknown command {:?}", line.trim())),
    }
}

fn parse_position(words: &[&str]) -> Result<Game, String> {
    let split = words
        .iter()
        .position(|w| *w == "moves")
        .unwrap_or(words.len());
    let (position, moves) = words.split_at(split);
    if position.is_empty() {
        return Err("position needs an APN string or a variant name".into());
    }
    let (variant, start) = position_or_variant(&position.join(" ")).map_err(|e| e.to_string())?;
    let mut game = Game::from_position(variant, start);
    for text in moves.iter().skip(1) {
        game.play_text(text)
            .map_err(|e| format!("move {text}: {e}"))?;
    }
    Ok(game)
}

fn parse_go(words: &[&str]) -> Result<Go, String> {
    let mut go = Go {
        level: None,
        limits: Limits::default(),
    };
    let mut rest = words.iter();
    while let Some(&key) = rest.next() {
        let Some(&value) = rest.next() else {
            return Err(format!("go: {key} needs a value"));
        };
        let number = || {
            value
                .parse::<u64>()
                .map_err(|_| format!("go: {key} needs a whole number, not {value:?}"))
        };
        match key {
            "level" => {
                go.level = Some(Level::from_name(value).ok_or_else(|| {
                    format!(
                        "go: unknown level {value:?} (recruit, soldier, captain, colonel, marshal)"
                    )
                })?)
            }
            "depth" => go.limits.depth = Some(number()?.clamp(1, 64) as u32),
            "movetime" => go.limits.movetime_ms = Some(number()?.max(1)),
            "nodes" => go.limits.nodes = Some(number()?.max(1)),
            other => {
                return Err(format!(
                    "go: unknown limit {other:?} (level, depth, movetime, nodes)"
                ));
            }
        }
    }
    Ok(go)
}

fn start_search(game: Game, go: Go, output: Output) -> Running {
    let stop = Arc::new(AtomicBool::new(false));
    let flag = stop.clone();
    let handle = std::thread::spawn(move || {
        let variant = game.variant().clone();
        let explicit = go.limits.depth.is_some()
            || go.limits.nodes.is_some()
            || go.limits.movetime_ms.is_some();
        let print_info = |depth: u32, score: i32, nodes: u64, pv: &[crate::moves::Move]| {
            let pv: Vec<String> = pv.iter().map(|m| variant.move_text(m)).collect();
            let line = format!(
                "info depth {depth} score {score} nodes {nodes} pv {}",
                pv.join(" ")
            );
            say(&output, line.trim_end());
        };
        let result = match go.level {
            // A level alone plays as in the game, its randomness included.
            Some(level) if !explicit => {
                let result = best_move(&game, level, game.plies().len() as u64, &flag);
                if result.best.is_some() {
                    print_info(result.depth, result.score, result.nodes, &result.pv);
                }
                result
            }
            // Explicit limits rule (no randomness); with none at all, Marshal's.
            _ => {
                let limits = if explicit {
                    go.limits
                } else {
                    Level::Marshal.limits()
                };
                search(&game, &limits, &flag, &mut |info| {
                    print_info(info.depth, info.score, info.nodes, &info.pv)
                })
            }
        };
        let best = result
            .best
            .map_or_else(|| "none".to_string(), |m| variant.move_text(&m));
        say(&output, &format!("bestmove {best}"));
    });
    Running { stop, handle }
}

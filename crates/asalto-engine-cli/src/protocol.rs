//! The line-based engine protocol on any reader and writer (the binary uses stdin and stdout):
//!
//! - `position <APN or variant name> [moves <m1> <m2> ...]` sets the game (the moves give the
//!   history, for repetition). If the line is refused, the engine has no position until the
//!   next good `position` line, so a `go` can never search a game the GUI did not set;
//! - `go [level <name>] [depth <n>] [movetime <ms>] [nodes <n>]` searches on a thread of its
//!   own, printing `info depth <d> score <s> nodes <n> pv <moves...>` lines and then
//!   `bestmove <move>` (`bestmove none` when the game is over); with no limit at all it searches with
//!   the Marshal level's limits (`go level marshal` adds its solver and traps). A search stopped before its first iteration ends prints
//!   `info depth 0 nodes <n>`, without a score; where Marshal's solver proved its move wins,
//!   `info proven win in <plies> plies nodes <n>` comes before `bestmove`, and where Marshal's
//!   officers set a trap, `info trap gain <g> score <s>` (what careless replies would cost the
//!   attackers on average, and the move's own score);
//! - `stop` ends a running search early (it still answers `bestmove`); other commands sent
//!   during a search wait for it to end;
//! - `isready` answers `readyok`;
//! - `quit` stops a running search at once (its `bestmove` is still printed) and exits; at the
//!   end of the input, by contrast, a running search is allowed to finish, so that
//!   `printf 'position asalto\ngo depth 6\n' | asalto-engine protocol` prints its answer;
//! - anything else, a line that is not UTF-8 or longer than [`MAX_LINE`] bytes included,
//!   answers `error <message>` on one line, and the engine keeps running.

use std::io::{BufRead, Read, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use asalto_engine::job::{Job, StopFlag};
use asalto_engine::search::{Analyser, Level, LevelMove, Limits};
use asalto_engine::{Game, Move, Quoted, StartError, Variants};

/// The longest line read (a `position` line with thousands of moves fits).
pub const MAX_LINE: usize = 1 << 20;

/// Where the protocol writes: shared by the reader and the search thread, a line at a time.
type Output = Arc<Mutex<dyn Write + Send>>;

/// Why the protocol ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    Quit,
    InputClosed,
    /// The output was closed: nobody reads the answers any more.
    OutputClosed,
}

/// The output and whether it has been found closed.
#[derive(Clone)]
struct Speaker {
    output: Output,
    closed: Arc<AtomicBool>,
}

impl Speaker {
    fn say(&self, line: &str) {
        let written = match self.output.lock() {
            Ok(mut out) => writeln!(out, "{line}").and_then(|()| out.flush()).is_ok(),
            Err(_) => false,
        };
        if !written {
            self.closed.store(true, Ordering::Relaxed);
        }
    }

    fn error(&self, message: &str) {
        self.say(&format!("error {}", message.replace(['\n', '\r'], " ")));
    }

    fn is_closed(&self) -> bool {
        self.closed.load(Ordering::Relaxed)
    }
}

struct Running {
    stop: StopFlag,
    handle: JoinHandle<()>,
}

impl Running {
    fn finish(self, stop: bool) {
        if stop {
            self.stop.stop();
        }
        let _ = self.handle.join();
    }
}

/// What a `go` line asks for.
struct Go {
    level: Option<Level>,
    limits: Limits,
}

/// One line of input, as read.
enum Line {
    Text(String),
    NotUtf8,
    TooLong,
    End,
}

fn read_line(input: &mut impl BufRead) -> Line {
    let mut bytes = Vec::new();
    match input
        .by_ref()
        .take(MAX_LINE as u64 + 1)
        .read_until(b'\n', &mut bytes)
    {
        Ok(0) | Err(_) => return Line::End,
        Ok(_) => {}
    }
    if bytes.len() > MAX_LINE && bytes.last() != Some(&b'\n') {
        // Skip the rest of the long line.
        let mut rest = Vec::new();
        let _ = input.read_until(b'\n', &mut rest);
        return Line::TooLong;
    }
    match String::from_utf8(bytes) {
        Ok(text) => Line::Text(text),
        Err(_) => Line::NotUtf8,
    }
}

/// Runs the protocol until `quit`, the end of the input, or a closed output.
pub fn run(mut input: impl BufRead, output: Output, variants: Variants) -> End {
    let speaker = Speaker {
        output,
        closed: Arc::new(AtomicBool::new(false)),
    };
    let mut game: Option<Game> = None;
    let mut running: Option<Running> = None;
    let end = loop {
        if speaker.is_closed() {
            break End::OutputClosed;
        }
        let line = match read_line(&mut input) {
            Line::End => break End::InputClosed,
            Line::NotUtf8 => {
                speaker.error("the line is not valid UTF-8");
                continue;
            }
            Line::TooLong => {
                speaker.error(&format!("the line is longer than {MAX_LINE} bytes"));
                continue;
            }
            Line::Text(text) => text,
        };
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
                break End::Quit;
            }
            Some("isready") => speaker.say("readyok"),
            Some("stop") => {
                if let Some(r) = running.take() {
                    r.finish(true);
                }
            }
            Some("position" | "go") => {
                // They wait for a running search to end, so a script can send them at once.
                if let Some(r) = running.take() {
                    r.finish(false);
                }
                if words[0] == "position" {
                    set_position(&words[1..], &variants, &mut game, &speaker);
                } else if let Some(search) = go(&words[1..], game.as_ref(), &speaker) {
                    running = Some(search);
                }
            }
            // Answered at once: a bad line must not hold up the `stop` behind it.
            Some(_) => speaker.error(&format!("unknown command {}", Quoted(line.trim()))),
        }
    };
    if let Some(r) = running.take() {
        r.finish(end == End::OutputClosed);
    }
    if speaker.is_closed() {
        End::OutputClosed
    } else {
        end
    }
}

/// `position`: the game to search, or none after a bad line.
fn set_position(words: &[&str], variants: &Variants, game: &mut Option<Game>, speaker: &Speaker) {
    match parse_position(words, variants) {
        Ok(g) => *game = Some(g),
        Err(message) => {
            *game = None;
            speaker.error(&format!("{message}; no position is set now"));
        }
    }
}

/// `go`: a search started on the game set, or an error said.
fn go(words: &[&str], game: Option<&Game>, speaker: &Speaker) -> Option<Running> {
    match (game, parse_go(words)) {
        (None, _) => {
            speaker.error("no position is set: send position <APN or variant name> first");
            None
        }
        (_, Err(message)) => {
            speaker.error(&message);
            None
        }
        (Some(g), Ok(go)) => Some(start_search(g.clone(), go, speaker.clone())),
    }
}

fn parse_position(words: &[&str], variants: &Variants) -> Result<Game, String> {
    variants
        .start(&words.join(" "))
        .map(|start| start.game)
        .map_err(|e| match e {
            StartError::NoPosition => "position needs an APN string or a variant name".to_string(),
            other => other.to_string(),
        })
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
        match key {
            "level" => {
                go.level =
                    Some(Level::from_name(value).ok_or_else(|| {
                        format!("go: unknown level {value:?} ({})", Level::names())
                    })?)
            }
            _ => go
                .limits
                .set(key, value)
                .map_err(|e| format!("go: {e} (level, depth, movetime, nodes)"))?,
        }
    }
    Ok(go)
}

fn start_search(game: Game, go: Go, speaker: Speaker) -> Running {
    let stop = StopFlag::default();
    let flag = stop.clone();
    let handle = std::thread::spawn(move || {
        let variant = game.variant().clone();
        let print_info = |depth: u32, score: i32, nodes: u64, pv: &[Move]| {
            if depth == 0 {
                // Nothing has been searched to the end: there is no score to give.
                speaker.say(&format!("info depth 0 nodes {nodes}"));
                return;
            }
            let pv: Vec<String> = pv.iter().map(|m| variant.move_text(m)).collect();
            let line = format!(
                "info depth {depth} score {score} nodes {nodes} pv {}",
                pv.join(" ")
            );
            speaker.say(line.trim_end());
        };
        let result = match go.level {
            // A level alone plays as in the game, its randomness included.
            Some(level) if !go.limits.any() => {
                let seed = game.plies().len() as u64;
                let result = LevelMove::new(&game, level, seed).timed().run(&flag);
                if result.best.is_some() {
                    print_info(result.depth, result.score, result.nodes, &result.pv);
                }
                if let Some(plies) = result.proven() {
                    speaker.say(&format!(
                        "info proven win in {plies} plies nodes {}",
                        result.proof_nodes()
                    ));
                }
                if let Some(trap) = result.trap {
                    speaker.say(&format!(
                        "info trap gain {} score {}",
                        trap.gain, trap.score
                    ));
                }
                result
            }
            // Explicit limits rule (no randomness); with none at all, Marshal's limits, without its
            // solver or traps (those come with `go level marshal`).
            _ => {
                let limits = if go.limits.any() {
                    go.limits
                } else {
                    Level::Marshal.limits(game.variant())
                };
                let result = Analyser::new(&game)
                    .limits(&limits)
                    .run_reporting(&flag, &mut |info| {
                        print_info(info.depth, info.score, info.nodes, &info.pv)
                    });
                if result.depth == 0 && result.best.is_some() {
                    print_info(0, 0, result.nodes, &[]);
                }
                result
            }
        };
        let best = result
            .best
            .map_or_else(|| "none".to_string(), |m| variant.move_text(&m));
        speaker.say(&format!("bestmove {best}"));
    });
    Running { stop, handle }
}

//! `asalto-engine`: perft, legal moves, benchmarks, the engine protocol and engine matches.

use std::process::ExitCode;
use std::time::Instant;

use asalto_engine::search::matchplay::{Player, play_game};
use asalto_engine::search::{Limits, search};
use std::sync::Arc;

use asalto_engine::{Game, Position, Variant, position_or_variant, position_or_variant_with};

const USAGE: &str = "usage: asalto-engine [--variant-file <file.ron>]... perft <depth> <position> | moves <position>
  | bench | protocol
  | match [--variant <name>] [--games N] [--a <player>] [--b <player>] [--seed S] [--openings PLIES] [--moves]
  <position> is an APN string (one argument, quoted) or a variant name: asalto, assaut, grand-assaut
  <player> is a level (recruit, soldier, captain, colonel, marshal), random, or settings such as
  depth:4, movetime:200, nodes:50000 (joined by commas)";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("asalto-engine: {message}");
            ExitCode::from(2)
        }
    }
}

fn run(args: &[String]) -> Result<(), String> {
    let mut words: Vec<&str> = args.iter().map(String::as_str).collect();
    // Variant files loaded before the command add to the built-in variants for its positions.
    let mut custom: Vec<Arc<Variant>> = Vec::new();
    while let ["--variant-file", path, ..] = words.as_slice() {
        let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?;
        let variant =
            Variant::from_ron(&text).map_err(|e| format!("{path}: {e}").replace('\n', " "))?;
        custom.push(Arc::new(variant));
        words.drain(..2);
    }
    let positions = Positions(custom);
    match words.as_slice() {
        ["perft", depth, position] => perft(depth, &positions.read(position)?),
        ["moves", position] => moves(&positions.read(position)?),
        ["bench"] => {
            bench();
            bench_search();
            Ok(())
        }
        ["protocol"] => protocol(),
        ["match", options @ ..] => play_match(options),
        ["help" | "--help" | "-h"] => {
            println!("{USAGE}");
            Ok(())
        }
        [] => Err(format!("no command\n{USAGE}").replace('\n', "; ")),
        _ => Err(format!(
            "bad arguments {:?}; {}",
            args.join(" "),
            USAGE.replace('\n', ";")
        )),
    }
}

/// Reads positions of the built-in variants and of any loaded variant files (these first).
struct Positions(Vec<Arc<Variant>>);

impl Positions {
    fn read(&self, text: &str) -> Result<(Arc<Variant>, Position), String> {
        position_or_variant_with(text, |name| {
            self.0
                .iter()
                .find(|v| v.name() == name)
                .cloned()
                .or_else(|| Variant::builtin(name))
        })
        .map_err(|e| e.to_string())
    }
}

fn perft(depth: &str, (variant, pos): &(Arc<Variant>, Position)) -> Result<(), String> {
    let depth: u32 =
        depth.parse().ok().filter(|d| *d <= 32).ok_or_else(|| {
            format!("the depth must be a whole number from 0 to 32, not {depth:?}")
        })?;
    let mut total = 0;
    let mut out = String::new();
    for (text, count) in variant.perft_divide(pos, depth) {
        out.push_str(&format!("{text} {count}\n"));
        total += count;
    }
    if depth == 0 {
        total = 1;
    }
    println!("{out}total {total}");
    Ok(())
}

fn moves((variant, pos): &(Arc<Variant>, Position)) -> Result<(), String> {
    // The clock is part of the position: at the limit the game is drawn.
    let result = variant.winner(pos).map(|o| o.result_word()).unwrap_or(
        if pos.clock >= variant.move_limit() {
            "draw"
        } else {
            "none"
        },
    );
    println!("result {result}");
    if result == "none" {
        let mut texts: Vec<String> = variant
            .legal_moves(pos)
            .iter()
            .map(|m| variant.move_text(m))
            .collect();
        texts.sort();
        for t in texts {
            println!("{t}");
        }
    }
    Ok(())
}

/// Fixed positions for perft speed, with the depth searched.
const PERFT_BENCH: [(&str, u32); 4] = [
    ("asalto", 8),
    ("assaut", 8),
    ("grand-assaut", 6),
    ("asalto o .../.O./RR..RRR/RRR.R.R/RR.RRRR/RRR/RRR 0", 6),
];

fn bench() {
    println!("perft speed (one thread):");
    let mut all_nodes = 0u64;
    let mut all_secs = 0f64;
    for (position, depth) in PERFT_BENCH {
        let (variant, pos) = position_or_variant(position).expect("bench positions are valid");
        let started = Instant::now();
        let nodes = variant.perft(&pos, depth);
        let secs = started.elapsed().as_secs_f64();
        all_nodes += nodes;
        all_secs += secs;
        println!(
            "  {:<60} depth {depth}: {nodes:>12} nodes in {secs:>7.3} s = {:>7.1} Mnps",
            variant_label(&variant, position),
            nodes as f64 / secs / 1e6
        );
    }
    println!(
        "perft total: {all_nodes} nodes in {all_secs:.3} s = {:.1} Mnps",
        all_nodes as f64 / all_secs / 1e6
    );
}

fn variant_label(variant: &Variant, position: &str) -> String {
    if position == variant.name() {
        format!("{} start", variant.name())
    } else {
        position.to_string()
    }
}

/// Positions for search speed: each variant just after a fixed placement.
const SEARCH_BENCH: [(&str, &str); 3] = [
    ("asalto", "@c7,e7"),
    ("assaut", "@c7,e7"),
    ("grand-assaut", "@c7,e7,g7"),
];
const SEARCH_BENCH_MS: u64 = 1_000;

fn bench_search() {
    println!("search speed ({SEARCH_BENCH_MS} ms a position, one thread):");
    for (name, placement) in SEARCH_BENCH {
        let (variant, start) = position_or_variant(name).expect("bench variants are built in");
        let mut game = Game::from_position(variant, start);
        game.play_text(placement)
            .expect("bench placements are legal");
        let limits = Limits {
            movetime_ms: Some(SEARCH_BENCH_MS),
            ..Limits::default()
        };
        let started = Instant::now();
        let result = search(
            &game,
            &limits,
            &std::sync::atomic::AtomicBool::new(false),
            &mut |_| {},
        );
        let secs = started.elapsed().as_secs_f64();
        let best = result
            .best
            .map_or_else(|| "none".to_string(), |m| game.variant().move_text(&m));
        println!(
            "  {:<14} after {placement:<10}: depth {:>2}, {:>9} nodes in {secs:.3} s = {:>6.0} knps, best {best}, score {}",
            name,
            result.depth,
            result.nodes,
            result.nodes as f64 / secs / 1e3,
            result.score
        );
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn protocol() -> Result<(), String> {
    let stdin = std::io::stdin();
    let stdout = std::sync::Arc::new(std::sync::Mutex::new(std::io::stdout()));
    asalto_engine::search::protocol::run(stdin.lock(), stdout);
    Ok(())
}

/// The protocol searches on a thread of its own, which wasm32 does not have.
#[cfg(target_arch = "wasm32")]
fn protocol() -> Result<(), String> {
    Err("the protocol needs threads, which this platform does not have".into())
}

fn play_match(options: &[&str]) -> Result<(), String> {
    let mut variant_name = "asalto".to_string();
    let mut games: u64 = 10;
    let mut a = Player::Level(asalto_engine::search::Level::Marshal);
    let mut b = Player::Random;
    let mut seed: u64 = 1;
    let mut rest = options.iter();
    let mut show_moves = false;
    let mut opening_plies: usize = 0;
    while let Some(&flag) = rest.next() {
        if flag == "--moves" {
            show_moves = true;
            continue;
        }
        let value = rest
            .next()
            .ok_or_else(|| format!("match: {flag} needs a value"))?;
        match flag {
            "--variant" => variant_name = value.to_string(),
            "--games" => {
                games = value.parse().ok().filter(|n| *n > 0).ok_or_else(|| {
                    format!("match: --games needs a positive whole number, not {value:?}")
                })?
            }
            "--a" => a = Player::parse(value).map_err(|e| format!("match: --a: {e}"))?,
            "--b" => b = Player::parse(value).map_err(|e| format!("match: --b: {e}"))?,
            "--openings" => {
                opening_plies = value.parse().ok().filter(|n| *n <= 40).ok_or_else(|| {
                    format!("match: --openings needs a number of plies from 0 to 40, not {value:?}")
                })?
            }
            "--seed" => {
                seed = value
                    .parse()
                    .map_err(|_| format!("match: --seed needs a whole number, not {value:?}"))?
            }
            other => {
                return Err(format!(
                    "match: unknown option {other:?} (--variant, --games, --a, --b, --seed, --openings, --moves)"
                ));
            }
        }
    }
    let variant = Variant::builtin(&variant_name).ok_or_else(|| {
        format!("match: unknown variant {variant_name:?} (asalto, assaut, grand-assaut)")
    })?;
    println!(
        "match {} A {a} B {b} games {games} seed {seed}",
        variant.name()
    );
    let (mut a_points, mut a_wins, mut b_wins, mut draws) = (0.0, 0, 0, 0);
    for index in 0..games {
        let started = Instant::now();
        let played = play_game(&variant, &a, &b, index, seed, opening_plies);
        let points = played.a_points();
        a_points += points;
        match points {
            1.0 => a_wins += 1,
            0.0 => b_wins += 1,
            _ => draws += 1,
        }
        let a_side = match played.a_side {
            asalto_engine::Side::Officers => "officers",
            asalto_engine::Side::Attackers => "attackers",
        };
        println!(
            "game {} A {a_side} result {} ({:?}) plies {} A {points} time {:.1} s slowest move A {} ms B {} ms",
            index + 1,
            played.outcome.result_word(),
            played.outcome.reason,
            played.game.plies().len(),
            started.elapsed().as_secs_f64(),
            played.slowest_ms[0],
            played.slowest_ms[1]
        );
        if show_moves {
            let texts: Vec<&str> = played
                .game
                .plies()
                .iter()
                .map(|p| p.text.as_str())
                .collect();
            println!("  moves {}", texts.join(" "));
        }
    }
    let b_points = games as f64 - a_points;
    println!(
        "score A {a_points} - B {b_points} (A {:.1}%) wins A {a_wins} draws {draws} wins B {b_wins}",
        100.0 * a_points / games as f64
    );
    Ok(())
}

//! `asalto-engine`: perft, legal moves, benchmarks, the engine protocol and engine matches.

use std::process::ExitCode;
use std::time::Instant;

use asalto_engine::{Variant, position_or_variant};

const USAGE: &str = "usage: asalto-engine perft <depth> <position> | moves <position> | bench
  <position> is an APN string (one argument, quoted) or a variant name: asalto, assaut, grand-assaut";

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
    let words: Vec<&str> = args.iter().map(String::as_str).collect();
    match words.as_slice() {
        ["perft", depth, position] => perft(depth, position),
        ["moves", position] => moves(position),
        ["bench"] => {
            bench();
            Ok(())
        }
        ["help" | "--help" | "-h"] => {
            println!("{USAGE}");
            Ok(())
        }
        [] => Err(format!("no command\n{USAGE}").replace('\n', "; ")),
        _ => Err(format!("bad arguments {:?}; {}", args.join(" "), USAGE.replace('\n', ";"))),
    }
}

fn perft(depth: &str, position: &str) -> Result<(), String> {
    let depth: u32 = depth
        .parse()
        .ok()
        .filter(|d| *d <= 32)
        .ok_or_else(|| format!("the depth must be a whole number from 0 to 32, not {depth:?}"))?;
    let (variant, pos) = position_or_variant(position).map_err(|e| e.to_string())?;
    let mut total = 0;
    let mut out = String::new();
    for (text, count) in variant.perft_divide(&pos, depth) {
        out.push_str(&format!("{text} {count}\n"));
        total += count;
    }
    if depth == 0 {
        total = 1;
    }
    print!("{out}total {total}\n");
    Ok(())
}

fn moves(position: &str) -> Result<(), String> {
    let (variant, pos) = position_or_variant(position).map_err(|e| e.to_string())?;
    // The clock is part of the position: at the limit the game is drawn.
    let result = variant.winner(&pos).map(|o| o.result_word()).unwrap_or(
        if pos.clock >= variant.move_limit() { "draw" } else { "none" },
    );
    println!("result {result}");
    if result == "none" {
        let mut texts: Vec<String> = variant.legal_moves(&pos).iter().map(|m| variant.move_text(m)).collect();
        texts.sort();
        for t in texts {
            println!("{t}");
        }
    }
    Ok(())
}

/// Fixed positions for perft speed, with the depth searched.
const PERFT_BENCH: [(&str, u32); 4] = [
    ("asalto", 7),
    ("assaut", 8),
    ("grand-assaut", 5),
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
    println!("perft total: {all_nodes} nodes in {all_secs:.3} s = {:.1} Mnps", all_nodes as f64 / all_secs / 1e6);
}

fn variant_label(variant: &Variant, position: &str) -> String {
    if position == variant.name() { format!("{} start", variant.name()) } else { position.to_string() }
}

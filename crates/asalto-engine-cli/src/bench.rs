//! `bench`: perft and search speed on fixed positions.

use std::time::Instant;

use asalto_engine::job::Job;
use asalto_engine::search::{Analyser, Limits};
use asalto_engine::{Game, Variant, position_or_variant};

use crate::output::{Done, Out};

/// Fixed positions for perft speed, with the depth searched.
const PERFT_BENCH: [(&str, u32); 6] = [
    ("asalto", 8),
    ("asalto", 9),
    ("assaut", 8),
    ("assaut", 9),
    ("grand-assaut", 6),
    ("asalto o .../.O./RR..RRR/RRR.R.R/RR.RRRR/RRR/RRR 0", 6),
];

/// Positions for search speed: each variant just after a fixed placement.
const SEARCH_BENCH: [(&str, &str); 3] = [
    ("asalto", "@c7,e7"),
    ("assaut", "@c7,e7"),
    ("grand-assaut", "@c7,e7,g7"),
];
const SEARCH_BENCH_MS: u64 = 1_000;

pub fn run(out: &mut Out) -> Done {
    perft(out)?;
    search_speed(out)
}

fn perft(out: &mut Out) -> Done {
    out.line("perft speed (one thread):")?;
    let mut all_nodes = 0u64;
    let mut all_secs = 0f64;
    for (position, depth) in PERFT_BENCH {
        let (variant, pos) = position_or_variant(position).expect("bench positions are valid");
        let started = Instant::now();
        let nodes = variant.perft(&pos, depth);
        let secs = started.elapsed().as_secs_f64();
        all_nodes += nodes;
        all_secs += secs;
        out.line(format_args!(
            "  {:<60} depth {depth}: {nodes:>12} nodes in {secs:>7.3} s = {:>7.1} Mnps",
            label(&variant, position),
            nodes as f64 / secs / 1e6
        ))?;
    }
    out.line(format_args!(
        "perft total: {all_nodes} nodes in {all_secs:.3} s = {:.1} Mnps",
        all_nodes as f64 / all_secs / 1e6
    ))
}

fn label(variant: &Variant, position: &str) -> String {
    if position == variant.name() {
        format!("{} start", variant.name())
    } else {
        position.to_string()
    }
}

fn search_speed(out: &mut Out) -> Done {
    out.line(format_args!(
        "search speed ({SEARCH_BENCH_MS} ms a position, one thread):"
    ))?;
    let (mut all_nodes, mut all_secs) = (0u64, 0f64);
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
        let result = Analyser::new(&game)
            .limits(&limits)
            .run(&asalto_engine::job::StopFlag::default());
        let secs = started.elapsed().as_secs_f64();
        all_nodes += result.nodes;
        all_secs += secs;
        let best = result
            .best
            .map_or_else(|| "none".to_string(), |m| game.variant().move_text(&m));
        out.line(format_args!(
            "  {:<14} after {placement:<10}: depth {:>2}, {:>9} nodes in {secs:.3} s = {:>6.0} knps, best {best}, score {}",
            name,
            result.depth,
            result.nodes,
            result.nodes as f64 / secs / 1e3,
            result.score
        ))?;
    }
    out.line(format_args!(
        "search total: {all_nodes} nodes in {all_secs:.3} s = {:.0} knps",
        all_nodes as f64 / all_secs / 1e3
    ))
}

//! Perft speed beside a well-known fast chess move generator, in one process run, so that the
//! ratio holds however busy the machine is: `cargo run --release -p asalto-engine --example
//! perft_vs_cozy [rounds]`.
//!
//! Both count leaves with bulk counting at the last ply (cozy-chess's own `perft_bulk` example,
//! copied below). Each figure is the best of `rounds` runs (default 3), and the runs of the two
//! engines alternate. Leaves per second is the measure: a leaf is a legal move sequence of the
//! full depth in either game.

use std::time::Instant;

use asalto_engine::position_or_variant;
use cozy_chess::Board;

/// cozy-chess's perft with bulk counting (its `examples/perft.rs`).
fn cozy_perft(board: &Board, depth: u8) -> u64 {
    let mut nodes = 0;
    match depth {
        0 => nodes += 1,
        1 => {
            board.generate_moves(|moves| {
                nodes += moves.len() as u64;
                false
            });
        }
        _ => {
            board.generate_moves(|moves| {
                for mv in moves {
                    let mut board = board.clone();
                    board.play_unchecked(mv);
                    nodes += cozy_perft(&board, depth - 1);
                }
                false
            });
        }
    }
    nodes
}

/// Chess positions: the start, and "Kiwipete", the usual move generator test.
const CHESS: [(&str, &str, u8); 2] = [
    (
        "chess start",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        6,
    ),
    (
        "chess kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q2/PPPBBPPP/R3K2R w KQkq - 0 1",
        5,
    ),
];

const ASALTO: [(&str, u32); 6] = [
    ("asalto", 8),
    ("asalto", 9),
    ("assaut", 8),
    ("assaut", 9),
    ("grand-assaut", 6),
    ("grand-assaut", 7),
];

/// The best time of `rounds` runs, and the count (the same every run).
fn best_of(rounds: usize, mut run: impl FnMut() -> u64) -> (u64, f64) {
    let mut best = f64::INFINITY;
    let mut leaves = 0;
    for _ in 0..rounds {
        let started = Instant::now();
        leaves = run();
        best = best.min(started.elapsed().as_secs_f64());
    }
    (leaves, best)
}

fn main() {
    let rounds: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .filter(|&n| n > 0)
        .unwrap_or(3);
    // One round of each engine in turn, so a change in the machine's speed touches both.
    let mut chess: Vec<(u64, f64)> = vec![(0, f64::INFINITY); CHESS.len()];
    let mut ours: Vec<(u64, f64)> = vec![(0, f64::INFINITY); ASALTO.len()];
    for _ in 0..rounds {
        for (i, (_, fen, depth)) in CHESS.iter().enumerate() {
            let board: Board = fen.parse().expect("a valid FEN");
            let (n, t) = best_of(1, || cozy_perft(&board, *depth));
            chess[i] = (n, chess[i].1.min(t));
        }
        for (i, (name, depth)) in ASALTO.iter().enumerate() {
            let (variant, pos) = position_or_variant(name).expect("a built-in variant");
            let (n, t) = best_of(1, || variant.perft(&pos, *depth));
            ours[i] = (n, ours[i].1.min(t));
        }
    }
    let rate = |(n, t): (u64, f64)| n as f64 / t;
    println!("perft leaves per second, best of {rounds} (bulk counting, one thread)");
    for ((name, _, depth), &result) in CHESS.iter().zip(&chess) {
        println!(
            "  cozy-chess {name:<16} depth {depth}: {:>12} leaves {:>8.1} M/s",
            result.0,
            rate(result) / 1e6
        );
    }
    let reference = rate(chess[0]);
    for ((name, depth), &result) in ASALTO.iter().zip(&ours) {
        println!(
            "  asalto-engine {name:<13} depth {depth}: {:>12} leaves {:>8.1} M/s = {:.2} x cozy-chess (chess start)",
            result.0,
            rate(result) / 1e6,
            rate(result) / reference
        );
    }
}

//! The perft figures of `shared/perft.tsv`, reproduced by the library (the engine tool's tests,
//! `crates/asalto-engine-cli/tests/perft.rs`, reproduce them on the command line).

use asalto_engine::{Variant, position_or_variant};

mod common;
use common::{PERFT_TSV, perft_cases as cases};

#[test]
fn the_copy_matches_shared_perft_tsv() {
    let shared = concat!(env!("CARGO_MANIFEST_DIR"), "/../../../shared/perft.tsv");
    match std::fs::read_to_string(shared) {
        Ok(text) => assert_eq!(
            text, PERFT_TSV,
            "tests/perft.tsv is out of date with {shared}"
        ),
        Err(_) => eprintln!("{shared} is not here; testing the repository's copy only"),
    }
}

#[test]
fn library_reproduces_every_perft_figure() {
    let cases = cases();
    assert!(cases.len() >= 20);
    for (apn, depth, expected) in cases {
        let (variant, pos) = position_or_variant(&apn).unwrap();
        assert_eq!(
            variant.perft(&pos, depth),
            expected,
            "perft {depth} of {apn}"
        );
    }
}

#[test]
fn divide_sums_to_the_total_and_is_sorted() {
    for (apn, depth, expected) in cases() {
        let (variant, pos) = position_or_variant(&apn).unwrap();
        let divide = variant.perft_divide(&pos, depth.min(3));
        let texts: Vec<&String> = divide.iter().map(|(t, _)| t).collect();
        assert!(
            texts.windows(2).all(|w| w[0] < w[1]),
            "unsorted divide for {apn}"
        );
        if depth <= 3 {
            assert_eq!(divide.iter().map(|(_, n)| n).sum::<u64>(), expected);
        }
    }
}

#[test]
fn builtin_boards_have_the_rules_segment_counts() {
    let count = |name: &str| Variant::builtin(name).unwrap().segments().len();
    assert_eq!(count("asalto"), 72);
    assert_eq!(count("assaut"), 72);
    assert_eq!(count("grand-assaut"), 164);
}

/// Perft by playing every move, with no bulk counting at all.
fn plain_perft(variant: &Variant, pos: &asalto_engine::Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    variant
        .legal_moves(pos)
        .iter()
        .map(|mv| plain_perft(variant, &variant.play(pos, mv), depth - 1))
        .sum()
}

#[test]
fn bulk_counting_agrees_with_playing_every_move() {
    // Positions from random games of every variant, both sides to move: the counting shortcuts
    // for the last two plies (steps counted without being played, captures found from the
    // officers' jumps) must give what playing every move gives.
    let mut seed = 0x5EED_u64;
    let mut next = |n: usize| {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((seed >> 33) as usize) % n
    };
    let mut checked = 0;
    for variant in Variant::builtins() {
        for _ in 0..12 {
            let mut game = asalto_engine::Game::new(variant.clone());
            while game.outcome().is_none() && game.plies().len() < 90 {
                let moves = game.legal_moves();
                game.play(moves[next(moves.len())]).unwrap();
                if game.plies().len().is_multiple_of(5) {
                    let pos = *game.position();
                    for depth in 1..=3 {
                        assert_eq!(
                            variant.perft(&pos, depth),
                            plain_perft(variant, &pos, depth),
                            "perft {depth} of {}",
                            variant.to_apn(&pos)
                        );
                    }
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 300, "{checked}");
}

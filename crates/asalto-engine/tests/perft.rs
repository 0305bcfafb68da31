//! The perft figures of `shared/perft.tsv`, reproduced by the library and by the command-line tool.

use std::process::Command;

use asalto_engine::{Variant, position_or_variant};

/// A copy of `shared/perft.tsv` kept in the repository, so a clone tests without `shared/`.
const PERFT_TSV: &str = include_str!("perft.tsv");

fn cases() -> Vec<(String, u32, u64)> {
    PERFT_TSV
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|line| {
            let fields: Vec<&str> = line.split('\t').collect();
            assert_eq!(fields.len(), 3, "malformed perft line {line:?}");
            (
                fields[0].to_string(),
                fields[1].parse().unwrap(),
                fields[2].parse().unwrap(),
            )
        })
        .collect()
}

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

fn engine(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_asalto-engine"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn cli_perft_prints_sorted_moves_and_the_total() {
    for (apn, depth, expected) in cases().into_iter().filter(|c| c.2 < 100_000) {
        let (code, out, _) = engine(&["perft", &depth.to_string(), &apn]);
        assert_eq!(code, 0);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.last().unwrap(), &format!("total {expected}"), "{apn}");
        let moves = &lines[..lines.len() - 1];
        assert!(moves.windows(2).all(|w| w[0] < w[1]));
        let sum: u64 = moves
            .iter()
            .map(|l| l.rsplit(' ').next().unwrap().parse::<u64>().unwrap())
            .sum();
        assert_eq!(sum, expected);
    }
}

#[test]
fn cli_perft_accepts_a_variant_name() {
    let (code, out, _) = engine(&["perft", "1", "grand-assaut"]);
    assert_eq!(code, 0);
    assert_eq!(out.lines().count(), 681);
    assert!(out.starts_with("@b9,c7,c8 1\n"));
    assert!(out.ends_with("total 680\n"));
}

#[test]
fn cli_moves_prints_the_result_then_sorted_moves() {
    let (code, out, _) = engine(&["moves", "asalto"]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "result none");
    assert_eq!(lines.len(), 37);
    assert_eq!(lines[1], "@c5,c6");

    // Every fortress point is held: the rebels have won, and nobody moves.
    let (code, out, _) = engine(&[
        "moves",
        "asalto o RRR/RRR/RRRRRRR/...O.../......./.../... 0",
    ]);
    assert_eq!(code, 0);
    assert_eq!(out, "result rebels\n");

    // The clock at the move limit is a draw.
    let (_, out, _) = engine(&[
        "moves",
        "asalto o .../.O./RR..RRR/RRR.R.R/RR.RRRR/RRR/RRR 100",
    ]);
    assert_eq!(out, "result draw\n");
}

#[test]
fn cli_rejects_bad_input_with_one_line_and_status_2() {
    for args in [
        vec![],
        vec!["perft"],
        vec!["perft", "x", "asalto"],
        vec!["perft", "-1", "asalto"],
        vec!["perft", "2", "chess"],
        vec!["perft", "2", "asalto s ..."],
        vec![
            "moves",
            "asalto q .../.../RR...RR/RRRRRRR/RRRRRRR/RRR/RRR 0",
        ],
        vec![
            "moves",
            "asalto r .../.../RR...RR/RRRRRRR/RRRRRRR/RRR/RRX 0",
        ],
        vec!["frobnicate"],
    ] {
        let (code, out, err) = engine(&args);
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty(), "{args:?} printed {out:?}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err:?}");
    }
}

#[test]
fn builtin_boards_have_the_rules_segment_counts() {
    let count = |name: &str| Variant::builtin(name).unwrap().segments().len();
    assert_eq!(count("asalto"), 72);
    assert_eq!(count("assaut"), 72);
    assert_eq!(count("grand-assaut"), 164);
}

#[test]
fn cli_loads_a_variant_file() {
    let dir = std::env::temp_dir().join(format!("asalto-variant-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // Asalto with three officers, under a name of its own.
    let mut file = Variant::builtin("asalto").unwrap().file().clone();
    file.name = "asalto-three".into();
    file.officers = 3;
    let good = dir.join("three.ron");
    std::fs::write(
        &good,
        ron::ser::to_string_pretty(&file, Default::default()).unwrap(),
    )
    .unwrap();
    let good = good.to_str().unwrap();
    let (code, out, _) = engine(&["--variant-file", good, "perft", "1", "asalto-three"]);
    assert_eq!(code, 0);
    assert!(out.ends_with("total 84\n"), "C(9,3) placements: {out}");
    let (code, out, _) = engine(&[
        "--variant-file",
        good,
        "moves",
        "asalto-three r OOO/.../RR...RR/RRRRRRR/RRRRRRR/RRR/RRR 0",
    ]);
    assert_eq!(code, 0);
    assert!(out.starts_with("result none\n"));

    let bad = dir.join("bad.ron");
    std::fs::write(&bad, "(name: \"x\", officers: 2,\n broken").unwrap();
    for args in [
        vec!["--variant-file", bad.to_str().unwrap(), "perft", "1", "x"],
        vec![
            "--variant-file",
            "/nonexistent/file.ron",
            "perft",
            "1",
            "asalto",
        ],
        vec!["--variant-file"],
    ] {
        let (code, out, err) = engine(&args);
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty());
        assert_eq!(err.lines().count(), 1, "{err:?}");
    }
    std::fs::remove_dir_all(&dir).ok();
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

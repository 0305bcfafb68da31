//! The perft figures of `shared/perft.tsv` and the rules' moves on the command line.

use std::process::Command;

use asalto_engine::Variant;

#[path = "../../asalto-engine/tests/common/mod.rs"]
mod common;
mod run;

use common::perft_cases as cases;
use run::ENGINE;

fn engine(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(ENGINE).args(args).output().unwrap();
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

//! The tool's commands end to end: a game's review, a short match, the solver's proofs and
//! certificates, bad arguments.

use std::process::Command;

#[path = "../../asalto-engine/tests/common/mod.rs"]
mod common;
mod run;

use run::ENGINE;

#[test]
fn the_review_command_prints_a_line_per_move_and_the_counts() {
    let out = Command::new(ENGINE)
        .args([
            "review",
            "--nodes",
            "20000",
            "asalto o ..O/.../OR...../......./RRRRR../RRR/RRR 0 moves e7-d7",
        ])
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(out.status.success(), "{text}");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "review asalto nodes 20000 proof-nodes 5000: plies 1"
    );
    assert!(
        lines[1].starts_with("ply 1 officers e7-d7 best a5xc5 ")
            && lines[1].contains(" blunder: the officer on a5 could capture 1 and is huffed"),
        "{}",
        lines[1]
    );
    let (counts, accuracy) = lines[2].split_once(" accuracy ").unwrap();
    assert_eq!(
        counts,
        "officers best 0 good 0 inaccuracy 0 mistake 0 blunder 1"
    );
    // The officers stay ten attackers up after the blunder: the game was decided, and the
    // accuracy, from chances to win, says the blunder cost little.
    let accuracy: f64 = accuracy.parse().unwrap();
    assert!((90.0..100.0).contains(&accuracy), "{}", lines[2]);
    // A side without a move has no accuracy.
    assert_eq!(
        lines[3],
        "attackers best 0 good 0 inaccuracy 0 mistake 0 blunder 0"
    );
    // Bad input: one line, status 2.
    for bad in [
        vec!["review"],
        vec!["review", "--nodes", "0", "asalto"],
        vec!["review", "--level", "duke", "asalto"],
        vec!["review", "asalto moves d4-d9"],
    ] {
        let out = Command::new(ENGINE).args(&bad).output().unwrap();
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(out.status.code(), Some(2), "{bad:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{bad:?}: {err}");
    }
}

fn engine(args: &[&str]) -> (i32, String, String) {
    let out = std::process::Command::new(ENGINE)
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn the_command_line_proves_writes_and_checks() {
    let dir = std::env::temp_dir().join(format!("asalto-proof-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("proof.txt");
    let file = file.to_str().unwrap();
    let (code, out, _) = engine(&[
        "prove",
        "asalto r RRR/OR./RR.ORRR/RRRR.RR/R.RRR.R/R.R/R.R 3",
        "--certificate",
        file,
    ]);
    assert_eq!(code, 0);
    assert!(
        out.starts_with("proven win for attackers in 9 plies\nline e5-e6 "),
        "{out}"
    );
    let (code, out, _) = engine(&["check-proof", file]);
    assert_eq!(
        (code, out.trim()),
        (0, "proof checked: win for attackers in 9 plies, 21 moves")
    );
    // A line taken out of the file: refused, in one line.
    let text = std::fs::read_to_string(file).unwrap();
    let shorter: Vec<&str> = text.lines().filter(|l| l.trim() != "f4-e5").collect();
    std::fs::write(file, shorter.join("\n")).unwrap();
    let (code, _, err) = engine(&["check-proof", file]);
    assert_eq!(code, 2);
    assert!(
        err.contains("proof refused") && err.lines().count() == 1,
        "{err}"
    );
    for bad in [
        &["prove"][..],
        &["prove", "asalto", "--side", "rebels"],
        &["prove", "asalto", "--nodes", "0"],
        &["prove", "asalto", "--time", "soon"],
        &["prove", "nonsense"],
        &["prove", "asalto moves @c5,e5 z9-z8"],
        &["check-proof"],
        &["check-proof", "/no/such/file"],
        &["prove", "--resume", "/no/such/file"],
        &["prove", "asalto", "--progress", "-1"],
        &["prove", "asalto", "--save-table"],
        &["prove", "asalto", "--save-table", "/no/such/dir/table"],
        &["prove", "--resume", file],
    ] {
        let (code, _, err) = engine(bad);
        assert_eq!(code, 2, "{bad:?}");
        assert_eq!(err.lines().count(), 1, "{bad:?}: {err}");
    }
    let (code, out, _) = engine(&["prove", "asalto", "--nodes", "2000"]);
    assert_eq!(code, 0);
    assert!(
        out.starts_with("unknown: unknown after 2000 nodes"),
        "{out}"
    );
    // A long run saved, then resumed from its table: it goes on counting, and proves.
    let table = dir.join("table.bin");
    let table = table.to_str().unwrap();
    let break_in = "asalto r RRR/OR./RR.ORRR/RRRR.RR/R.RRR.R/R.R/R.R 3";
    let (code, out, _) = engine(&["prove", break_in, "--nodes", "30", "--save-table", table]);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains("table saved to") && out.contains("unknown"),
        "{out}"
    );
    let (code, out, _) = engine(&["prove", "--resume", table, "--progress", "0.001"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("progress nodes "), "{out}");
    assert!(out.contains("proven win for attackers in 9 plies"), "{out}");
    assert!(out.contains("(in all, with the saved search: "), "{out}");
    let (code, _, err) = engine(&["prove", "--resume", table, "--side", "officers"]);
    assert_eq!((code, err.lines().count()), (2, 1), "{err}");
    let (code, _, err) = engine(&["prove", break_in, "--resume", table]);
    assert_eq!((code, err.lines().count()), (2, 1), "{err}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn bad_arguments_exit_with_status_2_and_one_line() {
    for args in [
        &["match", "--games", "zero"][..],
        &["match", "--a", "admiral"],
        &["match", "--variant", "chess"],
        &["match", "--games"],
        &["match", "--b", "depth:deep"],
        &["protocol", "extra"],
    ] {
        let out = Command::new(ENGINE).args(args).output().expect("runs");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
    }
}

#[test]
fn a_short_match_reports_a_score() {
    let out = Command::new(ENGINE)
        .args([
            "match",
            "--variant",
            "assaut",
            "--games",
            "2",
            "--a",
            "depth:2",
            "--b",
            "random",
            "--seed",
            "3",
        ])
        .output()
        .expect("runs");
    assert!(out.status.success());
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        stdout.lines().filter(|l| l.starts_with("game ")).count(),
        2,
        "{stdout}"
    );
    assert!(
        stdout
            .lines()
            .last()
            .is_some_and(|l| l.starts_with("score A ")),
        "{stdout}"
    );
}

#[test]
fn every_opening_is_tried_for_both_sides() {
    let dir = std::env::temp_dir().join(format!("asalto-openings-{}", std::process::id()));
    let certs = dir.to_str().unwrap();
    // Asalto's placements and a move of each side after them: some officers' moves already
    // let the rebels break in by force.
    let (code, out, err) = engine(&[
        "prove-openings",
        "--variant",
        "asalto",
        "--plies",
        "3",
        "--nodes",
        "1000",
        "--certificates",
        certs,
    ]);
    assert_eq!(code, 0, "{err}");
    let openings: Vec<&str> = out.lines().filter(|l| l.starts_with("opening ")).collect();
    let header = out.lines().next().unwrap();
    assert!(
        header.contains(&format!(": {} positions", openings.len())),
        "{header}"
    );
    assert!(openings.len() > 100, "{}", openings.len());
    let wins = openings.iter().filter(|l| l.contains(" win ")).count();
    assert!(wins >= 5, "{wins} wins");
    // Every win written is accepted by the checker.
    let written: Vec<_> = std::fs::read_dir(&dir).unwrap().collect();
    assert_eq!(written.len(), wins);
    for file in written {
        let path = file.unwrap().path();
        let (code, out, err) = engine(&["check-proof", path.to_str().unwrap()]);
        assert_eq!(code, 0, "{err}");
        assert!(out.starts_with("proof checked: win for"), "{out}");
    }
    assert!(out.contains("attackers: proven ") && out.contains("officers: proven "));
    for bad in [
        &["prove-openings", "--plies", "9"][..],
        &["prove-openings", "--variant", "chess"],
        &["prove-openings", "--nodes"],
    ] {
        let (code, _, err) = engine(bad);
        assert_eq!((code, err.lines().count()), (2, 1), "{bad:?}: {err}");
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// The puzzles' difficulties kept in the engine are what `puzzle-ratings` measures now (the
/// levels' moves are bounded by positions, so every machine agrees); a variant without rated
/// levels is refused in one line.
#[test]
fn puzzle_ratings_reproduce_the_kept_difficulties() {
    let kept = include_str!("../../asalto-engine/puzzles/ratings.txt");
    let (code, out, err) = engine(&["puzzle-ratings", "--variant", "assaut", "--seeds", "16"]);
    assert_eq!(code, 0, "{err}");
    let measured: Vec<&str> = out.lines().collect();
    assert_eq!(
        measured.iter().filter(|l| l.starts_with("rated ")).count(),
        24
    );
    let start = kept
        .lines()
        .position(|l| l.ends_with("--variant assaut --seeds 16"))
        .expect("L'Assaut's lines are kept");
    let kept: Vec<&str> = kept.lines().skip(start).take(measured.len()).collect();
    assert_eq!(kept, measured);
    let (code, _, err) = engine(&["puzzle-ratings", "--variant", "grand-assaut"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("rated levels") && err.lines().count() == 1,
        "{err}"
    );
}

/// The levels' ratings kept in the engine, read back by `ratings`, come out line for line as
/// they were printed; a new part of a step's match added to them adds its pairs to that step
/// and leaves the levels below as they were.
#[test]
fn kept_ratings_read_back_reproduce_themselves_and_grow_by_a_new_part() {
    let kept_path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../asalto-engine/src/search/level-ratings.txt"
    );
    let kept = std::fs::read_to_string(kept_path).unwrap();
    let lines = |text: &str| {
        let mut lines: Vec<String> = text
            .lines()
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .map(str::to_string)
            .collect();
        lines.sort();
        lines
    };
    let (code, out, err) = engine(&["ratings", kept_path]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(lines(&out), lines(&kept));

    // The pairs a level's line says its step was measured from.
    let step_of = |text: &str, level: &str| -> (String, [u32; 3]) {
        let line = text
            .lines()
            .find(|l| l.starts_with(&format!("ratings asalto {level} ")))
            .unwrap_or_else(|| panic!("no {level} in {text}"))
            .to_string();
        let words: Vec<&str> = line.split_whitespace().collect();
        let at = words.iter().position(|w| *w == "(won").expect("a step");
        let n = |i: usize| words[at + i].trim_end_matches(')').parse().unwrap();
        let counts = [n(1), n(3), n(5)];
        (line.clone(), counts)
    };
    let part = std::env::temp_dir().join(format!("asalto-colonel-{}.txt", std::process::id()));
    std::fs::write(
        &part,
        "match asalto A major B colonel pairs 10 seed 1 book x jobs 1\n\
         pairs A won 2 tied 1 lost 7 score 25.0% (95% CI 9-52%)\n",
    )
    .unwrap();
    let (code, out, err) = engine(&["ratings", kept_path, part.to_str().unwrap()]);
    std::fs::remove_file(&part).ok();
    assert_eq!(code, 0, "{err}");
    let (_, [won, tied, lost]) = step_of(&kept, "colonel");
    let (grown, counted) = step_of(&out, "colonel");
    assert_eq!(counted, [won + 7, tied + 1, lost + 2], "{grown}");
    assert_eq!(step_of(&out, "major").0, step_of(&kept, "major").0);
}

//! The puzzles that come with the engine: each one's key is confirmed by a search deeper than
//! the one that found it, no other move does as well, and a player's try is judged by the goal.

use asalto_engine::job::Job;
use asalto_engine::job::StopFlag;

use asalto_engine::Variants;
use asalto_engine::search::puzzle::{self, Goal, ONLY_GAP, Puzzle};
use asalto_engine::search::{Analyser, Limits, MATE, MATE_BOUND, Review, Verdict};

/// The confirming search of `asalto-engine puzzles` (10 × the 100,000 nodes that found them).
fn deeper() -> Limits {
    Limits {
        nodes: Some(1_000_000),
        ..Limits::default()
    }
}

const VARIANTS: [&str; 4] = ["asalto", "assaut", "grand-assaut", "fox-geese-13"];

const FILES: [(&str, &str); 4] = [
    ("asalto", include_str!("../puzzles/asalto.txt")),
    ("assaut", include_str!("../puzzles/assaut.txt")),
    ("grand-assaut", include_str!("../puzzles/grand-assaut.txt")),
    ("fox-geese-13", include_str!("../puzzles/fox-geese-13.txt")),
];

#[test]
fn every_shipped_line_reads_and_is_written_back_the_same() {
    for (variant, text) in FILES {
        let read = puzzle::parse_all(text, &Variants::default()).unwrap();
        let lines: Vec<&str> = text
            .lines()
            .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
            .collect();
        assert_eq!(read.len(), lines.len(), "{variant}");
        for (p, line) in read.iter().zip(lines) {
            assert_eq!(p.to_string(), line.trim());
            assert_eq!(p.game.variant().name(), variant);
        }
    }
}

#[test]
fn every_variant_has_its_puzzles_and_there_are_ninety_at_least() {
    let mut total = 0;
    for v in VARIANTS {
        let puzzles = puzzle::builtin(v);
        assert!(puzzles.len() >= 24, "{v}: {} puzzles", puzzles.len());
        // Easiest first, and each one reads back as it is written.
        assert!(puzzles.windows(2).all(|w| w[0].depth <= w[1].depth));
        for p in &puzzles {
            let again = Puzzle::parse(&p.to_string(), &Variants::default()).unwrap();
            assert_eq!(again.to_string(), p.to_string());
        }
        total += puzzles.len();
    }
    assert!(total >= 96, "{total} puzzles");
}

#[test]
fn every_puzzle_has_one_clearly_best_move_at_a_deeper_search() {
    let stop = StopFlag::default();
    for v in VARIANTS {
        for p in puzzle::builtin(v) {
            let (result, within) = {
                let mut analyser = Analyser::new(&p.game).limits(&deeper()).margin(ONLY_GAP);
                let result = analyser.run(&stop);
                (result, analyser.candidates())
            };
            assert_eq!(result.best, Some(p.key()), "{p}");
            // Deeper than the iteration that found it, unless the win is already proven there
            // (a forced result within the horizon is exact).
            let proven = MATE - result.score.abs() <= result.depth as i32;
            assert!(
                result.depth > p.depth || (p.goal == Goal::Win && proven),
                "{p}: depth {}",
                result.depth
            );
            let others: Vec<_> = within.iter().filter(|c| c.mv != p.key()).collect();
            match p.goal {
                Goal::Win => {
                    assert!(result.score >= MATE_BOUND, "{p}: {}", result.score);
                    assert!(others.iter().all(|c| c.score < MATE_BOUND), "{p}");
                }
                Goal::Only => assert!(others.is_empty(), "{p}: {others:?}"),
                Goal::Better => panic!("{p}: a built-in puzzle is never a mistake to practise"),
            }
        }
    }
}

#[test]
fn only_the_key_solves_a_puzzle_when_judged_as_it_was_found() {
    let stop = StopFlag::default();
    // The finding search's budget (`asalto-engine puzzles`' default --nodes).
    let judge = Limits {
        nodes: Some(100_000),
        ..Limits::default()
    };
    for v in VARIANTS {
        for p in puzzle::builtin(v).iter().take(4) {
            assert!(p.check(p.key(), &judge).run(&stop), "{p}");
            for m in p.game.legal_moves() {
                assert!(m == p.key() || !p.check(m, &judge).run(&stop), "{p}: {m:?}");
            }
        }
    }
}

#[test]
fn any_move_that_also_wins_solves_a_win_puzzle() {
    // Officers to move, 9 rebels, two captures: each leaves 8 and wins at once.
    let variants = Variants::default();
    let line = "asalto o .O./.../..RO.../...R.../......R/RRR/RRR 0 goal win depth 1 solution d5xd3";
    let p = Puzzle::parse(line, &variants).unwrap();
    let limits = Limits {
        nodes: Some(10_000),
        ..Limits::default()
    };
    let stop = StopFlag::default();
    let other = p
        .game
        .variant()
        .parse_move(p.game.position(), "d5xb5")
        .unwrap();
    assert!(p.check(p.key(), &limits).run(&stop) && p.check(other, &limits).run(&stop));
    let legal = p.game.legal_moves();
    assert!(legal.iter().any(|&m| !p.check(m, &limits).run(&stop)));
}

#[test]
fn a_bad_puzzle_line_says_what_is_wrong() {
    let variants = Variants::default();
    let good = "asalto r RRR/ROR/RR.ORRR/RRRR.RR/R.RRR../R.R/.RR 3 goal win depth 1 solution c4-c5";
    assert!(Puzzle::parse(good, &variants).is_ok());
    for (bad, says) in [
        (
            "asalto r RRR/ROR/RR.ORRR/RRRR.RR/R.RRR../R.R/.RR 3",
            "goal win|only",
        ),
        (
            &good.replace("goal win", "goal draw"),
            "goal is win, only or better",
        ),
        (
            &good.replace("depth 1", "depth one"),
            "depth is a whole number",
        ),
        (&good.replace("c4-c5", "c4-c9"), "solution move"),
        (&good.replace(" c4-c5", ""), "needs its solution"),
        (&good.replace(" solution", " answer"), "expected"),
        (&good.replace("RRR/ROR", "RRR/RXR"), "X"),
    ] {
        let err = Puzzle::parse(bad, &variants).unwrap_err().to_string();
        assert!(err.contains(says) && !err.contains('\n'), "{bad}: {err}");
    }
    let err = puzzle::parse_all(&format!("# c\n{good}\n\nnonsense goal\n"), &variants)
        .unwrap_err()
        .to_string();
    assert!(err.starts_with("line 4: "), "{err}");
}

/// A mistake to practise reads back from its line, and any move about as good as the engine's
/// choice counts while the move played does not.
#[test]
fn a_mistake_to_practise_is_a_better_puzzle() {
    let variants = Variants::default();
    // The officer on a5 can take b5; the other officer steps instead (e7-d7) and a5 is huffed.
    let game = variants
        .start("asalto o ..O/.../OR...../......./RRRRR../RRR/RRR 0 moves e7-d7")
        .unwrap()
        .game;
    let stop = StopFlag::default();
    let limits = Limits {
        nodes: Some(20_000),
        ..Limits::default()
    };
    let mut review = Review::new(&game, limits.clone());
    review.run(&stop);
    let mistake = &review.moves()[0];
    assert_eq!(mistake.verdict, Verdict::Blunder);
    let p = Puzzle::from_mistake(&game, mistake).expect("a blunder to practise");
    assert_eq!(p.goal, Goal::Better);
    assert_eq!(*p.game.position(), *game.position_after(0));
    let again = Puzzle::parse(&p.to_string(), &variants).unwrap();
    assert_eq!((again.goal, again.key()), (Goal::Better, p.key()));
    assert!(p.check(p.key(), &limits).run(&stop));
    assert!(!p.check(mistake.played, &limits).run(&stop));
    // A move the review found no fault with is nothing to practise.
    let mut fine = mistake.clone();
    fine.verdict = Verdict::Good;
    assert!(Puzzle::from_mistake(&game, &fine).is_none());
}

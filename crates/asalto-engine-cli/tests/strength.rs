//! What measuring strength rests on: starts read from text and books, the fair-start books that
//! come with the engine, root candidates, the time-limit flag, contempt for draws, and the
//! `match`, `gauntlet` and `book` commands through the real binary.

use asalto_engine::job::Job;
use asalto_engine::job::StopFlag;
use std::process::Command;

use asalto_engine::search::{Analyser, LevelMove, Limits, MATE_BOUND, Style, Traps, Weights};
use asalto_engine::{Book, BookError, Game, StartError, Variant, Variants};

const ENGINE: &str = env!("CARGO_BIN_EXE_asalto-engine");

fn run(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(ENGINE).args(args).output().expect("runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn a_start_is_a_position_and_the_moves_from_it() {
    let known = Variants::default();
    let start = known.start("asalto moves @c5,c6 d4-d5").unwrap();
    assert_eq!(start.game.plies().len(), 2);
    assert_eq!(start.text, "asalto moves @c5,c6 d4-d5");
    let apn = "assaut o ..O/.../..O..RR/..R..RR/R....RR/R../... 0";
    assert_eq!(
        known.start(apn).unwrap().game.start(),
        known.start(apn).unwrap().game.position()
    );
    match known.start("asalto moves @c5,c6 d4-d9") {
        Err(StartError::Move { number: 2, .. }) => {}
        other => panic!("{other:?}"),
    }
    let message = known
        .start("asalto moves @c5,c6 d4-d9")
        .unwrap_err()
        .to_string();
    assert!(message.starts_with("move 2 (\"d4-d9\"):"), "{message}");
    assert_eq!(
        known.start("moves d4-d5").unwrap_err(),
        StartError::NoPosition
    );
    assert!(matches!(known.start("chess"), Err(StartError::Position(_))));
}

#[test]
fn a_book_is_one_variant_of_playable_starts() {
    let known = Variants::default();
    let book = Book::parse("# comment\n\nasalto moves @c5,c6 # why\nasalto\n", &known).unwrap();
    assert_eq!(book.variant().name(), "asalto");
    assert_eq!(book.starts().len(), 2);
    assert_eq!(
        Book::parse("asalto\nassaut\n", &known).unwrap_err(),
        BookError::OtherVariant {
            line: 2,
            found: "assaut".into(),
            expected: "asalto".into()
        }
    );
    assert_eq!(
        Book::parse("# nothing\n", &known).unwrap_err(),
        BookError::Empty
    );
    let over = "asalto r RRR/RRR/..R.R../...R.../O.....O/.../... 0 moves d4-d5";
    assert_eq!(
        Book::parse(over, &known).unwrap_err(),
        BookError::Over { line: 1 }
    );
    let bad = Book::parse("asalto\nasalto moves x", &known).unwrap_err();
    assert!(bad.to_string().starts_with("line 2: move 1"), "{bad}");
}

#[test]
fn the_fair_start_books_come_with_the_engine() {
    let sieges = Variant::builtins()
        .iter()
        .filter(|v| v.family() == asalto_engine::Family::Siege);
    for variant in sieges {
        let book = Book::builtin(variant.name()).expect("a book for every siege game");
        assert_eq!(book.variant().name(), variant.name());
        assert!(
            book.starts().len() >= 50,
            "{}: {}",
            variant.name(),
            book.starts().len()
        );
        assert_eq!(
            different_starts(&book),
            book.starts().len(),
            "{}: every start differs",
            variant.name()
        );
    }
}

/// Asalto's larger book (for measuring the officers) reads, has its 120 starts and repeats none.
#[test]
fn the_larger_asalto_book_has_120_different_starts() {
    let book = Book::parse(
        include_str!("../../asalto-engine/books/asalto-120.txt"),
        &asalto_engine::Variants::default(),
    )
    .expect("the book reads");
    assert_eq!(book.variant().name(), "asalto");
    assert_eq!((book.starts().len(), different_starts(&book)), (120, 120));
}

/// How many of a book's starts are different positions.
fn different_starts(book: &Book) -> usize {
    let mut positions: Vec<String> = book
        .starts()
        .iter()
        .map(|s| book.variant().to_apn(s.game.position()))
        .collect();
    positions.sort();
    positions.dedup();
    positions.len()
}

#[test]
fn candidates_are_the_moves_within_the_margin_best_first() {
    let game = Game::new(Variant::builtin("assaut").unwrap());
    let stop = StopFlag::default();
    let limits = Limits {
        depth: Some(4),
        ..Limits::default()
    };
    let (result, within) = {
        let mut analyser = Analyser::new(&game).limits(&limits).margin(40);
        let result = analyser.run(&stop);
        (result, analyser.candidates())
    };
    assert!(!within.is_empty());
    assert_eq!(Some(within[0].mv), result.best);
    assert_eq!(within[0].score, result.score);
    for pair in within.windows(2) {
        assert!(pair[0].score >= pair[1].score);
    }
    assert!(within.iter().all(|c| c.score >= result.score - 40));
    // A plain search to the same depth finds the same best score.
    let plain = Analyser::new(&game).limits(&limits).run(&stop);
    assert_eq!(plain.score, result.score);
    // Margin 0: only moves as good as the best.
    let (_, best_only) = {
        let mut analyser = Analyser::new(&game).limits(&limits).margin(0);
        let result = analyser.run(&stop);
        (result, analyser.candidates())
    };
    assert!(best_only.iter().all(|c| c.score == result.score));
}

#[test]
fn a_search_says_when_the_clock_cut_it_short() {
    let game = Game::new(Variant::builtin("grand-assaut").unwrap());
    let stop = StopFlag::default();
    let by_clock = Limits {
        movetime_ms: Some(1),
        ..Limits::default()
    };
    // Nothing but the clock can end this search (no forced result is near).
    assert!(Analyser::new(&game).limits(&by_clock).run(&stop).timed_out);
    let by_nodes = Limits {
        nodes: Some(2_000),
        movetime_ms: Some(60_000),
        ..Limits::default()
    };
    assert!(!Analyser::new(&game).limits(&by_nodes).run(&stop).timed_out);
}

/// A position where every move of the officers draws by the move limit,
/// and a search deep enough to see it. The officers are far behind there (24 attackers).
fn every_move_draws() -> (Game, Limits) {
    let game = Variants::default()
        .start("asalto o .../.O./RR.O.RR/RRRRRRR/RRRRRRR/RRR/RRR 99")
        .unwrap()
        .game;
    let limits = Limits {
        depth: Some(2),
        ..Limits::default()
    };
    (game, limits)
}

#[test]
fn contempt_makes_a_draw_worth_less_to_the_side_searching() {
    let (game, limits) = every_move_draws();
    let stop = StopFlag::default();
    let even = Analyser::new(&game).limits(&limits).run(&stop);
    assert_eq!(even.score, 0);
    let weights = Weights {
        contempt: 30,
        ..Weights::DEFAULT
    };
    let scorned = Analyser::new(&game)
        .limits(&limits)
        .weights(&weights)
        .run(&stop);
    assert_eq!(scorned.score, -30);
    assert!(scorned.score.abs() < MATE_BOUND);
}

#[test]
fn attackers_contempt_leaves_the_officers_draw_even() {
    let (game, limits) = every_move_draws();
    let stop = StopFlag::default();
    let weights = Weights {
        attackers_contempt: 40,
        ..Weights::DEFAULT
    };
    // The officers search here: a draw stays even for them.
    assert_eq!(
        Analyser::new(&game)
            .limits(&limits)
            .weights(&weights)
            .run(&stop)
            .score,
        0
    );
}

#[test]
fn draw_deficit_makes_a_draw_worth_part_of_the_deficit() {
    let (game, limits) = every_move_draws();
    let stop = StopFlag::default();
    let with = |percent| {
        let weights = Weights {
            draw_deficit: percent,
            ..Weights::DEFAULT
        };
        Analyser::new(&game)
            .limits(&limits)
            .weights(&weights)
            .run(&stop)
            .score
    };
    let (half, whole) = (with(50), with(100));
    assert!(
        half < 0,
        "a draw is worth less than even when behind: {half}"
    );
    assert!((whole - 2 * half).abs() <= 1, "{whole} is twice {half}");
    assert!(whole.abs() < MATE_BOUND);
}

#[test]
fn a_longer_game_makes_a_careless_level_careless_less_often() {
    // Always careless on a board of 24 attackers; about half as often with the Grand Jeu's 50.
    chooses_loosely_less_often_on_a_bigger_board(Style {
        margin: 0,
        blunder_percent: 100,
        traps: Traps::OFF,
    });
}

#[test]
fn a_longer_game_makes_a_loose_level_choose_loosely_less_often() {
    // A margin so wide that every move is a candidate, nearly uniformly.
    chooses_loosely_less_often_on_a_bigger_board(Style {
        margin: 1_000_000,
        blunder_percent: 0,
        traps: Traps::OFF,
    });
}

fn chooses_loosely_less_often_on_a_bigger_board(style: Style) {
    let limits = Limits {
        depth: Some(1),
        ..Limits::default()
    };
    let stop = StopFlag::default();
    let start = |name: &str| Book::builtin(name).unwrap().starts()[0].game.clone();
    let best_share = |name: &str| {
        let game = start(name);
        let best = Analyser::new(&game).limits(&limits).run(&stop).best;
        let seeds = 400;
        let chose_best = (0..seeds)
            .filter(|&seed| {
                LevelMove::styled(&game, &limits, &Weights::DEFAULT, style, seed)
                    .timed()
                    .run(&stop)
                    .best
                    == best
            })
            .count();
        chose_best as f64 / seeds as f64
    };
    let moves = |name: &str| start(name).legal_moves().len() as f64;
    // Loose and careless moves are (about) uniform over the moves, so the best comes up 1/n of
    // the time.
    let asalto = best_share("asalto");
    assert!(
        asalto < 2.5 / moves("asalto"),
        "asalto chose its best {asalto}"
    );
    let grand = best_share("grand-assaut");
    let expected = 26.0 / 50.0 + 24.0 / 50.0 / moves("grand-assaut");
    assert!(
        (grand - expected).abs() < 0.08,
        "grand chose its best {grand}, not {expected}"
    );
}

fn temp_book(name: &str, text: &str) -> String {
    let path = std::env::temp_dir().join(format!("asalto-test-{}-{name}", std::process::id()));
    std::fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}

/// The lines of a command's output without the times, which vary from run to run.
fn timeless(out: &str) -> Vec<String> {
    out.lines()
        .filter(|l| !l.starts_with("time-capped"))
        .map(|l| {
            l.split(" time ")
                .next()
                .unwrap()
                .replace("jobs 2", "jobs 1")
        })
        .collect()
}

#[test]
fn a_match_plays_side_swapped_pairs_from_a_book() {
    let book = temp_book(
        "pairs.txt",
        "assaut moves @c7,e7\nassaut o ..O/.../..O..RR/..R..RR/R....RR/R../... 0\n",
    );
    let args = [
        "match", "--book", &book, "--a", "depth:2", "--b", "random", "--moves",
    ];
    let (ok, out, err) = run(&args);
    assert!(ok, "{err}");
    assert!(
        out.starts_with("match assaut A depth:2 B random pairs 2 "),
        "{out}"
    );
    assert!(out.contains(&format!("book {book} (2 starts)")), "{out}");
    let games: Vec<&str> = out.lines().filter(|l| l.starts_with("game ")).collect();
    assert_eq!(games.len(), 4);
    assert!(games[0].contains(" A officers ") && games[1].contains(" A attackers "));
    assert!(out.lines().any(|l| l.starts_with("pair 1 start 1 A ")));
    assert!(out.lines().any(|l| l.starts_with("pair 2 start 2 A ")));
    let pairs = out
        .lines()
        .find(|l| l.starts_with("pairs A won "))
        .expect("pair score");
    assert!(pairs.contains("(95% CI "), "{pairs}");
    assert!(out.lines().last().unwrap().starts_with("score A "));
    // The same games on two threads.
    let mut two = args.to_vec();
    two.extend(["--jobs", "2"]);
    let (ok, out2, _) = run(&two);
    assert!(ok);
    assert_eq!(timeless(&out), timeless(&out2));
    // A book of another variant than asked for, and odd game counts, are refused.
    for bad in [
        vec!["match", "--book", book.as_str(), "--variant", "asalto"],
        vec!["match", "--games", "3"],
        vec!["match", "--book", "/nonexistent/book.txt"],
        vec!["match", "--book", book.as_str(), "--openings", "4"],
        vec!["match", "--jobs", "0"],
    ] {
        let (ok, _, err) = run(&bad);
        assert!(!ok && err.lines().count() == 1, "{bad:?}: {err}");
    }
}

#[test]
fn a_gauntlet_compares_players_start_by_start() {
    let (ok, out, err) = run(&[
        "gauntlet",
        "--variant",
        "assaut",
        "--side",
        "attackers",
        "--against",
        "depth:1",
        "--player",
        "random",
        "--player",
        "depth:2",
        "--rounds",
        "3",
        "--openings",
        "2",
    ]);
    assert!(ok, "{err}");
    assert_eq!(out.lines().filter(|l| l.starts_with("round ")).count(), 6);
    assert!(
        out.lines().any(|l| l.starts_with("player random wins ")),
        "{out}"
    );
    assert!(
        out.lines()
            .any(|l| l.starts_with("compared depth:2 with random won ")),
        "{out}"
    );
    let (ok, _, err) = run(&["gauntlet", "--side", "rebels", "--player", "random"]);
    assert!(
        !ok && err.contains("[possible values: officers, attackers]"),
        "{err}"
    );
    let (ok, _, err) = run(&["gauntlet"]);
    assert!(!ok && err.contains("--player"), "{err}");
}

#[test]
fn the_book_command_writes_a_book_that_reads_back() {
    let (ok, out, err) = run(&[
        "book",
        "--variant",
        "assaut",
        "--count",
        "3",
        "--plies",
        "2-4",
        "--nodes",
        "3000",
        "--check-nodes",
        "6000",
        "--fair",
        "400",
    ]);
    assert!(ok, "{err}");
    assert!(
        out.lines()
            .any(|l| l.starts_with("# Made by: asalto-engine book --variant assaut --count 3 "))
    );
    let book = Book::parse(&out, &Variants::default()).expect("a readable book");
    assert_eq!(book.starts().len(), 3);
    for start in book.starts() {
        let plies = start.game.plies().len();
        assert!((2..=4).contains(&plies), "{}", start.text);
    }
    let (ok, _, err) = run(&["book", "--plies", "9-3"]);
    assert!(!ok && err.contains("--plies"), "{err}");
}

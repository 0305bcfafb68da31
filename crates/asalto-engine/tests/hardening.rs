//! The library's answers to unusual input and the rules questions a player's interface asks
//! (the engine-hardening issue, items 1, 5, 6, 7, 8 and 9 and its API list).

mod common;

use asalto_engine::job::Job;
use asalto_engine::job::StopFlag;

use asalto_engine::search::{Analyser, Level, LevelMove, Limits, MATE_BOUND};
use asalto_engine::{
    ApnError, Game, GameError, Move, MoveError, Position, Refusal, Variant, VariantError, Variants,
    parse_apn,
};
use common::variant;

fn point(v: &Variant, name: &str) -> asalto_engine::Point {
    v.point(name).expect("a point of the board")
}

// ------------------------------------------------------------------ 1: placements

#[test]
fn a_placement_naming_a_point_twice_is_refused() {
    let mut game = Game::new(variant("asalto"));
    let err = game.play_text("@c7,c7").expect_err("c7 twice");
    assert!(
        matches!(err, GameError::Move(MoveError::PlacementRepeats(p)) if p.to_string() == "c7"),
        "{err}"
    );
    assert!(game.plies().is_empty(), "nothing was played");
    game.play_text("@c5,c7")
        .expect("the intended placement is legal");
}

#[test]
fn a_placement_of_the_wrong_number_of_officers_is_refused() {
    let mut game = Game::new(variant("grand-assaut"));
    for (text, found) in [("@c7,e7", 2), ("@c7", 1), ("@c7,d7,e7,f7", 4)] {
        let err = game.play_text(text).expect_err(text);
        assert_eq!(
            err,
            GameError::Move(MoveError::PlacementCount { expected: 3, found }),
            "{text}"
        );
    }
    assert!(game.play_text("@c7,e7,g7").is_ok());
}

#[test]
fn a_saved_game_with_a_repeated_placement_point_does_not_load() {
    let record = asalto_engine::GameRecord {
        variant: "asalto".into(),
        start: "asalto s .../.../RR...RR/RRRRRRR/RRRRRRR/RRR/RRR 0".into(),
        moves: vec!["@c7,c7".into(), "d4-d5".into()],
    };
    let err = Game::from_record(&record).expect_err("refused");
    assert!(err.to_string().contains("move 1"), "{err}");
    assert!(err.to_string().contains("twice"), "{err}");
}

// ------------------------------------------------------------------ 5: the move limit

#[test]
fn a_step_that_reaches_the_move_limit_scores_as_a_draw_at_depth_one() {
    // Officers to move at clock 99 with no capture: every step makes the 100th ply, a draw.
    let (v, pos) = parse_apn("asalto o .../.O./RR.O.RR/RRRRRRR/RRRRRRR/RRR/RRR 99").unwrap();
    let game = Game::from_position(v.clone(), pos);
    assert!(game.legal_moves().iter().all(|m| !m.is_capture()));
    for depth in 1..=3 {
        let result = Analyser::new(&game)
            .limits(&Limits {
                depth: Some(depth),
                ..Limits::default()
            })
            .run(&StopFlag::default());
        assert_eq!(result.score, 0, "depth {depth}");
    }
}

#[test]
fn the_move_limit_does_not_hide_a_trapped_officer() {
    // Clock 99, rebels to move: e6-d6 (sideways, so the clock reaches 100) shuts the officer on
    // c7 in. The rules check "no legal move" before the move limit: a win, not a draw.
    let (v, pos) = parse_apn("asalto r ORR/R.R/..R.R../RRR..../......./.../... 99").unwrap();
    let game = Game::from_position(v, pos);
    let result = Analyser::new(&game)
        .limits(&Limits {
            depth: Some(1),
            ..Limits::default()
        })
        .run(&StopFlag::default());
    assert!(result.score >= MATE_BOUND, "{}", result.score);
}

// ------------------------------------------------------------------ 6: variant files

fn assaut_file_named(name: &str) -> String {
    let mut file = variant("assaut").file().clone();
    file.name = name.into();
    ron::ser::to_string_pretty(&file, Default::default()).unwrap()
}

#[test]
fn a_variant_file_cannot_take_a_known_name() {
    let mut known = Variants::default();
    assert_eq!(
        known.add_ron(&assaut_file_named("asalto")).map(|_| ()),
        Err(VariantError::NameTaken("asalto".into()))
    );
    known.add_ron(&assaut_file_named("mine")).unwrap();
    assert_eq!(
        known.add_ron(&assaut_file_named("mine")).map(|_| ()),
        Err(VariantError::NameTaken("mine".into()))
    );
    assert_eq!(
        known.position("asalto").unwrap().variant.title(),
        "Asalto",
        "the built-in variant is untouched"
    );
}

#[test]
fn a_point_on_no_line_is_refused() {
    let mut file = variant("assaut").file().clone();
    // a3 keeps its point but loses its lines.
    file.lines
        .retain(|l| !l.points.split_whitespace().any(|p| p == "a3"));
    file.lines.push(asalto_engine::variant::LineFile {
        points: "b3 c3 d3 e3 f3 g3".into(),
        attackers: Default::default(),
    });
    let err = Variant::new(file).expect_err("a3 is isolated");
    assert_eq!(err, VariantError::IsolatedPoint("a3".into()));
}

#[test]
fn a_point_beyond_file_w_is_refused() {
    let mut file = variant("assaut").file().clone();
    file.points = vec!["a1 b1 x1".into()];
    assert_eq!(
        Variant::new(file).map(|_| ()),
        Err(VariantError::FileLetter("x1".into()))
    );
}

#[test]
fn a_point_listed_twice_in_the_fortress_is_refused() {
    let mut file = variant("assaut").file().clone();
    file.fortress.push("c5".into());
    assert!(matches!(
        Variant::new(file),
        Err(VariantError::Repeated {
            what: "the fortress",
            ..
        })
    ));
}

// ------------------------------------------------------------------ 7: clear messages

#[test]
fn one_word_that_names_no_variant_says_so() {
    let known = Variants::default();
    for word in ["ASALTO", "chess", "asalto-"] {
        let err = known.position(word).expect_err(word);
        assert!(
            matches!(&err, ApnError::UnknownVariant { name, .. } if name == word),
            "{err}"
        );
        let text = err.to_string();
        assert!(text.contains("unknown variant"), "{text}");
        assert!(text.contains("asalto, assaut, grand-assaut"), "{text}");
    }
    assert!(matches!(known.position(""), Err(ApnError::Fields(_))));
}

#[test]
fn search_limits_out_of_range_are_refused_not_changed() {
    let mut limits = Limits::default();
    for (key, value) in [
        ("depth", "1000"),
        ("depth", "0"),
        ("nodes", "0"),
        ("movetime", "0"),
        ("depth", "-1"),
        ("nodes", "lots"),
        ("speed", "3"),
    ] {
        let err = limits.set(key, value).expect_err(key);
        assert!(!err.to_string().contains('\n'));
    }
    assert!(!limits.any(), "nothing was set");
    limits.set("depth", "64").unwrap();
    limits.set("nodes", "1").unwrap();
    assert_eq!((limits.depth, limits.nodes), (Some(64), Some(1)));
}

// ------------------------------------------------------------------ 8: no infinite score

#[test]
fn a_level_stopped_before_its_first_iteration_gives_no_infinite_score() {
    let mut game = Game::new(variant("grand-assaut"));
    game.play_text("@c7,e7,g7").unwrap();
    for level in Level::ALL {
        let result = LevelMove::new(&game, level, 1)
            .timed()
            .run(&StopFlag::stopped());
        assert_eq!(result.depth, 0);
        assert!(game.legal_moves().contains(&result.best.unwrap()));
        assert!(result.score.abs() < MATE_BOUND, "{level}: {}", result.score);
    }
}

// ------------------------------------------------------------------ 9: replay

#[test]
fn repetitions_are_counted_through_undo_and_redo() {
    let mut game = Game::new(variant("asalto"));
    game.play_text("@d7,e7").unwrap();
    // Rebels shuffle sideways on rank 5 while an officer steps back and forth: the position
    // after the 5th move is the one after the 1st, and so on.
    let moves = [
        "b5-c5", "d7-d6", "a5-b5", "d6-d7", "b5-a5", "d7-d6", "a5-b5", "d6-d7", "b5-a5",
    ];
    let expected = [1, 1, 1, 1, 2, 2, 2, 2, 3];
    for (m, count) in moves.iter().zip(expected) {
        game.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
        assert_eq!(game.repetitions(), count, "after {m}");
    }
    assert_eq!(
        game.outcome().map(|o| o.reason),
        Some(asalto_engine::EndReason::Repetition)
    );
    game.undo();
    assert_eq!(game.repetitions(), 2);
    assert!(game.outcome().is_none());
    game.redo();
    assert_eq!(game.repetitions(), 3);
    assert!(game.outcome().is_some());
}

#[test]
fn a_long_record_replays_to_the_same_positions() {
    // A variant where a game may run long: no move limit to speak of, many repetitions.
    let mut file = variant("asalto").file().clone();
    file.name = "asalto-long".into();
    file.move_limit = u16::MAX;
    file.repetitions = 200;
    let mut known = Variants::default();
    let v = known.add(Variant::new(file).unwrap()).unwrap();
    let mut game = Game::new(v);
    let mut rng = common::Lcg(11);
    while game.outcome().is_none() && game.plies().len() < 4_000 {
        let moves = game.legal_moves();
        // Prefer quiet moves, so the game goes on.
        let quiet: Vec<Move> = moves.iter().copied().filter(|m| !m.is_capture()).collect();
        let pool = if quiet.is_empty() { &moves } else { &quiet };
        game.play(pool[rng.below(pool.len())]).unwrap();
    }
    let replayed = Game::from_record_with(&game.record(), |name| known.get(name)).unwrap();
    assert_eq!(replayed.plies(), game.plies());
    assert_eq!(replayed.repetitions(), game.repetitions());
}

// ------------------------------------------------------------------ the rules questions

#[test]
fn refusals_name_the_rule() {
    let soldiers = "assaut r .../.O./RR.R.RR/RRRRRRR/RR.RRRR/RRR/RRR 0";
    let rebels = "asalto r .../.O./RR.R.RR/RRRRRR./RR.RRRR/RRR/RRR 0";
    let cases: [(&str, &str, &str, Refusal); 12] = [
        // L'Assaut soldiers: horizontal lines are closed, no step back, never out of the fortress.
        (soldiers, "d5", "e5", Refusal::LineClosedToSoldiers),
        (soldiers, "c4", "d3", Refusal::Occupied),
        (soldiers, "d4", "c3", Refusal::NotForward),
        (soldiers, "c4", "c6", Refusal::NotAdjacent),
        (soldiers, "d6", "d7", Refusal::NotYourPiece),
        (soldiers, "c6", "c7", Refusal::NoPiece),
        (
            "assaut r .../.O./RR.R.RR/RRR.RRR/RR.RRRR/RRR/RRR 0",
            "d5",
            "d4",
            Refusal::CannotLeaveFortress,
        ),
        // Asalto rebels: sideways is fine, back is not.
        (rebels, "c4", "c3", Refusal::NotForward),
        (rebels, "g5", "g4", Refusal::NotForward),
        // L'Assaut officers: a capture is mandatory, and the largest one.
        (
            "assaut o .../.O./RR.R.RR/RRR.RRR/RR.RRRR/RRR/RRR 0",
            "d6",
            "c6",
            Refusal::CaptureMandatory,
        ),
        (
            "assaut o O../.../RR.RO.R/RRRR.RR/RR.RRRR/RRR/RRR 0",
            "c7",
            "c6",
            Refusal::OtherOfficerMustCapture,
        ),
        // A jump needs an attacker to jump; the landing point must be free.
        (
            "asalto o .../.O./RR...RR/RRRRRRR/RR.RRRR/RRR/RRR 0",
            "d6",
            "d4",
            Refusal::Occupied,
        ),
    ];
    for (apn, from, to, expected) in cases {
        let (v, pos) = parse_apn(apn).unwrap_or_else(|e| panic!("{apn}: {e}"));
        assert_eq!(
            v.explain_step(&pos, point(&v, from), point(&v, to)),
            Err(expected),
            "{apn}: {from}-{to}"
        );
    }
}

#[test]
fn a_legal_step_or_first_jump_is_not_refused() {
    let (v, pos) = parse_apn("asalto o .../.O./RR.R.RR/RRR.RRR/RR.RRRR/RRR/RRR 0").unwrap();
    assert_eq!(
        v.explain_step(&pos, point(&v, "d6"), point(&v, "c6")),
        Ok(())
    );
    assert_eq!(
        v.explain_step(&pos, point(&v, "d6"), point(&v, "d4")),
        Ok(())
    );
    assert_eq!(v.explain_piece(&pos, point(&v, "d6")), Ok(()));
}

#[test]
fn a_shorter_capture_is_refused_for_the_longest() {
    // The officer on c5 can take c4 (then c2) or d5 alone: the single capture is refused.
    let (v, pos) = parse_apn("assaut o ..O/.../..OR.RR/..R..RR/R....RR/R../... 0").unwrap();
    let legal = v.legal_moves(&pos);
    assert!(legal.iter().all(|m| m.captures() == 2), "{legal:?}");
    assert_eq!(
        v.explain_step(&pos, point(&v, "c5"), point(&v, "e5")),
        Err(Refusal::LongerCaptureExists)
    );
    let err = v.parse_move(&pos, "c5xe5").unwrap_err();
    assert_eq!(
        err,
        MoveError::Illegal {
            text: "c5xe5".into(),
            why: Some(Refusal::LongerCaptureExists)
        }
    );
    assert!(err.to_string().contains("more attackers"), "{err}");
}

#[test]
fn a_capture_chain_stopped_early_is_explained() {
    let (v, pos) = parse_apn("asalto o ..O/.../..OR.RR/..R..RR/R....RR/R../... 0").unwrap();
    let err = v.parse_move(&pos, "c5xc3").unwrap_err();
    assert!(
        matches!(
            err,
            MoveError::Illegal {
                why: Some(Refusal::ChainNotFinished),
                ..
            }
        ),
        "{err}"
    );
    assert!(
        v.parse_move(&pos, "c5xe5").is_ok(),
        "capturing is optional in Asalto"
    );
    let err = v.parse_move(&pos, "c5xa3").unwrap_err();
    assert!(
        matches!(
            err,
            MoveError::Illegal {
                why: Some(Refusal::NoAttackerToJump),
                ..
            }
        ),
        "{err}"
    );
}

#[test]
fn pieces_that_cannot_move_are_explained() {
    let (v, pos) = parse_apn("assaut o O../.../RR.RO.R/RRRR.RR/RR.RRRR/RRR/RRR 0").unwrap();
    // Only the officer that can capture moves.
    let capturer = v
        .legal_moves(&pos)
        .first()
        .and_then(Move::from)
        .expect("a capture");
    let other = asalto_engine::bitboard::points(pos.officers)
        .find(|&p| p != capturer)
        .unwrap();
    assert_eq!(
        v.explain_piece(&pos, other),
        Err(Refusal::OtherOfficerMustCapture)
    );
    let start = Position::start(&v);
    assert_eq!(
        v.explain_piece(&start, point(&v, "d4")),
        Err(Refusal::PlacementFirst)
    );
    assert_eq!(
        v.explain_placement_point(&start, point(&v, "d4")),
        Err(Refusal::NotInFortress)
    );
    assert_eq!(v.explain_placement_point(&start, point(&v, "d6")), Ok(()));
}

#[test]
fn a_huff_reports_the_capture_that_was_missed() {
    let (v, pos) = parse_apn("asalto o O../.../...O.../RRRRRRR/RRR.RRR/RRR/RRR 0").unwrap();
    let mut game = Game::from_position(v.clone(), pos);
    let ply = game.play_text("d5-e5").unwrap().clone();
    let missed: Vec<String> = ply
        .effects
        .missed
        .iter()
        .map(|c| v.move_text(&Move::Capture(*c)))
        .collect();
    assert_eq!(missed, ["d5xd3"]);
    assert_eq!(ply.effects.huffed, vec![point(&v, "e5")]);
    game.undo();
    let capture = game.play_text("d5xd3").unwrap();
    assert!(capture.effects.missed.is_empty());
    assert!(capture.effects.huffed.is_empty());
}

#[test]
fn a_move_is_small() {
    assert!(
        std::mem::size_of::<Move>() <= 20,
        "{}",
        std::mem::size_of::<Move>()
    );
}

//! Each rule of docs/rules.md on a small hand-made position.

use std::sync::Arc;

use asalto_engine::{
    Bits, EndReason, Game, Move, Outcome, Position, Side, Turn, Variant, VariantFile, parse_apn,
};

fn variant(name: &str) -> Arc<Variant> {
    Variant::builtin(name).unwrap()
}

fn bits(v: &Variant, names: &str) -> Bits {
    names
        .split_whitespace()
        .map(|n| v.point(n).unwrap_or_else(|| panic!("{n}")).bit())
        .fold(0, |a, b| a | b)
}

fn pos(v: &Variant, turn: Turn, attackers: &str, officers: &str) -> Position {
    Position {
        attackers: bits(v, attackers),
        officers: bits(v, officers),
        turn,
        clock: 0,
    }
}

fn texts(v: &Variant, p: &Position) -> Vec<String> {
    let mut t: Vec<String> = v.legal_moves(p).iter().map(|m| v.move_text(m)).collect();
    t.sort();
    t
}

fn names(v: &Variant, set: Bits) -> String {
    let mut n: Vec<String> = asalto_engine::bitboard::points(set)
        .map(|p| v.name_of(p).to_string())
        .collect();
    n.sort();
    n.join(" ")
}

/// Far-away attackers that keep the count at or above the fortress size without taking part.
const FILLER: &str = "a3 a4 a5 g3 g4 g5 c1 d1 e1";

// ---------------------------------------------------------------- huffing (asalto)

#[test]
fn huffing_removes_the_officer_that_could_have_captured() {
    let v = variant("asalto");
    // d5 can jump d4 to d3; c7 cannot capture and steps instead.
    let mut game = Game::from_position(
        v.clone(),
        pos(&v, Turn::Officers, &format!("{FILLER} d4"), "d5 c7"),
    );
    let ply = game.play_text("c7-c6").unwrap();
    assert_eq!(ply.effects.huffed, vec![v.point("d5").unwrap()]);
    assert_eq!(names(&v, ply.after.officers), "c6");
    assert!(game.outcome().is_none());
}

#[test]
fn a_huffed_officer_that_moved_is_removed_from_its_new_point() {
    let v = variant("asalto");
    let mut game = Game::from_position(
        v.clone(),
        pos(&v, Turn::Officers, &format!("{FILLER} d4"), "d5 c7"),
    );
    let ply = game.play_text("d5-e5").unwrap();
    assert_eq!(ply.effects.huffed, vec![v.point("e5").unwrap()]);
    assert_eq!(names(&v, ply.after.officers), "c7");
}

#[test]
fn huffing_both_officers_wins_for_the_rebels() {
    let v = variant("asalto");
    // d5 can jump d4, c7 can jump c6; a step by either huffs both.
    let mut game = Game::from_position(
        v.clone(),
        pos(&v, Turn::Officers, &format!("{FILLER} d4 c6"), "d5 c7"),
    );
    let ply = game.play_text("d5-e5").unwrap();
    assert_eq!(ply.effects.huffed.len(), 2);
    assert_eq!(ply.after.officers, 0);
    assert_eq!(
        game.outcome(),
        Some(Outcome {
            winner: Some(Side::Attackers),
            reason: EndReason::AllOfficersHuffed
        })
    );
}

#[test]
fn huffing_the_last_officer_wins_for_the_rebels() {
    let v = variant("asalto");
    let mut game = Game::from_position(
        v.clone(),
        pos(&v, Turn::Officers, &format!("{FILLER} d4"), "d5"),
    );
    game.play_text("d5-c5").unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome::attackers(EndReason::AllOfficersHuffed))
    );
    assert!(game.legal_moves().is_empty());
}

#[test]
fn a_capture_by_one_officer_saves_the_other_from_huffing() {
    let v = variant("asalto");
    let mut game = Game::from_position(
        v.clone(),
        pos(&v, Turn::Officers, &format!("{FILLER} d4 c6"), "d5 c7"),
    );
    let ply = game.play_text("d5xd3").unwrap();
    assert!(ply.effects.huffed.is_empty());
    assert_eq!(names(&v, ply.after.officers), "c7 d3");
}

#[test]
fn no_huffing_without_a_capture_available() {
    let v = variant("asalto");
    let mut game = Game::from_position(v.clone(), pos(&v, Turn::Officers, FILLER, "d5 c7"));
    let ply = game.play_text("d5-d4").unwrap();
    assert!(ply.effects.huffed.is_empty());
    assert_eq!(ply.after.officers.count_ones(), 2);
}

// ---------------------------------------------------------------- capture chains

/// c5 is ringed by d5, e4, d3 and c4: a chain goes round the square and back to its start.
fn ring(v: &Variant) -> Position {
    pos(v, Turn::Officers, &format!("{FILLER} d5 e4 d3 c4"), "c5 e7")
}

#[test]
fn a_chain_may_end_on_its_own_start_and_never_jumps_a_piece_twice() {
    let v = variant("asalto");
    let p = ring(&v);
    let captures: Vec<String> = texts(&v, &p)
        .into_iter()
        .filter(|t| t.contains('x'))
        .collect();
    assert_eq!(captures, vec!["c5xc3xe3xe5xc5", "c5xe5xe3xc3xc5"]);
    let mv = v.parse_move(&p, "c5xe5xe3xc3xc5").unwrap();
    let after = v.play(&p, &mv);
    // Back on c5, with all four taken; the captured d5 is not jumped again.
    assert_eq!(names(&v, after.officers), "c5 e7");
    assert_eq!(after.attackers, bits(&v, FILLER));
    let Move::Capture(c) = mv else { panic!() };
    let order: Vec<String> = c
        .captured_in_order(&v)
        .iter()
        .map(|p| v.name_of(*p).to_string())
        .collect();
    assert_eq!(order, ["d5", "e4", "d3", "c4"]);
}

#[test]
fn a_captured_piece_is_not_jumped_again() {
    let v = variant("asalto");
    // From d3 the officer jumps d4 to d5, then d6 to d7. From d5 it may not jump the captured d4
    // back to its (empty) start, so no chain turns round.
    let p = pos(&v, Turn::Officers, &format!("{FILLER} d4 d6"), "d3");
    let captures: Vec<String> = texts(&v, &p)
        .into_iter()
        .filter(|t| t.contains('x'))
        .collect();
    assert_eq!(captures, vec!["d3xd5xd7"]);
}

#[test]
fn capture_is_optional_in_asalto_but_mandatory_in_assaut() {
    let asalto = variant("asalto");
    let assaut = variant("assaut");
    let a = pos(&asalto, Turn::Officers, &format!("{FILLER} d4"), "d5 c7");
    assert!(texts(&asalto, &a).contains(&"c7-c6".to_string()));
    assert!(texts(&asalto, &a).contains(&"d5xd3".to_string()));
    let b = pos(&assaut, Turn::Officers, &format!("{FILLER} d4"), "d5 c7");
    assert_eq!(texts(&assaut, &b), vec!["d5xd3"]);
}

#[test]
fn the_maximum_capture_rule_spans_both_officers() {
    let v = variant("assaut");
    // c7 could take one (c6); g3 can take two (f3 then e4). Only the larger capture is legal.
    let p = pos(&v, Turn::Officers, "c6 f3 e4 a3 a4 a5 c1 d1 e1", "c7 g3");
    assert_eq!(texts(&v, &p), vec!["g3xe3xe5"]);
    // Asalto lets the officers choose, steps included.
    let asalto = variant("asalto");
    let all = texts(&asalto, &p);
    assert!(all.contains(&"c7xc5".to_string()) && all.contains(&"g3xe3xe5".to_string()));
    assert!(all.contains(&"c7-d7".to_string()));
}

#[test]
fn equal_longest_chains_are_all_legal() {
    let v = variant("assaut");
    let p = ring(&v);
    assert_eq!(texts(&v, &p), vec!["c5xc3xe3xe5xc5", "c5xe5xe3xc3xc5"]);
}

// ---------------------------------------------------------------- attackers' steps

fn targets(v: &Variant, from: &str) -> String {
    names(v, v.attacker_targets(v.point(from).unwrap()))
}

#[test]
fn rebels_step_forward_or_sideways_on_every_line_but_never_back() {
    let v = variant("asalto");
    assert_eq!(targets(&v, "c3"), "b3 b4 c4 d3 d4");
    assert_eq!(targets(&v, "d2"), "c2 c3 d3 e2 e3");
    // Inside the fortress: forward and sideways only; c5 may leave sideways to b5.
    assert_eq!(targets(&v, "d6"), "c6 c7 d7 e6 e7");
    assert_eq!(targets(&v, "c5"), "b5 c6 d5 d6");
}

#[test]
fn soldiers_keep_to_their_lines() {
    let v = variant("assaut");
    // Horizontal lines are closed: no sideways steps on rank 3.
    assert_eq!(targets(&v, "c3"), "b4 c4 d4");
    assert_eq!(targets(&v, "d3"), "d4");
    // The top rank of each arm is open toward the centre only.
    assert_eq!(targets(&v, "a5"), "b5");
    assert_eq!(targets(&v, "b5"), "c5");
    assert_eq!(targets(&v, "g5"), "f5");
    assert_eq!(targets(&v, "f5"), "e5");
    assert_eq!(targets(&v, "a4"), "a5");
}

#[test]
fn soldiers_move_back_inside_the_fortress_but_never_leave_it() {
    let v = variant("assaut");
    assert_eq!(targets(&v, "d6"), "c5 c7 d5 d7 e5 e7");
    assert_eq!(targets(&v, "c6"), "c5 c7");
    // c5 is the fortress's edge: b5, c4, b4 and d4 are outside, d5 is on a closed line.
    assert_eq!(targets(&v, "c5"), "c6 d6");
    let p = pos(&v, Turn::Attackers, &format!("{FILLER} c5"), "e7");
    let moves = texts(&v, &p);
    assert!(moves.contains(&"c5-c6".to_string()));
    assert!(
        !moves
            .iter()
            .any(|m| m == "c5-b5" || m == "c5-c4" || m == "c5-d5")
    );
}

#[test]
fn grand_assaut_soldiers_use_the_slanted_links_and_the_arms() {
    let v = variant("grand-assaut");
    // c8 lies off the diagonals; d8 is on two of them.
    assert_eq!(targets(&v, "c8"), "b9 c7 c9");
    assert_eq!(targets(&v, "d8"), "c7 c9 d7 d9 e7 e9");
    assert_eq!(targets(&v, "b9"), "c8");
    assert_eq!(targets(&v, "a7"), "b7");
    assert_eq!(targets(&v, "b7"), "c7");
    assert_eq!(targets(&v, "h7"), "g7");
    assert_eq!(v.fortress_size(), 17);
    assert_eq!(v.attackers(), 50);
    assert_eq!(v.officers(), 3);
}

#[test]
fn officers_step_along_every_line() {
    let v = variant("assaut");
    let p = v.point("d4").unwrap();
    assert_eq!(
        names(&v, v.officer_neighbours(p)),
        "c3 c4 c5 d3 d5 e3 e4 e5"
    );
    let g = variant("grand-assaut");
    assert_eq!(
        names(&g, g.officer_neighbours(g.point("b9").unwrap())),
        "c8 c9"
    );
}

// ---------------------------------------------------------------- the end of the game

#[test]
fn filling_the_fortress_wins_for_the_attackers() {
    let v = variant("asalto");
    let mut game = Game::from_position(
        v.clone(),
        pos(&v, Turn::Attackers, "c7 d7 e7 c6 d6 e6 c5 d5 d4 a3", "a5"),
    );
    assert!(game.outcome().is_none());
    game.play_text("d4-e5").unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome::attackers(EndReason::FortressTaken))
    );
}

#[test]
fn too_few_attackers_left_wins_for_the_officers() {
    let v = variant("asalto");
    // Ten attackers; a double capture leaves eight, fewer than the nine fortress points.
    let mut game = Game::from_position(
        v.clone(),
        pos(&v, Turn::Officers, "f3 e4 a3 a4 a5 c1 d1 e1 g5 g4", "g3 c7"),
    );
    game.play_text("g3xe3xe5").unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome::officers(EndReason::TooFewAttackers))
    );
    assert_eq!(v.captures_to_win(), 16);
}

#[test]
fn officers_without_a_move_lose() {
    let v = variant("asalto");
    // c7 is hemmed in: its neighbours are taken and every landing point beyond them too.
    let p = pos(&v, Turn::Officers, "c6 d7 d6 c5 e7 e5 a3 a4 a5", "c7");
    assert_eq!(
        v.winner(&p),
        Some(Outcome::attackers(EndReason::OfficersTrapped))
    );
    assert!(v.legal_moves(&p).is_empty());
}

#[test]
fn attackers_without_a_move_lose() {
    let v = variant("asalto");
    let p = pos(
        &v,
        Turn::Attackers,
        "c7 d7 e7 c6 d6 e6 a5 b5 c5 e5 f5 g5",
        "d5",
    );
    assert_eq!(
        v.winner(&p),
        Some(Outcome::officers(EndReason::AttackersBlocked))
    );
}

#[test]
fn the_third_repetition_is_a_draw() {
    let v = variant("asalto");
    let start = pos(
        &v,
        Turn::Attackers,
        "c1 d1 e1 c2 d2 e2 b3 c3 d3 e3 f3 g3",
        "c7 d7",
    );
    let mut game = Game::from_position(v.clone(), start);
    for m in [
        "b3-a3", "d7-d6", "a3-b3", "d6-d7", "b3-a3", "d7-d6", "a3-b3",
    ] {
        game.play_text(m).unwrap();
        assert!(game.outcome().is_none(), "after {m}");
    }
    game.play_text("d6-d7").unwrap();
    assert_eq!(game.repetitions(), 3);
    assert_eq!(game.outcome(), Some(Outcome::draw(EndReason::Repetition)));
    // Undo brings the game back.
    game.undo();
    assert!(game.outcome().is_none());
}

#[test]
fn fifty_moves_each_without_progress_is_a_draw() {
    let v = variant("asalto");
    let mut start = pos(
        &v,
        Turn::Attackers,
        "c1 d1 e1 c2 d2 e2 b3 c3 d3 e3 f3 g3",
        "c7 d7",
    );
    start.clock = 98;
    let mut game = Game::from_position(v.clone(), start);
    game.play_text("b3-a3").unwrap();
    assert_eq!(game.position().clock, 99);
    assert!(game.outcome().is_none());
    game.play_text("d7-d6").unwrap();
    assert_eq!(game.outcome(), Some(Outcome::draw(EndReason::MoveLimit)));
}

#[test]
fn forward_steps_and_captures_restart_the_clock() {
    let v = variant("asalto");
    let mut start = pos(&v, Turn::Attackers, &format!("{FILLER} b3 d4"), "d5 c7");
    start.clock = 40;
    let mut game = Game::from_position(v.clone(), start);
    assert_eq!(game.play_text("b3-b4").unwrap().after.clock, 0);
    assert_eq!(game.play_text("d5xd3").unwrap().after.clock, 0);
    assert_eq!(game.play_text("b4-c4").unwrap().after.clock, 1);
}

#[test]
fn placement_puts_every_officer_in_the_fortress_and_rebels_move_next() {
    let v = variant("asalto");
    let mut game = Game::new(v.clone());
    assert_eq!(game.legal_moves().len(), 36);
    assert!(game.play_text("@c5,c9").is_err());
    assert!(game.play_text("@c3,c5").is_err());
    let ply = game.play_text("@e7,c6").unwrap();
    assert_eq!(ply.text, "@c6,e7");
    assert_eq!(ply.after.turn, Turn::Attackers);
    assert_eq!(names(&v, ply.after.officers), "c6 e7");
}

// ---------------------------------------------------------------- notation

#[test]
fn apn_round_trips_and_the_start_matches_the_rules() {
    let v = variant("asalto");
    assert_eq!(
        v.to_apn(&Position::start(&v)),
        "asalto s .../.../RR...RR/RRRRRRR/RRRRRRR/RRR/RRR 0"
    );
    let g = variant("grand-assaut");
    assert_eq!(
        g.to_apn(&Position::start(&g)),
        "grand-assaut s ......./...../RR.....RR/RRRRRRRRR/RRRRRRRRR/RRRRRRRRR/RRRRRRRRR/RRRRR/RRRRR 0"
    );
    for line in include_str!("perft.tsv").lines().skip(1) {
        let apn = line.split('\t').next().unwrap();
        let (v, p) = parse_apn(apn).unwrap();
        assert_eq!(v.to_apn(&p), apn);
    }
}

#[test]
fn malformed_apn_is_explained_not_panicked_on() {
    for bad in [
        "",
        " ",
        "asalto",
        "asalto s",
        "asalto s .../.../RR...RR/RRRRRRR/RRRRRRR/RRR/RRR",
        "asalto s .../.../RR...RR/RRRRRRR/RRRRRRR/RRR/RRR 0 extra",
        "asalto  s .../.../RR...RR/RRRRRRR/RRRRRRR/RRR/RRR 0",
        "asalto s .../.../RR...RR/RRRRRRR/RRRRRRR/RRR/RRR 0 ",
        "chess s .../.../RR...RR/RRRRRRR/RRRRRRR/RRR/RRR 0",
        "asalto x .../.../RR...RR/RRRRRRR/RRRRRRR/RRR/RRR 0",
        "asalto s .../RR...RR/RRRRRRR/RRRRRRR/RRR/RRR 0",
        "asalto s ..../.../RR...RR/RRRRRRR/RRRRRRR/RRR/RRR 0",
        "asalto s ../.../RR...RR/RRRRRRR/RRRRRRR/RRR/RRR 0",
        "asalto s .../.../RR...RR/RRRRRRR/RRRRRRR/RRR/RRr 0",
        "asalto s .../.../RR...RR/RRRRRRR/RRRRRRR/RRR/RRé 0",
        "asalto s .../.../RR...RR/RRRRRRR/RRRRRRR/RRR/RRR -1",
        "asalto s .../.../RR...RR/RRRRRRR/RRRRRRR/RRR/RRR 99999999",
        "asalto s .../.../RR...RR/RRRRRRR/RRRRRRR/RRR/RRR x",
        "asalto s O../.../RR...RR/RRRRRRR/RRRRRRR/RRR/RRR 0",
        "asalto o OOO/.../RR...RR/RRRRRRR/RRRRRRR/RRR/RRR 0",
        "asalto o RRR/RRR/RRRRRRR/RRRRRRR/RRRRRRR/RRR/RRR 0",
        "asalto o ...//RR...RR/RRRRRRR/RRRRRRR/RRR/RRR 0",
    ] {
        let err = parse_apn(bad).expect_err(bad);
        assert!(!err.to_string().is_empty());
    }
}

#[test]
fn bad_move_text_is_explained() {
    let v = variant("asalto");
    let p = v
        .parse_apn("asalto o .../.O./RR..RRR/RRR.R.R/RR.RRRR/RRR/RRR 0")
        .unwrap();
    for bad in [
        "", "x", "d4", "d6-", "-d5", "d6-z9", "d6xd6", "@", "@c6,", "d6-d5-d4", "d6xd4xq", "d6-d4",
    ] {
        assert!(v.parse_move(&p, bad).is_err(), "{bad:?}");
    }
    assert!(v.parse_move(&p, "d6-d5").is_ok());
}

// ---------------------------------------------------------------- variants as data

fn edited(edit: impl FnOnce(&mut VariantFile)) -> Result<Variant, String> {
    let mut file = variant("assaut").file().clone();
    edit(&mut file);
    Variant::new(file).map_err(|e| e.to_string())
}

#[test]
fn a_variant_file_round_trips_through_ron() {
    let v = variant("grand-assaut");
    let text = ron::ser::to_string_pretty(v.file(), Default::default()).unwrap();
    let again = Variant::from_ron(&text).unwrap();
    assert_eq!(again.file(), v.file());
    assert_eq!(again.perft(&Position::start(&again), 3), 55794);
}

#[test]
fn mistakes_in_a_variant_file_are_explained() {
    type Edit = Box<dyn FnOnce(&mut VariantFile)>;
    let cases: Vec<(Edit, &str)> = vec![
        (
            Box::new(|f| f.fortress.push("z9".into())),
            "not a point of the board",
        ),
        (
            Box::new(|f| f.fortress = vec!["a1".into()]),
            "not a point of the board",
        ),
        (
            Box::new(|f| {
                f.lines.push(asalto_engine::variant::LineFile {
                    points: "a3 c3".into(),
                    attackers: Default::default(),
                })
            }),
            "not neighbours",
        ),
        (
            Box::new(|f| {
                f.lines.push(asalto_engine::variant::LineFile {
                    points: "a3 q3".into(),
                    attackers: Default::default(),
                })
            }),
            "not a point",
        ),
        (
            Box::new(|f| {
                f.lines.push(asalto_engine::variant::LineFile {
                    points: "b3 c4 c5".into(),
                    attackers: Default::default(),
                })
            }),
            "not straight",
        ),
        (Box::new(|f| f.officers = 10), "cannot be placed"),
        (Box::new(|f| f.officers = 0), "at least one officer"),
        (
            Box::new(|f| f.attackers = Some(vec!["a3 a4".into()])),
            "can never fill",
        ),
        (
            Box::new(|f| f.attackers = Some(vec!["c5 a3 a4 a5 b3 b4 b5 c1 c2 c3".into()])),
            "inside the fortress",
        ),
        (Box::new(|f| f.points.push("a3".into())), "listed twice"),
        (Box::new(|f| f.points.push("z99".into())), "at most 128"),
        (Box::new(|f| f.points.push("3a".into())), "not a point name"),
        (Box::new(|f| f.name = "two words".into()), "one word"),
    ];
    for (edit, expected) in cases {
        let err = edited(edit).expect_err(expected);
        assert!(
            err.contains(expected),
            "{err:?} should mention {expected:?}"
        );
    }
    assert!(Variant::from_ron("(name: \"x\")").is_err());
    assert!(Variant::from_ron("not ron at all").is_err());
    assert!(Variant::from_ron("").is_err());
}

// ---------------------------------------------------------------- game records

#[test]
fn undo_and_redo_walk_the_history() {
    let v = variant("assaut");
    let mut game = Game::new(v.clone());
    for m in ["@c7,e7", "d4-d5", "c7-c6"] {
        game.play_text(m).unwrap();
    }
    let after = *game.position();
    assert_eq!(game.undo().unwrap().text, "c7-c6");
    assert_eq!(game.undo().unwrap().text, "d4-d5");
    assert!(game.can_redo());
    game.redo().unwrap();
    game.redo().unwrap();
    assert_eq!(*game.position(), after);
    assert!(game.redo().is_none());
    // A new move clears what could be redone.
    game.undo();
    game.play_text("e7-e6").unwrap();
    assert!(!game.can_redo());
}

#[test]
fn a_saved_record_replays_to_the_same_game() {
    let v = variant("asalto");
    let mut game = Game::new(v.clone());
    for m in ["@d6,d7", "d4-d5", "d6-c6", "c4-d4"] {
        game.play_text(m).unwrap();
    }
    let text = ron::to_string(&game.record()).unwrap();
    let back = Game::from_record(&ron::from_str(&text).unwrap()).unwrap();
    assert_eq!(back.position(), game.position());
    assert_eq!(back.plies(), game.plies());

    let mut bad = game.record();
    bad.moves.push("a1-a2".into());
    assert!(Game::from_record(&bad).is_err());
    let mut foreign = game.record();
    foreign.variant = "assaut".into();
    assert!(Game::from_record(&foreign).is_err());
}

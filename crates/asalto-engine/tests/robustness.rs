//! Thousands of generated inputs for every way into the engine from text: random bytes, and
//! mutations of valid positions, moves, game records, variant files and protocol lines. Nothing
//! may panic; every refusal is one line; everything accepted reads back as the same value after
//! it is printed.

mod common;

use std::sync::Arc;

use asalto_engine::{Apn, Game, MoveNotation, PointName, Variant, VariantFile, Variants};
use common::{ALPHABET, Lcg, mutate, samples};

fn one_line(message: &str) {
    assert!(!message.is_empty(), "an empty message");
    assert!(
        !message.contains('\n'),
        "a message of several lines: {message:?}"
    );
}

fn random_bytes(rng: &mut Lcg) -> Vec<u8> {
    let len = rng.below(60);
    (0..len)
        .map(|_| {
            if rng.below(2) == 0 {
                ALPHABET[rng.below(ALPHABET.len())]
            } else {
                rng.below(256) as u8
            }
        })
        .collect()
}

fn check_position(known: &Variants, text: &str) {
    match known.position(text) {
        Ok(apn) => {
            let printed = apn.to_string();
            let again = known.position(&printed).expect("a printed position reads");
            assert_eq!(again, apn, "{text:?} -> {printed:?}");
            if let Ok(parsed) = printed.parse::<Apn>() {
                assert_eq!(parsed, apn);
            }
        }
        Err(e) => one_line(&e.to_string()),
    }
}

fn check_move(v: &Arc<Variant>, pos: &asalto_engine::Position, text: &str) {
    if let Ok(notation) = text.parse::<MoveNotation>() {
        let printed = notation.to_string();
        assert_eq!(printed.parse::<MoveNotation>(), Ok(notation), "{text:?}");
    }
    match v.read_move(text) {
        Ok(_) => {}
        Err(e) => one_line(&e.to_string()),
    }
    match v.parse_move(pos, text) {
        Ok(mv) => {
            let printed = v.move_text(&mv);
            assert_eq!(
                v.parse_move(pos, &printed),
                Ok(mv),
                "{text:?} -> {printed:?}"
            );
        }
        Err(e) => one_line(&e.to_string()),
    }
}

#[test]
fn random_bytes_never_panic_a_parser() {
    let mut rng = Lcg(1);
    let known = Variants::default();
    let v = Variant::builtin("asalto").unwrap();
    let pos = asalto_engine::Position::start(&v);
    for _ in 0..3_000 {
        let bytes = random_bytes(&mut rng);
        let text = String::from_utf8_lossy(&bytes);
        check_position(&known, &text);
        check_move(&v, &pos, &text);
        if let Ok(name) = text.parse::<PointName>() {
            assert_eq!(name.to_string().parse::<PointName>(), Ok(name));
        }
        if let Err(e) = Variant::from_ron(&text) {
            one_line(&e.to_string());
        }
    }
}

#[test]
fn mutated_positions_are_read_or_refused_in_one_line() {
    let mut rng = Lcg(2);
    let known = Variants::default();
    let (positions, _) = samples(&mut rng);
    assert!(positions.len() > 500);
    for i in 0..6_000 {
        let original = &positions[rng.below(positions.len())];
        let text = if i % 10 == 0 {
            original.clone()
        } else {
            mutate(original, &mut rng)
        };
        check_position(&known, &text);
    }
}

#[test]
fn mutated_moves_are_read_or_refused_in_one_line() {
    let mut rng = Lcg(3);
    let (_, records) = samples(&mut rng);
    let mut checked = 0;
    for record in &records {
        let game = Game::from_record(record).expect("a record of a real game");
        for ply in game.plies() {
            let v = game.variant();
            for _ in 0..4 {
                let text = mutate(&ply.text, &mut rng);
                check_move(v, &ply.before, &text);
                checked += 1;
            }
            check_move(v, &ply.before, &ply.text);
        }
    }
    assert!(checked > 3_000, "{checked}");
}

#[test]
fn mutated_records_replay_or_are_refused_in_one_line() {
    let mut rng = Lcg(4);
    let (_, records) = samples(&mut rng);
    for _ in 0..1_500 {
        let mut record = records[rng.below(records.len())].clone();
        match rng.below(5) {
            0 if !record.moves.is_empty() => {
                let at = rng.below(record.moves.len());
                record.moves[at] = mutate(&record.moves[at], &mut rng);
            }
            1 if record.moves.len() > 1 => {
                let (a, b) = (rng.below(record.moves.len()), rng.below(record.moves.len()));
                record.moves.swap(a, b);
            }
            2 if !record.moves.is_empty() => {
                record.moves.remove(rng.below(record.moves.len()));
            }
            3 => record.start = mutate(&record.start, &mut rng),
            _ => record.variant = mutate(&record.variant, &mut rng),
        }
        match Game::from_record(&record) {
            Ok(game) => {
                let again = Game::from_record(&game.record()).expect("a printed record replays");
                assert_eq!(again.plies(), game.plies());
                assert_eq!(again.outcome(), game.outcome());
            }
            Err(e) => one_line(&e.to_string()),
        }
    }
}

#[test]
fn mutated_variant_files_are_read_or_refused_in_one_line() {
    let mut rng = Lcg(5);
    let texts: Vec<String> = Variant::builtins()
        .iter()
        .map(|v| ron::ser::to_string_pretty(v.file(), Default::default()).unwrap())
        .collect();
    let mut accepted = 0;
    for _ in 0..1_500 {
        let text = mutate(&texts[rng.below(texts.len())], &mut rng);
        match Variant::from_ron(&text) {
            Ok(v) => {
                accepted += 1;
                let printed = ron::ser::to_string_pretty(v.file(), Default::default()).unwrap();
                let again = Variant::from_ron(&printed).expect("a printed variant reads");
                assert_eq!(again.file(), v.file());
                // A variant that was accepted plays: its start has moves, perft runs.
                assert!(v.perft(&asalto_engine::Position::start(&v), 2) > 0);
            }
            Err(e) => one_line(&e.to_string()),
        }
    }
    assert!(
        accepted > 50,
        "mutations that keep a file valid: {accepted}"
    );
    // Field by field: values at and beyond their limits.
    let base: VariantFile = Variant::builtin("asalto").unwrap().file().clone();
    for officers in [0, 1, 9, 10, 255] {
        let file = VariantFile {
            officers,
            ..base.clone()
        };
        if let Err(e) = Variant::new(file) {
            one_line(&e.to_string());
        }
    }
    for (repetitions, move_limit) in [(0, 1), (1, 100), (2, 0), (255, u16::MAX)] {
        let file = VariantFile {
            repetitions,
            move_limit,
            ..base.clone()
        };
        if let Err(e) = Variant::new(file) {
            one_line(&e.to_string());
        }
    }
}

//! Many random games per variant, with the invariants checked after every move.

use asalto_engine::{CaptureRule, Game, Move, Turn, Variant, parse_apn};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

fn check_game(name: &str, seed: u64) {
    let variant = Variant::builtin(name).unwrap();
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut game = Game::new(variant.clone());
    let v = &*variant;
    while game.outcome().is_none() {
        let before = *game.position();
        let moves = game.legal_moves();
        assert!(
            !moves.is_empty(),
            "no moves but no outcome in {}",
            v.to_apn(&before)
        );
        assert_eq!(v.count_moves(&before), moves.len() as u64);
        for mv in &moves {
            assert_eq!(v.parse_move(&before, &v.move_text(mv)).as_ref(), Ok(mv));
        }
        if v.capture_rule() == CaptureRule::MandatoryMaximum && moves.iter().any(Move::is_capture) {
            let most = moves.iter().map(Move::captures).max().unwrap();
            assert!(
                moves.iter().all(|m| m.captures() == most),
                "only the largest captures are legal"
            );
        }
        let capturers = v.capturers(&before);
        let mv = moves[rng.random_range(0..moves.len())];
        let ply = game.play(mv).unwrap().clone();
        let after = ply.after;

        // Pieces: never two on a point, never off the board, counts move only as the rules say.
        assert_eq!(after.attackers & after.officers, 0);
        assert_eq!((after.attackers | after.officers) & !v.all_points(), 0);
        assert_eq!(
            before.attackers.count_ones() - after.attackers.count_ones(),
            ply.effects.captured.len() as u32
        );
        assert_eq!(ply.effects.captured.len() as u32, mv.captures());
        match before.turn {
            Turn::Setup => assert_eq!(after.officers.count_ones(), v.officers()),
            _ => assert_eq!(
                before.officers.count_ones() - after.officers.count_ones(),
                ply.effects.huffed.len() as u32
            ),
        }
        if !ply.effects.huffed.is_empty() {
            assert_eq!(v.capture_rule(), CaptureRule::Huffing);
            assert!(!mv.is_capture());
            assert_eq!(ply.effects.huffed.len() as u32, capturers.count_ones());
        }
        assert_ne!(after.turn, before.turn);

        // The outcome agrees with the position.
        match game.outcome() {
            None => assert!(v.winner(&after).is_none()),
            Some(o) => {
                assert!(game.legal_moves().is_empty());
                if let Some(w) = v.winner(&after) {
                    assert_eq!(o, w);
                }
            }
        }

        // APN round-trips; undo restores the exact previous position and redo the new one.
        let apn = v.to_apn(&after);
        let (_, parsed) = parse_apn(&apn).unwrap();
        assert_eq!(parsed, after, "{apn}");
        let outcome = game.outcome();
        game.undo().unwrap();
        assert_eq!(*game.position(), before);
        assert!(game.outcome().is_none());
        game.redo().unwrap();
        assert_eq!(*game.position(), after);
        assert_eq!(game.outcome(), outcome);
    }
    // The record replays to the same end.
    let replayed = Game::from_record(&game.record()).unwrap();
    assert_eq!(replayed.position(), game.position());
    assert_eq!(replayed.outcome(), game.outcome());
}

#[test]
fn random_asalto_games_keep_the_invariants() {
    (0..150).for_each(|seed| check_game("asalto", seed));
}

#[test]
fn random_assaut_games_keep_the_invariants() {
    (0..150).for_each(|seed| check_game("assaut", seed));
}

#[test]
fn random_grand_assaut_games_keep_the_invariants() {
    (0..40).for_each(|seed| check_game("grand-assaut", seed));
}

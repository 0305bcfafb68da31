use super::*;
use asalto_engine::Variant;

fn played(variant: &str, moves: usize) -> Match {
    let setup = MatchSetup {
        variant: Variant::builtin(variant).unwrap(),
        mode: Mode::VsComputer {
            human: asalto_engine::Side::Attackers,
        },
        level: Level::Colonel,
        seed: 42,
        ..default()
    };
    let mut m = Match::new(setup, None);
    for i in 0..moves {
        let legal = m.game.legal_moves();
        if legal.is_empty() {
            break;
        }
        m.game.play(legal[(i * 7) % legal.len()]).unwrap();
    }
    m
}

#[test]
fn a_saved_game_reloads_to_the_same_position_and_history() {
    for variant in ["asalto", "assaut", "grand-assaut"] {
        let m = played(variant, 30);
        let storage = Storage::memory();
        let name = save_new(&storage, &m).unwrap();
        assert_eq!(name, "saves/game-1.ron");
        let loaded = load(&storage, &name).unwrap();
        assert_eq!(loaded.game.position(), m.game.position());
        assert_eq!(loaded.game.record(), m.game.record());
        assert_eq!(loaded.game.outcome(), m.game.outcome());
        assert_eq!(
            loaded.setup.mode,
            Mode::VsComputer {
                human: asalto_engine::Side::Attackers
            }
        );
        assert_eq!(loaded.setup.level, Level::Colonel);
        assert_eq!(loaded.setup.seed, 42);
        assert_eq!(save_new(&storage, &m).unwrap(), "saves/game-2.ron");
        assert_eq!(list(&storage).len(), 2);
    }
}

#[test]
fn foreign_corrupt_and_truncated_files_are_refused() {
    let good = SavedGame::of(&played("asalto", 12)).to_ron();
    let storage = Storage::memory();
    let not_a_save = |e: &LoadError| matches!(e, LoadError::NotASave(_));
    let damaged = |e: &LoadError| matches!(e, LoadError::Damaged(_));
    let newer = |e: &LoadError| *e == LoadError::Newer(9);
    let bad_move = |e: &LoadError| matches!(e, LoadError::Replay(_));
    let bad_mode = |e: &LoadError| *e == LoadError::UnknownPlayers("chess".into());
    let cases: [(&str, String, &dyn Fn(&LoadError) -> bool); 6] = [
        (
            "foreign",
            "(level: \"soldier\", master_volume: 0.5)".to_string(),
            &not_a_save,
        ),
        ("not ron", "hello".to_string(), &not_a_save),
        ("truncated", good[..good.len() / 2].to_string(), &damaged),
        ("newer", good.replace("version: 1", "version: 9"), &newer),
        (
            "bad move",
            good.replace("moves: [", "moves: [\"z9-z8\", "),
            &bad_move,
        ),
        ("bad mode", good.replace("vs-ai-rebels", "chess"), &bad_mode),
    ];
    for (what, text, expected) in cases {
        storage.write("saves/game-1.ron", &text).unwrap();
        let err = load(&storage, "saves/game-1.ron").expect_err(what);
        assert!(expected(&err), "{what}: {err:?}");
        let said = err.to_string();
        assert!(!said.is_empty() && !said.contains('\n'), "{what}: {said}");
        // Nothing else is touched: the file is still there as it was.
        assert_eq!(storage.read("saves/game-1.ron"), Ok(Some(text)));
    }
    let foreign = SavedGame::from_ron("(level: 1)").unwrap_err();
    assert_eq!(foreign, LoadError::NotASave(None));
    assert_eq!(foreign.to_string(), "this is not a saved game of Asalto");
    assert_eq!(
        load(&storage, "saves/game-9.ron").unwrap_err(),
        LoadError::Gone("saves/game-9.ron (memory)".into())
    );
}

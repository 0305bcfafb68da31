//! The autosave in a running (headless) game: nothing is written until a move is made, the game
//! in progress is then kept after every move, another unfinished game is moved to the saved
//! games rather than lost, and a finished game leaves no autosave.

mod common;

use asalto::game::saves::{self, AUTOSAVE, SavedGame};
use asalto::game::{AutosavePlugin, GameCommand, Mode};
use asalto::platform::storage::Storage;
use asalto_engine::search::Level;
use bevy::prelude::*;

fn build(storage: &Storage) -> App {
    let setup = common::setup("asalto", Mode::HotSeat, Level::Recruit, None);
    common::app_with(setup, |app| {
        app.insert_resource(storage.clone());
        app.add_plugins(AutosavePlugin);
    })
}

fn play(app: &mut App, text: &str) {
    common::play(app, text);
    for _ in 0..3 {
        app.update();
    }
}

fn autosaved(storage: &Storage) -> Option<SavedGame> {
    storage
        .read(AUTOSAVE)
        .unwrap()
        .map(|t| SavedGame::from_ron(&t).unwrap())
}

#[test]
fn the_game_in_progress_is_kept_after_every_move() {
    let storage = Storage::memory();
    let mut app = build(&storage);
    assert_eq!(autosaved(&storage), None, "nothing happened yet");
    play(&mut app, "@c5,c6");
    play(&mut app, "d4-d5");
    let saved = autosaved(&storage).expect("an autosave");
    assert_eq!(saved.moves, ["@c5,c6", "d4-d5"]);
    // It replays to the game on the board.
    let loaded = saves::load(&storage, AUTOSAVE).unwrap();
    assert_eq!(loaded.game.position(), common::game(&app).game.position());
}

#[test]
fn a_new_game_keeps_the_other_unfinished_game() {
    let storage = Storage::memory();
    let mut app = build(&storage);
    play(&mut app, "@c5,c6");
    play(&mut app, "d4-d5");
    drop(app);
    // The next start: a new game, not the unfinished one. Its first frames change nothing.
    let mut app = build(&storage);
    assert_eq!(autosaved(&storage).unwrap().moves.len(), 2);
    assert!(storage.list("saves").iter().all(|n| n == AUTOSAVE));
    play(&mut app, "@d6,e6");
    // The old unfinished game became a saved game; the autosave is the new one.
    let kept = saves::load(&storage, "saves/game-1.ron").unwrap();
    assert_eq!(kept.game.plies().len(), 2);
    assert_eq!(autosaved(&storage).unwrap().moves, ["@d6,e6"]);
}

#[test]
fn a_restarted_game_leaves_no_autosave() {
    let storage = Storage::memory();
    let mut app = build(&storage);
    play(&mut app, "@c5,c6");
    assert!(autosaved(&storage).is_some());
    app.world_mut().write_message(GameCommand::Restart);
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(autosaved(&storage), None);
    assert!(storage.list("saves").is_empty());
}

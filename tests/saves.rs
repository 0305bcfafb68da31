//! The autosave in a running (headless) game: nothing is written until a move is made, the game
//! in progress is then kept after every move, another unfinished game is moved to the saved
//! games rather than lost, and a finished game leaves no autosave.

mod common;

use asalto::game::saves::{self, AUTOSAVE, SavedGame};
use asalto::game::{AutosavePlugin, GameCommand, Match, Mode, NewMatch};
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

/// An unfinished game left from last time, then a new match.
fn with_an_unfinished_game(storage: &Storage) -> App {
    let mut app = build(storage);
    play(&mut app, "@c5,c6");
    play(&mut app, "d4-d5");
    drop(app);
    build(storage)
}

fn left_alone(storage: &Storage) {
    assert_eq!(autosaved(storage).expect("still there").moves.len(), 2);
    assert!(storage.list("saves").iter().all(|n| n == AUTOSAVE));
}

#[test]
fn commands_that_change_nothing_leave_the_unfinished_game_alone() {
    let storage = Storage::memory();
    let mut app = with_an_unfinished_game(&storage);
    for c in [
        GameCommand::Undo,
        GameCommand::Redo,
        GameCommand::Review(None),
        GameCommand::Review(Some(0)),
    ] {
        app.world_mut().write_message(c);
        for _ in 0..3 {
            app.update();
        }
    }
    left_alone(&storage);
}

#[test]
fn looking_at_a_game_leaves_the_unfinished_one_alone() {
    let storage = Storage::memory();
    let mut app = with_an_unfinished_game(&storage);
    // A finished game opened, then looked through.
    let finished = common::setup(
        "asalto",
        Mode::HotSeat,
        Level::Recruit,
        Some("asalto r RRR/RRR/..R.R../...R.../O.....O/.../... 0"),
    );
    let mut m = Match::new(finished.clone(), None);
    m.game.play_text("d4-d5").unwrap();
    app.world_mut()
        .write_message(GameCommand::NewMatch(Box::new(NewMatch {
            setup: finished,
            from: Some(m.game),
            continued: false,
            continues_rated: false,
        })));
    common::settle(&mut app);
    assert!(common::game(&app).game.outcome().is_some());
    for c in [GameCommand::Review(Some(0)), GameCommand::Review(None)] {
        app.world_mut().write_message(c);
        common::settle(&mut app);
    }
    left_alone(&storage);
}

/// A friend's link that goes on from the unfinished game (the same game with the friend's move
/// after it) holds all of it: the unfinished game is not kept a second time as a saved game.
#[test]
fn a_new_game_that_goes_on_from_the_unfinished_one_keeps_it_once() {
    let storage = Storage::memory();
    let mut app = build(&storage);
    play(&mut app, "@c5,c6");
    play(&mut app, "d4-d5");
    drop(app);
    let mut app = build(&storage);
    let link = "#asalto/moves/@c5,c6/d4-d5/c5-d4";
    let game =
        asalto::game::link::game_from_link(link, &asalto_engine::Variants::default()).unwrap();
    let setup = common::setup("asalto", Mode::HotSeat, Level::Recruit, None);
    let open = asalto::game::link::open_at_start(game, None, setup, None);
    app.world_mut().write_message(open);
    for _ in 0..3 {
        app.update();
    }
    let on = common::game(&app).game.clone();
    play(&mut app, &on.variant().move_text(&on.legal_moves()[0]));
    assert_eq!(autosaved(&storage).unwrap().moves.len(), 4);
    assert_eq!(storage.list("saves"), [AUTOSAVE], "no second copy kept");
    // A link that contradicts it (another second move) does not hold it: it is kept.
    let other = "#asalto/moves/@c5,c6/e4-e5";
    drop(app);
    let mut app = build(&storage);
    let game =
        asalto::game::link::game_from_link(other, &asalto_engine::Variants::default()).unwrap();
    let setup = common::setup("asalto", Mode::HotSeat, Level::Recruit, None);
    app.world_mut()
        .write_message(asalto::game::link::open_at_start(game, None, setup, None));
    for _ in 0..3 {
        app.update();
    }
    let on = common::game(&app).game.clone();
    play(&mut app, &on.variant().move_text(&on.legal_moves()[0]));
    let kept = saves::load(&storage, "saves/game-1.ron").unwrap();
    assert_eq!(kept.game.plies().len(), 4, "the unfinished game, kept");
}

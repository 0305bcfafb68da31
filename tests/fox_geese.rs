//! Fox & Geese in the running (headless) game: the computer plays it to the end, the fox
//! captures in chains by clicks and may decline a capture without being huffed, and a game
//! saves and loads like the siege games.

mod common;

use asalto::game::saves::{self, SavedGame};
use asalto::game::{GameCommand, Match, Mode};
use asalto::input::{PointPicked, Selection};
use asalto::platform::storage::Storage;
use asalto_engine::bitboard::points;
use asalto_engine::search::Level;
use asalto_engine::{EndReason, Side, Turn};
use bevy::prelude::*;
use common::{assert_board_matches, await_computer, click, game, selection, settle};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

/// The fox on d5 before a goose on d4, d3 empty and a goose on d2: a chain of two to d1.
const CHAIN: &str = "fox-geese-13 o .../.../...O.../...R.../RR...RR/.R./... 0";

#[test]
fn the_computer_plays_each_option_to_the_end() {
    for name in ["fox-geese-13", "fox-geese-15", "fox-geese-17-sideways"] {
        let setup = common::setup(name, Mode::ComputerVsComputer, Level::Recruit, None);
        let mut app = common::app(setup);
        assert_eq!(
            game(&app).game.position().turn,
            Turn::Officers,
            "the fox first"
        );
        await_computer(&mut app, |a| game(a).game.outcome().is_some());
        let outcome = game(&app).game.outcome().expect("the game ends");
        assert!(
            !matches!(
                outcome.reason,
                EndReason::FortressTaken | EndReason::AllOfficersHuffed
            ),
            "{name}: no fortress and no huffing, but {:?}",
            outcome.reason
        );
        settle(&mut app);
        assert_board_matches(&mut app);
    }
}

#[test]
fn the_fox_captures_in_a_chain_by_clicks() {
    let setup = common::setup("", Mode::HotSeat, Level::Recruit, Some(CHAIN));
    let mut app = common::app(setup);
    click(&mut app, "d5");
    click(&mut app, "d3");
    assert!(
        matches!(selection(&app), Selection::Piece { ref path, .. } if path.len() == 1),
        "the chain goes on: {:?}",
        selection(&app)
    );
    click(&mut app, "d1");
    settle(&mut app);
    let g = &game(&app).game;
    assert_eq!(g.plies().last().unwrap().text, "d5xd3xd1");
    assert_eq!(g.position().attackers.count_ones(), 4);
    assert!(g.outcome().is_none(), "four geese are enough to go on");
    assert_board_matches(&mut app);
}

#[test]
fn the_fox_may_decline_a_capture() {
    let setup = common::setup("", Mode::HotSeat, Level::Recruit, Some(CHAIN));
    let mut app = common::app(setup);
    app.world_mut().resource_mut::<Match>().setup.warn_huff = true;
    click(&mut app, "d5");
    click(&mut app, "d6");
    settle(&mut app);
    let g = &game(&app).game;
    assert_eq!(g.plies().len(), 1, "a step, no warning to confirm");
    assert_eq!(points(g.position().officers).count(), 1, "nobody is huffed");
    assert_eq!(g.position().turn.side(), Side::Attackers);
    assert_board_matches(&mut app);
}

#[test]
fn random_clicks_never_break_fox_and_geese() {
    let setup = common::setup("fox-geese-17-sideways", Mode::HotSeat, Level::Recruit, None);
    let mut app = common::app(setup);
    let mut rng = StdRng::seed_from_u64(17);
    let all: Vec<_> = points(game(&app).variant().all_points()).collect();
    for _ in 0..400 {
        if game(&app).game.outcome().is_some() {
            common::command(&mut app, GameCommand::Restart);
        }
        app.world_mut().write_message(PointPicked {
            point: all[rng.random_range(0..all.len())],
            secondary: false,
        });
        settle(&mut app);
        assert_board_matches(&mut app);
    }
    assert!(
        !game(&app).game.plies().is_empty(),
        "some clicks made moves"
    );
}

#[test]
fn a_fox_and_geese_game_saves_and_loads() {
    let storage = Storage::memory();
    let setup = common::setup("fox-geese-15-sideways", Mode::HotSeat, Level::Recruit, None);
    let mut app = common::app(setup);
    for text in ["d4-d5", "c3-c4", "d5-e5", "a4-b5"] {
        common::play(&mut app, text);
        settle(&mut app);
    }
    let name = saves::save_new(&storage, game(&app)).expect("saved");
    let text = storage.read(&name).unwrap().expect("written");
    let saved = SavedGame::from_ron(&text).unwrap();
    assert_eq!(saved.variant, "fox-geese-15-sideways");
    let loaded = saves::load(&storage, &name).expect("loads");
    assert_eq!(loaded.game.position(), game(&app).game.position());
    assert_eq!(loaded.game.plies().len(), 4);
}

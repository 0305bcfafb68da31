//! The one headless harness of the game's tests: the game's own plugins (no window, no renderer)
//! with a manual clock of 50 ms a frame, a match started as the game starts one, and helpers to
//! click, play and look at the board. Each test file uses its own part of it.
#![allow(dead_code)]

use std::collections::BTreeSet;
use std::time::Duration;

use asalto::audio::SoundCue;
use asalto::board::{BoardSettled, Piece};
use asalto::game::{GameCommand, Match, MatchSetup, Mode, NewMatch, Player};
use asalto::input::{Note, PointPicked, Selection, SelectionState};
use asalto::screens::{FirstScreen, Screen};
use asalto_engine::bitboard::points;
use asalto_engine::search::Level;
use asalto_engine::{Move, Point, Position, Side, Variant, parse_apn};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;

pub const FRAME_SECS: f32 = 0.05;

/// A match's setup from a variant's name or a position, the players and the level.
pub fn setup(variant: &str, mode: Mode, level: Level, start: Option<&str>) -> MatchSetup {
    let (variant, start) = match start {
        Some(apn) => {
            let (v, p) = parse_apn(apn).expect("test position");
            (v, Some(p))
        }
        None => (Variant::builtin(variant).expect("variant"), None),
    };
    MatchSetup {
        variant,
        start,
        mode,
        level,
        warn_huff: false,
        seed: 7,
    }
}

/// A bare app: the game's plugins and the manual clock, no match yet.
pub fn bare_app(configure: impl FnOnce(&mut App)) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin));
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs_f32(
        FRAME_SECS,
    )));
    configure(&mut app);
    app.add_plugins(asalto::GamePlugin);
    app.init_resource::<Heard>().add_systems(Last, listen);
    app
}

/// The game screen with a match of this setup, started as the command line starts one.
pub fn app_with(setup: MatchSetup, configure: impl FnOnce(&mut App)) -> App {
    let mut app = bare_app(|app| {
        app.insert_resource(FirstScreen(Screen::Game));
        configure(app);
    });
    app.world_mut().write_message(NewMatch::fresh(setup));
    // Loading, then the game screen.
    for _ in 0..4 {
        app.update();
    }
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Game);
    assert!(app.world().get_resource::<Match>().is_some());
    app
}

pub fn app(setup: MatchSetup) -> App {
    app_with(setup, |_| {})
}

/// The cues written so far.
#[derive(Resource, Default)]
pub struct Heard(pub Vec<SoundCue>);

fn listen(mut cues: MessageReader<SoundCue>, mut heard: ResMut<Heard>) {
    heard.0.extend(cues.read().copied());
}

pub fn heard(app: &App) -> Vec<SoundCue> {
    app.world().resource::<Heard>().0.clone()
}

pub fn game(app: &App) -> &Match {
    app.world().resource::<Match>()
}

pub fn point(app: &App, name: &str) -> Point {
    game(app)
        .variant()
        .point(name)
        .unwrap_or_else(|| panic!("no point {name}"))
}

/// Whether pieces are still moving.
pub fn busy(app: &App) -> bool {
    !app.world().resource::<BoardSettled>().0
}

/// Updates until `done` holds (panics after `max` frames).
pub fn run_until(app: &mut App, max: usize, mut done: impl FnMut(&App) -> bool) {
    for _ in 0..max {
        if done(app) {
            return;
        }
        app.update();
    }
    assert!(done(app), "condition not reached after {max} frames");
}

/// Updates until `done` holds while the computer thinks in the task pool: frames take no
/// time here, so each waits a millisecond, and a loaded machine gets a minute.
pub fn await_computer(app: &mut App, mut done: impl FnMut(&App) -> bool) {
    for _ in 0..60_000 {
        if done(app) {
            return;
        }
        app.update();
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    assert!(done(app), "the computer did not get there within a minute");
}

/// Lets every animation finish.
pub fn settle(app: &mut App) {
    app.update();
    run_until(app, 400, |a| !busy(a));
}

/// Sends a pick of a point, as the pointer observer would.
pub fn pick(app: &mut App, name: &str) {
    let p = point(app, name);
    app.world_mut().write_message(PointPicked {
        point: p,
        secondary: false,
    });
}

/// Clicks a point, then lets the board settle.
pub fn click(app: &mut App, name: &str) {
    pick(app, name);
    settle(app);
}

pub fn note(app: &App) -> Option<Note> {
    app.world().resource::<SelectionState>().note.clone()
}

pub fn selection(app: &App) -> Selection {
    app.world().resource::<SelectionState>().selection.clone()
}

/// Sends a command and lets the board settle.
pub fn command(app: &mut App, c: GameCommand) {
    app.world_mut().write_message(c);
    settle(app);
}

/// The legal move with this text.
pub fn legal(app: &App, text: &str) -> Move {
    let g = &game(app).game;
    g.variant()
        .parse_move(g.position(), text)
        .unwrap_or_else(|e| panic!("{text} is not legal here: {e}"))
}

/// Sends a move as the player (nothing is updated).
pub fn play(app: &mut App, text: &str) {
    let mv = legal(app, text);
    app.world_mut().write_message(GameCommand::Play {
        mv,
        by: Player::Human,
    });
}

/// The sprites on the board, as (is an officer, point name).
pub fn sprites(app: &mut App) -> BTreeSet<(bool, String)> {
    let variant = game(app).variant().clone();
    let mut q = app.world_mut().query::<&Piece>();
    q.iter(app.world())
        .map(|p| (p.side == Side::Officers, variant.name_of(p.at).to_string()))
        .collect()
}

pub fn expected(variant: &Variant, pos: &Position) -> BTreeSet<(bool, String)> {
    let mut s = BTreeSet::new();
    for p in points(pos.attackers) {
        s.insert((false, variant.name_of(p).to_string()));
    }
    for p in points(pos.officers) {
        s.insert((true, variant.name_of(p).to_string()));
    }
    s
}

pub fn assert_board_matches(app: &mut App) {
    let variant = game(app).variant().clone();
    let pos = *game(app).shown_position();
    assert_eq!(
        sprites(app),
        expected(&variant, &pos),
        "sprites differ from {}",
        variant.to_apn(&pos)
    );
}

pub fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

/// The game at its menu, with the player's settings and files in `storage`.
pub fn at_menu(storage: &asalto::platform::storage::Storage) -> App {
    let mut app = bare_app(|app| {
        app.insert_resource(storage.clone())
            .insert_resource(asalto::settings::Settings::default());
    });
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(screen(&app), Screen::Menu);
    assert!(app.world().get_resource::<Match>().is_none());
    app
}

/// A menu button used, and a few frames for it to be carried out.
pub fn menu(app: &mut App, action: asalto::ui::menu::MenuAction) {
    app.world_mut().write_message(action);
    for _ in 0..3 {
        app.update();
    }
}

/// The last moves of a Recruit-against-Recruit game (the engine's review tests use the whole
/// game): after e5-d5, the officer on e3 takes two with e3xe5xg3.
pub const RECRUITS_BEFORE: &str = "asalto moves @c5,e5 d4-d5 c5-d4 d5-c5 e5-d5 e4-e5 d4-e4 e5-e6 d5-e5 \
    e6-e7 e4-d4 e7-d7 e5-e6 e3-e4 d4-e5 d3-e3 e5-d6 c4-d4 e6-e7 d7-c7 d6-d5 d4-c4 e7-d6 e4-d4 \
    d5xd3 e3-e4 d6-e5 e2-e3 d3-d4 e1-e2 d4-d5 c3-d3 d5-d4 d1-e1 d4-d5 c1-d1 e5-e6 f4-e5 d5-d4 \
    g4-f4 d4-c3 d1-c1 e6-e7 e4-d4 e7-d6 g3-g4 d6-e6 f4-e4 e6-e7 f3-g3 e7-d7 g4-f4 d7-d6 f4-g4 \
    d6xf4 d4-e5 f4xd6 e4-f4 d6-e5 c7-d7 e5-e6 d7-e7 e6-e5 e7-d7 e5-e6 d7-c7 e6-d6 f5-e5 c3-d4 \
    c2-c3 d4-e4 e5-e6 e4-e5 e6-e7 d6-c6 e3-d4 c6-d6 f4-f5 e5-f4 c7-d7 f4-e4 e1-d1 d6-c7 d2-c2 \
    e4-f4 e2-d2 f4-e5 d3-e3 e5-f4 e3-f3 c7-d6 d4-e5 d6-e6 e5-d5 f4-e5 c4-d4 e5-e4 b4-c4 e6-e5 \
    d7-c7 e5-d6 b3-b4 e4-e3 a3-b3 e3-d3 g3-f4 d3-e3 f3-g3 d6-c6 c7-d7 c6-c7 d1-e1 e3-d3 d2-e2 \
    c7-d6 c1-d1 d3-d2 d7-c7 d2-c1 d5-e5 c1-d2 d4-e4 d6-d7 c5-c6 d7-d6 c4-c5 d6-d7 e5-e6 d7-d6 \
    f5-e5 d2-d3 g5-f5 d6-d7 g4-g5 d3-e3 g3-g4 d7-d6 c7-d7 e3-f3 b3-a3 f3-e3";

/// The game from the position before its last moves, as a saved game holds it.
pub fn saved_game() -> asalto_engine::Game {
    let whole = asalto_engine::Variants::default()
        .start(&format!("{RECRUITS_BEFORE} e5-d5"))
        .expect("the game's moves are legal")
        .game;
    let from = whole.plies().len() - 4;
    let mut short =
        asalto_engine::Game::from_position(whole.variant().clone(), *whole.position_after(from));
    for ply in &whole.plies()[from..] {
        short.play(ply.mv).expect("legal");
    }
    short
}

/// The saved game open in a two-player match.
pub fn opened() -> App {
    opened_with(saved_game(), |_| {})
}

/// A game open in a two-player match, in an app configured so before it starts.
pub fn opened_with(game: asalto_engine::Game, configure: impl FnOnce(&mut App)) -> App {
    let mut app = app_with(
        setup("asalto", Mode::HotSeat, Level::Captain, None),
        configure,
    );
    app.world_mut()
        .write_message(GameCommand::NewMatch(Box::new(NewMatch {
            setup: setup("asalto", Mode::HotSeat, Level::Captain, None),
            from: Some(game),
            continued: false,
            continues_rated: false,
        })));
    settle(&mut app);
    app
}

/// Updates until the review is done (it is searched on another thread).
pub fn wait_for_review(app: &mut App) {
    for _ in 0..6_000 {
        if app
            .world()
            .resource::<asalto::computer::Analysis>()
            .done
            .is_some()
        {
            return;
        }
        app.update();
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    panic!("the review did not finish in a minute");
}

/// The side panel's note, as the panel would show it now.
pub fn panel_note(app: &App) -> String {
    use asalto::computer::{ComputerPlayer, Hint, LoadedTablebase};
    let computer = app.world().resource::<ComputerPlayer>();
    let endgames = app.world().resource::<LoadedTablebase>();
    let hint = app.world().resource::<Hint>();
    let current = game(app);
    let news = asalto::ui::hud::view::ComputerNews::of(computer, hint, endgames, current);
    asalto::ui::hud::view::PanelView::of(
        current,
        app.world().resource::<SelectionState>(),
        &news,
        &asalto::ui::texts::Texts::default(),
    )
    .note
    .0
}

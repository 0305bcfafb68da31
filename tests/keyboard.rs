//! The whole game by keyboard: hot-seat games of every built-in variant played to the end with
//! key presses only (the same `KeyboardInput` messages a keyboard produces): `Tab` to reach a
//! piece, the arrow keys to reach each point, `Enter` to pick, `Escape` to drop a selection,
//! with capture chains hop by hop, the officers' placement point by point and, in Asalto, a huff
//! warning confirmed by a second `Enter`.

mod common;

use asalto_engine::job::Job;
use asalto_engine::job::StopFlag;
use std::collections::VecDeque;

use asalto::game::{Match, Mode};
use asalto::input::cursor::{Arrow, step};
use asalto::input::{BoardCursor, Note, Selection};
use asalto_engine::bitboard::points;
use asalto_engine::search::{Level, LevelMove};
use asalto_engine::{Move, Point, Variant};
use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput, NativeKey};
use bevy::prelude::*;
use common::*;

fn key(app: &mut App, code: KeyCode, state: ButtonState) {
    app.world_mut().write_message(KeyboardInput {
        key_code: code,
        logical_key: Key::Unidentified(NativeKey::Unidentified),
        state,
        text: None,
        repeat: false,
        window: Entity::PLACEHOLDER,
    });
}

/// A key pressed and released, a frame each.
fn press(app: &mut App, code: KeyCode) {
    key(app, code, ButtonState::Pressed);
    app.update();
    key(app, code, ButtonState::Released);
    app.update();
}

fn cursor(app: &App) -> Option<Point> {
    app.world().resource::<BoardCursor>().0
}

/// The arrow presses from `from` to `to`, as the cursor moves (shortest first).
fn route(variant: &Variant, from: Point, to: Point) -> Vec<Arrow> {
    let mut back: Vec<Option<(Point, Arrow)>> = vec![None; 128];
    let mut queue = VecDeque::from([from]);
    let mut seen = from.bit();
    while let Some(p) = queue.pop_front() {
        if p == to {
            break;
        }
        for a in [Arrow::Up, Arrow::Down, Arrow::Left, Arrow::Right] {
            if let Some(n) = step(variant, p, a)
                && seen & n.bit() == 0
            {
                seen |= n.bit();
                back[n.0 as usize] = Some((p, a));
                queue.push_back(n);
            }
        }
    }
    let mut arrows = Vec::new();
    let mut p = to;
    while p != from {
        let (prev, a) = back[p.0 as usize].expect("every point is reachable by arrows");
        arrows.push(a);
        p = prev;
    }
    arrows.reverse();
    arrows
}

fn arrow_key(a: Arrow) -> KeyCode {
    match a {
        Arrow::Up => KeyCode::ArrowUp,
        Arrow::Down => KeyCode::ArrowDown,
        Arrow::Left => KeyCode::ArrowLeft,
        Arrow::Right => KeyCode::ArrowRight,
    }
}

/// Moves the cursor to `to` with the arrow keys.
fn go_to(app: &mut App, to: Point) {
    if cursor(app).is_none() {
        // The first press shows the cursor without moving it.
        press(app, KeyCode::ArrowUp);
    }
    let variant = game(app).variant().clone();
    for a in route(&variant, cursor(app).unwrap(), to) {
        press(app, arrow_key(a));
    }
    assert_eq!(cursor(app), Some(to));
}

/// `Tab` until the cursor stands on `to` (one of the pieces that can move).
fn tab_to(app: &mut App, to: Point) {
    for _ in 0..64 {
        if cursor(app) == Some(to) {
            return;
        }
        press(app, KeyCode::Tab);
    }
    panic!("Tab never reached {to:?}");
}

/// What the test has seen played by keyboard in one game.
#[derive(Default)]
struct Seen {
    chains: usize,
    placements: usize,
    huff_warnings: usize,
    plies: usize,
}

/// The move to play: the longest capture chain when there is one of two hops or more (to go
/// through chains by keyboard), a move of the attackers that offers one, once in Asalto a step
/// that lets an officer be huffed, and otherwise the Recruit's choice.
fn choose(m: &Match, huff_wanted: bool) -> (Move, bool) {
    let g = &m.game;
    let variant = g.variant();
    let legal = g.legal_moves();
    if huff_wanted
        && let Some(mv) = legal.iter().find(|mv| {
            matches!(mv, Move::Step { .. })
                && !asalto::input::pick::huffed_by(variant, g.position(), **mv).is_empty()
        })
    {
        return (*mv, true);
    }
    let chain = legal
        .iter()
        .filter_map(|mv| match mv {
            Move::Capture(c) if c.landings(variant).len() >= 2 => {
                Some((c.landings(variant).len(), *mv))
            }
            _ => None,
        })
        .max_by_key(|(n, _)| *n);
    if let Some((_, mv)) = chain {
        return (mv, false);
    }
    // The attackers offer a chain when they can, so that every game has one.
    let offers_chain = |mv: &Move| {
        let mut next = g.clone();
        next.play(*mv).is_ok()
            && next
                .legal_moves()
                .iter()
                .any(|r| matches!(r, Move::Capture(c) if c.landings(variant).len() >= 2))
    };
    if g.position().turn == asalto_engine::Turn::Attackers
        && let Some(mv) = legal.iter().find(|mv| offers_chain(mv))
    {
        return (*mv, false);
    }
    let found = LevelMove::new(g, Level::Recruit, g.plies().len() as u64)
        .timed()
        .run(&StopFlag::default());
    (found.best.expect("the game is not over"), false)
}

fn play_by_keys(app: &mut App, seen: &mut Seen) {
    let variant = game(app).variant().clone();
    let huff_wanted = seen.huff_warnings == 0 && game(app).setup.warn_huff;
    let (mv, huffs) = choose(game(app), huff_wanted);
    let before = game(app).game.plies().len();
    match mv {
        Move::Place(p) => {
            for point in points(p.points()) {
                go_to(app, point);
                press(app, KeyCode::Enter);
            }
            seen.placements += 1;
        }
        Move::Step { from, to } => {
            tab_to(app, from);
            press(app, KeyCode::Enter);
            assert!(matches!(selection(app), Selection::Piece { .. }));
            go_to(app, to);
            press(app, KeyCode::Enter);
            if huffs {
                assert!(
                    matches!(note(app), Some(Note::HuffWarning(_))),
                    "{:?}",
                    note(app)
                );
                assert_eq!(game(app).game.plies().len(), before, "a warning first");
                press(app, KeyCode::Enter);
                seen.huff_warnings += 1;
            }
        }
        Move::Capture(c) => {
            let from = mv.from().unwrap();
            tab_to(app, from);
            press(app, KeyCode::Enter);
            for landing in c.landings(&variant) {
                go_to(app, landing);
                press(app, KeyCode::Enter);
            }
            if c.landings(&variant).len() >= 2 {
                seen.chains += 1;
            }
        }
    }
    settle(app);
    let plies = game(app).game.plies();
    assert_eq!(plies.len(), before + 1, "{mv:?} was not played");
    assert_eq!(plies[before].mv, mv);
    seen.plies += 1;
}

fn whole_game(name: &str) -> Seen {
    let mut s = setup(name, Mode::HotSeat, Level::Recruit, None);
    s.warn_huff = name == "asalto";
    let mut app = app_with(s, |app| {
        app.add_plugins(bevy::input::InputPlugin);
    });
    settle(&mut app);
    let mut seen = Seen::default();

    // Escape drops a chosen piece and stays in the game.
    if game(&app).game.position().turn != asalto_engine::Turn::Setup {
        press(&mut app, KeyCode::Tab);
        press(&mut app, KeyCode::Enter);
        assert!(matches!(selection(&app), Selection::Piece { .. }));
        // The side panel says it in words, for a screen reader.
        let said = words(&app);
        assert!(
            said.contains("Selected: ")
                && said.contains("; it can go to ")
                && said.contains("Cursor: "),
            "{said}"
        );
        press(&mut app, KeyCode::Escape);
        assert_eq!(selection(&app), Selection::None);
        assert_eq!(screen(&app), asalto::screens::Screen::Game);
    }

    while game(&app).game.outcome().is_none() {
        assert!(seen.plies < 600, "{name}: the game does not end");
        play_by_keys(&mut app, &mut seen);
    }
    assert_board_matches(&mut app);
    let outcome = game(&app).game.outcome().unwrap();
    let texts = asalto::ui::texts::Texts::new(asalto::settings::Language::English);
    let title = texts.outcome_title(game(&app).variant(), &outcome);
    assert!(words(&app).starts_with(&title), "{}", words(&app));
    // The title, a heading on the banner, ends as a sentence here.
    let after = &words(&app)[title.len()..];
    assert!(
        title.ends_with('!') || after.starts_with(". "),
        "{}",
        words(&app)
    );
    assert!(words(&app).contains("Last move: "), "{}", words(&app));
    seen
}

fn words(app: &App) -> String {
    let texts = asalto::ui::texts::Texts::new(asalto::settings::Language::English);
    asalto::ui::hud::words::board_in_words(&texts, game(app), &selection(app), cursor(app))
}

#[test]
fn every_variant_is_played_to_the_end_by_keyboard() {
    for v in Variant::builtins() {
        let seen = whole_game(v.name());
        eprintln!(
            "{}: {} plies, {} chains, {} placements, {} huff warnings",
            v.name(),
            seen.plies,
            seen.chains,
            seen.placements,
            seen.huff_warnings
        );
        assert!(seen.chains > 0, "{}: no capture chain", v.name());
        if asalto_engine::Position::start(v).turn == asalto_engine::Turn::Setup {
            assert_eq!(seen.placements, 1, "{}", v.name());
        }
        if v.name() == "asalto" {
            assert_eq!(seen.huff_warnings, 1);
        }
    }
}

fn type_move(app: &mut App, text: &str) {
    app.world_mut()
        .write_message(asalto::ui::hud::HudAction::TypeMove(text.into()));
    settle(app);
}

fn panel_message(app: &App) -> Option<String> {
    app.world()
        .resource::<asalto::ui::hud::NotationPanel>()
        .message
        .clone()
}

#[test]
fn moves_typed_in_notation_are_played_and_bad_ones_explained() {
    let mut app = app(setup("assaut", Mode::HotSeat, Level::Recruit, None));
    settle(&mut app);
    type_move(&mut app, "@c6,e6");
    assert_eq!(
        game(&app).game.plies().len(),
        1,
        "{:?}",
        panel_message(&app)
    );
    for bad in ["z9-z8", "c6-c5", "hello", "@c6"] {
        type_move(&mut app, bad);
        assert_eq!(game(&app).game.plies().len(), 1, "{bad} was played");
        let message = panel_message(&app).expect("a reason");
        assert!(message.starts_with("Not a move here"), "{bad}: {message}");
    }
    // Every legal move of the soldiers, typed as the engine writes it, is the move played.
    let g = &game(&app).game;
    let mv = g.legal_moves()[3];
    let text = g.variant().move_text(&mv);
    type_move(&mut app, &text);
    assert_eq!(game(&app).game.plies()[1].mv, mv, "{text}");
}

#[test]
fn a_typed_step_that_gets_an_officer_huffed_is_entered_twice() {
    let huff = "asalto o .../.../...O.../RR.R.RR/RR...RR/.../... 0";
    let mut s = setup("asalto", Mode::HotSeat, Level::Recruit, Some(huff));
    s.warn_huff = true;
    let mut app = app(s);
    settle(&mut app);
    type_move(&mut app, "d5-d6");
    assert_eq!(game(&app).game.plies().len(), 0, "a warning first");
    let warning = panel_message(&app).expect("a warning");
    assert!(warning.contains("Press Enter again"), "{warning}");
    type_move(&mut app, "d5-d6");
    assert_eq!(
        game(&app).game.plies().len(),
        1,
        "{:?}",
        panel_message(&app)
    );
}

//! Headless tests of the game: the app is built with `MinimalPlugins`, `StatesPlugin` and the
//! game's own logic plugins (no window, no renderer), and played through the same messages the
//! mouse observers send.

mod common;

use asalto::board::Piece;
use asalto::computer::ComputerPlayer;
use asalto::game::{GameCommand, Match, Mode};
use asalto::input::{Note, PointPicked, Selection};
use asalto::screens::Screen;
use asalto_engine::bitboard::points;
use asalto_engine::search::Level;
use asalto_engine::{EndReason, Move, Refusal, Side, Turn};
use bevy::prelude::*;
use common::{
    assert_board_matches, await_computer, busy, click, command, game, note, run_until, selection,
    settle,
};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

fn build(variant: &str, mode: Mode, level: Level, start: Option<&str>) -> App {
    common::app(common::setup(variant, mode, level, start))
}

/// Plays a move by clicking: every placement point, or the piece and each landing.
fn click_move(app: &mut App, mv: Move) {
    let variant = game(app).variant().clone();
    match mv {
        Move::Place(placement) => {
            for p in points(placement.points()) {
                click(app, &variant.name_of(p).to_string());
            }
        }
        Move::Step { from, to } => {
            click(app, &variant.name_of(from).to_string());
            click(app, &variant.name_of(to).to_string());
        }
        Move::Capture(c) => {
            click(app, &variant.name_of(c.from).to_string());
            for p in c.landings(&variant) {
                click(app, &variant.name_of(p).to_string());
            }
        }
    }
}

const CHAIN: &str = "assaut o ..O/.../..O..RR/..R..RR/R....RR/R../... 0";

#[test]
fn placement_by_clicks_in_each_variant() {
    for (name, picks) in [
        ("asalto", vec!["c7", "e7"]),
        ("assaut", vec!["d6", "d7"]),
        ("grand-assaut", vec!["b9", "e8", "h9"]),
    ] {
        let mut app = build(name, Mode::HotSeat, Level::Recruit, None);
        assert_board_matches(&mut app);
        click(&mut app, "d3");
        assert_eq!(
            note(&app),
            Some(Note::Refused(Refusal::NotInFortress)),
            "{name}"
        );
        for (i, p) in picks.iter().enumerate() {
            click(&mut app, p);
            if i + 1 < picks.len() {
                assert!(
                    matches!(selection(&app), Selection::Placement(b) if b.count_ones() as usize == i + 1)
                );
                assert!(game(&app).game.plies().is_empty());
            }
        }
        assert_eq!(game(&app).game.plies().len(), 1, "{name}");
        assert_eq!(game(&app).game.position().turn, Turn::Attackers);
        assert_board_matches(&mut app);
    }
}

#[test]
fn placement_click_again_unselects() {
    let mut app = build("asalto", Mode::HotSeat, Level::Recruit, None);
    click(&mut app, "c7");
    click(&mut app, "c7");
    assert_eq!(selection(&app), Selection::Placement(0));
    click(&mut app, "c6");
    click(&mut app, "d6");
    assert_eq!(game(&app).game.plies()[0].text, "@c6,d6");
}

#[test]
fn capture_chain_by_successive_picks_ends_the_game() {
    let mut app = build("assaut", Mode::HotSeat, Level::Recruit, Some(CHAIN));
    assert_board_matches(&mut app);
    click(&mut app, "c5");
    assert!(matches!(selection(&app), Selection::Piece { .. }));
    click(&mut app, "c3");
    assert!(matches!(selection(&app), Selection::Piece { ref path, .. } if path.len() == 1));
    assert!(
        game(&app).game.plies().is_empty(),
        "half a chain is not a move"
    );
    click(&mut app, "c1");
    let g = game(&app);
    assert_eq!(g.game.plies().len(), 1);
    assert_eq!(g.game.plies()[0].text, "c5xc3xc1");
    let outcome = g
        .game
        .outcome()
        .expect("seven soldiers cannot fill the fortress");
    assert_eq!(outcome.winner, Some(Side::Officers));
    assert_eq!(outcome.reason, EndReason::TooFewAttackers);
    assert_board_matches(&mut app);
}

#[test]
fn capture_by_clicking_the_final_point() {
    let mut app = build("assaut", Mode::HotSeat, Level::Recruit, Some(CHAIN));
    click(&mut app, "c5");
    click(&mut app, "c1");
    assert_eq!(game(&app).game.plies()[0].text, "c5xc3xc1");
    assert_board_matches(&mut app);
}

#[test]
fn illegal_clicks_explain_themselves() {
    let mut app = build("assaut", Mode::HotSeat, Level::Recruit, Some(CHAIN));
    click(&mut app, "f5");
    assert_eq!(note(&app), Some(Note::Refused(Refusal::NotYourPiece)));
    click(&mut app, "d4");
    assert_eq!(note(&app), Some(Note::PickAPiece));
    click(&mut app, "e7");
    assert_eq!(
        note(&app),
        Some(Note::Refused(Refusal::OtherOfficerMustCapture))
    );
    click(&mut app, "c5");
    click(&mut app, "c6");
    assert_eq!(note(&app), Some(Note::Refused(Refusal::CaptureMandatory)));
    assert!(game(&app).game.plies().is_empty());

    // Soldiers: never out of the fortress, never on a closed line, one-way lines one way only.
    let soldiers = "assaut r ..O/.../.RR.O.R/......./...R.RR/RRR/RRR 0";
    let mut app = build("assaut", Mode::HotSeat, Level::Recruit, Some(soldiers));
    click(&mut app, "c5");
    click(&mut app, "b4");
    assert_eq!(
        note(&app),
        Some(Note::Refused(Refusal::CannotLeaveFortress))
    );
    click(&mut app, "d3");
    click(&mut app, "e3");
    assert_eq!(
        note(&app),
        Some(Note::Refused(Refusal::LineClosedToSoldiers))
    );
    click(&mut app, "b5");
    click(&mut app, "a5");
    assert_eq!(note(&app), Some(Note::Refused(Refusal::OneWayLine)));
    click(&mut app, "g3");
    click(&mut app, "d4");
    assert_eq!(note(&app), Some(Note::Refused(Refusal::NotAdjacent)));
    assert!(game(&app).game.plies().is_empty());

    // Rebels may step sideways but never back (Asalto).
    let rebels = "asalto r ..O/.../...O.../...R.../RRRRRRR/R.R/RRR 0";
    let mut app = build("asalto", Mode::HotSeat, Level::Recruit, Some(rebels));
    click(&mut app, "d4");
    click(&mut app, "c4");
    assert_eq!(game(&app).game.plies().len(), 1, "rebels may step sideways");
    click(&mut app, "e7");
    click(&mut app, "e6");
    assert_eq!(game(&app).game.plies().len(), 2);
    click(&mut app, "d3");
    click(&mut app, "d2");
    assert_eq!(note(&app), Some(Note::Refused(Refusal::NotForward)));
    click(&mut app, "e3");
    click(&mut app, "d2");
    assert_eq!(note(&app), Some(Note::Refused(Refusal::NotForward)));
}

#[test]
fn huffing_warns_then_removes_the_last_officer() {
    let apn = "asalto o .../.../...O.../RR.R.RR/RR...RR/.../... 0";
    let mut app = build("asalto", Mode::HotSeat, Level::Recruit, Some(apn));
    app.world_mut().resource_mut::<Match>().setup.warn_huff = true;
    click(&mut app, "d5");
    click(&mut app, "d6");
    assert!(
        matches!(note(&app), Some(Note::HuffWarning(ref names)) if names == &vec!["d6".to_string()])
    );
    assert!(game(&app).game.plies().is_empty());
    click(&mut app, "d6");
    let g = game(&app);
    assert_eq!(g.game.plies().len(), 1);
    assert_eq!(g.game.plies()[0].effects.huffed.len(), 1);
    let outcome = g.game.outcome().expect("no officer left");
    assert_eq!(outcome.reason, EndReason::AllOfficersHuffed);
    assert_eq!(outcome.winner, Some(Side::Attackers));
    assert_board_matches(&mut app);
}

#[test]
fn fortress_taken_ends_the_game() {
    let apn = "asalto r RRR/RRR/..R.R../...R.../O.....O/.../... 0";
    let mut app = build("asalto", Mode::HotSeat, Level::Recruit, Some(apn));
    click(&mut app, "d4");
    click(&mut app, "d5");
    let outcome = game(&app).game.outcome().expect("fortress full");
    assert_eq!(outcome.reason, EndReason::FortressTaken);
    // Clicks after the end do nothing.
    click(&mut app, "a3");
    assert_eq!(game(&app).game.plies().len(), 1);
    assert_board_matches(&mut app);
}

#[test]
fn computer_reply_arrives_then_undo_and_redo() {
    for name in ["asalto", "assaut", "grand-assaut"] {
        let mut app = build(
            name,
            Mode::VsComputer {
                human: Side::Officers,
            },
            Level::Recruit,
            None,
        );
        let variant = game(&app).variant().clone();
        let place = game(&app).game.legal_moves()[0];
        click_move(&mut app, place);
        assert_eq!(game(&app).game.plies().len(), 1);
        // The computer (attackers) answers from its async task.
        await_computer(&mut app, |a| game(a).game.plies().len() == 2 && !busy(a));
        assert_eq!(game(&app).game.position().turn, Turn::Officers, "{name}");
        assert_board_matches(&mut app);

        // Undo takes back the computer's reply with the player's move.
        command(&mut app, GameCommand::Undo);
        assert_eq!(game(&app).game.plies().len(), 0, "{name}");
        assert_board_matches(&mut app);
        assert!(game(&app).human_to_move());
        command(&mut app, GameCommand::Redo);
        assert_eq!(game(&app).game.plies().len(), 2, "{name}");
        assert_board_matches(&mut app);
        let _ = variant;
    }
}

#[test]
fn undo_drops_a_running_search() {
    let mut app = build(
        "asalto",
        Mode::VsComputer {
            human: Side::Attackers,
        },
        Level::Recruit,
        None,
    );
    // The computer places its officers first.
    await_computer(&mut app, |a| game(a).game.plies().len() == 1 && !busy(a));
    let step = game(&app).game.legal_moves()[0];
    // Make the computer slow to answer, so the undo surely comes while it thinks.
    app.world_mut().resource_mut::<Match>().setup.level = Level::Marshal;
    click_move(&mut app, step);
    assert_eq!(game(&app).game.plies().len(), 2);
    run_until(&mut app, 200, |a| {
        a.world().resource::<ComputerPlayer>().thinking()
    });
    let dropped = app.world().resource::<ComputerPlayer>().dropped;
    app.world_mut().write_message(GameCommand::Undo);
    app.update();
    app.update();
    let computer = app.world().resource::<ComputerPlayer>();
    assert!(!computer.thinking());
    assert_eq!(computer.dropped, dropped + 1);
    assert_eq!(
        game(&app).game.plies().len(),
        1,
        "the player's step is undone, the placement stays"
    );
    assert!(game(&app).human_to_move());
    assert_board_matches(&mut app);
}

#[test]
fn leaving_the_screen_drops_the_search() {
    let mut app = build(
        "grand-assaut",
        Mode::VsComputer {
            human: Side::Attackers,
        },
        Level::Marshal,
        None,
    );
    run_until(&mut app, 200, |a| {
        a.world().resource::<ComputerPlayer>().thinking()
    });
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Menu);
    app.update();
    app.update();
    assert!(!app.world().resource::<ComputerPlayer>().thinking());
    assert!(app.world().get_resource::<Match>().is_none());
    let mut q = app.world_mut().query::<&Piece>();
    assert_eq!(
        q.iter(app.world()).count(),
        0,
        "pieces are scoped to the game screen"
    );
}

#[test]
fn computer_plays_itself() {
    for name in ["asalto", "assaut", "grand-assaut"] {
        let mut app = build(name, Mode::ComputerVsComputer, Level::Recruit, None);
        await_computer(&mut app, |a| {
            game(a).game.plies().len() >= 6 || game(a).game.outcome().is_some()
        });
        // Stop the computer so the board can be compared with a still position.
        app.world_mut().resource_mut::<Match>().setup.mode = Mode::HotSeat;
        settle(&mut app);
        let n = game(&app).game.plies().len();
        assert!(n >= 6, "{name}: {n} plies");
        assert_board_matches(&mut app);
    }
}

#[test]
fn review_shows_an_earlier_position_read_only() {
    let mut app = build("asalto", Mode::HotSeat, Level::Recruit, None);
    let mv = game(&app).game.legal_moves()[0];
    click_move(&mut app, mv);
    let mv = game(&app).game.legal_moves()[0];
    click_move(&mut app, mv);
    command(&mut app, GameCommand::Review(Some(1)));
    assert_board_matches(&mut app);
    assert_eq!(
        *game(&app).shown_position(),
        *game(&app).game.position_after(1)
    );
    let before = game(&app).game.plies().len();
    let mv = game(&app).game.legal_moves()[0];
    click_move(&mut app, mv);
    assert_eq!(
        game(&app).game.plies().len(),
        before,
        "no moves while reviewing"
    );
    command(&mut app, GameCommand::Review(None));
    assert_board_matches(&mut app);
}

#[test]
fn rematch_swaps_sides() {
    let mut app = build(
        "assaut",
        Mode::VsComputer {
            human: Side::Officers,
        },
        Level::Recruit,
        Some(CHAIN),
    );
    click(&mut app, "c5");
    click(&mut app, "c1");
    assert!(game(&app).game.outcome().is_some());
    command(&mut app, GameCommand::Rematch);
    assert_eq!(
        game(&app).setup.mode,
        Mode::VsComputer {
            human: Side::Attackers
        }
    );
    assert!(game(&app).game.plies().is_empty());
}

#[test]
fn random_clicks_never_break_the_game() {
    for (name, seed) in [("asalto", 1u64), ("assaut", 2), ("grand-assaut", 3)] {
        let mut app = build(name, Mode::HotSeat, Level::Recruit, None);
        app.world_mut().resource_mut::<Match>().setup.warn_huff = true;
        let mut rng = StdRng::seed_from_u64(seed);
        let variant = game(&app).variant().clone();
        let all: Vec<_> = points(variant.all_points()).collect();
        for i in 0..500 {
            if game(&app).game.outcome().is_some() {
                if rng.random_bool(0.5) {
                    command(&mut app, GameCommand::Undo);
                } else {
                    command(&mut app, GameCommand::Restart);
                }
                continue;
            }
            // Half the clicks on points that matter (a legal move's ends), half anywhere.
            let p = if rng.random_bool(0.5) {
                let legal = game(&app).game.legal_moves();
                let mv = legal[rng.random_range(0..legal.len())];
                let pts: Vec<_> = match mv {
                    Move::Place(b) => points(b.points()).collect(),
                    Move::Step { from, to } => vec![from, to],
                    Move::Capture(c) => {
                        let mut v = vec![c.from];
                        v.extend(c.landings(&variant));
                        v
                    }
                };
                pts[rng.random_range(0..pts.len())]
            } else {
                all[rng.random_range(0..all.len())]
            };
            app.world_mut().write_message(PointPicked {
                point: p,
                secondary: rng.random_bool(0.03),
            });
            settle(&mut app);
            if i % 97 == 0 {
                command(&mut app, GameCommand::Undo);
            }
            assert_board_matches(&mut app);
            // The engine accepts the game as recorded.
            let record = game(&app).game.record();
            asalto_engine::Game::from_record(&record).expect("a game the engine accepts");
        }
    }
}

/// Touch: a piece dragged to its destination and let go there moves as two taps would.
#[test]
fn a_piece_dragged_to_a_point_moves_there() {
    use asalto::board::BoardPoint;
    use bevy::camera::NormalizedRenderTarget;
    use bevy::picking::backend::HitData;
    use bevy::picking::events::{DragDrop, Pointer};
    use bevy::picking::pointer::{Location, PointerButton, PointerId};

    let mut app = build("asalto", Mode::HotSeat, Level::Recruit, None);
    click(&mut app, "c5");
    click(&mut app, "e5");
    assert_eq!(game(&app).game.plies().len(), 1);
    let entity_of = |app: &mut App, name: &str| {
        let p = common::point(app, name);
        let mut points = app.world_mut().query::<(Entity, &BoardPoint)>();
        points
            .iter(app.world())
            .find(|(_, b)| b.0 == p)
            .map(|(e, _)| e)
            .expect("a board point")
    };
    let (from, to) = (entity_of(&mut app, "d4"), entity_of(&mut app, "d5"));
    let location = Location {
        target: NormalizedRenderTarget::None {
            width: 1280,
            height: 800,
        },
        position: Vec2::ZERO,
    };
    let drop = DragDrop {
        button: PointerButton::Primary,
        dropped: from,
        hit: HitData::new(to, 0.0, None, None),
    };
    app.world_mut()
        .trigger(Pointer::new(PointerId::Touch(1), location, drop, to));
    settle(&mut app);
    assert_eq!(game(&app).game.plies().last().unwrap().text, "d4-d5");
}

//! Headless tests of the animations and sound cues: the same app as `tests/game.rs`
//! (`MinimalPlugins`, `StatesPlugin`, `GamePlugin`) with a manual clock of 50 ms a frame.

mod common;

use asalto::audio::SoundCue;
use asalto::board::animation::MissedTrace;
use asalto::board::effects::Leaving;
use asalto::board::timeline::{HOP_SECS, HUFF_SECS};
use asalto::board::{Piece, point_world, z};
use asalto::game::{GameCommand, Match, Mode};
use asalto::input::{PointPicked, Selection, SelectionState};
use asalto::settings::AnimationSpeed;
use asalto_engine::Side;
use asalto_engine::search::Level;
use bevy::prelude::*;
use common::{FRAME_SECS, busy, game, heard, play, point};

/// Three hops: c5 over c4 to c3, over c2 to c1, over d1 to e1.
const THREE_HOPS: &str = "assaut o ..O/.../..O..RR/..R..RR/R....RR/R../.R. 0";
/// e7 steps while d5 could take d4: d5 is huffed.
const HUFF: &str = "asalto o ..O/.../...O.../...R.../RR...RR/RRR/RRR 0";
/// Rebels to move, with plain steps.
const STEPS: &str = "asalto r ..O/.../...O.../...R.../RRRRRRR/R.R/RRR 0";

fn build(apn: &str, speed: AnimationSpeed) -> App {
    let setup = common::setup("asalto", Mode::HotSeat, Level::Recruit, Some(apn));
    common::app_with(setup, |app| {
        app.insert_resource(speed);
    })
}

/// The piece sprite standing on a point.
fn piece_at(app: &mut App, name: &str) -> Option<Entity> {
    let p = point(app, name);
    let mut q = app.world_mut().query::<(Entity, &Piece)>();
    q.iter(app.world())
        .find(|(_, piece)| piece.at == p)
        .map(|(e, _)| e)
}

fn translation(app: &App, e: Entity) -> Vec3 {
    app.world()
        .get::<Transform>(e)
        .expect("transform")
        .translation
}

/// Frames until the board is still (panics after `max`).
fn frames_until_still(app: &mut App, max: usize) -> usize {
    app.update();
    for n in 1..=max {
        if !busy(app) {
            return n;
        }
        app.update();
    }
    panic!("still animating after {max} frames");
}

#[test]
fn a_step_ends_exactly_on_its_point() {
    let mut app = build(STEPS, AnimationSpeed::Normal);
    let mover = piece_at(&mut app, "d4").expect("rebel on d4");
    let from = translation(&app, mover);
    play(&mut app, "d4-c4");
    app.update();
    assert!(busy(&app));
    app.update();
    app.update();
    let mid = translation(&app, mover);
    let variant = game(&app).variant().clone();
    let end = point_world(&variant, point(&app, "c4"));
    assert!(
        mid.truncate() != from.truncate() && mid.truncate() != end,
        "moving"
    );
    assert_eq!(mid.z, z::MOVING, "a moving piece is drawn above the rest");
    frames_until_still(&mut app, 100);
    let at = translation(&app, mover);
    assert_eq!(at, end.extend(z::PIECES), "exactly on c4");
    assert_eq!(
        app.world().get::<Transform>(mover).unwrap().scale,
        Vec3::ONE
    );
    assert_eq!(
        app.world().get::<Piece>(mover).unwrap().at,
        point(&app, "c4")
    );
    assert!(heard(&app).contains(&SoundCue::Step));
}

#[test]
fn speeds_change_how_long_a_move_takes() {
    let mut frames = Vec::new();
    for speed in AnimationSpeed::ALL {
        let mut app = build(STEPS, speed);
        let mover = piece_at(&mut app, "d4").unwrap();
        play(&mut app, "d4-c4");
        frames.push(frames_until_still(&mut app, 200));
        let end = point_world(game(&app).variant(), point(&app, "c4"));
        assert_eq!(translation(&app, mover), end.extend(z::PIECES), "{speed:?}");
    }
    // Off, Fast, Normal, Slow.
    assert!(frames[0] <= 2, "Off shows the move at once: {frames:?}");
    assert!(
        frames[0] < frames[1] && frames[1] < frames[2] && frames[2] < frames[3],
        "{frames:?}"
    );
}

#[test]
fn a_three_hop_chain_removes_its_captures_one_after_another() {
    let mut app = build(THREE_HOPS, AnimationSpeed::Normal);
    let mover = piece_at(&mut app, "c5").unwrap();
    let taken: Vec<Entity> = ["c4", "c2", "d1"]
        .iter()
        .map(|p| piece_at(&mut app, p).unwrap_or_else(|| panic!("attacker on {p}")))
        .collect();
    play(&mut app, "c5xc3xc1xe1");
    // The frame (in animation seconds) at which each captured piece leaves the board.
    let mut gone_at: Vec<Option<f32>> = vec![None; 3];
    let mut frame = 0;
    app.update();
    while busy(&app) {
        frame += 1;
        app.update();
        for (i, &e) in taken.iter().enumerate() {
            let leaving = app.world().get::<Leaving>(e).is_some()
                || app.world().get_entity(e).is_err()
                || app.world().get::<Piece>(e).is_none();
            if leaving && gone_at[i].is_none() {
                gone_at[i] = Some(frame as f32 * FRAME_SECS);
            }
        }
        assert!(frame < 200, "chain never ends");
    }
    let gone: Vec<f32> = gone_at
        .iter()
        .map(|g| g.expect("every captured piece leaves"))
        .collect();
    assert!(
        gone[0] < gone[1] && gone[1] < gone[2],
        "captures leave in hop order, one after another: {gone:?}"
    );
    for w in gone.windows(2) {
        assert!(
            (w[1] - w[0] - HOP_SECS).abs() <= 2.0 * FRAME_SECS,
            "one hop apart: {gone:?}"
        );
    }
    // The captured pieces fade, then are gone; the officer stands on e1.
    for _ in 0..20 {
        app.update();
    }
    for &e in &taken {
        assert!(app.world().get_entity(e).is_err(), "faded away");
    }
    let end = point_world(game(&app).variant(), point(&app, "e1"));
    assert_eq!(translation(&app, mover), end.extend(z::PIECES));
    let cues = heard(&app);
    let landings: Vec<_> = cues
        .iter()
        .filter(|c| matches!(c, SoundCue::Capture(_)))
        .collect();
    assert_eq!(
        landings,
        [
            &SoundCue::Capture(0),
            &SoundCue::Capture(1),
            &SoundCue::Capture(2)
        ],
        "each landing of the chain its own, in order: {cues:?}"
    );
    assert_eq!(cues.first(), Some(&SoundCue::Hop));
    // Seven soldiers cannot fill the fortress: the officers won, in hot seat a victory.
    assert!(game(&app).game.outcome().is_some());
    assert_eq!(cues.last(), Some(&SoundCue::Victory), "{cues:?}");
}

#[test]
fn a_huff_removes_the_officer_that_should_have_captured() {
    let mut app = build(HUFF, AnimationSpeed::Normal);
    let stepper = piece_at(&mut app, "e7").unwrap();
    let huffed = piece_at(&mut app, "d5").unwrap();
    play(&mut app, "e7-e6");
    app.update();
    let ply = game(&app).game.plies().last().unwrap().clone();
    assert_eq!(ply.effects.huffed, vec![point(&app, "d5")]);
    // During the step, the officer is still there.
    app.update();
    assert!(app.world().get::<Piece>(huffed).is_some());
    let mut saw_flash = false;
    let mut saw_trace_before_flash = false;
    let mut frames = 0;
    while busy(&app) {
        app.update();
        frames += 1;
        let traces = app
            .world_mut()
            .query_filtered::<(), With<MissedTrace>>()
            .iter(app.world())
            .count();
        if let Some(l) = app.world().get::<Leaving>(huffed) {
            assert!(l.huffed);
            saw_flash = true;
        } else if traces > 0 {
            // The missed capture is pointed out while the officer is still on the board.
            saw_trace_before_flash = true;
        }
        assert!(frames < 200);
    }
    assert!(
        saw_trace_before_flash,
        "the missed capture is shown before the officer goes"
    );
    assert!(saw_flash, "the huffed officer flashes before it goes");
    app.update();
    let traces_left = app
        .world_mut()
        .query_filtered::<(), With<MissedTrace>>()
        .iter(app.world())
        .count();
    assert_eq!(traces_left, 0, "the animation's trace goes with it");
    assert!(
        frames as f32 * FRAME_SECS >= HUFF_SECS,
        "the board waits for the huff"
    );
    app.update();
    assert!(app.world().get_entity(huffed).is_err(), "d5 is gone");
    assert_eq!(
        app.world().get::<Piece>(stepper).map(|p| p.at),
        Some(point(&app, "e6")),
        "the stepping officer stays"
    );
    let mut q = app.world_mut().query::<&Piece>();
    let officers = q
        .iter(app.world())
        .filter(|p| p.side == Side::Officers)
        .count();
    assert_eq!(officers, 1);
    assert!(heard(&app).contains(&SoundCue::Huff));
}

#[test]
fn input_waits_for_animations_and_a_click_skips_them() {
    let mut app = build(STEPS, AnimationSpeed::Slow);
    let mover = piece_at(&mut app, "d4").unwrap();
    play(&mut app, "d4-c4");
    app.update();
    app.update();
    assert!(busy(&app));
    // The officers' turn, but a click on an officer while the rebel moves only skips.
    let d5 = point(&app, "d5");
    app.world_mut().write_message(PointPicked {
        point: d5,
        secondary: false,
    });
    app.update();
    assert_eq!(
        app.world().resource::<SelectionState>().selection,
        Selection::None,
        "the click did not select"
    );
    // Skipped: the board is still within a frame or two, the rebel on c4.
    app.update();
    assert!(!busy(&app), "a click finishes the animation");
    let end = point_world(game(&app).variant(), point(&app, "c4"));
    assert_eq!(translation(&app, mover), end.extend(z::PIECES));
    assert_eq!(game(&app).game.plies().len(), 1);
    // Now the same click selects, and the next move animates at the set speed again.
    app.world_mut().write_message(PointPicked {
        point: d5,
        secondary: false,
    });
    app.update();
    assert!(matches!(
        app.world().resource::<SelectionState>().selection,
        Selection::Piece { .. }
    ));
    // The skip is over: the next move is shown at the set speed, not finished at once.
    let d6 = point(&app, "d6");
    app.world_mut().write_message(PointPicked {
        point: d6,
        secondary: false,
    });
    app.update();
    app.update();
    assert_eq!(game(&app).game.plies().len(), 2);
    assert!(busy(&app), "the next move animates again");
}

#[test]
fn the_end_is_heard_after_a_look_back_during_the_last_move() {
    // d4-d5 fills the fortress: the rebels win.
    let mut app = build(
        "asalto r RRR/RRR/..R.R../...R.../O.....O/.../... 0",
        AnimationSpeed::Normal,
    );
    play(&mut app, "d4-d5");
    app.update();
    assert!(game(&app).game.outcome().is_some());
    assert!(busy(&app));
    // The player looks at the start while the move is still shown, then comes back.
    app.world_mut().write_message(GameCommand::Review(Some(0)));
    for _ in 0..5 {
        app.update();
    }
    assert!(
        !heard(&app).contains(&SoundCue::Victory),
        "not while reviewing"
    );
    app.world_mut().write_message(GameCommand::Review(None));
    common::settle(&mut app);
    app.update();
    let cues = heard(&app);
    assert_eq!(
        cues.iter().filter(|c| **c == SoundCue::Victory).count(),
        1,
        "{cues:?}"
    );
}

#[test]
fn an_illegal_click_is_heard() {
    let mut app = build(STEPS, AnimationSpeed::Normal);
    // A rebel cannot step back.
    for name in ["d3", "d2"] {
        let p = point(&app, name);
        app.world_mut().write_message(PointPicked {
            point: p,
            secondary: false,
        });
        app.update();
    }
    assert!(
        heard(&app).contains(&SoundCue::Illegal),
        "{:?}",
        heard(&app)
    );
}

#[test]
fn computer_against_computer_honours_animation_off() {
    let mut app = build(STEPS, AnimationSpeed::Off);
    app.world_mut().resource_mut::<Match>().setup.mode = Mode::ComputerVsComputer;
    let mut busy_frames = 0;
    for _ in 0..400 {
        app.update();
        if busy(&app) {
            busy_frames += 1;
        }
        if game(&app).game.plies().len() >= 4 || game(&app).game.outcome().is_some() {
            break;
        }
    }
    let plies = game(&app).game.plies().len();
    assert!(plies >= 1, "the computer moved");
    assert!(
        busy_frames <= plies,
        "each move shown in at most a frame: {busy_frames} busy frames for {plies} moves"
    );
}

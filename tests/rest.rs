//! The window rests when nothing happens: frames come continuously while a match's event is
//! fresh or the computer thinks, and only on input (or every few seconds) once the board waits.

mod common;

use asalto::game::Mode;
use asalto_engine::Side;
use asalto_engine::search::Level;
use std::time::Duration;

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use bevy::winit::{UpdateMode, WinitSettings};
use common::*;

fn resting(app: &App) -> bool {
    let settings = app.world().resource::<WinitSettings>();
    let reactive = |m: UpdateMode| matches!(m, UpdateMode::Reactive { .. });
    reactive(settings.focused_mode) && reactive(settings.unfocused_mode)
}

fn with_rest(mode: Mode, level: Level) -> App {
    app_with(setup("asalto", mode, level, None), |app| {
        app.add_plugins(::asalto::rest::plugin);
    })
}

#[test]
fn a_waiting_board_rests_and_a_move_wakes_it() {
    let mut app = with_rest(Mode::HotSeat, Level::Recruit);
    // The match has just started: its event keeps the frames coming for a while.
    assert!(!resting(&app));
    // 7 s of frames at 50 ms, then the board waits for the player.
    run_until(&mut app, 200, resting);
    for _ in 0..20 {
        app.update();
        assert!(resting(&app), "nothing happened, yet the window redraws");
    }
    play(&mut app, "@c5,e5");
    app.update();
    assert!(
        !resting(&app),
        "a move animates and must be drawn continuously"
    );
    run_until(&mut app, 200, resting);
}

#[test]
fn the_computer_thinking_keeps_the_frames_coming() {
    // Marshal commands the attackers. Its reply to the placement is forced (d4-d5 is the only
    // move, played without a search), so the test waits for it and makes a second move, after
    // which there are many replies to search. With a clock of a second a frame, the match's
    // event keeps the frames coming for 7 of them; the search, a second or more of real time
    // over frames of a few milliseconds, lasts far longer, so the frames after the event's
    // are the search's own.
    let mut app = with_rest(
        Mode::VsComputer {
            human: Side::Officers,
        },
        Level::Marshal,
    );
    run_until(&mut app, 200, resting);
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs(1)));
    play(&mut app, "@c5,e5");
    run_until(&mut app, 1_000_000, |a| game(a).game.plies().len() == 2);
    assert_eq!(game(&app).game.plies()[1].text, "d4-d5");
    run_until(&mut app, 200, resting);
    play(&mut app, "e5-d6");
    let mut thinking_frames = 0;
    run_until(&mut app, 1_000_000, |a| {
        let thinking = a
            .world()
            .resource::<asalto::computer::ComputerPlayer>()
            .thinking();
        if thinking {
            thinking_frames += 1;
            assert!(!resting(a), "the computer thinks while the window rests");
        }
        thinking_frames > 0 && !thinking && resting(a)
    });
    assert!(
        thinking_frames > 8,
        "the search ended within the move's frames ({thinking_frames}): the test saw nothing"
    );
    assert_eq!(game(&app).game.plies().len(), 4, "the computer answered");
}

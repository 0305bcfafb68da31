//! Wins the solver proves, in the game: Marshal plays one its search misses and the panel says
//! so; the hint (a Captain's search) proves one too; the analysis board shows a proof for the
//! position on it; lower levels never use the solver.

mod common;

use asalto::analysis::AnalysisBoard;
use asalto::computer::{ComputerPlayer, ForcedWin, Hint, HintRequest};
use asalto::game::Mode;
use asalto::ui::hud::HudAction;
use asalto::ui::hud::analysis::AnalysisView;
use asalto::ui::texts::Texts;
use asalto_engine::search::Level;
use asalto_engine::{Game, Side, Variant};
use bevy::prelude::*;
use common::*;

/// The APN after a game's moves from Asalto's start.
fn after(moves: &str) -> String {
    let mut g = Game::new(Variant::builtin("asalto").unwrap());
    for mv in moves.split(' ') {
        g.play_text(mv).unwrap();
    }
    g.variant().to_apn(g.position())
}

#[test]
fn marshal_plays_a_win_only_the_solver_sees_and_the_panel_says_so() {
    // After these moves Marshal's search scores the rebels well ahead, no more; the solver
    // proves their win (31 plies at most, whatever the officers do).
    let start = after("@c5,e6 d4-d5 c5-d6");
    let mode = Mode::VsComputer {
        human: Side::Officers,
    };
    let mut app = app(setup("asalto", mode, Level::Marshal, Some(&start)));
    await_computer(&mut app, |a| game(a).game.plies().len() == 1 && !busy(a));
    let forced = app.world().resource::<ComputerPlayer>().forced;
    let Some(ForcedWin {
        side,
        plies,
        at_ply,
        proven,
        ..
    }) = forced
    else {
        panic!("Marshal knew of no win");
    };
    assert_eq!((side, at_ply, proven), (Side::Attackers, 0, true));
    assert!((9..=31).contains(&plies), "{plies}");
    let note = panel_note(&app);
    assert!(
        note.starts_with("Proven: Rebels win by force within"),
        "{note}"
    );
    // An undo drops the claim: the position it was about is gone.
    command(&mut app, asalto::game::GameCommand::Undo);
    settle(&mut app);
    assert_eq!(app.world().resource::<ComputerPlayer>().forced, None);
}

#[test]
fn a_lower_level_never_proves() {
    let start = after("@c5,e6 d4-d5 c5-d6");
    let mode = Mode::VsComputer {
        human: Side::Officers,
    };
    let mut app = app(setup("asalto", mode, Level::General, Some(&start)));
    await_computer(&mut app, |a| game(a).game.plies().len() == 1 && !busy(a));
    let forced = app.world().resource::<ComputerPlayer>().forced;
    assert!(forced.is_none_or(|f| !f.proven), "{forced:?}");
}

#[test]
fn the_hint_proves_a_win_its_search_misses() {
    // A Captain's search sees the rebels ahead by eight; the solver proves they win.
    let start = after("@c5,d5 f5-e5 d5-d6");
    let mut app = app(setup("asalto", Mode::HotSeat, Level::Captain, Some(&start)));
    app.world_mut().write_message(HintRequest);
    await_computer(&mut app, |a| {
        a.world().resource::<Hint>().for_board(game(a)).is_some()
    });
    let hint = app.world().resource::<Hint>();
    let forced = hint.forced_for_board(game(&app)).expect("a proven win");
    assert_eq!((forced.side, forced.proven), (Side::Attackers, true));
    let mv = hint.for_board(game(&app)).unwrap();
    assert!(game(&app).game.legal_moves().contains(&mv));
    assert!(panel_note(&app).starts_with("Proven: Rebels win"));
}

#[test]
fn the_analysis_board_shows_a_proof() {
    let start = after("@c5,d5 f5-e5 d5-d6");
    let mut app = app(setup("asalto", Mode::HotSeat, Level::Captain, Some(&start)));
    app.world_mut().write_message(HudAction::Analyse);
    settle(&mut app);
    settle(&mut app);
    await_computer(&mut app, |a| {
        let latest = a.world().resource::<AnalysisBoard>().thinking.latest();
        !latest.running && latest.position == Some(*game(a).shown_position())
    });
    let latest = app.world().resource::<AnalysisBoard>().thinking.latest();
    let proven = latest.proven.expect("proven on the analysis board");
    assert_eq!(proven.side, Side::Attackers);
    let board = app.world().resource::<AnalysisBoard>();
    let view = AnalysisView::of(board, game(&app), &Texts::default());
    let text = view.proven.expect("the panel says so");
    assert!(text.starts_with("Proven: Rebels win by force"), "{text}");
}

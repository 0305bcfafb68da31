//! The analysis board: opened on a reviewed position of a game against the computer, it lets
//! both sides be moved, its engine line is the search's own at the same budget, three lines
//! come on request, and the game it came from is restored untouched, or played on from the
//! analysed position with its players.

mod common;

use asalto_engine::job::Job;
use asalto_engine::job::StopFlag;

use asalto::analysis::{AnalysisBoard, AnalysisBudget, AnalysisCommand, shown_game};
use asalto::game::{GameCommand, Match, Mode};
use asalto::ui::hud::HudAction;
use asalto_engine::Side;
use asalto_engine::search::{Analyser, Level, Limits};
use bevy::prelude::*;
use common::*;

const BUDGET: u64 = 300_000;

fn against_the_computer() -> App {
    let mode = Mode::VsComputer {
        human: Side::Officers,
    };
    let mut app = app_with(setup("asalto", mode, Level::Recruit, None), |app| {
        app.insert_resource(AnalysisBudget(Some(BUDGET)));
    });
    click(&mut app, "c7");
    click(&mut app, "e7");
    // The computer's reply, then one more move each.
    await_computer(&mut app, |a| game(a).game.plies().len() == 2 && !busy(a));
    app
}

/// Updates until the analysis of the shown position has finished.
fn wait_for_lines(app: &mut App) -> asalto::analysis::ThoughtLines {
    for _ in 0..6_000 {
        app.update();
        let latest = app.world().resource::<AnalysisBoard>().thinking.latest();
        if !latest.running
            && latest.position == Some(*game(app).shown_position())
            && !latest.lines.is_empty()
        {
            return latest;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    panic!("the analysis did not finish in a minute");
}

#[test]
fn the_analysis_board_follows_the_position_and_gives_the_game_back() {
    let mut app = against_the_computer();
    let played = game(&app).game.plies().len();
    let original: Vec<String> = game(&app)
        .game
        .plies()
        .iter()
        .map(|p| p.text.clone())
        .collect();
    // Open it on the position after the placement (reviewed), from the HUD.
    command(&mut app, GameCommand::Review(Some(1)));
    app.world_mut().write_message(HudAction::Analyse);
    settle(&mut app);
    settle(&mut app);
    assert!(app.world().get_resource::<AnalysisBoard>().is_some());
    assert_eq!(game(&app).setup.mode, Mode::HotSeat, "both sides by hand");
    assert_eq!(game(&app).game.plies().len(), 1);

    // Its line is the search's at the same budget, and legal.
    let latest = wait_for_lines(&mut app);
    let here = shown_game(game(&app));
    let limits = Limits {
        nodes: Some(BUDGET),
        ..Limits::default()
    };
    let searched = Analyser::new(&here)
        .limits(&limits)
        .run(&StopFlag::default());
    assert_eq!(latest.lines[0].score, searched.score);
    assert_eq!(latest.lines[0].moves, searched.pv);
    assert_eq!(latest.depth, searched.depth);
    let mut replay = here.clone();
    for mv in &latest.lines[0].moves {
        replay.play(*mv).expect("the line is legal");
    }

    // The rebels, then the officers, moved by hand; the line follows.
    let rebels = legal(&app, "d4-d5");
    app.world_mut().write_message(GameCommand::Play {
        mv: rebels,
        by: asalto::game::Player::Human,
    });
    settle(&mut app);
    assert_eq!(game(&app).game.plies().len(), 2);
    let next = wait_for_lines(&mut app);
    assert_ne!(next.position, latest.position);
    let officers = game(&app).game.legal_moves()[0];
    app.world_mut().write_message(GameCommand::Play {
        mv: officers,
        by: asalto::game::Player::Human,
    });
    settle(&mut app);
    assert_eq!(game(&app).game.plies().len(), 3);

    // Three lines, best first, different moves.
    app.world_mut().write_message(AnalysisCommand::Lines(3));
    settle(&mut app);
    let three = wait_for_lines(&mut app);
    assert_eq!(three.lines.len(), 3);
    assert!(three.lines[0].score >= three.lines[2].score);
    assert_ne!(three.lines[0].moves[0], three.lines[1].moves[0]);

    // Back to the game: as it was, against the computer.
    app.world_mut().write_message(AnalysisCommand::Close);
    settle(&mut app);
    settle(&mut app);
    assert!(app.world().get_resource::<AnalysisBoard>().is_none());
    let back: Vec<String> = game(&app)
        .game
        .plies()
        .iter()
        .map(|p| p.text.clone())
        .collect();
    assert_eq!(back, original);
    assert_eq!(game(&app).game.plies().len(), played);
    assert!(game(&app).setup.mode.against_computer());
}

#[test]
fn continuing_from_the_analysis_plays_on_with_the_games_players() {
    let mut app = against_the_computer();
    app.world_mut().write_message(HudAction::Analyse);
    settle(&mut app);
    settle(&mut app);
    let officers = game(&app).game.legal_moves()[0];
    app.world_mut().write_message(GameCommand::Play {
        mv: officers,
        by: asalto::game::Player::Human,
    });
    settle(&mut app);
    let analysed = *game(&app).game.position();
    app.world_mut().write_message(AnalysisCommand::ContinueHere);
    settle(&mut app);
    settle(&mut app);
    let m: &Match = game(&app);
    assert_eq!(*m.game.position(), analysed);
    assert_eq!(m.game.plies().len(), 3);
    assert_eq!(
        m.setup.mode,
        Mode::VsComputer {
            human: Side::Officers
        }
    );
    assert!(app.world().get_resource::<AnalysisBoard>().is_none());
    // The computer plays the rebels' move.
    await_computer(&mut app, |a| game(a).game.plies().len() == 4);
}

/// The analysis board opened at a placement on the first frame the match exists, as
/// `--analyse` does, shows the board and its pieces, and thinks about the placement.
#[test]
fn the_analysis_board_opens_at_a_placement() {
    for frames_before in [0, 1, 2, 6] {
        let mut app = bare_app(|app| {
            app.insert_resource(asalto::screens::FirstScreen(asalto::screens::Screen::Game))
                .insert_resource(AnalysisBudget(Some(BUDGET)));
        });
        let setup = setup("asalto", Mode::HotSeat, Level::Recruit, None);
        app.world_mut()
            .write_message(asalto::game::NewMatch::fresh(setup));
        let mut waited = 0;
        while app.world().get_resource::<Match>().is_none() || waited < frames_before {
            app.update();
            waited += 1;
        }
        app.world_mut()
            .write_message(AnalysisCommand::OpenHere { lines: 1 });
        for _ in 0..10 {
            app.update();
        }
        assert!(app.world().get_resource::<AnalysisBoard>().is_some());
        assert_board_matches(&mut app);
        let lines = wait_for_lines(&mut app);
        assert!(
            matches!(lines.lines[0].moves[0], asalto_engine::Move::Place(_)),
            "{:?}",
            lines.lines[0].moves
        );
    }
}

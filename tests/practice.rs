//! Practising one's mistakes: after a review, the practice list is exactly the players'
//! inaccuracies, mistakes and blunders; the move played in the game is refused with its reason
//! and the engine's choice solves it.

mod common;

use asalto::computer::Analysis;
use asalto::game::{GameCommand, Player};
use asalto::study::practice::{mistakes, of_match};
use asalto::study::{Feedback, Progress, Study, StudyCommand, TaskKind};
use asalto::ui::hud::HudAction;
use asalto::ui::hud::review::ReviewView;
use asalto::ui::texts::Texts;
use asalto_engine::Side;
use asalto_engine::search::Verdict;
use bevy::prelude::*;
use common::*;

/// The review tests' game (its last four moves, the rebels' last one, e5-d5, a blunder that
/// lets the officer on e3 take two), open for two players and reviewed.
fn reviewed_app() -> App {
    let mut app = opened();
    app.world_mut().write_message(HudAction::ReviewGame);
    settle(&mut app);
    wait_for_review(&mut app);
    app
}

fn progress(app: &App) -> Progress {
    app.world().resource::<Study>().progress.clone()
}

fn play_move(app: &mut App, mv: asalto_engine::Move) {
    app.world_mut().write_message(GameCommand::Play {
        mv,
        by: Player::Human,
    });
    settle(app);
}

#[test]
fn the_practice_list_is_the_players_mistakes_and_the_game_move_does_not_solve_one() {
    let mut app = reviewed_app();
    let done = app.world().resource::<Analysis>().done.clone().unwrap();
    let game = game_match(&app).game.clone();
    let wrong: Vec<usize> = done
        .moves
        .iter()
        .filter(|m| m.verdict >= Verdict::Inaccuracy)
        .map(|m| m.ply)
        .collect();
    assert!(wrong.contains(&3), "the blunder e5-d5 is one: {wrong:?}");
    // Two people played: both sides' mistakes, exactly those, in the game's order.
    let list = of_match(game_match(&app), &done.moves);
    let plies: Vec<usize> = list
        .iter()
        .map(|m| {
            done.moves
                .iter()
                .position(|r| r.played == m.played)
                .unwrap()
        })
        .collect();
    assert_eq!(plies, wrong);
    for (m, ply) in list.iter().zip(&wrong) {
        assert_eq!(*m.puzzle.game.position(), *game.position_after(*ply));
        assert_eq!(m.puzzle.key(), done.moves[*ply].best);
    }
    // One side only: that side's.
    let rebels = mistakes(&game, &done.moves, &[Side::Attackers]);
    assert!(
        rebels
            .iter()
            .all(|m| m.puzzle.game.position().turn.side() == Side::Attackers)
    );
    let view = ReviewView::of(
        app.world().resource::<Analysis>(),
        game_match(&app),
        &Texts::default(),
    )
    .unwrap();
    assert_eq!(view.practice, list.len());

    // From the review's button: the first mistake on the board.
    app.world_mut().write_message(HudAction::Practise);
    // The HUD's action sends the study its command, read the frame after.
    settle(&mut app);
    settle(&mut app);
    let study = app.world().resource::<Study>();
    assert_eq!(study.task_ref().kind, TaskKind::Practice);
    assert_eq!(study.practice.len(), list.len());
    let blunder = wrong.iter().position(|&p| p == 3).unwrap();
    for _ in 0..blunder {
        app.world_mut().write_message(StudyCommand::Next);
        settle(&mut app);
    }
    assert_eq!(app.world().resource::<Study>().task_ref().index, blunder);
    assert_eq!(*game_match(&app).game.position(), *game.position_after(3));
    // The game's move again: refused, with its reason, and taken back.
    play_move(&mut app, done.moves[3].played);
    assert_eq!(progress(&app), Progress::Missed(Feedback::AsPlayed));
    settle(&mut app);
    assert_eq!(*game_match(&app).game.position(), *game.position_after(3));
    // The engine's choice solves it.
    play_move(&mut app, done.moves[3].best);
    assert_eq!(progress(&app), Progress::Solved);
}

fn game_match(app: &App) -> &asalto::game::Match {
    app.world().resource::<asalto::game::Match>()
}

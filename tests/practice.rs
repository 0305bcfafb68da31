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

/// Your positions: a finished review keeps the game's mistakes in storage; practised from the
/// Learn page, a position missed comes back the next day, and one solved at the first try (here
/// the same one, practised again from the review) later still.
#[test]
fn reviewed_mistakes_are_kept_and_scheduled_by_each_try() {
    use asalto::platform::storage::Storage;
    use asalto::study::deck::{DECK_FILE, Deck};
    let mut app = reviewed_app();
    app.insert_resource(Storage::memory());
    // The review's end is heard the frame after.
    settle(&mut app);
    let done = app.world().resource::<Analysis>().done.clone().unwrap();
    let list = of_match(game_match(&app), &done.moves);
    let today = asalto::platform::today();
    let deck = app.world().resource::<Deck>().clone();
    let kept: Vec<String> = deck.cards.iter().map(|c| c.puzzle.clone()).collect();
    let expected: Vec<String> = list.iter().map(|m| m.puzzle.to_string()).collect();
    assert!(!list.is_empty());
    assert_eq!(kept, expected, "exactly the review's mistakes");
    assert_eq!(deck.due(today).count(), list.len(), "all due at once");
    let stored = app.world().resource::<Storage>().read(DECK_FILE).unwrap();
    assert_eq!(Deck::from_ron(&stored.unwrap()), Ok(deck.clone()));
    let first = &expected[0];
    let due_today = |app: &App| -> Vec<String> {
        let deck = app.world().resource::<Deck>();
        deck.due(today).map(|c| c.puzzle.clone()).collect()
    };

    // From the Learn page: the due ones in order. The first missed with the game's own move,
    // then solved: it counts as a miss.
    app.world_mut().write_message(StudyCommand::PractiseDue);
    settle(&mut app);
    assert_eq!(app.world().resource::<Study>().practice.len(), list.len());
    play_move(&mut app, list[0].played);
    assert_eq!(progress(&app), Progress::Missed(Feedback::AsPlayed));
    settle(&mut app);
    settle(&mut app);
    play_move(&mut app, list[0].puzzle.key());
    assert_eq!(progress(&app), Progress::Solved);
    settle(&mut app);
    assert!(!due_today(&app).contains(first), "tried: off today's list");
    let missed = app.world().resource::<Deck>().cards[0].due;
    assert_eq!(missed, today + 1, "a miss comes back the next day");

    // Practised again from the review and solved at the first try: later than a miss.
    app.world_mut()
        .write_message(StudyCommand::Practise(std::sync::Arc::new(list.clone())));
    settle(&mut app);
    play_move(&mut app, list[0].puzzle.key());
    assert_eq!(progress(&app), Progress::Solved);
    settle(&mut app);
    let deck = app.world().resource::<Deck>().clone();
    assert!(!due_today(&app).contains(first), "solved: off today's list");
    assert!(
        deck.cards[0].due > missed,
        "{} > {missed}",
        deck.cards[0].due
    );
    let stored = app.world().resource::<Storage>().read(DECK_FILE).unwrap();
    assert_eq!(Deck::from_ron(&stored.unwrap()), Ok(deck));
}

/// A reviewed game's accuracies are kept, and the saved games' list shows them beside the game.
#[test]
fn the_saved_games_list_shows_a_reviewed_games_accuracy() {
    use asalto::game::saves;
    use asalto::platform::storage::Storage;
    use asalto::ui::menu::{MenuAction, MenuPage, MenuState};
    let storage = Storage::memory();
    let mut app = reviewed_app();
    app.insert_resource(storage.clone());
    settle(&mut app);
    let done = app.world().resource::<Analysis>().done.clone().unwrap();
    saves::save_new(&storage, game_match(&app)).unwrap();
    let percent = |side| done.accuracy(side).map(|a| a.round() as u8);
    let expected = [percent(Side::Officers), percent(Side::Attackers)];
    assert!(expected.iter().all(Option::is_some), "{expected:?}");

    // The next start reads them back and the list shows them.
    let mut menu_app = at_menu(&storage);
    menu(&mut menu_app, MenuAction::Page(MenuPage::Saves));
    let state = menu_app.world().resource::<MenuState>();
    let entries = state.saves.as_ref().expect("the list is read");
    assert_eq!(entries.len(), 1);
    assert_eq!(entries[0].accuracy, Some(expected));
}

/// A positions file the game cannot read is kept aside byte for byte, and the list begins empty.
#[test]
fn an_unreadable_positions_file_is_kept_aside() {
    use asalto::platform::storage::Storage;
    use asalto::study::deck::{DECK_FILE, Deck};
    let storage = Storage::memory();
    storage
        .write(DECK_FILE, "(cards: [(puzzle: 3)]) not a deck")
        .unwrap();
    let app = at_menu(&storage);
    assert_eq!(*app.world().resource::<Deck>(), Deck::default());
    let kept = storage.read(&format!("{DECK_FILE}.bak")).unwrap();
    assert_eq!(kept.as_deref(), Some("(cards: [(puzzle: 3)]) not a deck"));
}

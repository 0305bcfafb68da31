//! The review of a game: opened from the HUD on a game loaded as a saved game is, searched in
//! the background while the board stays usable, it marks a known blunder with the engine's
//! better move and the line that punishes it, and that line steps on the board.

mod common;

use asalto::computer::Analysis;
use asalto::game::{GameCommand, Match, Mode};
use asalto::ui::hud::HudAction;
use asalto::ui::hud::marks::{Mark, mark_symbol, move_marks};
use asalto::ui::hud::review::ReviewView;
use asalto::ui::texts::Texts;
use asalto_engine::search::{Level, Verdict};
use bevy::prelude::*;
use common::*;

fn hud(app: &mut App, action: HudAction) {
    app.world_mut().write_message(action);
    settle(app);
}

fn view(app: &App) -> Option<ReviewView> {
    ReviewView::of(
        app.world().resource::<Analysis>(),
        app.world().resource::<Match>(),
        &Texts::default(),
    )
}

#[test]
fn the_review_marks_a_known_blunder_and_shows_the_line_that_punishes_it() {
    let mut app = opened();
    assert_eq!(game(&app).game.plies().len(), 4);
    assert!(view(&app).is_none(), "closed until asked for");
    hud(&mut app, HudAction::ReviewGame);
    // Searching: the panel shows progress, and the board can still be browsed.
    let first = view(&app).expect("open");
    assert!(first.progress.is_some() || !first.scores.is_empty());
    command(&mut app, GameCommand::Review(Some(1)));
    assert_eq!(game(&app).review, Some(1));
    wait_for_review(&mut app);

    let done = app.world().resource::<Analysis>().done.clone().unwrap();
    assert_eq!(done.moves.len(), 4);
    assert_eq!(done.scores.len(), 5);
    let blunder = &done.moves[3];
    let variant = game(&app).variant().clone();
    assert_eq!(variant.move_text(&blunder.played), "e5-d5");
    assert_eq!(blunder.verdict, Verdict::Blunder);
    assert_ne!(blunder.best, blunder.played);
    // The attackers' count has the blunder; the graph swings to the officers.
    assert_eq!(done.counts(asalto_engine::Side::Attackers)[4], 1);
    assert!(done.scores[4] > done.scores[3] + 200);
    // The move list marks the blunder "??", and only the moves the review judged.
    let played: Vec<_> = game(&app).game.plies().iter().map(|p| p.mv).collect();
    let marks = move_marks(played.iter().copied(), Some(&done.moves));
    let verdicts: Vec<_> = done.moves.iter().map(|m| Some(Mark::of(m))).collect();
    assert_eq!(marks, verdicts);
    assert_eq!(marks[3].unwrap().symbol(), Some("??"));
    assert_eq!(mark_symbol(Verdict::Blunder), Some("??"));
    assert_eq!(mark_symbol(Verdict::Best), None);
    // The only good move is "!", in words for a screen reader; a plain best move has no mark.
    let only = Mark {
        verdict: Verdict::Best,
        only: true,
    };
    assert_eq!(only.symbol(), Some("!"));
    assert_eq!(only.word_key(), "review-only-move");
    let best = Mark {
        only: false,
        ..only
    };
    assert_eq!(best.symbol(), None);
    let mut other = played.clone();
    // Another line from the third move on (two moves swapped: no longer this game).
    other.swap(2, 3);
    let marks = move_marks(other.iter().copied(), Some(&done.moves));
    assert_eq!(marks[..2], verdicts[..2]);
    assert!(marks[2..].iter().all(Option::is_none), "{marks:?}");
    assert!(
        move_marks(played.into_iter(), None)
            .iter()
            .all(Option::is_none)
    );

    // The move on the board is judged, with its reason, the better move and the punishment.
    command(&mut app, GameCommand::Review(None));
    let v = view(&app).unwrap();
    assert!(v.marks.contains(&(4, Verdict::Blunder)), "{:?}", v.marks);
    let judged = v.judged.expect("the last move is judged");
    assert_eq!(judged.verdict, Verdict::Blunder);
    assert!(judged.reason.unwrap().contains("e3"));
    let (from, punishment) = judged.punished_by.expect("a punishing line");
    assert_eq!(from, 4);
    assert_eq!(variant.move_text(&punishment[0]), "e3xe5xg3");
    let (better_from, better) = judged.better.expect("a better move");
    assert_eq!((better_from, better[0]), (3, blunder.best));

    // The punishing line on the board, a move at a time; the game itself is untouched.
    let before = *game(&app).game.position();
    command(
        &mut app,
        GameCommand::ShowLine {
            from,
            moves: punishment.clone(),
            shown: 1,
        },
    );
    let shown = *game(&app).shown_position();
    assert_eq!(
        shown.attackers.count_ones() + 2,
        before.attackers.count_ones()
    );
    assert_board_matches(&mut app);
    assert!(!game(&app).human_to_move(), "a line is read-only");
    hud(&mut app, HudAction::StepLine(0));
    assert_eq!(*game(&app).shown_position(), before);
    assert_eq!(*game(&app).game.position(), before);
    assert_eq!(game(&app).game.plies().len(), 4);
    // Back to the game.
    command(&mut app, GameCommand::Review(None));
    assert!(game(&app).line.is_none());
    assert!(game(&app).human_to_move());

    // Closing keeps nothing on screen; playing on makes the review another game's.
    hud(&mut app, HudAction::CloseReview);
    assert!(view(&app).is_none());
    hud(&mut app, HudAction::ReviewGame);
    assert!(
        view(&app).unwrap().judged.is_some(),
        "reopened without searching again"
    );
    let reply = legal(&app, "e3xe5xg3");
    app.world_mut().write_message(GameCommand::Play {
        mv: reply,
        by: asalto::game::Player::Human,
    });
    settle(&mut app);
    assert!(app.world().resource::<Analysis>().done.is_none());
}

#[test]
fn a_line_that_is_not_legal_is_refused() {
    let mut app = opened();
    let bad = legal(&app, "e3xe5xg3");
    // The capture is legal after the last move, not from the start of the game.
    command(
        &mut app,
        GameCommand::ShowLine {
            from: 0,
            moves: vec![bad],
            shown: 1,
        },
    );
    assert!(game(&app).line.is_none());
    assert_eq!(game(&app).review, None);
}

/// `--review-after 6` in a computer game: the computer stops once six moves are played (a
/// search under way still plays its move) and the review of the game opens and finishes.
#[test]
fn review_after_stops_the_computer_and_reviews_the_game() {
    use asalto::checks::review_after::{ReviewAfter, ReviewFrames, plugin};
    let mut app = app_with(
        setup("asalto", Mode::ComputerVsComputer, Level::Recruit, None),
        |app| {
            app.add_plugins(plugin).insert_resource(ReviewAfter(6));
        },
    );
    wait_for_review(&mut app);
    app.update();
    let plies = app.world().resource::<Match>().game.plies().len();
    assert!((6..=7).contains(&plies), "{plies} plies");
    let analysis = app.world().resource::<Analysis>();
    assert_eq!(analysis.positions, plies + 1);
    assert!(analysis.open, "the review is on screen");
    assert!(app.world().resource::<ReviewFrames>().done);
    for _ in 0..100 {
        app.update();
    }
    assert_eq!(
        app.world().resource::<Match>().game.plies().len(),
        plies,
        "the computer stopped"
    );
}

/// As in a browser, where a low level's search ends in the frame after it starts and one thread
/// runs the systems: with no pause before the computer's moves and no wait between frames, the
/// review asked for after N moves still opens and finishes (a move played after the request
/// drops it, as another game's). In Chromium the request once came in the frame the computer
/// started its last search (the browser test's step 4 found it); natively the systems ran in an
/// order that hid it, so this guards the behaviour rather than reproducing that order.
#[test]
fn review_after_survives_a_search_that_ends_at_once() {
    use asalto::checks::review_after::{ReviewAfter, ReviewFrames, plugin};
    use asalto::computer::ComputerDelay;
    for after in 2..=7 {
        let mut app = app_with(
            setup("asalto", Mode::ComputerVsComputer, Level::Recruit, None),
            |app| {
                app.add_plugins(plugin)
                    .insert_resource(ReviewAfter(after))
                    .insert_resource(ComputerDelay(0.0))
                    // As in a browser: one thread runs the systems, one after another.
                    .edit_schedule(Update, |s| {
                        s.set_executor(bevy::ecs::schedule::SingleThreadedExecutor::new());
                    });
            },
        );
        let mut frames = 0;
        while app.world().resource::<Analysis>().done.is_none() {
            frames += 1;
            assert!(
                frames < 200_000,
                "after {after} moves: the review never finished ({} plies, open: {})",
                app.world().resource::<Match>().game.plies().len(),
                app.world().resource::<Analysis>().open
            );
            app.update();
        }
        app.update();
        let plies = app.world().resource::<Match>().game.plies().len();
        assert!((after..=after + 1).contains(&plies), "{plies} plies");
        assert!(app.world().resource::<ReviewFrames>().done);
    }
}

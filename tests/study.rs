//! The tutorial and the puzzles on the board: every lesson opens at its position and is solved
//! by its solution, a wrong try is explained and taken back, a puzzle's try is judged by the
//! engine and rates the player's puzzle rating once, and every lesson has its texts in every
//! language.

mod common;

use asalto::game::ratings::PlayerRatings;
use asalto::game::{GameCommand, Match, Player};
use asalto::screens::Screen;
use asalto::settings::Language;
use asalto::study::{Feedback, Progress, Study, StudyCommand, TaskKind, TaskRef, lessons, puzzles};
use asalto::ui::menu::MenuPage;
use asalto::ui::texts::{Texts, lesson_key};
use asalto_engine::rating::{PlayerRating, Score};
use bevy::prelude::*;
use common::*;

fn at_menu() -> App {
    let mut app = bare_app(|_| {});
    for _ in 0..3 {
        app.update();
    }
    app
}

fn open(app: &mut App, kind: TaskKind, variant: &str, index: usize) {
    app.world_mut().write_message(StudyCommand::Start(TaskRef {
        kind,
        variant: variant.into(),
        index,
    }));
    settle(app);
    settle(app);
}

fn progress(app: &App) -> Progress {
    app.world().resource::<Study>().progress.clone()
}

fn try_move(app: &mut App, text: &str) {
    let mv = legal(app, text);
    app.world_mut().write_message(GameCommand::Play {
        mv,
        by: Player::Human,
    });
    settle(app);
}

/// Updates until the engine has judged the try (its search runs on another thread).
fn wait_while_checking(app: &mut App) {
    for _ in 0..3_000 {
        if progress(app) != Progress::Checking {
            settle(app);
            return;
        }
        app.update();
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    panic!("the try was not judged in 30 s");
}

#[test]
fn every_lesson_opens_at_its_position_and_its_solution_solves_it() {
    let mut app = at_menu();
    let mut count = 0;
    for (variant, list) in lessons() {
        for (i, lesson) in list.iter().enumerate() {
            open(&mut app, TaskKind::Lesson, variant, i);
            assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Game);
            let start = lesson
                .start(&asalto_engine::Variants::default())
                .expect("a lesson's position reads");
            assert_eq!(
                game(&app).game.position(),
                start.position(),
                "{}",
                lesson.id
            );
            assert_eq!(progress(&app), Progress::Trying);
            assert!(game(&app).human_to_move(), "{}", lesson.id);
            try_move(&mut app, &lesson.solution);
            assert_eq!(progress(&app), Progress::Solved, "{}", lesson.id);
            count += 1;
        }
    }
    assert!(count >= 20, "{count} lessons");
}

#[test]
fn a_wrong_try_is_explained_and_taken_back() {
    let mut app = at_menu();
    // "Capture three rebels in one move": a single capture is not enough.
    let chain = lessons()["asalto"]
        .iter()
        .position(|l| l.id == "asalto.chain")
        .unwrap();
    open(&mut app, TaskKind::Lesson, "asalto", chain);
    let start = *game(&app).game.position();
    let short = game(&app)
        .game
        .legal_moves()
        .into_iter()
        .find(|m| m.captures() == 1)
        .expect("a single capture");
    let text = game(&app).variant().move_text(&short);
    try_move(&mut app, &text);
    settle(&mut app);
    assert_eq!(
        progress(&app),
        Progress::Missed(Feedback::TooFew {
            taken: 1,
            needed: 3
        })
    );
    assert_eq!(*game(&app).game.position(), start, "taken back");
    // The next try is judged again.
    try_move(&mut app, "c7xc5xc3xc1");
    assert_eq!(progress(&app), Progress::Solved);

    // Covering the rebels: a step that leaves one to be jumped names the capture.
    let pairs = lessons()["asalto"]
        .iter()
        .position(|l| l.id == "asalto.pairs")
        .unwrap();
    open(&mut app, TaskKind::Lesson, "asalto", pairs);
    let exposing = game(&app)
        .game
        .legal_moves()
        .into_iter()
        .find(|m| {
            let mut after = game(&app).game.clone();
            after.play(*m).unwrap();
            after.legal_moves().iter().any(|r| r.is_capture())
        })
        .expect("a step that exposes a rebel");
    let text = game(&app).variant().move_text(&exposing);
    try_move(&mut app, &text);
    settle(&mut app);
    assert!(
        matches!(progress(&app), Progress::Missed(Feedback::Exposed { .. })),
        "{:?}",
        progress(&app)
    );
}

#[test]
fn a_puzzle_is_judged_by_the_engine_and_its_solution_can_be_shown() {
    let mut app = at_menu();
    let all = puzzles("asalto");
    assert!(!all.is_empty());
    open(&mut app, TaskKind::Puzzle, "asalto", 0);
    let puzzle = &all[0];
    assert_eq!(game(&app).game.position(), puzzle.game.position());
    // Any other move is searched, found weaker (the shipped puzzles have no second solution),
    // explained and taken back.
    let other = puzzle
        .game
        .legal_moves()
        .into_iter()
        .find(|m| *m != puzzle.key())
        .expect("another move");
    let text = puzzle.game.variant().move_text(&other);
    try_move(&mut app, &text);
    wait_while_checking(&mut app);
    settle(&mut app);
    assert_eq!(progress(&app), Progress::Missed(Feedback::NotTheKey));
    assert_eq!(game(&app).game.position(), puzzle.game.position());
    // The first try rates the player's puzzle rating against the puzzle's difficulty: lost.
    let difficulty = puzzle.difficulty().expect("Asalto's puzzles are rated");
    let after_miss = PlayerRating::NEW.after_game(difficulty, Score::Lost);
    let puzzle_rating = |app: &App| {
        app.world()
            .resource::<PlayerRatings>()
            .puzzle_rating("asalto")
    };
    assert_eq!(puzzle_rating(&app), after_miss);
    // The key solves it, but only the first try counted.
    let key = puzzle.game.variant().move_text(&puzzle.key());
    try_move(&mut app, &key);
    assert_eq!(progress(&app), Progress::Solved);
    assert_eq!(puzzle_rating(&app), after_miss);

    // The next puzzle; its solution shown on the board, read-only.
    app.world_mut().write_message(StudyCommand::Next);
    settle(&mut app);
    settle(&mut app);
    assert_eq!(app.world().resource::<Study>().task_ref().index, 1);
    app.world_mut().write_message(StudyCommand::ShowSolution);
    settle(&mut app);
    assert_eq!(progress(&app), Progress::Shown);
    // The solution asked for first counts as a miss.
    let second = all[1].difficulty().unwrap();
    assert_eq!(
        puzzle_rating(&app),
        after_miss.after_game(second, Score::Lost)
    );
    let tried = &app.world().resource::<PlayerRatings>().puzzles["asalto"].tries;
    assert_eq!(
        tried.iter().map(|t| t.solved).collect::<Vec<_>>(),
        [false, false]
    );
    let m = app.world().resource::<Match>();
    assert!(m.line.is_some());
    assert!(!m.human_to_move());

    // Leaving goes back to the Learn page.
    app.world_mut().write_message(StudyCommand::Leave);
    settle(&mut app);
    app.update();
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Menu);
    assert_eq!(*app.world().resource::<MenuPage>(), MenuPage::Learn);
    assert!(app.world().get_resource::<Study>().is_none());
}

#[test]
fn every_lesson_has_its_texts_in_every_language() {
    for language in Language::ALL {
        let t = Texts::new(language);
        for list in lessons().values() {
            for lesson in list {
                for part in ["title", "task"] {
                    let key = lesson_key(&lesson.id, part);
                    assert!(t.has(&key), "{key} in {language:?}");
                }
            }
        }
    }
}

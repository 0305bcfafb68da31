//! The player's own variants, headless, through the new-game page's actions: the example file
//! opens, is kept for next time and chosen; a computer game on it runs to the end, is saved and
//! opens again where the file is not; bad files are refused with the engine's one-line reason.

mod common;

use asalto::game::saves::{self, SavedGame};
use asalto::game::{Match, Mode, OwnVariants};
use asalto::platform::storage::Storage;
use asalto::screens::Screen;
use asalto::settings::Settings;
use asalto::ui::menu::{MenuAction, MenuPage, MenuState, NewGameChoices};
use asalto_engine::search::Level;
use bevy::prelude::*;
use common::{assert_board_matches, at_menu, await_computer, game, menu, screen};

const EXAMPLE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/assets/variants/little-fort.ron"
);

fn chosen(app: &App) -> String {
    let choices = app.world().resource::<NewGameChoices>();
    choices.setup.variant.name().to_string()
}

fn problem(app: &App) -> Option<String> {
    app.world().resource::<MenuState>().variant_problem.clone()
}

#[test]
fn the_example_opens_plays_to_the_end_saves_and_opens_elsewhere() {
    let storage = Storage::memory();
    let mut app = at_menu(&storage);
    menu(&mut app, MenuAction::Page(MenuPage::NewGame));
    menu(&mut app, MenuAction::OpenVariantFile(EXAMPLE.into()));
    assert_eq!(problem(&app), None);
    assert_eq!(chosen(&app), "little-fort");
    let kept = storage.read("variants/little-fort.ron").unwrap();
    assert!(
        kept.is_some_and(|t| t.contains("Little Fort")),
        "kept for next time"
    );
    {
        let mut choices = app.world_mut().resource_mut::<NewGameChoices>();
        choices.setup.mode = Mode::ComputerVsComputer;
        choices.setup.level = Level::Recruit;
    }
    menu(&mut app, MenuAction::Start);
    assert_eq!(screen(&app), Screen::Game);
    assert_eq!(game(&app).variant().title(), "Little Fort");
    await_computer(&mut app, |a| game(a).game.outcome().is_some());
    common::settle(&mut app);
    assert_board_matches(&mut app);
    let played = game(&app).game.record();
    let name = saves::save_new(&storage, game(&app)).expect("saved");
    let text = storage.read(&name).unwrap().unwrap();
    let saved = SavedGame::from_ron(&text).unwrap();
    assert!(saved.variant_file.is_some(), "the save carries the variant");

    // Another computer, with only the saved game: it opens and replays to the same end.
    let elsewhere = Storage::memory();
    elsewhere.write(&name, &text).unwrap();
    let mut app = at_menu(&elsewhere);
    assert!(app.world().resource::<OwnVariants>().all().is_empty());
    menu(&mut app, MenuAction::Open(name.clone()));
    assert_eq!(screen(&app), Screen::Game);
    let m: &Match = game(&app);
    assert_eq!(m.game.record(), played);
    assert!(m.game.outcome().is_some());
}

#[test]
fn an_opened_variant_is_there_next_time_and_chosen_again() {
    let storage = Storage::memory();
    let mut app = at_menu(&storage);
    menu(&mut app, MenuAction::Page(MenuPage::NewGame));
    menu(&mut app, MenuAction::OpenVariantFile(EXAMPLE.into()));
    {
        let mut choices = app.world_mut().resource_mut::<NewGameChoices>();
        choices.setup.mode = Mode::HotSeat;
    }
    menu(&mut app, MenuAction::Start);
    drop(app);
    // The next start reads the kept file; the page offers it and chooses it, as last played.
    let mut app = at_menu(&storage);
    let own: Vec<String> = app
        .world()
        .resource::<OwnVariants>()
        .all()
        .iter()
        .map(|v| v.name().to_string())
        .collect();
    assert_eq!(own, ["little-fort"]);
    app.world_mut().resource_mut::<Settings>().variant = "little-fort".into();
    menu(&mut app, MenuAction::Page(MenuPage::NewGame));
    assert_eq!(chosen(&app), "little-fort");
}

#[test]
fn bad_variant_files_are_refused_in_one_line_and_change_nothing() {
    let storage = Storage::memory();
    let mut app = at_menu(&storage);
    menu(&mut app, MenuAction::Page(MenuPage::NewGame));
    let before = chosen(&app);
    let example = std::fs::read_to_string(EXAMPLE).unwrap();
    let dir = std::env::temp_dir().join(format!("asalto-own-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let cases = [
        ("missing.ron", None, "no such file"),
        // D1: about 10^14 ways to place 16 officers in a fortress of 60 points; 30 officers.
        ("placements.ron", Some(huge_fortress(16)), "at most 10000"),
        ("officers.ron", Some(huge_fortress(30)), "at most 16"),
        // D10, D13: a name no file system or notation can carry, a word of the notation, a
        // title that would fill the panel.
        (
            "slash.ron",
            Some(example.replace("\"little-fort\"", "\"a/b\"")),
            "one word",
        ),
        (
            "long-name.ron",
            Some(example.replace("\"little-fort\"", &format!("\"{}\"", "n".repeat(100_000)))),
            "at most 40",
        ),
        (
            "moves.ron",
            Some(example.replace("\"little-fort\"", "\"moves\"")),
            "word of the notation",
        ),
        (
            "title.ron",
            Some(example.replace("\"Little Fort\"", &format!("\"{}\"", "T".repeat(100_000)))),
            "title",
        ),
        ("", Some(String::new()), "type the path"),
        (
            "builtin.ron",
            Some(example.replace("\"little-fort\"", "\"asalto\"")),
            "built-in game",
        ),
        (
            "broken.ron",
            Some(example.replace("officers: 2,", "officers: two,")),
            "",
        ),
        (
            "no-fortress.ron",
            Some(example.replace("\"b5 c5 d5\",\n        \"b4 c4 d4\",", "")),
            "",
        ),
        (
            "big.ron",
            Some(format!("{example}{}", " ".repeat(300 * 1024))),
            "KB",
        ),
    ];
    for (file, text, says) in cases {
        let path = if file.is_empty() {
            String::new()
        } else {
            dir.join(file).to_string_lossy().into_owned()
        };
        if let (Some(text), false) = (&text, file.is_empty()) {
            std::fs::write(&path, text).unwrap();
        }
        menu(&mut app, MenuAction::OpenVariantFile(path.clone()));
        let why = problem(&app).unwrap_or_else(|| panic!("{file}: accepted"));
        println!("{file}: {why}");
        assert!(why.contains(says), "{file}: {why}");
        assert!(!why.contains('\n'), "{file}: one line: {why}");
        assert_eq!(chosen(&app), before, "{file}: the choice stays");
    }
    assert!(storage.list("variants").is_empty(), "nothing kept");
    // D7: a folder, a device and a pipe are refused before they are read.
    let mut unreadable = vec![(dir.to_string_lossy().into_owned(), "folder")];
    if std::path::Path::new("/dev/zero").exists() {
        unreadable.push(("/dev/zero".into(), "device"));
    }
    let fifo = dir.join("fifo.ron");
    if std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .is_ok_and(|s| s.success())
    {
        unreadable.push((fifo.to_string_lossy().into_owned(), "pipe"));
    }
    for (path, says) in unreadable {
        menu(&mut app, MenuAction::OpenVariantFile(path.clone()));
        let why = problem(&app).unwrap_or_else(|| panic!("{path}: accepted"));
        assert!(why.contains(says), "{path}: {why}");
    }
    std::fs::remove_dir_all(&dir).ok();
    // The browser's chooser delivers through the same path.
    menu(
        &mut app,
        MenuAction::VariantFileRead {
            from: "little-fort.ron".into(),
            text: Ok(example),
        },
    );
    assert_eq!(
        (problem(&app), chosen(&app)),
        (None, "little-fort".to_string())
    );
}

/// A variant of 16 files by 8 ranks (128 points, every row and column a line) with a fortress
/// of 60 points.
fn huge_fortress(officers: u8) -> String {
    let points: Vec<String> = (1..=8)
        .flat_map(|rank| ('a'..='p').map(move |file| format!("{file}{rank}")))
        .collect();
    let line = |names: Vec<&String>| {
        let names: Vec<&str> = names.into_iter().map(String::as_str).collect();
        format!("(points: \"{}\")", names.join(" "))
    };
    let rows = points.chunks(16).map(|row| line(row.iter().collect()));
    let columns = (0..16).map(|file| line(points.iter().skip(file).step_by(16).collect()));
    let lines: Vec<String> = rows.chain(columns).collect();
    let quoted = |list: &[String]| {
        let quoted: Vec<String> = list.iter().map(|p| format!("\"{p}\"")).collect();
        quoted.join(", ")
    };
    format!(
        "(name: \"huge\", title: \"Huge\", board: \"grid\", officers: {officers}, capture: Optional, \
         attackers_retreat_in_fortress: false, attackers_leave_fortress: false, \
         points: [{}], fortress: [{}], lines: [{}], attackers: [{}])",
        quoted(&points),
        quoted(&points[68..]),
        lines.join(", "),
        quoted(&points[..68]),
    )
}

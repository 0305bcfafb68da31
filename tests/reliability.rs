//! Never lose a game: what the game does when the player's files are damaged, in the way, or
//! cannot be written, and when two windows share them (the defects of the hostile sweep in
//! docs/reliability.md). Every case asserts that no earlier file is lost and that the player is told.

mod common;

use std::path::PathBuf;
use std::sync::{Mutex, MutexGuard};

use asalto::game::saves::{self, AUTOSAVE, SavedGame};
use asalto::game::{AutosavePlugin, GameCommand, Mode, OwnVariants};
use asalto::platform::storage::{Storage, StorageError, StorageNotice, StorageNotices};
use asalto::settings::{AnimationSpeed, Language};
use asalto::settings::{OneRunChoices, SETTINGS_FILE, Settings, SettingsPlugin, load_settings};
use asalto::theme::themes::Theme;
use asalto_engine::search::Level;
use bevy::prelude::*;

/// The tests that start processes and the one that needs a closed window's lock released take
/// turns: a process being started holds a copy of every open file between its fork and its
/// exec, and with it any lock on one, so a window opened then would find the lock of a window
/// already closed still held.
static PROCESSES: Mutex<()> = Mutex::new(());

fn taking_turns() -> MutexGuard<'static, ()> {
    PROCESSES.lock().unwrap_or_else(|p| p.into_inner())
}

fn build(storage: &Storage) -> App {
    let setup = common::setup("asalto", Mode::HotSeat, Level::Recruit, None);
    common::app_with(setup, |app| {
        app.insert_resource(storage.clone());
        app.add_plugins(AutosavePlugin);
    })
}

fn play(app: &mut App, text: &str) {
    common::play(app, text);
    for _ in 0..3 {
        app.update();
    }
}

fn autosaved(storage: &Storage) -> Option<Vec<String>> {
    let text = storage.read(AUTOSAVE).ok()??;
    SavedGame::from_ron(&text).ok().map(|g| g.moves)
}

fn notices(app: &App) -> Vec<StorageNotice> {
    app.world().resource::<StorageNotices>().pending.clone()
}

fn folder(name: &str) -> (PathBuf, Storage) {
    let dir =
        std::env::temp_dir().join(format!("asalto-reliability-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("saves")).unwrap();
    (dir.clone(), Storage::Folder(dir))
}

/// An unfinished game of two moves in the autosave, as the last run left it.
fn unfinished_game(storage: &Storage) {
    let mut app = build(storage);
    play(&mut app, "@c5,c6");
    play(&mut app, "d4-d5");
    assert_eq!(autosaved(storage).unwrap().len(), 2);
}

#[test]
fn d2_an_unfinished_game_that_cannot_be_kept_is_never_written_over() {
    let storage = Storage::memory();
    unfinished_game(&storage);
    storage.fail_writes_under("saves/game-");
    let mut app = build(&storage);
    play(&mut app, "@d6,e6");
    play(&mut app, "d4-d5");
    assert_eq!(
        autosaved(&storage).unwrap(),
        ["@c5,c6", "d4-d5"],
        "the old game stays"
    );
    assert!(matches!(
        notices(&app).as_slice(),
        [StorageNotice::KeepFailed(_)]
    ));
}

#[test]
fn d2_leftovers_of_other_writes_do_not_stop_a_game_being_kept() {
    let (dir, storage) = folder("leftovers");
    unfinished_game(&storage);
    // A temporary file's old name, and a saved game's name, taken by folders.
    std::fs::create_dir_all(dir.join("saves/game-1.tmp")).unwrap();
    std::fs::create_dir_all(dir.join("saves/game-2.ron")).unwrap();
    let mut app = build(&storage);
    play(&mut app, "@d6,e6");
    let kept = saves::load(&storage, "saves/game-1.ron").expect("the old game was kept");
    assert_eq!(kept.game.plies().len(), 2);
    assert_eq!(autosaved(&storage).unwrap(), ["@d6,e6"]);
    assert!(notices(&app).is_empty());
    drop(app);
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn d3_an_autosave_of_random_bytes_is_backed_up_before_it_is_replaced() {
    let (dir, storage) = folder("random");
    let bytes: Vec<u8> = (0..4096u32)
        .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
        .collect();
    std::fs::write(dir.join(AUTOSAVE), &bytes).unwrap();
    // Continue is offered for it (opening it would say why it cannot be continued).
    assert!(storage.exists(AUTOSAVE));
    let mut app = build(&storage);
    play(&mut app, "@c5,c6");
    assert_eq!(
        std::fs::read(dir.join("saves/autosave.ron.bak")).unwrap(),
        bytes
    );
    assert_eq!(autosaved(&storage).unwrap(), ["@c5,c6"]);
    drop(app);
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn d4_a_second_window_does_not_write_over_the_first_windows_game() {
    let _turn = taking_turns();
    let (dir, storage) = folder("two");
    let mut first = build(&storage);
    play(&mut first, "@c5,c6");
    let mut second = build(&storage);
    assert_eq!(notices(&second), [StorageNotice::AnotherWindow]);
    assert!(notices(&first).is_empty());
    play(&mut second, "@d6,e6");
    play(&mut second, "d4-d5");
    play(&mut first, "d4-d5");
    assert_eq!(autosaved(&storage).unwrap(), ["@c5,c6", "d4-d5"]);
    // Once the first window is gone, the next one keeps the autosave again.
    drop(first);
    drop(second);
    let mut third = build(&storage);
    assert!(notices(&third).is_empty());
    play(&mut third, "@c6,e6");
    assert_eq!(autosaved(&storage).unwrap(), ["@c6,e6"]);
    drop(third);
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn d9_failed_autosaves_are_told_once() {
    let storage = Storage::memory();
    storage.fail_writes_under("saves/");
    let mut app = build(&storage);
    play(&mut app, "@c5,c6");
    play(&mut app, "d4-d5");
    play(&mut app, "c6-c7");
    assert!(matches!(
        notices(&app).as_slice(),
        [StorageNotice::AutosaveFailed(_)]
    ));
}

#[test]
fn d9_saves_that_is_a_file_and_an_autosave_that_is_a_folder_are_told() {
    // `saves` is a file: nothing can be written under it.
    let (dir, storage) = folder("saves-file");
    std::fs::remove_dir_all(dir.join("saves")).unwrap();
    std::fs::write(dir.join("saves"), "not a folder").unwrap();
    let mut app = build(&storage);
    play(&mut app, "@c5,c6");
    assert!(
        notices(&app)
            .iter()
            .any(|n| matches!(n, StorageNotice::AutosaveFailed(_))),
        "{:?}",
        notices(&app)
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("saves")).unwrap(),
        "not a folder"
    );
    drop(app);
    std::fs::remove_dir_all(&dir).ok();
    // The autosave is a folder: it cannot be kept, so the new game leaves it alone.
    let (dir, storage) = folder("autosave-folder");
    std::fs::create_dir_all(dir.join(AUTOSAVE).join("inside")).unwrap();
    let mut app = build(&storage);
    play(&mut app, "@c5,c6");
    assert!(matches!(
        notices(&app).as_slice(),
        [StorageNotice::KeepFailed(_)]
    ));
    assert!(dir.join(AUTOSAVE).join("inside").is_dir());
    drop(app);
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn d7_a_pipe_in_place_of_the_autosave_or_the_settings_does_not_hang_the_game() {
    let _turn = taking_turns();
    let (dir, storage) = folder("pipes");
    let made = ["saves/autosave.ron", "settings.ron"].iter().all(|name| {
        std::process::Command::new("mkfifo")
            .arg(dir.join(name))
            .status()
            .is_ok_and(|s| s.success())
    });
    if !made {
        eprintln!("no mkfifo here: skipped");
        return;
    }
    let (settings, load) = load_settings(&storage);
    assert_eq!(settings, Settings::default());
    assert!(load.problem.is_some() && !load.may_write, "{load:?}");
    let mut app = build(&storage);
    play(&mut app, "@c5,c6");
    assert!(matches!(
        notices(&app).as_slice(),
        [StorageNotice::KeepFailed(_)]
    ));
    drop(app);
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn d10_variants_are_kept_under_file_names_every_system_can_hold() {
    let example = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/assets/variants/little-fort.ron"
    ))
    .unwrap();
    let (dir, storage) = folder("variants");
    let mut own = OwnVariants::default();
    for name in ["fortaleza-ñ", "Fort", "fort", "little_fort", "Крепость"] {
        let text = example.replace("\"little-fort\"", &format!("\"{name}\""));
        let opened = own.open(&text, &storage).unwrap();
        assert_eq!(opened.kept, Ok(()), "{name}");
    }
    let kept = storage.list("variants");
    assert_eq!(kept.len(), 5, "{kept:?}");
    assert!(
        kept.iter().all(|n| n
            .trim_start_matches("variants/")
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || "-.".contains(c))),
        "{kept:?}"
    );
    // The next start finds every one.
    let again = OwnVariants::read(&storage);
    assert!(again.get("fortaleza-ñ").is_some() && again.get("Крепость").is_some());
    assert_eq!(again.all().len(), 5);
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn d10_a_variant_that_cannot_be_kept_is_told() {
    let storage = Storage::memory();
    storage.fail_writes_under("variants/");
    let example = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/assets/variants/little-fort.ron"
    ))
    .unwrap();
    let opened = OwnVariants::default().open(&example, &storage).unwrap();
    assert_eq!(
        opened.kept,
        Err(StorageError::SimulatedFull(
            "variants/little-fort.ron".into()
        )),
        "a failed write is said"
    );
}

#[test]
fn d11_choices_for_one_run_are_not_stored_as_preferences() {
    let storage = Storage::memory();
    let stored = Settings {
        animation: AnimationSpeed::Slow,
        theme: Theme::HighContrast,
        language: Some(Language::Swedish),
        ..Settings::default()
    };
    storage.write(SETTINGS_FILE, &stored.to_ron()).unwrap();
    let mut app = common::bare_app(|app| {
        app.insert_resource(storage.clone())
            .add_plugins(SettingsPlugin);
    });
    app.update();
    let one_run = {
        let mut settings = app.world_mut().resource_mut::<Settings>();
        OneRunChoices::apply(
            &mut settings,
            Some(AnimationSpeed::Off),
            Some(Language::French),
            Some(Theme::ColourSafe),
        )
    };
    app.insert_resource(one_run);
    app.update();
    assert_eq!(
        app.world().resource::<Settings>().animation,
        AnimationSpeed::Off
    );
    // Pressing M changes a setting: the settings are written 0.5 s later.
    app.world_mut().resource_mut::<Settings>().muted = true;
    for _ in 0..20 {
        app.update();
    }
    let written = Settings::from_ron(&storage.read(SETTINGS_FILE).unwrap().unwrap()).unwrap();
    assert!(written.muted);
    assert_eq!(
        (written.animation, written.theme, written.language),
        (
            AnimationSpeed::Slow,
            Theme::HighContrast,
            Some(Language::Swedish)
        )
    );
    // A choice the player makes during the run is a preference.
    app.world_mut().resource_mut::<Settings>().theme = Theme::Classic;
    for _ in 0..20 {
        app.update();
    }
    let written = Settings::from_ron(&storage.read(SETTINGS_FILE).unwrap().unwrap()).unwrap();
    assert_eq!(written.theme, Theme::Classic);
}

#[test]
fn d13_a_byte_order_mark_and_a_huge_file_do_not_lose_the_settings() {
    let (dir, storage) = folder("settings");
    std::fs::write(
        dir.join(SETTINGS_FILE),
        "\u{feff}(level: \"marshal\", muted: true)",
    )
    .unwrap();
    let (settings, load) = load_settings(&storage);
    assert_eq!((settings.level, settings.muted), (Level::Marshal, true));
    assert_eq!(load.problem, None);
    // 50 MB of garbage: refused unread, kept as it is (never written over), said briefly.
    let garbage = vec![b'x'; 50 << 20];
    std::fs::write(dir.join(SETTINGS_FILE), &garbage).unwrap();
    let (settings, load) = load_settings(&storage);
    assert_eq!(settings, Settings::default());
    assert!(!load.may_write);
    assert!(load.problem.unwrap().chars().count() < 400);
    assert_eq!(
        std::fs::metadata(dir.join(SETTINGS_FILE)).unwrap().len(),
        50 << 20
    );
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn d13_the_largest_save_number_never_wraps_to_an_earlier_game() {
    let storage = Storage::memory();
    let mut app = build(&storage);
    play(&mut app, "@c5,c6");
    storage.write("saves/game-4294967295.ron", "kept").unwrap();
    storage.write("saves/game-1.ron", "kept too").unwrap();
    app.world_mut().write_message(asalto::game::SaveGame);
    for _ in 0..2 {
        app.update();
    }
    assert_eq!(
        storage.read("saves/game-4294967295.ron").unwrap().unwrap(),
        "kept"
    );
    assert_eq!(
        storage.read("saves/game-1.ron").unwrap().unwrap(),
        "kept too"
    );
    assert!(storage.read("saves/game-0.ron").unwrap().is_none());
    assert!(saves::load(&storage, "saves/game-2.ron").is_ok());
}

#[test]
fn a_new_game_asked_to_keep_the_unfinished_one_keeps_it() {
    let storage = Storage::memory();
    let mut app = build(&storage);
    play(&mut app, "@c5,c6");
    play(&mut app, "d4-d5");
    common::command(&mut app, GameCommand::RestartKeeping);
    assert_eq!(
        autosaved(&storage).unwrap().len(),
        2,
        "kept until the new game moves"
    );
    play(&mut app, "@d6,e6");
    let kept = saves::load(&storage, "saves/game-1.ron").unwrap();
    assert_eq!(kept.game.plies().len(), 2);
    assert_eq!(autosaved(&storage).unwrap(), ["@d6,e6"]);
}

/// Every kind of write fails in turn, as on a full disk: no earlier file is lost, and the
/// player is told.
#[test]
fn when_each_kind_of_write_fails_nothing_earlier_is_lost_and_the_player_is_told() {
    for failing in ["settings.ron", "saves/autosave", "saves/game-", "variants/"] {
        let storage = Storage::memory();
        unfinished_game(&storage);
        storage
            .write(
                "saves/game-1.ron",
                &storage.read(AUTOSAVE).unwrap().unwrap(),
            )
            .unwrap();
        storage
            .write(SETTINGS_FILE, &Settings::default().to_ron())
            .unwrap();
        let before: Vec<(String, Option<String>)> = ["saves/game-1.ron", SETTINGS_FILE, AUTOSAVE]
            .iter()
            .map(|n| (n.to_string(), storage.read(n).unwrap()))
            .collect();
        storage.fail_writes_under(failing);
        let mut app = build(&storage);
        app.add_plugins(SettingsPlugin);
        app.update();
        app.world_mut().resource_mut::<Settings>().muted = true;
        play(&mut app, "@d6,e6");
        app.world_mut().write_message(asalto::game::SaveGame);
        for _ in 0..20 {
            app.update();
        }
        let opened = OwnVariants::default().open(
            &std::fs::read_to_string(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/assets/variants/little-fort.ron"
            ))
            .unwrap(),
            &storage,
        );
        for (name, text) in &before {
            let now = storage.read(name).unwrap();
            let kept_elsewhere = name == AUTOSAVE
                && storage
                    .list("saves")
                    .iter()
                    .any(|n| n != "saves/game-1.ron" && storage.read(n).unwrap() == *text);
            // The settings may have been written anew (the player changed one): then whole.
            let rewritten = name == SETTINGS_FILE
                && now
                    .as_deref()
                    .is_some_and(|t| Settings::from_ron(t).is_ok());
            assert!(
                now == *text || kept_elsewhere || rewritten,
                "{failing}: {name} lost"
            );
        }
        let told = !notices(&app).is_empty() || opened.is_ok_and(|o| o.kept.is_err());
        assert!(told, "{failing}: the player was not told");
    }
}

/// D1 and D7 through the game's command line, under a 2 GB address-space limit: a device, a
/// pipe, a folder and a variant with too many placements are refused in one line (exit 2),
/// never by running out of memory or waiting for ever.
#[test]
fn hostile_variant_files_on_the_command_line_are_refused_within_bounded_memory() {
    let _turn = taking_turns();
    let (dir, _) = folder("command-line");
    let example = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/assets/variants/little-fort.ron"
    ))
    .unwrap();
    let crowded = example
        .replace("officers: 2,", "officers: 16,")
        .replace("\"little-fort\"", "\"crowded\"");
    std::fs::write(dir.join("crowded.ron"), crowded).unwrap();
    let mut cases = vec![
        (dir.join("crowded.ron"), "officers"),
        (dir.clone(), "folder"),
        (dir.join("none.ron"), "no such file"),
    ];
    if std::path::Path::new("/dev/zero").exists() {
        cases.push(("/dev/zero".into(), "device"));
    }
    let fifo = dir.join("fifo.ron");
    if std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .is_ok_and(|s| s.success())
    {
        cases.push((fifo, "pipe"));
    }
    for (path, says) in cases {
        let output = std::process::Command::new("timeout")
            .args(["60", "sh", "-c", "ulimit -v 2000000 && exec \"$0\" \"$@\""])
            .arg(env!("CARGO_BIN_EXE_asalto"))
            .arg("--variant-file")
            .arg(&path)
            .stdin(std::process::Stdio::null())
            .output()
            .expect("the game runs");
        let err = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{path:?}: {err}");
        let first = err.lines().next().unwrap_or_default();
        assert!(first.contains(says), "{path:?}: {err}");
    }
    std::fs::remove_dir_all(dir).ok();
}

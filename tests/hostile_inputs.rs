//! The newest ways in, given what a hostile or unlucky player gives them (the sweep of
//! docs/reliability.md): arguments that are not UTF-8, options `--pictures` cannot honour, a
//! pictures folder with a link to nothing in it, and a positions file that is damaged, cannot
//! be kept aside, holds more than a new deck may, or holds positions that no longer read. Each
//! gets a one-line refusal or the right answer, and nothing of the player's is lost.

mod common;

use std::path::PathBuf;

use asalto::cli::parse;
use asalto::platform::storage::Storage;
use asalto::study::deck::{DECK_FILE, Deck, MOST_CARDS};
use asalto::study::{DeckLoad, DeckProblem};
use bevy::prelude::*;

fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("asalto-hostile-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[cfg(unix)]
#[test]
fn an_argument_that_is_not_utf8_is_read_or_refused_in_one_line() {
    use std::ffi::OsString;
    use std::os::unix::ffi::OsStringExt;
    let latin1 = OsString::from_vec(b"/tmp/caf\xe9.ron".to_vec());
    let refused = parse([OsString::from("--variant-file"), latin1.clone()]).unwrap_err();
    assert!(
        refused.contains("caf") && !refused.contains('\n'),
        "{refused}"
    );
    let game = OsString::from_vec(b"#asalto/moves/\xff".to_vec());
    let refused = parse([OsString::from("--game"), game]).unwrap_err();
    assert!(!refused.contains('\n'), "{refused}");
    // The program itself: exit 2 and one line, never a panic.
    for args in [
        vec![OsString::from("--variant-file"), latin1],
        vec![OsString::from_vec(vec![0xff])],
    ] {
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_asalto"))
            .args(&args)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{err}");
    }
}

#[test]
fn pictures_refuse_the_options_they_cannot_honour() {
    let link = "#asalto/moves/@c5,e5";
    for other in [
        ["--variant", "assaut"],
        ["--screenshot", "x.png"],
        ["--mode", "hot-seat"],
    ] {
        let args = ["--game", link, "--pictures", "out", other[0], other[1]];
        let refused = parse(args).expect_err(other[0]);
        assert!(refused.contains("cannot be used with"), "{refused}");
    }
    assert!(parse(["--game", link, "--pictures", "out", "--language", "fr"]).is_ok());
}

#[cfg(unix)]
#[test]
fn saving_pictures_never_removes_a_file_it_did_not_make() {
    let dir = folder("pictures");
    let link = dir.join("asalto-1.gif");
    std::os::unix::fs::symlink(dir.join("nowhere"), &link).unwrap();
    let files: [(&str, &[u8]); 2] = [("gif", b"GIF89a"), ("png", b"png")];
    let written = asalto::platform::files::give_files(Some(&dir), "asalto", &files).unwrap();
    assert!(written[0].ends_with("asalto-2.gif"), "{written:?}");
    assert!(
        std::fs::symlink_metadata(&link).is_ok(),
        "the link is still there"
    );
    std::fs::remove_dir_all(dir).unwrap();
}

fn build(storage: &Storage) -> App {
    let setup = common::setup(
        "asalto",
        asalto::game::Mode::HotSeat,
        asalto_engine::search::Level::Recruit,
        None,
    );
    common::app_with(setup, |app| {
        app.insert_resource(storage.clone());
    })
}

#[test]
fn a_damaged_positions_file_is_kept_aside_once_and_said() {
    let dir = folder("deck");
    let storage = Storage::Folder(dir.clone());
    for _ in 0..3 {
        std::fs::write(dir.join(DECK_FILE), b"\x00not a deck").unwrap();
        let app = build(&storage);
        let load = app.world().resource::<DeckLoad>();
        let Some(DeckProblem::KeptAside(kept)) = &load.problem else {
            panic!("{load:?}");
        };
        assert!(kept.ends_with("positions.ron.bak"), "{kept}");
    }
    // Kept once, the damaged file is replaced: the next start has nothing to say.
    let app = build(&storage);
    assert_eq!(app.world().resource::<DeckLoad>().problem, None);
    let backups = std::fs::read_dir(&dir)
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .file_name()
                .to_string_lossy()
                .contains(".bak")
        })
        .count();
    assert_eq!(backups, 1, "the same damaged file is kept once");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_positions_file_that_cannot_be_kept_aside_is_said_and_never_written_over() {
    let dir = folder("deck-folder");
    let storage = Storage::Folder(dir.clone());
    std::fs::create_dir_all(dir.join(DECK_FILE)).unwrap();
    let app = build(&storage);
    let load = app.world().resource::<DeckLoad>();
    assert!(
        matches!(load.problem, Some(DeckProblem::NotKept(_))),
        "{load:?}"
    );
    assert!(dir.join(DECK_FILE).is_dir(), "left as it was");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_deck_beyond_its_limit_loses_no_card() {
    let storage = Storage::memory();
    let one =
        "asalto o ..O/.../OR...../......./RRRRR../RRR/RRR 0 goal better depth 0 solution a5xc5";
    let cards: Vec<String> = (0..MOST_CARDS + 200)
        .map(|i| {
            format!(
                "(puzzle: \"{one}\", played: \"e7-d7\", verdict: \"blunder\", level: 0, due: {i})"
            )
        })
        .collect();
    let text = format!("(cards: [{}], reviewed: [])", cards.join(", "));
    storage.write(DECK_FILE, &text).unwrap();
    let app = build(&storage);
    assert_eq!(app.world().resource::<Deck>().cards.len(), MOST_CARDS + 200);
}

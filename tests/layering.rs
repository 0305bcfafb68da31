//! The layers of ARCHITECTURE.md, kept in both crates: no file refers to a folder its layer may
//! not use (by a `use` line or a path anywhere in the code), and no files refer to each other in
//! a circle. The checker itself is shown to catch each kind of breach on a small planted tree.

mod layers;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use layers::{Crate, Layers, breaches, source_files};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn architecture() -> String {
    std::fs::read_to_string(root().join("ARCHITECTURE.md")).expect("ARCHITECTURE.md")
}

fn check(src: &str, heading: &str) {
    let src = root().join(src);
    let krate = Crate::read(&source_files(&src)).expect("the crate's files read");
    let layers = Layers::from_markdown(&architecture(), heading).expect("a table of layers");
    let found = breaches(
        &krate,
        &layers,
        Path::new(src.strip_prefix(root()).unwrap()),
    );
    assert!(
        found.is_empty(),
        "ARCHITECTURE.md's {heading:?} broken ({} times):\n{}",
        found.len(),
        found.join("\n")
    );
    let references: usize = krate.references.values().map(Vec::len).sum();
    assert!(references > 200, "only {references} references read");
}

#[test]
fn the_game_keeps_its_layers() {
    check("src", "The game's layers");
}

#[test]
fn the_engine_keeps_its_layers() {
    check("crates/asalto-engine/src", "The engine's layers");
}

const PLANTED_TABLE: &str = "\
# Layers

| Unit | Uses |
|---|---|
| `lib.rs` | everything |
| `ui/` | `game`, `platform` |
| `game/` | `platform` |
| `platform/` | nothing |
";

/// A small crate: `lib.rs` declares the folders; each file's text as given.
fn planted(extra: &[(&str, &str)]) -> Vec<String> {
    let mut files: BTreeMap<PathBuf, String> = BTreeMap::new();
    let defaults = [
        ("lib.rs", "pub mod ui;\npub mod game;\npub mod platform;\n"),
        ("ui/mod.rs", "mod menu;\nuse crate::game::Match;\n"),
        (
            "game/mod.rs",
            "pub mod saves;\npub struct Match;\nuse crate::platform::Storage;\n",
        ),
        ("platform/mod.rs", "pub struct Storage;\n"),
    ];
    for (path, text) in defaults.iter().chain(extra) {
        files.insert(PathBuf::from(path), text.to_string());
    }
    let files: Vec<(PathBuf, String)> = files.into_iter().collect();
    let krate = Crate::read(&files).expect("planted files read");
    let layers = Layers::from_markdown(PLANTED_TABLE, "Layers").expect("the planted table");
    breaches(&krate, &layers, Path::new("src"))
}

#[test]
fn a_clean_planted_tree_passes() {
    let found = planted(&[
        (
            "game/saves.rs",
            "use super::Match;\n// crate::ui::menu is only named here\nconst S: &str = \"crate::ui::x\";\n",
        ),
        (
            "ui/menu.rs",
            "use crate::{game::{Match, saves}, platform::Storage};\n",
        ),
    ]);
    assert_eq!(found, Vec::<String>::new());
}

#[test]
fn a_path_qualified_call_up_a_layer_is_found_with_its_line() {
    let found = planted(&[(
        "game/saves.rs",
        "pub fn key() -> String {\n    format!(\"{}\", crate::ui::menu::title())\n}\n",
    )]);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        found[0].starts_with(
            "src/game/saves.rs:2: `game/saves.rs` takes crate::ui::menu::title from `ui`"
        ),
        "{}",
        found[0]
    );
}

#[test]
fn a_use_tree_up_a_layer_is_found() {
    let found = planted(&[(
        "platform/mod.rs",
        "pub struct Storage;\nuse crate::{game::{saves::Key, Match as M}};\n",
    )]);
    assert_eq!(
        found.len(),
        3,
        "two arrows up and the circle they close: {found:?}"
    );
    assert!(
        found[0].contains("crate::game::saves::Key from `game`"),
        "{}",
        found[0]
    );
    assert!(
        found[1].contains("crate::game::Match from `game`"),
        "{}",
        found[1]
    );
}

#[test]
fn a_circle_inside_one_folder_is_found() {
    let found = planted(&[
        (
            "game/mod.rs",
            "pub mod saves;\nmod link;\npub struct Match;\n",
        ),
        ("game/saves.rs", "use super::link::Link;\npub struct Key;\n"),
        ("game/link.rs", "pub struct Link(super::saves::Key);\n"),
    ]);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        found[0].starts_with("a circle of 2 files (game/link.rs, game/saves.rs)"),
        "{}",
        found[0]
    );
}

#[test]
fn test_modules_may_reach_anything() {
    let found = planted(&[
        (
            "platform/mod.rs",
            "pub struct Storage;\n#[cfg(test)]\nmod tests {\n    use crate::ui::menu;\n}\n#[cfg(test)]\nmod more;\n",
        ),
        ("platform/more.rs", "use crate::ui::Everything;\n"),
    ]);
    assert_eq!(found, Vec::<String>::new());
}

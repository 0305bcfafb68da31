//! The levels' moves as recorded in `golden-moves.txt`: games of every built-in variant at three
//! levels, the search stepped whole and in 1,024-node slices. A change to the search's structure
//! must not change a single move or node count; a change meant to change play records them again
//! (`cargo test -p asalto-engine --test golden -- --ignored`) and says why in its commit.

use std::collections::BTreeMap;
use std::path::PathBuf;

use asalto_engine::job::{Job, Slice, StopFlag};
use asalto_engine::search::{Level, LevelMove};
use asalto_engine::{Game, Variant};

/// How many plies each level plays, and from where: Recruit plays from the start, Captain and
/// Marshal from the position Recruit's game reached after `from` plies (the middle game, where
/// Marshal's traps and solver have something to find).
const RUNS: [(Level, usize, usize); 3] = [
    (Level::Recruit, 0, 160),
    (Level::Captain, 16, 12),
    (Level::Marshal, 24, 2),
];

const SLICE: u64 = 1_024;

fn golden_file() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden-moves.txt")
}

/// Plays `plies` moves of `level` against itself (or fewer if the game ends), each searched in
/// slices of `slice` nodes: the moves in notation and the nodes searched.
fn play(game: &Game, level: Level, plies: usize, slice: u64) -> (Vec<String>, u64) {
    let mut game = game.clone();
    let mut nodes = 0;
    let already = game.plies().len();
    for ply in 0..plies {
        if game.outcome().is_some() {
            break;
        }
        let mut search = LevelMove::new(&game, level, 1_000 + ply as u64);
        let stop = StopFlag::default();
        let slice = match slice {
            u64::MAX => Slice::whole(&stop),
            nodes => Slice::nodes(nodes, &stop),
        };
        let result = loop {
            if let Some(result) = search.step(&slice) {
                break result;
            }
        };
        nodes += result.nodes + result.proof_nodes();
        game.play(result.best.expect("a move while the game goes on"))
            .expect("the search's move is legal");
    }
    (game.record().moves[already..].to_vec(), nodes)
}

/// Every run's line: `variant level mode` and then the moves and the node count.
fn lines_for(variant: &std::sync::Arc<Variant>) -> Vec<(String, String)> {
    let start = Game::new(variant.clone());
    let (recruit_game, _) = play(&start, Level::Recruit, 160, u64::MAX);
    let mut lines = Vec::new();
    for (level, from, plies) in RUNS {
        let mut game = start.clone();
        for text in recruit_game.iter().take(from) {
            game.play_text(text).expect("a recorded move");
        }
        for (mode, slice) in [("whole", u64::MAX), ("sliced", SLICE)] {
            let (moves, nodes) = play(&game, level, plies, slice);
            let key = format!("{} {} {mode}", variant.name(), level.name());
            lines.push((key, format!("{} ; {nodes}", moves.join(" "))));
        }
    }
    lines
}

fn recorded() -> BTreeMap<String, String> {
    let text = std::fs::read_to_string(golden_file()).expect("tests/golden-moves.txt is there");
    text.lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let (key, value) = line.split_once(": ").expect("`key: moves ; nodes`");
            (key.to_string(), value.to_string())
        })
        .collect()
}

fn check(variants: &[&str]) {
    let golden = recorded();
    for name in variants {
        let variant = Variant::builtin(name).expect("a built-in variant");
        for (key, got) in lines_for(&variant) {
            let want = golden
                .get(&key)
                .unwrap_or_else(|| panic!("{key}: not recorded"));
            assert_eq!(&got, want, "{key}: the moves or node count changed");
        }
    }
}

#[test]
fn asalto_family_plays_as_recorded() {
    check(&["asalto", "assaut", "grand-assaut"]);
}

#[test]
fn fox_and_geese_plays_as_recorded() {
    check(&["fox-geese-13", "fox-geese-13-sideways", "fox-geese-15"]);
}

#[test]
fn larger_fox_and_geese_boards_play_as_recorded() {
    check(&[
        "fox-geese-15-sideways",
        "fox-geese-17",
        "fox-geese-17-sideways",
    ]);
}

#[test]
fn every_built_in_variant_is_recorded() {
    let golden = recorded();
    for variant in Variant::builtins() {
        for (level, _, _) in RUNS {
            for mode in ["whole", "sliced"] {
                let key = format!("{} {} {mode}", variant.name(), level.name());
                assert!(golden.contains_key(&key), "{key}: not recorded");
            }
        }
    }
}

/// Writes `golden-moves.txt` afresh: not a check, run only when asked (see the top of this file).
#[test]
#[ignore = "records the golden moves; run with --ignored to record them again"]
fn record() {
    let mut text = String::from(
        "# The levels' moves (tests/golden.rs): `variant level mode: moves ; nodes searched`.\n",
    );
    for variant in Variant::builtins() {
        for (key, value) in lines_for(variant) {
            text.push_str(&format!("{key}: {value}\n"));
        }
    }
    std::fs::write(golden_file(), text).expect("golden-moves.txt written");
}

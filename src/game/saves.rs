//! Saved games: RON files (in [`Storage`], under `saves/`) holding the variant, the players, the
//! computer's level and seed, the start position and every move, so a loaded game replays to the
//! same position with the same history (undo, repetition and all). A game of the player's own
//! variant carries the variant's file, so it opens on any computer. [`SaveGame`] asks for the match
//! on the board to be saved; the answer comes back as [`GameSaved`].

use asalto_engine::search::Level;
use std::sync::Arc;

use asalto_engine::{Game, GameRecord, Variant};
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use crate::platform::storage::Storage;

use super::own_variants;
use super::setup::{MatchSetup, Mode};
use super::state::Match;

/// What a file must say it is, so another RON file is never taken for a saved game.
pub const SAVE_FORMAT: &str = "asalto-saved-game";
/// The newest version this game reads and the one it writes.
pub const SAVE_VERSION: u32 = 1;
pub const SAVES_FOLDER: &str = "saves";
pub const AUTOSAVE: &str = "saves/autosave.ron";

/// A saved game as stored.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    pub format: String,
    pub version: u32,
    /// The variant's name: a built-in one (`asalto`, `fox-geese-13`, …) or the player's own.
    pub variant: String,
    /// The player's own variant, as a variant file, so the game opens where that file is not.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub variant_file: Option<String>,
    /// The position the game started from, in APN.
    pub start: String,
    /// Every move, in the game's notation.
    pub moves: Vec<String>,
    pub mode: String,
    pub level: String,
    pub seed: u64,
    #[serde(default = "yes")]
    pub warn_huff: bool,
}

fn yes() -> bool {
    true
}

/// A game as one line (its variant, start and moves), to find its review by.
pub fn game_key(variant: &str, start: &str, moves: &[String]) -> String {
    format!("{variant}|{start}|{}", moves.join(" "))
}

/// A saved game made playable again.
#[derive(Debug)]
pub struct Loaded {
    pub setup: MatchSetup,
    pub game: Game,
}

impl SavedGame {
    /// The game as one line, to find its review by ([`game_key`]).
    pub fn key(&self) -> String {
        game_key(&self.variant, &self.start, &self.moves)
    }

    pub fn of(current: &Match) -> SavedGame {
        let record = current.game.record();
        SavedGame {
            format: SAVE_FORMAT.into(),
            version: SAVE_VERSION,
            variant_file: Variant::builtin(&record.variant)
                .is_none()
                .then(|| own_variants::file_text(current.game.variant().file())),
            variant: record.variant,
            start: record.start,
            moves: record.moves,
            mode: current.setup.mode.cli_name().into(),
            level: current.setup.level.name().into(),
            seed: current.setup.seed,
            warn_huff: current.setup.warn_huff,
        }
    }

    pub fn to_ron(&self) -> String {
        let config = ron::ser::PrettyConfig::default().compact_arrays(true);
        ron::ser::to_string_pretty(self, config)
            .unwrap_or_else(|e| format!("// cannot write the game: {e}\n"))
    }

    /// Reads a saved game; any file that is not one, or whose moves do not replay, is refused
    /// with a message saying why.
    pub fn from_ron(text: &str) -> Result<SavedGame, String> {
        // First only the header, so a foreign file gets a clear answer rather than a
        // complaint about a missing field.
        #[derive(Deserialize)]
        struct Header {
            #[serde(default)]
            format: String,
            #[serde(default)]
            version: u32,
        }
        let header: Header = ron::from_str(text).map_err(|e| {
            if text.contains(SAVE_FORMAT) {
                format!("the saved game is damaged ({e})")
            } else {
                format!("this is not a saved game of Asalto ({e})")
            }
        })?;
        if header.format != SAVE_FORMAT {
            return Err("this is not a saved game of Asalto".into());
        }
        match header.version {
            0 => return Err("it has no valid format version".into()),
            v if v > SAVE_VERSION => {
                return Err(format!(
                    "it was saved by a newer version of the game (format {v})"
                ));
            }
            _ => {}
        }
        ron::from_str(text).map_err(|e| format!("the saved game is damaged ({e})"))
    }

    /// Replays the moves and gives the setup of the match.
    pub fn restore(&self) -> Result<Loaded, String> {
        let mode = Mode::from_cli_name(&self.mode)
            .ok_or_else(|| format!("unknown players {:?}", self.mode))?;
        let level = Level::from_name(&self.level)
            .ok_or_else(|| format!("unknown computer level {:?}", self.level))?;
        let own = match &self.variant_file {
            Some(text) => {
                let v = own_variants::read_variant(text)
                    .map_err(|e| format!("its variant file is refused: {e}"))?;
                if v.name() != self.variant {
                    return Err(format!(
                        "its variant file is for {:?}, not {:?}",
                        v.name(),
                        self.variant
                    ));
                }
                Some(Arc::new(v))
            }
            None => None,
        };
        let record = GameRecord {
            variant: self.variant.clone(),
            start: self.start.clone(),
            moves: self.moves.clone(),
        };
        let game = Game::from_record_with(&record, |name| {
            own.clone()
                .filter(|v| v.name() == name)
                .or_else(|| Variant::builtin(name))
        })
        .map_err(|e| e.to_string())?;
        let setup = MatchSetup {
            variant: game.variant().clone(),
            start: Some(*game.start()),
            mode,
            level,
            warn_huff: self.warn_huff,
            seed: self.seed,
        };
        Ok(Loaded { setup, game })
    }
}

/// Reads and replays a stored game.
pub fn load(storage: &Storage, name: &str) -> Result<Loaded, String> {
    let text = storage
        .read(name)?
        .ok_or_else(|| format!("{} is gone", storage.describe(name)))?;
    SavedGame::from_ron(&text)?.restore()
}

/// Saves a game under the next free `saves/game-N.ron` and returns the name.
pub fn save_new(storage: &Storage, current: &Match) -> Result<String, String> {
    let name = next_save_name(storage)?;
    storage.write(&name, &SavedGame::of(current).to_ron())?;
    Ok(name)
}

/// The first free `saves/game-N.ron` after every one there; past the largest number, the
/// first free one from 1 (a name is never reused while anything, even a folder, has it).
pub(super) fn next_save_name(storage: &Storage) -> Result<String, String> {
    let highest = storage
        .list(SAVES_FOLDER)
        .iter()
        .filter_map(|n| save_number(n))
        .max()
        .unwrap_or(0);
    (highest.saturating_add(1)..=u32::MAX)
        .chain(1..highest)
        .take(10_000)
        .map(|n| format!("{SAVES_FOLDER}/game-{n}.ron"))
        .find(|name| !storage.exists(name))
        .ok_or_else(|| "no free name for a saved game".to_string())
}

/// The number of a `saves/game-N.ron`.
pub fn save_number(name: &str) -> Option<u32> {
    name.strip_prefix("saves/game-")?
        .strip_suffix(".ron")?
        .parse()
        .ok()
}

/// Save the match on the board as a new saved game.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct SaveGame;

/// The answer to [`SaveGame`]: the file's description, or why it could not be written.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct GameSaved(pub Result<String, String>);

/// Writes the match to a new file for each [`SaveGame`].
pub(super) fn save_requested(
    mut requests: MessageReader<SaveGame>,
    current: Option<Res<Match>>,
    storage: Option<Res<Storage>>,
    mut answers: MessageWriter<GameSaved>,
) {
    for _ in requests.read() {
        let answer = match (&current, &storage) {
            (Some(current), Some(storage)) => {
                save_new(storage, current).map(|name| storage.describe(&name))
            }
            _ => Err("there is no game to save".into()),
        };
        answers.write(GameSaved(answer));
    }
}

/// One entry of the saved-games list.
#[derive(Clone, Debug)]
pub struct SaveEntry {
    pub name: String,
    /// The game, or why it cannot be opened.
    pub game: Result<SavedGame, String>,
    /// Each side's accuracy (officers, attackers) when the game was reviewed.
    pub accuracy: Option<[Option<u8>; 2]>,
}

/// The saved games, newest first (the autosave is not among them).
pub fn list(storage: &Storage) -> Vec<SaveEntry> {
    let mut names: Vec<String> = storage
        .list(SAVES_FOLDER)
        .into_iter()
        .filter(|n| save_number(n).is_some())
        .collect();
    names.sort_by_key(|n| std::cmp::Reverse(save_number(n)));
    names
        .into_iter()
        .map(|name| {
            let game = storage
                .read(&name)
                .and_then(|t| t.ok_or_else(|| "gone".to_string()))
                .and_then(|t| SavedGame::from_ron(&t));
            SaveEntry {
                name,
                game,
                accuracy: None,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use asalto_engine::Variant;

    fn played(variant: &str, moves: usize) -> Match {
        let setup = MatchSetup {
            variant: Variant::builtin(variant).unwrap(),
            mode: Mode::VsComputer {
                human: asalto_engine::Side::Attackers,
            },
            level: Level::Colonel,
            seed: 42,
            ..default()
        };
        let mut m = Match::new(setup, None);
        for i in 0..moves {
            let legal = m.game.legal_moves();
            if legal.is_empty() {
                break;
            }
            m.game.play(legal[(i * 7) % legal.len()]).unwrap();
        }
        m
    }

    #[test]
    fn a_saved_game_reloads_to_the_same_position_and_history() {
        for variant in ["asalto", "assaut", "grand-assaut"] {
            let m = played(variant, 30);
            let storage = Storage::memory();
            let name = save_new(&storage, &m).unwrap();
            assert_eq!(name, "saves/game-1.ron");
            let loaded = load(&storage, &name).unwrap();
            assert_eq!(loaded.game.position(), m.game.position());
            assert_eq!(loaded.game.record(), m.game.record());
            assert_eq!(loaded.game.outcome(), m.game.outcome());
            assert_eq!(
                loaded.setup.mode,
                Mode::VsComputer {
                    human: asalto_engine::Side::Attackers
                }
            );
            assert_eq!(loaded.setup.level, Level::Colonel);
            assert_eq!(loaded.setup.seed, 42);
            assert_eq!(save_new(&storage, &m).unwrap(), "saves/game-2.ron");
            assert_eq!(list(&storage).len(), 2);
        }
    }

    #[test]
    fn foreign_corrupt_and_truncated_files_are_refused() {
        let good = SavedGame::of(&played("asalto", 12)).to_ron();
        let storage = Storage::memory();
        let cases = [
            (
                "foreign",
                "(level: \"soldier\", master_volume: 0.5)".to_string(),
            ),
            ("not ron", "hello".to_string()),
            ("truncated", good[..good.len() / 2].to_string()),
            ("newer", good.replace("version: 1", "version: 9")),
            ("bad move", good.replace("moves: [", "moves: [\"z9-z8\", ")),
            ("bad mode", good.replace("vs-ai-rebels", "chess")),
        ];
        for (what, text) in cases {
            storage.write("saves/game-1.ron", &text).unwrap();
            let err = load(&storage, "saves/game-1.ron").expect_err(what);
            assert!(!err.is_empty(), "{what}");
            // Nothing else is touched: the file is still there as it was.
            assert_eq!(storage.read("saves/game-1.ron"), Ok(Some(text)));
        }
        assert!(
            SavedGame::from_ron("(level: 1)")
                .unwrap_err()
                .contains("not a saved game")
        );
    }
}

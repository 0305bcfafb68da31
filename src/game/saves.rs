//! Saved games: RON files (in [`Storage`], under `saves/`) holding the variant, the players, the
//! computer's level and seed, the start position and every move, so a loaded game replays to the
//! same position with the same history (undo, repetition and all). A game of the player's own
//! variant carries the variant's file, so it opens on any computer. [`SaveGame`] asks for the match
//! on the board to be saved; the answer comes back as [`GameSaved`].

use asalto_engine::search::Level;
use std::fmt;
use std::sync::Arc;

use asalto_engine::{Game, GameError, GameRecord, Variant};
use bevy::prelude::*;
use ron::error::SpannedError;
use serde::{Deserialize, Serialize};

use crate::platform::storage::{Storage, StorageError};

use super::own_variants::{self, OwnVariantError};
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
    /// It counted for the player's rating when it was saved.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub rated: bool,
    /// A game played by links with someone elsewhere: a link that continues it carries it on
    /// ([`super::by_link`]).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub by_link: bool,
}

fn yes() -> bool {
    true
}

/// A game as one line (its variant, start and moves), to find its review by.
pub fn game_key(variant: &str, start: &str, moves: &[String]) -> String {
    format!("{variant}|{start}|{}", moves.join(" "))
}

/// Why a saved game cannot be read or played again, in one line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// The storage cannot read it.
    Storage(StorageError),
    /// Nothing is stored there any more (the place, as the player reads it).
    Gone(String),
    /// Another file: not one of this game's saved games (what the reader said, if it failed).
    NotASave(Option<SpannedError>),
    /// One of this game's saved games, damaged.
    Damaged(SpannedError),
    /// Its format version is missing or 0.
    NoVersion,
    /// Saved by a newer version of the game, in this format.
    Newer(u32),
    /// Players this game does not know.
    UnknownPlayers(String),
    /// A computer level this game does not know.
    UnknownLevel(String),
    /// The variant file it carries is refused.
    VariantRefused(OwnVariantError),
    /// The variant file it carries is of another variant than its game.
    OtherVariant { file: String, game: String },
    /// Its moves do not replay.
    Replay(GameError),
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const NOT_A_SAVE: &str = "this is not a saved game of Asalto";
        match self {
            LoadError::Storage(e) => e.fmt(f),
            LoadError::Gone(place) => write!(f, "{place} is gone"),
            LoadError::NotASave(None) => f.write_str(NOT_A_SAVE),
            LoadError::NotASave(Some(e)) => write!(f, "{NOT_A_SAVE} ({e})"),
            LoadError::Damaged(e) => write!(f, "the saved game is damaged ({e})"),
            LoadError::NoVersion => f.write_str("it has no valid format version"),
            LoadError::Newer(v) => write!(
                f,
                "it was saved by a newer version of the game (format {v})"
            ),
            LoadError::UnknownPlayers(mode) => write!(f, "unknown players {mode:?}"),
            LoadError::UnknownLevel(level) => write!(f, "unknown computer level {level:?}"),
            LoadError::VariantRefused(e) => write!(f, "its variant file is refused: {e}"),
            LoadError::OtherVariant { file, game } => {
                write!(f, "its variant file is for {file:?}, not {game:?}")
            }
            LoadError::Replay(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for LoadError {}

impl From<StorageError> for LoadError {
    fn from(e: StorageError) -> Self {
        LoadError::Storage(e)
    }
}

/// Why the match on the board was not saved, in one line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// There is no match to save.
    NoGame,
    /// The storage cannot write it.
    Storage(StorageError),
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveError::NoGame => f.write_str("there is no game to save"),
            SaveError::Storage(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for SaveError {}

/// A saved game made playable again.
#[derive(Debug)]
pub struct Loaded {
    pub setup: MatchSetup,
    pub game: Game,
    /// It counted for the player's rating when it was saved.
    pub rated: bool,
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
            rated: current.rating.counts(),
            by_link: false,
        }
    }

    pub fn to_ron(&self) -> String {
        let config = ron::ser::PrettyConfig::default().compact_arrays(true);
        ron::ser::to_string_pretty(self, config)
            .unwrap_or_else(|e| format!("// cannot write the game: {e}\n"))
    }

    /// Reads a saved game; any file that is not one, or whose moves do not replay, is refused
    /// with a message saying why.
    pub fn from_ron(text: &str) -> Result<SavedGame, LoadError> {
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
                LoadError::Damaged(e)
            } else {
                LoadError::NotASave(Some(e))
            }
        })?;
        if header.format != SAVE_FORMAT {
            return Err(LoadError::NotASave(None));
        }
        match header.version {
            0 => return Err(LoadError::NoVersion),
            v if v > SAVE_VERSION => return Err(LoadError::Newer(v)),
            _ => {}
        }
        ron::from_str(text).map_err(LoadError::Damaged)
    }

    /// Replays the moves and gives the setup of the match.
    pub fn restore(&self) -> Result<Loaded, LoadError> {
        let mode = Mode::from_cli_name(&self.mode)
            .ok_or_else(|| LoadError::UnknownPlayers(self.mode.clone()))?;
        let level = Level::from_name(&self.level)
            .ok_or_else(|| LoadError::UnknownLevel(self.level.clone()))?;
        let own = match &self.variant_file {
            Some(text) => {
                let v = own_variants::read_variant(text).map_err(LoadError::VariantRefused)?;
                if v.name() != self.variant {
                    return Err(LoadError::OtherVariant {
                        file: v.name().to_string(),
                        game: self.variant.clone(),
                    });
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
        .map_err(LoadError::Replay)?;
        let setup = MatchSetup {
            variant: game.variant().clone(),
            start: Some(*game.start()),
            mode,
            level,
            warn_huff: self.warn_huff,
            seed: self.seed,
        };
        Ok(Loaded {
            setup,
            game,
            rated: self.rated,
        })
    }
}

/// Reads and replays a stored game.
pub fn load(storage: &Storage, name: &str) -> Result<Loaded, LoadError> {
    SavedGame::from_ron(&read(storage, name)?)?.restore()
}

/// The text stored under a name, which must be there.
fn read(storage: &Storage, name: &str) -> Result<String, LoadError> {
    storage
        .read(name)?
        .ok_or_else(|| LoadError::Gone(storage.describe(name)))
}

/// Saves a game under the next free `saves/game-N.ron` and returns the name.
pub fn save_new(storage: &Storage, current: &Match) -> Result<String, StorageError> {
    let name = next_save_name(storage)?;
    storage.write(&name, &SavedGame::of(current).to_ron())?;
    Ok(name)
}

/// The first free `saves/game-N.ron` after every one there; past the largest number, the
/// first free one from 1 (a name is never reused while anything, even a folder, has it).
pub(super) fn next_save_name(storage: &Storage) -> Result<String, StorageError> {
    let highest = storage
        .list(SAVES_FOLDER)
        .iter()
        .filter_map(|n| save_number(n))
        .max()
        .unwrap_or(0);
    let names = (highest.saturating_add(1)..=u32::MAX)
        .chain(1..highest)
        .take(10_000)
        .map(|n| format!("{SAVES_FOLDER}/game-{n}.ron"));
    storage
        .first_free(names)
        .ok_or(StorageError::NoFreeName("a saved game"))
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
pub struct GameSaved(pub Result<String, SaveError>);

/// Writes the match to a new file for each [`SaveGame`].
pub(super) fn save_requested(
    mut requests: MessageReader<SaveGame>,
    current: Option<Res<Match>>,
    storage: Option<Res<Storage>>,
    mut answers: MessageWriter<GameSaved>,
) {
    for _ in requests.read() {
        let answer = match (&current, &storage) {
            (Some(current), Some(storage)) => save_new(storage, current)
                .map(|name| storage.describe(&name))
                .map_err(SaveError::Storage),
            _ => Err(SaveError::NoGame),
        };
        answers.write(GameSaved(answer));
    }
}

/// One entry of the saved-games list.
#[derive(Clone, Debug)]
pub struct SaveEntry {
    pub name: String,
    /// The game, or why it cannot be opened.
    pub game: Result<SavedGame, LoadError>,
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
            let game = read(storage, &name).and_then(|t| SavedGame::from_ron(&t));
            SaveEntry {
                name,
                game,
                accuracy: None,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests;

//! The player's own variants: RON rule files opened from the new-game page, checked by the
//! engine (its one-line messages are what the player reads), kept in [`Storage`] under
//! `variants/` so they are there next time, and embedded in the games saved with them.

use std::fmt;
use std::sync::Arc;

use asalto_engine::{Variant, VariantError, VariantFile, Variants};
use bevy::prelude::*;

use crate::platform::files::FileError;
use crate::platform::storage::{Storage, StorageError};

pub const VARIANTS_FOLDER: &str = "variants";

/// The longest variant file read: the Grand Jeu's is 4 KB; this keeps a wrong file (a picture,
/// say) from being parsed at length.
pub const MAX_FILE_BYTES: usize = 256 * 1024;

/// The variants the player has opened, in the order opened, beside the built-in ones.
#[derive(Resource, Clone, Debug, Default)]
pub struct OwnVariants {
    known: Variants,
}

impl OwnVariants {
    /// The variants kept in storage; a stored file the engine now refuses is left out, with a
    /// warning, and left where it is.
    pub fn read(storage: &Storage) -> OwnVariants {
        let mut own = OwnVariants::default();
        for name in storage.list(VARIANTS_FOLDER) {
            let text = match storage.read(&name) {
                Ok(Some(text)) => text,
                Ok(None) => continue,
                Err(e) => {
                    warn!("{e}");
                    continue;
                }
            };
            if let Err(e) = own.add(&text) {
                warn!("{}: {e}", storage.describe(&name));
            }
        }
        own
    }

    pub fn all(&self) -> &[Arc<Variant>] {
        self.known.added()
    }

    /// A built-in variant or one of the player's, by name.
    /// The built-in variants and these, to read positions and games by.
    pub fn variants(&self) -> &Variants {
        &self.known
    }

    pub fn get(&self, name: &str) -> Option<Arc<Variant>> {
        self.known.get(name)
    }

    /// Checks a variant file's text and adds it, in place of an earlier one of the same name
    /// (the player edited the file and opened it again), and keeps it in storage. A variant
    /// the storage cannot keep still plays this run: `kept` says why it is not kept.
    pub fn open(&mut self, text: &str, storage: &Storage) -> Result<Opened, OwnVariantError> {
        let variant = self.add(text)?;
        let kept = storage.write(&stored_name(variant.name()), text);
        Ok(Opened { variant, kept })
    }

    fn add(&mut self, text: &str) -> Result<Arc<Variant>, OwnVariantError> {
        let variant = read_variant(text)?;
        Ok(self.known.replace(variant)?)
    }
}

/// A variant file opened: the variant, and whether it is kept for the next start.
pub struct Opened {
    pub variant: Arc<Variant>,
    pub kept: Result<(), StorageError>,
}

/// Why a player's variant file is refused, in one line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OwnVariantError {
    /// The file cannot be read.
    File(FileError),
    /// The text is this many KB: far more than a variant file.
    TooLarge { kilobytes: usize },
    /// The engine refuses the rules: its reason.
    Rules(VariantError),
    /// The variant has the name of this built-in game.
    BuiltinName(String),
}

impl fmt::Display for OwnVariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OwnVariantError::File(e) => e.fmt(f),
            OwnVariantError::TooLarge { kilobytes } => write!(
                f,
                "the file is {kilobytes} KB; a variant file is a few KB of text"
            ),
            OwnVariantError::Rules(e) => e.fmt(f),
            OwnVariantError::BuiltinName(name) => write!(
                f,
                "the name {name:?} belongs to a built-in game; give the variant a name of its own"
            ),
        }
    }
}

impl std::error::Error for OwnVariantError {}

impl From<FileError> for OwnVariantError {
    fn from(e: FileError) -> Self {
        OwnVariantError::File(e)
    }
}

impl From<VariantError> for OwnVariantError {
    fn from(e: VariantError) -> Self {
        OwnVariantError::Rules(e)
    }
}

/// Where a variant is kept: its name when that is a plain lower-case ASCII word, else the
/// plain part of it and a hash of the whole name (any letter may be in a name; a file name on
/// every system may hold only a few, and upper and lower case are one on some).
pub fn stored_name(name: &str) -> String {
    let plain: String = name
        .chars()
        .filter(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '-')
        .collect();
    if plain == name {
        return format!("{VARIANTS_FOLDER}/{name}.ron");
    }
    // FNV-1a: stable across builds and platforms, unlike std's hasher.
    let hash = name.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    format!("{VARIANTS_FOLDER}/{plain}-{hash:016x}.ron")
}

/// A variant file's text, by its path (desktops; a browser has no paths to open).
pub fn read_file(path: &std::path::Path) -> Result<String, OwnVariantError> {
    Ok(crate::platform::files::read_text_file(
        path,
        MAX_FILE_BYTES as u64,
    )?)
}

/// A player's variant file, checked: the engine's rules for variants, a size limit, and a name
/// of its own (a file cannot stand in for a built-in game).
pub fn read_variant(text: &str) -> Result<Variant, OwnVariantError> {
    if text.len() > MAX_FILE_BYTES {
        return Err(OwnVariantError::TooLarge {
            kilobytes: text.len() / 1024,
        });
    }
    let variant = Variant::from_ron(text)?;
    if Variant::builtin(variant.name()).is_some() {
        return Err(OwnVariantError::BuiltinName(variant.name().to_string()));
    }
    Ok(variant)
}

/// The text a save embeds for a variant that is not built in: its file as the engine reads it
/// (the player's comments are not kept).
pub fn file_text(file: &VariantFile) -> String {
    ron::ser::to_string_pretty(file, ron::ser::PrettyConfig::default())
        .unwrap_or_else(|e| format!("// cannot write the variant: {e}\n"))
}

/// Reads the player's variants when the game starts.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PreStartup,
        |storage: Option<Res<Storage>>, mut commands: Commands| {
            let own = storage.map_or_else(OwnVariants::default, |s| OwnVariants::read(&s));
            commands.insert_resource(own);
        },
    );
}

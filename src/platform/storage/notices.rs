//! What the player is told about the files the game keeps (each kind once a run), and such
//! messages cut to one short line.

use bevy::prelude::*;

use super::error::StorageError;

/// The longest message about a stored file shown or logged: a damaged file's reader may quote
/// it at length.
pub const MAX_MESSAGE_CHARS: usize = 300;

/// A message cut to [`MAX_MESSAGE_CHARS`] characters on one line.
pub fn brief(message: impl std::fmt::Display) -> String {
    let line = message.to_string().replace(['\n', '\r'], " ");
    if line.chars().count() <= MAX_MESSAGE_CHARS {
        return line;
    }
    let mut cut: String = line.chars().take(MAX_MESSAGE_CHARS - 1).collect();
    cut.push('…');
    cut
}

/// Something the player must be told about the files the game keeps: said on screen once a
/// run for each kind, because a game that silently stops saving loses the player's games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StorageNotice {
    /// The game in progress cannot be saved: why.
    AutosaveFailed(StorageError),
    /// The settings cannot be saved: why.
    SettingsFailed(StorageError),
    /// An unfinished game could not be moved to the saved games: why. It stays where it was,
    /// and the new game is not saved over it.
    KeepFailed(StorageError),
    /// Another window of the game keeps the unfinished game: this one does not save over it.
    AnotherWindow,
    /// A variant file the player opened cannot be kept for the next start: why.
    VariantNotKept { name: String, reason: StorageError },
    /// The positions to practise cannot be saved: why.
    PositionsFailed(StorageError),
    /// The positions' file (named) could not be read nor kept aside: the new positions are not
    /// saved, so that the file is not written over.
    PositionsUnread(String),
    /// The player's ratings cannot be saved: why.
    RatingsFailed(StorageError),
    /// The ratings' file (named) could not be read nor kept aside: the new ratings are not
    /// saved, so that the file is not written over.
    RatingsUnread(String),
}

impl StorageNotice {
    fn kind(&self) -> u8 {
        match self {
            StorageNotice::AutosaveFailed(_) => 0,
            StorageNotice::SettingsFailed(_) => 1,
            StorageNotice::KeepFailed(_) => 2,
            StorageNotice::AnotherWindow => 3,
            StorageNotice::VariantNotKept { .. } => 4,
            StorageNotice::PositionsFailed(_) | StorageNotice::PositionsUnread(_) => 5,
            StorageNotice::RatingsFailed(_) | StorageNotice::RatingsUnread(_) => 6,
        }
    }
}

/// The notices to show, each kind once a run.
#[derive(Resource, Debug, Default)]
pub struct StorageNotices {
    /// Not yet closed by the player.
    pub pending: Vec<StorageNotice>,
    said: Vec<u8>,
}

impl StorageNotices {
    /// Says a notice, unless one of its kind was said already this run (it is also logged).
    pub fn report(&mut self, notice: StorageNotice) {
        warn!("{notice:?}");
        if !self.said.contains(&notice.kind()) {
            self.said.push(notice.kind());
            self.pending.push(notice);
        }
    }
}

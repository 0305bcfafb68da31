//! Why the storage could not do what it was asked, in one line.

use std::fmt;

/// What the storage was doing when the system refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Read,
    Write,
    Delete,
    BackUp,
}

impl Action {
    fn verb(self) -> &'static str {
        match self {
            Action::Read => "read",
            Action::Write => "write",
            Action::Delete => "delete",
            Action::BackUp => "back up",
        }
    }
}

/// Why a text could not be read, written, removed or backed up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StorageError {
    /// Not a relative path of plain parts (the name as given).
    BadName(String),
    /// The system refused: what was being done, where (as the player reads it), and the
    /// system's reason (a browser gives none).
    Refused {
        action: Action,
        place: String,
        reason: Option<String>,
    },
    /// Every name for a backup of this one is taken.
    TooManyBackups(String),
    /// Nothing is stored under this name to back up.
    NothingToBackUp(String),
    /// No name is free for this (a saved game, say).
    NoFreeName(&'static str),
    /// The browser gives no localStorage.
    BrowserUnavailable,
    /// The browser refused to store a text under this name: most likely its storage is full.
    BrowserFull(String),
    /// A write under this name to memory storage that a test made fail (as on a full disk).
    SimulatedFull(String),
    /// Memory storage's lock was poisoned by a panic elsewhere.
    Poisoned,
}

impl fmt::Display for StorageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StorageError::BadName(name) => write!(f, "not a storage name: {name:?}"),
            StorageError::Refused {
                action,
                place,
                reason,
            } => {
                write!(f, "cannot {} {place}", action.verb())?;
                match reason {
                    Some(reason) => write!(f, ": {reason}"),
                    None => Ok(()),
                }
            }
            StorageError::TooManyBackups(name) => write!(f, "too many backups of {name}"),
            StorageError::NothingToBackUp(name) => write!(f, "nothing to back up under {name}"),
            StorageError::NoFreeName(what) => write!(f, "no free name for {what}"),
            StorageError::BrowserUnavailable => f.write_str("the browser storage is not available"),
            StorageError::BrowserFull(name) => {
                write!(f, "cannot write {name} (is the browser storage full?)")
            }
            StorageError::SimulatedFull(name) => {
                write!(f, "cannot write {name} (memory): no space left (simulated)")
            }
            StorageError::Poisoned => f.write_str("poisoned lock: another task failed inside"),
        }
    }
}

impl std::error::Error for StorageError {}

impl StorageError {
    /// The system's refusal to do `action` at `place`, with its reason.
    pub fn refused(action: Action, place: impl fmt::Display, reason: impl fmt::Display) -> Self {
        StorageError::Refused {
            action,
            place: place.to_string(),
            reason: Some(reason.to_string()),
        }
    }
}

//! A file the game keeps for the player (their positions, their ratings) read at the start:
//! one it cannot read is kept aside before a fresh one replaces it, and never written over when
//! it cannot be kept aside.

use bevy::prelude::*;

use super::{Storage, brief};

/// A kept file the game could not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unreadable {
    /// It was kept aside under this name (as the player reads it); a fresh one is kept from
    /// now on.
    KeptAside(String),
    /// It could not be kept aside either (the reason): it is never written over, so nothing
    /// new is kept this run.
    NotKept(String),
}

/// What `name` holds, read by `parse` (nothing stored: the default). A file that cannot be read
/// is kept aside and a fresh default (as `write` writes it) takes its place, so the next start
/// does not say it again; `what` names it in the log.
pub fn read_or_keep_aside<T: Default, E: std::fmt::Display>(
    storage: &Storage,
    name: &str,
    what: &str,
    parse: impl FnOnce(&str) -> Result<T, E>,
    write: impl FnOnce(&T) -> String,
) -> (T, Option<Unreadable>) {
    let problem = match storage.read(name) {
        Ok(None) => return (T::default(), None),
        Ok(Some(text)) => match parse(&text) {
            Ok(read) => return (read, None),
            Err(e) => brief(e),
        },
        Err(e) => brief(e),
    };
    let unreadable = match storage.keep_backup(name) {
        Ok(kept) => {
            warn!(
                "{what} in {} cannot be read ({problem}); kept as {kept}, starting afresh",
                storage.describe(name),
            );
            if let Err(e) = storage.write(name, &write(&T::default())) {
                warn!("a fresh {name} cannot be written: {e}");
            }
            Unreadable::KeptAside(storage.describe(&kept))
        }
        Err(e) => {
            warn!(
                "{what} cannot be read ({problem}) nor kept aside ({}); not saved this run",
                brief(&e)
            );
            Unreadable::NotKept(brief(e))
        }
    };
    (T::default(), Some(unreadable))
}

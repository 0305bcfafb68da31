//! The game in progress is kept in `saves/autosave.ron` after every change and offered as
//! "Continue" on the next start. A match that just started writes nothing; when a new match first
//! changes, another unfinished game in the autosave is first moved to the saved games. A game
//! that is over, or abandoned by a restart, leaves no autosave: there is nothing to continue.
//!
//! Nothing is ever written over a game that was not kept first: when the unfinished game
//! cannot be moved to the saved games (or backed up, when it cannot be read), it stays where it
//! is and the new match is not autosaved, and the player is told. Only one window of the game
//! writes the autosave: the first takes a lock on it, and a second is told it does not save.

use bevy::prelude::*;

use crate::platform::storage::{Storage, StorageError, StorageLock, StorageNotice, StorageNotices};

use super::commands::MatchEvent;
use super::saves::{AUTOSAVE, SavedGame, next_save_name};
use super::state::Match;

/// The lock that makes this window the one that writes the autosave.
pub const AUTOSAVE_LOCK: &str = "saves/autosave.lock";

/// What the match on the board may do with the autosave.
#[derive(Resource, Default, Debug, PartialEq, Eq)]
pub(super) enum AutosaveOwned {
    /// Not yet written: another unfinished game there is to be kept first.
    #[default]
    NotYet,
    /// The match's own (it continued it, or has written it already).
    Owned,
    /// Keeping the other unfinished game failed: this match leaves the autosave alone.
    Blocked,
}

/// Whether this window writes the autosave: `None` when another window holds it.
#[derive(Resource)]
pub(super) struct AutosaveWriter(Option<StorageLock>);

/// Takes the autosave's lock when the game starts.
pub(super) fn take_lock(
    mut commands: Commands,
    storage: Option<Res<Storage>>,
    mut notices: ResMut<StorageNotices>,
) {
    let Some(storage) = storage else {
        return;
    };
    let lock = match storage.lock(AUTOSAVE_LOCK) {
        Ok(Some(lock)) => Some(lock),
        Ok(None) => {
            notices.report(StorageNotice::AnotherWindow);
            None
        }
        Err(e) => {
            notices.report(StorageNotice::AutosaveFailed(e));
            None
        }
    };
    commands.insert_resource(AutosaveWriter(lock));
}

/// Follows the match's events: each change is saved (or the autosave removed) once a frame.
pub(super) fn autosave(
    mut events: MessageReader<MatchEvent>,
    current: Option<Res<Match>>,
    storage: Option<Res<Storage>>,
    writer: Option<Res<AutosaveWriter>>,
    mut owned: ResMut<AutosaveOwned>,
    mut notices: ResMut<StorageNotices>,
) {
    let (Some(current), Some(storage)) = (current, storage) else {
        events.clear();
        return;
    };
    if writer.is_some_and(|w| w.0.is_none()) {
        events.clear();
        return;
    }
    if !changed(&mut events, &current, &storage, &mut owned) {
        return;
    }
    match *owned {
        AutosaveOwned::Blocked => return,
        AutosaveOwned::Owned => {}
        AutosaveOwned::NotYet => match keep_other_unfinished_game(&storage, &current) {
            Ok(()) => *owned = AutosaveOwned::Owned,
            Err(e) => {
                *owned = AutosaveOwned::Blocked;
                notices.report(StorageNotice::KeepFailed(e));
                return;
            }
        },
    }
    let result = if current.game.outcome().is_some() || current.game.plies().is_empty() {
        storage.remove(AUTOSAVE)
    } else {
        storage.write(AUTOSAVE, &SavedGame::of(&current).to_ron())
    };
    if let Err(e) = result {
        notices.report(StorageNotice::AutosaveFailed(e));
    }
}

/// Whether the match changed this frame; a new match takes over or gives up the autosave.
fn changed(
    events: &mut MessageReader<MatchEvent>,
    current: &Match,
    storage: &Storage,
    owned: &mut AutosaveOwned,
) -> bool {
    let mut changed = false;
    for event in events.read() {
        match event {
            MatchEvent::Started { abandons: true } => {
                // The player gave the game up: it is not offered again.
                if *owned == AutosaveOwned::Owned
                    && let Err(e) = storage.remove(AUTOSAVE)
                {
                    warn!("autosave: {e}");
                }
                changed = false;
            }
            MatchEvent::Started { abandons: false } => {
                *owned = if current.continued {
                    AutosaveOwned::Owned
                } else {
                    AutosaveOwned::NotYet
                };
                changed = false;
            }
            // Help taken is kept at once, so that a game is not continued as rated after it.
            MatchEvent::Played(_) | MatchEvent::Redrawn | MatchEvent::Unrated => changed = true,
            // An ending follows the change that made it, or comes with a finished game opened
            // (which is not a change); reviewing changes nothing.
            MatchEvent::Ended(_) | MatchEvent::Reviewed => {}
        }
    }
    changed
}

/// Moves the autosave, if any, to the next `saves/game-N.ron`, or beside it as it is when it
/// cannot be read as a game (random bytes included). It is removed only once it is kept. A game
/// that the match goes on from (the same game with more moves, played the same way, as a
/// friend's link carries it on) is not kept again while the match is unfinished: the match's
/// own autosave holds all of it.
pub(super) fn keep_other_unfinished_game(
    storage: &Storage,
    current: &Match,
) -> Result<(), StorageError> {
    if !storage.exists(AUTOSAVE) {
        return Ok(());
    }
    let readable = storage
        .read(AUTOSAVE)
        .ok()
        .flatten()
        .and_then(|text| SavedGame::from_ron(&text).ok().map(|game| (text, game)));
    match readable {
        Some((_, unfinished)) if goes_on_from(current, &unfinished) => {}
        Some((text, _)) => {
            let name = next_save_name(storage)?;
            storage.write(&name, &text)?;
            info!(
                "the unfinished game was kept as {}",
                storage.describe(&name)
            );
        }
        None => {
            let backup = storage.keep_backup(AUTOSAVE)?;
            warn!(
                "the unreadable unfinished game was kept as {}",
                storage.describe(&backup)
            );
        }
    }
    storage.remove(AUTOSAVE)
}

fn goes_on_from(current: &Match, unfinished: &SavedGame) -> bool {
    fn played(g: &SavedGame) -> (&str, &str, &str, &str, bool) {
        (&g.variant, &g.start, &g.mode, &g.level, g.rated)
    }
    let now = SavedGame::of(current);
    current.game.outcome().is_none()
        && played(&now) == played(unfinished)
        && now.moves.starts_with(&unfinished.moves)
}

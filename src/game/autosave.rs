//! The game in progress is kept in `saves/autosave.ron` after every change and offered as
//! "Continue" on the next start. A match that just started writes nothing; when a new match first
//! changes, another unfinished game in the autosave is first moved to the saved games. A game
//! that is over, or abandoned by a restart, leaves no autosave: there is nothing to continue.

use bevy::prelude::*;

use crate::platform::storage::Storage;

use super::commands::MatchEvent;
use super::saves::{AUTOSAVE, SavedGame, next_save_name};
use super::state::Match;

/// Whether the autosave is the match's own (it continued it, or has written it already).
#[derive(Resource, Default)]
pub(super) struct AutosaveOwned(bool);

/// Follows the match's events: each change is saved (or the autosave removed) once a frame.
pub(super) fn autosave(
    mut events: MessageReader<MatchEvent>,
    current: Option<Res<Match>>,
    storage: Option<Res<Storage>>,
    mut owned: ResMut<AutosaveOwned>,
) {
    let (Some(current), Some(storage)) = (current, storage) else {
        events.clear();
        return;
    };
    let mut changed = false;
    for event in events.read() {
        match event {
            MatchEvent::Started { abandons: true } => {
                // The player gave the game up: it is not offered again.
                if owned.0
                    && let Err(e) = storage.remove(AUTOSAVE)
                {
                    warn!("autosave: {e}");
                }
                changed = false;
            }
            MatchEvent::Started { abandons: false } => {
                owned.0 = current.continued;
                changed = false;
            }
            MatchEvent::Played(_) | MatchEvent::Redrawn => changed = true,
            // An ending follows the change that made it, or comes with a finished game opened
            // (which is not a change); reviewing changes nothing.
            MatchEvent::Ended(_) | MatchEvent::Reviewed => {}
        }
    }
    if !changed {
        return;
    }
    if !owned.0 {
        owned.0 = true;
        if let Err(e) = keep_other_unfinished_game(&storage) {
            warn!("autosave: {e}");
            return;
        }
    }
    let result = if current.game.outcome().is_some() || current.game.plies().is_empty() {
        storage.remove(AUTOSAVE)
    } else {
        storage.write(AUTOSAVE, &SavedGame::of(&current).to_ron())
    };
    if let Err(e) = result {
        warn!("autosave: {e}");
    }
}

/// Moves the autosave, if any, to the next `saves/game-N.ron` (or beside it when unreadable).
fn keep_other_unfinished_game(storage: &Storage) -> Result<(), String> {
    let Some(text) = storage.read(AUTOSAVE)? else {
        return Ok(());
    };
    if SavedGame::from_ron(&text).is_ok() {
        let name = next_save_name(storage)?;
        storage.write(&name, &text)?;
        info!(
            "the unfinished game was kept as {}",
            storage.describe(&name)
        );
    } else {
        storage.keep_backup(AUTOSAVE)?;
    }
    storage.remove(AUTOSAVE)
}

//! Games played by links with someone elsewhere, with no server and no account: after a move,
//! *Send your move* copies the game's link and keeps the game among the saved games, marked as
//! played by link; the friend opens the link, plays the next move and sends theirs back. A link
//! whose game continues such a saved game (its moves and more) carries that game on, in the same
//! file; a link that contradicts every one is kept as a new saved game, and no saved game is
//! ever written over by another game.

use asalto_engine::Game;
use bevy::prelude::*;

use super::saves::{SAVES_FOLDER, SavedGame, next_save_name};
use super::{GameSet, Match};
use crate::platform::storage::{Storage, StorageError};

/// Keep the match among the saved games as a game played by links: the match now (*Send your
/// move*), or the link's game once it is the match (a link opened).
#[derive(Message, Clone, Debug)]
pub struct KeepByLink(pub Option<Box<Game>>);

/// Where a game played by links was kept, or why not.
#[derive(Message, Clone, Debug)]
pub struct KeptByLink {
    pub kept: Result<Kept, StorageError>,
    /// It answers *Send your move* (the match now), whose link is then sent.
    pub sending: bool,
}

/// Which saved game holds it now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kept {
    /// The saved game it continues, now with its new moves.
    Continued(String),
    /// A new saved game (it continues none).
    New(String),
    /// A saved game has it and later moves too: nothing was written.
    Behind(String),
}

/// How a kept game relates to the game to keep.
fn relation(kept: &SavedGame, game: &SavedGame) -> Option<std::cmp::Ordering> {
    use std::cmp::Ordering;
    if !kept.by_link || kept.variant != game.variant || kept.start != game.start {
        return None;
    }
    match kept.moves.len().cmp(&game.moves.len()) {
        Ordering::Greater if kept.moves.starts_with(&game.moves) => Some(Ordering::Greater),
        Ordering::Less | Ordering::Equal if game.moves.starts_with(&kept.moves) => {
            Some(Ordering::Less)
        }
        _ => None,
    }
}

/// Keeps the match among the saved games as played by links: in the saved game it continues
/// (the one with the most moves), unless one already has it with later moves; otherwise in a
/// new one.
pub fn keep(storage: &Storage, current: &Match) -> Result<Kept, StorageError> {
    let game = SavedGame {
        by_link: true,
        ..SavedGame::of(current)
    };
    let mut continued: Option<(usize, String)> = None;
    for name in storage.list(SAVES_FOLDER) {
        let Ok(Some(text)) = storage.read(&name) else {
            continue;
        };
        let Ok(kept) = SavedGame::from_ron(&text) else {
            continue;
        };
        match relation(&kept, &game) {
            Some(std::cmp::Ordering::Greater) => return Ok(Kept::Behind(name)),
            Some(_)
                if continued
                    .as_ref()
                    .is_none_or(|(n, _)| kept.moves.len() > *n) =>
            {
                continued = Some((kept.moves.len(), name));
            }
            _ => {}
        }
    }
    let (name, kept) = match continued {
        Some((_, name)) => (name.clone(), Kept::Continued(name)),
        None => {
            let name = next_save_name(storage)?;
            (name.clone(), Kept::New(name))
        }
    };
    storage.write(&name, &game.to_ron())?;
    Ok(kept)
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<KeepByLink>()
        .add_message::<KeptByLink>()
        .add_systems(
            Update,
            keep_games_played_by_link
                .after(GameSet::Apply)
                .run_if(resource_exists::<Match>.and_then(resource_exists::<Storage>)),
        );
}

/// A link's game waits until it is the match (the command that opens it is applied after the
/// request); a request for the match now is answered at once.
fn keep_games_played_by_link(
    mut asks: MessageReader<KeepByLink>,
    mut waiting: Local<Option<Box<Game>>>,
    current: Res<Match>,
    storage: Res<Storage>,
    mut answers: MessageWriter<KeptByLink>,
) {
    for KeepByLink(game) in asks.read() {
        match game {
            Some(game) => *waiting = Some(game.clone()),
            None => {
                *waiting = None;
                answers.write(KeptByLink {
                    kept: keep(&storage, &current),
                    sending: true,
                });
            }
        }
    }
    let arrived = waiting.as_ref().is_some_and(|game| {
        let record = game.record();
        let now = current.game.record();
        (record.variant, record.start, record.moves) == (now.variant, now.start, now.moves)
    });
    if arrived {
        *waiting = None;
        answers.write(KeptByLink {
            kept: keep(&storage, &current),
            sending: false,
        });
    }
}

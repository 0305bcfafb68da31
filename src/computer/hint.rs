//! The hint: a solid level's move for the player to move, searched on request and shown until
//! the match changes.

use asalto_engine::Move;
use asalto_engine::search::Level;
use bevy::prelude::*;

use crate::game::{Match, MatchEvent};

use super::search::Search;

/// The hint the player asked for.
#[derive(Resource, Default)]
pub struct Hint {
    pub search: Option<Search>,
    /// The suggested move, shown until the match changes.
    pub shown: Option<Move>,
}

/// Ask for a hint.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct HintRequest;

/// Hints come from a solid level, whatever the opponent's strength.
const HINT_LEVEL: Level = Level::Captain;

pub(super) fn drive_hint(
    mut hint: ResMut<Hint>,
    mut requests: MessageReader<HintRequest>,
    mut events: MessageReader<MatchEvent>,
    current: Res<Match>,
) {
    let asked = requests.read().count() > 0;
    if events.read().count() > 0 {
        hint.search = None;
        hint.shown = None;
    }
    if let Some(search) = hint.search.as_mut() {
        if let Some(result) = search.poll() {
            hint.search = None;
            hint.shown = result.best;
        }
        return;
    }
    if asked && current.human_to_move() && hint.shown.is_none() {
        hint.search = Some(Search::start(
            &current.game,
            HINT_LEVEL,
            current.search_seed() ^ 0x4171,
        ));
    }
}

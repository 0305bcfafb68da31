//! The hint: a solid level's move for the player to move, searched on request and shown until
//! the match changes.

use asalto_engine::search::{Level, PROOF_NODES};
use asalto_engine::{Move, Position};
use bevy::prelude::*;

use crate::game::{GameCommand, Match, MatchEvent, Unrated};

use super::search::Search;

/// The hint the player asked for.
#[derive(Resource, Default)]
pub struct Hint {
    pub search: Option<Search>,
    /// The suggested move and the position it is for.
    pub shown: Option<(Move, Position)>,
    /// The forced win the suggested move begins, if the hint found one.
    pub forced: Option<super::forced::ForcedWin>,
    searched: Option<Position>,
}

impl Hint {
    /// The forced win of the hint shown for the position on the board, if any.
    pub fn forced_for_board(&self, current: &Match) -> Option<super::forced::ForcedWin> {
        self.for_board(current).and(self.forced)
    }

    /// The hint for the position on the board, if any. (It is cleared when the match changes,
    /// one step after the change: until then the position tells.)
    pub fn for_board(&self, current: &Match) -> Option<Move> {
        self.shown
            .filter(|(_, pos)| current.review.is_none() && pos == current.game.position())
            .map(|(mv, _)| mv)
    }

    pub fn clear(&mut self) {
        *self = Hint::default();
    }
}

/// Ask for a hint.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct HintRequest;

/// Hints come from a solid level, whatever the opponent's strength, and play a win the solver
/// proves (as Marshal does).
const HINT_LEVEL: Level = Level::Captain;

pub(super) fn drive_hint(
    mut hint: ResMut<Hint>,
    mut requests: MessageReader<HintRequest>,
    mut events: MessageReader<MatchEvent>,
    current: Res<Match>,
    mut game_commands: MessageWriter<GameCommand>,
) {
    let asked = requests.read().count() > 0;
    // Reviewing leaves the game, and so the hint, as it is.
    if MatchEvent::any(&mut events, |e| {
        !matches!(e, MatchEvent::Reviewed | MatchEvent::Unrated)
    }) {
        hint.clear();
    }
    if let Some(search) = hint.search.as_mut() {
        if let Some(result) = search.poll() {
            hint.search = None;
            hint.shown = result.best.zip(hint.searched.take());
            hint.forced = super::forced::ForcedWin::of(
                &result,
                current.game.position().turn.side(),
                current.game.plies().len(),
            );
        }
        return;
    }
    if asked && current.human_to_move() && hint.shown.is_none() {
        game_commands.write(GameCommand::Unrate(Unrated::Hinted));
        hint.searched = Some(*current.game.position());
        hint.search = Some(Search::proving(
            &current.game,
            HINT_LEVEL,
            current.search_seed() ^ 0x4171,
            Some(PROOF_NODES),
        ));
    }
}

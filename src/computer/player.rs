//! The computer's moves: when it is the computer's turn and the board is still, its level's search
//! starts (after a short pause, so the last move can be seen); its answer is sent as a move. A
//! change of the match drops the search.

use asalto_engine::search::Level;
use bevy::prelude::*;

use crate::board::BoardSettled;
use crate::game::{GameCommand, Match, MatchEvent, Player};

use super::forced::ForcedWin;
use super::search::Search;
use super::tables::EndgameTables;

/// The computer's own move search.
#[derive(Resource, Default)]
pub struct ComputerPlayer {
    pub search: Option<Search>,
    /// Seconds waited since the board settled on the computer's turn.
    pub pause: f32,
    /// Searches dropped because the match changed (for tests and diagnostics).
    pub dropped: u32,
    /// The forced win the computer's last move began, if it knew of one (dropped when the game
    /// changes otherwise than by a move).
    pub forced: Option<ForcedWin>,
}

impl ComputerPlayer {
    /// The win the panel tells of: the endgame tables' verdict, else the hint's forced win for
    /// the board, else the one the computer's last move began.
    pub fn known_win(
        &self,
        hint: &super::Hint,
        endgames: &EndgameTables,
        current: &Match,
    ) -> Option<ForcedWin> {
        (endgames.perfect(current))
            .or(hint.forced_for_board(current))
            .or(self.forced)
    }

    pub fn thinking(&self) -> bool {
        self.search.is_some()
    }

    /// Drops the search, if any.
    pub fn drop_search(&mut self) {
        if self.search.take().is_some() {
            self.dropped += 1;
        }
    }
}

/// The delay before the computer replies, in seconds.
#[derive(Resource, Clone, Copy, Debug)]
pub struct ComputerDelay(pub f32);

impl Default for ComputerDelay {
    fn default() -> Self {
        ComputerDelay(0.25)
    }
}

pub(super) fn drive_computer(
    mut computer: ResMut<ComputerPlayer>,
    mut events: MessageReader<MatchEvent>,
    current: Res<Match>,
    settled: Res<BoardSettled>,
    endgames: Res<EndgameTables>,
    delay: Res<ComputerDelay>,
    time: Res<Time>,
    mut out: MessageWriter<GameCommand>,
) {
    // A search for a position that is gone is dropped (reviewing leaves the game as it is);
    // a known win holds through moves, but not through an undo or a new game.
    let mut changed = false;
    let mut rewritten = false;
    for event in events.read() {
        changed |= !matches!(event, MatchEvent::Reviewed);
        rewritten |= matches!(event, MatchEvent::Started { .. } | MatchEvent::Redrawn);
    }
    if changed {
        computer.drop_search();
    }
    if rewritten {
        computer.forced = None;
    }
    if let Some(search) = computer.search.as_mut() {
        if let Some(result) = search.poll() {
            computer.search = None;
            let legal = current.game.legal_moves();
            let mv = result
                .best
                .filter(|m| legal.contains(m))
                .or_else(|| legal.first().copied());
            let side = current.game.position().turn.side();
            let at_ply = current.game.plies().len();
            // Only what this move's search knows: an older claim may no longer hold.
            computer.forced = if mv == result.best {
                ForcedWin::of(&result, side, at_ply)
            } else {
                None
            };
            match mv {
                Some(mv) => {
                    out.write(GameCommand::Play {
                        mv,
                        by: Player::Computer,
                    });
                }
                None => warn!("the computer found no move"),
            }
        }
        return;
    }
    if !current.computer_to_move() || !settled.0 {
        computer.pause = 0.0;
        return;
    }
    computer.pause += time.delta_secs();
    if computer.pause < delay.0 {
        return;
    }
    computer.pause = 0.0;
    let level: Level = current.setup.level;
    let tables = endgames.for_variant(current.variant()).cloned();
    let search = Search::start(&current.game, level, current.search_seed(), tables.as_ref());
    computer.search = Some(search);
}

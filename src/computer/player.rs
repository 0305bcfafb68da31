//! The computer's moves: when it is the computer's turn and the board is still, its level's search
//! starts (after a short pause, so the last move can be seen); its answer is sent as a move. A
//! change of the match drops the search.

use asalto_engine::search::{Level, SearchResult};
use asalto_engine::{Game, Move};
use bevy::prelude::*;

use crate::board::BoardSettled;
use crate::game::{GameCommand, Match, MatchEvent, Player};

use super::forced::ForcedWin;
use super::search::Search;
use super::tablebase::LoadedTablebase;

/// The computer's own move search.
#[derive(Resource, Default)]
pub struct ComputerPlayer {
    pub search: Option<Search>,
    /// Seconds waited since the board settled on the computer's turn.
    pub pause: f32,
    /// Searches dropped because the match changed (for tests and diagnostics).
    pub dropped: u32,
    /// Searches its level's time limit cut short (the machine was slower than the level's
    /// budget needs; for the browser test and diagnostics).
    pub cut_by_time: u32,
    /// The forced win the computer's last move began, if it knew of one (dropped when the game
    /// changes otherwise than by a move).
    pub forced: Option<ForcedWin>,
    /// Why the computer stopped playing this game (dropped by an undo or a new game).
    pub problem: Option<ComputerProblem>,
}

/// Why the computer stopped playing a game, said on the panel: never a silent substitute.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ComputerProblem {
    /// Its engine answered a move that is not legal in the position (or none while there are
    /// moves): a fault of the engine, logged with the position.
    IllegalMove {
        /// The engine's answer as written, or "none".
        answered: String,
    },
}

impl ComputerPlayer {
    /// The win the panel tells of: the endgame tables' verdict, else the hint's forced win for
    /// the board, else the one the computer's last move began.
    pub fn known_win(
        &self,
        hint: &super::Hint,
        endgames: &LoadedTablebase,
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
    endgames: Res<LoadedTablebase>,
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
        computer.problem = None;
    }
    if let Some(search) = computer.search.as_mut() {
        if let Some(result) = search.poll() {
            computer.search = None;
            computer.cut_by_time += u32::from(result.timed_out);
            let side = current.game.position().turn.side();
            let at_ply = current.game.plies().len();
            match legal_answer(&current.game, &result) {
                Ok(mv) => {
                    // Only what this move's search knows: an older claim may no longer hold.
                    computer.forced = ForcedWin::of(&result, side, at_ply);
                    out.write(GameCommand::Play {
                        mv,
                        by: Player::Computer,
                    });
                }
                Err(problem) => {
                    let apn = current.variant().to_apn(current.game.position());
                    error!("the computer stops playing: {problem:?} in {apn}");
                    debug_assert!(
                        false,
                        "the engine's move is not legal: {problem:?} in {apn}"
                    );
                    computer.forced = None;
                    computer.problem = Some(problem);
                }
            }
        }
        return;
    }
    if computer.problem.is_some() || !current.computer_to_move() || !settled.0 {
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

/// The engine's move, if it is legal in the game's position: else what it answered.
pub fn legal_answer(game: &Game, result: &SearchResult) -> Result<Move, ComputerProblem> {
    match result.best {
        Some(mv) if game.legal_moves().contains(&mv) => Ok(mv),
        answered => Err(ComputerProblem::IllegalMove {
            answered: answered.map_or("none".into(), |mv| game.variant().move_text(&mv)),
        }),
    }
}

#[cfg(test)]
mod tests {
    use asalto_engine::job::{Job, StopFlag};
    use asalto_engine::search::{Analyser, Limits};
    use asalto_engine::{Move, Variants};

    use super::*;

    #[test]
    fn only_a_legal_engine_move_is_played_and_any_other_is_named() {
        let game = Variants::default()
            .start("asalto moves @c5,e5")
            .unwrap()
            .game;
        let limits = Limits {
            depth: Some(2),
            ..Limits::default()
        };
        let mut result = Analyser::new(&game)
            .limits(&limits)
            .run(&StopFlag::default());
        let best = result.best.unwrap();
        assert_eq!(legal_answer(&game, &result), Ok(best));
        // A step backward: never legal for the rebels.
        result.best = Some(Move::Step {
            from: game.variant().point("d4").unwrap(),
            to: game.variant().point("d3").unwrap(),
        });
        let illegal = ComputerProblem::IllegalMove {
            answered: "d4-d3".into(),
        };
        assert_eq!(legal_answer(&game, &result), Err(illegal));
        result.best = None;
        let none = ComputerProblem::IllegalMove {
            answered: "none".into(),
        };
        assert_eq!(legal_answer(&game, &result), Err(none));
    }
}

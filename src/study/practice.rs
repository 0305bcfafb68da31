//! Practising one's own mistakes: each inaccuracy, mistake and blunder of a reviewed game, as
//! the position before it, where the engine's choice or any move about as good counts.

use asalto_engine::search::puzzle::Puzzle;
use asalto_engine::search::{MoveReview, Verdict};
use asalto_engine::{Game, Move, Side};

use crate::game::Match;

/// A move of the game that went wrong, to practise.
#[derive(Clone, Debug)]
pub struct Mistake {
    /// The position before it, with the engine's choice as the key.
    pub puzzle: Puzzle,
    /// The move played in the game (not an answer).
    pub played: Move,
    pub verdict: Verdict,
}

/// The moves of `sides` in a reviewed game that were inaccuracies or worse, in the game's
/// order; a review of another line (moves taken back since) gives only the moves the two share.
pub fn mistakes(game: &Game, reviewed: &[MoveReview], sides: &[Side]) -> Vec<Mistake> {
    reviewed
        .iter()
        .zip(game.plies())
        .take_while(|(m, ply)| m.played == ply.mv)
        .filter(|(m, _)| sides.contains(&m.side))
        .filter_map(|(m, _)| {
            Some(Mistake {
                puzzle: Puzzle::from_mistake(game, m)?,
                played: m.played,
                verdict: m.verdict,
            })
        })
        .collect()
}

/// The mistakes of the match's players in its reviewed game: the sides people played, or both
/// when the computer played both.
pub fn of_match(current: &Match, reviewed: &[MoveReview]) -> Vec<Mistake> {
    let mode = current.setup.mode;
    let mut sides: Vec<Side> = [Side::Officers, Side::Attackers]
        .into_iter()
        .filter(|&side| !mode.computer_plays(side))
        .collect();
    if sides.is_empty() {
        sides = vec![Side::Officers, Side::Attackers];
    }
    mistakes(&current.game, reviewed, &sides)
}

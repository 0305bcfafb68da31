//! Practising one's own mistakes: each inaccuracy, mistake and blunder of a reviewed game, as
//! the position before it, where the engine's choice or any move about as good counts.

use asalto_engine::search::puzzle::Puzzle;
use asalto_engine::search::{MoveReview, Verdict};
use asalto_engine::{Game, Move, Side};

use crate::computer::same_line;
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
    gone_wrong(game, reviewed, sides)
        .filter_map(|m| {
            Some(Mistake {
                puzzle: Puzzle::from_mistake(game, m)?,
                played: m.played,
                verdict: m.verdict,
            })
        })
        .collect()
}

/// The mistakes of the match's players in its reviewed game.
pub fn of_match(current: &Match, reviewed: &[MoveReview]) -> Vec<Mistake> {
    mistakes(&current.game, reviewed, &players(current))
}

/// How many mistakes [`of_match`] gives, without making their positions (the review's panel
/// asks every frame).
pub fn count_of_match(current: &Match, reviewed: &[MoveReview]) -> usize {
    gone_wrong(&current.game, reviewed, &players(current)).count()
}

fn gone_wrong<'a>(
    game: &'a Game,
    reviewed: &'a [MoveReview],
    sides: &'a [Side],
) -> impl Iterator<Item = &'a MoveReview> + 'a {
    same_line(reviewed, game.plies().iter().map(|ply| ply.mv))
        .filter(move |m| sides.contains(&m.side) && m.verdict >= Verdict::Inaccuracy)
}

/// The sides people played, or both when the computer played both.
fn players(current: &Match) -> Vec<Side> {
    let mode = current.setup.mode;
    let people: Vec<Side> = [Side::Officers, Side::Attackers]
        .into_iter()
        .filter(|&side| !mode.computer_plays(side))
        .collect();
    if people.is_empty() {
        vec![Side::Officers, Side::Attackers]
    } else {
        people
    }
}

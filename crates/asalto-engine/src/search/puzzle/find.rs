//! Finding puzzles in the engine's games: a position whose best move a search finds clearly
//! best, confirmed by a deeper one, and which no other move solves.

use crate::game::Game;
use crate::job::{Job, StopFlag};
use crate::moves::Move;
use crate::search::{Analyser, Limits, MATE, MATE_BOUND, SearchInfo, SearchResult};

use super::{Goal, ONLY_GAP, Puzzle};

/// The puzzle in the game's current position, if there is one: searched at `limits`, then
/// confirmed at `deeper`. Positions with a single legal move, or where the key is the only
/// capture on the board (any player would take it), are not puzzles.
pub fn find(game: &Game, limits: &Limits, deeper: &Limits, stop: &StopFlag) -> Option<Puzzle> {
    // Judged as it will be shown: from the position alone, without the game's history (which
    // can make a move a repetition).
    let game = &Game::from_position(game.variant().clone(), *game.position());
    let legal = game.legal_moves();
    if legal.len() < 2 {
        return None;
    }
    let (first, goal) = judge(game, limits, stop, &mut |_| {})?;
    let key = first.best?;
    if key.is_capture() && legal.iter().filter(|m| m.is_capture()).count() < 2 {
        return None;
    }
    // The deeper search must agree; the depth from which it kept the key is the difficulty.
    let mut found_at = 1;
    let mut track = |info: &SearchInfo| {
        if info.pv.first() != Some(&key) {
            found_at = info.depth + 1;
        }
    };
    let (confirmed, goal_again) = judge(game, deeper, stop, &mut track)?;
    // Found before the deeper search's last iteration, so that a search at that budget
    // confirms it at a depth beyond the one that found it (or proves the win outright).
    let proven = MATE - confirmed.score.abs() <= confirmed.depth as i32;
    if confirmed.best != Some(key)
        || goal_again != goal
        || (found_at >= confirmed.depth && !(goal == Goal::Win && proven))
    {
        return None;
    }
    let mut solution = confirmed.pv.clone();
    if goal == Goal::Only {
        solution.truncate(5);
    }
    if solution.first() != Some(&key) {
        solution = vec![key];
    }
    let puzzle = Puzzle {
        game: game.clone(),
        goal,
        depth: found_at.min(confirmed.depth),
        solution,
    };
    // No other move may solve it as a player's try is judged (a search that has found a quick
    // win stops before it proves the slow ones, so this is checked move by move).
    let key_value = value_after(game, key, limits, stop);
    let other_solves = legal.iter().any(|&mv| {
        let mut check = puzzle.check(mv, limits).knowing_key(key_value);
        mv != key && check.run(stop)
    });
    (!other_solves).then_some(puzzle)
}

/// What `mv` is worth to the side playing it, by a search at `limits` of the position after it.
fn value_after(game: &Game, mv: Move, limits: &Limits, stop: &StopFlag) -> Option<i32> {
    let mut after = game.clone();
    after.play(mv).ok()?;
    Some(-Analyser::new(&after).limits(limits).run(stop).score)
}

/// Whether the best move at `limits` is a puzzle's key, and which kind.
fn judge(
    game: &Game,
    limits: &Limits,
    stop: &StopFlag,
    info: &mut dyn FnMut(&SearchInfo),
) -> Option<(SearchResult, Goal)> {
    let mut search = Analyser::new(game).limits(limits).margin(ONLY_GAP);
    let result = search.run_reporting(stop, info);
    let within = search.candidates();
    let mut others = within.iter().filter(|c| Some(c.mv) != result.best);
    if result.score >= MATE_BOUND {
        return others
            .all(|c| c.score < MATE_BOUND)
            .then_some((result, Goal::Win));
    }
    if result.score > -MATE_BOUND && others.next().is_none() {
        return Some((result, Goal::Only));
    }
    None
}

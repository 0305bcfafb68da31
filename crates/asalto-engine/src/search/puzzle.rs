//! Puzzles: positions where the side to move has one clearly best move, found in the engine's
//! own games and verified by a deeper search; read from and written as one line of text each.
//!
//! A line: `<APN> goal win|only|better depth <d> solution <moves…>`. `win`: the key move wins by
//! force and no other move does; `only`: every other move loses at least [`ONLY_GAP`] against
//! it; `better`: a player's mistake to practise, where any move that loses at most
//! [`BETTER_GAP`] against the engine's choice counts.
//! `depth` is the iteration at which the engine first found the key move for good, a measure of
//! how hard it is to see.

use std::fmt;

use crate::game::Game;
use crate::job::StopFlag;
use crate::moves::Move;
use crate::quoted::Quoted;
use crate::variants::Variants;

use super::{
    Limits, MATE, MATE_BOUND, MoveReview, SearchInfo, SearchResult, Verdict, candidates_with_info,
    search,
};

/// How much every other move must lose against the key of an `only` puzzle (hundredths of an
/// attacker): two and a half attackers.
pub const ONLY_GAP: i32 = 250;

/// How much a move may lose against the engine's choice and still count as the better move in
/// a mistake to practise: the review's most for a good move (0.3 of an attacker).
pub const BETTER_GAP: i32 = 30;

/// What the solver of a puzzle must find.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Goal {
    /// Win by force.
    Win,
    /// Find the only move that does not lose heavily.
    Only,
    /// Find a move as good as the engine's choice where a player went wrong.
    Better,
}

impl Goal {
    /// The goal's word in a puzzle line: `win` or `only`.
    pub fn name(self) -> &'static str {
        match self {
            Goal::Win => "win",
            Goal::Only => "only",
            Goal::Better => "better",
        }
    }
}

/// A puzzle: a position, what its solver must find there, and the solution.
#[derive(Clone, Debug)]
pub struct Puzzle {
    /// The puzzle's position, as a game without history; its side to move solves it.
    pub game: Game,
    /// Whether the key move wins by force or is the only one that does not lose heavily.
    pub goal: Goal,
    /// The search depth from which the engine kept the key move: how hard it is to see.
    pub depth: u32,
    /// The key move, then the line the engine expects (never empty).
    solution: Vec<Move>,
}

/// Why a puzzle line cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleError(String);

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for PuzzleError {}

impl Puzzle {
    /// The key move.
    pub fn key(&self) -> Move {
        self.solution[0]
    }

    /// A reviewed move that went wrong, to practise: the position before it, where the engine's
    /// choice and any move about as good count (`None` for a move the review found no fault
    /// with, or a ply the game does not have).
    pub fn from_mistake(game: &Game, m: &MoveReview) -> Option<Puzzle> {
        if m.verdict < Verdict::Inaccuracy || m.ply >= game.plies().len() {
            return None;
        }
        let before = Game::from_position(game.variant().clone(), *game.position_after(m.ply));
        let solution = if m.best_line.first() == Some(&m.best) {
            m.best_line.clone()
        } else {
            vec![m.best]
        };
        Some(Puzzle {
            game: before,
            goal: Goal::Better,
            depth: 0,
            solution,
        })
    }

    /// The key move, then the line the engine expects.
    pub fn solution(&self) -> &[Move] {
        &self.solution
    }

    /// Reads a puzzle line (see the module's description).
    pub fn parse(line: &str, variants: &Variants) -> Result<Puzzle, PuzzleError> {
        let fail = |what: String| PuzzleError(what);
        let (apn, rest) = line.split_once(" goal ").ok_or_else(|| {
            fail("a puzzle is \"<APN> goal win|only|better depth <d> solution <moves>\"".into())
        })?;
        let words: Vec<&str> = rest.split_whitespace().collect();
        let [goal, "depth", depth, "solution", moves @ ..] = words.as_slice() else {
            return Err(fail(format!(
                "expected \"goal win|only|better depth <d> solution <moves>\" after the position, not {}",
                Quoted(rest)
            )));
        };
        let goal = match *goal {
            "win" => Goal::Win,
            "only" => Goal::Only,
            "better" => Goal::Better,
            other => {
                return Err(fail(format!(
                    "goal is win, only or better, not {}",
                    Quoted(other)
                )));
            }
        };
        let depth = depth
            .parse()
            .map_err(|_| fail(format!("depth is a whole number, not {}", Quoted(depth))))?;
        let apn = variants.position(apn).map_err(|e| fail(e.to_string()))?;
        let game = Game::from_position(apn.variant, apn.position);
        if moves.is_empty() {
            return Err(fail("a puzzle needs its solution".into()));
        }
        let mut line = game.clone();
        let mut solution = Vec::new();
        for text in moves {
            let ply = line
                .play_text(text)
                .map_err(|e| fail(format!("solution move {}: {e}", Quoted(text))))?;
            solution.push(ply.mv);
        }
        Ok(Puzzle {
            game,
            goal,
            depth,
            solution,
        })
    }

    /// Whether `mv` solves the puzzle, judged by a search at `limits` of the position after
    /// it: it wins by force (`win`), or it loses less than [`ONLY_GAP`] against the key
    /// (`only`), or it loses at most [`BETTER_GAP`] (`better`). Any such move counts, not only
    /// the key.
    pub fn solves(&self, mv: Move, limits: &Limits, stop: &StopFlag) -> bool {
        let key_value = || value_after(&self.game, self.key(), limits, stop);
        self.solves_against(mv, key_value, limits, stop)
    }

    /// [`Puzzle::solves`], with the key's value from `key_value` (asked for at most once, and
    /// only by an `only` or `better` puzzle).
    fn solves_against(
        &self,
        mv: Move,
        key_value: impl FnOnce() -> Option<i32>,
        limits: &Limits,
        stop: &StopFlag,
    ) -> bool {
        if mv == self.key() {
            return true;
        }
        let tried = value_after(&self.game, mv, limits, stop);
        match self.goal {
            Goal::Win => tried.is_some_and(|v| v >= MATE_BOUND),
            Goal::Only => match (tried, key_value()) {
                (Some(tried), Some(key)) => tried > key - ONLY_GAP,
                _ => false,
            },
            Goal::Better => match (tried, key_value()) {
                (Some(tried), Some(key)) => tried >= key - BETTER_GAP,
                _ => false,
            },
        }
    }
}

/// The puzzles that come with the engine for a built-in variant (made by the `puzzles` command;
/// each file's first lines say how).
const BUILTIN: [(&str, &str); 4] = [
    ("asalto", include_str!("../../puzzles/asalto.txt")),
    ("assaut", include_str!("../../puzzles/assaut.txt")),
    (
        "grand-assaut",
        include_str!("../../puzzles/grand-assaut.txt"),
    ),
    (
        "fox-geese-13",
        include_str!("../../puzzles/fox-geese-13.txt"),
    ),
];

/// Reads puzzle lines, skipping blank lines and `#` comments; the first bad line is refused
/// with its number.
pub fn parse_all(text: &str, variants: &Variants) -> Result<Vec<Puzzle>, PuzzleError> {
    text.lines()
        .enumerate()
        .map(|(i, line)| (i, line.split('#').next().unwrap_or("").trim()))
        .filter(|(_, line)| !line.is_empty())
        .map(|(i, line)| {
            Puzzle::parse(line, variants).map_err(|e| PuzzleError(format!("line {}: {e}", i + 1)))
        })
        .collect()
}

/// The built-in puzzles of a variant, easiest first (none for a variant without any).
pub fn builtin(variant: &str) -> Vec<Puzzle> {
    let Some((_, text)) = BUILTIN.iter().find(|(name, _)| *name == variant) else {
        return Vec::new();
    };
    let mut puzzles = parse_all(text, &Variants::default()).unwrap_or_default();
    puzzles.sort_by_key(|p| p.depth);
    puzzles
}

impl fmt::Display for Puzzle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let variant = self.game.variant();
        let moves: Vec<String> = self.solution.iter().map(|m| variant.move_text(m)).collect();
        write!(
            f,
            "{} goal {} depth {} solution {}",
            variant.to_apn(self.game.position()),
            self.goal.name(),
            self.depth,
            moves.join(" ")
        )
    }
}

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
    let other_solves = legal
        .iter()
        .any(|&mv| mv != key && puzzle.solves_against(mv, || key_value, limits, stop));
    (!other_solves).then_some(puzzle)
}

/// What `mv` is worth to the side playing it, by a search at `limits` of the position after it.
fn value_after(game: &Game, mv: Move, limits: &Limits, stop: &StopFlag) -> Option<i32> {
    let mut after = game.clone();
    after.play(mv).ok()?;
    Some(-search(&after, limits, stop, &mut |_| {}).score)
}

/// Whether the best move at `limits` is a puzzle's key, and which kind.
fn judge(
    game: &Game,
    limits: &Limits,
    stop: &StopFlag,
    info: &mut dyn FnMut(&SearchInfo),
) -> Option<(SearchResult, Goal)> {
    let (result, within) = candidates_with_info(game, limits, ONLY_GAP, stop, info);
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

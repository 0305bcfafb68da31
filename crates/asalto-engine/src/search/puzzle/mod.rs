//! Puzzles: positions where the side to move has one clearly best move, found in the engine's
//! own games and verified by a deeper search; read from and written as one line of text each.
//!
//! A line: `<APN> goal win|only|better depth <d> solution <moves…>`. `win`: the key move wins by
//! force and no other move does; `only`: every other move loses at least [`ONLY_GAP`] against
//! it; `better`: a player's mistake to practise, where any move that loses at most
//! [`BETTER_GAP`] against the engine's choice counts.
//! `depth` is the iteration at which the engine first found the key move for good, a measure of
//! how hard it is to see.

mod check;
mod difficulty;
mod error;
mod find;

use std::fmt;

use crate::game::Game;
use crate::moves::Move;
use crate::variants::Variants;
use serde::{Deserialize, Serialize};

use super::{MoveReview, Verdict};
pub use check::PuzzleCheck;
pub use difficulty::{LevelTries, rate_from_tries};
pub use error::PuzzleError;
pub use find::find;

/// How much every other move must lose against the key of an `only` puzzle (hundredths of an
/// attacker): two and a half attackers.
pub const ONLY_GAP: i32 = 250;

/// How much a move may lose against the engine's choice and still count as the better move in
/// a mistake to practise: the review's most for a good move (0.3 of an attacker).
pub const BETTER_GAP: i32 = 30;

/// What the solver of a puzzle must find.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
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
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(into = "SentPuzzle", try_from = "SentPuzzle")]
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
        let (apn, rest) = line.split_once(" goal ").ok_or(PuzzleError::NoGoal)?;
        let words: Vec<&str> = rest.split_whitespace().collect();
        let [goal, "depth", depth, "solution", moves @ ..] = words.as_slice() else {
            return Err(PuzzleError::AfterPosition(rest.to_string()));
        };
        let goal = match *goal {
            "win" => Goal::Win,
            "only" => Goal::Only,
            "better" => Goal::Better,
            other => return Err(PuzzleError::Goal(other.to_string())),
        };
        let depth = (depth.parse()).map_err(|_| PuzzleError::Depth(depth.to_string()))?;
        let apn = variants.position(apn).map_err(PuzzleError::Position)?;
        let game = Game::from_position(apn.variant, apn.position);
        Puzzle::with_solution(game, goal, depth, moves)
    }

    /// The puzzle whose solution is `moves` (in notation) from `game`, each checked legal.
    fn with_solution<S: AsRef<str>>(
        game: Game,
        goal: Goal,
        depth: u32,
        moves: &[S],
    ) -> Result<Puzzle, PuzzleError> {
        if moves.is_empty() {
            return Err(PuzzleError::NoSolution);
        }
        let mut line = game.clone();
        let mut solution = Vec::new();
        for text in moves.iter().map(AsRef::as_ref) {
            let ply = (line.play_text(text)).map_err(|error| PuzzleError::Solution {
                text: text.to_string(),
                error,
            })?;
            solution.push(ply.mv);
        }
        Ok(Puzzle {
            game,
            goal,
            depth,
            solution,
        })
    }
}

/// A puzzle as it travels to another thread or a Web Worker: its solution in notation, played
/// again on arrival.
#[derive(Serialize, Deserialize)]
struct SentPuzzle {
    game: Game,
    goal: Goal,
    depth: u32,
    solution: Vec<String>,
}

impl From<Puzzle> for SentPuzzle {
    fn from(puzzle: Puzzle) -> SentPuzzle {
        let variant = puzzle.game.variant();
        let solution = puzzle.solution.iter().map(|m| variant.move_text(m));
        SentPuzzle {
            solution: solution.collect(),
            game: puzzle.game,
            goal: puzzle.goal,
            depth: puzzle.depth,
        }
    }
}

impl TryFrom<SentPuzzle> for Puzzle {
    type Error = PuzzleError;

    fn try_from(sent: SentPuzzle) -> Result<Puzzle, PuzzleError> {
        Puzzle::with_solution(sent.game, sent.goal, sent.depth, &sent.solution)
    }
}

/// The puzzles that come with the engine for a built-in variant (made by the `puzzles` command;
/// each file's first lines say how).
const BUILTIN: [(&str, &str); 4] = [
    ("asalto", include_str!("../../../puzzles/asalto.txt")),
    ("assaut", include_str!("../../../puzzles/assaut.txt")),
    (
        "grand-assaut",
        include_str!("../../../puzzles/grand-assaut.txt"),
    ),
    (
        "fox-geese-13",
        include_str!("../../../puzzles/fox-geese-13.txt"),
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
            Puzzle::parse(line, variants).map_err(|error| PuzzleError::Line {
                number: i + 1,
                error: Box::new(error),
            })
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

//! Why a puzzle line cannot be read.

use std::fmt;

use crate::game::GameError;
use crate::position::ApnError;
use crate::quoted::Quoted;

/// Why a puzzle line cannot be read, in one line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleError {
    /// No ` goal ` after the position.
    NoGoal,
    /// What follows the position is not `goal … depth … solution …`.
    AfterPosition(String),
    /// Not `win`, `only` or `better`.
    Goal(String),
    /// The depth is not a whole number.
    Depth(String),
    /// The position cannot be read.
    Position(ApnError),
    /// No move after `solution`.
    NoSolution,
    /// A move of the solution is not legal where it stands.
    Solution {
        /// The move as written.
        text: String,
        /// Why it is refused.
        error: GameError,
    },
    /// A line of a puzzle file, by its number (from 1).
    Line {
        /// The line's number.
        number: usize,
        /// What is wrong with it.
        error: Box<PuzzleError>,
    },
}

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleError::NoGoal => {
                f.write_str("a puzzle is \"<APN> goal win|only|better depth <d> solution <moves>\"")
            }
            PuzzleError::AfterPosition(rest) => write!(
                f,
                "expected \"goal win|only|better depth <d> solution <moves>\" after the position, not {}",
                Quoted(rest)
            ),
            PuzzleError::Goal(goal) => {
                write!(f, "goal is win, only or better, not {}", Quoted(goal))
            }
            PuzzleError::Depth(depth) => {
                write!(f, "depth is a whole number, not {}", Quoted(depth))
            }
            PuzzleError::Position(error) => error.fmt(f),
            PuzzleError::NoSolution => f.write_str("a puzzle needs its solution"),
            PuzzleError::Solution { text, error } => {
                write!(f, "solution move {}: {error}", Quoted(text))
            }
            PuzzleError::Line { number, error } => write!(f, "line {number}: {error}"),
        }
    }
}

impl std::error::Error for PuzzleError {}

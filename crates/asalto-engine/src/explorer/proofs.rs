//! The solver's results for opening positions, as `asalto-engine prove-openings` prints them:
//! `opening 12 asalto moves @c5,c7 f5-e5 c5-d5 attackers win 35 officers not-a-win nodes 123`.
//! Other lines (the header, the summary) are skipped.

use std::fmt;

use crate::book::StartError;
use crate::game::Game;
use crate::position::Side;
use crate::variants::Variants;

use super::ProvenResult;

/// Why an `opening` line cannot be read.
#[derive(Clone, Debug, PartialEq)]
pub enum ProofsError {
    /// The line does not have the position, both sides' verdicts and the nodes.
    Shape {
        /// The line, from 1.
        line: usize,
    },
    /// The position cannot be read.
    Game {
        /// The line, from 1.
        line: usize,
        /// Why the position cannot be read.
        error: StartError,
    },
}

impl fmt::Display for ProofsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProofsError::Shape { line } => write!(
                f,
                "line {line}: expected `opening N <game> attackers <verdict> officers <verdict> nodes N`"
            ),
            ProofsError::Game { line, error } => write!(f, "line {line}: {error}"),
        }
    }
}

impl std::error::Error for ProofsError {}

/// The proven wins of a prove-openings output: each position with its winner and plies.
#[cfg(test)]
pub(super) fn parse(
    text: &str,
    variants: &Variants,
) -> Result<Vec<(Game, ProvenResult)>, ProofsError> {
    let mut found = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        found.extend(parse_line(i + 1, raw, variants)?);
    }
    Ok(found)
}

/// The proven wins of line `line` (none for a line that is not an `opening`).
pub(super) fn parse_line(
    line: usize,
    raw: &str,
    variants: &Variants,
) -> Result<Vec<(Game, ProvenResult)>, ProofsError> {
    let words: Vec<&str> = raw.split_whitespace().collect();
    if words.first() != Some(&"opening") {
        return Ok(Vec::new());
    }
    let shape = ProofsError::Shape { line };
    let at = |word: &str| words.iter().position(|w| *w == word);
    let (Some(attackers), Some(officers)) = (at("attackers"), at("officers")) else {
        return Err(shape);
    };
    if attackers < 3 || officers <= attackers || at("nodes").is_none_or(|n| n <= officers) {
        return Err(shape);
    }
    let game = variants
        .start(&words[2..attackers].join(" "))
        .map_err(|error| ProofsError::Game { line, error })?
        .game;
    let mut found = Vec::new();
    for (side, from) in [(Side::Attackers, attackers), (Side::Officers, officers)] {
        if words[from + 1] != "win" {
            continue;
        }
        let plies = words
            .get(from + 2)
            .and_then(|w| w.parse().ok())
            .ok_or(shape.clone())?;
        found.push((
            game.clone(),
            ProvenResult {
                winner: side,
                plies,
            },
        ));
    }
    Ok(found)
}

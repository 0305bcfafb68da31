//! The engine's own games as text: one finished game a line, its result first, then the game as
//! a start's text (`officers asalto moves @c5,c6 d4-d5 …`). Written by `asalto-engine games`;
//! `#` begins a comment.

use std::fmt;

use crate::book::StartError;
use crate::game::Game;
use crate::position::Side;
use crate::quoted::Quoted;
use crate::variants::Variants;

/// One finished game of the database.
#[derive(Clone, Debug)]
pub struct PlayedGame {
    /// The winner, or `None` for a draw.
    pub winner: Option<Side>,
    /// The game from the variant's start to its end.
    pub game: Game,
}

/// Why a games file cannot be read: the line (from 1) and what is wrong with it.
#[derive(Clone, Debug, PartialEq)]
pub enum GamesError {
    /// The first word is not `attackers`, `officers` or `draw`.
    Result {
        /// The line, from 1.
        line: usize,
        /// The word found.
        found: String,
    },
    /// The rest cannot be read as a game.
    Game {
        /// The line, from 1.
        line: usize,
        /// Why the game cannot be read.
        error: StartError,
    },
    /// The game is not over, or its end is not the result written.
    WrongResult {
        /// The line, from 1.
        line: usize,
        /// The result written.
        written: String,
    },
    /// A game of another variant than the file's first.
    OtherVariant {
        /// The line, from 1.
        line: usize,
        /// The game's variant.
        found: String,
    },
}

impl fmt::Display for GamesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GamesError::Result { line, found } => write!(
                f,
                "line {line}: expected a result (attackers, officers or draw), found {}",
                Quoted(found)
            ),
            GamesError::Game { line, error } => write!(f, "line {line}: {error}"),
            GamesError::WrongResult { line, written } => write!(
                f,
                "line {line}: the game does not end in the result written ({})",
                Quoted(written)
            ),
            GamesError::OtherVariant { line, found } => {
                write!(f, "line {line}: a game of {} among others", Quoted(found))
            }
        }
    }
}

impl std::error::Error for GamesError {}

/// The word a result is written as.
pub fn result_word(winner: Option<Side>) -> &'static str {
    match winner {
        Some(Side::Attackers) => "attackers",
        Some(Side::Officers) => "officers",
        None => "draw",
    }
}

fn read_result(word: &str) -> Option<Option<Side>> {
    match word {
        "attackers" => Some(Some(Side::Attackers)),
        "officers" => Some(Some(Side::Officers)),
        "draw" => Some(None),
        _ => None,
    }
}

/// Reads a games file; every game must be finished with the result written, and all of one
/// variant.
pub fn parse(text: &str, variants: &Variants) -> Result<Vec<PlayedGame>, GamesError> {
    let mut games: Vec<PlayedGame> = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let first = games.first().map(|g| g.game.variant().name().to_string());
        if let Some(played) = parse_line(i + 1, raw, first.as_deref(), variants)? {
            games.push(played);
        }
    }
    Ok(games)
}

/// Reads line `line` of a games file (`None`: blank or a comment); its game must be of the
/// variant named `variant`, where the file's first game named one.
pub(super) fn parse_line(
    line: usize,
    raw: &str,
    variant: Option<&str>,
    variants: &Variants,
) -> Result<Option<PlayedGame>, GamesError> {
    let content = raw.split('#').next().unwrap_or("").trim();
    let Some((word, rest)) = content.split_once(' ') else {
        if content.is_empty() {
            return Ok(None);
        }
        return Err(GamesError::Result {
            line,
            found: content.to_string(),
        });
    };
    let winner = read_result(word).ok_or_else(|| GamesError::Result {
        line,
        found: word.to_string(),
    })?;
    let game = variants
        .start(rest)
        .map_err(|error| GamesError::Game { line, error })?
        .game;
    if game.outcome().map(|o| o.winner) != Some(winner) {
        return Err(GamesError::WrongResult {
            line,
            written: word.to_string(),
        });
    }
    if let Some(first) = variant
        && first != game.variant().name()
    {
        return Err(GamesError::OtherVariant {
            line,
            found: game.variant().name().to_string(),
        });
    }
    Ok(Some(PlayedGame { winner, game }))
}

/// A finished game as a line of the file.
pub fn line(winner: Option<Side>, game: &Game) -> String {
    let moves: Vec<&str> = game.plies().iter().map(|p| p.text.as_str()).collect();
    format!(
        "{} {} moves {}",
        result_word(winner),
        game.variant().name(),
        moves.join(" ")
    )
}

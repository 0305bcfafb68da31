//! Starts of games as text (a position, then moves played from it) and books of them: the fair
//! starts that engine matches are played from.
//!
//! A start reads like the protocol's `position` command: a variant's name or an APN string,
//! optionally followed by `moves` and moves in notation. A book holds one start per line, all of
//! one variant; `#` begins a comment.
//!
//! ```
//! use asalto_engine::{Book, Variants};
//! let text = "# two starts\nasalto moves @c5,c6 d4-d5\nasalto moves @c7,e7  # a comment\n";
//! let book = Book::parse(text, &Variants::default()).unwrap();
//! assert_eq!(book.starts().len(), 2);
//! assert_eq!(book.starts()[0].game.plies().len(), 2);
//! assert!(Book::parse("asalto moves d4-d9", &Variants::default()).is_err());
//! ```

use std::fmt;
use std::sync::Arc;

use crate::game::{Game, GameError};
use crate::position::ApnError;
use crate::quoted::Quoted;
use crate::variant::Variant;
use crate::variants::Variants;

/// A start: the game reached by its moves, and the text it was read from.
#[derive(Clone, Debug)]
pub struct Start {
    /// The start's text, its words separated by single spaces.
    pub text: String,
    /// The game after the start's moves, its history beginning at the position.
    pub game: Game,
}

/// Why a start cannot be read.
#[derive(Clone, Debug, PartialEq)]
pub enum StartError {
    /// Nothing before `moves`.
    NoPosition,
    /// The position (a variant's name or an APN string) cannot be read.
    Position(ApnError),
    /// A move cannot be played (numbered from 1).
    Move {
        /// The move's number among the start's moves, from 1.
        number: usize,
        /// The move as written.
        text: String,
        /// Why the move cannot be played.
        error: GameError,
    },
}

impl fmt::Display for StartError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StartError::NoPosition => f.write_str("expected an APN string or a variant's name"),
            StartError::Position(e) => write!(f, "{e}"),
            StartError::Move {
                number,
                text,
                error,
            } => write!(f, "move {number} ({}): {error}", Quoted(text)),
        }
    }
}

impl std::error::Error for StartError {}

impl Variants {
    /// The game of a start's text: `asalto`, an APN string, either one followed by
    /// `moves @c5,c6 d4-d5 …`.
    pub fn start(&self, text: &str) -> Result<Start, StartError> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let split = words
            .iter()
            .position(|w| *w == "moves")
            .unwrap_or(words.len());
        let (position, moves) = words.split_at(split);
        if position.is_empty() {
            return Err(StartError::NoPosition);
        }
        let apn = self
            .position(&position.join(" "))
            .map_err(StartError::Position)?;
        let mut game = Game::from_position(apn.variant, apn.position);
        for (i, text) in moves.iter().skip(1).enumerate() {
            game.play_text(text).map_err(|error| StartError::Move {
                number: i + 1,
                text: text.to_string(),
                error,
            })?;
        }
        Ok(Start {
            text: words.join(" "),
            game,
        })
    }
}

/// Starts of one variant, in order.
#[derive(Clone, Debug)]
pub struct Book {
    variant: Arc<Variant>,
    starts: Vec<Start>,
}

/// Why a book cannot be read: the line (from 1) and what is wrong with it.
#[derive(Clone, Debug, PartialEq)]
pub enum BookError {
    /// The book has no starts.
    Empty,
    /// A line cannot be read as a start.
    Start {
        /// The line, from 1.
        line: usize,
        /// Why the start cannot be read.
        error: StartError,
    },
    /// A start is of another variant than the book's first start.
    OtherVariant {
        /// The line, from 1.
        line: usize,
        /// The name of the start's variant.
        found: String,
        /// The name of the book's variant (that of its first start).
        expected: String,
    },
    /// The start is a game already over: nothing to play.
    Over {
        /// The line, from 1.
        line: usize,
    },
}

impl fmt::Display for BookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BookError::Empty => f.write_str("the book has no starts"),
            BookError::Start { line, error } => write!(f, "line {line}: {error}"),
            BookError::OtherVariant {
                line,
                found,
                expected,
            } => write!(
                f,
                "line {line}: a start of {} in a book of {}",
                Quoted(found),
                Quoted(expected)
            ),
            BookError::Over { line } => write!(f, "line {line}: the game is already over"),
        }
    }
}

impl std::error::Error for BookError {}

/// The books that come with the engine, by variant (made by `asalto-engine book`).
const BUILTIN: [(&str, &str); 4] = [
    ("asalto", include_str!("../books/asalto.txt")),
    ("assaut", include_str!("../books/assaut.txt")),
    ("grand-assaut", include_str!("../books/grand-assaut.txt")),
    ("fox-geese-13", include_str!("../books/fox-geese-13.txt")),
];

impl Book {
    /// Reads a book: one start per line, blank lines and `#` comments skipped.
    pub fn parse(text: &str, variants: &Variants) -> Result<Book, BookError> {
        let mut variant: Option<Arc<Variant>> = None;
        let mut starts = Vec::new();
        for (i, raw) in text.lines().enumerate() {
            let line = i + 1;
            let content = raw.split('#').next().unwrap_or("").trim();
            if content.is_empty() {
                continue;
            }
            let start = variants
                .start(content)
                .map_err(|error| BookError::Start { line, error })?;
            let found = start.game.variant();
            match &variant {
                Some(v) if v.name() != found.name() => {
                    return Err(BookError::OtherVariant {
                        line,
                        found: found.name().to_string(),
                        expected: v.name().to_string(),
                    });
                }
                Some(_) => {}
                None => variant = Some(found.clone()),
            }
            if start.game.outcome().is_some() {
                return Err(BookError::Over { line });
            }
            starts.push(start);
        }
        let variant = variant.ok_or(BookError::Empty)?;
        Ok(Book { variant, starts })
    }

    /// The fair starts that come with the engine for a built-in variant.
    pub fn builtin(variant: &str) -> Option<Book> {
        let (_, text) = BUILTIN.iter().find(|(name, _)| *name == variant)?;
        Book::parse(text, &Variants::default()).ok()
    }

    /// The variant every start is of.
    pub fn variant(&self) -> &Arc<Variant> {
        &self.variant
    }

    /// Never empty.
    pub fn starts(&self) -> &[Start] {
        &self.starts
    }
}

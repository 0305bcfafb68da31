//! What the match commands share: where their games start, and the variant they name.

use std::sync::Arc;

use asalto_engine::{Book, Game, Variant, Variants};

use crate::args::StartArgs;
use crate::output::Failure;

/// Where the games start: a book's starts in turn, or the variant's start with random
/// opening moves (the same ones for both games of a pair).
pub enum Starts {
    Book { path: String, book: Book },
    Openings { start: Game, plies: usize },
}

impl Starts {
    pub fn variant(&self) -> &Arc<Variant> {
        match self {
            Starts::Book { book, .. } => book.variant(),
            Starts::Openings { start, .. } => start.variant(),
        }
    }

    /// The start of pair (or round) `index`, and its number in the book if any.
    pub fn get(&self, index: usize, seed: u64) -> (Game, Option<usize>) {
        match self {
            Starts::Book { book, .. } => {
                let n = index % book.starts().len();
                (book.starts()[n].game.clone(), Some(n + 1))
            }
            Starts::Openings { start, plies } => {
                let opening_seed = seed ^ (index as u64).wrapping_mul(0xD1B5_4A32_D192_ED03);
                (
                    super::play::random_opening(start, *plies, opening_seed),
                    None,
                )
            }
        }
    }

    /// Shown in a command's first line.
    pub fn describe(&self) -> String {
        match self {
            Starts::Book { path, book } => format!("book {path} ({} starts)", book.starts().len()),
            Starts::Openings { plies: 0, .. } => "from the start".into(),
            Starts::Openings { plies, .. } => format!("random openings of {plies} plies"),
        }
    }

    /// How many rounds a command plays by default: each book start once, or `otherwise`.
    pub fn default_rounds(&self, otherwise: usize) -> usize {
        match self {
            Starts::Book { book, .. } => book.starts().len(),
            Starts::Openings { .. } => otherwise,
        }
    }
}

/// Reads the starts from `--book`, or the variant's start with `--openings` random plies;
/// `command` names the command in a refusal.
pub fn starts(command: &str, variants: &Variants, args: &StartArgs) -> Result<Starts, Failure> {
    let refuse = |message: String| Failure::Refused(format!("{command}: {message}"));
    if let Some(path) = &args.book {
        let text = crate::output::read_text(path, crate::output::MAX_BOOK_BYTES).map_err(refuse)?;
        let book = Book::parse(&text, variants).map_err(|e| refuse(format!("{path}: {e}")))?;
        if let Some(name) = &args.variant
            && name != book.variant().name()
        {
            return Err(refuse(format!(
                "--variant {name} but the book {path} is of {}",
                book.variant().name()
            )));
        }
        return Ok(Starts::Book {
            path: path.to_string(),
            book,
        });
    }
    let variant = variant(
        command,
        variants,
        args.variant.as_deref().unwrap_or("asalto"),
    )?;
    Ok(Starts::Openings {
        start: Game::new(variant),
        plies: args.openings,
    })
}

/// The variant of this name, built in or from a variant file.
pub fn variant(command: &str, variants: &Variants, name: &str) -> Result<Arc<Variant>, Failure> {
    variants.get(name).ok_or_else(|| {
        Failure::Refused(format!(
            "{command}: unknown variant {} (known: {})",
            asalto_engine::Quoted(name),
            variants.names().join(", ")
        ))
    })
}

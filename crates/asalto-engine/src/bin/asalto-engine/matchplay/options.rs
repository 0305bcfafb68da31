//! The options the match commands share: flags with values, read strictly (an unknown flag,
//! a missing value or a bad number is refused with the command's name and the flags it knows).

use std::sync::Arc;

use asalto_engine::{Book, Game, Variant, Variants};

use crate::output::Failure;

/// `--flag value` pairs and bare `--switch`es, in order.
pub struct Flags<'a> {
    command: &'static str,
    known: &'static [&'static str],
    switches: &'static [&'static str],
    words: std::slice::Iter<'a, &'a str>,
}

impl<'a> Flags<'a> {
    pub fn new(
        command: &'static str,
        known: &'static [&'static str],
        switches: &'static [&'static str],
        words: &'a [&'a str],
    ) -> Flags<'a> {
        Flags {
            command,
            known,
            switches,
            words: words.iter(),
        }
    }

    /// The next flag and its value (`None` for a switch).
    pub fn next(&mut self) -> Result<Option<(&'a str, Option<&'a str>)>, Failure> {
        let Some(&flag) = self.words.next() else {
            return Ok(None);
        };
        if self.switches.contains(&flag) {
            return Ok(Some((flag, None)));
        }
        if !self.known.contains(&flag) {
            let mut all: Vec<&str> = self.known.to_vec();
            all.extend(self.switches);
            return Err(self.refuse(format!(
                "unknown option {} ({})",
                asalto_engine::Quoted(flag),
                all.join(", ")
            )));
        }
        let value = self
            .words
            .next()
            .ok_or_else(|| self.refuse(format!("{flag} needs a value")))?;
        Ok(Some((flag, Some(value))))
    }

    pub fn refuse(&self, message: String) -> Failure {
        Failure::Refused(format!("{}: {message}", self.command))
    }

    /// A whole number within `least..=most`.
    pub fn number(&self, flag: &str, value: &str, least: u64, most: u64) -> Result<u64, Failure> {
        value
            .parse::<u64>()
            .ok()
            .filter(|n| (least..=most).contains(n))
            .ok_or_else(|| {
                self.refuse(format!(
                    "{flag} needs a whole number from {least} to {most}, not {}",
                    asalto_engine::Quoted(value)
                ))
            })
    }
}

/// The flags `match` and `gauntlet` share: where the games start, the seed, the threads, and
/// `--moves` to print every game's moves.
pub struct StartOptions<'a> {
    variant: Option<&'a str>,
    book: Option<&'a str>,
    opening_plies: usize,
    pub seed: u64,
    pub jobs: usize,
    pub show_moves: bool,
}

impl<'a> StartOptions<'a> {
    pub fn new() -> StartOptions<'a> {
        StartOptions {
            variant: None,
            book: None,
            opening_plies: 0,
            seed: 1,
            jobs: 1,
            show_moves: false,
        }
    }

    /// Reads flags until one that is not shared, and returns it with its value for the command
    /// to read; `None` at the end.
    pub fn next(&mut self, flags: &mut Flags<'a>) -> Result<Option<(&'a str, &'a str)>, Failure> {
        while let Some((flag, value)) = flags.next()? {
            let Some(value) = value else {
                self.show_moves = true;
                continue;
            };
            match flag {
                "--variant" => self.variant = Some(value),
                "--book" => self.book = Some(value),
                "--seed" => self.seed = flags.number(flag, value, 0, u64::MAX)?,
                "--jobs" => self.jobs = flags.number(flag, value, 1, MOST_JOBS)? as usize,
                "--openings" => self.opening_plies = flags.number(flag, value, 0, 40)? as usize,
                _ => return Ok(Some((flag, value))),
            }
        }
        Ok(None)
    }

    /// The starts these options name.
    pub fn starts(&self, flags: &Flags, variants: &Variants) -> Result<Starts, Failure> {
        starts(flags, variants, self.variant, self.book, self.opening_plies)
    }
}

/// Threads to play on: at most this many.
pub const MOST_JOBS: u64 = 64;

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

/// Reads the starts from `--book`, or the variant's start with `--openings` random plies.
fn starts(
    flags: &Flags,
    variants: &Variants,
    variant_name: Option<&str>,
    book_path: Option<&str>,
    opening_plies: usize,
) -> Result<Starts, Failure> {
    if let Some(path) = book_path {
        if opening_plies > 0 {
            return Err(flags.refuse("--book and --openings cannot be used together".into()));
        }
        let text = crate::output::read_text(path, crate::output::MAX_BOOK_BYTES)
            .map_err(|e| flags.refuse(e))?;
        let book =
            Book::parse(&text, variants).map_err(|e| flags.refuse(format!("{path}: {e}")))?;
        if let Some(name) = variant_name
            && name != book.variant().name()
        {
            return Err(flags.refuse(format!(
                "--variant {name} but the book {path} is of {}",
                book.variant().name()
            )));
        }
        return Ok(Starts::Book {
            path: path.to_string(),
            book,
        });
    }
    let variant = variant(flags, variants, variant_name.unwrap_or("asalto"))?;
    Ok(Starts::Openings {
        start: Game::new(variant),
        plies: opening_plies,
    })
}

pub fn variant(flags: &Flags, variants: &Variants, name: &str) -> Result<Arc<Variant>, Failure> {
    variants.get(name).ok_or_else(|| {
        flags.refuse(format!(
            "unknown variant {} (known: {})",
            asalto_engine::Quoted(name),
            variants.names().join(", ")
        ))
    })
}

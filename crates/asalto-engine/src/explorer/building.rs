//! A built-in explorer made as a [`Job`]: its book at once, then its games and proofs a few
//! lines a slice (a game's line is replayed move by move, and a variant has thousands), so a
//! browser keeps drawing while the analysis board opens.

use std::str::Lines;

use crate::job::{Job, Slice};
use crate::variants::Variants;

use super::{BUILTIN_GAMES, BUILTIN_PROOFS, Explorer, PlayedGame, ProvenResult, games, proofs};
use crate::book::Book;
use crate::game::Game;

/// A built-in explorer being made; its answer is the explorer, `None` once stopped. Its nodes
/// are the plies replayed (a proof's position counts as one).
pub struct ExplorerBuild {
    explorer: Explorer,
    variants: Variants,
    games: Source<PlayedGame>,
    proofs: Source<(Game, ProvenResult)>,
    nodes: u64,
}

/// One of the built-in files, read a line at a time. Its lines count only once the whole file
/// has read: a file with a bad line adds nothing, as if it were not there.
struct Source<T> {
    lines: Option<std::iter::Enumerate<Lines<'static>>>,
    read: Vec<T>,
}

impl<T> Source<T> {
    fn of(text: Option<&'static str>) -> Source<T> {
        Source {
            lines: text.map(|t| t.lines().enumerate()),
            read: Vec::new(),
        }
    }
}

impl Explorer {
    /// The explorer of a built-in variant with its book, games and proofs; `None` when the
    /// variant has none of them. Made whole: [`Explorer::building`] makes it as a job.
    pub fn builtin(variant: &str) -> Option<Explorer> {
        Explorer::building(variant)?.run(&crate::job::StopFlag::default())
    }

    /// [`Explorer::builtin`] as a job; `None` when the variant has no data.
    pub fn building(variant: &str) -> Option<ExplorerBuild> {
        let find = |table: &[(&str, &'static str)]| {
            (table.iter())
                .find(|(name, _)| *name == variant)
                .map(|(_, text)| *text)
        };
        let book = Book::builtin(variant);
        let (games, proofs) = (find(&BUILTIN_GAMES), find(&BUILTIN_PROOFS));
        if book.is_none() && games.is_none() && proofs.is_none() {
            return None;
        }
        let variants = Variants::default();
        let mut explorer = Explorer::new(variants.get(variant)?);
        if let Some(book) = &book {
            explorer.add_book(book);
        }
        Some(ExplorerBuild {
            explorer,
            variants,
            games: Source::of(games),
            proofs: Source::of(proofs),
            nodes: 0,
        })
    }
}

impl ExplorerBuild {
    /// Reads the next games line: `false` once the file is done (its games then added).
    fn next_game(&mut self) -> bool {
        let source = &mut self.games;
        let Some((i, raw)) = source.lines.as_mut().and_then(Iterator::next) else {
            for played in source.read.drain(..) {
                self.explorer.add_game(&played);
            }
            source.lines = None;
            return false;
        };
        let first = source
            .read
            .first()
            .map(|g| g.game.variant().name().to_string());
        match games::parse_line(i + 1, raw, first.as_deref(), &self.variants) {
            Ok(played) => {
                self.nodes += played.as_ref().map_or(1, |p| p.game.plies().len() as u64);
                source.read.extend(played);
            }
            Err(_) => *source = Source::of(None),
        }
        true
    }

    /// Reads the next proofs line: `false` once the file is done (its proofs then added).
    fn next_proof(&mut self) -> bool {
        let source = &mut self.proofs;
        let Some((i, raw)) = source.lines.as_mut().and_then(Iterator::next) else {
            for (game, result) in source.read.drain(..) {
                self.explorer.add_proof(game.position(), result);
            }
            source.lines = None;
            return false;
        };
        self.nodes += 1;
        match proofs::parse_line(i + 1, raw, &self.variants) {
            Ok(found) => source.read.extend(found),
            Err(_) => *source = Source::of(None),
        }
        true
    }
}

impl Job for ExplorerBuild {
    type Answer = Option<Explorer>;

    fn step(&mut self, slice: &Slice) -> Option<Option<Explorer>> {
        let end = slice
            .nodes
            .map_or(u64::MAX, |n| self.nodes.saturating_add(n));
        loop {
            if slice.stop.is_set() {
                return Some(None);
            }
            if !self.next_game() && !self.next_proof() {
                let variant = self.explorer.variant.clone();
                return Some(Some(std::mem::replace(
                    &mut self.explorer,
                    Explorer::new(variant),
                )));
            }
            if self.nodes >= end {
                return None;
            }
        }
    }

    fn nodes(&self) -> u64 {
        self.nodes
    }
}

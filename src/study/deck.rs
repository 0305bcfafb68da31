//! Your positions: every reviewed game's mistakes (the players' inaccuracies and worse) kept in
//! storage as positions to practise, each scheduled by a Leitner box. A new position is due at
//! once; finding a good move on the first try moves it up a box, to come back after 3, 7, 14,
//! then 30 days; a miss (or asking for the solution first) puts it back in the first box, to
//! come back the next day. Beside them, each reviewed game's accuracies, for the saved games'
//! list.

use std::fmt;

use asalto_engine::search::Verdict;
use asalto_engine::search::puzzle::{Puzzle, PuzzleError};
use asalto_engine::{MoveError, Quoted, Variants};
use serde::{Deserialize, Serialize};

use super::practice::Mistake;

/// The file it is kept in.
pub const DECK_FILE: &str = "positions.ron";

/// Positions kept at most (about 150 bytes each): a new one beyond them is not added.
pub const MOST_CARDS: usize = 1_000;

/// Days until a position comes back, by box: after a miss, then after 1, 2, 3 and 4 or more
/// solves in a row.
pub const INTERVALS: [u32; 5] = [1, 3, 7, 14, 30];

/// One position to practise.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Card {
    /// The puzzle line (`<APN> goal better depth 0 solution …`).
    pub puzzle: String,
    /// The move the game played there, in notation (refused as an answer).
    pub played: String,
    /// The review's word for that move: `inaccuracy`, `mistake` or `blunder`.
    pub verdict: String,
    /// Its box: 0 when new or missed, one more after each solve.
    pub level: u8,
    /// The day (counted from 1970-01-01) it is due.
    pub due: u32,
}

/// Reviewed games remembered at most: the oldest is forgotten first.
pub const MOST_REVIEWS: usize = 300;

/// A reviewed game's accuracies.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Reviewed {
    /// The game, as [`game_key`](crate::game::saves::game_key) writes it.
    pub game: String,
    /// Each side's accuracy in whole percent (officers, attackers); `None` for a side that made
    /// no move.
    pub accuracy: [Option<u8>; 2],
    /// The side the player played against the computer (none for two people, or a review
    /// kept before this was noted).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub you: Option<asalto_engine::Side>,
}

/// The positions, in the order they were added, and the reviewed games, oldest first.
#[derive(bevy::prelude::Resource, Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Deck {
    pub cards: Vec<Card>,
    #[serde(default)]
    pub reviewed: Vec<Reviewed>,
}

/// Why the kept positions, or one of them, cannot be read, in one line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeckError {
    /// The file is not a deck: the RON reader's words.
    File(ron::error::SpannedError),
    /// A card's puzzle line no longer reads (its variant removed, say).
    Puzzle(PuzzleError),
    /// A card's played move, as written, is not a move there.
    Played { text: String, error: MoveError },
    /// A card's verdict is not one the review gives.
    Verdict(String),
}

impl fmt::Display for DeckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DeckError::File(e) => e.fmt(f),
            DeckError::Puzzle(e) => e.fmt(f),
            DeckError::Played { text, error } => write!(f, "{}: {error}", Quoted(text)),
            DeckError::Verdict(v) => write!(f, "{} is not a verdict", Quoted(v)),
        }
    }
}

impl std::error::Error for DeckError {}

/// The position a puzzle line is about (its APN, before ` goal `).
fn position_of(line: &str) -> &str {
    line.split(" goal ").next().unwrap_or(line)
}

impl Card {
    fn of(m: &Mistake, today: u32) -> Card {
        Card {
            puzzle: m.puzzle.to_string(),
            played: m.puzzle.game.variant().move_text(&m.played),
            verdict: m.verdict.name().to_string(),
            level: 0,
            due: today,
        }
    }

    /// The position's APN.
    pub fn position(&self) -> &str {
        position_of(&self.puzzle)
    }

    /// The card as a mistake to practise; why not when its variant is not known (a player's own
    /// variant since removed) or the line no longer reads.
    pub fn mistake(&self, variants: &Variants) -> Result<Mistake, DeckError> {
        let puzzle = Puzzle::parse(&self.puzzle, variants).map_err(DeckError::Puzzle)?;
        let played = puzzle
            .game
            .variant()
            .parse_move(puzzle.game.position(), &self.played)
            .map_err(|error| DeckError::Played {
                text: self.played.clone(),
                error,
            })?;
        let verdict = Verdict::ALL
            .into_iter()
            .find(|v| v.name() == self.verdict)
            .ok_or_else(|| DeckError::Verdict(self.verdict.clone()))?;
        Ok(Mistake {
            puzzle,
            played,
            verdict,
        })
    }
}

impl Deck {
    /// Adds the positions not already kept, due today; returns how many were added.
    pub fn add(&mut self, mistakes: &[Mistake], today: u32) -> usize {
        let mut added = 0;
        for m in mistakes {
            let card = Card::of(m, today);
            let known = self.cards.iter().any(|c| c.position() == card.position());
            if !known && self.cards.len() < MOST_CARDS {
                self.cards.push(card);
                added += 1;
            }
        }
        added
    }

    /// The positions due on `today`, in the order added.
    pub fn due(&self, today: u32) -> impl Iterator<Item = &Card> {
        self.cards.iter().filter(move |c| c.due <= today)
    }

    /// How many due positions no longer read (a player's own variant since removed, or a line
    /// damaged by hand): they are left out of the practice.
    pub fn unreadable_due(&self, today: u32, variants: &Variants) -> usize {
        self.due(today)
            .filter(|c| c.mistake(variants).is_err())
            .count()
    }

    /// The due positions as mistakes to practise; those that no longer read are left out.
    pub fn due_mistakes(&self, today: u32, variants: &Variants) -> Vec<Mistake> {
        self.due(today)
            .filter_map(|c| c.mistake(variants).ok())
            .collect()
    }

    /// Schedules a position after a try: up a box when `solved`, back to the first one
    /// otherwise. Returns false for a position not kept.
    pub fn record(&mut self, apn: &str, solved: bool, today: u32) -> bool {
        let Some(card) = self.cards.iter_mut().find(|c| c.position() == apn) else {
            return false;
        };
        card.level = if solved {
            (card.level + 1).min(INTERVALS.len() as u8 - 1)
        } else {
            0
        };
        card.due = today + INTERVALS[card.level as usize];
        true
    }

    /// Remembers a game's accuracies (in place of an earlier review of the same game); at
    /// [`MOST_REVIEWS`], the oldest one is forgotten for it.
    pub fn note_review(
        &mut self,
        game: String,
        accuracy: [Option<f64>; 2],
        you: Option<asalto_engine::Side>,
    ) {
        self.reviewed.retain(|r| r.game != game);
        if self.reviewed.len() >= MOST_REVIEWS {
            self.reviewed.remove(0);
        }
        let percent = |a: Option<f64>| a.map(|a| a.round().clamp(0.0, 100.0) as u8);
        self.reviewed.push(Reviewed {
            game,
            accuracy: accuracy.map(percent),
            you,
        });
    }

    /// A game's accuracies, if it was reviewed.
    pub fn accuracy_of(&self, game: &str) -> Option<[Option<u8>; 2]> {
        self.reviewed
            .iter()
            .find(|r| r.game == game)
            .map(|r| r.accuracy)
    }

    pub fn to_ron(&self) -> String {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default()).unwrap_or_default()
    }

    /// Reads a deck as it was written: all its cards and reviews, even beyond the limits a new
    /// one is added within (nothing kept is ever dropped by reading it).
    pub fn from_ron(text: &str) -> Result<Deck, DeckError> {
        ron::from_str(text).map_err(DeckError::File)
    }
}

#[cfg(test)]
mod tests;

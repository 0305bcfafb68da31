//! The player's puzzle rating in each variant: the first try at each built-in puzzle with a
//! measured difficulty rates it by Glicko-2, solved as a game won against the puzzle, missed
//! (or the solution asked for first) as one lost; the next puzzle offered is the untried one
//! nearest it.

use asalto_engine::rating::{PlayerRating, Rated, Score};
use asalto_engine::search::puzzle::Puzzle;
use serde::{Deserialize, Serialize};

use super::{PlayerRatings, RatingChanged};

/// One variant's puzzle rating and the tries that made it, oldest first.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct PuzzleRatings {
    pub now: PlayerRating,
    pub tries: Vec<PuzzleTry>,
}

/// A rated first try at a puzzle.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PuzzleTry {
    /// Days since 1970.
    pub day: u32,
    /// The puzzle's position (APN): a puzzle is rated once.
    pub puzzle: String,
    pub solved: bool,
    pub after: PlayerRating,
}

/// A puzzle's position as its tries name it.
pub fn puzzle_key(puzzle: &Puzzle) -> String {
    puzzle.game.variant().to_apn(puzzle.game.position())
}

impl PlayerRatings {
    /// The player's puzzle rating in a variant (a new player's where none was rated).
    pub fn puzzle_rating(&self, variant: &str) -> PlayerRating {
        self.puzzles
            .get(variant)
            .map_or(PlayerRating::NEW, |p| p.now)
    }

    /// Whether the puzzle's first try was rated.
    pub fn tried(&self, variant: &str, puzzle: &Puzzle) -> bool {
        let key = puzzle_key(puzzle);
        self.puzzles
            .get(variant)
            .is_some_and(|p| p.tries.iter().any(|t| t.puzzle == key))
    }

    /// Rates the first try at a puzzle of this difficulty; nothing for a puzzle tried before.
    pub fn rate_puzzle(
        &mut self,
        variant: &str,
        puzzle: &Puzzle,
        difficulty: Rated,
        solved: bool,
        day: u32,
    ) -> Option<RatingChanged> {
        if self.tried(variant, puzzle) {
            return None;
        }
        let ratings = self.puzzles.entry(variant.to_string()).or_default();
        let before = ratings.now;
        let score = if solved { Score::Won } else { Score::Lost };
        let after = before.after_game(difficulty, score);
        ratings.now = after;
        ratings.tries.push(PuzzleTry {
            day,
            puzzle: puzzle_key(puzzle),
            solved,
            after,
        });
        Some(RatingChanged { before, after })
    }

    /// The puzzle to offer next: the untried one whose difficulty is nearest the player's puzzle
    /// rating (any, once all are tried); none where no puzzle has a difficulty.
    pub fn next_puzzle(&self, variant: &str, puzzles: &[Puzzle]) -> Option<usize> {
        let rating = self.puzzle_rating(variant).rating;
        let distance = |p: &Puzzle| p.difficulty().map(|d| (d.rating - rating).abs());
        let nearest = |untried: bool| {
            puzzles
                .iter()
                .enumerate()
                .filter(|(_, p)| !untried || !self.tried(variant, p))
                .filter_map(|(i, p)| Some((i, distance(p)?)))
                .min_by(|a, b| a.1.total_cmp(&b.1))
                .map(|(i, _)| i)
        };
        nearest(true).or_else(|| nearest(false))
    }

    /// A variant whose puzzle ratings Glicko-2 cannot go on from, if any.
    pub(super) fn unsound_puzzle_rating(&self) -> Option<&String> {
        self.puzzles
            .iter()
            .find(|(_, p)| !p.now.is_sound() || p.tries.iter().any(|t| !t.after.is_sound()))
            .map(|(variant, _)| variant)
    }
}

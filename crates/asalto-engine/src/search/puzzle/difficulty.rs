//! A puzzle's difficulty on the levels' rating scale: each rated level tries it from several
//! seeds, and the puzzle is rated by those tries as a player is by games (Glicko-2, one rating
//! period from a new player's rating): a level that plays the key move beats the puzzle, one
//! that does not loses to it. The figures, measured by `asalto-engine puzzle-ratings`, are kept
//! in `puzzles/ratings.txt`.

use std::collections::HashMap;
use std::sync::OnceLock;

use crate::job::{Job, StopFlag};
use crate::rating::{PlayerRating, Rated, Score};
use crate::search::{Level, LevelMove};

use super::Puzzle;

/// `rated <rating> <deviation> <APN>`, one line a built-in puzzle (the tries behind it follow
/// `#` on the line before).
const MEASURED: &str = include_str!("../../../puzzles/ratings.txt");

/// How one level fared on a puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelTries {
    /// The level that tried.
    pub level: Level,
    /// Its tries, one a seed.
    pub tries: u32,
    /// Tries whose move was the key.
    pub solved: u32,
}

impl Puzzle {
    /// A level's first move in the puzzle's position from each seed, counted: the key or not.
    pub fn tried_by(
        &self,
        level: Level,
        seeds: std::ops::Range<u64>,
        stop: &StopFlag,
    ) -> LevelTries {
        let mut tries = LevelTries {
            level,
            tries: 0,
            solved: 0,
        };
        // A level that plays its best move plays the same one from every seed: one try is
        // each seed's.
        let by_chance = level.style(self.game.variant()).chooses_by_chance();
        let mut solved = None;
        for seed in seeds {
            let solved = match solved {
                Some(solved) if !by_chance => solved,
                _ => {
                    let chosen = LevelMove::new(&self.game, level, seed).run(stop).best;
                    *solved.insert(chosen == Some(self.key()))
                }
            };
            tries.tries += 1;
            tries.solved += u32::from(solved);
        }
        tries
    }

    /// The puzzle's measured difficulty, if it is one of the built-in puzzles of a variant with
    /// rated levels.
    pub fn difficulty(&self) -> Option<Rated> {
        let apn = self.game.variant().to_apn(self.game.position());
        measured().get(&apn).copied()
    }
}

/// The puzzle's rating from the levels' tries, where any of their levels is rated in `variant`.
pub fn rate_from_tries(variant: &str, tries: &[LevelTries]) -> Option<PlayerRating> {
    let mut games = Vec::new();
    for t in tries {
        let Some(level) = t.level.rating(variant) else {
            continue;
        };
        games.extend((0..t.solved).map(|_| (level, Score::Lost)));
        games.extend((t.solved..t.tries).map(|_| (level, Score::Won)));
    }
    (!games.is_empty()).then(|| PlayerRating::NEW.after_period(&games))
}

fn measured() -> &'static HashMap<String, Rated> {
    static TABLE: OnceLock<HashMap<String, Rated>> = OnceLock::new();
    TABLE.get_or_init(|| MEASURED.lines().filter_map(read_line).collect())
}

/// A `rated` line as its APN and the rating with its 95% interval.
fn read_line(line: &str) -> Option<(String, Rated)> {
    let rest = line.strip_prefix("rated ")?;
    let mut words = rest.splitn(3, ' ');
    let rating: f64 = words.next()?.parse().ok()?;
    let deviation: f64 = words.next()?.parse().ok()?;
    let apn = words.next()?.trim().to_string();
    let rated = PlayerRating {
        rating,
        deviation,
        volatility: PlayerRating::NEW.volatility,
    }
    .rated();
    Some((apn, rated))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::puzzle::builtin;

    #[test]
    fn a_puzzle_every_level_solves_is_rated_below_them_and_one_none_solves_above() {
        let tries = |solved| {
            [Level::Recruit, Level::Soldier, Level::Corporal].map(|level| LevelTries {
                level,
                tries: 8,
                solved,
            })
        };
        let easy = rate_from_tries("asalto", &tries(8)).unwrap();
        let hard = rate_from_tries("asalto", &tries(0)).unwrap();
        let recruit = Level::Recruit.rating("asalto").unwrap().rating;
        let corporal = Level::Corporal.rating("asalto").unwrap().rating;
        assert!(easy.rating < recruit, "{easy:?}");
        assert!(hard.rating > corporal, "{hard:?}");
        assert_eq!(
            rate_from_tries("grand-assaut", &tries(4)),
            None,
            "no rated level"
        );
    }

    #[test]
    fn every_built_in_puzzle_of_a_rated_variant_has_its_difficulty() {
        for variant in ["asalto", "assaut", "fox-geese-13"] {
            for puzzle in builtin(variant) {
                let rated = puzzle.difficulty();
                assert!(
                    rated.is_some_and(|r| r.rating.is_finite() && r.low < r.high),
                    "{variant}: {puzzle} has no difficulty"
                );
            }
        }
        assert!(
            builtin("grand-assaut")
                .iter()
                .all(|p| p.difficulty().is_none())
        );
    }
}

//! The progress page's figures for one variant, gathered from the ratings file and the kept
//! positions (no drawing here): the rating after each rated game, the results against each
//! level, the accuracy of each reviewed game against the computer, and the positions by box.

use asalto_engine::Side;
use asalto_engine::rating::{PlayerRating, Rated, Score};
use asalto_engine::search::Level;

use crate::game::ratings::PlayerRatings;
use crate::study::deck::{Deck, INTERVALS};

/// The rating before any game (at 0) and after each rated game.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingPoint {
    /// Rated games played by then.
    pub games: usize,
    pub rated: Rated,
    /// The game that moved it there (none at the start).
    pub game: Option<(Level, Side, Score)>,
}

/// The rated games against one level.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LevelResults {
    pub level: Option<Level>,
    pub won: usize,
    pub drawn: usize,
    pub lost: usize,
}

/// A reviewed game against the computer: the player's side and accuracy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AccuracyPoint {
    /// Counted from 1, oldest first, among this variant's.
    pub review: usize,
    pub side: Side,
    pub percent: u8,
}

/// The puzzle rating after a rated first try at a puzzle.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PuzzlePoint {
    /// Puzzles tried by then, counted from 1.
    pub tries: usize,
    pub solved: bool,
    pub rated: Rated,
}

/// One variant's figures.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Figures {
    pub ratings: Vec<RatingPoint>,
    /// Weakest level first; only the levels played.
    pub results: Vec<LevelResults>,
    pub accuracy: Vec<AccuracyPoint>,
    /// Kept positions of this variant by box (new or missed first).
    pub boxes: [usize; INTERVALS.len()],
    /// The rated first tries at puzzles, oldest first.
    pub puzzles: Vec<PuzzlePoint>,
}

impl Figures {
    pub fn of(variant: &str, ratings: &PlayerRatings, deck: Option<&Deck>) -> Figures {
        Figures {
            ratings: rating_points(variant, ratings),
            results: level_results(variant, ratings),
            accuracy: deck.map_or_else(Vec::new, |d| accuracy_points(variant, d)),
            boxes: deck.map_or([0; INTERVALS.len()], |d| boxes(variant, d)),
            puzzles: puzzle_points(variant, ratings),
        }
    }

    /// Whether there is nothing to show yet.
    pub fn is_empty(&self) -> bool {
        self.ratings.len() <= 1
            && self.accuracy.is_empty()
            && self.boxes.iter().all(|&n| n == 0)
            && self.puzzles.is_empty()
    }
}

fn rating_points(variant: &str, ratings: &PlayerRatings) -> Vec<RatingPoint> {
    let start = RatingPoint {
        games: 0,
        rated: PlayerRating::NEW.rated(),
        game: None,
    };
    let games = ratings.variants.get(variant).map_or(&[][..], |v| &v.games);
    std::iter::once(start)
        .chain(games.iter().enumerate().map(|(i, g)| RatingPoint {
            games: i + 1,
            rated: g.after.rated(),
            game: Some((g.level, g.side, g.score)),
        }))
        .collect()
}

fn puzzle_points(variant: &str, ratings: &PlayerRatings) -> Vec<PuzzlePoint> {
    let tries = ratings.puzzles.get(variant).map_or(&[][..], |p| &p.tries);
    tries
        .iter()
        .enumerate()
        .map(|(i, t)| PuzzlePoint {
            tries: i + 1,
            solved: t.solved,
            rated: t.after.rated(),
        })
        .collect()
}

fn level_results(variant: &str, ratings: &PlayerRatings) -> Vec<LevelResults> {
    let games = ratings.variants.get(variant).map_or(&[][..], |v| &v.games);
    Level::ALL
        .into_iter()
        .filter_map(|level| {
            let mut results = LevelResults {
                level: Some(level),
                ..LevelResults::default()
            };
            for game in games.iter().filter(|g| g.level == level) {
                match game.score {
                    Score::Won => results.won += 1,
                    Score::Drawn => results.drawn += 1,
                    Score::Lost => results.lost += 1,
                }
            }
            (results.won + results.drawn + results.lost > 0).then_some(results)
        })
        .collect()
}

/// The variant a kept game or position belongs to: the first word of its key or puzzle line.
fn variant_of(text: &str) -> &str {
    text.split(['|', ' ']).next().unwrap_or("")
}

fn accuracy_points(variant: &str, deck: &Deck) -> Vec<AccuracyPoint> {
    deck.reviewed
        .iter()
        .filter(|r| variant_of(&r.game) == variant)
        .filter_map(|r| {
            let side = r.you?;
            let percent = r.accuracy[usize::from(side == Side::Attackers)]?;
            Some((side, percent))
        })
        .enumerate()
        .map(|(i, (side, percent))| AccuracyPoint {
            review: i + 1,
            side,
            percent,
        })
        .collect()
}

fn boxes(variant: &str, deck: &Deck) -> [usize; INTERVALS.len()] {
    let mut counts = [0; INTERVALS.len()];
    for card in deck
        .cards
        .iter()
        .filter(|c| variant_of(&c.puzzle) == variant)
    {
        counts[usize::from(card.level).min(INTERVALS.len() - 1)] += 1;
    }
    counts
}

#[cfg(test)]
#[path = "figures_tests.rs"]
mod tests;

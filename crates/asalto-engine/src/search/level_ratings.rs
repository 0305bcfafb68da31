//! The levels' measured ratings: the lines `asalto-engine ratings` printed from the ladder's
//! matches (docs/strength.md), kept as they were printed in `level-ratings.txt`.

use std::collections::HashMap;
use std::sync::OnceLock;

use crate::Side;
use crate::rating::{OwnGame, Rated};

use super::Level;

/// `ratings <variant> <level> <rating> (95% CI <low> to <high>) …`, one line a level, and
/// `own <variant> <level> <winner> <plies>`, one line for each of a level's games against itself
/// from the variant's start.
const MEASURED: &str = include_str!("level-ratings.txt");

/// The measured lines, read once.
#[derive(Default)]
struct Measured {
    ratings: HashMap<(String, Level), Rated>,
    own: HashMap<(String, Level), Vec<OwnGame>>,
}

fn measured() -> &'static Measured {
    static TABLE: OnceLock<Measured> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut table = Measured::default();
        for line in MEASURED.lines() {
            if let Some((variant, level, rated)) = read_rating(line) {
                table.ratings.insert((variant.to_string(), level), rated);
            } else if let Some((variant, level, game)) = read_own_game(line) {
                let key = (variant.to_string(), level);
                table.own.entry(key).or_default().push(game);
            }
        }
        table
    })
}

impl Level {
    /// This level's measured rating in a built-in variant, if its ladder was measured up to it.
    pub fn rating(self, variant: &str) -> Option<Rated> {
        measured()
            .ratings
            .get(&(variant.to_string(), self))
            .copied()
    }

    /// This level's games against itself from a built-in variant's start (none where they were
    /// not measured): what a player's game against it is scored by, as a pair.
    pub fn own_games(self, variant: &str) -> &'static [OwnGame] {
        measured()
            .own
            .get(&(variant.to_string(), self))
            .map_or(&[], Vec::as_slice)
    }

    /// The level whose rating in `variant` is nearest `rating`, among those measured.
    pub fn nearest(variant: &str, rating: f64) -> Option<Level> {
        Level::ALL
            .into_iter()
            .filter_map(|level| Some((level, level.rating(variant)?)))
            .min_by(|(_, a), (_, b)| {
                (a.rating - rating)
                    .abs()
                    .total_cmp(&(b.rating - rating).abs())
            })
            .map(|(level, _)| level)
    }
}

/// An `own` line, or nothing for any other line.
fn read_own_game(line: &str) -> Option<(&str, Level, OwnGame)> {
    let words: Vec<&str> = line.split_whitespace().collect();
    own_game_of(&words).ok()
}

/// The words of an `own VARIANT LEVEL WINNER PLIES` line (a level's game against itself from
/// the variant's start, as `asalto-engine ratings` prints it), or why they are not one.
pub fn own_game_of<'a>(words: &[&'a str]) -> Result<(&'a str, Level, OwnGame), String> {
    let ["own", variant, level, winner, plies] = words[..] else {
        return Err("an `own` line is `own VARIANT LEVEL WINNER PLIES`".to_string());
    };
    let winner = match winner {
        "officers" => Some(Side::Officers),
        "attackers" => Some(Side::Attackers),
        "none" => None,
        other => {
            let why = "is not a winner (officers, attackers, none)";
            return Err(format!("{} {why}", crate::Quoted(other)));
        }
    };
    let plies = plies
        .parse()
        .map_err(|_| format!("{} is not a number of plies", crate::Quoted(plies)))?;
    let level = Level::from_name(level).ok_or_else(|| {
        let names = Level::names();
        format!("{} is not a level ({names})", crate::Quoted(level))
    })?;
    Ok((variant, level, OwnGame { winner, plies }))
}

/// A `ratings` line, or nothing for any other line (comments, checks, a ladder's end).
fn read_rating(line: &str) -> Option<(&str, Level, Rated)> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let [
        "ratings",
        variant,
        level,
        rating,
        "(95%",
        "CI",
        low,
        "to",
        high,
        ..,
    ] = words[..]
    else {
        return None;
    };
    let number = |text: &str| text.trim_end_matches(')').parse::<f64>().ok();
    let rated = Rated::new(number(rating)?, number(low)?, number(high)?);
    Some((variant, Level::from_name(level)?, rated))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_printed_line_is_read_and_others_are_passed_over() {
        let line = "ratings asalto soldier 968 (95% CI 905 to 1031) step +168 from 40 pairs (won 29 tied 0 lost 11)";
        let (variant, level, rated) = read_rating(line).unwrap();
        assert_eq!((variant, level), ("asalto", Level::Soldier));
        assert_eq!(rated, Rated::new(968.0, 905.0, 1031.0));
        let anchor = "ratings asalto recruit 800 (95% CI 800 to 800) anchor";
        assert_eq!(
            read_rating(anchor).unwrap().2,
            Rated::new(800.0, 800.0, 800.0)
        );
        for other in [
            "# measured 2026-12-06",
            "ratings asalto stops below major: no match between it and captain",
            "check asalto captain-recruit measured +900 (95% CI +700 to +1100) from 40 pairs; the ladder says +870",
            "ratings asalto emperor 968 (95% CI 905 to 1031)",
            "ratings asalto soldier many (95% CI 905 to 1031)",
        ] {
            assert!(read_rating(other).is_none(), "{other}");
            assert!(read_own_game(other).is_none(), "{other}");
        }
    }

    #[test]
    fn a_levels_own_game_is_read() {
        let (variant, level, game) = read_own_game("own assaut captain attackers 87").unwrap();
        assert_eq!((variant, level), ("assaut", Level::Captain));
        assert_eq!((game.winner, game.plies), (Some(Side::Attackers), 87));
        assert_eq!(
            read_own_game("own assaut captain none 200")
                .unwrap()
                .2
                .winner,
            None
        );
        for bad in [
            "own assaut captain rebels 87",
            "own assaut captain none many",
        ] {
            assert!(read_own_game(bad).is_none(), "{bad}");
        }
    }

    /// The kept file's `own` lines are all read: none is passed over for a slip.
    #[test]
    fn every_kept_own_line_is_read() {
        let own = MEASURED.lines().filter(|line| line.starts_with("own "));
        for line in own {
            let words: Vec<&str> = line.split_whitespace().collect();
            assert!(own_game_of(&words).is_ok(), "{line}");
        }
    }

    #[test]
    fn every_measured_ladder_climbs_from_recruit() {
        for variant in ["asalto", "assaut", "fox-geese-13"] {
            let ratings: Vec<f64> = Level::ALL
                .into_iter()
                .map_while(|level| level.rating(variant))
                .map(|rated| rated.rating)
                .collect();
            if ratings.is_empty() {
                continue;
            }
            assert_eq!(ratings[0], 800.0, "{variant}");
            assert!(
                ratings.windows(2).all(|w| w[1] > w[0]),
                "{variant}: {ratings:?}"
            );
            let top = *ratings.last().unwrap();
            assert_eq!(Level::nearest(variant, 0.0), Some(Level::Recruit));
            assert_eq!(
                Level::nearest(variant, top + 500.0),
                Some(Level::ALL[ratings.len() - 1])
            );
        }
    }
}

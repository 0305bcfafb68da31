//! Ratings on the Elo scale: the computer's levels from their side-swapped matches, and a
//! player's from the games they finish against the levels (Glicko-2, by `skillratings`).
//!
//! ```
//! use asalto_engine::rating::{PlayerRating, Rated, Score};
//! let captain = Rated::new(1400.0, 1340.0, 1460.0);
//! let after = PlayerRating::NEW.after_game(captain, Score::Won);
//! assert!(after.rating > 1500.0 && after.deviation < 350.0);
//! ```

mod pair;

pub use pair::{Achieved, OwnGame, compare, pair_against_own_games, pair_score};

use serde::{Deserialize, Serialize};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2_rating_period};

/// The normal distribution's 97.5% point: a 95% interval is this many standard errors each way.
const Z95: f64 = 1.96;

/// Elo points per unit of the logistic curve's natural scale (400 / ln 10).
const ELO_PER_LOGIT: f64 = 400.0 / std::f64::consts::LN_10;

/// How a game ended for the player being rated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Score {
    /// The player won.
    Won,
    /// Nobody won.
    Drawn,
    /// The player lost.
    Lost,
}

impl Score {
    fn outcome(self) -> Outcomes {
        match self {
            Score::Won => Outcomes::WIN,
            Score::Drawn => Outcomes::DRAW,
            Score::Lost => Outcomes::LOSS,
        }
    }
}

/// A rating with its 95% interval: a level's, measured from its matches.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rated {
    /// The rating.
    pub rating: f64,
    /// The interval's lower end.
    pub low: f64,
    /// The interval's upper end.
    pub high: f64,
}

impl Rated {
    /// A rating and its interval.
    pub fn new(rating: f64, low: f64, high: f64) -> Rated {
        Rated { rating, low, high }
    }

    /// The standard error that the interval's width stands for.
    pub fn deviation(&self) -> f64 {
        (self.high - self.low) / (2.0 * Z95)
    }
}

/// A player's Glicko-2 rating: the rating, how sure it is (the deviation: a 95% interval is
/// about twice it each way) and how erratic the player's results are (the volatility).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayerRating {
    /// The rating, on the Elo scale.
    pub rating: f64,
    /// The rating's deviation.
    pub deviation: f64,
    /// The volatility.
    pub volatility: f64,
}

impl PlayerRating {
    /// A player with no rated games: Glicko-2's usual start, 1500 ± 350.
    pub const NEW: PlayerRating = PlayerRating {
        rating: 1500.0,
        deviation: 350.0,
        volatility: 0.06,
    };

    /// The rating after one game against `opponent` (one game a rating period, as online
    /// games are rated one at a time).
    pub fn after_game(&self, opponent: Rated, score: Score) -> PlayerRating {
        self.after_period(&[(opponent, score)])
    }

    /// The rating after a rating period of several games, as Glicko-2 defines it (with the
    /// system constant τ = 0.5). A period without games only widens the deviation.
    pub fn after_period(&self, games: &[(Rated, Score)]) -> PlayerRating {
        let results: Vec<(Glicko2Rating, Outcomes)> = games
            .iter()
            .map(|(opponent, score)| {
                let rating = Glicko2Rating {
                    rating: opponent.rating,
                    deviation: opponent.deviation(),
                    volatility: Self::NEW.volatility,
                };
                (rating, score.outcome())
            })
            .collect();
        let after = glicko2_rating_period(&self.glicko(), &results, &Glicko2Config::new());
        PlayerRating {
            rating: after.rating,
            deviation: after.deviation,
            volatility: after.volatility,
        }
    }

    /// The rating as a rating with its 95% interval.
    pub fn rated(&self) -> Rated {
        let half = Z95 * self.deviation;
        Rated::new(self.rating, self.rating - half, self.rating + half)
    }

    /// Whether the three numbers are ones Glicko-2 can go on from (finite, deviation and
    /// volatility above zero): a damaged store is refused rather than rated on.
    pub fn is_sound(&self) -> bool {
        self.rating.is_finite()
            && self.deviation.is_finite()
            && self.volatility.is_finite()
            && self.deviation > 0.0
            && self.volatility > 0.0
    }

    fn glicko(&self) -> Glicko2Rating {
        Glicko2Rating {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
        }
    }
}

impl Default for PlayerRating {
    fn default() -> Self {
        Self::NEW
    }
}

/// One step of a ladder: how the stronger of two levels fared against the other in
/// side-swapped pairs (a pair is won by the better result, the same result by the faster win or
/// the slower loss; ties count half).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// Pairs the stronger level won.
    pub won: u32,
    /// Pairs tied.
    pub tied: u32,
    /// Pairs it lost.
    pub lost: u32,
}

impl Step {
    /// The pairs played.
    pub fn pairs(&self) -> u32 {
        self.won + self.tied + self.lost
    }

    /// The stronger level's share of the points, kept half a pair inside 0 and 1 so that a
    /// clean sweep still stands for a finite difference.
    fn share(&self) -> f64 {
        let n = f64::from(self.pairs().max(1));
        let points = f64::from(self.won) + 0.5 * f64::from(self.tied);
        (points / n).clamp(0.5 / n, 1.0 - 0.5 / n)
    }

    /// The difference in Elo points that the share stands for.
    pub fn difference(&self) -> f64 {
        let p = self.share();
        ELO_PER_LOGIT * (p / (1.0 - p)).ln()
    }

    /// The difference's standard error: the share's, from the pairs' own spread (ties count
    /// half), carried through the logistic curve.
    pub fn standard_error(&self) -> f64 {
        let n = f64::from(self.pairs().max(1));
        let p = self.share();
        let squares = (f64::from(self.won) + 0.25 * f64::from(self.tied)) / n;
        // At least a quarter of a pair's spread, so that a sweep does not claim certainty.
        let spread = (squares - p * p).max(0.25 / n);
        ELO_PER_LOGIT * (spread / n).sqrt() / (p * (1.0 - p))
    }
}

/// The ratings of a ladder of levels, the first at `anchor` and each next one its step above
/// the one before, with 95% intervals that add up the steps' errors (so they widen up the
/// ladder, the anchor itself being exact).
pub fn ladder(anchor: f64, steps: &[Step]) -> Vec<Rated> {
    let mut ratings = vec![Rated::new(anchor, anchor, anchor)];
    let (mut rating, mut variance) = (anchor, 0.0);
    for step in steps {
        rating += step.difference();
        variance += step.standard_error().powi(2);
        let half = Z95 * variance.sqrt();
        ratings.push(Rated::new(rating, rating - half, rating + half));
    }
    ratings
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Glickman's worked example ("Example of the Glicko-2 system", 2013): 1500 ± 200 with
    /// volatility 0.06 beats a 1400 ± 30 and loses to a 1550 ± 100 and a 1700 ± 300 in one
    /// period, τ = 0.5: 1464.06 ± 151.52 (1464.05 without the paper's rounding), volatility
    /// 0.05999.
    #[test]
    fn a_period_rates_as_glickmans_example() {
        let player = PlayerRating {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let opponent = |rating: f64, deviation: f64| {
            let half = Z95 * deviation;
            Rated::new(rating, rating - half, rating + half)
        };
        let after = player.after_period(&[
            (opponent(1400.0, 30.0), Score::Won),
            (opponent(1550.0, 100.0), Score::Lost),
            (opponent(1700.0, 300.0), Score::Lost),
        ]);
        // 1464.06 in the paper, whose steps are rounded; 1464.05 unrounded.
        assert!((after.rating - 1464.05).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
    }

    #[test]
    fn games_move_the_rating_towards_the_results_and_make_it_surer() {
        let level = Rated::new(1500.0, 1450.0, 1550.0);
        let won = PlayerRating::NEW.after_game(level, Score::Won);
        let drawn = PlayerRating::NEW.after_game(level, Score::Drawn);
        let lost = PlayerRating::NEW.after_game(level, Score::Lost);
        assert!(won.rating > drawn.rating && drawn.rating > lost.rating);
        assert!((drawn.rating - 1500.0).abs() < 1e-6);
        assert!(won.deviation < PlayerRating::NEW.deviation);
        // A win against a much weaker level is worth less than one against an equal.
        let weak = Rated::new(900.0, 850.0, 950.0);
        let easy = PlayerRating::NEW.after_game(weak, Score::Won);
        assert!(easy.rating - 1500.0 < won.rating - 1500.0);
        // Ten wins in a row against the same level keep raising the rating, by less each time.
        let mut player = PlayerRating::NEW;
        let mut last_gain = f64::INFINITY;
        for _ in 0..10 {
            let next = player.after_game(level, Score::Won);
            let gain = next.rating - player.rating;
            assert!(gain > 0.0 && gain < last_gain, "{player:?} -> {next:?}");
            (player, last_gain) = (next, gain);
        }
    }

    #[test]
    fn a_ladder_adds_its_steps_and_their_errors() {
        let even = Step {
            won: 10,
            tied: 0,
            lost: 10,
        };
        assert!(even.difference().abs() < 1e-9);
        // Three quarters of the points: 400·log10(3) ≈ 190.8 points.
        let three_quarters = Step {
            won: 28,
            tied: 4,
            lost: 8,
        };
        assert!((three_quarters.difference() - 190.85).abs() < 0.01);
        let rungs = ladder(800.0, &[three_quarters, even, three_quarters]);
        assert_eq!(rungs.len(), 4);
        assert_eq!(rungs[0], Rated::new(800.0, 800.0, 800.0));
        assert!((rungs[3].rating - (800.0 + 2.0 * 190.85)).abs() < 0.05);
        let widths: Vec<f64> = rungs.iter().map(|r| r.high - r.low).collect();
        assert!(widths.windows(2).all(|w| w[1] > w[0]), "{widths:?}");
        // A sweep is a large but finite step, with an interval of its own.
        let sweep = Step {
            won: 40,
            tied: 0,
            lost: 0,
        };
        assert!(sweep.difference() > 500.0 && sweep.difference().is_finite());
        assert!(sweep.standard_error() > 50.0);
    }

    #[test]
    fn unsound_numbers_are_told_apart() {
        assert!(PlayerRating::NEW.is_sound());
        for bad in [
            PlayerRating {
                rating: f64::NAN,
                ..PlayerRating::NEW
            },
            PlayerRating {
                deviation: 0.0,
                ..PlayerRating::NEW
            },
            PlayerRating {
                volatility: -0.1,
                ..PlayerRating::NEW
            },
        ] {
            assert!(!bad.is_sound(), "{bad:?}");
        }
    }
}

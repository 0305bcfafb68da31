//! Scoring games played from the same start, as pairs (the engine's
//! [`asalto_engine::rating::pair_score`]), and a series of them with its interval.

use std::fmt;

pub use asalto_engine::rating::{Achieved, compare, pair_score};

/// A series of pair (or paired-game) scores with its 95% confidence interval.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tally {
    pub won: u32,
    pub tied: u32,
    pub lost: u32,
}

impl Tally {
    pub fn add(&mut self, score: f64) {
        match score {
            s if s > 0.5 => self.won += 1,
            s if s < 0.5 => self.lost += 1,
            _ => self.tied += 1,
        }
    }

    pub fn count(&self) -> u32 {
        self.won + self.tied + self.lost
    }

    /// The share of the points, from 0 to 1.
    pub fn score(&self) -> f64 {
        let n = self.count();
        if n == 0 {
            return 0.5;
        }
        (self.won as f64 + 0.5 * self.tied as f64) / n as f64
    }

    /// The 95% Wilson interval of the score. (Ties count half, which makes the true spread a
    /// little smaller than a win-or-lose proportion's: the interval errs on the wide side.)
    pub fn interval(&self) -> (f64, f64) {
        let n = self.count() as f64;
        if n == 0.0 {
            return (0.0, 1.0);
        }
        let p = self.score();
        let z2 = 1.96_f64 * 1.96;
        let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
        let half = (z2.sqrt() / (1.0 + z2 / n)) * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
        ((centre - half).max(0.0), (centre + half).min(1.0))
    }
}

impl fmt::Display for Tally {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (low, high) = self.interval();
        write!(
            f,
            "won {} tied {} lost {} score {:.1}% (95% CI {:.1}-{:.1}%)",
            self.won,
            self.tied,
            self.lost,
            100.0 * self.score(),
            100.0 * low,
            100.0 * high
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use asalto_engine::Side;

    const O: Side = Side::Officers;
    const A: Side = Side::Attackers;

    fn game(side: Side, winner: Option<Side>, plies: usize) -> Achieved {
        Achieved {
            side,
            winner,
            plies,
        }
    }

    #[test]
    fn results_decide_before_lengths() {
        // A wins with the attackers, draws with the officers: 1.5 points.
        assert_eq!(pair_score(game(O, None, 100), game(A, Some(A), 90)), 1.0);
        assert_eq!(pair_score(game(O, Some(A), 30), game(A, Some(O), 90)), 0.0);
        assert_eq!(pair_score(game(O, None, 100), game(A, None, 100)), 0.5);
    }

    #[test]
    fn the_faster_win_takes_a_pair_split_by_sides() {
        // The attackers won both: A's attackers in 40 plies, B's in 60.
        assert_eq!(pair_score(game(O, Some(A), 60), game(A, Some(A), 40)), 1.0);
        assert_eq!(pair_score(game(O, Some(A), 40), game(A, Some(A), 60)), 0.0);
        assert_eq!(pair_score(game(O, Some(A), 50), game(A, Some(A), 50)), 0.5);
        // The officers won both: A's officers in 70 plies, B's in 80.
        assert_eq!(pair_score(game(O, Some(O), 70), game(A, Some(O), 80)), 1.0);
    }

    #[test]
    fn paired_games_as_the_same_side_compare_the_same_way() {
        // As officers: the longer resistance is better, a draw beats a loss.
        assert_eq!(compare(game(O, Some(A), 80), game(O, Some(A), 60)), 1.0);
        assert_eq!(compare(game(O, Some(A), 60), game(O, Some(A), 80)), 0.0);
        assert_eq!(compare(game(O, None, 100), game(O, Some(A), 200)), 1.0);
        // As attackers: the faster win is better.
        assert_eq!(compare(game(A, Some(A), 40), game(A, Some(A), 60)), 1.0);
        assert_eq!(compare(game(A, None, 40), game(A, None, 60)), 0.5);
    }

    #[test]
    fn the_interval_holds_the_score_and_narrows_with_more_pairs() {
        let mut few = Tally::default();
        let mut many = Tally::default();
        for i in 0..40 {
            let s = if i % 4 == 0 { 0.0 } else { 1.0 };
            if i < 10 {
                few.add(s);
            }
            many.add(s);
        }
        assert_eq!(many.score(), 0.75);
        let (lo, hi) = many.interval();
        assert!(lo < 0.75 && 0.75 < hi);
        let (flo, fhi) = few.interval();
        assert!(fhi - flo > hi - lo);
        // All won: the interval still says how sure.
        let mut all = Tally::default();
        for _ in 0..24 {
            all.add(1.0);
        }
        let (lo, hi) = all.interval();
        assert!(lo > 0.8 && lo < 0.9 && hi == 1.0, "{lo} {hi}");
        assert_eq!(
            all.to_string(),
            format!(
                "won 24 tied 0 lost 0 score 100.0% (95% CI {:.1}-100.0%)",
                100.0 * lo
            )
        );
    }
}

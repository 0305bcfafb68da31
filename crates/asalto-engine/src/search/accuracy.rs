//! Accuracy: how much of its chances a side's moves kept, in percent, as lichess measures it
//! for chess from centipawns.
//!
//! A score (hundredths of an attacker, for the side to move) becomes a chance to win with a
//! logistic curve, `1 / (1 + e^(-k·score))`; a forced result is a chance of 1 or 0. A move's
//! accuracy falls with the chance it gave away, `d` in percentage points:
//! `103.1668·e^(-0.04354·d) - 3.1669`, clamped to 0–100 (lichess's constants: nothing lost is
//! 100%, a quarter of the game thrown away about 30%). A side's accuracy is the average of the
//! arithmetic and the harmonic mean of its moves' (each at least 1%), as lichess blends them:
//! the harmonic mean keeps one decisive blunder among many easy moves from vanishing. So a
//! move that drops two attackers in a balanced position costs much more than the same drop
//! when the game is already decided.

use crate::position::Side;

use super::{MATE_BOUND, MoveReview, Verdict};

/// The curve from a score to a chance to win.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct WinChance {
    /// The logistic's steepness per hundredth of an attacker.
    pub k: f64,
}

impl WinChance {
    /// The curve fitted to 120 Asalto games between engine levels, 9,852 positions
    /// (docs/measurements.md, "Win chances"); used for every variant.
    pub const FITTED: WinChance = WinChance { k: 0.0041 };

    /// The side to move's chance to win, 0 to 1, at `score` from its own point of view.
    pub fn of(self, score: i32) -> f64 {
        if score >= MATE_BOUND {
            1.0
        } else if score <= -MATE_BOUND {
            0.0
        } else {
            1.0 / (1.0 + (-self.k * f64::from(score)).exp())
        }
    }

    /// One move's accuracy in percent: 100 for the engine's choice, less the more chance it
    /// gave away.
    pub fn move_accuracy(self, m: &MoveReview) -> f64 {
        if m.verdict == Verdict::Best {
            return 100.0;
        }
        let mover = |score: i32| match m.side {
            Side::Officers => score,
            Side::Attackers => -score,
        };
        let before = self.of(mover(m.best_score));
        let after = self.of(mover(m.played_score));
        let lost = (100.0 * (before - after)).max(0.0);
        (103.1668 * (-0.04354 * lost).exp() - 3.1669).clamp(0.0, 100.0)
    }

    /// A side's accuracy in a reviewed game, in percent; `None` when it made no move.
    pub fn accuracy(self, moves: &[MoveReview], side: Side) -> Option<f64> {
        let each: Vec<f64> = moves
            .iter()
            .filter(|m| m.side == side)
            .map(|m| self.move_accuracy(m).max(1.0))
            .collect();
        if each.is_empty() {
            return None;
        }
        // Exactly 100 when nothing was lost (the means' rounding would leave 99.999…).
        if each.iter().all(|&a| a == 100.0) {
            return Some(100.0);
        }
        let n = each.len() as f64;
        let arithmetic = each.iter().sum::<f64>() / n;
        let harmonic = n / each.iter().map(|a| 1.0 / a).sum::<f64>();
        Some((arithmetic + harmonic) / 2.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bitboard::Point;
    use crate::moves::Move;

    fn reviewed(side: Side, best: i32, played: i32, verdict: Verdict) -> MoveReview {
        let mv = Move::Step {
            from: Point(0),
            to: Point(1),
        };
        MoveReview {
            ply: 0,
            side,
            played: mv,
            best: mv,
            best_line: Vec::new(),
            best_score: best,
            played_score: played,
            loss: (best - played).abs(),
            verdict,
            refutation: Vec::new(),
            reason: None,
            only: false,
        }
    }

    #[test]
    fn best_moves_are_perfect_and_each_blunder_lowers_the_figure() {
        let w = WinChance::FITTED;
        let mut game: Vec<MoveReview> = (0..20)
            .map(|_| reviewed(Side::Officers, 0, 0, Verdict::Best))
            .collect();
        assert_eq!(w.accuracy(&game, Side::Officers), Some(100.0));
        assert_eq!(w.accuracy(&game, Side::Attackers), None);
        let mut last = 100.0;
        for i in 0..5 {
            game[i * 3] = reviewed(Side::Officers, 0, -250, Verdict::Blunder);
            let now = w.accuracy(&game, Side::Officers).unwrap();
            assert!(now < last, "blunder {i}: {now} after {last}");
            last = now;
        }
    }

    #[test]
    fn a_drop_in_a_decided_game_costs_less_than_in_a_balanced_one() {
        let w = WinChance::FITTED;
        let balanced = w.move_accuracy(&reviewed(Side::Attackers, 0, 200, Verdict::Blunder));
        let decided = w.move_accuracy(&reviewed(Side::Attackers, -1200, -1000, Verdict::Blunder));
        assert!(decided > balanced + 30.0, "{decided} against {balanced}");
        // A forced win thrown away is the whole game.
        let thrown = reviewed(Side::Officers, MATE_BOUND + 10, -300, Verdict::Blunder);
        assert!(w.move_accuracy(&thrown) < 5.0);
        assert_eq!(w.of(0), 0.5);
        assert!(w.of(300) > w.of(100) && w.of(-MATE_BOUND) == 0.0);
    }
}

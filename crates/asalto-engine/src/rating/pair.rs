//! Games scored as side-swapped pairs. In a one-sided game both strong players win with the
//! strong side, so a game's result alone says little: two games from one start are compared by
//! result first and, when both were won by the same side, by length (the faster win, or the
//! longer resistance, is the better play). The levels' ladder scores its matches so; a
//! player's game against a level is scored the same way, the pair's other game being the
//! level's own game against itself.

use crate::Side;

use super::Score;

/// What one player achieved in one game: the winning side (if any), the player's side and the
/// plies played from the start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Achieved {
    /// The player's side.
    pub side: Side,
    /// The side that won, if any.
    pub winner: Option<Side>,
    /// Plies played from the start.
    pub plies: usize,
}

impl Achieved {
    /// 1 for a win, ½ for a draw.
    pub fn points(self) -> f64 {
        match self.winner {
            None => 0.5,
            Some(w) if w == self.side => 1.0,
            Some(_) => 0.0,
        }
    }
}

/// Compares two players' achievements from the same start (as the same side, or in the two
/// games of a side-swapped pair): 1 when `x` did better, ½ when as well, 0 when worse. Results
/// decide first; between two games won by the same side the shorter win is better (which is the
/// same as the longer resistance of the losing side).
pub fn compare(x: Achieved, y: Achieved) -> f64 {
    let (px, py) = (x.points(), y.points());
    if px != py {
        return if px > py { 1.0 } else { 0.0 };
    }
    let (Some(wx), Some(wy)) = (x.winner, y.winner) else {
        return 0.5;
    };
    if wx != wy {
        return 0.5;
    }
    // Same winner, same points: both won (the shorter win is better) or both lost (the longer
    // resistance is).
    let shorter_is_better = px == 1.0;
    match x.plies.cmp(&y.plies) {
        std::cmp::Ordering::Equal => 0.5,
        std::cmp::Ordering::Less if shorter_is_better => 1.0,
        std::cmp::Ordering::Greater if !shorter_is_better => 1.0,
        _ => 0.0,
    }
}

/// A side-swapped pair from A's point of view: A's score in it (1, ½ or 0).
///
/// `a_officers` is the game where A had the officers, `a_attackers` the other. The pair is
/// decided by points; at one point each, A's win is compared with B's win (the same side won
/// both games, so the faster win takes the pair).
pub fn pair_score(a_officers: Achieved, a_attackers: Achieved) -> f64 {
    let a_points = a_officers.points() + a_attackers.points();
    if a_points != 1.0 {
        return if a_points > 1.0 { 1.0 } else { 0.0 };
    }
    // One point each: both games drawn, or each player won one.
    let (a_win, b_win) = match (a_officers.points(), a_attackers.points()) {
        (1.0, _) => (a_officers, a_attackers),
        (_, 1.0) => (a_attackers, a_officers),
        _ => return 0.5,
    };
    // B's achievement in its won game, seen as B's.
    let b_win = Achieved {
        side: b_win.winner.unwrap_or(b_win.side),
        ..b_win
    };
    compare(a_win, b_win)
}

/// One of a level's games against itself from a variant's start: who won, after how many plies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OwnGame {
    /// The side that won, if any.
    pub winner: Option<Side>,
    /// Plies played.
    pub plies: usize,
}

/// A player's game against a level, scored as a side-swapped pair with each of the level's own
/// games from the same start (the level standing in for the player in the pair's other game):
/// won when the player wins more of those pairs than they lose, drawn when as many, lost
/// otherwise; nothing without the level's games.
pub fn pair_against_own_games(player: Achieved, own: &[OwnGame]) -> Option<Score> {
    if own.is_empty() {
        return None;
    }
    let balance: f64 = own
        .iter()
        .map(|game| {
            let stand_in = Achieved {
                side: player.side.other(),
                winner: game.winner,
                plies: game.plies,
            };
            let score = match player.side {
                Side::Officers => pair_score(player, stand_in),
                Side::Attackers => pair_score(stand_in, player),
            };
            score - 0.5
        })
        .sum();
    Some(match balance {
        b if b > 0.0 => Score::Won,
        b if b < 0.0 => Score::Lost,
        _ => Score::Drawn,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn achieved(side: Side, winner: Option<Side>, plies: usize) -> Achieved {
        Achieved {
            side,
            winner,
            plies,
        }
    }

    /// Asalto between strong players: the attackers always win; the faster winner and the
    /// longer defender do better than the level does against itself.
    #[test]
    fn a_game_against_a_level_is_judged_against_the_levels_own_games() {
        let own = [OwnGame {
            winner: Some(Side::Attackers),
            plies: 80,
        }];
        let attackers = |plies| achieved(Side::Attackers, Some(Side::Attackers), plies);
        let officers = |plies| achieved(Side::Officers, Some(Side::Attackers), plies);
        assert_eq!(
            pair_against_own_games(attackers(60), &own),
            Some(Score::Won)
        );
        assert_eq!(
            pair_against_own_games(attackers(100), &own),
            Some(Score::Lost)
        );
        assert_eq!(
            pair_against_own_games(attackers(80), &own),
            Some(Score::Drawn)
        );
        assert_eq!(
            pair_against_own_games(officers(120), &own),
            Some(Score::Won)
        );
        assert_eq!(
            pair_against_own_games(officers(50), &own),
            Some(Score::Lost)
        );
        // Winning as the weak side wins the pair whatever the lengths.
        let held = achieved(Side::Officers, Some(Side::Officers), 300);
        assert_eq!(pair_against_own_games(held, &own), Some(Score::Won));
        // Against several of the level's games, the majority of pairs decides.
        let three = [
            own[0],
            OwnGame {
                plies: 40,
                ..own[0]
            },
            OwnGame {
                plies: 50,
                ..own[0]
            },
        ];
        assert_eq!(
            pair_against_own_games(attackers(60), &three),
            Some(Score::Lost)
        );
        assert_eq!(pair_against_own_games(attackers(60), &[]), None);
    }
}

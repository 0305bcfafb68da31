//! Playing from the tables: every move's value, the perfect move and its line.

use crate::moves::Move;
use crate::position::Position;

use super::{Entry, Tablebase};

impl Tablebase {
    /// The position's value, also where the rules have already decided it (fewer geese than
    /// the game needs, or no move): `None` where the tables do not hold it.
    pub fn value(&self, pos: &Position) -> Option<Entry> {
        if let Some(outcome) = self.variant.winner(pos) {
            let side = outcome.winner?;
            return Some(Entry {
                wins: side == pos.turn.side(),
                plies: 0,
            });
        }
        self.probe(pos)
    }

    /// Each legal move with its value for the side playing it (its plies counting the move),
    /// where the tables hold the position and every position after it.
    pub fn moves(&self, pos: &Position) -> Option<Vec<(Move, Entry)>> {
        self.probe(pos)?;
        self.variant
            .legal_moves(pos)
            .into_iter()
            .map(|mv| {
                let after = self.value(&self.variant.play(pos, &mv))?;
                Some((
                    mv,
                    Entry {
                        wins: !after.wins,
                        plies: after.plies.saturating_add(1),
                    },
                ))
            })
            .collect()
    }

    /// Whether the position's entry is what its moves' entries give: a win in one ply more than
    /// its fastest winning move, or a loss in one ply more than its slowest; where the rules
    /// decide the position, their verdict. A damaged table contradicts itself here. `None`
    /// where the tables do not hold the position and all after it.
    pub fn agrees_with_moves(&self, pos: &Position) -> Option<bool> {
        let held = self.probe(pos)?;
        if self.variant.winner(pos).is_some() {
            return Some(self.value(pos) == Some(held) || held.plies == 0);
        }
        let moves = self.moves(pos)?;
        let winning = moves.iter().filter(|(_, e)| e.wins).map(|(_, e)| e.plies);
        let given = match winning.min() {
            Some(plies) => Entry { wins: true, plies },
            None => Entry {
                wins: false,
                plies: moves.iter().map(|(_, e)| e.plies).max()?,
            },
        };
        Some(given == held)
    }

    /// The perfect move: the fastest win; when losing, the longest resistance, and of equally
    /// long ones the move that leaves the opponent the fewest winning replies (the most
    /// chances to go wrong). `None` where the tables do not hold the position, or it is over.
    pub fn perfect_move(&self, pos: &Position) -> Option<(Move, Entry)> {
        let moves = self.moves(pos)?;
        let wins = moves.iter().any(|(_, e)| e.wins);
        let candidates = moves.into_iter().filter(|(_, e)| e.wins == wins);
        if wins {
            return candidates.min_by_key(|(_, e)| e.plies);
        }
        candidates.min_by_key(|(mv, e)| {
            let after = self.variant.play(pos, mv);
            (std::cmp::Reverse(e.plies), self.winning_replies(&after))
        })
    }

    /// How many of the side to move's moves keep its win.
    fn winning_replies(&self, pos: &Position) -> usize {
        self.moves(pos)
            .map_or(0, |moves| moves.iter().filter(|(_, e)| e.wins).count())
    }

    /// The line both sides play perfectly from the position, to the end or `most` plies.
    pub fn perfect_line(&self, pos: &Position, most: usize) -> Vec<Move> {
        let mut line = Vec::new();
        let mut at = *pos;
        while line.len() < most {
            let Some((mv, _)) = self.perfect_move(&at) else {
                break;
            };
            at = self.variant.play(&at, &mv);
            line.push(mv);
        }
        line
    }
}

/// Of a position's entry, the winner's moves still to come: the moves the winner makes on
/// the way (the mover's own when it wins, else the opponent's).
pub fn winner_moves(entry: Entry) -> usize {
    let plies = usize::from(entry.plies);
    if entry.wins {
        plies.div_ceil(2)
    } else {
        plies / 2
    }
}

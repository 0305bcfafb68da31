//! Move ordering: the hash move first, then captures by size, the killers, then the history of
//! quiet moves that caused cutoffs.

use crate::moves::Move;
use crate::position::{Position, Side, Turn};

use super::super::tt::move_key;
use super::MAX_PLY;

const HASH_MOVE_SCORE: i32 = 1 << 30;
const CAPTURE_SCORE: i32 = 1 << 28;
/// Quiet moves ordered below a killer are the late moves the search reduces.
pub(super) const KILLER_SCORE: i32 = 1 << 26;

/// What the search learns about quiet moves as it goes: two killers a ply and a history score
/// by side, from and to.
pub(super) struct Heuristics {
    killers: Vec<[Option<Move>; 2]>,
    history: Vec<i32>,
}

impl Heuristics {
    pub fn new() -> Heuristics {
        Heuristics {
            killers: vec![[None; 2]; MAX_PLY + 1],
            history: vec![0; 2 * 128 * 128],
        }
    }

    /// A quiet move that caused a cutoff: a killer at this ply, and history for its side.
    pub fn remember_quiet(&mut self, turn: Turn, mv: &Move, depth: i32, ply: usize) {
        let killers = &mut self.killers[ply];
        if killers[0] != Some(*mv) {
            killers[1] = killers[0];
            killers[0] = Some(*mv);
        }
        if let (Some(from), Some(to)) = (mv.from(), mv.to()) {
            let slot = &mut self.history[history_index(turn, from.0, to.0)];
            *slot = (*slot + depth * depth).min(1 << 20);
        }
    }

    /// Ordering scores for `moves` at `ply`, in `order`.
    pub fn score_moves(
        &self,
        pos: &Position,
        moves: &[Move],
        order: &mut Vec<i32>,
        hash_move: u32,
        ply: usize,
    ) {
        order.clear();
        let killers = self.killers[ply];
        for mv in moves {
            let score = if hash_move != 0 && move_key(mv) == hash_move {
                HASH_MOVE_SCORE
            } else if mv.is_capture() {
                CAPTURE_SCORE + 1_000 * mv.captures() as i32
            } else if killers[0] == Some(*mv) {
                KILLER_SCORE + 1
            } else if killers[1] == Some(*mv) {
                KILLER_SCORE
            } else {
                match (mv.from(), mv.to()) {
                    (Some(from), Some(to)) => self.history[history_index(pos.turn, from.0, to.0)],
                    _ => 0,
                }
            };
            order.push(score);
        }
    }
}

fn history_index(turn: Turn, from: u8, to: u8) -> usize {
    let side = match turn.side() {
        Side::Attackers => 0,
        Side::Officers => 1,
    };
    (side * 128 + (from as usize & 127)) * 128 + (to as usize & 127)
}

/// Moves the best-ordered remaining move to index `i` (selection sort, one step at a time: most
/// nodes cut off after a few moves).
#[inline]
pub(super) fn pick_next(moves: &mut [Move], order: &mut [i32], i: usize) {
    let mut best = i;
    for j in i + 1..moves.len() {
        if order[j] > order[best] {
            best = j;
        }
    }
    moves.swap(i, best);
    order.swap(i, best);
}

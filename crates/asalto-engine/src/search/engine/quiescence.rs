//! Quiescence: below the nominal depth only the moves that change the material or end the game
//! are tried, so that the evaluation is never taken in the middle of an exchange.

use crate::moves::Move;
use crate::position::{Position, Turn};
use crate::variant::CaptureRule;

use super::ordering::pick_next;
use super::{INFINITY, MATE, MAX_PLY, Searcher};

impl Searcher {
    pub(super) fn quiesce(&mut self, pos: &Position, alpha: i32, beta: i32, ply: usize) -> i32 {
        if let Some(score) = self.enter(pos, ply) {
            return score;
        }
        let empty = self.masks.empty(pos);
        // The move limit draws, unless the side to move has no move at all (the rules check
        // that first).
        if pos.clock >= self.variant.move_limit() && pos.turn != Turn::Setup {
            let stuck = match pos.turn {
                Turn::Attackers => self.masks.attacker_mobility(pos.attackers, empty) == 0,
                _ => {
                    self.variant.capturers(pos) == 0
                        && self.masks.officer_mobility(pos.officers, empty) == 0
                }
            };
            return if stuck {
                -(MATE - ply as i32)
            } else {
                self.root.draw(pos)
            };
        }
        match pos.turn {
            Turn::Setup => self.eval(pos, ply),
            Turn::Attackers => {
                if self.masks.attacker_mobility(pos.attackers, empty) == 0 {
                    return -(MATE - ply as i32);
                }
                // Filling the last fortress point wins at once.
                let open = self.masks.fortress & !pos.attackers;
                if open.count_ones() == 1
                    && self.masks.attacker_reach(pos.attackers, empty) & open != 0
                {
                    return MATE - ply as i32 - 1;
                }
                self.eval(pos, ply)
            }
            Turn::Officers => self.quiesce_officers(pos, alpha, beta, ply),
        }
    }

    /// The officers to move: their captures, or (under huffing) standing pat without the
    /// officers that could have captured.
    fn quiesce_officers(&mut self, pos: &Position, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        let empty = self.masks.empty(pos);
        let capturers = self.variant.capturers(pos);
        if capturers == 0 {
            if self.masks.officer_mobility(pos.officers, empty) == 0 {
                return -(MATE - ply as i32);
            }
            return self.eval(pos, ply);
        }
        if ply >= MAX_PLY - 1 {
            return self.eval(pos, ply);
        }
        // Not capturing is allowed only under huffing, and costs every officer that could have
        // captured: standing pat means standing without them.
        let mut best = -INFINITY;
        if self.variant.capture_rule() == CaptureRule::Huffing {
            let huffed = Position {
                officers: pos.officers & !capturers,
                ..*pos
            };
            best = if huffed.officers == 0
                || self.masks.officer_mobility(huffed.officers, empty) == 0
            {
                -(MATE - ply as i32 - 1)
            } else {
                self.eval(&huffed, ply)
            };
            if best >= beta {
                return best;
            }
            alpha = alpha.max(best);
        }
        let mut list = std::mem::take(&mut self.plies.lists[ply]);
        self.variant.generate(pos, &mut list.moves);
        list.moves.retain(Move::is_capture);
        list.order.clear();
        list.order
            .extend(list.moves.iter().map(|mv| mv.captures() as i32));
        for i in 0..list.moves.len() {
            pick_next(&mut list.moves, &mut list.order, i);
            let child = self.variant.play(pos, &list.moves[i]);
            let score = -self.quiesce(&child, -beta, -alpha, ply + 1);
            if self.spending.aborted() {
                break;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        self.plies.lists[ply] = list;
        best
    }
}

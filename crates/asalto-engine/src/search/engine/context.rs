//! What the search knows of the game around it: the positions before the root (not to be
//! repeated), the path from the root to the node, and what a draw is worth to the side
//! searching.

use std::collections::HashSet;
use std::sync::Arc;

use crate::position::{Position, Side};
use crate::tablebase::Tablebase;
use crate::variant::Variant;

use super::{DRAW, MAX_PLY};
use crate::zobrist;

pub(super) struct RootContext {
    /// Positions of the game before the root (what the search must not repeat).
    game_history: HashSet<u64>,
    /// How many attackers each position before the root had, oldest first.
    history_attackers: Vec<u32>,
    /// Hashes of the positions from the root to the current node.
    pub path: Vec<u64>,
    /// At the root: its attackers and the plies played since the last capture.
    pub attackers: u32,
    pub quiet: i32,
    /// The side the search is for (draws are scored from its point of view).
    side: Side,
    /// A draw's score for the root side (see `Weights::contempt`, `attackers_contempt` and
    /// `draw_deficit`).
    pub draw_score: i32,
    /// Fox & Geese's endgame tables: a position below the root that they hold is scored
    /// exactly, without a search.
    pub endgames: Option<Arc<Tablebase>>,
}

impl RootContext {
    pub fn new(history: &[&Position]) -> RootContext {
        RootContext {
            game_history: history.iter().map(|p| zobrist::hash(p)).collect(),
            history_attackers: history.iter().map(|p| p.attackers.count_ones()).collect(),
            path: Vec::with_capacity(MAX_PLY),
            attackers: 0,
            quiet: 0,
            side: Side::Officers,
            draw_score: DRAW,
            endgames: None,
        }
    }

    /// A search from `root` begins: its side, its attackers, the plies since a capture, and a
    /// path holding only the root.
    pub fn begin(&mut self, root: &Position, root_hash: u64) {
        self.side = root.turn.side();
        self.attackers = root.attackers.count_ones();
        self.quiet = self
            .history_attackers
            .iter()
            .rev()
            .take_while(|&&n| n == self.attackers)
            .count() as i32;
        self.path.clear();
        self.path.push(root_hash);
    }

    /// A draw for the side to move: worth `draw_score` to the side searching (less than even by
    /// `contempt` and part of its deficit: it plays on where it can), the opposite to its
    /// opponent.
    #[inline]
    pub fn draw(&self, pos: &Position) -> i32 {
        if pos.turn.side() == self.side {
            self.draw_score
        } else {
            -self.draw_score
        }
    }

    /// Whether the position (at `ply` from the root) occurred before, in the search or in the
    /// game. Where attackers never step back, positions can only repeat back to the last
    /// capture or attacker's forward step, which the clock counts: a shorter clock rules a
    /// repetition out without looking.
    #[inline]
    pub fn is_repetition(&self, variant: &Variant, pos: &Position, hash: u64, ply: usize) -> bool {
        let reach = if variant.attackers_step_back() {
            usize::MAX
        } else {
            pos.clock as usize
        };
        if reach < 4 {
            return false;
        }
        // The path holds the positions from the root to the parent; the same side moves every
        // other ply, so only those can be equal: the second last, the fourth last, and so on.
        let path = &self.path;
        let looked_at = (path.len() / 2).min(reach / 2);
        (1..=looked_at).any(|back| path[path.len() - 2 * back] == hash)
            || (reach > ply && self.game_history.contains(&hash))
    }
}

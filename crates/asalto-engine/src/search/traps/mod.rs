//! Setting traps for the officers. A search that assumes perfect attackers finds Asalto's
//! officers lost or nearly so in almost every position, and scores a quiet move and a move that
//! sets a trap alike: against a perfect defence neither wins anything. Against attackers that
//! can go wrong the trap is worth more. So, among the moves scoring nearly as well as the best,
//! the officers prefer one after which the replies a loose player would likely choose (those a
//! shallow search scores near its best) are on average worse for the attackers than their best
//! reply, by that average.

mod hunt;

use crate::game::Game;
use crate::job::StopFlag;
use crate::moves::Move;
use crate::position::{Position, Side};
use serde::{Deserialize, Serialize};

pub(in crate::search) use hunt::TrapHunt;

use super::{Limits, SearchResult, Weights, run};

/// How the officers look for traps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Traps {
    /// Moves within this of the best are considered (hundredths of an attacker).
    pub margin: i32,
    /// At most this many of them, best first.
    pub most: usize,
    /// The careless replies: the moves a search this deep and this large scores within
    /// `reply_margin` of its best (at most `most_replies`, best first), each likelier the nearer
    /// it is to the best, as a loose level chooses.
    pub reply_depth: u32,
    /// The positions that search of the replies may expand.
    pub reply_nodes: u64,
    /// How near its best a reply must score to count as careless (hundredths of an attacker).
    pub reply_margin: i32,
    /// The most careless replies considered after a move.
    pub most_replies: usize,
    /// Each position after a reply is scored by a search of this many positions.
    pub verify_nodes: u64,
    /// A trap counts only when the careless replies cost the attackers at least this much on
    /// average (by their chances) against their best reply.
    pub least_gain: i32,
    /// The share of a trap's gain (percent) added to its move's score.
    pub share: i32,
    /// A gain counts at most this much (a forced win after a blunder is not worth more than a
    /// few attackers: it has to be found again, and the attackers may not blunder).
    pub most_gain: i32,
}

impl Traps {
    /// Off: no traps.
    pub const OFF: Traps = Traps {
        margin: 0,
        most: 0,
        reply_depth: 4,
        reply_nodes: 2_500,
        reply_margin: 35,
        most_replies: 3,
        verify_nodes: 100_000,
        least_gain: 20,
        share: 100,
        most_gain: 400,
    };

    /// Traps among moves within `margin`.
    pub const fn within(margin: i32) -> Traps {
        Traps {
            margin,
            most: 4,
            ..Traps::OFF
        }
    }

    /// Whether traps are looked for at all: a margin, and more than one move within it.
    pub fn is_on(&self) -> bool {
        self.margin > 0 && self.most > 1
    }

    /// Whether traps are looked for in this position: the officers' move.
    pub fn apply_to(&self, pos: &Position) -> bool {
        self.is_on() && pos.turn.side() == Side::Officers
    }
}

/// A move that sets a trap, with the score it was chosen by.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trap {
    /// The officers' move that sets the trap.
    pub mv: Move,
    /// Its search score (against the best defence).
    pub score: i32,
    /// What the careless replies cost the attackers on average, against their best reply.
    pub gain: i32,
    /// The attackers' best reply, as the search expects it.
    pub best_reply: Move,
}

/// The trap the officers would set after a search with `limits`, its hunt run whole or in
/// slices of `slice` nodes (the same answer when a slice holds the whole hunt), or `None` (the
/// attackers' move, nothing worth more than the best move). For tools and tests; the levels set
/// traps through [`Style::traps`](super::Style::traps).
pub fn find_trap(
    game: &Game,
    limits: &Limits,
    traps: Traps,
    slice: Option<u64>,
    stop: &StopFlag,
) -> Option<Trap> {
    if game.outcome().is_some() {
        return None;
    }
    let margin = if traps.apply_to(game.position()) {
        traps.margin.max(0)
    } else {
        0
    };
    let found = run(game, limits, stop, &Weights::DEFAULT, margin, &mut |_| {});
    let mut hunt = TrapHunt::new(game, &found, traps, &Weights::DEFAULT)?;
    while !hunt.advance(slice, stop) {}
    hunt.trap()
}

/// The search's result, or the trap instead; the hunt's nodes are counted in either case.
pub(super) fn with_trap(result: SearchResult, trap: Option<Trap>, trap_nodes: u64) -> SearchResult {
    let nodes = result.nodes + trap_nodes;
    match trap {
        Some(trap) => SearchResult {
            best: Some(trap.mv),
            score: trap.score,
            pv: vec![trap.mv],
            nodes,
            trap: Some(trap),
            ..result
        },
        _ => SearchResult { nodes, ..result },
    }
}

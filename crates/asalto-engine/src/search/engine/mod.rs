//! The search: iterative deepening negamax with alpha-beta and principal variation search, a
//! transposition table, move ordering (hash move, biggest captures, killers, history), late move
//! reductions, a quiescence step over captures and pending huffs, and repetition and move-limit
//! awareness. Split by concern: [`alphabeta`] walks the tree, [`quiescence`] settles its leaves,
//! [`ordering`] sorts the moves, [`deepening`] drives the depths, [`limits`] says when to stop
//! and [`context`] holds what the search knows of the game around it.

mod alphabeta;
mod context;
mod deepening;
mod limits;
mod ordering;
mod quiescence;

use std::sync::Arc;

use crate::job::StopFlag;
use crate::moves::Move;
use crate::position::{Position, Side};
use crate::tablebase::Tablebase;
use crate::variant::Variant;

use super::clock::Clock;
use super::eval::{Weights, evaluate};
use super::masks::BoardMasks;
use super::tt::TranspositionTable;
use super::{Limits, SearchInfo};

use context::RootContext;
pub use deepening::Deepening;
use limits::Spending;
use ordering::Heuristics;

/// A won game: the side to move wins in `MATE - plies`; scores beyond [`MATE_BOUND`] are wins.
pub const MATE: i32 = 30_000;
/// Scores of this size or more (either sign) are forced results, not evaluations.
pub const MATE_BOUND: i32 = MATE - 1_000;
pub const DRAW: i32 = 0;
const INFINITY: i32 = MATE + 1;
/// Deepest ply the search reaches (quiescence included).
pub const MAX_PLY: usize = 128;
const MAX_DEPTH: u32 = super::MAX_SEARCH_DEPTH;

/// A root move with its latest score.
#[derive(Clone, Debug)]
pub struct RootMove {
    pub mv: Move,
    pub score: i32,
    /// Whether `score` is exact (inside the window that was asked about), not just a bound.
    pub exact: bool,
    /// The line expected after it (the move first), when its score is exact.
    pub line: Vec<Move>,
}

/// What one search found.
#[derive(Clone, Default)]
pub struct Found {
    pub best: Option<Move>,
    pub score: i32,
    pub depth: u32,
    pub nodes: u64,
    pub pv: Vec<Move>,
    /// The root moves of the last completed iteration, best first.
    pub root: Vec<RootMove>,
    /// The time limit, not the node budget or depth, ended the search (a slow or busy machine).
    pub timed_out: bool,
}

/// A search: the rules and evaluation it uses, its transposition table, what stops it, what it
/// learns about moves, the game around the root, and its buffers per ply.
pub struct Searcher {
    variant: Arc<Variant>,
    masks: BoardMasks,
    weights: Weights,
    tt: TranspositionTable,
    spending: Spending,
    heuristics: Heuristics,
    root: RootContext,
    plies: PlyBuffers,
}

/// A ply's moves and their ordering scores.
#[derive(Default)]
struct MoveList {
    moves: Vec<Move>,
    order: Vec<i32>,
}

/// Buffers kept from node to node, one per ply, so the search allocates nothing as it goes.
struct PlyBuffers {
    lists: Vec<MoveList>,
    /// The principal variation found below each ply.
    pv: Vec<Vec<Move>>,
}

impl PlyBuffers {
    fn new() -> PlyBuffers {
        PlyBuffers {
            lists: (0..=MAX_PLY)
                .map(|_| MoveList {
                    moves: Vec::with_capacity(64),
                    order: Vec::with_capacity(64),
                })
                .collect(),
            pv: (0..=MAX_PLY).map(|_| Vec::with_capacity(16)).collect(),
        }
    }

    /// `mv` is the best at `ply`: its line is `mv` and then the line below it.
    #[inline]
    fn extend_line(&mut self, ply: usize, mv: Move) {
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        head[ply].clear();
        head[ply].push(mv);
        head[ply].extend_from_slice(&tail[0]);
    }
}

impl Searcher {
    pub fn new<'p>(
        variant: Arc<Variant>,
        history: impl Iterator<Item = &'p Position>,
        limits: &Limits,
        stop: &StopFlag,
    ) -> Searcher {
        let history: Vec<&Position> = history.collect();
        let mut node_limit = limits.nodes.unwrap_or(u64::MAX);
        let mut time_limit_ms = limits.movetime_ms;
        if let Some(nodes) = time_limit_ms.and_then(Clock::nodes_instead_of) {
            node_limit = node_limit.min(nodes.max(1));
            time_limit_ms = None;
        }
        // A table about as large as the nodes the search may visit, at most 16 MB.
        let expected =
            node_limit.min(time_limit_ms.map_or(u64::MAX, |ms| ms.saturating_mul(2_000)));
        let tt_entries = expected.min(1 << 20) as usize;
        Searcher {
            masks: BoardMasks::new(&variant),
            variant,
            weights: Weights::DEFAULT,
            tt: TranspositionTable::new(tt_entries),
            spending: Spending::new(node_limit.max(1), time_limit_ms, stop),
            heuristics: Heuristics::new(),
            root: RootContext::new(&history),
            plies: PlyBuffers::new(),
        }
    }

    /// Scores the positions below the root that Fox & Geese's endgame `tables` hold exactly
    /// (tables of other rules are not used).
    pub fn set_endgames(&mut self, tables: Option<Arc<Tablebase>>) {
        self.root.endgames =
            tables.filter(|t| crate::tablebase::shares_endgames(t.variant(), &self.variant));
    }

    /// Uses other evaluation weights (for tuning).
    pub fn with_weights(mut self, weights: Weights) -> Searcher {
        self.weights = weights;
        self
    }

    /// Iterative deepening from `root`. `margin` > 0 asks for exact scores of every root move
    /// within `margin` of the best (the levels choose among them).
    pub fn run(
        &mut self,
        root: &Position,
        max_depth: Option<u32>,
        margin: i32,
        info: &mut dyn FnMut(&SearchInfo),
    ) -> Found {
        let mut deepening = Deepening::new(&self.variant, root, max_depth, margin);
        // Without a slice end nothing pauses, so one call finishes.
        let finished = deepening.advance(self, info);
        debug_assert!(finished);
        deepening.found
    }

    /// Positions visited so far (by all slices).
    pub fn nodes(&self) -> u64 {
        self.spending.nodes
    }

    /// Puts back a time limit (where the platform has a clock), counted from the searcher's
    /// making.
    pub fn set_time_limit(&mut self, ms: Option<u64>) {
        if Clock::available() {
            self.spending.time_limit_ms = ms;
        }
    }

    /// Ends the search when `stop` is set (from the next step on: each step of a job may bring
    /// its own flag).
    pub fn stop_on(&mut self, stop: &StopFlag) {
        self.spending.stop = stop.clone();
    }

    /// Lets the search go on for about `nodes` more positions (up to the next 256-node check),
    /// then pause. At least one node, so every slice makes progress.
    pub fn pause_after(&mut self, nodes: u64) {
        self.spending.pause_at = self.spending.nodes.saturating_add(nodes.max(1));
    }

    /// Drops the time limit, leaving the node budget: a sliced search's wall time includes the
    /// frames between slices, so the clock is never read (on wasm32 there is none, and the time
    /// limit has already become a node budget in `new`).
    pub fn without_time_limit(mut self) -> Searcher {
        self.spending.time_limit_ms = None;
        self
    }

    /// The evaluation at `ply` from the root. Where attackers may step back (inside the
    /// fortress), a step forward resets the move limit's clock without any progress, so a
    /// stuck game never reaches the limit: Grand Jeu games ran to 9,155 plies while the
    /// leading officers wandered and the soldiers stepped back and forth. There a lead fades
    /// towards even once no attacker has been taken for `stall_grace` plies, and is gone
    /// `stall_plies` later, so a stuck side settles for the draw it would otherwise refuse.
    fn eval(&self, pos: &Position, ply: usize) -> i32 {
        let score = evaluate(&self.variant, &self.masks, &self.weights, pos);
        let w = &self.weights;
        if w.stall_plies <= 0 || !self.variant.attackers_step_back() {
            return score;
        }
        // A capture on the way from the root starts the count again.
        let quiet = if pos.attackers.count_ones() == self.root.attackers {
            self.root.quiet + ply as i32
        } else {
            0
        };
        let over = quiet - w.stall_grace;
        if over <= 0 {
            return score;
        }
        score * (w.stall_plies - over).max(0) / w.stall_plies
    }
}

/// What a draw is worth to the side searching, whose position evaluates to `eval`.
fn draw_for(weights: &Weights, side: Side, eval: i32) -> i32 {
    let deficit = eval.min(0) * weights.draw_deficit / 100;
    let scorn = match side {
        Side::Attackers => weights.contempt + weights.attackers_contempt,
        Side::Officers => weights.contempt,
    };
    DRAW + deficit - scorn
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn attackers_contempt_counts_only_when_the_attackers_search() {
        let weights = Weights {
            contempt: 10,
            attackers_contempt: 40,
            ..Weights::DEFAULT
        };
        assert_eq!(draw_for(&weights, Side::Attackers, 0), DRAW - 50);
        assert_eq!(draw_for(&weights, Side::Officers, 0), DRAW - 10);
        // A deficit still counts for either side.
        let behind = Weights {
            draw_deficit: 50,
            ..weights
        };
        assert_eq!(draw_for(&behind, Side::Officers, -200), DRAW - 100 - 10);
        assert_eq!(draw_for(&behind, Side::Attackers, 300), DRAW - 50);
    }

    /// The root's evaluation after `quiet` plies in which no attacker was taken.
    fn root_eval_after_quiet_plies(variant: &str, quiet: usize) -> i32 {
        let variant = crate::Variant::builtin(variant).expect("built in");
        let mut game = crate::Game::new(variant.clone());
        game.play_text(if variant.officers() == 3 {
            "@c7,e7,g7"
        } else {
            "@c5,e5"
        })
        .expect("a legal placement");
        let root = *game.position();
        let history = vec![root; quiet];
        let mut searcher = Searcher::new(
            variant,
            history.iter(),
            &Limits::default(),
            &StopFlag::default(),
        );
        let mut moves = vec![RootMove {
            mv: game.legal_moves()[0],
            score: 0,
            exact: false,
            line: Vec::new(),
        }];
        searcher.search_root(&root, crate::zobrist::hash(&root), &mut moves, 1, 0);
        searcher.eval(&root, 0)
    }

    #[test]
    fn a_lead_fades_where_a_stuck_game_never_reaches_the_move_limit() {
        for variant in ["assaut", "grand-assaut"] {
            let fresh = root_eval_after_quiet_plies(variant, 0);
            assert_ne!(fresh, 0, "{variant}: the start is not even");
            // Within the grace nothing changes; halfway through the fade, half is left; then
            // nothing.
            assert_eq!(
                root_eval_after_quiet_plies(variant, 100),
                fresh,
                "{variant}"
            );
            assert_eq!(
                root_eval_after_quiet_plies(variant, 150),
                fresh / 2,
                "{variant}"
            );
            assert_eq!(root_eval_after_quiet_plies(variant, 200), 0, "{variant}");
        }
        // In Asalto a forward step is always progress: the clock's limit is enough.
        let fresh = root_eval_after_quiet_plies("asalto", 0);
        assert_eq!(root_eval_after_quiet_plies("asalto", 300), fresh);
    }
}

//! Iterative deepening: one depth after another until the budget, the depth asked for or a
//! forced result ends it, resumable after a slice's end.

use crate::position::Position;
use crate::variant::Variant;

use super::super::SearchInfo;
use super::limits::Status;
use super::{Found, INFINITY, MATE, MATE_BOUND, MAX_DEPTH, RootMove, Searcher};
use crate::zobrist;

/// Iterative deepening as a resumable state: which depth comes next and what the completed
/// iterations found. A search paused at a slice's end leaves it untouched, and its iteration is
/// searched again from the start on the next call: the transposition table, killers and history
/// survive, so the part already searched is cheap to go through again.
pub struct Deepening {
    root: Position,
    root_hash: u64,
    /// Ordered by the last completed iteration (a paused one changes nothing).
    root_moves: Vec<RootMove>,
    pub found: Found,
    next_depth: u32,
    max_depth: u32,
    /// No depth was asked for: a single legal move is played without searching deeper.
    any_depth: bool,
    margin: i32,
    pub done: bool,
}

impl Deepening {
    pub fn new(variant: &Variant, root: &Position, max_depth: Option<u32>, margin: i32) -> Self {
        let mut generated = Vec::new();
        variant.generate(root, &mut generated);
        let mut root_moves: Vec<RootMove> = generated
            .iter()
            .map(|&mv| RootMove {
                mv,
                score: -INFINITY,
                exact: false,
                line: Vec::new(),
            })
            .collect();
        // A first order before any search: the captures taking most first.
        root_moves.sort_by_key(|rm| std::cmp::Reverse(rm.mv.captures()));
        let found = Found {
            best: root_moves.first().map(|rm| rm.mv),
            score: 0,
            depth: 0,
            nodes: 0,
            pv: root_moves.first().map(|rm| vec![rm.mv]).unwrap_or_default(),
            root: root_moves.clone(),
            timed_out: false,
        };
        Deepening {
            root: *root,
            root_hash: zobrist::hash(root),
            done: root_moves.is_empty(),
            root_moves,
            found,
            next_depth: 1,
            max_depth: max_depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH),
            any_depth: max_depth.is_none(),
            margin,
        }
    }

    /// Searches deeper until the search ends (true: `found` is final) or `searcher` pauses at
    /// its slice's end (false: call again after [`Searcher::pause_after`]).
    pub fn advance(&mut self, searcher: &mut Searcher, info: &mut dyn FnMut(&SearchInfo)) -> bool {
        self.advance_iterations(searcher, &mut |found| {
            info(&SearchInfo {
                depth: found.depth,
                score: found.score,
                nodes: found.nodes,
                pv: found.pv.clone(),
            })
        })
    }

    /// [`Deepening::advance`], showing `iteration` everything each completed iteration found
    /// (every root move's score and, where exact, its line).
    pub fn advance_iterations(
        &mut self,
        searcher: &mut Searcher,
        iteration: &mut dyn FnMut(&Found),
    ) -> bool {
        let s = searcher;
        while !self.done {
            let depth = self.next_depth;
            let completed = s.search_root(
                &self.root,
                self.root_hash,
                &mut self.root_moves,
                depth as i32,
                self.margin,
            );
            if s.spending.status == Status::Paused {
                // Not an end: this depth starts over on the next call.
                s.spending.status = Status::Searching;
                return false;
            }
            if s.spending.aborted() {
                // A partial iteration still tells which move is best among those it finished,
                // provided the first (previous best) one was among them.
                if let Some(best) = completed
                    && depth > 1
                {
                    self.found.best = Some(best.mv);
                    self.found.score = best.score;
                    if s.plies.pv[0].first() == Some(&best.mv) {
                        self.found.pv = s.plies.pv[0].clone();
                    }
                }
                self.done = true;
                break;
            }
            let best = self.root_moves[0].clone();
            self.found = Found {
                best: Some(best.mv),
                score: best.score,
                depth,
                nodes: s.spending.nodes,
                pv: s.plies.pv[0].clone(),
                root: self.root_moves.clone(),
                timed_out: false,
            };
            iteration(&self.found);
            self.next_depth += 1;
            self.done = depth == self.max_depth
                || (self.root_moves.len() == 1 && self.any_depth)
                // A forced result within the horizon will not change with more depth.
                || (best.score.abs() >= MATE_BOUND && MATE - best.score.abs() <= depth as i32)
                || s.spending.spent_for_next_iteration();
        }
        self.found.nodes = s.spending.nodes;
        self.found.timed_out = s.spending.status == Status::TimedOut;
        true
    }
}

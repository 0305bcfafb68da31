//! The tree walk: the root's moves with a principal variation search, and negamax with
//! alpha-beta, the transposition table and late move reductions below it.

use crate::moves::Move;
use crate::position::Position;

use super::super::tt::{Bound, move_key};
use super::ordering::{KILLER_SCORE, pick_next};
use super::{INFINITY, MATE, MATE_BOUND, MAX_PLY, MoveList, RootMove, Searcher, draw_for};
use crate::zobrist;

/// The scores a node searches between: above `alpha` is new, at `beta` or above refutes the
/// move before.
#[derive(Clone, Copy)]
pub(super) struct Window {
    pub alpha: i32,
    pub beta: i32,
}

/// What the transposition table says about a node.
enum Probe {
    /// Its stored score settles the node.
    Cutoff(i32),
    /// The move to try first (0 for none).
    HashMove(u32),
}

impl Searcher {
    /// Searches every root move to `depth`, sorting them best first. Returns the best root move
    /// among those finished (useful when the search was stopped in the middle).
    pub(super) fn search_root(
        &mut self,
        root: &Position,
        root_hash: u64,
        root_moves: &mut [RootMove],
        depth: i32,
        margin: i32,
    ) -> Option<RootMove> {
        let mut alpha = -INFINITY;
        let beta = INFINITY;
        let mut best: Option<RootMove> = None;
        self.root.begin(root, root_hash);
        // After `begin`: the evaluation counts the plies since the root's last capture.
        self.root.draw_score = draw_for(&self.weights, root.turn.side(), self.eval(root, 0));
        self.plies.pv[0].clear();
        let mut scored = Vec::with_capacity(root_moves.len());
        for (i, rm) in root_moves.iter().enumerate() {
            let child = self.variant.play(root, &rm.mv);
            let child_hash = zobrist::update(root_hash, root, &child);
            let floor = match &best {
                Some(b) if margin > 0 => (b.score - margin).max(-INFINITY),
                _ => alpha,
            };
            let mut score;
            if i == 0 {
                score = -self.negamax(&child, child_hash, depth - 1, -beta, -alpha, 1);
            } else {
                score = -self.negamax(&child, child_hash, depth - 1, -floor - 1, -floor, 1);
                if score > floor && !self.spending.aborted() {
                    score = -self.negamax(&child, child_hash, depth - 1, -beta, -floor, 1);
                }
            }
            if self.spending.aborted() {
                break;
            }
            let exact = i == 0 || score > floor;
            let mut line = Vec::new();
            if exact {
                line.push(rm.mv);
                line.extend_from_slice(&self.plies.pv[1]);
            }
            scored.push((i, score, exact, line));
            if best.as_ref().is_none_or(|b| score > b.score) {
                best = Some(RootMove {
                    mv: rm.mv,
                    score,
                    exact,
                    line: Vec::new(),
                });
                alpha = alpha.max(score);
                self.plies.extend_line(0, rm.mv);
            }
        }
        self.root.path.pop();
        if !self.spending.aborted() {
            for (i, score, exact, line) in scored {
                root_moves[i].score = score;
                root_moves[i].exact = exact;
                root_moves[i].line = line;
            }
            // Stable: among equal scores the earlier order (the better guess) stays first.
            root_moves.sort_by_key(|rm| std::cmp::Reverse(rm.score));
        }
        best
    }

    /// What every node starts with: an empty line, the budget, the count and a decided game.
    #[inline]
    pub(super) fn enter(&mut self, pos: &Position, ply: usize) -> Option<i32> {
        self.plies.pv[ply].clear();
        if self.spending.out_of_budget() {
            return Some(0);
        }
        self.spending.nodes += 1;
        self.decided_score(pos, ply)
    }

    /// The score of a decided position (checks 1–3 of the rules, or the endgame tables below
    /// the root) for the side to move.
    #[inline]
    fn decided_score(&self, pos: &Position, ply: usize) -> Option<i32> {
        let Some(outcome) = self.variant.decided(pos) else {
            let entry = self
                .root
                .endgames
                .as_ref()
                .filter(|_| ply > 0)?
                .probe(pos)?;
            let won = MATE - (ply + usize::from(entry.plies)) as i32;
            return Some(if entry.wins { won } else { -won });
        };
        Some(match outcome.winner {
            Some(side) if side == pos.turn.side() => MATE - ply as i32,
            Some(_) => -(MATE - ply as i32),
            None => self.root.draw(pos),
        })
    }

    pub(super) fn negamax(
        &mut self,
        pos: &Position,
        hash: u64,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        if let Some(score) = self.enter(pos, ply) {
            return score;
        }
        if self.root.is_repetition(&self.variant, pos, hash, ply) {
            return self.root.draw(pos);
        }
        if depth <= 0 || ply >= MAX_PLY - 8 {
            return self.quiesce(pos, alpha, beta, ply);
        }
        // Mate distance: a win found nearer the root cannot be improved on here.
        let window = Window {
            alpha: alpha.max(-(MATE - ply as i32)),
            beta: beta.min(MATE - ply as i32 - 1),
        };
        if window.alpha >= window.beta {
            return window.alpha;
        }
        let near_move_limit = pos.clock as i32 + depth >= self.variant.move_limit() as i32;
        let hash_move = match self.probe(hash, depth, window, ply, near_move_limit) {
            Probe::Cutoff(score) => return score,
            Probe::HashMove(key) => key,
        };
        let mut list = std::mem::take(&mut self.plies.lists[ply]);
        self.variant.generate(pos, &mut list.moves);
        let score = if list.moves.is_empty() {
            -(MATE - ply as i32)
        } else if pos.clock >= self.variant.move_limit() {
            self.root.draw(pos)
        } else {
            let MoveList { moves, order } = &mut list;
            self.heuristics
                .score_moves(pos, moves, order, hash_move, ply);
            self.search_moves(pos, hash, depth, window, ply, &mut list)
        };
        self.plies.lists[ply] = list;
        score
    }

    /// The transposition table's word on a node: a score that settles it (not near the move
    /// limit, where the same position may be a draw by another route), or its best move.
    #[inline]
    fn probe(&self, hash: u64, depth: i32, window: Window, ply: usize, near_limit: bool) -> Probe {
        let Some(entry) = self.tt.probe(hash) else {
            return Probe::HashMove(0);
        };
        if entry.depth as i32 >= depth && !near_limit {
            let score = score_from_table(entry.score as i32, ply);
            let cutoff = match entry.bound {
                Bound::Exact => true,
                Bound::Lower => score >= window.beta,
                Bound::Upper => score <= window.alpha,
            };
            if cutoff {
                return Probe::Cutoff(score);
            }
        }
        Probe::HashMove(entry.best)
    }

    /// The moves of a node in order, each searched after the first with a null window; the
    /// result goes into the transposition table.
    fn search_moves(
        &mut self,
        pos: &Position,
        hash: u64,
        depth: i32,
        mut window: Window,
        ply: usize,
        list: &mut MoveList,
    ) -> i32 {
        let original_alpha = window.alpha;
        self.root.path.push(hash);
        let mut best = -INFINITY;
        let mut best_move: Option<Move> = None;
        for i in 0..list.moves.len() {
            pick_next(&mut list.moves, &mut list.order, i);
            let mv = list.moves[i];
            let quiet = !mv.is_capture();
            let child = self.variant.play(pos, &mv);
            let child_hash = zobrist::update(hash, pos, &child);
            let Window { alpha, beta } = window;
            let score = if i == 0 {
                -self.negamax(&child, child_hash, depth - 1, -beta, -alpha, ply + 1)
            } else {
                // Late quiet moves are searched less deep first; a surprise is searched again.
                let late = depth >= 3 && i >= 3 && quiet && list.order[i] < KILLER_SCORE;
                let reduction = if late { 1 + (i >= 10) as i32 } else { 0 };
                self.search_later(&child, child_hash, depth, window, ply, reduction)
            };
            if self.spending.aborted() {
                break;
            }
            if score > best {
                best = score;
                best_move = Some(mv);
                if score > window.alpha {
                    window.alpha = score;
                    self.plies.extend_line(ply, mv);
                    if score >= window.beta {
                        if quiet {
                            self.heuristics.remember_quiet(pos.turn, &mv, depth, ply);
                        }
                        break;
                    }
                }
            }
        }
        self.root.path.pop();
        if self.spending.aborted() {
            return 0;
        }
        let bound = if best >= window.beta {
            Bound::Lower
        } else if best > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        let key = best_move.as_ref().map_or(0, move_key);
        self.tt
            .store(hash, key, score_to_table(best, ply), depth, bound);
        best
    }

    /// A move after the first: a null-window search (`reduction` plies shallower for a late
    /// quiet move), searched again at full depth and then with the full window when it beats
    /// `alpha`.
    #[inline]
    fn search_later(
        &mut self,
        child: &Position,
        hash: u64,
        depth: i32,
        window: Window,
        ply: usize,
        reduction: i32,
    ) -> i32 {
        let Window { alpha, beta } = window;
        let null =
            |s: &mut Searcher, depth| -s.negamax(child, hash, depth, -alpha - 1, -alpha, ply + 1);
        let mut score = null(self, depth - 1 - reduction);
        if score > alpha && reduction > 0 && !self.spending.aborted() {
            score = null(self, depth - 1);
        }
        if score > alpha && score < beta && !self.spending.aborted() {
            score = -self.negamax(child, hash, depth - 1, -beta, -alpha, ply + 1);
        }
        score
    }
}

/// Mate scores are stored relative to the node, so they stay right wherever it is reached from.
fn score_to_table(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score + ply as i32
    } else if score <= -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn score_from_table(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score - ply as i32
    } else if score <= -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

//! The search: iterative deepening negamax with alpha-beta and principal variation search, a
//! transposition table, move ordering (hash move, biggest captures, killers, history), late move
//! reductions, a quiescence step over captures and pending huffs, and repetition and move-limit
//! awareness.

use std::collections::HashSet;
use std::sync::Arc;

use crate::job::StopFlag;
use crate::moves::Move;
use crate::position::{Position, Side, Turn};
use crate::variant::{CaptureRule, Variant};

use super::clock::Clock;
use super::eval::{Weights, evaluate};
use super::tables::Tables;
use super::tt::{Bound, Table, move_key};
use super::zobrist;
use super::{Limits, SearchInfo};

/// A won game: the side to move wins in `MATE - plies`; scores beyond [`MATE_BOUND`] are wins.
pub const MATE: i32 = 30_000;
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
#[derive(Default)]
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

/// A search's tables, counters and limits.
pub struct Searcher {
    variant: Arc<Variant>,
    tables: Tables,
    weights: Weights,
    tt: Table,
    /// Positions of the game before the root (what the search must not repeat).
    game_history: HashSet<u64>,
    /// How many attackers each position before the root had, oldest first.
    history_attackers: Vec<u32>,
    /// At the root: its attackers and the plies played since the last capture.
    root_attackers: u32,
    root_quiet: i32,
    /// Hashes of the positions from the root to the current node.
    path: Vec<u64>,
    killers: Vec<[Option<Move>; 2]>,
    /// Success of quiet moves by side, from and to.
    history: Vec<i32>,
    moves: Vec<Vec<Move>>,
    order: Vec<Vec<i32>>,
    pv: Vec<Vec<Move>>,
    nodes: u64,
    node_limit: u64,
    time_limit_ms: Option<u64>,
    stop: StopFlag,
    clock: Clock,
    status: Status,
    /// The side the search is for (draws are scored from its point of view).
    root_side: Side,
    /// A draw's score for the root side (see `Weights::contempt`, `attackers_contempt` and
    /// `draw_deficit`).
    root_draw: i32,
    /// A slice's end: reaching it stops the search, but only for now ([`Status::Paused`]).
    pause_at: u64,
}

/// Where a search stands. Any but `Searching` unwinds the tree walk at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Status {
    Searching,
    /// A slice's end: the iteration starts again at the next step.
    Paused,
    /// The node budget or the stop flag ended it.
    Ended,
    /// The clock, not the node budget, ended the search or its deepening.
    TimedOut,
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
        node_limit = node_limit.max(1);
        Searcher {
            tables: Tables::new(&variant),
            variant,
            weights: Weights::DEFAULT,
            tt: Table::new(tt_entries),
            game_history: history.iter().map(|p| zobrist::hash(p)).collect(),
            history_attackers: history.iter().map(|p| p.attackers.count_ones()).collect(),
            root_attackers: 0,
            root_quiet: 0,
            path: Vec::with_capacity(MAX_PLY),
            killers: vec![[None; 2]; MAX_PLY + 1],
            history: vec![0; 2 * 128 * 128],
            moves: (0..=MAX_PLY).map(|_| Vec::with_capacity(64)).collect(),
            order: (0..=MAX_PLY).map(|_| Vec::with_capacity(64)).collect(),
            pv: (0..=MAX_PLY).map(|_| Vec::with_capacity(16)).collect(),
            nodes: 0,
            node_limit,
            time_limit_ms,
            stop: stop.clone(),
            clock: Clock::start(),
            status: Status::Searching,
            root_side: Side::Officers,
            root_draw: DRAW,
            pause_at: u64::MAX,
        }
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
        self.nodes
    }

    /// Puts back a time limit (where the platform has a clock), counted from the searcher's
    /// making.
    pub fn set_time_limit(&mut self, ms: Option<u64>) {
        if Clock::available() {
            self.time_limit_ms = ms;
        }
    }

    /// Ends the search when `stop` is set (from the next step on: each step of a job may bring
    /// its own flag).
    pub fn stop_on(&mut self, stop: &StopFlag) {
        self.stop = stop.clone();
    }

    /// Lets the search go on for about `nodes` more positions (up to the next 256-node check),
    /// then pause. At least one node, so every slice makes progress.
    pub fn pause_after(&mut self, nodes: u64) {
        self.pause_at = self.nodes.saturating_add(nodes.max(1));
    }

    /// Drops the time limit, leaving the node budget: a sliced search's wall time includes the
    /// frames between slices, so the clock is never read (on wasm32 there is none, and the time
    /// limit has already become a node budget in `new`).
    pub fn without_time_limit(mut self) -> Searcher {
        self.time_limit_ms = None;
        self
    }

    /// A new iteration usually costs more than all earlier ones together: don't start one that
    /// cannot finish.
    fn budget_spent_for_next_iteration(&mut self) -> bool {
        if self.nodes.saturating_mul(2) >= self.node_limit {
            return true;
        }
        let late = self
            .time_limit_ms
            .is_some_and(|ms| self.clock.elapsed_ms().saturating_mul(2) >= ms);
        if late {
            self.status = Status::TimedOut;
        }
        late
    }

    /// Searches every root move to `depth`, sorting them best first. Returns the best root move
    /// among those finished (useful when the search was stopped in the middle).
    fn search_root(
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
        self.root_side = root.turn.side();
        self.root_attackers = root.attackers.count_ones();
        self.root_quiet = self
            .history_attackers
            .iter()
            .rev()
            .take_while(|&&n| n == self.root_attackers)
            .count() as i32;
        self.root_draw = draw_for(&self.weights, self.root_side, self.eval(root, 0));
        self.pv[0].clear();
        self.path.clear();
        self.path.push(root_hash);
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
                if score > floor && !self.aborted() {
                    score = -self.negamax(&child, child_hash, depth - 1, -beta, -floor, 1);
                }
            }
            if self.aborted() {
                break;
            }
            let exact = i == 0 || score > floor;
            let mut line = Vec::new();
            if exact {
                line.push(rm.mv);
                line.extend_from_slice(&self.pv[1]);
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
                let (head, tail) = self.pv.split_at_mut(1);
                head[0].clear();
                head[0].push(rm.mv);
                head[0].extend_from_slice(&tail[0]);
            }
        }
        self.path.pop();
        if !self.aborted() {
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
    fn enter(&mut self, pos: &Position, ply: usize) -> Option<i32> {
        self.pv[ply].clear();
        if self.out_of_budget() {
            return Some(0);
        }
        self.nodes += 1;
        self.decided_score(pos, ply)
    }

    /// Whether the search must stop now (checked at every node, the clock every 256 nodes).
    #[inline]
    fn out_of_budget(&mut self) -> bool {
        if self.aborted() {
            return true;
        }
        if self.nodes & 255 == 0 {
            let late = self
                .time_limit_ms
                .is_some_and(|ms| self.clock.elapsed_ms() >= ms);
            if late || self.nodes >= self.node_limit || self.stop.is_set() {
                self.status = if late && self.nodes < self.node_limit {
                    Status::TimedOut
                } else {
                    Status::Ended
                };
            } else if self.nodes >= self.pause_at {
                // The end of a slice, not of the search (a final stop above takes precedence).
                self.status = Status::Paused;
            }
        }
        self.aborted()
    }

    /// Whether the tree walk must unwind: the search ended or paused.
    #[inline]
    fn aborted(&self) -> bool {
        self.status != Status::Searching
    }

    /// The score of a decided position (checks 1–3 of the rules) for the side to move.
    #[inline]
    fn decided_score(&self, pos: &Position, ply: usize) -> Option<i32> {
        let outcome = self.variant.decided(pos)?;
        Some(match outcome.winner {
            Some(side) if side == pos.turn.side() => MATE - ply as i32,
            Some(_) => -(MATE - ply as i32),
            None => self.draw(pos),
        })
    }

    /// Whether the position (at `ply` from the root) occurred before, in the search or in the
    /// game. Where attackers never step back, positions can only repeat back to the last capture
    /// or attacker's forward step, which the clock counts: a shorter clock rules a repetition
    /// out without looking.
    fn is_repetition(&self, pos: &Position, hash: u64, ply: usize) -> bool {
        let reach = if self.variant.attackers_step_back() {
            usize::MAX
        } else {
            pos.clock as usize
        };
        if reach < 4 {
            return false;
        }
        // The path holds the positions from the root to the parent; the same side moves every
        // other ply, so only those can be equal.
        self.path
            .iter()
            .rev()
            .skip(1)
            .step_by(2)
            .take(reach / 2)
            .any(|&h| h == hash)
            || (reach > ply && self.game_history.contains(&hash))
    }

    fn negamax(
        &mut self,
        pos: &Position,
        hash: u64,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        if let Some(score) = self.enter(pos, ply) {
            return score;
        }
        if self.is_repetition(pos, hash, ply) {
            return self.draw(pos);
        }
        if depth <= 0 || ply >= MAX_PLY - 8 {
            return self.quiesce(pos, alpha, beta, ply);
        }
        // Mate distance: a win found nearer the root cannot be improved on here.
        let alpha0 = alpha.max(-(MATE - ply as i32));
        let beta = beta.min(MATE - ply as i32 - 1);
        if alpha0 >= beta {
            return alpha0;
        }
        alpha = alpha0;
        let original_alpha = alpha;

        let near_move_limit = pos.clock as i32 + depth >= self.variant.move_limit() as i32;
        let mut hash_move = 0;
        if let Some(entry) = self.tt.probe(hash) {
            hash_move = entry.best;
            if entry.depth as i32 >= depth && !near_move_limit {
                let score = score_from_table(entry.score as i32, ply);
                let cutoff = match entry.bound {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                };
                if cutoff {
                    return score;
                }
            }
        }

        let mut moves = std::mem::take(&mut self.moves[ply]);
        let mut order = std::mem::take(&mut self.order[ply]);
        self.variant.generate(pos, &mut moves);
        if moves.is_empty() {
            self.moves[ply] = moves;
            self.order[ply] = order;
            return -(MATE - ply as i32);
        }
        if pos.clock >= self.variant.move_limit() {
            self.moves[ply] = moves;
            self.order[ply] = order;
            return self.draw(pos);
        }
        self.score_moves(pos, &moves, &mut order, hash_move, ply);

        self.path.push(hash);
        let side = side_index(pos.turn);
        let mut best = -INFINITY;
        let mut best_move: Option<Move> = None;
        for i in 0..moves.len() {
            pick_next(&mut moves, &mut order, i);
            let mv = moves[i];
            let quiet = !mv.is_capture();
            let child = self.variant.play(pos, &mv);
            let child_hash = zobrist::update(hash, pos, &child);
            let score = if i == 0 {
                -self.negamax(&child, child_hash, depth - 1, -beta, -alpha, ply + 1)
            } else {
                // Late quiet moves are searched less deep first; a surprise is searched again.
                let reduction = if depth >= 3 && i >= 3 && quiet && order[i] < KILLER_SCORE {
                    1 + (i >= 10) as i32
                } else {
                    0
                };
                let mut score = -self.negamax(
                    &child,
                    child_hash,
                    depth - 1 - reduction,
                    -alpha - 1,
                    -alpha,
                    ply + 1,
                );
                if score > alpha && reduction > 0 && !self.aborted() {
                    score =
                        -self.negamax(&child, child_hash, depth - 1, -alpha - 1, -alpha, ply + 1);
                }
                if score > alpha && score < beta && !self.aborted() {
                    score = -self.negamax(&child, child_hash, depth - 1, -beta, -alpha, ply + 1);
                }
                score
            };
            if self.aborted() {
                break;
            }
            if score > best {
                best = score;
                best_move = Some(mv);
                if score > alpha {
                    alpha = score;
                    let (head, tail) = self.pv.split_at_mut(ply + 1);
                    head[ply].clear();
                    head[ply].push(mv);
                    head[ply].extend_from_slice(&tail[0]);
                    if score >= beta {
                        if quiet {
                            self.remember_quiet(side, &mv, depth, ply);
                        }
                        break;
                    }
                }
            }
        }
        self.path.pop();
        self.moves[ply] = moves;
        self.order[ply] = order;
        if self.aborted() {
            return 0;
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt.store(
            hash,
            best_move.as_ref().map_or(0, move_key),
            score_to_table(best, ply),
            depth,
            bound,
        );
        best
    }

    /// A quiet move that caused a cutoff: a killer at this ply, and history for its side.
    fn remember_quiet(&mut self, side: usize, mv: &Move, depth: i32, ply: usize) {
        let killers = &mut self.killers[ply];
        if killers[0] != Some(*mv) {
            killers[1] = killers[0];
            killers[0] = Some(*mv);
        }
        if let (Some(from), Some(to)) = (mv.from(), mv.to()) {
            let slot = &mut self.history[history_index(side, from.0, to.0)];
            *slot = (*slot + depth * depth).min(1 << 20);
        }
    }

    /// Ordering scores: hash move, then captures by size, killers, then history.
    fn score_moves(
        &self,
        pos: &Position,
        moves: &[Move],
        order: &mut Vec<i32>,
        hash_move: u32,
        ply: usize,
    ) {
        order.clear();
        let side = side_index(pos.turn);
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
                    (Some(from), Some(to)) => self.history[history_index(side, from.0, to.0)],
                    _ => 0,
                }
            };
            order.push(score);
        }
    }

    /// Quiescence: only the moves that change the material or end the game are tried, so that
    /// the evaluation is never taken in the middle of an exchange.
    fn quiesce(&mut self, pos: &Position, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        if let Some(score) = self.enter(pos, ply) {
            return score;
        }
        let empty = self.tables.empty(pos);
        // The move limit draws, unless the side to move has no move at all (the rules check
        // that first).
        if pos.clock >= self.variant.move_limit() && pos.turn != Turn::Setup {
            let stuck = match pos.turn {
                Turn::Attackers => self.tables.attacker_mobility(pos.attackers, empty) == 0,
                _ => {
                    self.variant.capturers(pos) == 0
                        && self.tables.officer_mobility(pos.officers, empty) == 0
                }
            };
            return if stuck {
                -(MATE - ply as i32)
            } else {
                self.draw(pos)
            };
        }
        match pos.turn {
            Turn::Setup => self.eval(pos, ply),
            Turn::Attackers => {
                if self.tables.attacker_mobility(pos.attackers, empty) == 0 {
                    return -(MATE - ply as i32);
                }
                // Filling the last fortress point wins at once.
                let open = self.tables.fortress & !pos.attackers;
                if open.count_ones() == 1
                    && self.tables.attacker_reach(pos.attackers, empty) & open != 0
                {
                    return MATE - ply as i32 - 1;
                }
                self.eval(pos, ply)
            }
            Turn::Officers => {
                let capturers = self.variant.capturers(pos);
                if capturers == 0 {
                    if self.tables.officer_mobility(pos.officers, empty) == 0 {
                        return -(MATE - ply as i32);
                    }
                    return self.eval(pos, ply);
                }
                if ply >= MAX_PLY - 1 {
                    return self.eval(pos, ply);
                }
                // Not capturing is allowed only under huffing, and costs every officer that could
                // have captured: standing pat means standing without them.
                let mut best = -INFINITY;
                if self.variant.capture_rule() == CaptureRule::Huffing {
                    let huffed = Position {
                        officers: pos.officers & !capturers,
                        ..*pos
                    };
                    best = if huffed.officers == 0
                        || self.tables.officer_mobility(huffed.officers, empty) == 0
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
                let mut moves = std::mem::take(&mut self.moves[ply]);
                let mut order = std::mem::take(&mut self.order[ply]);
                self.variant.generate(pos, &mut moves);
                moves.retain(Move::is_capture);
                order.clear();
                order.extend(moves.iter().map(|mv| mv.captures() as i32));
                for i in 0..moves.len() {
                    pick_next(&mut moves, &mut order, i);
                    let child = self.variant.play(pos, &moves[i]);
                    let score = -self.quiesce(&child, -beta, -alpha, ply + 1);
                    if self.aborted() {
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
                self.moves[ply] = moves;
                self.order[ply] = order;
                best
            }
        }
    }

    /// A draw for the side to move: worth `root_draw` to the side searching (less than even by
    /// `contempt` and part of its deficit: it plays on where it can), the opposite to its
    /// opponent.
    #[inline]
    fn draw(&self, pos: &Position) -> i32 {
        if pos.turn.side() == self.root_side {
            self.root_draw
        } else {
            -self.root_draw
        }
    }

    /// The evaluation at `ply` from the root. Where attackers may step back (inside the
    /// fortress), a step forward resets the move limit's clock without any progress, so a
    /// stuck game never reaches the limit: Grand Jeu games ran to 9,155 plies while the
    /// leading officers wandered and the soldiers stepped back and forth. There a lead fades
    /// towards even once no attacker has been taken for `stall_grace` plies, and is gone
    /// `stall_plies` later, so a stuck side settles for the draw it would otherwise refuse.
    fn eval(&self, pos: &Position, ply: usize) -> i32 {
        let score = evaluate(&self.variant, &self.tables, &self.weights, pos);
        let w = &self.weights;
        if w.stall_plies <= 0 || !self.variant.attackers_step_back() {
            return score;
        }
        // A capture on the way from the root starts the count again.
        let quiet = if pos.attackers.count_ones() == self.root_attackers {
            self.root_quiet + ply as i32
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
            if s.status == Status::Paused {
                // Not an end: this depth starts over on the next call.
                s.status = Status::Searching;
                return false;
            }
            if s.aborted() {
                // A partial iteration still tells which move is best among those it finished,
                // provided the first (previous best) one was among them.
                if let Some(best) = completed
                    && depth > 1
                {
                    self.found.best = Some(best.mv);
                    self.found.score = best.score;
                    if s.pv[0].first() == Some(&best.mv) {
                        self.found.pv = s.pv[0].clone();
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
                nodes: s.nodes,
                pv: s.pv[0].clone(),
                root: self.root_moves.clone(),
                timed_out: false,
            };
            iteration(&self.found);
            self.next_depth += 1;
            self.done = depth == self.max_depth
                || (self.root_moves.len() == 1 && self.any_depth)
                // A forced result within the horizon will not change with more depth.
                || (best.score.abs() >= MATE_BOUND && MATE - best.score.abs() <= depth as i32)
                || s.budget_spent_for_next_iteration();
        }
        self.found.nodes = s.nodes;
        self.found.timed_out = s.status == Status::TimedOut;
        true
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

const HASH_MOVE_SCORE: i32 = 1 << 30;
const CAPTURE_SCORE: i32 = 1 << 28;
const KILLER_SCORE: i32 = 1 << 26;

fn side_index(turn: Turn) -> usize {
    match turn.side() {
        Side::Attackers => 0,
        Side::Officers => 1,
    }
}

fn history_index(side: usize, from: u8, to: u8) -> usize {
    (side * 128 + (from as usize & 127)) * 128 + (to as usize & 127)
}

/// Moves the best-ordered remaining move to index `i` (selection sort, one step at a time: most
/// nodes cut off after a few moves).
fn pick_next(moves: &mut [Move], order: &mut [i32], i: usize) {
    let mut best = i;
    for j in i + 1..moves.len() {
        if order[j] > order[best] {
            best = j;
        }
    }
    moves.swap(i, best);
    order.swap(i, best);
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
        searcher.search_root(&root, zobrist::hash(&root), &mut moves, 1, 0);
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

//! The df-pn search itself: a node's numbers, the search below it within thresholds, and the
//! proof tree rebuilt from the table.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use super::{EPSILON, INF, Num, ProofNode};
use crate::moves::Move;
use crate::position::{Position, Side};
use crate::tablebase::Tablebase;
use crate::variant::Variant;
use crate::zobrist;

/// The search's state: what [`super::ProofSearch`] keeps between slices.
pub(super) struct Solver {
    pub(super) variant: Variant,
    pub(super) prover: Side,
    pub(super) table: HashMap<u64, (Num, Num)>,
    /// For proven positions, the longest line of the proof found under them (a position won
    /// outright is 0 and not kept): the proof tree takes the shortest proven move.
    pub(super) depths: HashMap<u64, u32>,
    pub(super) table_entries: usize,
    pub(super) nodes: u64,
    /// Where the current slice ends.
    pub(super) budget_end: u64,
    /// Hashes on the path from the root, and before it.
    pub(super) path: Vec<u64>,
    pub(super) before: HashSet<u64>,
    pub(super) met_repetition: bool,
    /// The move limit ended a line: the table, keyed without the clock, may then hold a
    /// disproof that another path to the same position would not meet.
    pub(super) met_move_limit: bool,
    /// Moves the proof tree may still take (a tree repeats what a graph shares).
    pub(super) tree_room: usize,
    /// Endgame tables: a position they hold is decided without searching it.
    pub(super) tablebase: Option<Arc<Tablebase>>,
    /// The tables decide only positions with fewer geese than this.
    pub(super) tables_below: usize,
}

impl Solver {
    fn out_of_budget(&self, stop: &AtomicBool) -> bool {
        self.nodes >= self.budget_end || stop.load(Ordering::Relaxed)
    }

    /// Proof and disproof numbers of a position decided without looking further, if it is.
    fn terminal(&mut self, pos: &Position, moves: &[Move]) -> Option<(Num, Num)> {
        let win = (0, INF);
        let not_win = (INF, 0);
        if let Some(outcome) = self.variant.decided(pos) {
            return Some(if outcome.winner == Some(self.prover) {
                win
            } else {
                not_win
            });
        }
        if moves.is_empty() {
            // The side to move is stuck and loses.
            return Some(if pos.turn.side() == self.prover {
                not_win
            } else {
                win
            });
        }
        if pos.clock >= self.variant.move_limit() {
            self.met_move_limit = true;
            return Some(not_win);
        }
        if pos.attackers.count_ones() as usize >= self.tables_below {
            return None;
        }
        let entry = self.tablebase.as_ref()?.probe(pos)?;
        Some(if entry.wins == (pos.turn.side() == self.prover) {
            win
        } else {
            not_win
        })
    }

    fn children(&self, pos: &Position, hash: u64) -> (Vec<Move>, Vec<(Position, u64)>) {
        let mut moves = Vec::new();
        self.variant.generate(pos, &mut moves);
        let kids = moves
            .iter()
            .map(|mv| {
                let child = self.variant.play(pos, mv);
                (child, zobrist::update(hash, pos, &child))
            })
            .collect();
        (moves, kids)
    }

    fn repeats(&self, hash: u64) -> bool {
        self.path.contains(&hash) || self.before.contains(&hash)
    }

    fn numbers(&mut self, child: &Position, hash: u64) -> (Num, Num) {
        if self.repeats(hash) {
            self.met_repetition = true;
            return (INF, 0);
        }
        if let Some(&e) = self.table.get(&hash) {
            return e;
        }
        // A fresh node: quick to prove when the defender has few replies, and the reverse.
        // Kept, so its moves are generated once, not at every turn of its parent's loop.
        let mut moves = Vec::new();
        self.variant.generate(child, &mut moves);
        let n = moves.len() as Num;
        let numbers = self.terminal(child, &moves).unwrap_or({
            if child.turn.side() == self.prover {
                (1, n.max(1))
            } else {
                (n.max(1), 1)
            }
        });
        self.store(hash, numbers);
        numbers
    }

    pub(super) fn store(&mut self, hash: u64, e: (Num, Num)) {
        if self.table.len() >= self.table_entries {
            // Keep what is settled; the rest can be searched again. Where the settled entries
            // alone fill most of the table, a pruning would free too little to be worth its
            // pass over the table: keep only the proofs, or, failing that, nothing (the proof
            // tree is rebuilt by searching again where an entry is missing).
            let keep = self.table_entries / 2;
            self.table.retain(|_, &mut (pn, dn)| pn == 0 || dn == 0);
            if self.table.len() > keep {
                self.table.retain(|_, &mut (pn, _)| pn == 0);
            }
            if self.table.len() > keep {
                self.table.clear();
            }
            let table = &self.table;
            self.depths.retain(|h, _| table.contains_key(h));
        }
        self.table.insert(hash, e);
    }

    /// df-pn's multiple iterative deepening at one node, until its numbers pass the thresholds.
    pub(super) fn mid(
        &mut self,
        pos: &Position,
        hash: u64,
        th_pn: Num,
        th_dn: Num,
        stop: &AtomicBool,
    ) -> (Num, Num) {
        self.nodes += 1;
        let (moves, kids) = self.children(pos, hash);
        if let Some(t) = self.terminal(pos, &moves) {
            self.store(hash, t);
            return t;
        }
        let or_node = pos.turn.side() == self.prover;
        self.path.push(hash);
        let result = loop {
            let numbers: Vec<(Num, Num)> = kids.iter().map(|(c, h)| self.numbers(c, *h)).collect();
            let (pn, dn) = combine(or_node, &numbers);
            if pn >= th_pn || dn >= th_dn || pn == 0 || dn == 0 || self.out_of_budget(stop) {
                break (pn, dn);
            }
            // The most promising child, and the second best number beside it.
            let key = |&(p, d): &(Num, Num)| if or_node { p } else { d };
            let (best, _) = numbers
                .iter()
                .enumerate()
                .min_by_key(|(_, n)| key(n))
                .expect("a node with moves");
            let second = numbers
                .iter()
                .enumerate()
                .filter(|(i, _)| *i != best)
                .map(|(_, n)| key(n))
                .min()
                .unwrap_or(INF);
            let grown = ((second as f64) * (1.0 + EPSILON)).ceil().min(INF as f64) as Num;
            let (cp, cd) = numbers[best];
            let (child_pn, child_dn) = if or_node {
                (
                    th_pn.min(grown.max(second.saturating_add(1))),
                    sub(th_dn, dn, cd),
                )
            } else {
                (
                    sub(th_pn, pn, cp),
                    th_dn.min(grown.max(second.saturating_add(1))),
                )
            };
            let (child, child_hash) = kids[best];
            self.mid(&child, child_hash, child_pn, child_dn, stop);
        };
        self.path.pop();
        self.store(hash, result);
        if result.0 == 0 {
            let depth = self.proof_depth(or_node, &kids);
            self.depths.insert(hash, depth);
        }
        result
    }

    /// A proven node's proof depth from its children's: the shortest proven child at the
    /// prover's turn, the longest child at the defender's.
    fn proof_depth(&self, or_node: bool, kids: &[(Position, u64)]) -> u32 {
        let proven = kids.iter().filter(|(_, h)| {
            !self.repeats(*h) && self.table.get(h).is_some_and(|&(pn, _)| pn == 0)
        });
        let depths = proven.map(|(_, h)| self.depth_of(*h));
        let below = if or_node { depths.min() } else { depths.max() };
        below.unwrap_or(0).saturating_add(1)
    }

    fn depth_of(&self, hash: u64) -> u32 {
        self.depths.get(&hash).copied().unwrap_or(0)
    }

    /// The proof tree under a proven node, from the table (searching again where an entry was
    /// dropped, until `stop` is set). The nodes are the moves of the side to move at `pos`.
    pub(super) fn extract(
        &mut self,
        pos: &Position,
        hash: u64,
        stop: &AtomicBool,
    ) -> Option<Vec<ProofNode>> {
        let (moves, kids) = self.children(pos, hash);
        if self.terminal(pos, &moves).is_some() {
            return Some(Vec::new());
        }
        self.path.push(hash);
        let or_node = pos.turn.side() == self.prover;
        let mut order: Vec<usize> = (0..moves.len()).collect();
        if or_node {
            // The shortest proof first (unproven moves last, in their order).
            order.sort_by_key(|&i| {
                let h = kids[i].1;
                match self.table.get(&h) {
                    Some(&(0, _)) => self.depth_of(h),
                    _ => u32::MAX,
                }
            });
        }
        let mut out = Vec::new();
        for i in order {
            let (mv, (child, child_hash)) = (&moves[i], &kids[i]);
            if self.tree_room == 0 {
                self.path.pop();
                return None;
            }
            self.tree_room -= 1;
            if self.repeats(*child_hash) {
                if or_node {
                    continue;
                }
                self.path.pop();
                return None;
            }
            let mut n = self.numbers(child, *child_hash);
            if n.0 != 0 && !or_node {
                // Dropped from the table: prove it again.
                self.budget_end = self.nodes.saturating_add(100_000);
                n = self.mid(child, *child_hash, INF - 1, INF - 1, stop);
            }
            if n.0 != 0 {
                if or_node {
                    continue;
                }
                self.path.pop();
                return None;
            }
            let below = self.extract(child, *child_hash, stop);
            match (below, or_node) {
                (Some(children), true) => {
                    out.push(ProofNode { mv: *mv, children });
                    break;
                }
                (Some(children), false) => out.push(ProofNode { mv: *mv, children }),
                (None, true) => continue,
                (None, false) => {
                    self.path.pop();
                    return None;
                }
            }
        }
        self.path.pop();
        (!out.is_empty()).then_some(out)
    }
}

/// A node's numbers from its children's: at the prover's turn one child must be proven, at the
/// defender's all of them. Where all are needed the numbers are not summed but taken as the
/// largest plus one for each other open child (weak proof numbers, Ueda et al. 2008): these
/// games are full of transpositions (soldiers' moves commute), and sums count each shared
/// subtree once per path, which made them run past any bound within a few thousand nodes.
fn combine(or_node: bool, numbers: &[(Num, Num)]) -> (Num, Num) {
    let min_pn = numbers.iter().map(|n| n.0).min().unwrap_or(INF);
    let min_dn = numbers.iter().map(|n| n.1).min().unwrap_or(INF);
    let weak = |f: fn(&(Num, Num)) -> Num| {
        let open = numbers.iter().map(f).filter(|&v| v > 0);
        let (count, max) = open.fold((0, 0), |(c, m): (Num, Num), v| (c + 1, m.max(v)));
        if max >= INF {
            INF
        } else {
            max.saturating_add(count.saturating_sub(1)).min(INF)
        }
    };
    if or_node {
        (min_pn, weak(|n| n.1))
    } else {
        (weak(|n| n.0), min_dn)
    }
}

/// A child's threshold: the parent's, less what the other children already add.
fn sub(threshold: Num, total: Num, own: Num) -> Num {
    threshold.saturating_add(own).saturating_sub(total).min(INF)
}

//! Proving wins: depth-first proof-number search (df-pn, Nagai 2002) with weak proof numbers,
//! Pawlewicz and Lew's 1 + ε thresholds and a bounded table, and the proof tree it finds, written as a certificate
//! that [`proof::check`] verifies with nothing but move generation.
//!
//! Repetitions: a position that repeats one on the path counts as *not* a win for the side
//! proving, whatever the rules would make of it, so a proof never leans on a cycle; so does one
//! the game before the root has seen so often that one more occurrence draws it. Because the table is keyed by position, not path, a result that
//! came from a repetition can be reused where the path differs (graph-history interaction): a
//! proof is therefore always checked before it is reported (a flawed one is reported as
//! unknown), and "not a win" is only claimed when no repetition was met during the search.

pub mod proof;
mod table;

use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicBool, Ordering};

use crate::moves::Move;
use crate::position::{Position, Side};
use crate::search::zobrist;
use crate::variant::Variant;

pub use proof::{Certificate, CheckError, Checked, ProofNode};
pub use table::TableError;

/// Proof and disproof numbers beyond this are infinite.
const INF: Num = Num::MAX / 4;

/// Proof and disproof numbers. They grow fast in deep trees (a sum at every node of one side),
/// so they are wide: at 32 bits Asalto's numbers ran past infinity within a thousand nodes.
type Num = u64;

/// The 1 + ε trick: a child is searched until its number passes the second best's by this
/// fraction (Pawlewicz and Lew 2007), which saves re-expanding the same two children in turn.
const EPSILON: f64 = 0.25;

/// The most moves a written proof tree may have.
pub const MAX_TREE_MOVES: usize = 5_000_000;

/// What to give the solver.
#[derive(Clone, Copy, Debug)]
pub struct SolverLimits {
    /// Positions expanded before giving up.
    pub nodes: u64,
    /// Table entries kept; past it, unproven entries are dropped.
    pub table_entries: usize,
}

impl Default for SolverLimits {
    fn default() -> Self {
        SolverLimits {
            nodes: 2_000_000,
            // 30 million nodes of a hard L'Assaut position peaked at 2.4 GiB resident (the map
            // doubles as it grows): within the 4 GiB the issue allows.
            table_entries: 40_000_000,
        }
    }
}

/// What the solver found.
#[derive(Clone, Debug)]
pub enum Verdict {
    /// A win, with its checked proof tree and its longest line in plies.
    Win { plies: usize, tree: Certificate },
    /// No win: every line was searched out without meeting a repetition.
    NotAWin,
    /// No result within the budget (or a disproof that met a repetition, or a proof the checker
    /// refused).
    Unknown { reason: String },
}

/// The solver's answer with its cost.
#[derive(Clone, Debug)]
pub struct Solved {
    pub verdict: Verdict,
    pub nodes: u64,
}

/// A proof search that can run a slice at a time and be saved and resumed (the table holds all
/// it has learnt; each slice starts again from the root and follows the numbers down).
pub struct ProofSearch {
    solver: Solver,
    root: Position,
    root_hash: u64,
    before: Vec<Position>,
    /// The root's proof and disproof numbers after the last slice.
    numbers: (Num, Num),
    /// The verdict, once the root is decided.
    verdict: Option<Verdict>,
}

/// Never set: the proof tree is rebuilt whatever the caller's stop flag says.
static NEVER: AtomicBool = AtomicBool::new(false);

struct Solver {
    variant: Variant,
    prover: Side,
    table: HashMap<u64, (Num, Num)>,
    /// For proven positions, the longest line of the proof found under them (a position won
    /// outright is 0 and not kept): the proof tree takes the shortest proven move.
    depths: HashMap<u64, u32>,
    table_entries: usize,
    nodes: u64,
    /// Where the current slice ends.
    budget_end: u64,
    /// Hashes on the path from the root, and before it.
    path: Vec<u64>,
    before: HashSet<u64>,
    met_repetition: bool,
    /// The move limit ended a line: the table, keyed without the clock, may then hold a
    /// disproof that another path to the same position would not meet.
    met_move_limit: bool,
    /// Moves the proof tree may still take (a tree repeats what a graph shares).
    tree_room: usize,
}

/// Tries to prove that `prover` wins from `root` (whoever is to move), `before` being the
/// positions of the game that led to it (for repetitions).
pub fn prove(
    variant: &Variant,
    root: &Position,
    before: &[Position],
    prover: Side,
    limits: SolverLimits,
    stop: &AtomicBool,
) -> Solved {
    let mut search = ProofSearch::new(variant, root, before, prover, limits.table_entries);
    let verdict = search
        .step(limits.nodes, stop)
        .unwrap_or_else(|| Verdict::Unknown {
            reason: format!("unknown after {} nodes", search.nodes()),
        });
    Solved {
        verdict,
        nodes: search.nodes(),
    }
}

impl ProofSearch {
    /// A search for a win of `prover` from `root`, `before` being the game's earlier positions;
    /// nothing is searched until [`step`](Self::step).
    pub fn new(
        variant: &Variant,
        root: &Position,
        before: &[Position],
        prover: Side,
        table_entries: usize,
    ) -> ProofSearch {
        ProofSearch {
            solver: Solver {
                variant: variant.clone(),
                prover,
                table: HashMap::new(),
                depths: HashMap::new(),
                table_entries: table_entries.max(1),
                nodes: 0,
                budget_end: 0,
                path: Vec::new(),
                before: proof::drawn_on_return(variant, before),
                met_repetition: false,
                met_move_limit: false,
                tree_room: MAX_TREE_MOVES,
            },
            root: *root,
            root_hash: zobrist::hash(root),
            before: before.to_vec(),
            numbers: (1, 1),
            verdict: None,
        }
    }

    /// Searches about `nodes` more positions (or until `stop` is set). The verdict once the root
    /// is decided (again on later calls), `None` while it is still open.
    pub fn step(&mut self, nodes: u64, stop: &AtomicBool) -> Option<Verdict> {
        if self.verdict.is_none() {
            self.verdict = self.search(nodes, stop);
        }
        self.verdict.clone()
    }

    fn search(&mut self, nodes: u64, stop: &AtomicBool) -> Option<Verdict> {
        let s = &mut self.solver;
        s.budget_end = s.nodes.saturating_add(nodes);
        let (root, hash) = (self.root, self.root_hash);
        if self.numbers.0 != 0 && self.numbers.1 != 0 {
            self.numbers = s.mid(&root, hash, INF - 1, INF - 1, stop);
        }
        let (pn, dn) = self.numbers;
        if pn == 0 {
            let verdict = match s.extract(&root, hash) {
                Some(nodes) => {
                    let tree = Certificate {
                        root,
                        prover: s.prover,
                        nodes,
                    };
                    match proof::check(&s.variant, &tree, &self.before) {
                        Ok(checked) => Verdict::Win {
                            plies: checked.plies,
                            tree,
                        },
                        Err(e) => Verdict::Unknown {
                            reason: format!("the proof found did not check ({e})"),
                        },
                    }
                }
                None => Verdict::Unknown {
                    reason: "the proof tree could not be rebuilt within the table".into(),
                },
            };
            return Some(verdict);
        }
        if dn == 0 {
            return Some(if s.met_repetition || s.met_move_limit {
                Verdict::Unknown {
                    reason:
                        "no win found, but the search met repetitions or the move limit (not a proof)"
                            .into(),
                }
            } else {
                Verdict::NotAWin
            });
        }
        None
    }

    /// Positions expanded so far, by all slices.
    pub fn nodes(&self) -> u64 {
        self.solver.nodes
    }

    /// The root's proof and disproof numbers: how much work a proof (or a disproof) still looks
    /// like; 0 when it is done.
    pub fn root_numbers(&self) -> (u64, u64) {
        self.numbers
    }

    /// Entries in the table.
    pub fn table_len(&self) -> usize {
        self.solver.table.len()
    }

    /// The rules it proves under.
    pub fn variant(&self) -> &Variant {
        &self.solver.variant
    }

    /// The position being proven and for whom.
    pub fn root(&self) -> (&Position, Side) {
        (&self.root, self.solver.prover)
    }
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
        None
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

    fn store(&mut self, hash: u64, e: (Num, Num)) {
        if self.table.len() >= self.table_entries {
            // Keep what is settled; the rest can be searched again.
            self.table.retain(|_, &mut (pn, dn)| pn == 0 || dn == 0);
            let table = &self.table;
            self.depths.retain(|h, _| table.contains_key(h));
        }
        self.table.insert(hash, e);
    }

    /// df-pn's multiple iterative deepening at one node, until its numbers pass the thresholds.
    fn mid(
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
    /// dropped). The nodes are the moves of the side to move at `pos`.
    fn extract(&mut self, pos: &Position, hash: u64) -> Option<Vec<ProofNode>> {
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
                self.budget_end = self.nodes + 100_000;
                n = self.mid(child, *child_hash, INF - 1, INF - 1, &NEVER);
            }
            if n.0 != 0 {
                if or_node {
                    continue;
                }
                self.path.pop();
                return None;
            }
            let below = self.extract(child, *child_hash);
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

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

pub mod certificate;
mod dfpn;
pub mod proof;
mod saved;

use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use crate::job::{Job, Slice, StopFlag};

use crate::position::{Position, Side};
use crate::tablebase::{Tablebase, TablebaseError, shares_endgames};
use crate::variant::Variant;
use crate::zobrist;
use dfpn::Solver;

pub use proof::{Certificate, CheckError, Checked, ProofNode};
pub use saved::SavedProofError;

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
    Win {
        /// The length of the longest line, in plies.
        plies: usize,
        /// The checked proof tree.
        tree: Certificate,
    },
    /// No win: every line was searched out without meeting a repetition.
    NotAWin,
    /// No result within the budget (or a disproof that met a repetition, or a proof the checker
    /// refused).
    Unknown {
        /// Why there is no result, in words.
        reason: String,
    },
}

/// The solver's answer with its cost.
#[derive(Clone, Debug)]
pub struct Solved {
    /// What the solver found.
    pub verdict: Verdict,
    /// Positions expanded.
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

/// A proof search is a job: each step searches about the slice's nodes. Its answer is the
/// verdict once the root is decided; a stopped search answers [`Verdict::Unknown`] but may be
/// stepped on later (the stop is not its verdict).
///
/// ```
/// use asalto_engine::job::{Job, Slice, StopFlag};
/// use asalto_engine::solver::{ProofSearch, Verdict};
/// use asalto_engine::{Game, Side, Variant};
/// let mut game = Game::new(Variant::builtin("asalto").unwrap());
/// game.play_text("@c5,e5").unwrap();
/// let mut proof = ProofSearch::for_game(&game, Side::Officers, 100_000);
/// let stop = StopFlag::default();
/// // The start is no quick win for the officers: the slice ends with the root still open.
/// assert!(proof.step(&Slice::nodes(2_000, &stop)).is_none());
/// assert!(proof.nodes() >= 2_000);
/// stop.stop();
/// assert!(matches!(proof.step(&Slice::nodes(2_000, &stop)), Some(Verdict::Unknown { .. })));
/// ```
impl Job for ProofSearch {
    type Answer = Verdict;

    fn step(&mut self, slice: &Slice) -> Option<Verdict> {
        let nodes = slice.nodes.unwrap_or(u64::MAX);
        if let Some(verdict) = self.advance(nodes, slice.stop.as_atomic()) {
            return Some(verdict);
        }
        slice.stop.is_set().then(|| Verdict::Unknown {
            reason: format!("stopped after {} nodes", ProofSearch::nodes(self)),
        })
    }

    fn nodes(&self) -> u64 {
        ProofSearch::nodes(self)
    }
}

impl ProofSearch {
    /// Tries, within `limits`, to prove that `prover` wins from `root` (whoever is to move),
    /// `before` being the positions of the game that led to it (for repetitions): the job run
    /// whole.
    pub fn prove(
        variant: &Variant,
        root: &Position,
        before: &[Position],
        prover: Side,
        limits: SolverLimits,
        stop: &StopFlag,
    ) -> Solved {
        let mut search = Self::new(variant, root, before, prover, limits.table_entries);
        let verdict = search
            .step(&Slice::nodes(limits.nodes, stop))
            .unwrap_or_else(|| Verdict::Unknown {
                reason: format!("unknown after {} nodes", search.nodes()),
            });
        Solved {
            verdict,
            nodes: search.nodes(),
        }
    }

    /// A search for a win of `prover` from `root`, `before` being the game's earlier positions;
    /// nothing is searched until it is stepped ([`Job::step`]).
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
                tablebase: None,
                tables_below: usize::MAX,
            },
            root: *root,
            root_hash: zobrist::hash(root),
            before: before.to_vec(),
            numbers: (1, 1),
            verdict: None,
        }
    }

    /// A search for a win of `prover` from the game's position, its earlier positions counting
    /// for repetitions.
    pub fn for_game(game: &crate::Game, prover: Side, table_entries: usize) -> ProofSearch {
        let positions: Vec<Position> = game.positions().copied().collect();
        let (root, before) = positions.split_last().expect("a game has a position");
        ProofSearch::new(game.variant(), root, before, prover, table_entries)
    }

    /// The search with endgame tables: a position they hold is decided there, and its proof
    /// ends there (checked with the same tables). Refused where the tables are of other rules.
    pub fn with_tablebase(mut self, tables: Arc<Tablebase>) -> Result<ProofSearch, TablebaseError> {
        if !shares_endgames(&self.solver.variant, tables.variant()) {
            return Err(TablebaseError::OtherRules {
                tables: tables.variant().name().to_string(),
                variant: self.solver.variant.name().to_string(),
            });
        }
        self.solver.tablebase = Some(tables);
        Ok(self)
    }

    /// As [`with_tablebase`](Self::with_tablebase), the tables deciding only positions with
    /// fewer than `geese` geese (to check a table against those below it).
    pub fn with_tablebase_below(
        mut self,
        tables: Arc<Tablebase>,
        geese: usize,
    ) -> Result<ProofSearch, TablebaseError> {
        self = self.with_tablebase(tables)?;
        self.solver.tables_below = geese;
        Ok(self)
    }

    /// Searches about `nodes` more positions (or until `stop` is set). The verdict once the root
    /// is decided (again on later calls), `None` while it is still open. (Outside the crate,
    /// the search is stepped as a [`Job`].)
    pub(crate) fn advance(&mut self, nodes: u64, stop: &AtomicBool) -> Option<Verdict> {
        if self.verdict.is_none() {
            self.verdict = self.search(nodes, stop);
        }
        self.verdict.clone()
    }

    fn search(&mut self, nodes: u64, stop: &AtomicBool) -> Option<Verdict> {
        let s = &mut self.solver;
        if s.before.contains(&self.root_hash) {
            // The game has already been drawn by coming back here.
            return Some(Verdict::NotAWin);
        }
        s.budget_end = s.nodes.saturating_add(nodes);
        let (root, hash) = (self.root, self.root_hash);
        if self.numbers.0 != 0 && self.numbers.1 != 0 {
            self.numbers = s.mid(&root, hash, INF - 1, INF - 1, stop);
        }
        let (pn, dn) = self.numbers;
        if pn == 0 {
            let verdict = match s.extract(&root, hash, stop) {
                // Stopped while the tree was rebuilt: no verdict yet.
                None if stop.load(std::sync::atomic::Ordering::Relaxed) => return None,
                Some(nodes) => {
                    let tree = Certificate {
                        root,
                        prover: s.prover,
                        nodes,
                        tables: s.tablebase.as_deref().and_then(Tablebase::identity),
                    };
                    let tables = s.tablebase.as_deref();
                    match proof::check_with(&s.variant, &tree, &self.before, tables) {
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

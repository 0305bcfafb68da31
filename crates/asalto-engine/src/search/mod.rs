//! The computer opponent: an alpha-beta search over the rules in [`crate::Variant`], with levels
//! from Recruit to Marshal.
//!
//! Its entry points are two jobs (with the solver's [`ProofSearch`](crate::solver::ProofSearch),
//! the three ways into the engine's long computations):
//!
//! - [`LevelMove`] is a [`Level`]'s move as a [`Job`](crate::job::Job): its limits, its seeded
//!   choice, Marshal's traps and solver, run whole ([`Job::run`](crate::job::Job::run)) or a
//!   slice at a time (a browser's build must keep drawing frames while the computer thinks).
//!   Levels are bounded by node budgets, so a level plays the same move for the same seed on
//!   any machine; [`LevelMove::timed`] keeps the levels' time limits as a safety net;
//! - [`Analyser`] analyses a position, built with its [`Limits`] (depth, nodes, time), weights
//!   and margin: its result, the moves within the margin and its best lines;
//! - nothing is global and no thread is started, so a search may run on any thread; on wasm32
//!   time limits become node budgets unless the host hands the engine a clock
//!   ([`clock::use_time_source`], as the browser's Web Worker does).
//!
//! A game's [`Review`] and a puzzle's check ([`puzzle::Puzzle::check`]) are jobs made of them.
//!
//! ```
//! use asalto_engine::job::{Job, StopFlag};
//! use asalto_engine::{Game, Variant};
//! use asalto_engine::search::{Level, LevelMove};
//! let game = Game::new(Variant::builtin("asalto").unwrap());
//! let result = LevelMove::new(&game, Level::Recruit, 7).timed().run(&StopFlag::default());
//! assert!(game.legal_moves().contains(&result.best.unwrap()));
//! ```

use serde::{Deserialize, Serialize};

pub mod accuracy;
mod analyser;
pub mod clock;
mod engine;
mod eval;
mod level;
mod level_move;
mod level_ratings;
mod masks;
mod perfect;
mod proven;
pub mod puzzle;
mod review;
mod thinking;
mod traps;
mod tt;

pub use accuracy::WinChance;
pub use analyser::{Analyser, Line};
pub use engine::{MATE, MATE_BOUND};
pub use eval::Weights;
pub use level::{Level, Style};
pub use level_move::LevelMove;
pub use level_ratings::own_game_of;
pub use perfect::perfect_result;
pub use proven::{PROOF_MS, PROOF_NODES, PROOF_SLICE, ProvenWin};
pub use review::{GameReview, MoveReview, ONLY_MARGIN, Reason, Review, Verdict};
pub use thinking::{SEARCH_NODES_PER_PROOF_NODE, Thinking, ThinkingBudget, ThoughtLines};
pub use traps::{Trap, Traps, find_trap};

use crate::game::Game;
use crate::job::StopFlag;
use crate::moves::Move;
use crate::outcome::Outcome;
use crate::position::Position;
use engine::{Found, Searcher};

/// How long a search may run. Every limit given applies; none at all means until stopped.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Limits {
    /// Deepest full-width iteration.
    pub depth: Option<u32>,
    /// Positions visited.
    pub nodes: Option<u64>,
    /// Milliseconds (on wasm32 without a clock, turned into a node budget).
    pub movetime_ms: Option<u64>,
}

/// The deepest iteration a search may be asked for.
pub const MAX_SEARCH_DEPTH: u32 = 64;

impl Limits {
    /// Sets one limit from its name and a number as text (`depth 6`, `nodes 50000`,
    /// `movetime 200`), refusing values the search would have to change.
    pub fn set(&mut self, key: &str, value: &str) -> Result<(), LimitError> {
        let number = value.parse::<u64>().map_err(|_| LimitError::NotANumber {
            key: key.to_string(),
            value: value.to_string(),
        })?;
        let out_of_range = |least: u64, most: u64| LimitError::OutOfRange {
            key: key.to_string(),
            value: number,
            least,
            most,
        };
        match key {
            "depth" => {
                if !(1..=MAX_SEARCH_DEPTH as u64).contains(&number) {
                    return Err(out_of_range(1, MAX_SEARCH_DEPTH as u64));
                }
                self.depth = Some(number as u32);
            }
            "nodes" | "movetime" if number == 0 => return Err(out_of_range(1, u64::MAX)),
            "nodes" => self.nodes = Some(number),
            "movetime" => self.movetime_ms = Some(number),
            _ => return Err(LimitError::Unknown(key.to_string())),
        }
        Ok(())
    }

    /// Whether any limit is set.
    pub fn any(&self) -> bool {
        self.depth.is_some() || self.nodes.is_some() || self.movetime_ms.is_some()
    }
}

/// A search limit that cannot be set as asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LimitError {
    /// Not `depth`, `nodes` or `movetime`.
    Unknown(String),
    /// The value is not a whole number.
    NotANumber {
        /// The limit's name as given.
        key: String,
        /// The value as given.
        value: String,
    },
    /// The value is outside the range the limit allows.
    OutOfRange {
        /// The limit's name.
        key: String,
        /// The value asked for.
        value: u64,
        /// The smallest value allowed.
        least: u64,
        /// The largest value allowed (`u64::MAX`: no upper bound).
        most: u64,
    },
}

impl std::fmt::Display for LimitError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LimitError::Unknown(key) => {
                write!(f, "unknown limit {key:?} (depth, nodes, movetime)")
            }
            LimitError::NotANumber { key, value } => {
                write!(f, "{key} needs a whole number, not {value:?}")
            }
            LimitError::OutOfRange {
                key,
                value,
                least,
                most: u64::MAX,
            } => write!(f, "{key} must be at least {least}, not {value}"),
            LimitError::OutOfRange {
                key,
                value,
                least,
                most,
            } => write!(f, "{key} must be from {least} to {most}, not {value}"),
        }
    }
}

impl std::error::Error for LimitError {}

/// Progress after each completed iteration.
#[derive(Clone, Debug)]
pub struct SearchInfo {
    /// The depth of the iteration just completed, in plies.
    pub depth: u32,
    /// For the side to move, in hundredths of an attacker; beyond ±[`MATE_BOUND`] a forced win
    /// (or loss) in `MATE - |score|` plies.
    pub score: i32,
    /// Positions visited so far.
    pub nodes: u64,
    /// The expected line of play.
    pub pv: Vec<Move>,
}

/// The search's answer.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct SearchResult {
    /// The move to play; `None` only when the game is over.
    pub best: Option<Move>,
    /// The score of `best` for the side to move, in hundredths of an attacker (as in
    /// `SearchInfo`).
    pub score: i32,
    /// The depth of the deepest iteration completed, in plies.
    pub depth: u32,
    /// Positions visited by the search (and by the look for a trap).
    pub nodes: u64,
    /// The expected line of play.
    pub pv: Vec<Move>,
    /// The time limit cut the search short: the level played below its strength (the node
    /// budgets are meant to be reached first on any machine that is not overloaded).
    pub timed_out: bool,
    /// What the solver did after the search, where it was asked (Marshal's move, a hint), or
    /// what the endgame tables know of a position they hold.
    pub proof: Option<Proof>,
    /// `best` is a trap the officers set (Marshal's officers), not the search's best move.
    pub trap: Option<Trap>,
}

/// The solver's part of a result: the win it proved, and what it spent.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Proof {
    /// The proof's longest line in plies, where it proved the win that `best` begins (at most
    /// this many, whatever the defence; the result's score is then `MATE` less it). Also the
    /// endgame tables' exact win.
    pub plies: Option<usize>,
    /// Positions the solver expanded (apart from the search's nodes).
    pub nodes: u64,
    /// The solver's time limit (or the stop flag) ended it before its budget.
    pub cut: bool,
}

impl SearchResult {
    fn from_found(found: Found) -> SearchResult {
        SearchResult {
            best: found.best,
            score: found.score,
            depth: found.depth,
            nodes: found.nodes,
            pv: found.pv,
            timed_out: found.timed_out,
            proof: None,
            trap: None,
        }
    }

    /// The longest line of the proven win that `best` begins, in plies, if there is one.
    pub fn proven(&self) -> Option<usize> {
        self.proof.as_ref().and_then(|p| p.plies)
    }

    /// The positions the solver expanded after the search.
    pub fn proof_nodes(&self) -> u64 {
        self.proof.as_ref().map_or(0, |p| p.nodes)
    }
}

/// A root move the search scored exactly, for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// The move.
    pub mv: Move,
    /// Its score for the side to move, in hundredths of an attacker.
    pub score: i32,
}

/// A search of the game's position, whole, with `margin` for exact root scores.
fn run(
    game: &Game,
    limits: &Limits,
    stop: &StopFlag,
    weights: &Weights,
    margin: i32,
    info: &mut dyn FnMut(&SearchInfo),
) -> Found {
    let mut searcher = new_searcher(game, limits, stop).with_weights(*weights);
    searcher.run(game.position(), limits.depth, margin, info)
}

/// A searcher for the game's position, knowing the positions before it (for repetitions).
fn new_searcher(game: &Game, limits: &Limits, stop: &StopFlag) -> Searcher {
    let positions: Vec<&Position> = game.positions().collect();
    let before = &positions[..positions.len() - 1];
    Searcher::new(game.variant().clone(), before.iter().copied(), limits, stop)
}

fn game_over(pos: &Position, outcome: Outcome) -> SearchResult {
    let score = match outcome.winner {
        None => 0,
        Some(side) if side == pos.turn.side() => MATE,
        Some(_) => -MATE,
    };
    SearchResult {
        best: None,
        score,
        depth: 0,
        nodes: 0,
        pv: Vec::new(),
        timed_out: false,
        proof: None,
        trap: None,
    }
}

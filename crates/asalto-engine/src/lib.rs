//! The rules of Asalto, L'Assaut and Grand Jeu d'Assaut: variants as data, bitboard move
//! generation, notation (APN and moves), game records, perft and the computer player.
//!
//! ```
//! use asalto_engine::{Game, Variant};
//! let mut game = Game::new(Variant::builtin("asalto").unwrap());
//! game.play_text("@c7,e7").unwrap();
//! game.play_text("d4-d5").unwrap();
//! assert!(game.outcome().is_none());
//! ```
//!
//! Every way in from text has a typed error with a one-line `Display`: [`NotationError`] and
//! [`MoveError`] for moves, [`ApnError`] for positions, [`VariantError`] for variant files,
//! [`GameError`] for games and records. [`Refusal`] names the rule behind an illegal move.
//!
//! The long computations (a level's move, the analysis, a proof) are jobs: see [`job`]; the
//! ones a game hands to another thread or a browser's Web Worker travel as [`task`]s.

#![deny(missing_docs)]

pub mod bitboard;
mod book;
mod explain;
pub mod explorer;
pub mod files;
pub mod game;
pub mod job;
pub mod lesson;
pub mod movegen;
pub mod moves;
pub mod notation;
pub mod outcome;
mod perft;
pub mod position;
pub mod quoted;
pub mod rating;
mod refusal;
pub mod sealed;
pub mod search;
mod side;
pub mod solver;
pub mod table_check;
pub mod tablebase;
pub mod task;
pub mod variant;
mod variants;
pub mod zobrist;

pub use bitboard::{Bits, Point};
pub use book::{Book, BookError, Start, StartError};
pub use game::{Game, GameError, GameRecord, Ply};
pub use movegen::MoveEffects;
pub use moves::{Capture, MAX_HOPS, Move, MoveError, MoveText, Placement};
pub use notation::{MoveNotation, NotationError, PointName, PointRef};
pub use outcome::{EndReason, Outcome};
pub use position::{Apn, ApnError, Position, Side, Turn, parse_apn, parse_apn_with};
pub use quoted::Quoted;
pub use refusal::Refusal;
pub use variant::{
    CaptureRule, Family, LevelTuning, LineAccess, Segment, Variant, VariantError, VariantFile,
};
pub use variants::Variants;

use std::sync::Arc;

/// A position from an APN string or a built-in variant's name (its start position).
pub fn position_or_variant(text: &str) -> Result<(Arc<Variant>, Position), ApnError> {
    Variants::default()
        .position(text)
        .map(|apn| (apn.variant, apn.position))
}

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

pub mod bitboard;
pub mod game;
pub mod movegen;
pub mod moves;
pub mod outcome;
pub mod position;
pub mod search;
pub mod variant;

pub use bitboard::{Bits, Point};
pub use game::{Game, GameError, GameRecord, Ply};
pub use movegen::MoveEffects;
pub use moves::{Capture, Move, MoveError, MoveText};
pub use outcome::{EndReason, Outcome};
pub use position::{ApnError, Position, Side, Turn, parse_apn, parse_apn_with};
pub use variant::{CaptureRule, LineAccess, Segment, Variant, VariantError, VariantFile};

use std::sync::Arc;

/// A position from an APN string or a variant's name (its start position).
pub fn position_or_variant(text: &str) -> Result<(Arc<Variant>, Position), ApnError> {
    position_or_variant_with(text, Variant::builtin)
}

/// The same, finding variants with `lookup` (for variant files loaded by a player or modder).
pub fn position_or_variant_with(
    text: &str,
    lookup: impl Fn(&str) -> Option<Arc<Variant>>,
) -> Result<(Arc<Variant>, Position), ApnError> {
    match lookup(text.trim()) {
        Some(v) => {
            let start = Position::start(&v);
            Ok((v, start))
        }
        None => parse_apn_with(text, lookup),
    }
}

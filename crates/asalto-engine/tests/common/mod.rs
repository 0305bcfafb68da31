//! Helpers shared by the engine's search tests.

use std::sync::Arc;

use asalto_engine::{Position, Turn, Variant};

pub fn variant(name: &str) -> Arc<Variant> {
    Variant::builtin(name).expect("built-in variant")
}

/// A position from lists of point names.
pub fn position(v: &Variant, attackers: &str, officers: &str, turn: Turn) -> Position {
    let bits = |names: &str| {
        names.split_whitespace().fold(0, |acc, n| {
            acc | v.parse_point(n).expect("a point of the board").bit()
        })
    };
    Position {
        attackers: bits(attackers),
        officers: bits(officers),
        turn,
        clock: 0,
    }
}

//! Helpers shared by the engine's tests; each test file uses its own part of them.
#![allow(dead_code)]

use std::sync::Arc;

use asalto_engine::{Position, Turn, Variant};

pub fn variant(name: &str) -> Arc<Variant> {
    Variant::builtin(name).expect("built-in variant")
}

/// A position from lists of point names.
pub fn position(v: &Variant, attackers: &str, officers: &str, turn: Turn) -> Position {
    let bits = |names: &str| {
        names.split_whitespace().fold(0, |acc, n| {
            acc | v.point(n).expect("a point of the board").bit()
        })
    };
    Position {
        attackers: bits(attackers),
        officers: bits(officers),
        turn,
        clock: 0,
    }
}

/// A small random number generator for the tests (no dependency on a crate's API).
pub struct Lcg(pub u64);

impl Lcg {
    pub fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n
    }
}

/// Runs the engine's command line: its exit status, standard output and standard error.
pub fn run_engine(args: &[&str]) -> (Option<i32>, String, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_asalto-engine"))
        .args(args)
        .output()
        .expect("runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

//! Helpers shared by the engine's tests and the engine tool's (`crates/asalto-engine-cli`);
//! each test file uses its own part of them.
#![allow(dead_code)]

use std::sync::Arc;

use asalto_engine::{Game, GameRecord, Position, Turn, Variant};

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

/// Characters that occur in the notations, and a few that do not.
pub const ALPHABET: &[u8] = b"ROr.o s/0123456789abcdefghiwxyz@,-xX \t\xc3\xa9\n";

/// A copy of `text` with a few random edits: a character replaced, removed, doubled, or two
/// characters swapped (on chars, so the result stays UTF-8 where the input was).
pub fn mutate(text: &str, rng: &mut Lcg) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..1 + rng.below(3) {
        let len = chars.len();
        let at = if len == 0 { 0 } else { rng.below(len) };
        let alphabet: Vec<char> = String::from_utf8_lossy(ALPHABET).chars().collect();
        let new = alphabet[rng.below(alphabet.len())];
        match rng.below(5) {
            0 if len > 0 => chars[at] = new,
            1 if len > 0 => {
                chars.remove(at);
            }
            2 => chars.insert(at, new),
            3 if len > 1 => chars.swap(at, rng.below(len)),
            _ if len > 0 => {
                let c = chars[at];
                chars.insert(at, c);
            }
            _ => chars.push(new),
        }
    }
    chars.into_iter().collect()
}

/// Positions and move texts of random games of every variant.
pub fn samples(rng: &mut Lcg) -> (Vec<String>, Vec<GameRecord>) {
    let mut positions = Vec::new();
    let mut records = Vec::new();
    for v in Variant::builtins() {
        for _ in 0..6 {
            let mut game = Game::new(v.clone());
            while game.outcome().is_none() && game.plies().len() < 120 {
                let moves = game.legal_moves();
                game.play(moves[rng.below(moves.len())]).expect("legal");
                positions.push(v.to_apn(game.position()));
            }
            records.push(game.record());
        }
    }
    (positions, records)
}

/// A copy of `shared/perft.tsv` kept in the repository, so a clone tests without `shared/`.
pub const PERFT_TSV: &str = include_str!("../perft.tsv");

/// The perft figures: each position (APN), depth and total.
pub fn perft_cases() -> Vec<(String, u32, u64)> {
    PERFT_TSV
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|line| {
            let fields: Vec<&str> = line.split('\t').collect();
            assert_eq!(fields.len(), 3, "malformed perft line {line:?}");
            (
                fields[0].to_string(),
                fields[1].parse().unwrap(),
                fields[2].parse().unwrap(),
            )
        })
        .collect()
}

//! Zobrist keys: one random 64-bit key per bit index (0..128) for attackers and for officers,
//! and one per turn. Generated at compile time from a fixed seed, so hashes are the same in
//! every build and no global state is needed.

use crate::bitboard::{Bits, points};
use crate::position::{Position, Turn};

const fn splitmix64(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

const fn piece_keys(seed: u64) -> [u64; 128] {
    let mut keys = [0u64; 128];
    let mut state = seed;
    let mut i = 0;
    while i < 128 {
        let (next, key) = splitmix64(state);
        state = next;
        keys[i] = key;
        i += 1;
    }
    keys
}

const ATTACKER_KEYS: [u64; 128] = piece_keys(0x4153_414C_544F_0001);
const OFFICER_KEYS: [u64; 128] = piece_keys(0x4153_414C_544F_0002);
const TURN_KEYS: [u64; 128] = piece_keys(0x4153_414C_544F_0003);

fn turn_key(turn: Turn) -> u64 {
    match turn {
        Turn::Setup => TURN_KEYS[0],
        Turn::Attackers => TURN_KEYS[1],
        Turn::Officers => TURN_KEYS[2],
    }
}

fn pieces_key(bits: Bits, keys: &[u64; 128]) -> u64 {
    points(bits).fold(0, |acc, p| acc ^ keys[p.0 as usize])
}

/// The hash of the pieces and the turn (the clock is left out, as repetition ignores it).
pub fn hash(pos: &Position) -> u64 {
    pieces_key(pos.attackers, &ATTACKER_KEYS)
        ^ pieces_key(pos.officers, &OFFICER_KEYS)
        ^ turn_key(pos.turn)
}

/// The hash of `after` from the hash of `before`, touching only the points that changed.
#[inline]
pub fn update(hash: u64, before: &Position, after: &Position) -> u64 {
    hash ^ pieces_key(before.attackers ^ after.attackers, &ATTACKER_KEYS)
        ^ pieces_key(before.officers ^ after.officers, &OFFICER_KEYS)
        ^ turn_key(before.turn)
        ^ turn_key(after.turn)
}

//! The transposition table: results of earlier searches of a position, found by its Zobrist
//! hash. One table per search (no global state); an entry is 16 bytes.

use crate::moves::Move;

/// How a stored score relates to the true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Bound {
    #[default]
    Exact,
    /// The true score is at least this (a beta cutoff).
    Lower,
    /// The true score is at most this (no move reached alpha).
    Upper,
}

#[derive(Clone, Copy, Debug, Default)]
pub struct Entry {
    pub key: u64,
    /// [`move_key`] of the best move found, 0 when none.
    pub best: u32,
    pub score: i16,
    pub depth: u8,
    pub bound: Bound,
}

pub struct TranspositionTable {
    entries: Vec<Entry>,
    mask: usize,
}

impl TranspositionTable {
    /// A table of a power of two entries, at least `wanted` rounded down (at least 1024).
    pub fn new(wanted: usize) -> TranspositionTable {
        let size = wanted.max(1024).next_power_of_two();
        let size = if size > wanted.max(1024) {
            size / 2
        } else {
            size
        };
        TranspositionTable {
            entries: vec![Entry::default(); size],
            mask: size - 1,
        }
    }

    pub fn probe(&self, key: u64) -> Option<Entry> {
        let e = self.entries[key as usize & self.mask];
        (e.key == key && key != 0).then_some(e)
    }

    /// Stores a result; a deeper result for the same position is kept over a shallower one.
    pub fn store(&mut self, key: u64, best: u32, score: i32, depth: i32, bound: Bound) {
        let slot = &mut self.entries[key as usize & self.mask];
        if slot.key == key && slot.depth as i32 > depth && bound != Bound::Exact {
            return;
        }
        *slot = Entry {
            key,
            best,
            score: score.clamp(i16::MIN as i32, i16::MAX as i32) as i16,
            depth: depth.clamp(0, 255) as u8,
            bound,
        };
    }
}

/// A 32-bit fingerprint of a move, enough to find it again among the legal moves.
pub fn move_key(mv: &Move) -> u32 {
    let key = match *mv {
        Move::Place(placement) => {
            let bits = placement.points();
            let folded = (bits as u64) ^ ((bits >> 64) as u64);
            (folded.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 34) as u32 | 1 << 30
        }
        Move::Step { from, to } => from.0 as u32 | (to.0 as u32) << 8 | 2 << 30,
        Move::Capture(c) => {
            let dirs = c.packed_directions();
            let folded = (dirs as u64) ^ ((dirs >> 64) as u64);
            let path = (folded.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 56) as u32;
            c.from.0 as u32
                | (c.to.0 as u32) << 8
                | (c.hops as u32 & 0x3F) << 16
                | path << 22
                | 3 << 30
        }
    };
    key.max(1)
}

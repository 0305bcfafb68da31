//! A value table's masks, one per set of geese: the fox's points where the geese win, kept in
//! four bytes and a bit on the 33-point board rather than eight bytes. At eight bytes a set the
//! tables of four to fifteen geese alone would take 25 GB; this way they take 13 GB, and those
//! of seventeen 22.5 GB.

use super::TablebaseError;

/// One mask of the fox's points per set: its first 32 points in a `u32`, each point beyond as
/// one bit a set in a plane of its own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Masks {
    low: Vec<u32>,
    /// For each point from the 33rd on, a bit per set.
    high: Vec<Vec<u64>>,
}

/// Points held in the first word.
const LOW: usize = 32;

impl Masks {
    /// `sets` empty masks over a board of `points` points (at most 64), or a refusal where the
    /// memory cannot be had.
    pub(super) fn zeroed(sets: usize, points: usize) -> Result<Masks, TablebaseError> {
        let planes = points.saturating_sub(LOW);
        let words = sets.div_ceil(64);
        let no_memory = |_| TablebaseError::NoMemory {
            entries: (sets * 4 + planes * words * 8) as u64,
        };
        let mut low = Vec::new();
        low.try_reserve_exact(sets).map_err(no_memory)?;
        low.resize(sets, 0);
        let mut high = Vec::with_capacity(planes);
        for _ in 0..planes {
            let mut plane = Vec::new();
            plane.try_reserve_exact(words).map_err(no_memory)?;
            plane.resize(words, 0);
            high.push(plane);
        }
        Ok(Masks { low, high })
    }

    /// The number of sets.
    pub(super) fn len(&self) -> usize {
        self.low.len()
    }

    /// The mask of the set of this rank.
    #[inline]
    pub(super) fn get(&self, rank: usize) -> u64 {
        let mut mask = u64::from(self.low[rank]);
        for (i, plane) in self.high.iter().enumerate() {
            mask |= (plane[rank / 64] >> (rank % 64) & 1) << (LOW + i);
        }
        mask
    }

    /// Adds the points of `mask` to the set of this rank's.
    #[inline]
    pub(super) fn or(&mut self, rank: usize, mask: u64) {
        self.low[rank] |= mask as u32;
        for (i, plane) in self.high.iter_mut().enumerate() {
            plane[rank / 64] |= (mask >> (LOW + i) & 1) << (rank % 64);
        }
    }

    /// Makes the set of this rank's mask `mask`.
    pub(super) fn set(&mut self, rank: usize, mask: u64) {
        self.low[rank] = 0;
        for plane in self.high.iter_mut() {
            plane[rank / 64] &= !(1 << (rank % 64));
        }
        self.or(rank, mask);
    }

    /// Every mask, by rank.
    #[cfg(test)]
    pub(super) fn iter(&self) -> impl Iterator<Item = u64> + '_ {
        (0..self.len()).map(|rank| self.get(rank))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn masks_keep_every_point_of_every_board_size() {
        for points in [20, 32, 33, 40, 64] {
            let mut masks = Masks::zeroed(200, points).unwrap();
            let all = u64::MAX >> (64 - points);
            let pattern = |rank: usize| (rank as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) & all;
            for rank in 0..200 {
                masks.or(rank, pattern(rank) & 0x5555_5555_5555_5555);
                masks.or(rank, pattern(rank) & 0xAAAA_AAAA_AAAA_AAAA);
            }
            assert!((0..200).all(|r| masks.get(r) == pattern(r)), "{points}");
            masks.set(70, 1 << (points - 1));
            assert_eq!(masks.get(70), 1 << (points - 1));
            assert_eq!(masks.get(71), pattern(71));
            assert_eq!(masks.iter().count(), 200);
        }
    }
}

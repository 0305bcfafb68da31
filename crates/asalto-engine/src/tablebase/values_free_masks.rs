//! A finished value table kept over the free points only: for each set of geese, one bit for
//! each point no goose stands on, so `points − geese` bits a set rather than the 33 bits and
//! more a full mask takes (17 bits at seventeen geese, against 33). The tables below the one
//! being made or verified are read this way: one position's value is one bit, found by
//! counting the free points before the fox's, and a whole set's mask is spread back out onto
//! the free points. The tables of four to seventeen geese take 12.4 GB so, against 22.5 GB.

use std::sync::LazyLock;
use std::sync::atomic::{AtomicU64, Ordering};

use super::TablebaseError;

/// Per set of one table, the fox's points where the geese win, over the free points only.
///
/// The words are atomic so that threads making a table together can add to it
/// ([`FreeMasks::add_shared`]); a plain load or store of one costs what a `u64`'s does.
#[derive(Debug)]
pub(super) struct FreeMasks {
    words: Vec<AtomicU64>,
    /// Bits a set: the free points.
    width: u32,
    sets: usize,
}

impl Clone for FreeMasks {
    fn clone(&self) -> FreeMasks {
        FreeMasks {
            words: self.words().map(AtomicU64::new).collect(),
            ..*self
        }
    }
}

impl PartialEq for FreeMasks {
    fn eq(&self, other: &FreeMasks) -> bool {
        (self.width, self.sets) == (other.width, other.sets) && self.words().eq(other.words())
    }
}

impl Eq for FreeMasks {}

impl FreeMasks {
    /// `sets` empty masks of `width` free points each, or a refusal where the memory cannot
    /// be had.
    pub(super) fn zeroed(sets: usize, width: usize) -> Result<FreeMasks, TablebaseError> {
        let words = FreeMasks::words_for(sets, width);
        let mut all = Vec::new();
        all.try_reserve_exact(words)
            .map_err(|_| TablebaseError::NoMemory {
                entries: words as u64 * 8,
            })?;
        all.resize_with(words, AtomicU64::default);
        Ok(FreeMasks {
            words: all,
            width: width as u32,
            sets,
        })
    }

    /// The words `sets` masks of `width` free points are packed in: one more than they fill,
    /// so that a field may always run on into the next word.
    pub(super) fn words_for(sets: usize, width: usize) -> usize {
        (sets as u64 * width as u64).div_ceil(64) as usize + 1
    }

    /// The number of sets.
    pub(super) fn len(&self) -> usize {
        self.sets
    }

    /// The words the masks are packed in, as a file keeps them.
    pub(super) fn words(&self) -> impl Iterator<Item = u64> + '_ {
        self.words.iter().map(|w| w.load(Ordering::Relaxed))
    }

    /// The words a file kept for `sets` masks of `width` free points, or why they cannot be
    /// such masks.
    pub(super) fn from_words(
        words: Vec<u64>,
        sets: usize,
        width: usize,
    ) -> Result<FreeMasks, String> {
        let bits = sets as u64 * width as u64;
        if words.len() != FreeMasks::words_for(sets, width) {
            return Err(format!("not the {sets} sets' masks"));
        }
        // The bits past the last set are not any set's, and always 0.
        let last = (bits / 64) as usize;
        let past = words[last] >> (bits % 64) != 0 || words[last + 1..].iter().any(|&w| w != 0);
        if past {
            return Err(format!("bits past the last of the {sets} sets"));
        }
        Ok(FreeMasks {
            // The same size: collected in place.
            words: words.into_iter().map(AtomicU64::new).collect(),
            width: width as u32,
            sets,
        })
    }

    /// Bits a set: the free points.
    pub(super) fn width(&self) -> usize {
        self.width as usize
    }

    /// The word at `at` and the shift of a set's field in it: the field may run on into the
    /// next word (there is always one more).
    #[inline]
    fn place(&self, rank: usize) -> (usize, u64) {
        let at = rank as u64 * u64::from(self.width);
        ((at / 64) as usize, at % 64)
    }

    /// The packed bits of the set of this rank: bit `i` for the `i`th free point.
    #[inline]
    pub(super) fn field(&self, rank: usize) -> u64 {
        let (word, shift) = self.place(rank);
        let low = self.words[word].load(Ordering::Relaxed) >> shift;
        let high = if shift == 0 {
            0
        } else {
            self.words[word + 1].load(Ordering::Relaxed) << (64 - shift)
        };
        (low | high) & ((1u64 << self.width) - 1)
    }

    /// Whether the mask of the set of this rank (its free points `free`) holds the fox's point
    /// `fox`.
    #[inline]
    pub(super) fn has(&self, rank: usize, free: u64, fox: usize) -> bool {
        packed_has(self.field(rank), free, fox)
    }

    /// The whole mask of the set of this rank, whose free points are `free`.
    #[inline]
    pub(super) fn get(&self, rank: usize, free: u64) -> u64 {
        match self.field(rank) {
            0 => 0,
            packed => deposit(packed, free),
        }
    }

    /// Makes the mask of the set of this rank `mask` again (points of `free` only).
    pub(super) fn set(&mut self, rank: usize, free: u64, mask: u64) {
        let field = (1u64 << self.width) - 1;
        let (word, shift) = self.place(rank);
        *self.words[word].get_mut() &= !(field << shift);
        if shift != 0 {
            *self.words[word + 1].get_mut() &= !(field >> (64 - shift));
        }
        self.put(rank, free, mask);
    }

    /// The points held in all the masks: positions.
    pub(super) fn count_ones(&self) -> u64 {
        self.words().map(|w| u64::from(w.count_ones())).sum()
    }

    /// Makes the mask of the set of this rank `mask` (points of `free` only; others are lost,
    /// so a caller refuses them first). Each set is put once, in any order.
    pub(super) fn put(&mut self, rank: usize, free: u64, mask: u64) {
        // Most sets have no win of the geese at all.
        if mask == 0 {
            return;
        }
        let bits = extract(mask, free);
        let (word, shift) = self.place(rank);
        *self.words[word].get_mut() |= bits << shift;
        if shift != 0 {
            *self.words[word + 1].get_mut() |= bits >> (64 - shift);
        }
    }

    /// Adds the points of `mask` (of `free` only) to the set of this rank's, while other
    /// threads may read the masks and add to them; a point once added stays.
    pub(super) fn add_shared(&self, rank: usize, free: u64, mask: u64) {
        if mask == 0 {
            return;
        }
        let bits = extract(mask, free);
        let (word, shift) = self.place(rank);
        self.words[word].fetch_or(bits << shift, Ordering::Relaxed);
        if shift != 0 && bits >> (64 - shift) != 0 {
            self.words[word + 1].fetch_or(bits >> (64 - shift), Ordering::Relaxed);
        }
    }
}

/// For every byte of free points and every byte of a mask: the mask's bits at those points,
/// packed (`EXTRACT`); and every packed byte spread back onto those points (`DEPOSIT`). A
/// byte at a time, as a processor's bit-gathering instruction would, which not every
/// processor has quickly.
struct ByteTables {
    extract: Vec<[u8; 256]>,
    deposit: Vec<[u8; 256]>,
}

static BYTES: LazyLock<ByteTables> = LazyLock::new(|| {
    let mut extract = vec![[0u8; 256]; 256];
    let mut deposit = vec![[0u8; 256]; 256];
    for free in 0..256usize {
        let points: Vec<usize> = (0..8).filter(|b| free >> b & 1 != 0).collect();
        for value in 0..256usize {
            for (at, &point) in points.iter().enumerate() {
                extract[free][value] |= ((value >> point & 1) << at) as u8;
                deposit[free][value] |= ((value >> at & 1) << point) as u8;
            }
        }
    }
    ByteTables { extract, deposit }
});

/// Whether packed bits over the points of `free` hold the fox's point `fox`.
#[inline]
pub(super) fn packed_has(packed: u64, free: u64, fox: usize) -> bool {
    let before = (free & ((1u64 << fox) - 1)).count_ones();
    packed >> before & 1 != 0
}

/// The bits of `mask` at the points of `free`, packed from bit 0 up.
#[inline]
pub(super) fn extract(mask: u64, free: u64) -> u64 {
    let bytes = &*BYTES;
    let (mut packed, mut at, mut i) = (0, 0, 0);
    while free >> i != 0 {
        let f = (free >> i) as u8;
        packed |= u64::from(bytes.extract[f as usize][(mask >> i) as u8 as usize]) << at;
        at += f.count_ones();
        i += 8;
    }
    packed
}

/// The packed bits spread back out onto the points of `free`.
#[inline]
pub(super) fn deposit(mut packed: u64, free: u64) -> u64 {
    let bytes = &*BYTES;
    let (mut mask, mut i) = (0, 0);
    while packed != 0 && free >> i != 0 {
        let f = (free >> i) as u8;
        mask |= u64::from(bytes.deposit[f as usize][packed as u8 as usize]) << i;
        packed >>= f.count_ones();
        i += 8;
    }
    mask
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_mask_comes_back_over_its_free_points() {
        let all = (1u64 << 33) - 1;
        let mut seed = 7u64;
        let mut next = || {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            seed >> 11
        };
        for geese in [4, 13, 17, 29] {
            let width = 33 - geese;
            let sets: Vec<(u64, u64)> = (0..300)
                .map(|_| {
                    let mut set = 0u64;
                    while set.count_ones() < geese as u32 {
                        set |= 1 << (next() % 33);
                    }
                    let free = all & !set;
                    (free, next() & free)
                })
                .collect();
            let mut masks = FreeMasks::zeroed(sets.len(), width).unwrap();
            for (rank, &(free, mask)) in sets.iter().enumerate().rev() {
                masks.put(rank, free, mask);
            }
            let ones: u32 = sets.iter().map(|(_, mask)| mask.count_ones()).sum();
            assert_eq!(masks.count_ones(), u64::from(ones));
            // Made again, each set's neighbours untouched.
            for (rank, &(free, mask)) in sets.iter().enumerate().step_by(3) {
                masks.set(rank, free, !mask & free);
                masks.set(rank, free, mask);
            }
            for (rank, &(free, mask)) in sets.iter().enumerate() {
                assert_eq!(masks.get(rank, free), mask, "{geese} geese, set {rank}");
                for fox in 0..33 {
                    let held = free >> fox & 1 != 0 && masks.has(rank, free, fox);
                    assert_eq!(held, mask >> fox & 1 != 0);
                }
            }
        }
    }
}

//! The outcomes of a table with draws: the one being made, with both masks a set, and the
//! finished ones as they are kept while the tables above them are made or verified. With the
//! geese to move the fox wins almost nowhere once the geese are many (500 positions of 11.5
//! billion at thirteen geese), so a finished table keeps where the geese win as a mask a set
//! over the free points and lists the few sets where the fox wins apart. That halves the
//! tables: four to sixteen geese take about 10 GB rather than 20, which brings the making of
//! seventeen (its own four masks, 9.3 GB) within this machine's memory.

use super::TablebaseError;
use super::values_free_masks::{FreeMasks, deposit, packed_has};

/// The table being made, with one side to move: for every set of geese, the fox's points where
/// the geese win and where the fox wins (neither: drawn), each over the set's free points.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Outcomes {
    geese_win: FreeMasks,
    fox_wins: FreeMasks,
}

impl Outcomes {
    /// `sets` sets of `geese` geese on a board of `points` points, nothing known.
    pub(super) fn zeroed(
        sets: usize,
        points: usize,
        geese: usize,
    ) -> Result<Outcomes, TablebaseError> {
        Ok(Outcomes {
            geese_win: FreeMasks::zeroed(sets, points - geese)?,
            fox_wins: FreeMasks::zeroed(sets, points - geese)?,
        })
    }

    /// Where the geese win and where the fox wins, in the set of this rank (free points `free`).
    #[inline]
    pub(super) fn get(&self, rank: usize, free: u64) -> (u64, u64) {
        (
            self.geese_win.get(rank, free),
            self.fox_wins.get(rank, free),
        )
    }

    /// Makes the set of this rank's outcomes `(geese win, fox wins)`.
    #[cfg(test)]
    pub(super) fn set(&mut self, rank: usize, free: u64, (win, lose): (u64, u64)) {
        self.geese_win.set(rank, free, win);
        self.fox_wins.set(rank, free, lose);
    }

    /// The table finished, as it is kept: the fox's wins listed apart.
    pub(super) fn finished(self) -> Finished {
        Finished {
            fox_wins: FewMasks::of(&self.fox_wins),
            geese_win: self.geese_win,
        }
    }

    /// Adds to the set of this rank's outcomes, while other threads may read them and add to
    /// theirs: an outcome once found stays.
    pub(super) fn add_shared(&self, rank: usize, free: u64, (win, lose): (u64, u64)) {
        self.geese_win.add_shared(rank, free, win);
        self.fox_wins.add_shared(rank, free, lose);
    }

    /// The words both masks are packed in, where the geese win first.
    pub(super) fn words(&self) -> impl Iterator<Item = u64> + '_ {
        self.geese_win.words().chain(self.fox_wins.words())
    }

    /// The words a file kept for both masks, or why they cannot be them.
    pub(super) fn from_words(
        (geese_win, fox_wins): (Vec<u64>, Vec<u64>),
        sets: usize,
        width: usize,
    ) -> Result<Outcomes, String> {
        Ok(Outcomes {
            geese_win: FreeMasks::from_words(geese_win, sets, width)?,
            fox_wins: FreeMasks::from_words(fox_wins, sets, width)?,
        })
    }

    /// Whether no position is both won and lost (the masks are packed alike).
    pub(super) fn disjoint(&self) -> bool {
        let mut both = self.geese_win.words().zip(self.fox_wins.words());
        both.all(|(win, lose)| win & lose == 0)
    }

    /// The positions the geese win, and those the fox wins.
    pub(super) fn counts(&self) -> (u64, u64) {
        (self.geese_win.count_ones(), self.fox_wins.count_ones())
    }
}

/// A finished table with the geese to move: where the geese win as a mask a set, where the fox
/// wins listed for the sets where it does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Finished {
    geese_win: FreeMasks,
    fox_wins: FewMasks,
}

impl Finished {
    /// A table from its two halves, as a file keeps them, or why they cannot be one: a position
    /// both won and lost.
    pub(super) fn from_halves(
        geese_win: FreeMasks,
        fox_wins: FewMasks,
    ) -> Result<Finished, String> {
        let both = fox_wins
            .entries()
            .find(|&(rank, packed)| geese_win.field(rank) & packed != 0);
        match both {
            Some((rank, _)) => Err(format!("values no position can have, at set {rank}")),
            None => Ok(Finished {
                geese_win,
                fox_wins,
            }),
        }
    }

    /// The number of sets.
    pub(super) fn len(&self) -> usize {
        self.geese_win.len()
    }

    /// Where the geese win and where the fox wins, in the set of this rank (free points `free`).
    #[inline]
    pub(super) fn get(&self, rank: usize, free: u64) -> (u64, u64) {
        let lose = self
            .fox_wins
            .find(rank)
            .map_or(0, |packed| deposit(packed, free));
        (self.geese_win.get(rank, free), lose)
    }

    /// Whether the geese win and whether the fox wins with the fox on `fox`.
    #[inline]
    pub(super) fn at(&self, rank: usize, free: u64, fox: usize) -> (bool, bool) {
        // Where the geese win the fox does not: the list is not searched.
        if self.geese_win.has(rank, free, fox) {
            return (true, false);
        }
        let lose = self
            .fox_wins
            .find(rank)
            .is_some_and(|packed| packed_has(packed, free, fox));
        (false, lose)
    }

    /// Where the geese win, as a file keeps it.
    pub(super) fn geese_win(&self) -> &FreeMasks {
        &self.geese_win
    }

    /// Where the fox wins, as a file keeps it.
    pub(super) fn fox_wins(&self) -> &FewMasks {
        &self.fox_wins
    }
}

/// Masks over the free points for the few sets that have any, in rank order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct FewMasks {
    ranks: Vec<u32>,
    packed: Vec<u32>,
    /// A bit a set: whether it is listed. Most look-ups find it is not, without a search.
    listed: Vec<u64>,
}

impl FewMasks {
    /// The sets of `masks` that have any point.
    fn of(masks: &FreeMasks) -> FewMasks {
        let held = (0..masks.len()).map(|rank| (rank, masks.field(rank)));
        let width = masks.width();
        FewMasks::from_entries(held.filter(|&(_, mask)| mask != 0), masks.len(), width)
            .expect("a table's own sets, in order, each with some point")
    }

    /// Masks from `(rank, packed mask)` entries, which must be in increasing rank order, each
    /// below `sets` and with some point of the `width` free points; or why they cannot be.
    /// The tables with draws have at most 32 free points and `u32::MAX` sets.
    pub(super) fn from_entries(
        entries: impl Iterator<Item = (usize, u64)>,
        sets: usize,
        width: usize,
    ) -> Result<FewMasks, String> {
        let (mut ranks, mut packed) = (Vec::new(), Vec::new());
        let mut listed = vec![0u64; sets.div_ceil(64)];
        for (rank, mask) in entries {
            let after = ranks.last().is_none_or(|&last| rank > last as usize);
            if rank >= sets || !after || mask == 0 || mask >> width != 0 {
                return Err(format!(
                    "a set of the fox's wins out of place, at set {rank}"
                ));
            }
            ranks.push(rank as u32);
            packed.push(mask as u32);
            listed[rank / 64] |= 1 << (rank % 64);
        }
        ranks.shrink_to_fit();
        packed.shrink_to_fit();
        Ok(FewMasks {
            ranks,
            packed,
            listed,
        })
    }

    /// The packed mask of the set of this rank, if it has one.
    #[inline]
    pub(super) fn find(&self, rank: usize) -> Option<u64> {
        if self.listed[rank / 64] >> (rank % 64) & 1 == 0 {
            return None;
        }
        let at = self.ranks.binary_search(&(rank as u32)).ok()?;
        Some(u64::from(self.packed[at]))
    }

    /// Each set's rank and packed mask, in rank order.
    pub(super) fn entries(&self) -> impl Iterator<Item = (usize, u64)> + '_ {
        let packed = self.packed.iter().map(|&p| u64::from(p));
        self.ranks.iter().map(|&r| r as usize).zip(packed)
    }

    /// The number of sets held.
    pub(super) fn len(&self) -> usize {
        self.ranks.len()
    }
}

//! Where a position's entry is in a table: the geese as a combination of the board's points
//! (their colexicographic rank), then the fox's point, then the side to move.

use crate::bitboard::{Bits, Point, points};
use crate::variant::Variant;

/// The board's points numbered densely, and the binomial coefficients to rank sets of them.
#[derive(Clone, Debug)]
pub struct Indexer {
    /// Dense number → point.
    points: Vec<Point>,
    /// Point → dense number (`u8::MAX` off the board).
    dense: [u8; 128],
    /// `choose[n][k]` = n choose k, for n up to the number of points.
    choose: Vec<Vec<u64>>,
}

impl Indexer {
    /// The numbering of the variant's board.
    pub fn new(variant: &Variant) -> Indexer {
        let points: Vec<Point> = points(variant.all_points()).collect();
        let mut dense = [u8::MAX; 128];
        for (i, p) in points.iter().enumerate() {
            dense[p.0 as usize] = i as u8;
        }
        let n = points.len();
        let mut choose = vec![vec![0u64; n + 1]; n + 1];
        for line in choose.iter_mut() {
            line[0] = 1;
        }
        for row in 1..=n {
            for k in 1..=row {
                choose[row][k] = choose[row - 1][k - 1] + choose[row - 1][k];
            }
        }
        Indexer {
            points,
            dense,
            choose,
        }
    }

    /// The number of points on the board.
    pub fn len(&self) -> usize {
        self.points.len()
    }

    /// Whether the board has no points (never for a real variant).
    pub fn is_empty(&self) -> bool {
        self.points.is_empty()
    }

    /// How many sets of `k` geese there are.
    pub fn sets(&self, k: usize) -> u64 {
        self.choose
            .get(self.len())
            .and_then(|row| row.get(k))
            .copied()
            .unwrap_or(0)
    }

    /// Entries in the table of `k` geese: every set, every point for the fox, both sides.
    pub fn entries(&self, k: usize) -> u64 {
        self.sets(k) * self.len() as u64 * 2
    }

    /// The colexicographic rank of a set of geese among the sets of its size.
    pub fn rank(&self, geese: Bits) -> u64 {
        self.rank_dense(self.to_dense(geese))
    }

    /// The rank of a set given by its points' dense numbers (bit `d` for dense number `d`).
    #[inline]
    pub fn rank_dense(&self, mut set: u64) -> u64 {
        let mut rank = 0;
        let mut i = 1;
        while set != 0 {
            rank += self.choose[set.trailing_zeros() as usize][i];
            set &= set - 1;
            i += 1;
        }
        rank
    }

    /// A set of points as dense numbers.
    pub fn to_dense(&self, set: Bits) -> u64 {
        points(set).fold(0, |acc, p| acc | 1 << self.dense[p.0 as usize])
    }

    /// A set of dense numbers as points.
    pub fn to_points(&self, mut set: u64) -> Bits {
        let mut bits: Bits = 0;
        while set != 0 {
            bits |= self.points[set.trailing_zeros() as usize].bit();
            set &= set - 1;
        }
        bits
    }

    /// The set of `k` geese with this rank.
    pub fn unrank(&self, rank: u64, k: usize) -> Bits {
        self.to_points(self.unrank_dense(rank, k))
    }

    /// The set of `k` dense numbers with this rank.
    pub fn unrank_dense(&self, mut rank: u64, k: usize) -> u64 {
        let mut geese: u64 = 0;
        let mut top = self.len();
        for i in (1..=k).rev() {
            // The largest dense number d below `top` with d choose i ≤ rank.
            let mut d = top - 1;
            while self.choose[d][i] > rank {
                d -= 1;
            }
            rank -= self.choose[d][i];
            geese |= 1 << d;
            top = d;
        }
        geese
    }

    /// The dense number of the fox's point.
    pub fn fox(&self, fox: Point) -> usize {
        self.dense[fox.0 as usize] as usize
    }

    /// The point with this dense number.
    pub fn point(&self, dense: usize) -> Point {
        self.points[dense]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Variants;

    #[test]
    fn ranks_number_every_set_once() {
        let variant = Variants::default().get("fox-geese-13").unwrap();
        let ix = Indexer::new(&variant);
        assert_eq!(ix.len(), 33);
        assert_eq!(ix.sets(4), 40_920);
        let mut seen = vec![false; ix.sets(3) as usize];
        for r in 0..ix.sets(3) {
            let set = ix.unrank(r, 3);
            assert_eq!(set.count_ones(), 3);
            assert_eq!(set & !variant.all_points(), 0);
            assert_eq!(ix.rank(set), r);
            assert!(!std::mem::replace(&mut seen[r as usize], true));
        }
        let last = ix.sets(13) - 1;
        assert_eq!(ix.rank(ix.unrank(last, 13)), last);
    }
}

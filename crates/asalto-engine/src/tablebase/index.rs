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
    /// A rank by look-ups: for each byte of the dense numbering (points 0–7, 8–15, …), each
    /// value of it and each number of points below it, what its points add to the rank.
    byte_ranks: Vec<u64>,
}

/// Points per look-up of a rank.
const BYTE: usize = 8;

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
        let byte_ranks = byte_ranks(&choose, n);
        Indexer {
            points,
            dense,
            choose,
            byte_ranks,
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

    /// The rank of a set given by its points' dense numbers (bit `d` for dense number `d`): a
    /// look-up per byte of the numbering, for the tables' walk ranks billions of sets.
    #[inline]
    pub fn rank_dense(&self, set: u64) -> u64 {
        let width = self.len() + 1;
        let mut rank = 0;
        let mut below = 0;
        for byte in 0..self.len().div_ceil(BYTE) {
            let bits = (set >> (byte * BYTE)) as usize & 0xff;
            rank += self.byte_ranks[((byte << 8) + bits) * width + below];
            below += bits.count_ones() as usize;
        }
        rank
    }

    /// The set of as many points that follows `set` in rank order (Gosper's way).
    #[inline]
    pub fn next_set(&self, set: u64) -> u64 {
        let lowest = set & set.wrapping_neg();
        let carried = set + lowest;
        (((carried ^ set) >> 2) / lowest) | carried
    }

    /// The set of as many points that comes before `set` in rank order: the complement of the
    /// next complement, as complementing turns the order round.
    #[inline]
    pub fn previous_set(&self, set: u64) -> u64 {
        let all = (1u64 << self.len()) - 1;
        all & !self.next_set(all & !set)
    }

    /// A set of points as dense numbers.
    pub fn to_dense(&self, set: Bits) -> u64 {
        points(set).fold(0, |acc, p| acc | 1 << self.dense[p.0 as usize])
    }

    /// The dense set after a move changed the geese from `before_points` (`before` when dense)
    /// to `after_points`. The numbering maps point to point, so only the points the move
    /// changed are looked up, not every goose: a verification does this for every goose move.
    #[inline]
    pub fn dense_after(&self, before: u64, before_points: Bits, after_points: Bits) -> u64 {
        before ^ self.to_dense(before_points ^ after_points)
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

/// What each byte of a set adds to its rank, by the number of points below the byte: a point
/// `d` that is the set's `i`-th (from 1) adds `d` choose `i`.
fn byte_ranks(choose: &[Vec<u64>], n: usize) -> Vec<u64> {
    let width = n + 1;
    let bytes = n.div_ceil(BYTE);
    let mut ranks = vec![0u64; bytes * 256 * width];
    let choose = |d: usize, i: usize| choose.get(d).and_then(|row| row.get(i)).copied();
    for byte in 0..bytes {
        for bits in 0..256usize {
            for below in 0..width {
                let added = (0..BYTE)
                    .filter(|j| bits >> j & 1 != 0)
                    .enumerate()
                    .map(|(t, j)| choose(byte * BYTE + j, below + t + 1).unwrap_or(0))
                    .sum();
                ranks[((byte << 8) + bits) * width + below] = added;
            }
        }
    }
    ranks
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

    /// The look-up rank is the sum of binomials, and the next and previous sets walk the ranks
    /// one by one, both ways.
    #[test]
    fn ranks_by_look_up_and_sets_in_rank_order() {
        let variant = Variants::default().get("fox-geese-13").unwrap();
        let ix = Indexer::new(&variant);
        let by_sum = |mut set: u64| {
            let mut rank = 0;
            let mut i = 1;
            while set != 0 {
                rank += ix.choose[set.trailing_zeros() as usize][i];
                set &= set - 1;
                i += 1;
            }
            rank
        };
        for k in [1, 4, 9, 13, 17, 32, 33] {
            let step = (ix.sets(k) / 5_000).max(1);
            for r in (0..ix.sets(k)).step_by(step as usize) {
                let set = ix.unrank_dense(r, k);
                assert_eq!(ix.rank_dense(set), r, "{k} geese, rank {r}");
                assert_eq!(by_sum(set), r);
                if r + 1 < ix.sets(k) {
                    assert_eq!(ix.next_set(set), ix.unrank_dense(r + 1, k), "{k}: {r}");
                }
                if r > 0 {
                    assert_eq!(ix.previous_set(set), ix.unrank_dense(r - 1, k), "{k}: {r}");
                }
            }
        }
    }

    /// The set after a change, found from the changed points alone, is the whole set mapped:
    /// a goose step (one point off, one on) and a capture (one more off).
    #[test]
    fn dense_after_a_change_is_the_whole_set_mapped() {
        let variant = Variants::default().get("fox-geese-13").unwrap();
        let ix = Indexer::new(&variant);
        let all = variant.all_points();
        for r in (0..ix.sets(13)).step_by(9_973_337) {
            let before = ix.unrank(r, 13);
            let dense = ix.to_dense(before);
            let (off, on) = (before & before.wrapping_neg(), {
                let free = all & !before;
                free & free.wrapping_neg()
            });
            let step = before ^ off ^ on;
            assert_eq!(
                ix.dense_after(dense, before, step),
                ix.to_dense(step),
                "rank {r}"
            );
            let captured = step & !(step & step.wrapping_neg());
            assert_eq!(
                ix.dense_after(dense, before, captured),
                ix.to_dense(captured)
            );
        }
    }
}

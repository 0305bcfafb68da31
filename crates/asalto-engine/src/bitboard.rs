//! Sets of points as bits of a `u128`. A point's bit index is `rank * width + file` on the
//! variant's grid, so a step in one of the eight directions is a shift by a fixed offset.

use serde::{Deserialize, Serialize};

/// A set of points.
pub type Bits = u128;

/// A point of a board: its bit index on the variant's grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Point(pub u8);

impl Point {
    /// The set holding only this point.
    #[inline]
    pub const fn bit(self) -> Bits {
        1 << self.0
    }
}

/// Shifts a set by a signed grid offset (positive toward higher indices).
#[inline(always)]
pub const fn shift(bits: Bits, offset: i32) -> Bits {
    if offset >= 0 {
        bits << offset
    } else {
        bits >> -offset
    }
}

/// Iterates over the points of a set, lowest index first.
#[derive(Clone, Copy)]
pub struct PointIter(pub Bits);

impl Iterator for PointIter {
    type Item = Point;
    #[inline]
    fn next(&mut self) -> Option<Point> {
        if self.0 == 0 {
            return None;
        }
        let index = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(Point(index))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for PointIter {}

/// The points of a set, lowest index first.
#[inline]
pub fn points(bits: Bits) -> PointIter {
    PointIter(bits)
}

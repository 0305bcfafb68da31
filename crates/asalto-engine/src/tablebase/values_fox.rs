//! The fox's moves for the value tables, on the tables' dense numbering: its steps, and its
//! capture chains by the rules (a chain goes on while it can; the geese it took stay on the
//! board until it ends, neither jumped again nor landed on; the point it left counts as empty).
//!
//! The tables' walk asks, for a set of geese and every point of the fox, whether every fox
//! move is lost; the engine's move generator answers that too, but it builds each move and each
//! position, and this is most of a table's time. `values --verify` and the tests hold these
//! moves against the generator's.

use super::index::Indexer;
use crate::variant::Variant;

/// The fox's moves from each point, as dense numbers.
#[derive(Clone, Debug)]
pub(super) struct FoxMoves {
    /// Dense number → the points the fox there may step to.
    steps: Vec<u64>,
    /// Dense number → its jumps: the point jumped over and the landing point.
    jumps: Vec<Vec<(u8, u8)>>,
    /// Dense number → every point a jump from there passes over.
    jump_over: Vec<u64>,
}

impl FoxMoves {
    pub(super) fn new(variant: &Variant, indexer: &Indexer) -> FoxMoves {
        let numbers = 0..indexer.len();
        let steps = numbers
            .clone()
            .map(|d| indexer.to_dense(variant.officer_neighbours(indexer.point(d))))
            .collect();
        let jumps: Vec<Vec<(u8, u8)>> = numbers
            .map(|d| {
                let at = indexer.point(d).0 as usize & 127;
                variant.jumps[at][..variant.jump_count[at] as usize]
                    .iter()
                    .map(|j| {
                        let dense = |p: u8| indexer.fox(crate::bitboard::Point(p)) as u8;
                        (dense(j.over), dense(j.land))
                    })
                    .collect()
            })
            .collect();
        let jump_over = jumps
            .iter()
            .map(|js| js.iter().fold(0, |acc, &(over, _)| acc | 1 << over))
            .collect();
        FoxMoves {
            steps,
            jumps,
            jump_over,
        }
    }

    /// The points the fox on `fox` may step to.
    #[inline]
    pub(super) fn steps(&self, fox: usize) -> u64 {
        self.steps[fox]
    }

    /// Whether the fox on `fox` could jump a goose of `set` now.
    #[inline]
    pub(super) fn can_capture(&self, fox: usize, set: u64) -> bool {
        self.jump_over[fox] & set != 0
            && self.jumps[fox]
                .iter()
                .any(|&(over, land)| set >> over & 1 != 0 && set >> land & 1 == 0)
    }

    /// Whether `lost` holds for the end of every capture chain of the fox on `fox` among the
    /// geese `set`: `lost(geese left, the fox's landing point)`. Stops at the first chain that
    /// is not.
    pub(super) fn every_capture(
        &self,
        fox: usize,
        set: u64,
        lost: &mut impl FnMut(u64, usize) -> bool,
    ) -> bool {
        self.chains_from(fox, set, 0, lost)
    }

    fn chains_from(
        &self,
        at: usize,
        set: u64,
        taken: u64,
        lost: &mut impl FnMut(u64, usize) -> bool,
    ) -> bool {
        let mut jumped = false;
        for &(over, land) in &self.jumps[at] {
            let (over, land) = (over as usize, land as usize);
            // A goose not yet taken, beyond it a point that holds no goose (taken ones stay).
            if (set & !taken) >> over & 1 != 0 && set >> land & 1 == 0 {
                jumped = true;
                if !self.chains_from(land, set, taken | 1 << over, lost) {
                    return false;
                }
            }
        }
        // A chain ends where no jump goes on; the first call always jumps if it can capture.
        jumped || taken == 0 || lost(set & !taken, at)
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use rand::rngs::SmallRng;
    use rand::{RngExt, SeedableRng};

    use super::*;
    use crate::Variants;
    use crate::position::{Position, Turn};

    /// Every fox move by the engine's move generator, as the geese left and the fox's point, is
    /// a step or a capture chain here and the other way round, on positions drawn at random with
    /// from 4 to 24 geese (many chains, some long).
    #[test]
    fn the_fox_moves_as_the_move_generator_says() {
        let variant = Variants::default().get("fox-geese-13").unwrap();
        let ix = Indexer::new(&variant);
        let fox_moves = FoxMoves::new(&variant, &ix);
        let all = (1u64 << ix.len()) - 1;
        let mut rng = SmallRng::seed_from_u64(7);
        let (mut chains, mut moves) = (0, Vec::new());
        for _ in 0..20_000 {
            let geese = rng.random_range(4..=24);
            let set = ix.unrank_dense(rng.random_range(0..ix.sets(geese)), geese);
            let free: Vec<usize> = (0..ix.len()).filter(|d| set >> d & 1 == 0).collect();
            let fox = free[rng.random_range(0..free.len())];
            let pos = Position {
                attackers: ix.to_points(set),
                officers: ix.point(fox).bit(),
                turn: Turn::Officers,
                clock: 0,
            };
            variant.generate(&pos, &mut moves);
            let by_engine: BTreeSet<(u64, usize)> = moves
                .iter()
                .map(|mv| {
                    let next = variant.play(&pos, mv);
                    let at = crate::bitboard::Point(next.officers.trailing_zeros() as u8);
                    (ix.to_dense(next.attackers), ix.fox(at))
                })
                .collect();
            let mut here = BTreeSet::new();
            let steps = fox_moves.steps(fox) & all & !set;
            here.extend(
                (0..ix.len())
                    .filter(|s| steps >> s & 1 != 0)
                    .map(|s| (set, s)),
            );
            let captures = fox_moves.every_capture(fox, set, &mut |left, land| {
                here.insert((left, land));
                true
            });
            assert!(captures);
            let captured = here.iter().any(|&(left, _)| left != set);
            assert_eq!(fox_moves.can_capture(fox, set), captured);
            chains += usize::from(captured);
            assert_eq!(here, by_engine, "{}", variant.to_apn(&pos));
        }
        assert!(chains > 5_000, "only {chains} positions with a capture");
    }
}

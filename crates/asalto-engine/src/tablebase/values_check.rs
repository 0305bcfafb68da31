//! Checking the value tables two independent ways: against the distance tables, made by
//! another walk (depth first over the engine's moves), entry by entry; and position by position
//! against the rules, each sampled position's value re-derived from its moves by the engine's
//! move generator and the tables' values after them.

use std::io::{BufReader, Read};

use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

use super::files::{expect_sealed_line, read_up_to, unsealed_line, what};
use super::index::Indexer;
use super::values::ValueTables;
use super::{Entry, TablebaseError};
use crate::position::{Position, Turn};
use crate::sealed::Unsealing;
use crate::side::Side;
use crate::variant::Variant;
use std::ops::RangeInclusive;

/// How a value table agreed with a distance table.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Comparison {
    /// Positions compared (both sides to move).
    pub compared: u64,
    /// The first few positions where they differ (APN), and how many in all.
    pub differ: Vec<String>,
    /// Positions where they differ.
    pub differing: u64,
}

/// How sampled positions' values agreed with their moves' values.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Consistency {
    /// Positions checked.
    pub checked: u64,
    /// Of those, positions whose game had ended (the rules' winner checked instead).
    pub ended: u64,
    /// Positions whose value is not what their moves give (APN).
    pub wrong: Vec<String>,
}

/// Positions of a difference kept to show.
const SHOWN: usize = 10;

impl ValueTables {
    /// Compares the table of `geese` geese with a distance table's file, entry by entry.
    pub fn compare(&self, geese: usize, file: impl Read) -> Result<Comparison, TablebaseError> {
        let n = self.indexer.len();
        let entries = self.indexer.entries(geese);
        let mut file = BufReader::with_capacity(1 << 20, file);
        let sum = expect_sealed_line(
            &mut file,
            &what(&self.variant, geese, entries),
            &unsealed_line(&self.variant, geese, entries),
        )?;
        let mut sealed = Unsealing::expecting(sum);
        let mut bytes = vec![0u8; 2 * n];
        let mut found = Comparison::default();
        for (rank, here) in self.table_masks(geese)?.enumerate() {
            let got = read_up_to(&mut file, &mut bytes)
                .map_err(|e| TablebaseError::BadFile(e.to_string()))?;
            if got != bytes.len() {
                return Err(TablebaseError::BadFile(format!(
                    "{got} bytes at set {rank}"
                )));
            }
            sealed.read(&bytes);
            let set = self.indexer.unrank_dense(rank as u64, geese);
            let there = self.fox_part(set, here);
            for fox in (0..n).filter(|&fox| set >> fox & 1 == 0) {
                for (side, geese_win) in [(0, there >> fox & 1 != 0), (1, here >> fox & 1 != 0)] {
                    found.compared += 1;
                    let entry = Entry::of_byte(bytes[2 * fox + side]);
                    // An entry is a win or a loss for its side to move: the fox (0), the geese.
                    if entry.map(|e| e.wins == (side == 1)) != Some(geese_win) {
                        found.differing += 1;
                        if found.differ.len() < SHOWN {
                            let pos = self.position(set, fox, side == 1);
                            found.differ.push(self.variant.to_apn(&pos));
                        }
                    }
                }
            }
        }
        sealed.finish().map_err(TablebaseError::Seal)?;
        Ok(found)
    }

    /// Checks `samples` positions drawn at random from the tables held: each value is the best
    /// of its moves' values, or the rules' winner when it has none.
    pub fn check_sample(&self, samples: u64, seed: u64) -> Consistency {
        let (least, Some(most)) = self.geese() else {
            return Consistency::default();
        };
        let geese = least..=most;
        let draw = (&self.indexer, self.variant.as_ref(), geese);
        check_random(draw, samples, seed, |pos| self.value_and_moves(pos))
    }

    /// The tables' value of a position (the geese win), the one its moves give, and whether the
    /// game had ended there.
    fn value_and_moves(&self, pos: &Position) -> (bool, bool, bool) {
        let held = self.geese_win(pos).expect("a position of the tables");
        let moves = self.variant.legal_moves(pos);
        if moves.is_empty() {
            let winner = self.variant.winner(pos).and_then(|o| o.winner);
            return (held, winner == Some(Side::Attackers), true);
        }
        let after = |mv| {
            self.geese_win_after(pos, mv)
                .expect("a position of the tables")
        };
        let derived = match pos.turn {
            Turn::Attackers => moves.iter().any(after),
            _ => moves.iter().all(after),
        };
        (held, derived, false)
    }

    /// The position of a set of geese (dense numbers), the fox on `fox`, either side to move.
    pub(super) fn position(&self, set: u64, fox: usize, geese_to_move: bool) -> Position {
        table_position(&self.indexer, set, fox, geese_to_move)
    }
}

/// The position of a set of geese (dense numbers), the fox on `fox`, either side to move.
pub(super) fn table_position(ix: &Indexer, set: u64, fox: usize, geese_to_move: bool) -> Position {
    Position {
        attackers: ix.to_points(set),
        officers: ix.point(fox).bit(),
        turn: if geese_to_move {
            Turn::Attackers
        } else {
            Turn::Officers
        },
        clock: 0,
    }
}

/// Checks `samples` positions of the tables (their numbering, variant and numbers of geese)
/// drawn at random: `value_and_moves` gives a position's value in the tables, the one its moves
/// give, and whether it has no move.
pub(super) fn check_random<T: PartialEq>(
    (ix, variant, geese): (&Indexer, &Variant, RangeInclusive<usize>),
    samples: u64,
    seed: u64,
    value_and_moves: impl Fn(&Position) -> (T, T, bool),
) -> Consistency {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut found = Consistency::default();
    while found.checked < samples {
        let geese = rng.random_range(geese.clone());
        let set = ix.unrank_dense(rng.random_range(0..ix.sets(geese)), geese);
        let fox = rng.random_range(0..ix.len());
        if set >> fox & 1 != 0 {
            continue;
        }
        let pos = table_position(ix, set, fox, rng.random_bool(0.5));
        found.checked += 1;
        let (held, derived, ended) = value_and_moves(&pos);
        found.ended += u64::from(ended);
        if held != derived {
            found.wrong.push(variant.to_apn(&pos));
        }
    }
    found
}

//! Making the tables: every slot's position walked depth first, each position's moves before
//! it, each stored once.

use std::sync::Arc;

use crate::moves::Move;
use crate::position::Position;
use crate::sealed::Sum;
use crate::variant::Variant;

use super::{
    Entry, Indexer, MOST_PLIES, Tablebase, TablebaseError, UNKNOWN, WALKING, check, mover,
};

/// The tables of `variant` for every number of geese the game goes on with, up to `most`.
/// `finished` hears each table as it is done (its number of geese).
pub fn build(
    variant: Arc<Variant>,
    most: usize,
    finished: &mut dyn FnMut(&Tablebase, usize),
) -> Result<Tablebase, TablebaseError> {
    let mut base = Tablebase::empty(variant, most)?;
    base.fill(finished)?;
    Ok(base)
}

/// A table of `entries` unknown entries, or a refusal where the memory cannot be had (a table
/// of ten geese is 6.1 GB).
pub(super) fn empty_table(entries: u64) -> Result<Vec<u8>, TablebaseError> {
    let mut table = Vec::new();
    let n = usize::try_from(entries).map_err(|_| TablebaseError::NoMemory { entries })?;
    table
        .try_reserve_exact(n)
        .map_err(|_| TablebaseError::NoMemory { entries })?;
    table.resize(n, UNKNOWN);
    Ok(table)
}

impl Tablebase {
    /// Tables with nothing in them yet, to load or [`fill`](Tablebase::fill).
    pub fn empty(variant: Arc<Variant>, most: usize) -> Result<Tablebase, TablebaseError> {
        let least = check(&variant, most)?;
        let indexer = Indexer::new(&variant);
        let tables = (least..=most)
            .map(|g| empty_table(indexer.entries(g)))
            .collect::<Result<_, _>>()?;
        Ok(Tablebase {
            variant,
            indexer,
            least,
            most,
            tables,
            done: vec![false; most + 1 - least],
            sums: vec![None; most + 1 - least],
        })
    }

    /// Tables read whole from their files, with their checksums: `tables` from `least` geese
    /// up.
    pub(super) fn with_tables(
        variant: Arc<Variant>,
        least: usize,
        tables: Vec<(Vec<u8>, Sum)>,
    ) -> Result<Tablebase, TablebaseError> {
        let most = least + tables.len().saturating_sub(1);
        check(&variant, most)?;
        let (tables, sums): (Vec<Vec<u8>>, Vec<Option<Sum>>) =
            tables.into_iter().map(|(t, s)| (t, Some(s))).unzip();
        Ok(Tablebase {
            indexer: Indexer::new(&variant),
            variant,
            least,
            most,
            done: vec![true; tables.len()],
            tables,
            sums,
        })
    }

    /// Walks every table not yet done (loaded ones are kept), fewest geese first; `finished`
    /// hears each as it is done.
    pub fn fill(
        &mut self,
        finished: &mut dyn FnMut(&Tablebase, usize),
    ) -> Result<(), TablebaseError> {
        for geese in self.least..=self.most {
            if self.done[geese - self.least] {
                continue;
            }
            for slot in 0..self.entries(geese) {
                if let Some(pos) = self.position_at(geese, slot) {
                    value(self, &pos)?;
                }
            }
            self.done[geese - self.least] = true;
            finished(self, geese);
        }
        Ok(())
    }
}

/// The position's value for its side to move, from the tables or walked and stored.
fn value(base: &mut Tablebase, pos: &Position) -> Result<Entry, TablebaseError> {
    let Some(slot) = base.slot(pos) else {
        // Fewer geese than the game needs: decided without a move.
        return ended(&base.variant, pos);
    };
    let table = pos.attackers.count_ones() as usize - base.least;
    match base.tables[table][slot] {
        UNKNOWN => {}
        WALKING => return Err(TablebaseError::Cycle(base.variant.to_apn(pos))),
        byte => return Ok(Entry::of_byte(byte).expect("a stored entry")),
    }
    base.tables[table][slot] = WALKING;
    let mut moves: Vec<Move> = Vec::new();
    base.variant.generate(pos, &mut moves);
    let entry = if moves.is_empty() {
        ended(&base.variant, pos)?
    } else {
        let mut best: Option<Entry> = None;
        for mv in &moves {
            let next = base.variant.play(pos, mv);
            let after = value(base, &next)?;
            let mine = Entry {
                wins: !after.wins,
                plies: after.plies.saturating_add(1),
            };
            best = Some(match best {
                None => mine,
                Some(b) => better(b, mine),
            });
        }
        best.expect("at least one move")
    };
    if entry.plies > MOST_PLIES {
        return Err(TablebaseError::TooLong(base.variant.to_apn(pos)));
    }
    base.tables[table][slot] = entry.byte();
    Ok(entry)
}

/// The better of two values for the side to move: a win over a loss, the faster win, the
/// slower loss.
fn better(a: Entry, b: Entry) -> Entry {
    match (a.wins, b.wins) {
        (true, false) => a,
        (false, true) => b,
        (true, true) => {
            if b.plies < a.plies {
                b
            } else {
                a
            }
        }
        (false, false) => {
            if b.plies > a.plies {
                b
            } else {
                a
            }
        }
    }
}

/// A position with no move: the rules' winner, in no plies.
fn ended(variant: &Variant, pos: &Position) -> Result<Entry, TablebaseError> {
    match variant.winner(pos).and_then(|outcome| outcome.winner) {
        Some(side) => Ok(Entry {
            wins: side == mover(pos),
            plies: 0,
        }),
        None => Err(TablebaseError::Drawn(variant.to_apn(pos))),
    }
}

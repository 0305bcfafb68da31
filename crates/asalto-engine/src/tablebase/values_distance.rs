//! How long the fox needs: the fewest plies in which the fox forces the end of a position it
//! wins, against geese that put the end off as long as they can.
//!
//! A byte an entry for every table up to thirteen geese would take 27 GB. Two masks a set do
//! instead, grown in rounds: after round `r` they hold where the fox wins within `2r` plies with
//! the geese to move, and within `2r - 1` with the fox to move. Round `r` comes from round
//! `r - 1` alone: the fox to move wins within `2r - 1` plies where one of its moves reaches a
//! position with the geese to move won within `2r - 2`, and the geese to move lose within `2r`
//! where every goose move reaches one the fox wins within `2r - 1`. Whoever can force the end
//! within so many plies can, and the other cannot put it off beyond them; so a position's
//! distance is the round in which it first appears. Positions the value tables give to the
//! geese are never looked at.

use std::thread;

use super::TablebaseError;
use super::values::{ValueTables, ones};
use super::values_masks::{Masks, MasksPart};
use crate::bitboard::Point;
use crate::position::{Position, Turn};

/// The fox's wins within a number of rounds, for every table held by the value tables.
pub struct FoxRounds<'a> {
    tables: &'a ValueTables,
    round: u32,
    /// For each table, each set by rank: where the geese, to move, lose within `2 × round`.
    geese_to_move: Vec<Masks>,
    /// For each table, each set by rank: where the fox, to move, wins within `2 × round - 1`.
    fox_to_move: Vec<Masks>,
}

/// The positions that first appear in a round, per table from the fewest geese up.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RoundMade {
    /// The round: the fox wins these in `2 × round` plies with the geese to move, in
    /// `2 × round - 1` with the fox to move.
    pub round: u32,
    /// Positions with the geese to move, per table.
    pub geese_to_move: Vec<u64>,
    /// Positions with the fox to move, per table.
    pub fox_to_move: Vec<u64>,
}

impl RoundMade {
    /// Whether the round found nothing: every position the fox wins has been found.
    pub fn nothing_new(&self) -> bool {
        self.geese_to_move
            .iter()
            .chain(&self.fox_to_move)
            .all(|&n| n == 0)
    }
}

impl<'a> FoxRounds<'a> {
    /// Round 0: the positions the geese have lost with no move to make.
    pub fn new(tables: &'a ValueTables, threads: usize) -> Result<FoxRounds<'a>, TablebaseError> {
        let (least, Some(most)) = tables.geese() else {
            return Err(TablebaseError::NotFound("no value tables".to_string()));
        };
        let points = tables.indexer.len();
        let zeroed = |geese| Masks::zeroed(tables.indexer.sets(geese) as usize, points);
        let mut rounds = FoxRounds {
            tables,
            round: 0,
            geese_to_move: (least..=most).map(zeroed).collect::<Result<_, _>>()?,
            fox_to_move: (least..=most).map(zeroed).collect::<Result<_, _>>()?,
        };
        rounds.geese_part(threads);
        Ok(rounds)
    }

    /// The rounds done.
    pub fn round(&self) -> u32 {
        self.round
    }

    /// Works out the next round, on `threads` threads.
    pub fn next_round(&mut self, threads: usize) -> RoundMade {
        self.round += 1;
        let fox_to_move = self.fox_part(threads);
        RoundMade {
            round: self.round,
            fox_to_move,
            geese_to_move: self.geese_part(threads),
        }
    }

    /// Whether the fox wins the position within the rounds done, if the tables hold it.
    pub fn fox_wins_within(&self, pos: &Position) -> Option<bool> {
        let set = self.tables.slot_set(pos)?;
        let table = set.count_ones() as usize - self.tables.least;
        let rank = self.tables.indexer.rank_dense(set) as usize;
        let masks = match pos.turn {
            Turn::Attackers => &self.geese_to_move[table],
            _ => &self.fox_to_move[table],
        };
        let fox = self
            .tables
            .indexer
            .fox(Point(pos.officers.trailing_zeros() as u8));
        Some(masks.get(rank) >> fox & 1 != 0)
    }

    /// The plies a position first found in this round takes, with this side to move.
    pub fn plies(&self, turn: Turn) -> u32 {
        match turn {
            Turn::Attackers => 2 * self.round,
            _ => (2 * self.round).saturating_sub(1),
        }
    }

    /// The fox to move: where one of its moves reaches a position of the last round.
    fn fox_part(&mut self, threads: usize) -> Vec<u64> {
        let FoxRounds {
            tables,
            geese_to_move,
            fox_to_move,
            ..
        } = self;
        let (tables, lost): (&ValueTables, &[Masks]) = (tables, geese_to_move);
        let least = tables.least;
        fox_to_move
            .iter_mut()
            .enumerate()
            .map(|(table, masks)| {
                let geese = least + table;
                in_parts(masks, threads, &|first, part| {
                    fox_wins_in_part(tables, lost, geese, first, part)
                })
            })
            .collect()
    }

    /// The geese to move: where every goose move reaches a position the fox wins with this
    /// round's fox part.
    fn geese_part(&mut self, threads: usize) -> Vec<u64> {
        let FoxRounds {
            tables,
            geese_to_move,
            fox_to_move,
            ..
        } = self;
        let tables: &ValueTables = tables;
        let least = tables.least;
        geese_to_move
            .iter_mut()
            .enumerate()
            .map(|(table, masks)| {
                let geese = least + table;
                let fox_wins = &fox_to_move[table];
                in_parts(masks, threads, &|first, part| {
                    geese_lose_in_part(tables, fox_wins, geese, first, part)
                })
            })
            .collect()
    }
}

/// Runs `work(first rank, part)` on `masks` cut into one part a thread; the sum of what the
/// parts return.
fn in_parts(
    masks: &mut Masks,
    threads: usize,
    work: &(dyn Fn(usize, &mut MasksPart) -> u64 + Sync),
) -> u64 {
    let sets = masks.len();
    let per_part = sets.div_ceil(threads.max(1)).next_multiple_of(64).max(64);
    thread::scope(|scope| {
        let workers: Vec<_> = masks
            .parts_mut(per_part)
            .into_iter()
            .enumerate()
            .map(|(i, mut part)| scope.spawn(move || work(i * per_part, &mut part)))
            .collect();
        workers
            .into_iter()
            .map(|w| w.join().expect("a thread of the rounds"))
            .sum()
    })
}

/// Adds to the fox-to-move masks of a part of the table of `geese` geese where a fox move
/// reaches a position with the geese to move that `lost` holds: a step within the set, or a
/// capture chain (below the fewest geese the fox has won). Returns how many were added.
fn fox_wins_in_part(
    tables: &ValueTables,
    lost: &[Masks],
    geese: usize,
    first: usize,
    part: &mut MasksPart,
) -> u64 {
    let lost_after = |left: u64, land: usize| match (left.count_ones() as usize)
        .checked_sub(tables.least)
    {
        None => true,
        Some(table) => lost[table].get(tables.indexer.rank_dense(left) as usize) >> land & 1 != 0,
    };
    let here = &lost[geese - tables.least];
    let mut set = tables.indexer.unrank_dense(first as u64, geese);
    let mut added = 0;
    for at in 0..part.len() {
        if at > 0 {
            set = tables.indexer.next_set(set);
        }
        let open = tables.all & !set & !part.get(at);
        if open == 0 {
            continue;
        }
        // `fox_caught` asks where every move is lost for the fox: not reaching `lost`.
        let not_lost = !here.get(first + at);
        let caught = tables.fox_caught(set, not_lost, open, &mut |left, land| {
            !lost_after(left, land)
        });
        let wins = open & !caught;
        part.or(at, wins);
        added += u64::from(wins.count_ones());
    }
    added
}

/// Adds to the geese-to-move masks of a part of the table of `geese` geese where the geese
/// lose (by the value tables) and every goose move reaches a position `fox_wins` holds (a
/// goose cannot step onto the fox). Returns how many were added.
fn geese_lose_in_part(
    tables: &ValueTables,
    fox_wins: &Masks,
    geese: usize,
    first: usize,
    part: &mut MasksPart,
) -> u64 {
    let values = &tables.geese_to_move[geese - tables.least];
    let mut set = tables.indexer.unrank_dense(first as u64, geese);
    let mut added = 0;
    for at in 0..part.len() {
        if at > 0 {
            set = tables.indexer.next_set(set);
        }
        let empty = tables.all & !set;
        let mut open = empty & !values.get(first + at) & !part.get(at);
        'moves: for from in ones(set) {
            for to in ones(tables.forward[from] & empty) {
                if open == 0 {
                    break 'moves;
                }
                let after = set ^ (1 << from) ^ (1 << to);
                open &= fox_wins.get(tables.indexer.rank_dense(after) as usize) | 1 << to;
            }
        }
        part.or(at, open);
        added += u64::from(open.count_ones());
    }
    added
}

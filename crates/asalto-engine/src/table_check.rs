//! Checking the endgame tables against independent searches: random entries' values re-derived
//! by the df-pn solver (a proof for the side the table says wins, none for the one it says
//! loses), and their distances by the alpha-beta search to a depth one beyond them. Above the
//! tables, the solver and the search, which all three it uses.

use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

use crate::game::Game;
use std::sync::Arc;

use crate::job::{Job, Slice, StopFlag};
use crate::search::{Analyser, Limits, MATE};
use crate::solver::{ProofSearch, Verdict};

use crate::position::Position;
use crate::tablebase::{Entry, Tablebase};
use crate::variant::Variant;

/// The longest distance the alpha-beta search re-derives (a full-width search one ply deeper
/// than the end; longer ones grow out of reach).
pub const SEARCHED_PLIES: u8 = 11;

/// What a check found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Check {
    /// Positions drawn at random and checked.
    pub sampled: u64,
    /// Values the solver agreed with.
    pub values_agreed: u64,
    /// Values the solver could not settle within its budget.
    pub values_unknown: u64,
    /// Distances short enough for the alpha-beta search to check (at most
    /// [`SEARCHED_PLIES`]), and those it agreed with.
    pub distances_checked: u64,
    /// Distances the search agreed with.
    pub distances_agreed: u64,
    /// Of those, the ones the alpha-beta search missed (its reductions cut the shortest line)
    /// and a search of every move to the entry's depth confirmed.
    pub distances_exhaustive: u64,
    /// Each disagreement: the position and what each said.
    pub disagreements: Vec<String>,
}

/// How the solver checks an entry's value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leaves {
    /// By the rules alone, to the end of the game.
    Rules,
    /// Down to the first capture: the tables of fewer geese decide there, so each table is
    /// checked against those below it (and the table of four geese against the rules).
    TablesBelow,
}

/// Checks `samples` random positions of the tables (seeded), the solver given `nodes` each.
pub fn verify(base: &Arc<Tablebase>, samples: u64, seed: u64, nodes: u64, leaves: Leaves) -> Check {
    let mut rng = SmallRng::seed_from_u64(seed);
    let (least, most) = base.geese();
    let mut check = Check::default();
    while check.sampled < samples {
        let geese = rng.random_range(least..=most);
        let slot = rng.random_range(0..base.entries(geese));
        let Some(pos) = base.position_at(geese, slot) else {
            continue;
        };
        let entry = base.probe(&pos).expect("every position is in the tables");
        check.sampled += 1;
        let apn = base.variant().to_apn(&pos);
        match solver_says(base, &pos, entry, nodes, leaves) {
            Some(true) => check.values_agreed += 1,
            Some(false) => check
                .disagreements
                .push(format!("{apn}: table {entry:?}, the solver disagrees")),
            None => check.values_unknown += 1,
        }
        if entry.plies > SEARCHED_PLIES {
            continue;
        }
        check.distances_checked += 1;
        let score = searched(base, &pos, entry.plies as u32 + 1);
        let expected = (MATE - entry.plies as i32) * if entry.wins { 1 } else { -1 };
        if score == expected {
            check.distances_agreed += 1;
        } else if exhaustive_agrees(base.variant(), &pos, entry) {
            // The search's reductions can miss the shortest line; a search of every move
            // settles it.
            check.distances_agreed += 1;
            check.distances_exhaustive += 1;
        } else {
            check
                .disagreements
                .push(format!("{apn}: table {entry:?}, the search scores {score}"));
        }
    }
    check
}

/// Whether the solver agrees with the entry's value (`None`: it could not tell in `nodes`).
fn solver_says(
    base: &Arc<Tablebase>,
    pos: &crate::Position,
    entry: Entry,
    nodes: u64,
    leaves: Leaves,
) -> Option<bool> {
    let side = pos.turn.side();
    let prover = if entry.wins { side } else { side.other() };
    let table_entries = (nodes as usize).saturating_mul(4);
    let mut search = ProofSearch::new(base.variant(), pos, &[], prover, table_entries);
    if leaves == Leaves::TablesBelow {
        let geese = pos.attackers.count_ones() as usize;
        search = search
            .with_tablebase_below(base.clone(), geese)
            .expect("the tables' own variant");
    }
    let verdict = search.step(&Slice::nodes(nodes, &StopFlag::default()));
    match verdict.unwrap_or(Verdict::Unknown {
        reason: String::new(),
    }) {
        Verdict::Win { .. } => Some(true),
        Verdict::NotAWin => Some(false),
        Verdict::Unknown { .. } => None,
    }
}

/// The alpha-beta search's score of the position at this depth, for its side to move.
fn searched(base: &Tablebase, pos: &crate::Position, depth: u32) -> i32 {
    let game = Game::from_position(base.variant().clone(), *pos);
    let limits = Limits {
        depth: Some(depth),
        ..Limits::default()
    };
    Analyser::new(&game)
        .limits(&limits)
        .run(&StopFlag::default())
        .score
}

/// Whether a search of every move (no reductions, no tables) finds the entry's value in exactly
/// its plies: the winner wins within them and not sooner, or the loser loses within them and
/// can last longer than one ply fewer.
fn exhaustive_agrees(variant: &Variant, pos: &Position, entry: Entry) -> bool {
    let plies = u32::from(entry.plies);
    let within = |d: u32| {
        if entry.wins {
            wins_within(variant, pos, d)
        } else {
            loses_within(variant, pos, d)
        }
    };
    within(plies) && (plies == 0 || !within(plies - 1))
}

/// Whether the side to move can win within `plies`, whatever the other side does.
fn wins_within(variant: &Variant, pos: &Position, plies: u32) -> bool {
    if let Some(outcome) = variant.winner(pos) {
        return outcome.winner == Some(pos.turn.side());
    }
    plies > 0
        && (variant.legal_moves(pos).iter())
            .any(|mv| loses_within(variant, &variant.play(pos, mv), plies - 1))
}

/// Whether the side to move loses within `plies`, whatever it does.
fn loses_within(variant: &Variant, pos: &Position, plies: u32) -> bool {
    if let Some(outcome) = variant.winner(pos) {
        return outcome.winner == Some(pos.turn.side().other());
    }
    plies > 0
        && (variant.legal_moves(pos).iter())
            .all(|mv| wins_within(variant, &variant.play(pos, mv), plies - 1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Variants;
    use crate::tablebase::build;

    fn tables(variant: &str, most: usize) -> Tablebase {
        build(
            Variants::default().get(variant).unwrap(),
            most,
            &mut |_, _| {},
        )
        .unwrap()
    }

    #[test]
    fn the_fewest_geese_tables_agree_with_the_solver_and_the_search() {
        let base = std::sync::Arc::new(tables("fox-geese-13", 5));
        assert_eq!(base.geese(), (4, 5));
        let check = verify(&base, 200, 1, 200_000, Leaves::Rules);
        assert!(check.disagreements.is_empty(), "{:#?}", check.disagreements);
        assert_eq!(check.sampled, 200);
        assert!(check.values_agreed >= 180, "{check:?}");
        assert!(check.distances_checked >= 20, "{check:?}");
        assert_eq!(check.distances_agreed, check.distances_checked);
        // Checked against the table below, every value is settled.
        let below = verify(&base, 200, 2, 200_000, Leaves::TablesBelow);
        assert!(below.disagreements.is_empty(), "{:#?}", below.disagreements);
        assert_eq!(below.values_agreed, 200, "{below:?}");
    }

    #[test]
    fn distances_the_searchs_reductions_miss_are_settled_by_a_search_of_every_move() {
        // Two entries of a 100,000-entry check where the alpha-beta search, one ply deeper than
        // the table's distance, found only a line two plies longer.
        let base = tables("fox-geese-13", 5);
        let variants = Variants::default();
        for (apn, wins, plies) in [
            (
                "fox-geese-13 o R../.../..O..R./.R...../.....R./.../.R. 0",
                true,
                11,
            ),
            (
                "fox-geese-13 r .RR/..R/......O/......./..R.R../.../... 0",
                false,
                10,
            ),
        ] {
            let pos = variants.position(apn).unwrap().position;
            let entry = base.probe(&pos).unwrap();
            assert_eq!(entry, Entry { wins, plies });
            assert!(exhaustive_agrees(base.variant(), &pos, entry), "{apn}");
            let off_by_two = Entry {
                plies: plies + 2,
                ..entry
            };
            assert!(!exhaustive_agrees(base.variant(), &pos, off_by_two));
        }
    }
}

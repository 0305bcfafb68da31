use std::sync::Arc;

use super::*;
use crate::Variants;
use crate::job::StopFlag;
use crate::position::Position;
use crate::side::Side;
use crate::solver::{ProofSearch, SolverLimits, Verdict};

fn variant(name: &str) -> Arc<crate::variant::Variant> {
    Variants::default().get(name).unwrap()
}

fn sideways(name: &str, most: usize) -> (SidewaysValues, Vec<SidewaysMade>) {
    let mut tables = SidewaysValues::with_any_steps(variant(name)).unwrap();
    let made = (4..=most).map(|_| tables.make_next(2).unwrap()).collect();
    (tables, made)
}

/// Changes every set's outcomes with the geese to move in the table of `geese` geese as
/// `change` says, given the set (dense numbers) and its outcomes (geese win, fox wins).
pub(super) fn change_outcomes(
    tables: &mut SidewaysValues,
    geese: usize,
    mut change: impl FnMut(u64, (u64, u64)) -> (u64, u64),
) {
    let old: Vec<(u64, u64)> = tables.table_outcomes(geese).unwrap().collect();
    let (points, all) = (tables.indexer.len(), tables.all);
    let mut new = values_sideways_outcomes::Outcomes::zeroed(old.len(), points, geese).unwrap();
    for (rank, outcomes) in old.into_iter().enumerate() {
        let set = tables.indexer.unrank_dense(rank as u64, geese);
        new.set(rank, all & !set, change(set, outcomes));
    }
    tables.geese_to_move[geese - tables.least] = new.finished();
}

fn positions(tables: &SidewaysValues, geese: usize, step: usize) -> Vec<Position> {
    let mut all = Vec::new();
    for rank in (0..tables.indexer.sets(geese)).step_by(step) {
        let set = tables.indexer.unrank_dense(rank, geese);
        for fox in (0..tables.indexer.len()).filter(|d| set >> d & 1 == 0) {
            all.push(tables.position(set, fox, rank % 2 == 0));
        }
    }
    all
}

/// Without sideways steps the retrograde sweeps find no draw and the same wins as the value
/// tables' single walk, entry by entry.
#[test]
fn without_sideways_steps_the_sweeps_give_the_value_tables() {
    let (tables, made) = sideways("fox-geese-13", 6);
    let mut values = ValueTables::new(variant("fox-geese-13")).unwrap();
    for (i, made) in made.iter().enumerate() {
        let other = values.make_next().unwrap();
        assert_eq!(made.geese_to_move.0, other.geese_to_move_won);
        assert_eq!(made.fox_to_move.0, other.fox_to_move_won);
        assert_eq!(made.geese_to_move.0 + made.geese_to_move.1, made.positions);
        assert_eq!(made.fox_to_move.0 + made.fox_to_move.1, made.positions);
        let masks = values.table_masks(made.geese).unwrap();
        let geese_win = tables.table_outcomes(4 + i).unwrap().map(|(win, _)| win);
        assert!(geese_win.eq(masks));
    }
}

/// Every position's value is what its moves give by the engine's generator, on positions of
/// four to six geese drawn at random; and there are draws.
#[test]
fn every_sideways_value_is_what_its_moves_give() {
    let (tables, made) = sideways("fox-geese-13-sideways", 6);
    let found = tables.check_sample(20_000, 5);
    assert_eq!(found.checked, 20_000);
    assert!(found.wrong.is_empty(), "{:?}", found.wrong);
    assert!(made.iter().all(|m| m.sweeps >= 2), "{made:?}");
    let drawn = |m: &SidewaysMade| m.positions - m.geese_to_move.0 - m.geese_to_move.1;
    assert!(made.iter().all(|m| drawn(m) > 0), "{made:?}");
}

/// A table whose fox wins were all turned into draws is caught by the sample. (Draws turned
/// into wins can pass it: a cycle of positions all called won is consistent with its moves.
/// The sweeps only ever mark a win from moves already marked, starting from the rules' ends,
/// and the solver's proofs below are what holds the draws.)
#[test]
fn a_win_turned_into_a_draw_is_caught() {
    let (mut tables, _) = sideways("fox-geese-13-sideways", 5);
    change_outcomes(&mut tables, 5, |_, (win, _)| (win, 0));
    assert!(!tables.check_sample(3_000, 5).wrong.is_empty());
}

/// Where the tables say a side wins, the proof-number solver proves it or runs out of budget,
/// never proving the other side's win; where they say drawn, it proves no win for either.
#[test]
fn the_solver_agrees_with_the_sideways_tables() {
    let (tables, _) = sideways("fox-geese-13-sideways", 5);
    let v = tables.variant().clone();
    let stop = StopFlag::default();
    let limits = SolverLimits {
        nodes: 10_000,
        table_entries: 1 << 18,
    };
    let (mut proved, mut drawn) = (0, 0);
    for pos in positions(&tables, 5, 2999) {
        if v.legal_moves(&pos).is_empty() {
            continue;
        }
        let held = tables.winner(&pos).unwrap();
        for prover in [Side::Attackers, Side::Officers] {
            let solved = ProofSearch::prove(&v, &pos, &[], prover, limits, &stop);
            if let Verdict::Win { .. } = solved.verdict {
                assert_eq!(held, Some(prover), "{}", v.to_apn(&pos));
                proved += 1;
            }
        }
        drawn += usize::from(held.is_none());
    }
    assert!(proved > 30 && drawn > 100, "{proved} proved, {drawn} drawn");
}

/// Made on three threads sharing each table, the tables are those made on one, entry by entry,
/// whatever order the threads looked at the sets in.
#[test]
fn tables_with_draws_made_on_threads_are_those_made_on_one() {
    let mut one = SidewaysValues::new(variant("fox-geese-13-sideways")).unwrap();
    let mut three = SidewaysValues::new(variant("fox-geese-13-sideways")).unwrap();
    for _ in 4..=6 {
        let (by_one, by_three) = (one.make_next(1).unwrap(), three.make_next(3).unwrap());
        assert_eq!(
            (by_one.geese_to_move, by_one.fox_to_move),
            (by_three.geese_to_move, by_three.fox_to_move)
        );
    }
    assert_eq!(one.geese_to_move, three.geese_to_move);
}

/// A board with more than 32 points free with the fewest geese is refused in one line rather
/// than made into tables whose 32-bit masks would lose points.
#[test]
fn a_board_too_large_for_tables_with_draws_is_refused() {
    let rows: Vec<String> = (1..=7)
        .map(|r| {
            (b'a'..=b'g')
                .map(|c| format!("{}{r}", c as char))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    let columns: Vec<String> = (b'a'..=b'g')
        .map(|c| {
            (1..=7)
                .map(|r| format!("{}{r}", c as char))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    let quoted = |lines: &[String]| {
        lines
            .iter()
            .map(|l| format!("\"{l}\","))
            .collect::<String>()
    };
    let lines: String = rows
        .iter()
        .chain(&columns)
        .map(|l| format!("(points: \"{l}\"),"))
        .collect();
    let text = format!(
        "(name: \"fox-geese-square\", title: \"Square\", board: \"square49\", officers: 1, \
         capture: Optional, attackers_retreat_in_fortress: false, attackers_leave_fortress: true, \
         attackers_sideways: true, first: Officers, officers_win_below: 4, points: [{}], \
         fortress: [], attackers: [\"a1 b1 c1 d1 e1 f1 g1\", \"a2 b2 c2 d2 e2 f2\"], \
         officers_start: [\"d5\"], lines: [{lines}])",
        quoted(&rows)
    );
    let square = crate::variant::Variant::from_ron(&text).unwrap();
    let refused = SidewaysValues::new(Arc::new(square)).unwrap_err();
    assert!(
        matches!(refused, TablebaseError::TooLargeForDraws(_)),
        "{refused}"
    );
    assert!(
        refused
            .to_string()
            .contains("too large for tables with draws")
    );
}

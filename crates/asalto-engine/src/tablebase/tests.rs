use super::*;
use crate::Variants;

fn tables(variant: &str, most: usize) -> Tablebase {
    build(
        Variants::default().get(variant).unwrap(),
        most,
        &mut |_, _, _| {},
    )
    .unwrap()
}

#[test]
fn the_fewest_geese_tables_agree_with_the_solver_and_the_search() {
    let base = tables("fox-geese-13", 5);
    assert_eq!(base.geese(), (4, 5));
    let check = verify(&base, 200, 1, 200_000);
    assert!(check.disagreements.is_empty(), "{:#?}", check.disagreements);
    assert_eq!(check.sampled, 200);
    assert!(check.values_agreed >= 180, "{check:?}");
    assert!(check.distances_checked >= 20, "{check:?}");
    assert_eq!(check.distances_agreed, check.distances_checked);
}

#[test]
fn entries_are_the_rules_end_and_the_best_move() {
    let base = tables("fox-geese-13", 4);
    let variant = base.variant().clone();
    // Every position of the table: an end where the rules say so, else its best move's value.
    for slot in 0..base.entries(4) {
        let Some(pos) = base.position_at(4, slot) else {
            continue;
        };
        let entry = base.probe(&pos).unwrap();
        let moves = variant.legal_moves(&pos);
        if moves.is_empty() {
            let winner = variant.winner(&pos).unwrap().winner.unwrap();
            assert_eq!((entry.wins, entry.plies), (winner == pos.turn.side(), 0));
            continue;
        }
        let after: Vec<Entry> = moves
            .iter()
            .map(|mv| {
                let next = variant.play(&pos, mv);
                base.probe(&next).unwrap_or_else(|| {
                    // Below four geese the fox has won: the geese, to move, have lost.
                    assert!(next.attackers.count_ones() < 4);
                    Entry {
                        wins: false,
                        plies: 0,
                    }
                })
            })
            .collect();
        let wins = after.iter().any(|e| !e.wins);
        assert_eq!(entry.wins, wins);
        let plies = after.iter().filter(|e| e.wins != wins).map(|e| e.plies + 1);
        let plies = if wins { plies.min() } else { plies.max() };
        assert_eq!(Some(entry.plies), plies);
    }
}

#[test]
fn tables_are_refused_where_they_do_not_apply() {
    let variants = Variants::default();
    let make = |name: &str, most| build(variants.get(name).unwrap(), most, &mut |_, _, _| {});
    assert!(matches!(
        make("asalto", 4),
        Err(TablebaseError::NotFoxAndGeese(_))
    ));
    assert!(matches!(
        make("fox-geese-13-sideways", 4),
        Err(TablebaseError::Sideways(_))
    ));
    assert!(matches!(
        make("fox-geese-13", 3),
        Err(TablebaseError::GeeseOutOfRange { .. })
    ));
    assert!(matches!(
        make("fox-geese-13", 11),
        Err(TablebaseError::GeeseOutOfRange { .. })
    ));
}

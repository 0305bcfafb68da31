use super::*;
use crate::Variants;

fn tables(variant: &str, most: usize) -> Tablebase {
    build(
        Variants::default().get(variant).unwrap(),
        most,
        &mut |_, _| {},
    )
    .unwrap()
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
    let make = |name: &str, most| build(variants.get(name).unwrap(), most, &mut |_, _| {});
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

#[test]
fn a_table_saved_and_loaded_is_the_same_and_a_wrong_file_is_refused() {
    let whole = tables("fox-geese-13", 5);
    let variant = whole.variant().clone();
    let four = whole.table_file(4).unwrap();
    let mut part = Tablebase::empty(variant.clone(), 5).unwrap();
    assert!(part.table_file(4).is_none(), "not complete yet");
    part.load_table(4, &four).unwrap();
    // Filling walks only the table of five: its entries come out the same.
    let mut walked = Vec::new();
    part.fill(&mut |_, geese| walked.push(geese)).unwrap();
    assert_eq!(walked, [5]);
    assert_eq!(part.table_file(5), whole.table_file(5));

    let mut other = Tablebase::empty(variant, 5).unwrap();
    let five = whole.table_file(5).unwrap();
    let refused = other.load_table(4, &five).unwrap_err().to_string();
    assert!(
        refused.contains("geese 5") && !refused.contains('\n'),
        "{refused}"
    );
    let short = &four[..four.len() - 1];
    assert!(other.load_table(4, short).is_err());
    assert!(other.load_table(9, &four).is_err());
    assert!(other.table_file(4).is_none(), "nothing was taken");
}

#[test]
fn thirteen_and_seventeen_geese_share_their_endgames() {
    // Same board, same moves, the same four geese the fox must leave: the same tables.
    let (thirteen, seventeen) = (tables("fox-geese-13", 4), tables("fox-geese-17", 4));
    let body = |base: &Tablebase| {
        let file = base.table_file(4).unwrap();
        let start = file.iter().position(|&b| b == b'\n').unwrap() + 1;
        file[start..].to_vec()
    };
    assert_eq!(body(&thirteen), body(&seventeen));
}

use std::sync::Arc;

use super::*;
use crate::Variants;
use crate::position::Position;

fn variant(name: &str) -> Arc<crate::variant::Variant> {
    Variants::default().get(name).unwrap()
}

fn values(name: &str, most: usize) -> ValueTables {
    let mut tables = ValueTables::new(variant(name)).unwrap();
    while tables.geese().1 != Some(most) {
        tables.make_next().unwrap();
    }
    tables
}

/// Changes every mask of the table of `geese` geese as `change` says (by rank).
pub(super) fn change_table(
    tables: &mut ValueTables,
    geese: usize,
    mut change: impl FnMut(usize, u64) -> u64,
) {
    let masks: Vec<u64> = tables.table_masks(geese).unwrap().collect();
    let changed = masks.into_iter().enumerate().map(|(r, m)| change(r, m));
    let packed = tables.packed(geese, changed).unwrap();
    tables.geese_to_move[geese - tables.least] = packed;
}

/// The endgame tables of four to six geese, made by the other walk (depth first, a byte an
/// entry), once for the tests that hold the value tables against them.
fn distances() -> &'static Tablebase {
    static MADE: std::sync::OnceLock<Tablebase> = std::sync::OnceLock::new();
    MADE.get_or_init(|| build(variant("fox-geese-13"), 6, &mut |_, _| {}).unwrap())
}

#[test]
fn value_tables_agree_with_the_distance_tables_on_every_entry() {
    // Every table from four to thirteen geese agrees too (`values --compare` up to ten,
    // `values --verify` beyond: docs/fox-geese.md).
    let tables = values("fox-geese-13", 6);
    for geese in 4..=6 {
        let file = distances().table_file(geese).unwrap();
        let found = tables.compare(geese, &file[..]).unwrap();
        let sets = distances().entries(geese) / 66;
        assert_eq!(found.compared, sets * (33 - geese as u64) * 2);
        assert_eq!(found.differing, 0, "{:?}", found.differ);
    }
    // The geese's first wins come with six (the distance tables say so too).
    let six = tables.table_masks(6).unwrap();
    assert_eq!(six.map(|m| m.count_ones()).sum::<u32>(), 57);
    // A table of other geese is refused by its first line, a short one by its length.
    let five = distances().table_file(5).unwrap();
    assert!(tables.compare(4, &five[..]).is_err());
    assert!(tables.compare(5, &five[..five.len() - 1]).is_err());
}

#[test]
fn a_changed_value_is_found_by_both_checks() {
    let mut tables = values("fox-geese-13", 5);
    let clean = tables.check_sample(3_000, 1);
    assert_eq!(clean.checked, 3_000);
    assert!(clean.wrong.is_empty(), "{:?}", clean.wrong);
    // Every value of the geese to move with four geese turned round.
    let (all, indexer) = (tables.all, tables.indexer.clone());
    change_table(&mut tables, 4, |rank, mask| {
        !mask & all & !indexer.unrank_dense(rank as u64, 4)
    });
    let file = distances().table_file(4).unwrap();
    assert!(tables.compare(4, &file[..]).unwrap().differing > 0);
    let noticed = !tables.check_sample(3_000, 1).wrong.is_empty();
    assert!(noticed, "the sample did not notice");
}

/// The fox on `fox`, geese on `geese` (point names), its turn or theirs.
fn at(v: &crate::variant::Variant, fox: &str, geese: &str, geese_to_move: bool) -> Position {
    let bits = |names: &str| {
        names
            .split_whitespace()
            .map(|n| v.point(n).unwrap().bit())
            .fold(0, |a, b| a | b)
    };
    Position {
        attackers: bits(geese),
        officers: bits(fox),
        turn: if geese_to_move {
            crate::position::Turn::Attackers
        } else {
            crate::position::Turn::Officers
        },
        clock: 0,
    }
}

#[test]
fn the_geese_win_where_every_fox_move_is_lost_and_lose_where_one_is_not() {
    let tables = values("fox-geese-13", 6);
    let v = variant("fox-geese-13");
    // The fox in the top corner behind a wall of geese it cannot jump: trapped.
    let trapped = at(&v, "c7", "d7 c6 d6 e7 c5 e5", false);
    assert_eq!(v.legal_moves(&trapped).len(), 0);
    assert_eq!(tables.geese_win(&trapped), Some(true));
    // Its turn over a goose with nothing behind: it takes it and the geese are too few.
    let open = at(&v, "d4", "d3 c1 d1 e1", false);
    assert_eq!(tables.geese_win(&open), Some(false));
    // Lost for the fox: no move keeps it a win. Four geese never win: every fox move does.
    assert_eq!(tables.winning_moves(&trapped), Some(vec![]));
    let kept = tables.winning_moves(&open).unwrap();
    assert_eq!(kept, v.legal_moves(&open));
    // Six geese to move that win: only some of their moves keep the win.
    let won = (0..tables.indexer.sets(6))
        .flat_map(|rank| {
            let set = tables.indexer.unrank_dense(rank, 6);
            let mask = tables.geese_to_move[2].get(rank as usize, tables.all & !set);
            (mask != 0).then(|| (set, mask.trailing_zeros() as usize))
        })
        .next()
        .unwrap();
    let won = tables.position(won.0, won.1, true);
    let kept = tables.winning_moves(&won).unwrap();
    assert!(
        !kept.is_empty() && kept.len() < v.legal_moves(&won).len(),
        "{kept:?}"
    );
    // Not held: more geese than the tables, or the fox on a goose.
    assert_eq!(tables.geese_win(&Position::start(&v)), None);
    assert_eq!(tables.geese_win(&at(&v, "d3", "d3 c1 d1 e1", true)), None);
}

#[test]
fn value_tables_are_saved_taken_up_and_refused_when_wrong() {
    let dir = std::env::temp_dir().join(format!("asalto-values-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let made = values("fox-geese-13", 5);
    made.save(&dir, 4).unwrap();
    made.save(&dir, 5).unwrap();
    // Fox & Geese with 17 geese shares the tables of 13.
    let opened = ValueTables::open(&variant("fox-geese-17"), &dir).unwrap();
    assert_eq!(opened.geese(), (4, Some(5)));
    assert_eq!(opened.geese_to_move, made.geese_to_move);
    // A cut file is refused in one line, and the tables before it are kept.
    let five = values_path(&dir, &variant("fox-geese-13"), 5);
    let bytes = std::fs::read(&five).unwrap();
    std::fs::write(&five, &bytes[..bytes.len() - 3]).unwrap();
    let mut partial = ValueTables::new(variant("fox-geese-13")).unwrap();
    let refused = partial.load_kept(&dir).unwrap_err().to_string();
    assert!(
        refused.contains("sets") && !refused.contains('\n'),
        "{refused}"
    );
    assert_eq!(partial.geese(), (4, Some(4)));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn value_tables_are_refused_where_they_do_not_apply() {
    let refused = |name: &str| ValueTables::new(variant(name)).unwrap_err();
    assert!(matches!(
        refused("asalto"),
        TablebaseError::NotFoxAndGeese(_)
    ));
    assert!(matches!(
        refused("fox-geese-13-sideways"),
        TablebaseError::Sideways(_)
    ));
}

#[test]
fn the_verification_passes_every_entry_and_fails_on_one_changed() {
    let mut tables = values("fox-geese-13", 6);
    for geese in 4..=6 {
        let verified = tables.verify(geese, 2).unwrap();
        let sets = tables.indexer.sets(geese);
        assert_eq!(verified.positions, sets * (33 - geese as u64));
    }
    // One position's value turned round, anywhere in the table: the geese's first win, and a
    // loss of theirs in the middle of the table.
    let six: Vec<u64> = tables.table_masks(6).unwrap().collect();
    let first_win = six.iter().position(|&m| m != 0).unwrap();
    let middle = six.len() / 2;
    let free_in = |rank: usize| {
        let set = tables.indexer.unrank_dense(rank as u64, 6);
        (tables.all & !set & !six[rank]).trailing_zeros()
    };
    let changes = [
        (first_win, six[first_win] & six[first_win].wrapping_neg()),
        (middle, 1 << free_in(middle)),
    ];
    for (rank, bit) in changes {
        change_table(
            &mut tables,
            6,
            |r, mask| if r == rank { mask ^ bit } else { mask },
        );
        let refused = tables.verify(6, 2).unwrap_err().to_string();
        assert!(refused.contains("its moves say"), "{refused}");
        assert!(!refused.contains('\n'), "{refused}");
        change_table(&mut tables, 6, |r, _| six[r]);
    }
    assert!(tables.verify(7, 1).is_err(), "a table not held");
}

/// A bit where a goose stands, which no position reads, is refused as the file is read (a
/// table is held over its free points only, so it could not be told later).
#[test]
fn a_sealed_file_with_a_value_on_a_goose_is_refused() {
    let tables = values("fox-geese-13", 5);
    let dir = std::env::temp_dir().join(format!("asalto-values-goose-{}", std::process::id()));
    let path = tables.save(&dir, 4).unwrap();
    let bytes = std::fs::read(&path).unwrap();
    let body_at = bytes.iter().position(|&b| b == b'\n').unwrap() + 1;
    let mut body = bytes[body_at..].to_vec();
    let rank = 1000;
    let set = tables.indexer.unrank_dense(rank as u64, 4);
    body[8 * rank..8 * rank + 8].copy_from_slice(
        &(tables.table_masks(4).unwrap().nth(rank).unwrap() | set & set.wrapping_neg())
            .to_le_bytes(),
    );
    let first = crate::sealed::first_line(&tables.values_what(4, 2), crate::sealed::Sum::of(&body));
    std::fs::write(&path, [first.as_bytes(), &body].concat()).unwrap();
    let mut read = ValueTables::new(variant("fox-geese-13")).unwrap();
    let refused = read.load_kept(&dir).unwrap_err().to_string();
    assert!(
        refused.contains("a value where no fox can stand, at set 1000"),
        "{refused}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The plies in which the fox wins a position of the distance tables (`None` where the geese
/// win it), each position of `geese` geese with it.
fn fox_plies(geese: usize) -> impl Iterator<Item = (Position, Option<u32>)> {
    let base = distances();
    (0..base.entries(geese))
        .filter_map(move |slot| base.position_at(geese, slot))
        .map(move |pos| {
            let entry = base.probe(&pos).unwrap();
            let fox_wins = entry.wins == (pos.turn == crate::position::Turn::Officers);
            (pos, fox_wins.then_some(u32::from(entry.plies)))
        })
}

#[test]
fn the_fox_s_distances_are_the_distance_tables_on_every_position() {
    let mut fox = FoxDistances::new(variant("fox-geese-13")).unwrap();
    let mut longest = 0;
    for geese in 4..=6 {
        let made = fox.make_next().unwrap();
        assert_eq!(made.geese, geese);
        longest = longest.max(made.longest);
    }
    let (mut fox_wins, mut compared) = (0, 0);
    for geese in 4..=6 {
        for (pos, plies) in fox_plies(geese) {
            assert_eq!(fox.fox_wins_in(&pos), Some(plies), "{pos:?}");
            fox_wins += u64::from(plies.is_some());
            compared += 1;
        }
    }
    assert_eq!(compared, 2 * (40920 * 29 + 237336 * 28 + 1107568 * 27));
    assert!(fox_wins > compared * 99 / 100, "{fox_wins} of {compared}");
    let longest_in_tables = fox_plies(6).filter_map(|(_, p)| p).max().unwrap();
    assert_eq!(longest, longest_in_tables);
    // Seven geese are beyond the tables made.
    let v = variant("fox-geese-13");
    let seven = v.parse_apn("fox-geese-13 o ..O/.../......./......./R..R..R/R.R/RR. 0");
    assert_eq!(fox.fox_wins_in(&seven.unwrap()), None);
    let found = fox.check_sample(5_000, 3);
    assert_eq!(found.checked, 5_000);
    assert!(found.wrong.is_empty(), "{:?}", found.wrong);
}

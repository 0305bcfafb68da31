//! The verification of the tables with draws, and their files: true tables pass; a position
//! whose value is not its moves' is found in step 1; draws all called wins (a fixed point of
//! the one-move rule that step 1 cannot tell from the truth) are found in step 2; a file read
//! back is the table, and a damaged one is refused.

use std::sync::Arc;

use super::values_sideways_tests::change_outcomes;
use super::*;
use crate::Variants;
use crate::side::Side;

fn sideways(most: usize) -> SidewaysValues {
    let variant = Variants::default().get("fox-geese-13-sideways").unwrap();
    let mut tables = SidewaysValues::new(variant).unwrap();
    while tables.geese().1.is_none_or(|made| made < most) {
        tables.make_next(2).unwrap();
    }
    tables
}

#[test]
fn true_tables_with_draws_verify_with_every_decided_position_confirmed() {
    let tables = sideways(6);
    let variant = Arc::clone(tables.variant());
    let mut remade = SidewaysValues::new(variant).unwrap();
    for geese in 4..=6 {
        let made = remade.make_next(1).unwrap();
        let verified = tables.verify(geese, 2).unwrap();
        assert_eq!(verified.positions, made.positions);
        let decided =
            made.geese_to_move.0 + made.geese_to_move.1 + made.fox_to_move.0 + made.fox_to_move.1;
        assert_eq!(verified.decided, decided, "{geese} geese");
        assert!(verified.ended > 0 && verified.sweeps >= 2, "{verified:?}");
    }
}

/// Every draw of four geese with the geese to move called a win of one side: the positions
/// with the fox to move re-derived from them follow suit, so each position's value is its
/// moves' (step 1 passes), and only step 2 finds the wins that are not forced. (Four, the
/// fewest: every capture there ends the game, so no draw below stays to break the cycle.)
#[test]
fn draws_all_called_wins_are_found_unforced() {
    for winner in [Side::Attackers, Side::Officers] {
        let mut tables = sideways(4);
        let all = tables.all;
        change_outcomes(&mut tables, 4, |set, (win, lose)| {
            let drawn = all & !set & !win & !lose;
            match winner {
                Side::Attackers => (win | drawn, lose),
                Side::Officers => (win, lose | drawn),
            }
        });
        match tables.verify(4, 2) {
            Err(TablebaseError::Unforced { table_says, .. }) => assert_eq!(table_says, winner),
            other => panic!("{winner:?}: {other:?}"),
        }
    }
}

#[test]
fn one_draw_called_a_win_disagrees_with_its_moves() {
    let mut tables = sideways(5);
    let rank = tables
        .table_outcomes(5)
        .unwrap()
        .position(|outcomes| outcomes == (0, 0))
        .unwrap();
    let drawn_here = tables.indexer.unrank_dense(rank as u64, 5);
    change_outcomes(&mut tables, 5, |set, (win, lose)| match set == drawn_here {
        // The fox on the lowest free point.
        true => (win | (set + 1) & !set, lose),
        false => (win, lose),
    });
    let found = tables.verify(5, 1);
    assert!(
        matches!(found, Err(TablebaseError::DisagreesWithDraws { .. })),
        "{found:?}"
    );
}

#[test]
fn tables_with_draws_are_read_back_and_a_flipped_byte_refused() {
    let tables = sideways(5);
    let dir = std::env::temp_dir().join(format!("asalto-sideways-{}", std::process::id()));
    let five = tables.save(&dir, 5).unwrap();
    tables.save(&dir, 4).unwrap();
    let mut read = SidewaysValues::new(Arc::clone(tables.variant())).unwrap();
    assert_eq!(read.load_kept(&dir).unwrap(), 2);
    for at in 0..2 {
        assert_eq!(read.geese_to_move[at], tables.geese_to_move[at]);
    }
    let mut bytes = std::fs::read(&five).unwrap();
    let at = bytes.len() - 1000;
    bytes[at] ^= 4;
    std::fs::write(&five, &bytes).unwrap();
    let mut again = SidewaysValues::new(Arc::clone(tables.variant())).unwrap();
    let refused = again.load_kept(&dir).unwrap_err().to_string();
    assert!(refused.contains("damaged"), "{refused}");
    assert_eq!(again.geese().1, Some(4), "the table of four still read");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// In parts kept in a folder, the verification finds what the whole one finds, takes up the
/// parts a stopped run kept (and only those), and removes them once done.
#[test]
fn a_verification_with_draws_in_parts_goes_on_where_it_stopped() {
    let tables = sideways(5);
    let dir = std::env::temp_dir().join(format!("asalto-sideways-parts-{}", std::process::id()));
    tables.save(&dir, 5).unwrap();
    let parts = tables.parts(5, &dir, 20_000).unwrap();
    for part in 0..2 {
        let ranks = parts.ranges[part].clone();
        let (derived, ended) = tables.fox_to_move_by_rules(5, ranks).unwrap();
        let words = || derived.geese_win.words().chain(derived.fox_wins.words());
        parts
            .write_words(Half::FoxToMove, part, ended, words)
            .unwrap();
    }
    let heard = std::sync::Mutex::new(Vec::new());
    let done = |d: PartDone| heard.lock().unwrap().push(d);
    let verified = tables.verify_in_parts(5, 2, &dir, 20_000, &done).unwrap();
    assert_eq!(verified, tables.verify(5, 2).unwrap());
    let heard = heard.into_inner().unwrap();
    let count = parts.ranges.len();
    assert_eq!(heard.len(), 2 * count, "each part of each half once");
    let mut kept: Vec<_> = heard.iter().filter(|d| d.kept).map(|d| d.part).collect();
    // Heard from the threads in the order they finished.
    kept.sort_unstable();
    assert_eq!(kept, [1, 2], "the two parts kept, and only those");
    assert!(
        !dir.join("fox-geese-13-sideways-5.verify").exists(),
        "its parts removed"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A file whose words were changed and sealed again, so that only what they say can refuse it:
/// a fox's win where the geese win too, listed sets out of order, a count that is not the
/// list's. Each is refused in one line.
#[test]
fn a_resealed_table_with_draws_that_cannot_be_one_is_refused() {
    let tables = sideways(4);
    let dir = std::env::temp_dir().join(format!("asalto-sideways-bad-{}", std::process::id()));
    let path = tables.save(&dir, 4).unwrap();
    let bytes = std::fs::read(&path).unwrap();
    let body_at = bytes.iter().position(|&b| b == b'\n').unwrap() + 1;
    let words: Vec<u64> = bytes[body_at..]
        .chunks_exact(8)
        .map(|w| u64::from_le_bytes(w.try_into().unwrap()))
        .collect();
    let sets = tables.indexer.sets(4) as usize;
    let masks = (sets * 29).div_ceil(64) + 1;
    assert_eq!(words.len(), masks + 1 + words[masks] as usize);
    let first = words[masks + 1];
    let (rank, packed) = ((first >> 32) as usize, first & 0xffff_ffff);
    let refused = |change: &dyn Fn(&mut Vec<u64>)| {
        let mut body = words.clone();
        change(&mut body);
        let body: Vec<u8> = body.iter().flat_map(|w| w.to_le_bytes()).collect();
        let line = crate::sealed::first_line(&tables.file_what(4), crate::sealed::Sum::of(&body));
        std::fs::write(&path, [line.as_bytes(), &body].concat()).unwrap();
        let mut read = SidewaysValues::new(Arc::clone(tables.variant())).unwrap();
        let refused = read.load_kept(&dir).unwrap_err().to_string();
        assert!(!refused.contains('\n'), "{refused}");
        refused
    };
    let both = refused(&|body| {
        let bit = rank * 29 + packed.trailing_zeros() as usize;
        body[bit / 64] |= 1 << (bit % 64);
    });
    assert!(
        both.contains(&format!("values no position can have, at set {rank}")),
        "{both}"
    );
    let swapped = refused(&|body| body.swap(masks + 1, masks + 2));
    assert!(
        swapped.contains(&format!("out of place, at set {rank}")),
        "{swapped}"
    );
    let beyond = refused(&|body| body[masks + 1] |= 1 << 29);
    assert!(
        beyond.contains(&format!("out of place, at set {rank}")),
        "a point past the 29 free ones: {beyond}"
    );
    let counted = refused(&|body| body[masks] += 1);
    assert!(
        counted.contains("not a table of 40920 sets of 4 geese"),
        "{counted}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The tables with draws are the same whatever the number of geese at the start, so a folder
/// made for thirteen geese serves fifteen and seventeen.
#[test]
fn a_folder_of_tables_with_draws_serves_every_option() {
    let tables = sideways(5);
    let dir = std::env::temp_dir().join(format!("asalto-sideways-share-{}", std::process::id()));
    tables.save(&dir, 4).unwrap();
    tables.save(&dir, 5).unwrap();
    for name in ["fox-geese-15-sideways", "fox-geese-17-sideways"] {
        let variant = Variants::default().get(name).unwrap();
        let mut read = SidewaysValues::new(variant).unwrap();
        assert_eq!(read.load_kept(&dir).unwrap(), 2, "{name}");
        assert_eq!(read.geese_to_move, tables.geese_to_move);
    }
    let plain = Variants::default().get("fox-geese-15").unwrap();
    let mut without = SidewaysValues::with_any_steps(plain).unwrap();
    assert_eq!(
        without.load_kept(&dir).unwrap(),
        0,
        "not the game without sideways steps"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

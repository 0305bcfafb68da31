use std::sync::Mutex;

use super::*;
use crate::Variants;

fn tables(most: usize) -> ValueTables {
    let mut tables = ValueTables::new(Variants::default().get("fox-geese-13").unwrap()).unwrap();
    while tables.geese().1 != Some(most) {
        tables.make_next().unwrap();
    }
    tables
}

fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("asalto-verify-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs the verification of six geese in parts of 20,000 sets; the parts it did itself.
fn run(tables: &ValueTables, dir: &Path) -> (Result<Verified, TablebaseError>, Vec<PartDone>) {
    let heard = Mutex::new(Vec::new());
    let done = |d: PartDone| heard.lock().unwrap().push(d);
    let verified = tables.verify_in_parts(6, 2, dir, 20_000, &done);
    (verified, heard.into_inner().unwrap())
}

#[test]
fn a_verification_in_parts_finds_what_the_whole_one_finds_and_leaves_nothing() {
    let tables = tables(6);
    let dir = folder("whole");
    tables.save(&dir, 6).unwrap();
    let (verified, heard) = run(&tables, &dir);
    assert_eq!(verified.unwrap(), tables.verify(6, 2).unwrap());
    let parts = tables.indexer.sets(6).div_ceil(20_000) as usize;
    assert_eq!(heard.len(), 2 * parts, "each part of each half once");
    assert!(heard.iter().all(|d| !d.kept && d.parts == parts));
    assert!(
        !verify_folder(&dir, &tables, 6).exists(),
        "its parts removed"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A stopped run's parts are taken up, those of another table are not, and a damaged one is
/// refused in one line.
#[test]
fn a_stopped_verification_goes_on_from_its_kept_parts() {
    let tables = tables(6);
    let dir = folder("resumed");
    tables.save(&dir, 6).unwrap();
    let parts = Parts::of(&tables, 6, &dir, 20_000).unwrap();
    // A run stopped after the fox's half of the first two parts.
    for part in 0..2 {
        let (masks, ended) = tables
            .fox_to_move_by_rules(6, parts.ranges[part].clone())
            .unwrap();
        parts
            .write(Half::FoxToMove, part, ended, &[&masks])
            .unwrap();
    }
    let (verified, heard) = run(&tables, &dir);
    assert_eq!(verified.unwrap(), tables.verify(6, 2).unwrap());
    let mut kept: Vec<_> = heard.iter().filter(|d| d.kept).map(|d| d.part).collect();
    // Heard from the threads in the order they finished.
    kept.sort_unstable();
    assert_eq!(kept, [1, 2], "the two parts kept, and only those");

    // The kept parts are used as they are, not made again: a first part that says the geese
    // win wherever the fox is to move (sealed as a run seals it) makes the geese's half
    // disagree, though no table entry changed.
    let parts = Parts::of(&tables, 6, &dir, 20_000).unwrap();
    let mut masks = Masks::zeroed(parts.ranges[0].len(), 33).unwrap();
    (0..masks.len()).for_each(|rank| masks.set(rank, tables.all));
    parts.write(Half::FoxToMove, 0, 0, &[&masks]).unwrap();
    let (refused, _) = run(&tables, &dir);
    assert!(
        matches!(refused, Err(TablebaseError::Disagrees { .. })),
        "{refused:?}"
    );

    // A damaged part file is refused in one line, naming it.
    let first = parts.path(Half::FoxToMove, 0);
    let mut bytes = std::fs::read(&first).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 1;
    std::fs::write(&first, &bytes).unwrap();
    let (refused, _) = run(&tables, &dir);
    let refused = refused.unwrap_err().to_string();
    assert!(refused.contains("fox-0000.masks"), "{refused}");
    assert!(!refused.contains('\n'), "{refused}");

    // The table made again (another checksum): nothing of the old table's parts is used.
    std::fs::write(&first, b"asalto-verify 1 fox-to-move of another table\n").unwrap();
    let mut changed = tables.clone();
    let rank = changed
        .table_masks(6)
        .unwrap()
        .position(|m| m != 0)
        .unwrap();
    crate::tablebase::values_tests::change_table(
        &mut changed,
        6,
        |r, m| if r == rank { 0 } else { m },
    );
    changed.save(&dir, 6).unwrap();
    let (refused, heard) = run(&changed, &dir);
    assert!(heard.iter().all(|d| !d.kept), "{heard:?}");
    assert!(refused.is_err(), "the changed table is wrong");
    std::fs::remove_dir_all(&dir).unwrap();
}

//! Sealed tables: one flipped byte anywhere in a file makes it refused, never read as other
//! values; a file made before tables carried a checksum is refused with what to do, and sealed
//! by `seal_folder`; a proof's certificate names the tables its lines end in.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::*;
use crate::Variants;
use crate::job::StopFlag;
use crate::solver::{ProofSearch, Verdict, proof};

/// A folder holding the tables of four and five geese, and the tables.
fn folder(name: &str) -> (PathBuf, Tablebase) {
    let whole = build(
        Variants::default().get("fox-geese-13").unwrap(),
        5,
        &mut |_, _| {},
    )
    .unwrap();
    let dir = std::env::temp_dir().join(format!("asalto-seal-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for geese in [4, 5] {
        whole.save(&dir, geese).unwrap();
    }
    (dir, whole)
}

/// A small random number generator for choosing bytes (no dependency on a crate's API).
fn positions(count: usize, below: usize, mut seed: u64) -> Vec<usize> {
    (0..count)
        .map(|_| {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) as usize % below
        })
        .collect()
}

fn flipped(path: &Path, at: usize, bit: u8) -> Vec<u8> {
    let original = std::fs::read(path).unwrap();
    let mut bytes = original.clone();
    bytes[at] ^= 1 << bit;
    std::fs::write(path, &bytes).unwrap();
    original
}

#[test]
fn a_table_with_any_flipped_byte_is_refused() {
    let (dir, whole) = folder("flip");
    let variant = whole.variant().clone();
    for geese in [4, 5] {
        let path = table_path(&dir, &variant, geese);
        let length = std::fs::metadata(&path).unwrap().len() as usize;
        for (i, at) in positions(12, length, geese as u64).into_iter().enumerate() {
            let original = flipped(&path, at, (i % 8) as u8);
            let refused = Tablebase::open(&variant, &dir).unwrap_err().to_string();
            assert!(
                refused.contains(&path.display().to_string()) && !refused.contains('\n'),
                "byte {at} of {}: {refused}",
                path.display()
            );
            std::fs::write(&path, original).unwrap();
        }
    }
    assert_eq!(
        Tablebase::open(&variant, &dir).unwrap().table_file(5),
        whole.table_file(5)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_value_table_with_a_flipped_byte_is_refused() {
    let variant = Variants::default().get("fox-geese-13").unwrap();
    let dir = std::env::temp_dir().join(format!("asalto-seal-values-{}", std::process::id()));
    let mut tables = ValueTables::new(variant.clone()).unwrap();
    tables.make_next().unwrap();
    let path = tables.save(&dir, 4).unwrap();
    let length = std::fs::metadata(&path).unwrap().len() as usize;
    for (i, at) in positions(8, length, 7).into_iter().enumerate() {
        let original = flipped(&path, at, (i % 8) as u8);
        let refused = ValueTables::open(&variant, &dir).unwrap_err().to_string();
        assert!(!refused.contains('\n'), "{refused}");
        std::fs::write(&path, original).unwrap();
    }
    assert_eq!(
        ValueTables::open(&variant, &dir).unwrap().geese(),
        (4, Some(4))
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn an_unsealed_table_is_refused_with_what_to_do_and_sealed_on_request() {
    let (dir, whole) = folder("old");
    let variant = whole.variant().clone();
    for geese in [4, 5] {
        let path = table_path(&dir, &variant, geese);
        let bytes = std::fs::read(&path).unwrap();
        let body = bytes.iter().position(|&b| b == b'\n').unwrap() + 1;
        let old = format!(
            "asalto-tablebase 1 fox-geese-13 geese {geese} entries {}\n",
            whole.entries(geese)
        );
        std::fs::write(&path, [old.as_bytes(), &bytes[body..]].concat()).unwrap();
    }
    let refused = Tablebase::open(&variant, &dir).unwrap_err().to_string();
    assert!(refused.contains("asalto-engine seal"), "{refused}");
    let sealed = seal_folder(&dir).unwrap();
    assert_eq!(sealed.len(), 2);
    let opened = Tablebase::open(&variant, &dir).unwrap();
    assert_eq!(opened.table_file(5), whole.table_file(5));
    assert_eq!(
        seal_folder(&dir).unwrap(),
        Vec::<PathBuf>::new(),
        "sealed once"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_certificate_names_its_tables_and_is_refused_with_others() {
    let (dir, whole) = folder("cert");
    let tables = Arc::new(Tablebase::open(whole.variant(), &dir).unwrap());
    let variant = whole.variant().clone();
    // Six geese: the proof's lines end where a goose is taken, in the tables of five.
    let pos = Variants::default()
        .position("fox-geese-13 r .../.../......./...O.../RR...RR/RR./... 0")
        .unwrap()
        .position;
    let search = ProofSearch::new(&variant, &pos, &[], Side::Officers, 1 << 20)
        .with_tablebase(tables.clone())
        .unwrap();
    let solved = crate::job::Job::run(&mut { search }, &StopFlag::default());
    let Verdict::Win { tree, .. } = solved else {
        panic!("not proven: {solved:?}");
    };
    assert_eq!(tree.tables, tables.identity());
    let text = tree.to_text(&variant);
    let (_, read) = proof::Certificate::parse(&text, |n| Variants::default().get(n)).unwrap();
    assert!(proof::check_with(&variant, &read, &[], Some(&tables)).is_ok());
    assert_eq!(
        proof::check_with(&variant, &read, &[], None),
        Err(proof::CheckError::NeedsTables)
    );
    let mut four = Tablebase::empty(variant.clone(), 4).unwrap();
    four.load_table(4, &whole.table_file(4).unwrap()).unwrap();
    assert_eq!(
        proof::check_with(&variant, &read, &[], Some(&four)),
        Err(proof::CheckError::OtherTables)
    );
    // One character of the text changed: the certificate is refused as damaged.
    let damaged = text.replacen("prover", "prove_", 1);
    assert!(proof::Certificate::parse(&damaged, |n| Variants::default().get(n)).is_err());
    std::fs::remove_dir_all(&dir).unwrap();
}

//! Files of results on the command line: a flipped byte in an endgame or a value table is refused
//! by every command that reads it (and a certificate resting on the damaged table with it), a
//! pipe in place of a table never hangs one, and old unsealed tables are sealed on request.

mod run;

use std::path::{Path, PathBuf};

use run::run_engine;

const PROBE: &str = "fox-geese-13 o .../.../......./......./......./RRO/RRR 0";

fn made(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("asalto-sealed-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let d = dir.to_str().unwrap();
    for args in [
        vec!["tablebase", "--geese", "5", "--dir", d, "--check", "0"],
        vec!["values", "--geese", "5", "--dir", d],
    ] {
        let (code, _, err) = run_engine(&args);
        assert_eq!(code, Some(0), "{args:?}: {err}");
    }
    dir
}

fn refused(args: &[&str]) -> String {
    let (code, out, err) = run_engine(args);
    assert_eq!(code, Some(2), "{args:?}: accepted: {out}");
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    err
}

fn flip(path: &Path, at: usize) {
    let mut bytes = std::fs::read(path).unwrap();
    let at = at % bytes.len();
    bytes[at] ^= 0x04;
    std::fs::write(path, bytes).unwrap();
}

#[test]
fn a_flipped_byte_is_refused_by_every_command_and_the_certificate_on_it_too() {
    let dir = made("flip");
    let d = dir.to_str().unwrap();
    let cert = dir.join("cert.txt");
    let c = cert.to_str().unwrap();
    let (code, _, err) = run_engine(&[
        "prove",
        PROBE,
        "--side",
        "officers",
        "--tablebase",
        d,
        "--certificate",
        c,
    ]);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(run_engine(&["check-proof", c, "--tablebase", d]).0, Some(0));
    // The certificate names its tables: without them it is refused.
    assert!(refused(&["check-proof", c]).contains("--tablebase"));
    let table = dir.join("fox-geese-13-5.tb");
    for at in [10, 57, 1_000, 4_321_987] {
        let original = std::fs::read(&table).unwrap();
        flip(&table, at);
        refused(&["tablebase", "--dir", d, "--probe", PROBE]);
        refused(&["prove", PROBE, "--side", "officers", "--tablebase", d]);
        refused(&["check-proof", c, "--tablebase", d]);
        std::fs::write(&table, original).unwrap();
    }
    let values = dir.join("fox-geese-13-5.values");
    flip(&values, 77);
    refused(&["values", "--geese", "5", "--dir", d]);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[cfg(unix)]
#[test]
fn a_pipe_named_like_a_table_is_refused_at_once() {
    let dir = made("pipe");
    let d = dir.to_str().unwrap();
    let table = dir.join("fox-geese-13-5.tb");
    std::fs::remove_file(&table).unwrap();
    let made = std::process::Command::new("mkfifo")
        .arg(&table)
        .status()
        .unwrap();
    assert!(made.success());
    assert!(refused(&["tablebase", "--dir", d, "--probe", PROBE]).contains("pipe"));
    refused(&["tablebase", "--geese", "5", "--dir", d, "--check", "0"]);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn unsealed_tables_are_refused_with_what_to_do_and_sealed_on_request() {
    let dir = made("old");
    let d = dir.to_str().unwrap();
    let table = dir.join("fox-geese-13-4.tb");
    let bytes = std::fs::read(&table).unwrap();
    let end = bytes.iter().position(|&b| b == b'\n').unwrap();
    let first = String::from_utf8(bytes[..end].to_vec()).unwrap();
    let old = first.replace("tablebase 2", "tablebase 1");
    let old = old.rsplit_once(" blake3 ").unwrap().0;
    std::fs::write(&table, [old.as_bytes(), &bytes[end..]].concat()).unwrap();
    let said = refused(&["tablebase", "--dir", d, "--probe", PROBE]);
    assert!(said.contains("asalto-engine seal"), "{said}");
    let (code, out, err) = run_engine(&["seal", d]);
    assert_eq!(code, Some(0), "{err}");
    assert!(out.ends_with("1 files sealed\n"), "{out}");
    assert_eq!(
        std::fs::read(&table).unwrap(),
        bytes,
        "sealed as it was made"
    );
    assert_eq!(
        run_engine(&["tablebase", "--dir", d, "--probe", PROBE]).0,
        Some(0)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

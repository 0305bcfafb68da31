//! `asalto-engine values`: tables made, kept, taken up again, checked, and bad requests
//! refused in one line.

mod run;

use run::run_engine as run;

fn refused(args: &[&str], expected: &str) {
    let (code, out, err) = run(args);
    assert_eq!(code, Some(2), "{args:?}: {out}{err}");
    assert_eq!(err.lines().count(), 1, "{args:?}: {err:?}");
    assert!(err.contains(expected), "{args:?}: {err:?}");
}

#[test]
fn value_tables_are_made_kept_and_taken_up_again() {
    let dir = std::env::temp_dir().join(format!("asalto-values-tool-{}", std::process::id()));
    let folder = dir.to_str().unwrap();
    let (code, out, err) = run(&["values", "--geese", "6", "--dir", folder, "--check", "300"]);
    assert_eq!(code, Some(0), "{out}{err}");
    let made: Vec<&str> = out.lines().filter(|l| l.starts_with("geese ")).collect();
    assert_eq!(made.len(), 3, "{out}");
    // Six geese win a few positions, four and five none.
    assert!(
        made[0].contains("the geese win 0 with the geese to move"),
        "{out}"
    );
    assert!(!made[2].contains("the geese win 0 "), "{out}");
    assert!(out.contains("start: 13 geese, beyond the tables"), "{out}");
    assert!(
        out.contains("check 300 positions against their moves"),
        "{out}"
    );
    assert!(out.contains(": 0 wrong"), "{out}");

    // Taken up again: nothing is made twice.
    let (code, again, err) = run(&["values", "--geese", "6", "--dir", folder, "--check", "0"]);
    assert_eq!(code, Some(0), "{again}{err}");
    assert!(again.starts_with("taken up geese 4-6"), "{again}");
    assert!(!again.contains("made in"), "{again}");

    // No distance tables there to compare with.
    let args = [
        "values",
        "--geese",
        "6",
        "--dir",
        folder,
        "--compare",
        "--check",
        "0",
    ];
    refused(&args, "no distance table");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn value_tables_are_refused_where_they_do_not_apply() {
    refused(&["values", "--variant", "asalto"], "only Fox & Geese");
    refused(
        &["values", "--variant", "fox-geese-13-sideways"],
        "sideways",
    );
    refused(&["values", "--variant", "nowhere"], "no variant");
    refused(&["values", "--geese", "18"], "18");
    refused(&["values", "--compare"], "--dir");
}

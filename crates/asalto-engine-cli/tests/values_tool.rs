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

    // Taken up again: nothing is made twice; verified from five geese up.
    let (code, again, err) = run(&[
        "values",
        "--geese",
        "6",
        "--dir",
        folder,
        "--check",
        "0",
        "--verify",
        "--verify-from",
        "5",
    ]);
    assert_eq!(code, Some(0), "{again}{err}");
    assert!(again.starts_with("taken up geese 4-6"), "{again}");
    assert!(!again.contains("made in"), "{again}");
    let verified: Vec<&str> = again.lines().filter(|l| l.starts_with("verify ")).collect();
    assert_eq!(verified.len(), 2, "{again}");
    assert!(verified[0].starts_with("verify geese 5: all 6645408 positions"));
    assert!(verified[1].contains("agree with their moves"), "{again}");
    // With --dir, in parts, each said as it is done (one part a table this small).
    let parts = again
        .lines()
        .filter(|l| l.starts_with("verifying geese 6: part 1 of 1, "));
    assert_eq!(parts.count(), 2, "the fox's half and the geese's: {again}");
    assert!(
        !dir.join("fox-geese-13-6.verify").exists(),
        "its parts removed"
    );

    // A changed entry, sealed (`seal` trusts what it is given), passes the checksum but not
    // the verification, which names the position.
    let six = dir.join("fox-geese-13-6.values");
    let mut bytes = std::fs::read(&six).unwrap();
    // The lowest byte of a mask near the end: the fox's first eight points in one set.
    let at = bytes.len() - 8 * 1000;
    let free = (0..8).find(|bit| bytes[at] >> bit & 1 == 0).unwrap();
    bytes[at] ^= 1 << free;
    // The first line of a table made before tables carried a checksum, which `seal` seals.
    let line = bytes.iter().position(|&b| b == b'\n').unwrap();
    let mut unsealed = b"asalto-values 1 fox-geese-13 geese 6 sets 1107568\n".to_vec();
    unsealed.extend_from_slice(&bytes[line + 1..]);
    std::fs::write(&six, &unsealed).unwrap();
    let (code, out, err) = run(&["seal", folder]);
    assert_eq!(code, Some(0), "{out}{err}");
    let args = [
        "values", "--geese", "6", "--dir", folder, "--check", "0", "--verify",
    ];
    refused(&args, "its moves say");

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
        &[
            "values",
            "--variant",
            "fox-geese-13-sideways",
            "--compare",
            "--dir",
            "x",
        ],
        "--compare is not available for tables with sideways steps",
    );
    refused(&["values", "--variant", "nowhere"], "no variant");
    refused(&["values", "--geese", "18"], "18");
    refused(&["values", "--compare"], "--dir");
    let beyond = [
        "values",
        "--geese",
        "5",
        "--check",
        "0",
        "--verify",
        "--verify-from",
        "6",
    ];
    refused(&beyond, "--verify-from 6: the tables held go up to 5 geese");
}

#[test]
fn sideways_tables_have_draws_agree_with_their_moves_and_are_kept() {
    let dir = std::env::temp_dir().join(format!("asalto-values-sideways-{}", std::process::id()));
    let folder = dir.to_str().unwrap();
    let args = [
        "values",
        "--variant",
        "fox-geese-15-sideways",
        "--geese",
        "5",
        "--dir",
        folder,
        "--check",
        "500",
        "--verify",
    ];
    let (code, out, err) = run(&args);
    assert_eq!(code, Some(0), "{out}{err}");
    let made: Vec<&str> = out.lines().filter(|l| l.starts_with("geese ")).collect();
    assert_eq!(made.len(), 2, "{out}");
    assert!(
        made[1].contains("sweeps") && made[1].contains(" kept in "),
        "{out}"
    );
    assert!(!made[1].contains("drawn 0;"), "{out}");
    assert!(out.contains("start: 15 geese, beyond the tables"), "{out}");
    assert!(
        out.contains("verify geese 5: all 6645408 positions with each side to move agree"),
        "{out}"
    );
    assert!(out.contains("the 1617394 won or lost are forced"), "{out}");
    assert!(
        out.contains("check 500 positions") && out.contains(": 0 wrong"),
        "{out}"
    );
    // A second run takes the tables up; a damaged one is refused in one line.
    let again = [&args[..7], &["--check", "0"]].concat();
    let (code, out, err) = run(&again);
    assert_eq!(code, Some(0), "{out}{err}");
    assert!(out.starts_with("taken up geese 4-5 from "), "{out}");
    assert!(!out.contains("\ngeese "), "{out}");
    let five = dir.join("fox-geese-15-sideways-5.values");
    let mut bytes = std::fs::read(&five).unwrap();
    let at = bytes.len() / 2;
    bytes[at] ^= 0x10;
    std::fs::write(&five, &bytes).unwrap();
    refused(
        &again,
        "fox-geese-15-sideways-5.values: its contents do not match",
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_fox_s_distance_is_the_distance_tables_and_bad_positions_are_refused() {
    // `tablebase --geese 5 --probe` says of this position: the fox wins in 23 plies.
    let apn = "fox-geese-13 o ..O/.../......./......./R..R..R/R.R/... 0";
    let args = [
        "values",
        "--geese",
        "5",
        "--check",
        "500",
        "--distance",
        apn,
    ];
    let (code, out, err) = run(&args);
    assert_eq!(code, Some(0), "{out}{err}");
    assert!(
        out.contains("distance: the fox wins in 23 plies (12 moves of its own)"),
        "{out}"
    );
    // Four and five geese: the fox wins everything, in at most 22 and 34 plies.
    let made: Vec<&str> = out.lines().filter(|l| l.starts_with("geese ")).collect();
    assert_eq!(made.len(), 2, "{out}");
    assert!(made[1].contains("the longest in 34 plies"), "{out}");
    assert!(
        out.contains("check 500 positions") && out.contains(": 0 wrong"),
        "{out}"
    );
    let with =
        |apn: &str| ["values", "--geese", "5", "--check", "0", "--distance", apn].map(String::from);
    let refuse = |apn: &str, expected: &str| {
        let args = with(apn);
        refused(&args.each_ref().map(String::as_str), expected);
    };
    refuse("fox-geese-13 o nonsense 0", "--distance: bad position");
    refuse(
        "fox-geese-13 o .../.../......./......./R..R..R/R.R/... 0",
        "--distance: a position with the fox on the board",
    );
    refuse(
        "asalto o .../.../......./......./R..R..R/R.R/... 0",
        "the position is of \"asalto\"",
    );
    refuse(
        "fox-geese-13 o ..O/.../......./......./R..R..R/R.R/RR. 0",
        "the position has 7 geese, beyond the tables asked for (--geese 5): ask for --geese 7",
    );
    refuse(
        "fox-geese-13 o ..O/.../......./......./......./R.R/... 0",
        "2 geese, fewer than the game goes on with",
    );
    refused(
        &["values", "--distance", "--dir", "tb"],
        "--distance makes its tables in memory only: --dir does not go with it",
    );
    refused(
        &["values", "--variant", "fox-geese-13-sideways", "--distance"],
        "--distance is not available for tables with sideways steps",
    );
}

//! Hostile files given to the tool: a device, a pipe and a variant with
//! more placements than can be listed are refused in one line, within a bounded memory (the
//! tool runs under `ulimit -v 2000000`, 2 GB), never by running out of memory or waiting for
//! ever.

use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Runs the tool with its address space limited to 2 GB; (exit status, standard error).
fn bounded(args: &[&str]) -> (Option<i32>, String) {
    let mut command = Command::new("sh");
    command
        .arg("-c")
        .arg("ulimit -v 2000000 && exec \"$0\" \"$@\"")
        .arg(env!("CARGO_BIN_EXE_asalto-engine"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped());
    let started = Instant::now();
    let mut child = command.spawn().expect("sh runs");
    loop {
        if let Some(status) = child.try_wait().expect("waits") {
            let mut err = String::new();
            std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut err).unwrap();
            return (status.code(), err);
        }
        if started.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            panic!("{args:?} still running after a minute");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

fn refused(args: &[&str], says: &str) {
    let (code, err) = bounded(args);
    assert_eq!(code, Some(2), "{args:?}: {err}");
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    assert!(err.contains(says), "{args:?}: {err}");
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("asalto-hostile-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A board of 16 files by 8 ranks, every row and column a line, with a fortress of 60 points.
fn huge_fortress(officers: u8) -> String {
    let points: Vec<String> = (1..=8)
        .flat_map(|rank| ('a'..='p').map(move |file| format!("{file}{rank}")))
        .collect();
    let line = |names: Vec<&String>| {
        let names: Vec<&str> = names.into_iter().map(String::as_str).collect();
        format!("(points: \"{}\")", names.join(" "))
    };
    let rows = points.chunks(16).map(|row| line(row.iter().collect()));
    let columns = (0..16).map(|file| line(points.iter().skip(file).step_by(16).collect()));
    let lines: Vec<String> = rows.chain(columns).collect();
    let quoted = |list: &[String]| {
        let quoted: Vec<String> = list.iter().map(|p| format!("\"{p}\"")).collect();
        quoted.join(", ")
    };
    format!(
        "(name: \"huge\", title: \"Huge\", board: \"grid\", officers: {officers}, \
         capture: Optional, attackers_retreat_in_fortress: false, \
         attackers_leave_fortress: false, points: [{}], fortress: [{}], lines: [{}], \
         attackers: [{}])",
        quoted(&points),
        quoted(&points[68..]),
        lines.join(", "),
        quoted(&points[..68]),
    )
}

#[test]
fn d1_a_variant_with_too_many_placements_is_refused_at_load() {
    let dir = scratch("placements");
    for (officers, says) in [(16, "at most 10000"), (30, "at most 16")] {
        let file = dir.join(format!("huge-{officers}.ron"));
        std::fs::write(&file, huge_fortress(officers)).unwrap();
        let file = file.to_string_lossy().into_owned();
        refused(&["--variant-file", &file, "moves", "huge"], says);
        refused(&["--variant-file", &file, "perft", "1", "huge"], says);
    }
    // Within the limit, the same board loads and lists its placements.
    let file = dir.join("fits.ron");
    std::fs::write(&file, huge_fortress(2)).unwrap();
    let (code, err) = bounded(&["--variant-file", &file.to_string_lossy(), "moves", "huge"]);
    assert_eq!(code, Some(0), "{err}");
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn d7_devices_pipes_and_folders_are_refused_before_they_are_read() {
    let dir = scratch("devices");
    let mut cases = vec![(dir.to_string_lossy().into_owned(), "folder")];
    if std::path::Path::new("/dev/zero").exists() {
        cases.push(("/dev/zero".into(), "device"));
    }
    let fifo = dir.join("fifo.ron");
    if Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .is_ok_and(|s| s.success())
    {
        cases.push((fifo.to_string_lossy().into_owned(), "pipe"));
    }
    for (path, says) in &cases {
        refused(&["--variant-file", path, "moves", "asalto"], says);
        refused(&["check-proof", path], says);
        refused(
            &[
                "match", "--book", path, "--pairs", "1", "--a", "random", "--b", "random",
            ],
            says,
        );
    }
    std::fs::remove_dir_all(dir).ok();
}

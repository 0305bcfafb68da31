//! Runs the engine tool, for its tests.
#![allow(dead_code)]

use std::process::Command;

/// The tool's program file.
pub const ENGINE: &str = env!("CARGO_BIN_EXE_asalto-engine");

/// Runs the engine's command line: its exit status, standard output and standard error.
pub fn run_engine(args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(ENGINE).args(args).output().expect("runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

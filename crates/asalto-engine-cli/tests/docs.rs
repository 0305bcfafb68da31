//! Every `asalto-engine …` command the docs show is accepted by the tool.

#[path = "../../asalto-engine/tests/doc_scan/mod.rs"]
mod doc_scan;
mod run;

use std::process::{Command, Stdio};

use doc_scan::{Program, root, shown_commands};
use run::ENGINE;

#[test]
fn every_engine_command_the_docs_show_is_accepted() {
    let engine = ENGINE;
    let shown = shown_commands(Program::Engine);
    assert!(shown.len() > 20, "only {} commands found", shown.len());
    let mut refused = Vec::new();
    for command in &shown {
        let mut run = Command::new(engine);
        run.args(&command.args)
            .current_dir(root())
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped());
        if !cheap(&command.args) {
            run.env("ASALTO_ENGINE_ARGUMENTS_ONLY", "1");
        }
        let output = run.output().expect("the tool runs");
        if !output.status.success() {
            refused.push(format!(
                "{}:{}: asalto-engine {}: {}",
                command.document,
                command.line,
                command.args.join(" "),
                String::from_utf8_lossy(&output.stderr).trim()
            ));
        }
    }
    assert!(
        refused.is_empty(),
        "commands in the docs that the tool refuses:\n{}",
        refused.join("\n")
    );
}

/// Commands run for real: those that answer at once.
fn cheap(args: &[String]) -> bool {
    let mut words = args;
    while words.first().is_some_and(|w| w == "--variant-file") {
        words = words.get(2..).unwrap_or_default();
    }
    match words
        .iter()
        .map(String::as_str)
        .collect::<Vec<_>>()
        .as_slice()
    {
        ["start" | "moves" | "levels" | "help", ..] => true,
        ["perft", depth, ..] => depth.parse::<u32>().is_ok_and(|d| d <= 4),
        _ => false,
    }
}

#[test]
fn arguments_only_still_refuses_bad_arguments() {
    let engine = ENGINE;
    for args in [
        &["match", "--pairs", "0"][..],
        &["match", "--a", "admiral"],
        &[
            "gauntlet",
            "--player",
            "captain",
            "--book",
            "no-such-book.txt",
        ],
        &["prove", "chess"],
        &["perft", "99", "asalto"],
        &["puzzles", "--variant", "chess"],
    ] {
        let output = Command::new(engine)
            .args(args)
            .current_dir(root())
            .env("ASALTO_ENGINE_ARGUMENTS_ONLY", "1")
            .output()
            .expect("the tool runs");
        assert_eq!(output.status.code(), Some(2), "{args:?} was accepted");
    }
}

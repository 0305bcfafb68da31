//! The command line, as clap reads it with the game's own checks.

use asalto::cli::{Command, parse};
use asalto::game::Mode;
use asalto_engine::Turn;
use asalto_engine::search::Level;

fn args(s: &str) -> Vec<String> {
    s.split_whitespace().map(String::from).collect()
}

fn run(s: &str) -> asalto::cli::Options {
    match parse(args(s)) {
        Ok(Command::Run(o)) => o,
        other => panic!("{s}: {other:?}"),
    }
}

#[test]
fn no_options_opens_the_menu() {
    let o = run("");
    assert!(!o.straight_to_game());
}

#[test]
fn every_option_is_read() {
    let o = run(
        "--variant grand-assaut --mode ai-vs-ai --level marshal --screenshot /tmp/x.png --after-moves 6",
    );
    assert_eq!(o.variant.unwrap().name(), "grand-assaut");
    assert_eq!(o.mode, Some(Mode::ComputerVsComputer));
    assert_eq!(o.level, Some(Level::Marshal));
    assert_eq!(o.checks.screenshot.as_deref(), Some("/tmp/x.png"));
    assert_eq!(o.checks.after_moves, 6);
    assert!(run("--mode=hot-seat").straight_to_game());
    assert_eq!(run("--seed 42").seed, Some(42));
    assert!(parse(args("--seed many")).is_err());
    let tables = run("--tablebase crates").tablebase.unwrap();
    assert_eq!(tables, std::path::Path::new("crates"));
}

#[test]
fn the_command_line_choices_go_on_top_of_the_remembered_ones() {
    let remembered = asalto::game::MatchSetup {
        variant: asalto_engine::Variant::builtin("assaut").unwrap(),
        start: None,
        mode: Mode::HotSeat,
        level: Level::Soldier,
        warn_huff: false,
        seed: 3,
    };
    let o = run("--menu --level marshal");
    assert!(o.chooses_match() && !o.straight_to_game());
    let chosen = o.chosen(remembered.clone());
    assert_eq!(
        (
            chosen.variant.name(),
            chosen.mode,
            chosen.level,
            chosen.warn_huff
        ),
        ("assaut", Mode::HotSeat, Level::Marshal, false)
    );
    assert!(!run("--menu").chooses_match());
    assert_eq!(run("").chosen(remembered.clone()).level, Level::Soldier);
}

#[test]
fn a_position_sets_the_variant() {
    let mut a = args("--position");
    a.push("assaut o ..O/.../..O..RR/..R..RR/R....RR/R../... 0".into());
    let Ok(Command::Run(o)) = parse(&a) else {
        panic!()
    };
    assert_eq!(o.variant.unwrap().name(), "assaut");
    assert_eq!(o.position.unwrap().turn, Turn::Officers);
    let mut b = args("--variant asalto --position");
    b.push("assaut o ..O/.../..O..RR/..R..RR/R....RR/R../... 0".into());
    assert!(parse(&b).is_err(), "variant and position disagree");
}

#[test]
fn bad_options_are_explained() {
    for bad in [
        "--variant chess",
        "--mode solo",
        "--level admiral",
        "--screenshot shot.jpg",
        "--after-moves many --screenshot a.png",
        "--after-moves 3",
        "--frobnicate",
        "--variant",
        "--position nonsense",
        "--lesson asalto:99",
        "--lesson asalto",
        "--puzzle assaut:0",
        "--puzzle chess:1",
        "--lines 2",
        "--review",
        "--frame-stats",
        "--review-after many",
        "--frame-seconds 10",
        "--tablebase /no/such/folder",
        "--tablebase Cargo.toml",
        "--frame-stats f.txt --frame-seconds 0",
        "--frame-stats f.txt --frame-seconds soon",
        "--multisampling",
        "--multisampling 8",
        "--layout-watch",
        "--layout-watch w.json --screenshot s.png",
        "--analysis-nodes 0",
        "--storage-from /no/such/folder",
        "--storage-from Cargo.toml",
        "--analysis-nodes lots",
    ] {
        let err = parse(args(bad)).expect_err(bad);
        let names_one = bad
            .split_whitespace()
            .any(|word| word.starts_with("--") && err.contains(word))
            || err.contains("required arguments were not provided: --");
        assert!(!err.contains('\n') && names_one, "{bad}: {err}");
    }
    let Ok(Command::Help(help)) = parse(args("--help")) else {
        panic!("--help")
    };
    assert!(
        help.contains("Checks (for tests and developers):\n      --screenshot"),
        "{help}"
    );
    let o = run("--frame-stats f.txt --frame-seconds 30 --self-check --redraw-always --start-time");
    assert_eq!(
        (o.checks.frame_stats.as_deref(), o.checks.frame_seconds),
        (Some("f.txt"), Some(30.0))
    );
    assert!(o.checks.self_check && o.checks.redraw_always && o.checks.start_time);
    assert_eq!(
        run("--analyse --analysis-nodes 2000000")
            .checks
            .analysis_nodes,
        Some(2_000_000)
    );
    let from = run("--menu progress --storage-from tests")
        .checks
        .storage_from;
    assert_eq!(from.as_deref(), Some(std::path::Path::new("tests")));
    let o = run("--layout-watch w.json");
    assert!(o.checks.layout_watch.as_deref() == Some("w.json") && o.checks.any());
    assert_eq!(
        o.checks.multisampling(),
        None,
        "decided by the renderer unless asked"
    );
    for (word, wanted) in [("on", Some(true)), ("off", Some(false)), ("auto", None)] {
        assert_eq!(
            run(&format!("--multisampling {word}"))
                .checks
                .multisampling(),
            wanted
        );
    }
    assert!(matches!(parse(args("--version")), Ok(Command::Version)));
    match parse(args("--lesson assaut:2")) {
        Ok(Command::Run(o)) => {
            let task = o.study.expect("a lesson");
            assert_eq!((task.variant.as_str(), task.index), ("assaut", 1));
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(
        asalto::cli::VERSION,
        format!("asalto {}", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn animation_and_screenshot_delay_are_read() {
    let o = run("--animation off --screenshot a.png --screenshot-delay 450");
    assert_eq!(o.animation, Some(asalto::settings::AnimationSpeed::Off));
    assert_eq!(o.checks.screenshot_delay_ms, Some(450));
    for bad in [
        "--animation warp",
        "--screenshot-delay 100",
        "--screenshot a.png --screenshot-delay soon",
    ] {
        assert!(parse(args(bad)).is_err(), "{bad}");
    }
}

#[test]
fn fox_and_geese_and_variant_files_are_chosen_on_the_command_line() {
    let o = run("--variant fox-geese-17-sideways");
    assert_eq!(o.variant.unwrap().name(), "fox-geese-17-sideways");
    let unknown = parse(args("--variant fox-geese-16")).unwrap_err();
    assert!(unknown.contains("fox-geese-17"), "{unknown}");
    let example = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/assets/variants/little-fort.ron"
    );
    let o = run(&format!("--variant-file {example} --mode hot-seat"));
    assert_eq!(o.variant.unwrap().name(), "little-fort");
    for (line, says) in [
        ("--variant-file /no/such.ron".to_string(), "no such file"),
        (
            format!("--variant asalto --variant-file {example}"),
            "cannot be used with",
        ),
        (
            format!(
                "--variant-file {}/crates/asalto-engine/variants/assaut.ron",
                env!("CARGO_MANIFEST_DIR")
            ),
            "built-in game",
        ),
    ] {
        let e = parse(args(&line)).unwrap_err();
        assert!(e.contains(says) && !e.contains('\n'), "{line}: {e}");
    }
}

#[test]
fn theme_and_keys_are_read() {
    use asalto::theme::themes::Theme;
    assert_eq!(run("--theme colour-safe").theme, Some(Theme::ColourSafe));
    assert_eq!(
        run("--theme high-contrast").theme,
        Some(Theme::HighContrast)
    );
    assert_eq!(run("").theme, None);
    let err = parse(args("--theme neon")).unwrap_err();
    assert!(err.contains("colour-safe"), "{err}");
    let o = run("--screenshot a.png --keys tab,enter,up");
    assert_eq!(o.checks.keys.len(), 3);
    for bad in ["--keys tab", "--screenshot a.png --keys tab,hop"] {
        assert!(parse(args(bad)).is_err(), "{bad}");
    }
}

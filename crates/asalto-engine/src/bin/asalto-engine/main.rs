//! `asalto-engine`: perft, legal moves, benchmarks, the engine protocol and engine matches.
//! Bad input gets one line on standard error and exit status 2; a closed standard output ends
//! a command quietly with status 141.

mod bench;
mod matchplay;
mod output;
mod perft;
#[cfg(not(target_arch = "wasm32"))]
mod protocol;
mod prove;
mod review;

use std::ffi::OsString;
use std::process::ExitCode;

use asalto_engine::Variants;

use output::{Done, Failure, Out};

const USAGE: &str = "usage: asalto-engine [--variant-file <file.ron>]... <command>
  start <variant> | perft <depth> <position> | moves <position> | bench | levels | protocol
  | match [--variant <name>] [--pairs N | --games 2N] [--from-pair K] [--a <player>] [--b <player>] [--book FILE | --openings PLIES]
          [--seed S] [--jobs N] [--moves]
  | gauntlet --player <player>... [--side officers|attackers] [--against <player>] [--variant <name>]
          [--rounds N] [--from-round K] [--book FILE | --openings PLIES] [--seed S] [--jobs N] [--moves]
  | book [--variant <name>] [--count N] [--plies MIN-MAX] [--margin M] [--nodes N] [--check-nodes N]
          [--fair F] [--seed S] [--jobs N]
  | puzzles [--variant <name>] [--count N] [--seed S] [--jobs N] [--nodes N]
  | review [--level <level> | --nodes N] <game>   (<game>: \"asalto moves @c5,e5 d3-d4 …\")
  | prove <position> [--side attackers|officers] [--nodes N] [--time S] [--table ENTRIES] [--certificate FILE]
          [--save-table FILE] [--progress S]   |   prove --resume FILE [same options]
  | check-proof FILE
  | prove-openings [--variant <name>] [--plies N] [--nodes N] [--table ENTRIES] [--jobs N] [--certificates DIR]
  <position> is an APN string (one argument, quoted) or a variant name: asalto, assaut, grand-assaut,
  fox-geese-13, -15, -17 (each also -sideways), or the name of a variant from a --variant-file
  <player> is a level (recruit … marshal: see `levels`), random, or settings such as
  depth:4, movetime:200, nodes:50000 (joined by commas); random:10 mixes in 10% random moves
  <book> FILE has one start per line: a variant name or APN, then moves (`asalto moves @c5,c6 d4-d5`)";

fn main() -> ExitCode {
    match arguments(std::env::args_os().skip(1)).and_then(|args| run(&args)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::OutputClosed) => ExitCode::from(141),
        Err(failure) => {
            eprintln!("asalto-engine: {failure}");
            ExitCode::from(2)
        }
    }
}

/// The arguments as text; one that is not UTF-8 is refused by its position.
fn arguments(args: impl Iterator<Item = OsString>) -> Result<Vec<String>, Failure> {
    args.enumerate()
        .map(|(i, arg)| {
            arg.into_string().map_err(|raw| {
                Failure::Refused(format!(
                    "argument {} ({}) is not valid UTF-8",
                    i + 1,
                    raw.to_string_lossy()
                ))
            })
        })
        .collect()
}

fn run(args: &[String]) -> Done {
    let mut words: Vec<&str> = args.iter().map(String::as_str).collect();
    // Variant files given before the command are known to every command, beside the built-in
    // variants (never in place of one).
    let mut variants = Variants::default();
    while let Some(&"--variant-file") = words.first() {
        let Some(&path) = words.get(1) else {
            return Err(Failure::Refused("--variant-file needs a file name".into()));
        };
        let text = output::read_text(path, output::MAX_VARIANT_BYTES)?;
        variants
            .add_ron(&text)
            .map_err(|e| format!("{path}: {e}"))?;
        words.drain(..2);
    }
    let mut out = Out::new();
    match words.as_slice() {
        ["start", name] => match variants.get(name) {
            Some(v) => out.line(v.to_apn(&asalto_engine::Position::start(&v))),
            None => Err(Failure::Refused(format!(
                "unknown variant {}: use {} or a --variant-file",
                asalto_engine::Quoted(name),
                variants.names().join(", ")
            ))),
        },
        ["perft", depth, position] => perft::perft(&mut out, depth, &read(&variants, position)?),
        ["moves", position] => perft::moves(&mut out, &read(&variants, position)?),
        ["bench" | "protocol"] if output::arguments_only() => Ok(()),
        ["bench"] => bench::run(&mut out),
        ["levels"] => levels(&mut out),
        ["protocol"] => protocol(variants),
        ["match", options @ ..] => matchplay::run(&mut out, &variants, options),
        ["gauntlet", options @ ..] => matchplay::gauntlet(&mut out, &variants, options),
        ["book", options @ ..] => matchplay::book(&mut out, &variants, options),
        ["review", options @ ..] => review::run(&mut out, &variants, options),
        ["puzzles", options @ ..] => matchplay::puzzles(&mut out, &variants, options),
        ["prove", options @ ..] => prove::prove(&mut out, &variants, options),
        ["check-proof", options @ ..] => prove::check(&mut out, &variants, options),
        ["prove-openings", options @ ..] => matchplay::prove_openings(&mut out, &variants, options),
        ["help" | "--help" | "-h"] => out.line(USAGE),
        [] => Err(Failure::Refused(format!("no command\n{USAGE}"))),
        [command, ..] if !COMMANDS.contains(command) => Err(Failure::Refused(format!(
            "unknown command {}\n{USAGE}",
            asalto_engine::Quoted(command)
        ))),
        _ => Err(Failure::Refused(format!(
            "bad arguments {:?}\n{USAGE}",
            words.join(" ")
        ))),
    }
}

const COMMANDS: [&str; 17] = [
    "start",
    "perft",
    "moves",
    "bench",
    "levels",
    "protocol",
    "match",
    "gauntlet",
    "book",
    "review",
    "puzzles",
    "prove",
    "check-proof",
    "prove-openings",
    "help",
    "--help",
    "-h",
];

/// `levels`: each level's budget and style in each built-in variant, weakest first, one per
/// line.
fn levels(out: &mut Out) -> Done {
    for (variant, level) in asalto_engine::Variant::builtins()
        .iter()
        .flat_map(|v| asalto_engine::search::Level::ALL.map(|l| (v, l)))
    {
        let limits = level.limits(variant);
        let style = level.style(variant);
        let depth = limits.depth.map_or("-".to_string(), |d| d.to_string());
        out.line(format_args!(
            "{} {} depth {depth} nodes {} movetime {} margin {} blunder {}",
            variant.name(),
            level.name(),
            limits.nodes.unwrap_or(0),
            limits.movetime_ms.unwrap_or(0),
            style.margin,
            style.blunder_percent
        ))?;
    }
    Ok(())
}

fn read(variants: &Variants, text: &str) -> Result<asalto_engine::Apn, Failure> {
    variants
        .position(text)
        .map_err(|e| Failure::Refused(e.to_string()))
}

#[cfg(not(target_arch = "wasm32"))]
fn protocol(variants: Variants) -> Done {
    let stdin = std::io::stdin();
    let stdout = std::sync::Arc::new(std::sync::Mutex::new(std::io::stdout()));
    match protocol::run(stdin.lock(), stdout, variants) {
        protocol::End::Quit | protocol::End::InputClosed => Ok(()),
        protocol::End::OutputClosed => Err(Failure::OutputClosed),
    }
}

/// The protocol searches on a thread of its own, which wasm32 does not have.
#[cfg(target_arch = "wasm32")]
fn protocol(_: Variants) -> Done {
    Err(Failure::Refused(
        "the protocol needs threads, which this platform does not have".into(),
    ))
}

//! `asalto-engine`: perft, legal moves, benchmarks, the engine protocol, engine matches and the
//! solver. The command line is declared in [`args`]. Bad input gets one line on standard error
//! and exit status 2; a closed standard output ends a command quietly with status 141.

mod args;
mod bench;
mod matchplay;
mod output;
mod perft;
#[cfg(not(target_arch = "wasm32"))]
mod protocol;
mod prove;
mod puzzle_ratings;
mod ratings;
mod ratings_earlier;
mod review;
mod tablebase;
mod values;
mod values_distance;
mod values_sideways;

use std::ffi::OsString;
use std::process::ExitCode;

use clap::{CommandFactory, Parser};

use asalto_engine::Variants;

use args::{Cli, Command};
use output::{Done, Failure, Out};

fn main() -> ExitCode {
    let args = match arguments(std::env::args_os()) {
        Ok(args) => args,
        Err(failure) => return failed(failure),
    };
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(error) => return clap_said(&error),
    };
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => failed(failure),
    }
}

fn failed(failure: Failure) -> ExitCode {
    match failure {
        Failure::OutputClosed => ExitCode::from(141),
        failure => {
            eprintln!("asalto-engine: {failure}");
            ExitCode::from(2)
        }
    }
}

/// Help and the version as clap prints them; a bad argument as clap's first line (which names
/// it), without the usage clap would add, so that every refusal is one line.
fn clap_said(error: &clap::Error) -> ExitCode {
    use clap::error::ErrorKind;
    if matches!(
        error.kind(),
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion
    ) {
        return match error.print() {
            Ok(()) => ExitCode::SUCCESS,
            Err(_) => ExitCode::from(141),
        };
    }
    if error.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
        return failed(Failure::Refused(
            "no command: see `asalto-engine --help`".into(),
        ));
    }
    failed(Failure::Refused(asalto_engine_cli::one_line(error)))
}

/// The arguments as text; one that is not UTF-8 is refused by its position.
fn arguments(args: impl Iterator<Item = OsString>) -> Result<Vec<String>, Failure> {
    args.enumerate()
        .map(|(i, arg)| {
            arg.into_string().map_err(|raw| {
                Failure::Refused(format!(
                    "argument {i} ({}) is not valid UTF-8",
                    raw.to_string_lossy()
                ))
            })
        })
        .collect()
}

fn run(cli: Cli) -> Done {
    let variants = variants(&cli.variant_files)?;
    let mut out = Out::new();
    match cli.command {
        Command::Start { variant } => start(&mut out, &variants, &variant),
        Command::Perft { depth, position } => {
            perft::perft(&mut out, depth, &read(&variants, &position)?)
        }
        Command::Moves { position } => perft::moves(&mut out, &read(&variants, &position)?),
        Command::Bench | Command::Protocol if output::arguments_only() => Ok(()),
        Command::Bench => bench::run(&mut out),
        Command::Levels => levels(&mut out),
        Command::Protocol => protocol(variants),
        Command::Match(args) => matchplay::run(&mut out, &variants, &args),
        Command::Gauntlet(args) => matchplay::gauntlet(&mut out, &variants, &args),
        Command::Book(args) => matchplay::book(&mut out, &variants, &args),
        Command::Review(args) => review::run(&mut out, &variants, &args),
        Command::Tablebase(args) => tablebase::run(&mut out, &variants, &args),
        Command::Values(args) => values::run(&mut out, &variants, &args),
        Command::Ratings { files, anchor } => ratings::run(&mut out, &files, anchor),
        Command::Puzzles(args) => matchplay::puzzles(&mut out, &variants, &args),
        Command::PuzzleRatings(args) => puzzle_ratings::run(&mut out, &variants, &args),
        Command::Games(args) => matchplay::games(&mut out, &variants, &args),
        Command::Prove(args) => prove::prove(&mut out, &variants, &args),
        Command::CheckProof {
            certificate,
            tablebase,
            seal,
        } => prove::check(
            &mut out,
            &variants,
            &certificate,
            tablebase.as_deref(),
            seal,
        ),
        Command::Seal { folder } => seal(&mut out, &folder),
        Command::ProveOpenings(args) => matchplay::prove_openings(&mut out, &variants, &args),
        Command::Completions { shell } => {
            let mut command = Cli::command();
            clap_complete::generate(shell, &mut command, "asalto-engine", &mut std::io::stdout());
            Ok(())
        }
    }
}

/// The built-in variants and those of the variant files, which every command knows (beside
/// the built-in ones, never in place of one).
fn variants(files: &[String]) -> Result<Variants, Failure> {
    let mut variants = Variants::default();
    for path in files {
        let text = output::read_text(path, output::MAX_VARIANT_BYTES)?;
        variants
            .add_ron(&text)
            .map_err(|e| format!("{path}: {e}"))?;
    }
    Ok(variants)
}

/// `start`: a variant's start position as APN.
fn start(out: &mut Out, variants: &Variants, name: &str) -> Done {
    match variants.get(name) {
        Some(v) => out.line(v.to_apn(&asalto_engine::Position::start(&v))),
        None => Err(Failure::Refused(format!(
            "unknown variant {}: use {} or a --variant-file",
            asalto_engine::Quoted(name),
            variants.names().join(", ")
        ))),
    }
}

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

/// `seal FOLDER`: the folder's tables made before tables carried a checksum, sealed.
fn seal(out: &mut Out, folder: &std::path::Path) -> Done {
    if output::arguments_only() {
        return Ok(());
    }
    let sealed = asalto_engine::tablebase::seal_folder(folder)
        .map_err(|e| Failure::Refused(format!("seal: {e}")))?;
    for path in &sealed {
        out.line(format_args!("sealed {}", path.display()))?;
    }
    out.line(format_args!("{} files sealed", sealed.len()))
}

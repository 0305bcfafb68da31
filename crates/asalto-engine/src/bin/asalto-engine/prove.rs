//! `prove` and `check-proof`: the solver from the command line, and its certificates checked.

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use asalto_engine::position::Side;
use asalto_engine::solver::{self, Certificate, SolverLimits, Verdict};
use asalto_engine::{Quoted, Variants};

use crate::output::{Done, Failure, Out};

/// `prove <position or game> [--side attackers|officers] [--nodes N] [--time S]
/// [--table ENTRIES] [--certificate FILE]`.
pub fn prove(out: &mut Out, variants: &Variants, options: &[&str]) -> Done {
    let mut position = None;
    let mut side = None;
    let mut limits = SolverLimits::default();
    let mut time = None;
    let mut certificate = None;
    let mut i = 0;
    while i < options.len() {
        let value = |what: &str| {
            options
                .get(i + 1)
                .copied()
                .ok_or_else(|| Failure::Refused(format!("{} needs {what}", options[i])))
        };
        match options[i] {
            "--side" => {
                side = Some(match value("attackers or officers")? {
                    "attackers" => Side::Attackers,
                    "officers" => Side::Officers,
                    other => {
                        return Err(Failure::Refused(format!(
                            "--side {}: attackers or officers",
                            Quoted(other)
                        )));
                    }
                });
                i += 1;
            }
            "--nodes" => {
                limits.nodes = positive("--nodes", value("a number")?)?;
                i += 1;
            }
            "--time" => {
                let v = value("seconds")?;
                let secs: f64 = v
                    .parse()
                    .ok()
                    .filter(|s: &f64| *s > 0.0 && s.is_finite())
                    .ok_or_else(|| {
                        Failure::Refused(format!("--time {}: seconds above 0", Quoted(v)))
                    })?;
                time = Some(Duration::try_from_secs_f64(secs).map_err(|_| {
                    Failure::Refused(format!("--time {}: too many seconds", Quoted(v)))
                })?);
                i += 1;
            }
            "--table" => {
                limits.table_entries = positive("--table", value("a number of entries")?)? as usize;
                i += 1;
            }
            "--certificate" => {
                certificate = Some(value("a file name")?);
                i += 1;
            }
            flag if flag.starts_with("--") => {
                return Err(Failure::Refused(format!(
                    "prove: unknown option {}",
                    Quoted(flag)
                )));
            }
            text if position.is_none() => position = Some(text),
            text => {
                return Err(Failure::Refused(format!(
                    "prove: one position, not also {}",
                    Quoted(text)
                )));
            }
        }
        i += 1;
    }
    let text = position.ok_or_else(|| Failure::Refused("prove needs a position".into()))?;
    // A position, or a game (`asalto moves @c5,e5 d4-d5 …`): then its end, with the positions
    // before it for repetitions.
    let (variant, root, before) = if text.contains(" moves") {
        let start = variants
            .start(text)
            .map_err(|e| Failure::Refused(e.to_string()))?;
        let positions: Vec<_> = start.game.positions().copied().collect();
        let (last, before) = positions.split_last().expect("a game has a position");
        (start.game.variant().clone(), *last, before.to_vec())
    } else {
        let apn = variants
            .position(text)
            .map_err(|e| Failure::Refused(e.to_string()))?;
        (apn.variant, apn.position, Vec::new())
    };
    let side = side.unwrap_or(root.turn.side());
    let stop = AtomicBool::new(false);
    let started = Instant::now();
    // A time limit stops the search from a watcher thread, as `stop` does in the protocol.
    let solved = std::thread::scope(|scope| {
        if let Some(limit) = time {
            let stop = &stop;
            scope.spawn(move || {
                // A limit too far to reach is no limit.
                let Some(end) = Instant::now().checked_add(limit) else {
                    return;
                };
                while Instant::now() < end && !stop.load(std::sync::atomic::Ordering::Relaxed) {
                    std::thread::sleep(Duration::from_millis(20));
                }
                stop.store(true, std::sync::atomic::Ordering::Relaxed);
            });
        }
        let solved = solver::prove(&variant, &root, &before, side, limits, &stop);
        stop.store(true, std::sync::atomic::Ordering::Relaxed);
        solved
    });
    let seconds = started.elapsed().as_secs_f64();
    match &solved.verdict {
        Verdict::Win { plies, tree } => {
            out.line(format_args!(
                "proven win for {} in {plies} plies",
                side.name()
            ))?;
            let mut line = Vec::new();
            let mut nodes = &tree.nodes;
            while let Some(first) = nodes.first() {
                line.push(variant.move_text(&first.mv));
                nodes = &first.children;
            }
            out.line(format_args!("line {}", line.join(" ")))?;
            if let Some(path) = certificate {
                std::fs::write(path, tree.to_text(&variant))
                    .map_err(|e| Failure::Refused(format!("cannot write {path}: {e}")))?;
                out.line(format_args!("certificate {path}"))?;
            }
        }
        Verdict::NotAWin => out.line(format_args!("proven not a win for {}", side.name()))?,
        Verdict::Unknown { reason } => out.line(format_args!("unknown: {reason}"))?,
    }
    out.line(format_args!("nodes {} seconds {seconds:.2}", solved.nodes))
}

/// A whole number above 0 for an option.
fn positive(option: &str, text: &str) -> Result<u64, Failure> {
    text.parse().ok().filter(|&n| n > 0).ok_or_else(|| {
        Failure::Refused(format!("{option} {}: a whole number above 0", Quoted(text)))
    })
}

/// `check-proof FILE`: replays the certificate with the rules alone.
pub fn check(out: &mut Out, variants: &Variants, options: &[&str]) -> Done {
    let [path] = options else {
        return Err(Failure::Refused(
            "check-proof needs one certificate file".into(),
        ));
    };
    let text = std::fs::read_to_string(path)
        .map_err(|e| Failure::Refused(format!("cannot read {path}: {e}")))?;
    let (variant, cert) = Certificate::parse(&text, |name| variants.get(name))
        .map_err(|e| Failure::Refused(format!("{path}: proof refused: {e}")))?;
    match solver::proof::check(&variant, &cert, &[]) {
        Ok(checked) => out.line(format_args!(
            "proof checked: win for {} in {} plies, {} moves",
            cert.prover.name(),
            checked.plies,
            checked.moves
        )),
        Err(e) => Err(Failure::Refused(format!("{path}: proof refused: {e}"))),
    }
}

//! `prove` and `check-proof`: the solver from the command line, and its certificates checked.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use asalto_engine::position::Side;
use asalto_engine::solver::{self, Certificate, ProofSearch, SolverLimits, Verdict};
use asalto_engine::{Position, Quoted, Variant, Variants};

use crate::output::{Done, Failure, Out};

/// `prove <position or game> [--side attackers|officers] [--nodes N] [--time S]
/// [--table ENTRIES] [--certificate FILE] [--save-table FILE] [--progress S]`, or
/// `prove --resume FILE [...]`.
pub fn prove(out: &mut Out, variants: &Variants, options: &[&str]) -> Done {
    let mut position = None;
    let mut side = None;
    let mut limits = SolverLimits::default();
    let mut time = None;
    let mut certificate = None;
    let mut save = None;
    let mut resume = None;
    let mut progress = None;
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
                time = Some(seconds("--time", value("seconds")?)?);
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
            "--save-table" => {
                save = Some(value("a file name")?);
                i += 1;
            }
            "--resume" => {
                resume = Some(value("a file name")?);
                i += 1;
            }
            "--progress" => {
                progress = Some(seconds("--progress", value("seconds")?)?);
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
    let mut search = match (position, resume) {
        (Some(text), None) => {
            let (variant, root, before) = root_of(variants, text)?;
            let side = side.unwrap_or(root.turn.side());
            ProofSearch::new(&variant, &root, &before, side, limits.table_entries)
        }
        (None, Some(_)) if crate::output::arguments_only() => return Ok(()),
        (None, Some(path)) => {
            let file = asalto_engine::files::open_regular(std::path::Path::new(path))
                .map_err(|e| Failure::Refused(format!("cannot read {path}: {e}")))?;
            let search = ProofSearch::load(
                &mut std::io::BufReader::new(file),
                |name| variants.get(name),
                limits.table_entries,
            )
            .map_err(|e| Failure::Refused(format!("{path}: {e}")))?;
            if side.is_some_and(|s| s != search.root().1) {
                return Err(Failure::Refused(format!(
                    "{path} proves for the {}: --side cannot change that",
                    search.root().1.name()
                )));
            }
            search
        }
        (None, None) => return Err(Failure::Refused("prove needs a position".into())),
        (Some(_), Some(_)) => {
            return Err(Failure::Refused(
                "prove: a position or --resume, not both (the table knows its position)".into(),
            ));
        }
    };
    if crate::output::arguments_only() {
        return Ok(());
    }
    let side = search.root().1;
    let variant = search.variant().clone();
    // The table is written beside its file and renamed over it at the end, so a run that fails
    // while writing never destroys the table it resumed from; the place is tried before the
    // search, not after hours of it.
    let saving = match save {
        Some(path) => {
            let partial = format!("{path}.partial");
            let file = std::fs::File::create(&partial)
                .map_err(|e| Failure::Refused(format!("cannot write {partial}: {e}")))?;
            Some((path, partial, file))
        }
        None => None,
    };
    let stop = AtomicBool::new(false);
    let started = Instant::now();
    let nodes_before = search.nodes();
    let budget_end = nodes_before.saturating_add(limits.nodes);
    // A time limit stops the search from a watcher thread, as `stop` does in the protocol.
    let verdict = std::thread::scope(|scope| -> Result<Option<Verdict>, Failure> {
        if let Some(limit) = time {
            let stop = &stop;
            scope.spawn(move || {
                // A limit too far to reach is no limit.
                let Some(end) = Instant::now().checked_add(limit) else {
                    return;
                };
                while Instant::now() < end && !stop.load(Ordering::Relaxed) {
                    std::thread::sleep(Duration::from_millis(20));
                }
                stop.store(true, Ordering::Relaxed);
            });
        }
        let mut verdict = None;
        let mut reported = Duration::ZERO;
        let mut report = Ok(());
        while verdict.is_none()
            && report.is_ok()
            && search.nodes() < budget_end
            && !stop.load(Ordering::Relaxed)
        {
            // Slices let the progress be reported; each starts again from the root.
            let slice = PROGRESS_SLICE.min(budget_end - search.nodes());
            verdict = search.step(slice, &stop);
            let elapsed = started.elapsed();
            if progress.is_some_and(|every| elapsed >= reported + every) {
                reported = elapsed;
                let (pn, dn) = search.root_numbers();
                report = out.line(format_args!(
                    "progress nodes {} seconds {:.1} proof {pn} disproof {dn} table {}",
                    search.nodes(),
                    elapsed.as_secs_f64(),
                    search.table_len()
                ));
            }
        }
        // Whatever ended the loop, the watcher ends too.
        stop.store(true, Ordering::Relaxed);
        report.map(|()| verdict)
    })?;
    let solved = solver::Solved {
        verdict: verdict.unwrap_or_else(|| Verdict::Unknown {
            reason: format!("unknown after {} nodes", search.nodes()),
        }),
        nodes: search.nodes(),
    };
    let seconds = started.elapsed().as_secs_f64();
    match &solved.verdict {
        Verdict::Win { plies, tree } => {
            out.line(format_args!(
                "proven win for {} in {plies} plies",
                side.name()
            ))?;
            let line: Vec<String> = tree
                .principal_line()
                .iter()
                .map(|m| variant.move_text(m))
                .collect();
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
    let total = if nodes_before > 0 {
        format!(" (in all, with the saved search: {})", solved.nodes)
    } else {
        String::new()
    };
    out.line(format_args!(
        "nodes {}{total} seconds {seconds:.2}",
        solved.nodes - nodes_before
    ))?;
    if let Some((path, partial, file)) = saving {
        let cannot = |e: std::io::Error| Failure::Refused(format!("cannot write {partial}: {e}"));
        search
            .save(&mut std::io::BufWriter::new(file))
            .map_err(cannot)?;
        std::fs::rename(&partial, path)
            .map_err(|e| Failure::Refused(format!("cannot rename {partial} to {path}: {e}")))?;
        out.line(format_args!(
            "table saved to {path} ({} entries)",
            search.table_len()
        ))?;
    }
    Ok(())
}

/// Nodes between two looks at the progress.
const PROGRESS_SLICE: u64 = 1_000_000;

/// The position to prove: a position, or a game (`asalto moves @c5,e5 d4-d5 …`): then its end,
/// with the positions before it for repetitions.
fn root_of(
    variants: &Variants,
    text: &str,
) -> Result<(Arc<Variant>, Position, Vec<Position>), Failure> {
    if text.contains(" moves") {
        let start = variants
            .start(text)
            .map_err(|e| Failure::Refused(e.to_string()))?;
        let positions: Vec<_> = start.game.positions().copied().collect();
        let (last, before) = positions.split_last().expect("a game has a position");
        Ok((start.game.variant().clone(), *last, before.to_vec()))
    } else {
        let apn = variants
            .position(text)
            .map_err(|e| Failure::Refused(e.to_string()))?;
        Ok((apn.variant, apn.position, Vec::new()))
    }
}

/// Seconds above 0 for an option.
fn seconds(option: &str, text: &str) -> Result<Duration, Failure> {
    let secs: f64 = text
        .parse()
        .ok()
        .filter(|s: &f64| *s > 0.0 && s.is_finite())
        .ok_or_else(|| Failure::Refused(format!("{option} {}: seconds above 0", Quoted(text))))?;
    Duration::try_from_secs_f64(secs)
        .map_err(|_| Failure::Refused(format!("{option} {}: too many seconds", Quoted(text))))
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
    if crate::output::arguments_only() {
        return Ok(());
    }
    let text = crate::output::read_text(path, crate::output::MAX_CERTIFICATE_BYTES)?;
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

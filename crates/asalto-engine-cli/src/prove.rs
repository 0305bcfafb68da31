//! `prove` and `check-proof`: the solver from the command line, and its certificates checked.

use std::sync::Arc;
use std::time::{Duration, Instant};

use asalto_engine::job::{Job, Slice, StopFlag};
use asalto_engine::position::Side;
use asalto_engine::solver::{self, Certificate, ProofSearch, SolverLimits, Verdict, certificate};
use asalto_engine::tablebase::Tablebase;
use asalto_engine::{Position, Variant, Variants};
use std::path::Path;

use crate::args::ProveArgs;
use crate::output::{Done, Failure, Out};

/// `prove <position or game> [--side S] [--nodes N] [--time S] [--table ENTRIES]
/// [--certificate FILE] [--save-table FILE] [--progress S]`, or `prove --resume FILE [...]`.
pub fn prove(out: &mut Out, variants: &Variants, args: &ProveArgs) -> Done {
    let defaults = SolverLimits::default();
    let table_entries = args.table.unwrap_or(defaults.table_entries);
    let mut search = match (&args.position, &args.resume) {
        (Some(text), _) => {
            let (variant, root, before) = root_of(variants, text)?;
            let side = args.side.map_or(root.turn.side(), Side::from);
            ProofSearch::new(&variant, &root, &before, side, table_entries)
        }
        (None, _) if crate::output::arguments_only() => return Ok(()),
        (None, Some(path)) => resume(variants, path, args.side.map(Side::from), table_entries)?,
        (None, None) => unreachable!("clap asks for a position or --resume"),
    };
    if crate::output::arguments_only() {
        return Ok(());
    }
    if let Some(dir) = &args.tablebase {
        let tables = open_tables(out, &Arc::new(search.variant().clone()), dir)?;
        search = search
            .with_tablebase(tables)
            .map_err(|e| Failure::Refused(format!("prove: {e}")))?;
    }
    let saving = args.save_table.as_deref().map(Saving::begin).transpose()?;
    let nodes_before = search.nodes();
    let started = Instant::now();
    let budget = args.nodes.unwrap_or(defaults.nodes);
    let verdict = run_search(out, &mut search, budget, args.time, args.progress)?;
    let solved = solver::Solved {
        verdict: verdict.unwrap_or_else(|| Verdict::Unknown {
            reason: format!("unknown after {} nodes", search.nodes()),
        }),
        nodes: search.nodes(),
    };
    report(out, &search, &solved, args.certificate.as_deref())?;
    let total = if nodes_before > 0 {
        format!(" (in all, with the saved search: {})", solved.nodes)
    } else {
        String::new()
    };
    out.line(format_args!(
        "nodes {}{total} seconds {:.2}",
        solved.nodes - nodes_before,
        started.elapsed().as_secs_f64()
    ))?;
    match saving {
        Some(saving) => saving.finish(out, &search),
        None => Ok(()),
    }
}

/// A saved search read back; `side`, if given, must be the one it proves for.
fn resume(
    variants: &Variants,
    path: &str,
    side: Option<Side>,
    table_entries: usize,
) -> Result<ProofSearch, Failure> {
    let file = asalto_engine::files::open_regular(std::path::Path::new(path))
        .map_err(|e| Failure::Refused(format!("cannot read {path}: {e}")))?;
    let search = ProofSearch::load(
        &mut std::io::BufReader::new(file),
        |name| variants.get(name),
        table_entries,
    )
    .map_err(|e| Failure::Refused(format!("{path}: {e}")))?;
    if side.is_some_and(|s| s != search.root().1) {
        return Err(Failure::Refused(format!(
            "{path} proves for the {}: --side cannot change that",
            search.root().1.name()
        )));
    }
    Ok(search)
}

/// Where the table is saved. It is written beside its file and renamed over it at the end, so
/// a run that fails while writing never destroys the table it resumed from; the place is tried
/// before the search, not after hours of it.
struct Saving<'a> {
    path: &'a str,
    partial: String,
    file: std::fs::File,
}

impl<'a> Saving<'a> {
    fn begin(path: &'a str) -> Result<Saving<'a>, Failure> {
        let partial = format!("{path}.partial");
        let file = std::fs::File::create(&partial)
            .map_err(|e| Failure::Refused(format!("cannot write {partial}: {e}")))?;
        Ok(Saving {
            path,
            partial,
            file,
        })
    }

    fn finish(self, out: &mut Out, search: &ProofSearch) -> Done {
        let Saving {
            path,
            partial,
            file,
        } = self;
        let cannot = |e: std::io::Error| Failure::Refused(format!("cannot write {partial}: {e}"));
        search
            .save(&mut std::io::BufWriter::new(file))
            .map_err(cannot)?;
        std::fs::rename(&partial, path)
            .map_err(|e| Failure::Refused(format!("cannot rename {partial} to {path}: {e}")))?;
        out.line(format_args!(
            "table saved to {path} ({} entries)",
            search.table_len()
        ))
    }
}

/// Steps the search until it decides, spends `budget` more nodes, or `time` runs out,
/// reporting its proof numbers every `progress`.
fn run_search(
    out: &mut Out,
    search: &mut ProofSearch,
    budget: u64,
    time: Option<Duration>,
    progress: Option<Duration>,
) -> Result<Option<Verdict>, Failure> {
    let stop = StopFlag::default();
    let started = Instant::now();
    let budget_end = search.nodes().saturating_add(budget);
    // A time limit stops the search from a watcher thread, as `stop` does in the protocol.
    std::thread::scope(|scope| {
        if let Some(limit) = time {
            let stop = &stop;
            scope.spawn(move || stop_after(limit, stop));
        }
        let mut verdict = None;
        let mut reported = Duration::ZERO;
        let mut report = Ok(());
        while verdict.is_none() && report.is_ok() && search.nodes() < budget_end && !stop.is_set() {
            // Slices let the progress be reported; each starts again from the root.
            let slice = PROGRESS_SLICE.min(budget_end - search.nodes());
            verdict = search.step(&Slice::nodes(slice, &stop));
            if stop.is_set() && matches!(verdict, Some(Verdict::Unknown { .. })) {
                // The time limit, not a verdict: said below as "unknown after N nodes".
                verdict = None;
            }
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
        stop.stop();
        report.map(|()| verdict)
    })
}

/// Raises `stop` after `limit`, or returns once something else raised it.
fn stop_after(limit: Duration, stop: &StopFlag) {
    // A limit too far to reach is no limit.
    let Some(end) = Instant::now().checked_add(limit) else {
        return;
    };
    while Instant::now() < end && !stop.is_set() {
        std::thread::sleep(Duration::from_millis(20));
    }
    stop.stop();
}

/// The verdict in words, with the winning line, and the certificate written if asked for.
fn report(
    out: &mut Out,
    search: &ProofSearch,
    solved: &solver::Solved,
    certificate: Option<&str>,
) -> Done {
    let (variant, side) = (search.variant(), search.root().1);
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
                std::fs::write(path, tree.to_text(variant))
                    .map_err(|e| Failure::Refused(format!("cannot write {path}: {e}")))?;
                out.line(format_args!("certificate {path}"))?;
            }
            Ok(())
        }
        Verdict::NotAWin => out.line(format_args!("proven not a win for {}", side.name())),
        Verdict::Unknown { reason } => out.line(format_args!("unknown: {reason}")),
    }
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

/// The endgame tables kept in `dir` for `variant`, said as loaded.
fn open_tables(
    out: &mut Out,
    variant: &Arc<Variant>,
    dir: &Path,
) -> Result<Arc<Tablebase>, Failure> {
    let started = Instant::now();
    let tables =
        Tablebase::open(variant, dir).map_err(|e| Failure::Refused(format!("tablebase: {e}")))?;
    let (least, most) = tables.geese();
    out.line(format_args!(
        "tablebase {} geese {least}-{most} loaded in {:.1} s",
        tables.variant().name(),
        started.elapsed().as_secs_f64()
    ))?;
    Ok(Arc::new(tables))
}

/// `check-proof FILE [--tablebase FOLDER] [--seal]`: replays the certificate with the rules
/// alone, or with the endgame tables it names where its lines end in them; with `--seal`, a
/// certificate written before certificates carried a checksum is checked and written again
/// sealed.
pub fn check(
    out: &mut Out,
    variants: &Variants,
    path: &str,
    tables: Option<&Path>,
    seal: bool,
) -> Done {
    if crate::output::arguments_only() {
        return Ok(());
    }
    let refused =
        |e: &dyn std::fmt::Display| Failure::Refused(format!("{path}: proof refused: {e}"));
    let mut text = crate::output::read_text(path, crate::output::MAX_CERTIFICATE_BYTES)?;
    let variant_of = |text: &str| {
        let apn = text
            .lines()
            .nth(1)
            .and_then(|l| l.strip_prefix("position "));
        apn.and_then(|apn| variants.position(apn).ok())
            .map(|a| a.variant)
    };
    let tables = match (tables, variant_of(&text)) {
        (Some(dir), Some(variant)) => Some(open_tables(out, &variant, dir)?),
        _ => None,
    };
    let resealed = seal
        .then(|| certificate::seal_text(&text, tables.as_deref().and_then(Tablebase::identity)))
        .flatten();
    if let Some(sealed) = &resealed {
        text = sealed.clone();
    }
    let (variant, cert) =
        Certificate::parse(&text, |name| variants.get(name)).map_err(|e| refused(&e))?;
    let checked = solver::proof::check_with(&variant, &cert, &[], tables.as_deref())
        .map_err(|e| refused(&e))?;
    out.line(format_args!(
        "proof checked: win for {} in {} plies, {} moves",
        cert.prover.name(),
        checked.plies,
        checked.moves
    ))?;
    if let Some(sealed) = resealed {
        std::fs::write(path, sealed)
            .map_err(|e| Failure::Refused(format!("{path}: cannot write it sealed: {e}")))?;
        out.line(format_args!("sealed {path}"))?;
    }
    Ok(())
}

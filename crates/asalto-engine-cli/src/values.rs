//! `values`: Fox & Geese's win-or-loss tables made up to many geese (a stopped build goes on
//! from its last kept table), the start's value with perfect play, and the checks.

use std::io::Write;
use std::path::Path;
use std::time::Instant;

use asalto_engine::Variants;
use asalto_engine::position::{Position, Turn};
use asalto_engine::tablebase::{
    Consistency, Half, MOST_VALUE_GEESE, PartDone, TablebaseError, ValueTables, table_path,
    values_path,
};

use crate::args::ValuesArgs;
use crate::output::{Done, Failure, Out};

pub(crate) fn refused(e: impl std::fmt::Display) -> Failure {
    Failure::Refused(format!("values: {e}"))
}

pub fn run(out: &mut Out, variants: &Variants, args: &ValuesArgs) -> Done {
    let variant = variants.get(&args.variant).ok_or_else(|| {
        refused(format!(
            "no variant {:?} (one of {})",
            args.variant,
            variants.names().join(", ")
        ))
    })?;
    if variant.attackers_sideways() {
        return crate::values_sideways::run(out, &variant, args);
    }
    let mut tables = ValueTables::new(variant.clone()).map_err(refused)?;
    let least = variant.attackers_needed() as usize;
    if args.geese < least {
        return Err(refused(TablebaseError::GeeseOutOfRange {
            asked: args.geese,
            least,
            most: MOST_VALUE_GEESE,
        }));
    }
    if let Some(pos) = crate::values_distance::position(&variant, args)? {
        return crate::values_distance::run(out, &variant, args, &pos);
    }
    if crate::output::arguments_only() {
        return Ok(());
    }
    if let Some(dir) = &args.dir {
        tables.load_kept(dir).map_err(refused)?;
        if let (least, Some(most)) = tables.geese() {
            out.line(format_args!(
                "taken up geese {least}-{most} from {}",
                dir.display()
            ))?;
        }
    }
    make(out, &mut tables, args)?;
    start_value(out, &tables, &Position::start(&variant))?;
    if let (true, Some(dir)) = (args.compare, &args.dir) {
        compare(out, &tables, dir)?;
    }
    if args.verify {
        verify(out, &tables, args, args.dir.as_deref())?;
    }
    if args.check > 0 {
        report_check(out, &tables.check_sample(args.check, args.seed))?;
    }
    Ok(())
}

/// What `--check` found, failing where a value is wrong.
pub(crate) fn report_check(out: &mut Out, found: &Consistency) -> Done {
    out.line(format_args!(
        "check {} positions against their moves ({} ended): {} wrong",
        found.checked,
        found.ended,
        found.wrong.len()
    ))?;
    for apn in &found.wrong {
        out.line(format_args!("wrong {apn}"))?;
    }
    if !found.wrong.is_empty() {
        return Err(refused("the check found wrong values"));
    }
    Ok(())
}

/// Makes the tables up to `--geese`, each kept in `--dir` as it is done.
fn make(out: &mut Out, tables: &mut ValueTables, args: &ValuesArgs) -> Done {
    while tables.geese().1.is_none_or(|most| most < args.geese) {
        let started = Instant::now();
        let made = tables.make_next().map_err(refused)?;
        let seconds = started.elapsed().as_secs_f64();
        let kept = match &args.dir {
            Some(dir) => {
                let path = tables.save(dir, made.geese).map_err(refused)?;
                format!(" kept in {}", path.display())
            }
            None => String::new(),
        };
        out.line(format_args!(
            "geese {} positions {} each side to move; the geese win {} with the geese to move, \
             {} with the fox to move; made in {seconds:.1} s{kept}",
            made.geese, made.positions, made.geese_to_move_won, made.fox_to_move_won
        ))?;
    }
    Ok(())
}

/// The start's value, and from which points a fox that moves first wins against its geese.
fn start_value(out: &mut Out, tables: &ValueTables, start: &Position) -> Done {
    let variant = tables.variant();
    let Some(geese_win) = tables.geese_win(start) else {
        return out.line(format_args!(
            "start: {} geese, beyond the tables",
            start.attackers.count_ones()
        ));
    };
    let winner = if geese_win {
        "the geese win"
    } else {
        "the fox wins"
    };
    out.line(format_args!("start: {winner} with perfect play"))?;
    for (turn, mover) in [(Turn::Officers, "fox"), (Turn::Attackers, "geese")] {
        let free = variant.all_points() & !start.attackers;
        let fox_wins: Vec<String> = asalto_engine::bitboard::points(free)
            .filter(|p| {
                let at = Position {
                    officers: p.bit(),
                    turn,
                    ..*start
                };
                tables.geese_win(&at) == Some(false)
            })
            .map(|p| variant.name_of(p).to_string())
            .collect();
        out.line(format_args!(
            "start's geese, the {mover} to move: the fox wins from {} of {} points{}{}",
            fox_wins.len(),
            free.count_ones(),
            if fox_wins.is_empty() { "" } else { ": " },
            fox_wins.join(" ")
        ))?;
    }
    Ok(())
}

/// `--verify`: every entry of every table held (from `--verify-from` up) against its moves;
/// with `--dir`, in parts kept in the folder, so that a stopped run goes on where it stopped.
fn verify(out: &mut Out, tables: &ValueTables, args: &ValuesArgs, dir: Option<&Path>) -> Done {
    for geese in to_verify(tables.geese(), args)? {
        let started = Instant::now();
        let verified = match dir {
            Some(dir) => tables.verify_resuming(geese, args.threads, dir, &part_said(geese)),
            None => tables.verify(geese, args.threads),
        };
        let verified = verified.map_err(refused)?;
        out.line(format_args!(
            "verify geese {geese}: all {} positions with each side to move agree with their \
             moves ({} without a move, the rules' winner); {:.1} s on {}",
            verified.positions,
            verified.ended,
            started.elapsed().as_secs_f64(),
            threads_words(args.threads)
        ))?;
    }
    Ok(())
}

/// "1 thread", "2 threads".
pub(crate) fn threads_words(threads: usize) -> String {
    match threads {
        1 => "1 thread".into(),
        n => format!("{n} threads"),
    }
}

/// The tables `--verify` checks: from `--verify-from` (or the fewest) up to the most held
/// (`geese`: the fewest and the most), refused where `--verify-from` is beyond them.
pub(crate) fn to_verify(
    geese: (usize, Option<usize>),
    args: &ValuesArgs,
) -> Result<Vec<usize>, Failure> {
    let (least, Some(most)) = geese else {
        return Ok(Vec::new());
    };
    if let Some(from) = args.verify_from.filter(|&from| from > most) {
        return Err(refused(format!(
            "--verify-from {from}: the tables held go up to {most} geese"
        )));
    }
    Ok((args.verify_from.unwrap_or(least).max(least)..=most).collect())
}

/// Says each part of the verification of `geese` geese as it is done, in a line of its own
/// beside `out`'s lines (each written whole; a closed output is `out`'s to tell).
pub(crate) fn part_said(geese: usize) -> impl Fn(PartDone) + Sync {
    move |done: PartDone| {
        let line = format!("verifying geese {geese}: {}\n", part_done(done));
        let _ = std::io::stdout().lock().write_all(line.as_bytes());
    }
}

/// A progress line's words for a part of a verification.
fn part_done(done: PartDone) -> String {
    let half = match done.half {
        Half::FoxToMove => "the fox to move re-derived",
        Half::GeeseToMove => "the geese to move checked",
    };
    let kept = if done.kept {
        " (by an earlier run)"
    } else {
        ""
    };
    format!("part {} of {}, {half}{kept}", done.part, done.parts)
}

/// `--compare`: every entry against the distance tables kept in the same folder.
fn compare(out: &mut Out, tables: &ValueTables, dir: &Path) -> Done {
    let (least, Some(most)) = tables.geese() else {
        return Ok(());
    };
    let mut compared = 0;
    for geese in least..=most {
        let path = table_path(dir, tables.variant(), geese);
        if !path.exists() {
            continue;
        }
        let file = asalto_engine::files::open_regular(&path)
            .map_err(|e| refused(format!("{}: {e}", path.display())))?;
        let found = tables
            .compare(geese, file)
            .map_err(|e| refused(format!("{}: {e}", path.display())))?;
        compared += 1;
        out.line(format_args!(
            "compare geese {geese} with {}: {} positions, {} differ{}",
            path.display(),
            found.compared,
            found.differing,
            found
                .differ
                .iter()
                .map(|apn| format!("; {apn}"))
                .collect::<String>()
        ))?;
        if found.differing > 0 {
            return Err(refused("the value and distance tables differ"));
        }
    }
    if compared == 0 {
        let wanted = values_path(dir, tables.variant(), least);
        return Err(refused(format!(
            "no distance table beside {} to compare with",
            wanted.display()
        )));
    }
    Ok(())
}

//! `values` for Fox & Geese with sideways steps: win, loss or draw tables made by retrograde
//! sweeps (kept in `--dir` and taken up again), the start's value, the sampled check and the
//! verification.

use std::io::Write;
use std::time::Instant;

use asalto_engine::Side;
use asalto_engine::Variant;
use asalto_engine::job::StopFlag;
use asalto_engine::position::Position;
use asalto_engine::tablebase::{MOST_SIDEWAYS_GEESE, SidewaysValues, SweepsKept, TablebaseError};

use crate::args::ValuesArgs;
use crate::output::{Done, Out};
use crate::values::{part_said, refused, report_check, threads_words, to_verify};

pub fn run(out: &mut Out, variant: &std::sync::Arc<Variant>, args: &ValuesArgs) -> Done {
    let mut tables = SidewaysValues::new(variant.clone()).map_err(refused)?;
    let (least, _) = tables.geese();
    if args.geese < least {
        return Err(refused(TablebaseError::GeeseOutOfRange {
            asked: args.geese,
            least,
            most: MOST_SIDEWAYS_GEESE,
        }));
    }
    let unsupported = [
        (args.compare, "--compare"),
        (args.distance.is_some(), "--distance"),
    ];
    if let Some((_, flag)) = unsupported.iter().find(|(given, _)| *given) {
        return Err(refused(format!(
            "{flag} is not available for tables with sideways steps"
        )));
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
    start_value(out, &tables, variant)?;
    if args.verify {
        verify(out, &tables, args)?;
    }
    if args.check > 0 {
        report_check(out, &tables.check_sample(args.check, args.seed))?;
    }
    Ok(())
}

/// Makes the tables up to `--geese`, each kept in `--dir` as it is done, with the progress of
/// the one under way.
fn make(out: &mut Out, tables: &mut SidewaysValues, args: &ValuesArgs) -> Done {
    while tables.geese().1.is_none_or(|most| most < args.geese) {
        let started = Instant::now();
        let (made, kept) = match &args.dir {
            Some(dir) => {
                let never = StopFlag::default();
                let kept = tables.make_next_kept(args.threads, dir, &never, &sweeps_said);
                let (made, path) = kept.map_err(refused)?;
                (made, format!(" kept in {}", path.display()))
            }
            None => (
                tables.make_next(args.threads).map_err(refused)?,
                String::new(),
            ),
        };
        let seconds = started.elapsed().as_secs_f64();
        let drawn = |(geese, fox): (u64, u64)| made.positions - geese - fox;
        out.line(format_args!(
            "geese {} positions {} each side to move; geese to move: the geese win {}, the fox \
             {}, drawn {}; fox to move: the geese win {}, the fox {}, drawn {}; {} sweeps; made \
             in {seconds:.1} s{kept}",
            made.geese,
            made.positions,
            made.geese_to_move.0,
            made.geese_to_move.1,
            drawn(made.geese_to_move),
            made.fox_to_move.0,
            made.fox_to_move.1,
            drawn(made.fox_to_move),
            made.sweeps,
        ))?;
    }
    Ok(())
}

/// A progress line for a making kept in `--dir`, as it is kept or taken up.
fn sweeps_said(kept: SweepsKept) {
    let how = match kept.taken_up {
        true => "taken up from an earlier run",
        false => "kept",
    };
    let line = match kept.pieces_done {
        0 => format!(
            "making geese {}: sweep {} done, {how}\n",
            kept.geese, kept.sweeps
        ),
        done => format!(
            "making geese {}: sweep {}, {done} of its {} pieces done, {how}\n",
            kept.geese, kept.sweeps, kept.pieces
        ),
    };
    let _ = std::io::stdout().lock().write_all(line.as_bytes());
}

/// The start's value.
fn start_value(out: &mut Out, tables: &SidewaysValues, variant: &Variant) -> Done {
    let start = Position::start(variant);
    match tables.winner(&start) {
        None => out.line(format_args!(
            "start: {} geese, beyond the tables",
            start.attackers.count_ones()
        ))?,
        Some(winner) => out.line(format_args!(
            "start: {} with perfect play (the 100-ply limit aside)",
            match winner {
                Some(Side::Attackers) => "the geese win",
                Some(Side::Officers) => "the fox wins",
                None => "drawn",
            }
        ))?,
    }
    Ok(())
}

/// `--verify`: every entry of every table held (from `--verify-from` up) against its moves by
/// the rules, and every win and loss forced from the game's ends; with `--dir`, in parts kept
/// in the folder, so that a stopped run goes on where it stopped.
fn verify(out: &mut Out, tables: &SidewaysValues, args: &ValuesArgs) -> Done {
    for geese in to_verify(tables.geese(), args)? {
        let started = Instant::now();
        let verified = match &args.dir {
            Some(dir) => tables.verify_resuming(geese, args.threads, dir, &part_said(geese)),
            None => tables.verify(geese, args.threads),
        };
        let verified = verified.map_err(refused)?;
        out.line(format_args!(
            "verify geese {geese}: all {} positions with each side to move agree with their \
             moves ({} without a move, the rules' winner); the {} won or lost are forced from \
             the game's ends ({} sweeps); {:.1} s on {}",
            verified.positions,
            verified.ended,
            verified.decided,
            verified.sweeps,
            started.elapsed().as_secs_f64(),
            threads_words(args.threads)
        ))?;
    }
    Ok(())
}

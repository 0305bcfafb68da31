//! `values` for Fox & Geese with sideways steps: win, loss or draw tables made by retrograde
//! sweeps, the start's value, and the sampled check. Not kept in files yet.

use std::time::Instant;

use asalto_engine::Side;
use asalto_engine::Variant;
use asalto_engine::position::Position;
use asalto_engine::tablebase::{MOST_SIDEWAYS_GEESE, SidewaysValues, TablebaseError};

use crate::args::ValuesArgs;
use crate::output::{Done, Out};
use crate::values::{refused, report_check};

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
        (args.dir.is_some(), "--dir"),
        (args.compare, "--compare"),
        (args.verify, "--verify"),
        (args.distance.is_some(), "--distance"),
    ];
    if let Some((_, flag)) = unsupported.iter().find(|(given, _)| *given) {
        return Err(refused(format!(
            "{flag} is not available for tables with sideways steps yet (they are made in memory)"
        )));
    }
    if crate::output::arguments_only() {
        return Ok(());
    }
    while tables.geese().1.is_none_or(|most| most < args.geese) {
        let started = Instant::now();
        let made = tables.make_next().map_err(refused)?;
        let drawn = |(geese, fox): (u64, u64)| made.positions - geese - fox;
        out.line(format_args!(
            "geese {} positions {} each side to move; geese to move: the geese win {}, the fox \
             {}, drawn {}; fox to move: the geese win {}, the fox {}, drawn {}; {} sweeps; made \
             in {:.1} s",
            made.geese,
            made.positions,
            made.geese_to_move.0,
            made.geese_to_move.1,
            drawn(made.geese_to_move),
            made.fox_to_move.0,
            made.fox_to_move.1,
            drawn(made.fox_to_move),
            made.sweeps,
            started.elapsed().as_secs_f64()
        ))?;
    }
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
    if args.check > 0 {
        report_check(out, &tables.check_sample(args.check, args.seed))?;
    }
    Ok(())
}

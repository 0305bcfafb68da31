//! `values --distance`: how many plies the fox needs to win the start, or a position given,
//! against geese that hold out as long as they can, from tables of the fox's distances made in
//! memory.

use std::sync::Arc;
use std::time::Instant;

use asalto_engine::Variant;
use asalto_engine::bitboard::points;
use asalto_engine::position::{Position, Turn};
use asalto_engine::tablebase::FoxDistances;

use crate::args::ValuesArgs;
use crate::output::{Done, Failure, Out};
use crate::values::{refused, report_check};

/// The position `--distance` asks about, refused before any table is made if the tables asked
/// for cannot hold it.
pub(crate) fn position(
    variant: &Arc<Variant>,
    args: &ValuesArgs,
) -> Result<Option<Position>, Failure> {
    let Some(given) = &args.distance else {
        return Ok(None);
    };
    let unsupported = [
        (args.dir.is_some(), "--dir"),
        (args.compare, "--compare"),
        (args.verify, "--verify"),
    ];
    if let Some((_, flag)) = unsupported.iter().find(|(asked, _)| *asked) {
        return Err(refused(format!(
            "--distance makes its tables in memory only: {flag} does not go with it"
        )));
    }
    let pos = match given.as_str() {
        "start" => Position::start(variant),
        apn => variant
            .parse_apn(apn)
            .map_err(|e| refused(format!("--distance: {e}")))?,
    };
    let geese = pos.attackers.count_ones() as usize;
    let least = variant.attackers_needed() as usize;
    if pos.turn == Turn::Setup || pos.officers.count_ones() != 1 {
        return Err(refused(
            "--distance: a position with the fox on the board and either side to move",
        ));
    }
    if geese < least {
        return Err(refused(format!(
            "--distance: {geese} geese, fewer than the game goes on with ({least}): it is over"
        )));
    }
    if geese > args.geese {
        return Err(refused(format!(
            "--distance: the position has {geese} geese, beyond the tables asked for (--geese {}): \
             ask for --geese {geese}",
            args.geese
        )));
    }
    Ok(Some(pos))
}

/// Makes the distance tables up to `--geese`, then says how long the fox needs in `pos`, from
/// every point for the start's geese, and checks sampled positions against their moves.
pub(crate) fn run(
    out: &mut Out,
    variant: &Arc<Variant>,
    args: &ValuesArgs,
    pos: &Position,
) -> Done {
    let mut tables = FoxDistances::new(variant.clone()).map_err(refused)?;
    if crate::output::arguments_only() {
        return Ok(());
    }
    while tables.geese().1.is_none_or(|most| most < args.geese) {
        let started = Instant::now();
        let made = tables.make_next().map_err(refused)?;
        out.line(format_args!(
            "geese {} positions {} each side to move; the fox wins {} with the geese to move, \
             {} with the fox to move, the longest in {} plies; made in {:.1} s",
            made.geese,
            made.positions,
            made.fox_wins_geese_to_move,
            made.fox_wins_fox_to_move,
            made.longest,
            started.elapsed().as_secs_f64()
        ))?;
    }
    match tables.fox_wins_in(pos) {
        Some(Some(plies)) => out.line(format_args!(
            "distance: the fox wins in {plies} plies ({} moves of its own) against geese that \
             hold out as long as they can",
            plies.div_ceil(2)
        ))?,
        Some(None) => out.line(format_args!("distance: the geese win the position"))?,
        None => return Err(refused("--distance: the tables do not hold the position")),
    }
    if args.distance.as_deref() == Some("start") {
        from_every_point(out, variant, &tables, pos)?;
    }
    if args.check > 0 {
        report_check(out, &tables.check_sample(args.check, args.seed))?;
    }
    Ok(())
}

/// The fox's distances from every free point against the start's geese, either side to move.
fn from_every_point(
    out: &mut Out,
    variant: &Variant,
    tables: &FoxDistances,
    start: &Position,
) -> Done {
    let free = variant.all_points() & !start.attackers;
    for (turn, mover) in [(Turn::Officers, "fox"), (Turn::Attackers, "geese")] {
        let plies: Vec<Option<u32>> = points(free)
            .filter_map(|p| {
                let at = Position {
                    officers: p.bit(),
                    turn,
                    ..*start
                };
                tables.fox_wins_in(&at)
            })
            .collect();
        let wins: Vec<u32> = plies.iter().flatten().copied().collect();
        let range = match (wins.iter().min(), wins.iter().max()) {
            (Some(a), Some(b)) => format!(", in {a} to {b} plies"),
            _ => String::new(),
        };
        out.line(format_args!(
            "start's geese, the {mover} to move: the fox wins from {} of {} points{range}",
            wins.len(),
            plies.len(),
        ))?;
    }
    Ok(())
}

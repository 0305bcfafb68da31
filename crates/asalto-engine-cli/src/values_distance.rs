//! `values --distance`: how many plies the fox needs to win the start, or a position given,
//! against geese that hold out as long as they can, by rounds over the value tables.

use std::sync::Arc;
use std::time::Instant;

use asalto_engine::Variant;
use asalto_engine::position::{Position, Turn};
use asalto_engine::tablebase::{FoxRounds, ValueTables};

use crate::args::ValuesArgs;
use crate::output::{Done, Failure, Out};
use crate::values::refused;

/// The position `--distance` asks about, refused before any table is made if the tables asked
/// for cannot hold it.
pub(crate) fn position(
    variant: &Arc<Variant>,
    args: &ValuesArgs,
) -> Result<Option<Position>, Failure> {
    let Some(given) = &args.distance else {
        return Ok(None);
    };
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
            "--distance: the position has {geese} geese, beyond the tables asked for (--geese {geese})"
        )));
    }
    Ok(Some(pos))
}

/// Rounds until the position is found, a line each, then its distance.
pub(crate) fn report(out: &mut Out, tables: &ValueTables, pos: &Position, threads: usize) -> Done {
    match tables.geese_win(pos) {
        None => return Err(refused("--distance: the tables do not hold the position")),
        Some(true) => {
            return out.line(format_args!(
                "distance: the geese win the position; the rounds find only the fox's wins"
            ));
        }
        Some(false) => {}
    }
    let started = Instant::now();
    let mut rounds = FoxRounds::new(tables, threads).map_err(refused)?;
    while rounds.fox_wins_within(pos) != Some(true) {
        let round_started = Instant::now();
        let made = rounds.next_round(threads);
        out.line(format_args!(
            "distance round {}: the fox's wins in {} plies with the geese to move {}, in {} \
             with the fox to move {}; {:.1} s",
            made.round,
            rounds.plies(Turn::Attackers),
            made.geese_to_move.iter().sum::<u64>(),
            rounds.plies(Turn::Officers),
            made.fox_to_move.iter().sum::<u64>(),
            round_started.elapsed().as_secs_f64()
        ))?;
        if made.nothing_new() {
            return Err(refused(
                "--distance: the rounds found every win of the fox's but not this position's, \
                 which the tables give to the fox",
            ));
        }
    }
    out.line(format_args!(
        "distance: the fox wins in {} plies ({} moves of its own) against geese that hold out \
         as long as they can; {:.1} s on {threads} threads",
        rounds.plies(pos.turn),
        rounds.round(),
        started.elapsed().as_secs_f64()
    ))
}

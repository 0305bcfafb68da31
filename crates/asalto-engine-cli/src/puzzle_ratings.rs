//! `puzzle-ratings`: the built-in puzzles' difficulty on the levels' rating scale. Every rated
//! level plays its move in each puzzle from seeds 1 to N; the puzzle is rated by those tries as
//! a player is by games (see `asalto_engine::search::puzzle::difficulty`). The lines are those
//! `puzzles/ratings.txt` keeps; moves are bounded by positions, so every machine prints the same.

use asalto_engine::Variants;
use asalto_engine::job::StopFlag;
use asalto_engine::search::Level;
use asalto_engine::search::puzzle::{self, rate_from_tries};

use crate::args::PuzzleRatingsArgs;
use crate::matchplay::variant;
use crate::output::{self, Done, Failure, Out};

pub fn run(out: &mut Out, variants: &Variants, args: &PuzzleRatingsArgs) -> Done {
    let variant = variant("puzzle-ratings", variants, &args.variant)?;
    let name = variant.name();
    let levels: Vec<Level> = Level::ALL
        .into_iter()
        .filter(|l| l.rating(name).is_some())
        .collect();
    let puzzles = puzzle::builtin(name);
    if levels.is_empty() || puzzles.is_empty() {
        return Err(Failure::Refused(format!(
            "puzzle-ratings: {name} needs built-in puzzles and rated levels, and has {} puzzles \
             and {} rated levels",
            puzzles.len(),
            levels.len()
        )));
    }
    if output::arguments_only() {
        return Ok(());
    }
    out.line(format_args!(
        "# Made by: asalto-engine puzzle-ratings --variant {name} --seeds {}",
        args.seeds
    ))?;
    let stop = StopFlag::default();
    for p in &puzzles {
        let tries: Vec<_> = levels
            .iter()
            .map(|&level| p.tried_by(level, 1..1 + args.seeds as u64, &stop))
            .collect();
        let Some(rated) = rate_from_tries(name, &tries) else {
            continue;
        };
        let counts: Vec<String> = tries
            .iter()
            .map(|t| format!("{} {}/{}", t.level.name(), t.solved, t.tries))
            .collect();
        out.line(format_args!("# {}", counts.join(", ")))?;
        let apn = variant.to_apn(p.game.position());
        out.line(format_args!(
            "rated {:.1} {:.1} {apn}",
            rated.rating, rated.deviation
        ))?;
    }
    Ok(())
}

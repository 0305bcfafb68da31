//! `tablebase`: Fox & Geese's endgame tables made, summed up per number of geese, and random
//! entries checked by the df-pn solver and the alpha-beta search.

use std::time::Instant;

use asalto_engine::Variants;
use asalto_engine::files::open_regular;
use asalto_engine::position::Turn;
use asalto_engine::table_check::{Leaves, verify};
use asalto_engine::tablebase::{Tablebase, table_path, winner_moves};

use crate::args::TablebaseArgs;
use crate::output::{Done, Failure, Out};

pub fn run(out: &mut Out, variants: &Variants, args: &TablebaseArgs) -> Done {
    let variant = variants.get(&args.variant).ok_or_else(|| {
        Failure::Refused(format!(
            "tablebase: no variant {:?} (one of {})",
            args.variant,
            variants.names().join(", ")
        ))
    })?;
    if let (Some(apn), Some(dir)) = (&args.probe, &args.dir) {
        return probe(out, variants, apn, dir);
    }
    if crate::output::arguments_only() {
        return Ok(());
    }
    let started = Instant::now();
    let refused = |e: String| Failure::Refused(format!("tablebase: {e}"));
    let mut base = Tablebase::empty(variant, args.geese).map_err(|e| refused(e.to_string()))?;
    let mut finished = Vec::new();
    if let Some(dir) = &args.dir {
        load_kept(dir, &mut base, &mut finished).map_err(refused)?;
    }
    let mut saved = Ok(());
    base.fill(&mut |base, geese| {
        finished.push((
            geese,
            format!("made at {:.1} s", started.elapsed().as_secs_f64()),
        ));
        if let (Some(dir), Ok(())) = (&args.dir, &saved) {
            saved = base.save(dir, geese).map(drop).map_err(|e| e.to_string());
        }
    })
    .map_err(|e| refused(e.to_string()))?;
    saved.map_err(refused)?;
    out.line(format_args!(
        "tablebase {} geese {}-{}: 8 bits an entry",
        base.variant().name(),
        base.geese().0,
        base.geese().1
    ))?;
    for (geese, how) in finished {
        let sums = Sums::of(&base, geese);
        out.line(format_args!(
            "geese {geese} entries {} positions {} fox-to-move-wins {} of {} geese-to-move-win {} \
             of {} longest {} plies {how}",
            base.entries(geese),
            sums.fox_to_move + sums.geese_to_move,
            sums.fox_wins,
            sums.fox_to_move,
            sums.geese_win,
            sums.geese_to_move,
            sums.longest
        ))?;
    }
    if args.check > 0 {
        check(out, base, args)?;
    }
    Ok(())
}

/// `--check N`: random entries re-derived by the solver and the search; any disagreement
/// printed and the command failed.
fn check(out: &mut Out, base: Tablebase, args: &TablebaseArgs) -> Done {
    let leaves = if args.check_below {
        Leaves::TablesBelow
    } else {
        Leaves::Rules
    };
    let base = std::sync::Arc::new(base);
    let checked = verify(&base, args.check, args.seed, args.check_nodes, leaves);
    out.line(format_args!(
        "check {} entries: values agreed {} unknown {} distances checked {} agreed {} (by a search of every move {}) disagreements {}",
        checked.sampled,
        checked.values_agreed,
        checked.values_unknown,
        checked.distances_checked,
        checked.distances_agreed,
        checked.distances_exhaustive,
        checked.disagreements.len()
    ))?;
    for d in &checked.disagreements {
        out.line(format_args!("disagreement {d}"))?;
    }
    if !checked.disagreements.is_empty() {
        return Err(Failure::Refused(
            "tablebase: the check found disagreements".into(),
        ));
    }
    Ok(())
}

/// `--probe APN --dir FOLDER`: the position's value, each move's and the perfect line.
fn probe(out: &mut Out, variants: &Variants, apn: &str, dir: &std::path::Path) -> Done {
    let refused = |e: String| Failure::Refused(format!("tablebase: {e}"));
    let at = variants.position(apn).map_err(|e| refused(e.to_string()))?;
    if crate::output::arguments_only() {
        return Ok(());
    }
    let (variant, pos) = (at.variant, at.position);
    let tables = Tablebase::open(&variant, dir).map_err(|e| refused(e.to_string()))?;
    let Some(entry) = tables.value(&pos) else {
        let (least, most) = tables.geese();
        return Err(refused(format!(
            "the tables ({least} to {most} geese) do not hold this position"
        )));
    };
    if tables.agrees_with_moves(&pos) == Some(false) {
        return Err(refused(
            "the tables contradict themselves at this position (its value is not what its \
             moves give): a table is damaged"
                .into(),
        ));
    }
    let said = |wins: bool| if wins { "wins" } else { "loses" };
    let mover = pos.turn.side();
    out.line(format_args!(
        "value {} to move {} in {} plies ({} moves of the winner's)",
        mover.name(),
        said(entry.wins),
        entry.plies,
        winner_moves(entry)
    ))?;
    let mut moves = tables.moves(&pos).unwrap_or_default();
    moves.sort_by_key(|(_, e)| (!e.wins, if e.wins { e.plies } else { u8::MAX - e.plies }));
    for (mv, e) in moves {
        let text = variant.move_text(&mv);
        out.line(format_args!(
            "move {text} {} in {} plies",
            said(e.wins),
            e.plies
        ))?;
    }
    let line: Vec<String> = (tables.perfect_line(&pos, 200).iter())
        .map(|mv| variant.move_text(mv))
        .collect();
    out.line(format_args!("perfect line {}", line.join(" ")))
}

/// Takes up the tables already kept in `dir`, noting each as loaded.
fn load_kept(
    dir: &std::path::Path,
    base: &mut Tablebase,
    finished: &mut Vec<(usize, String)>,
) -> Result<(), String> {
    for geese in base.geese().0..=base.geese().1 {
        let path = table_path(dir, base.variant(), geese);
        if path.exists() {
            let at = |e: String| format!("{}: {e}", path.display());
            let file = open_regular(&path).map_err(|e| at(e.to_string()))?;
            base.read_table(geese, file).map_err(|e| at(e.reason()))?;
            finished.push((geese, "loaded".to_string()));
        }
    }
    Ok(())
}

/// A table's values summed up.
#[derive(Default)]
struct Sums {
    fox_to_move: u64,
    fox_wins: u64,
    geese_to_move: u64,
    geese_win: u64,
    longest: u8,
}

impl Sums {
    fn of(base: &Tablebase, geese: usize) -> Sums {
        let mut sums = Sums::default();
        for slot in 0..base.entries(geese) {
            let Some(pos) = base.position_at(geese, slot) else {
                continue;
            };
            let Some(entry) = base.probe(&pos) else {
                continue;
            };
            sums.longest = sums.longest.max(entry.plies);
            if pos.turn == Turn::Officers {
                sums.fox_to_move += 1;
                sums.fox_wins += u64::from(entry.wins);
            } else {
                sums.geese_to_move += 1;
                sums.geese_win += u64::from(entry.wins);
            }
        }
        sums
    }
}

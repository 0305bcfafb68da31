//! `review`: a game's moves scored against the engine's choice, one line per move, then each
//! side's count of best, good, inaccurate, mistaken and blundered moves and its accuracy.

use asalto_engine::job::Job;
use asalto_engine::search::{Level, Limits, MoveReview, Reason, Review, Verdict, WinChance};
use asalto_engine::{Move, Side, Variant, Variants};

use crate::args::ReviewArgs;
use crate::output::{Done, Failure, Out};

/// The solver's budget per side in each position the search leaves undecided (as in the game).
const PROOF_NODES: u64 = 5_000;

/// `review [--level L | --nodes N] <game>`: `<game>` is a variant name or APN, then `moves`
/// and the moves (one argument, as a book's line).
pub fn run(out: &mut Out, variants: &Variants, args: &ReviewArgs) -> Done {
    let game = variants
        .start(&args.game)
        .map_err(|e| Failure::Refused(format!("review: {e}")))?
        .game;
    if crate::output::arguments_only() {
        return Ok(());
    }
    // Captain by default: deep enough to judge a casual player's moves; a few seconds a game.
    // A level's limits depend on the variant, so they are resolved once the game is read.
    let limits = match args.nodes {
        Some(nodes) => Limits {
            nodes: Some(nodes),
            ..Limits::default()
        },
        None => args.level.unwrap_or(Level::Captain).limits(game.variant()),
    };
    // As the game's review: the solver's easy proofs beside the search.
    let reviewed = Review::new(&game, limits.clone())
        .with_proofs(PROOF_NODES)
        .run(&asalto_engine::job::StopFlag::default());
    let variant = game.variant();
    out.line(format_args!(
        "review {} nodes {} proof-nodes {PROOF_NODES}: plies {}",
        variant.name(),
        limits.nodes.unwrap_or(0),
        game.plies().len()
    ))?;
    let moves = reviewed.moves;
    for m in &moves {
        out.line(format_args!("{}", line(variant, m)))?;
    }
    for side in [Side::Officers, Side::Attackers] {
        let counts: Vec<String> = Verdict::ALL
            .iter()
            .map(|&v| {
                let n = moves
                    .iter()
                    .filter(|m| m.side == side && m.verdict == v)
                    .count();
                format!("{v} {n}")
            })
            .collect();
        let accuracy = WinChance::FITTED
            .accuracy(&moves, side)
            .map_or(String::new(), |a| format!(" accuracy {a:.1}"));
        out.line(format_args!(
            "{} {}{accuracy}",
            side.name(),
            counts.join(" ")
        ))?;
    }
    Ok(())
}

fn line(variant: &Variant, m: &MoveReview) -> String {
    let text = |mv: &Move| variant.move_text(mv);
    let moves = |line: &[Move]| line.iter().map(text).collect::<Vec<_>>().join(" ");
    let mut s = format!(
        "ply {} {} {} best {} score {} played {} loss {} {}",
        m.ply + 1,
        m.side.name(),
        text(&m.played),
        text(&m.best),
        m.best_score,
        m.played_score,
        m.loss,
        m.verdict
    );
    if m.only {
        s.push_str(" only");
    }
    if let Some(reason) = &m.reason {
        s.push_str(&format!(": {}", explain(variant, reason)));
    }
    if m.verdict >= Verdict::Mistake && !m.refutation.is_empty() {
        s.push_str(&format!("; punished by {}", moves(&m.refutation)));
    }
    s
}

fn explain(variant: &Variant, reason: &Reason) -> String {
    let name = |p| variant.name_of(p).to_string();
    match *reason {
        Reason::LetsOfficerCapture { from, count } => {
            format!("lets the officer on {} capture {count}", name(from))
        }
        Reason::Huffed { officer, count } => format!(
            "the officer on {} could capture {count} and is huffed",
            name(officer)
        ),
        Reason::LosesByForce { moves } => format!("loses by force in {moves}"),
        Reason::MissedWin { moves } => format!("misses a forced win in {moves}"),
    }
}

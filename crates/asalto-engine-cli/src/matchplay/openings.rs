//! `prove-openings`: every position a few plies from a variant's start (the officers' placement
//! and the moves after it), each given to the solver for both sides, with a line per position
//! and a summary. Certificates of the wins can be written for `check-proof`.

use asalto_engine::job::StopFlag;
use std::collections::HashSet;
use std::time::Instant;

use asalto_engine::solver::{self, SolverLimits, Verdict};
use asalto_engine::zobrist;
use asalto_engine::{Game, Side, Variants};

use crate::output::{Done, Failure, Out};

use crate::args::OpeningsArgs;

use super::options::variant;
use super::play::in_order;

/// Every distinct position `plies` plies from the start (fewer where a game ends sooner).
fn lines(start: &Game, plies: usize) -> Vec<Game> {
    let mut level = vec![start.clone()];
    for _ in 0..plies {
        let mut seen = HashSet::new();
        let mut next = Vec::new();
        for game in &level {
            if game.outcome().is_some() {
                continue;
            }
            for mv in game.legal_moves() {
                let mut child = game.clone();
                child.play(mv).expect("a legal move");
                if seen.insert(zobrist::hash(child.position())) {
                    next.push(child);
                }
            }
        }
        level = next;
    }
    level
}

/// One side's result, in a word or two, and its proof's length.
fn verdict_words(verdict: &Verdict) -> String {
    match verdict {
        Verdict::Win { plies, .. } => format!("win {plies}"),
        Verdict::NotAWin => "not-a-win".into(),
        Verdict::Unknown { .. } => "unknown".into(),
    }
}

#[derive(Default)]
struct Tally {
    proven: usize,
    not_a_win: usize,
    unknown: usize,
    longest: usize,
    nodes: u64,
}

impl Tally {
    fn add(&mut self, solved: &solver::Solved) {
        self.nodes += solved.nodes;
        match &solved.verdict {
            Verdict::Win { plies, .. } => {
                self.proven += 1;
                self.longest = self.longest.max(*plies);
            }
            Verdict::NotAWin => self.not_a_win += 1,
            Verdict::Unknown { .. } => self.unknown += 1,
        }
    }
}

pub fn run(out: &mut Out, variants: &Variants, args: &OpeningsArgs) -> Done {
    let variant = variant("prove-openings", variants, &args.variant)?;
    if crate::output::arguments_only() {
        return Ok(());
    }
    let (plies, jobs) = (args.plies, args.jobs);
    let certificates = args.certificates.as_deref();
    let limits = SolverLimits {
        nodes: args.nodes,
        table_entries: args.table,
    };
    if let Some(dir) = certificates {
        std::fs::create_dir_all(dir)
            .map_err(|e| Failure::Refused(format!("cannot make {dir}: {e}")))?;
    }
    let games = lines(&Game::new(variant.clone()), plies);
    out.line(format_args!(
        "prove-openings {} plies {plies}: {} positions, {} nodes each per side, jobs {jobs}",
        variant.name(),
        games.len(),
        limits.nodes
    ))?;
    let started = Instant::now();
    let mut tallies = [Tally::default(), Tally::default()];
    let sides = [Side::Attackers, Side::Officers];
    in_order(
        games.len(),
        jobs,
        |i, stop: &StopFlag| {
            let game = &games[i];
            let positions: Vec<_> = game.positions().copied().collect();
            let (root, before) = positions.split_last().expect("a game has a position");
            Some(
                sides.map(|side| {
                    solver::ProofSearch::prove(&variant, root, before, side, limits, stop)
                }),
            )
        },
        |i, solved| -> Done {
            let game = &games[i];
            let moves: Vec<&str> = game.plies().iter().map(|p| p.text.as_str()).collect();
            let text = format!("{} moves {}", variant.name(), moves.join(" "));
            for (k, s) in solved.iter().enumerate() {
                tallies[k].add(s);
                if let (Verdict::Win { tree, .. }, Some(dir)) = (&s.verdict, certificates) {
                    let path =
                        format!("{dir}/{}-{}-{}.txt", variant.name(), i + 1, sides[k].name());
                    std::fs::write(&path, tree.to_text(&variant))
                        .map_err(|e| Failure::Refused(format!("cannot write {path}: {e}")))?;
                }
            }
            out.line(format_args!(
                "opening {} {text} attackers {} officers {} nodes {}",
                i + 1,
                verdict_words(&solved[0].verdict),
                verdict_words(&solved[1].verdict),
                solved[0].nodes + solved[1].nodes
            ))
        },
    )?;
    for (side, t) in sides.iter().zip(&tallies) {
        out.line(format_args!(
            "{}: proven {} (longest {} plies), not a win {}, unknown {}, nodes {}",
            side.name(),
            t.proven,
            t.longest,
            t.not_a_win,
            t.unknown,
            t.nodes
        ))?;
    }
    out.line(format_args!(
        "seconds {:.1}",
        started.elapsed().as_secs_f64()
    ))
}

//! `book`: fair starts for engine matches. Each start is a few plies of strong play, both sides
//! choosing at random among the moves a deep search scores within a small margin of its best,
//! kept only when a deeper search finds neither side lost: no forced result, and a score within
//! `--fair` of the variant's own start. (The games are not even at the start: the evaluation
//! gives the attackers 1 to 5 attackers' worth there. A fair start keeps that balance; it does
//! not correct it.)

use asalto_engine::job::{Job, StopFlag};
use std::collections::HashSet;

use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

use asalto_engine::search::{Analyser, Limits, MATE_BOUND, MAX_SEARCH_DEPTH};
use asalto_engine::{Game, Turn, Variants};

use crate::output::{Done, Failure, Out};

use crate::args::BookArgs;

use super::options::variant;
use super::play;

/// How starts are made.
#[derive(Clone, Debug)]
pub struct Recipe {
    pub plies: (usize, usize),
    pub margin: i32,
    pub nodes: u64,
    pub check_nodes: u64,
    pub fair: i32,
}

impl Recipe {
    /// (With a depth, a search goes on past a forced move instead of stopping at once.)
    fn check_limits(&self) -> Limits {
        Limits {
            nodes: Some(self.check_nodes),
            depth: Some(MAX_SEARCH_DEPTH),
            ..Limits::default()
        }
    }
}

/// The deeper search's score of a game's position, for the officers, and its depth.
fn officers_score(game: &Game, recipe: &Recipe, stop: &StopFlag) -> (i32, u32, bool) {
    let result = Analyser::new(game).limits(&recipe.check_limits()).run(stop);
    let score = match game.position().turn {
        Turn::Attackers => -result.score,
        _ => result.score,
    };
    (score, result.depth, result.score.abs() >= MATE_BOUND)
}

/// A start made, with the deeper search's score for the officers.
pub struct Made {
    pub game: Game,
    pub officers_score: i32,
    pub depth: u32,
}

/// Plays a start from `start` by `recipe` with this seed; `None` when it ends the game, or the
/// deeper search finds it decided or further than `recipe.fair` from `balance` (the officers'
/// score of the variant's start).
pub fn make(
    start: &Game,
    recipe: &Recipe,
    balance: i32,
    seed: u64,
    stop: &StopFlag,
) -> Option<Made> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let plies = rng.random_range(recipe.plies.0..=recipe.plies.1);
    let mut game = start.clone();
    let limits = Limits {
        nodes: Some(recipe.nodes),
        ..Limits::default()
    };
    for _ in 0..plies {
        let mut search = Analyser::new(&game).limits(&limits).margin(recipe.margin);
        search.run(stop);
        let moves = search.candidates();
        let chosen = moves.get(rng.random_range(0..moves.len().max(1)))?;
        game.play(chosen.mv).ok()?;
        if game.outcome().is_some() {
            return None;
        }
    }
    let (officers_score, depth, decided) = officers_score(&game, recipe, stop);
    let balanced = !decided && (officers_score - balance).abs() <= recipe.fair;
    balanced.then_some(Made {
        game,
        officers_score,
        depth,
    })
}

pub fn run(out: &mut Out, variants: &Variants, args: &BookArgs) -> Done {
    let variant = variant("book", variants, &args.variant)?;
    if crate::output::arguments_only() {
        return Ok(());
    }
    let (count, seed, jobs) = (args.count, args.seed, args.jobs);
    let recipe = Recipe {
        plies: args.plies,
        margin: args.margin,
        nodes: args.nodes,
        check_nodes: args.check_nodes,
        fair: args.fair,
    };
    let start = Game::new(variant.clone());
    let (balance, balance_depth, _) = officers_score(&start, &recipe, &StopFlag::default());
    out.line(format_args!(
        "# Fair starts for {name}: {plies_lo} to {plies_hi} plies of play choosing among the moves \
         within {margin} of the best at {nodes} nodes, kept when a search of {check} nodes finds \
         no forced result and scores them within {fair} of the start's {balance:+} (depth \
         {balance_depth}; hundredths of an attacker, for the officers).",
        name = variant.name(),
        plies_lo = recipe.plies.0,
        plies_hi = recipe.plies.1,
        margin = recipe.margin,
        nodes = recipe.nodes,
        check = recipe.check_nodes,
        fair = recipe.fair,
    ))?;
    out.line(format_args!(
        "# Made by: asalto-engine book --variant {} --count {count} --seed {seed} --plies {}-{} \
         --margin {} --nodes {} --check-nodes {} --fair {}",
        variant.name(),
        recipe.plies.0,
        recipe.plies.1,
        recipe.margin,
        recipe.nodes,
        recipe.check_nodes,
        recipe.fair
    ))?;
    // Tries come in a fixed order and are kept in that order, so the book is the same whatever
    // the number of jobs.
    let tries = count.saturating_mul(20);
    let mut seen = HashSet::new();
    let work = |i: usize, stop: &StopFlag| {
        let try_seed = seed ^ (i as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        Some(make(&start, &recipe, balance, try_seed, stop))
    };
    let short = play::keep_until(tries, jobs, count, work, |made, _| {
        let Some(made) = made else { return Ok(0) };
        let key = variant.to_apn(made.game.position());
        if !seen.insert(key) {
            return Ok(0);
        }
        let moves: Vec<&str> = made.game.plies().iter().map(|p| p.text.as_str()).collect();
        out.line(format_args!(
            "{} moves {}  # officers {:+} at depth {}",
            variant.name(),
            moves.join(" "),
            made.officers_score,
            made.depth
        ))?;
        Ok(1)
    })?;
    match short {
        None => Ok(()),
        Some(kept) => Err(Failure::Refused(format!(
            "book: only {kept} of {count} fair starts found in {tries} tries: allow more plies or a larger --fair"
        ))),
    }
}

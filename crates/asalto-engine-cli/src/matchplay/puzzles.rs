//! `puzzles`: plays games between two imperfect levels from the variant's fair starts and keeps
//! the positions where one move is clearly best (see `asalto_engine::search::puzzle`), at most
//! two a game. The games and the searches are bounded by positions, so the same command prints
//! the same puzzles whatever the machine and the number of jobs.

use asalto_engine::job::StopFlag;
use std::collections::HashSet;

use asalto_engine::search::puzzle::{self, Puzzle};
use asalto_engine::search::{Level, Limits};
use asalto_engine::{Book, Side, Variants};

use crate::args::PuzzlesArgs;
use crate::output::{Done, Failure, Out};

use super::options::variant;
use super::play::{self, play_game};
use super::player::Player;

/// The confirming search is this many times the finding one.
const CONFIRM: u64 = 10;

/// Puzzles kept from one game, so that they come from many games.
const PER_GAME: usize = 2;

pub fn run(out: &mut Out, variants: &Variants, args: &PuzzlesArgs) -> Done {
    let variant = variant("puzzles", variants, &args.variant)?;
    if crate::output::arguments_only() {
        return Ok(());
    }
    let (count, seed, jobs, nodes) = (args.count, args.seed, args.jobs, args.nodes);
    let book = Book::builtin(variant.name()).ok_or_else(|| {
        Failure::Refused(format!(
            "puzzles: puzzles come from the fair starts of a built-in variant, and {} has none",
            variant.name()
        ))
    })?;
    let find = Limits {
        nodes: Some(nodes),
        ..Limits::default()
    };
    let confirm = Limits {
        nodes: Some(nodes * CONFIRM),
        ..Limits::default()
    };
    out.line(format_args!(
        "# Puzzles for {}: positions from Sergeant-Captain games where one move is clearly best \
         at {nodes} nodes and still at {} (goal win: it alone wins by force; goal only: every \
         other move loses {} or more). depth: the iteration that found it for good.",
        variant.name(),
        nodes * CONFIRM,
        puzzle::ONLY_GAP
    ))?;
    out.line(format_args!(
        "# Made by: asalto-engine puzzles --variant {} --count {count} --seed {seed} --nodes {nodes}",
        variant.name()
    ))?;
    let (weaker, stronger) = (
        Player::level(Level::Sergeant),
        Player::level(Level::Captain),
    );
    let work = |i: usize, stop: &StopFlag| {
        let start = &book.starts()[i % book.starts().len()].game;
        let side = if i.is_multiple_of(2) {
            Side::Officers
        } else {
            Side::Attackers
        };
        let game_seed = seed ^ (i as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let played = play_game(start, &weaker, &stronger, side, game_seed, stop)?;
        let mut found: Vec<Puzzle> = Vec::new();
        let mut game = played.game;
        // From the end back to the book's start: the decisive moments come late.
        while game.plies().len() > start.plies().len() {
            game.undo();
            if let Some(p) = puzzle::find(&game, &find, &confirm, stop) {
                found.push(p);
            }
        }
        // The hardest (found deepest) first.
        found.sort_by_key(|p| std::cmp::Reverse(p.depth));
        found.truncate(PER_GAME);
        Some(found)
    };
    let games = count.saturating_mul(10);
    let mut seen = HashSet::new();
    let short = play::keep_until(games, jobs, count, work, |found, still| {
        let mut kept = 0;
        for p in found {
            if kept == still || !seen.insert(variant.to_apn(p.game.position())) {
                continue;
            }
            out.line(format_args!("{p}"))?;
            kept += 1;
        }
        Ok(kept)
    })?;
    match short {
        None => Ok(()),
        Some(kept) => Err(Failure::Refused(format!(
            "puzzles: only {kept} of {count} puzzles found in {games} games: ask for fewer"
        ))),
    }
}

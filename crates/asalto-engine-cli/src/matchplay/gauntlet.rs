//! `gauntlet`: several players take the same side against the same opponent from the same
//! starts. Each player's results and lengths are reported, and each player is compared with the
//! one before it start by start (the better result, or between equal results the faster win or
//! the longer resistance).

use asalto_engine::{Side, Variants};

use crate::args::GauntletArgs;
use crate::output::{Done, Out};

use super::play::{self, Played, play_game};
use super::player::Player;
use super::scoring::{Tally, compare};

/// One player's games, in start order.
#[derive(Default)]
struct Record {
    games: Vec<Played>,
}

impl Record {
    fn line(&self) -> String {
        let results: Vec<f64> = self
            .games
            .iter()
            .map(|g| g.achieved(false).points())
            .collect();
        let wins = results.iter().filter(|&&p| p == 1.0).count();
        let draws = results.iter().filter(|&&p| p == 0.5).count();
        let mut plies: Vec<usize> = self.games.iter().map(Played::plies).collect();
        plies.sort_unstable();
        let mean = plies.iter().sum::<usize>() as f64 / plies.len().max(1) as f64;
        let median = plies.get(plies.len() / 2).copied().unwrap_or(0);
        let moves: u32 = self.games.iter().map(|g| g.moves[0]).sum();
        let capped: u32 = self.games.iter().map(|g| g.timed_out[0]).sum();
        let proven: u32 = self.games.iter().map(|g| g.proven[0]).sum();
        let traps: u32 = self.games.iter().map(|g| g.traps[0]).sum();
        let slowest = self
            .games
            .iter()
            .map(|g| g.slowest_ms[0])
            .max()
            .unwrap_or(0);
        format!(
            "wins {wins} draws {draws} losses {} plies mean {mean:.1} median {median} time-capped {capped} of {moves} proven {proven} traps {traps} slowest {slowest} ms",
            results.len() - wins - draws
        )
    }
}

pub fn run(out: &mut Out, variants: &Variants, args: &GauntletArgs) -> Done {
    let starts = super::options::starts("gauntlet", variants, &args.start)?;
    if crate::output::arguments_only() {
        return Ok(());
    }
    let (players, against) = (&args.players, &args.against);
    let side = Side::from(args.side);
    // Where a long gauntlet split over several runs starts: its rounds meet the same starts and
    // opponent seeds as in one run.
    let from_round = args.from_round;
    let (seed, jobs, show_moves) = (args.start.seed, args.start.jobs, args.start.moves);
    let rounds = args.rounds.unwrap_or_else(|| starts.default_rounds(10));
    let side_name = side.name();
    let names: Vec<String> = players.iter().map(Player::to_string).collect();
    out.line(format_args!(
        "gauntlet {} as {side_name} against {against}: {} rounds {rounds}{} seed {seed} {} jobs {jobs}",
        starts.variant().name(),
        names.join(" "),
        match from_round {
            1 => String::new(),
            n => format!(" from round {n}"),
        },
        starts.describe()
    ))?;
    // Every player meets the same opponent seeds from a start, so differences come from the
    // players alone.
    let tasks = rounds * players.len();
    let work = |task: usize, stop: &asalto_engine::job::StopFlag| {
        let (round, who) = (from_round - 1 + task / players.len(), task % players.len());
        let (start, _) = starts.get(round, seed);
        let game_seed = seed ^ (round as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        play_game(&start, &players[who], against, side, game_seed, stop)
    };
    let mut records: Vec<Record> = players.iter().map(|_| Record::default()).collect();
    play::in_order(tasks, jobs, work, |task, played| {
        let (round, who) = (from_round - 1 + task / players.len(), task % players.len());
        out.line(format_args!(
            "round {} {} result {} ({:?}) plies {} points {}",
            round + 1,
            names[who],
            played.outcome.result_word(),
            played.outcome.reason,
            played.plies(),
            played.achieved(false).points()
        ))?;
        if show_moves {
            out.line(format_args!("  moves {}", played.moves_text()))?;
        }
        records[who].games.push(played);
        Ok::<(), crate::output::Failure>(())
    })?;
    for (name, record) in names.iter().zip(&records) {
        out.line(format_args!("player {name} {}", record.line()))?;
    }
    for i in 1..players.len() {
        let mut tally = Tally::default();
        for (x, y) in records[i].games.iter().zip(&records[i - 1].games) {
            tally.add(compare(x.achieved(false), y.achieved(false)));
        }
        out.line(format_args!(
            "compared {} with {} {tally}",
            names[i],
            names[i - 1]
        ))?;
    }
    Ok(())
}

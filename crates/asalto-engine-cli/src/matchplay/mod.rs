//! Engine matches. `match` plays two players in side-swapped pairs and scores the pairs (see
//! [`scoring`]); `gauntlet` plays several players as one side against the same opponent and
//! compares them start by start; `book` makes the fair starts both are played from.

mod book;
mod games;
mod gauntlet;
mod openings;
mod options;
mod play;
pub mod player;
mod puzzles;
mod scoring;
mod values;

use asalto_engine::{Side, Variants};

use crate::args::MatchArgs;
use crate::output::{Done, Out};

pub use book::run as book;
pub use games::run as games;
pub use gauntlet::run as gauntlet;
pub use openings::run as prove_openings;
pub use options::variant;
use play::{Played, play_game};
pub use puzzles::run as puzzles;
use scoring::{Tally, pair_score};

/// Totals over a match's games, per player (A, B).
#[derive(Default)]
struct Totals {
    points: [f64; 2],
    wins: [u32; 2],
    draws: u32,
    moves: [u32; 2],
    timed_out: [u32; 2],
    proven: [u32; 2],
    slowest_ms: [u64; 2],
}

impl Totals {
    /// Adds a game where `a_first` says whether A was the first player.
    fn add(&mut self, played: &Played, a_first: bool) {
        let a_points = played.achieved(!a_first).points();
        self.points[0] += a_points;
        self.points[1] += 1.0 - a_points;
        match a_points {
            1.0 => self.wins[0] += 1,
            0.0 => self.wins[1] += 1,
            _ => self.draws += 1,
        }
        for (who, player) in [(0, !a_first as usize), (1, a_first as usize)] {
            self.moves[who] += played.moves[player];
            self.timed_out[who] += played.timed_out[player];
            self.proven[who] += played.proven[player];
            self.slowest_ms[who] = self.slowest_ms[who].max(played.slowest_ms[player]);
        }
    }
}

/// `match`: plays side-swapped pairs, prints a line per game and per pair, then the pair score
/// with its confidence interval, the plain game score and the answer times.
pub fn run(out: &mut Out, variants: &Variants, args: &MatchArgs) -> Done {
    let starts = options::starts("match", variants, &args.start)?;
    if crate::output::arguments_only() {
        return Ok(());
    }
    let (a, b) = (&args.a, &args.b);
    // A long match can be played in parts (pairs 1-20, then `--from-pair 21 --pairs 20`), each
    // pair exactly as in one run (same start, same seeds).
    let first_pair = args.from_pair;
    let (seed, jobs, show_moves) = (args.start.seed, args.start.jobs, args.start.moves);
    let pairs = args.pairs().unwrap_or_else(|| starts.default_rounds(5));
    let from = match first_pair {
        1 => String::new(),
        n => format!(" from pair {n}"),
    };
    out.line(format_args!(
        "match {} A {a} B {b} pairs {pairs}{from} seed {seed} {} jobs {jobs}",
        starts.variant().name(),
        starts.describe()
    ))?;
    let mut tally = Tally::default();
    let mut totals = Totals::default();
    // Game 2k has A with the officers, game 2k+1 with the attackers, from the same start.
    let work = |i: usize, stop: &asalto_engine::job::StopFlag| {
        let pair = first_pair - 1 + i;
        let (start, number) = starts.get(pair, seed);
        let game_seed = |g: u64| seed ^ (2 * pair as u64 + g).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let first = play_game(&start, a, b, Side::Officers, game_seed(0), stop)?;
        let second = play_game(&start, b, a, Side::Officers, game_seed(1), stop)?;
        Some((number, first, second))
    };
    play::in_order(pairs, jobs, work, |i, (number, first, second)| {
        let pair = first_pair - 1 + i;
        for (g, played, a_first) in [(0, &first, true), (1, &second, false)] {
            totals.add(played, a_first);
            let a_side = if a_first { "officers" } else { "attackers" };
            out.line(format_args!(
                "game {} A {a_side} result {} ({:?}) plies {} A {} time {:.1} s slowest move A {} ms B {} ms",
                2 * pair + g + 1,
                played.outcome.result_word(),
                played.outcome.reason,
                played.plies(),
                played.achieved(!a_first).points(),
                played.seconds,
                played.slowest_ms[!a_first as usize],
                played.slowest_ms[a_first as usize],
            ))?;
            if show_moves {
                out.line(format_args!("  moves {}", played.moves_text()))?;
            }
        }
        let score = pair_score(first.achieved(false), second.achieved(true));
        tally.add(score);
        let from = number.map_or(String::new(), |n| format!(" start {n}"));
        out.line(format_args!("pair {}{from} A {score}", pair + 1))
    })?;
    let games = 2 * tally.count();
    out.line(format_args!("pairs A {tally}"))?;
    out.line(format_args!(
        "time-capped moves A {} of {} B {} of {}; slowest move A {} ms B {} ms; proven moves A {} B {}",
        totals.timed_out[0],
        totals.moves[0],
        totals.timed_out[1],
        totals.moves[1],
        totals.slowest_ms[0],
        totals.slowest_ms[1],
        totals.proven[0],
        totals.proven[1]
    ))?;
    out.line(format_args!(
        "score A {} - B {} (A {:.1}%) wins A {} draws {} wins B {}",
        totals.points[0],
        totals.points[1],
        100.0 * totals.points[0] / games.max(1) as f64,
        totals.wins[0],
        totals.draws,
        totals.wins[1]
    ))
}

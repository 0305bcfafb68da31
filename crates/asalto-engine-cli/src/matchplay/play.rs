//! Playing one game between two players from a start, and running many games on several
//! threads with their results reported in order.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicUsize, Ordering};

use asalto_engine::job::StopFlag;
use std::sync::mpsc;
use std::time::Instant;

use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

use asalto_engine::{Game, Outcome, Side};

use crate::output::Failure;

use super::player::Player;
use super::scoring::Achieved;

/// One finished game.
#[derive(Clone, Debug)]
pub struct Played {
    /// The side the first player had.
    pub first_side: Side,
    pub outcome: Outcome,
    pub game: Game,
    /// Plies of the game before it was played (the start's own moves).
    pub start_plies: usize,
    /// Per player (first, second): the slowest move in milliseconds, moves searched,
    /// searches the time limit cut short, moves the solver proved, and traps set.
    pub slowest_ms: [u64; 2],
    pub moves: [u32; 2],
    pub timed_out: [u32; 2],
    pub proven: [u32; 2],
    pub traps: [u32; 2],
    pub seconds: f64,
}

impl Played {
    /// Plies played from the start.
    pub fn plies(&self) -> usize {
        self.game.plies().len() - self.start_plies
    }

    /// What the first (`second == false`) or second player achieved.
    pub fn achieved(&self, second: bool) -> Achieved {
        let side = if second {
            self.first_side.other()
        } else {
            self.first_side
        };
        Achieved {
            side,
            winner: self.outcome.winner,
            plies: self.plies(),
        }
    }

    /// The moves played from the start, in notation.
    pub fn moves_text(&self) -> String {
        let texts: Vec<&str> = self.game.plies()[self.start_plies..]
            .iter()
            .map(|p| p.text.as_str())
            .collect();
        texts.join(" ")
    }
}

/// Plays `first` (with `first_side`) against `second` from `start` to the end. Every move gets
/// its own seed from `seed`. `None` when `stop` was set before the end.
pub fn play_game(
    start: &Game,
    first: &Player,
    second: &Player,
    first_side: Side,
    seed: u64,
    stop: &StopFlag,
) -> Option<Played> {
    let clock = Instant::now();
    let mut game = start.clone();
    let mut seeds = SmallRng::seed_from_u64(seed);
    let (mut slowest_ms, mut moves, mut timed_out) = ([0, 0], [0, 0], [0, 0]);
    let (mut proven, mut traps) = ([0, 0], [0, 0]);
    loop {
        if let Some(outcome) = game.outcome() {
            return Some(Played {
                first_side,
                outcome,
                start_plies: start.plies().len(),
                game,
                slowest_ms,
                moves,
                timed_out,
                proven,
                traps,
                seconds: clock.elapsed().as_secs_f64(),
            });
        }
        let who = usize::from(game.position().turn.side() != first_side);
        let player = if who == 0 { first } else { second };
        let move_clock = Instant::now();
        let choice = player.choose(&game, seeds.random(), stop);
        if stop.is_set() {
            return None;
        }
        let Some(choice) = choice else {
            unreachable!("a game that is not over has legal moves");
        };
        slowest_ms[who] = slowest_ms[who].max(move_clock.elapsed().as_millis() as u64);
        moves[who] += 1;
        timed_out[who] += u32::from(choice.timed_out);
        proven[who] += u32::from(choice.proven);
        traps[who] += u32::from(choice.trap);
        if game.play(choice.mv).is_err() {
            unreachable!("players choose legal moves");
        }
    }
}

/// Random legal moves from `start`, `plies` of them (fewer if the game ends first).
pub fn random_opening(start: &Game, plies: usize, seed: u64) -> Game {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut game = start.clone();
    for _ in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() || game.outcome().is_some() {
            break;
        }
        let _ = game.play(moves[rng.random_range(0..moves.len())]);
    }
    game
}

/// Runs `work(0..count)` on `jobs` threads and hands each result to `report` in index order,
/// as soon as it and every earlier one are done. When `report` fails, the games in progress are
/// stopped and the failure returned.
/// Runs `tries` tasks as [`in_order`] until `keep` has kept `wanted` results (it says how many
/// it kept from each; it may keep several, and `want` tells it how many are still wanted).
/// `Ok(None)` when enough were kept, `Ok(Some(kept))` when the tries ran out first.
pub fn keep_until<T: Send>(
    tries: usize,
    jobs: usize,
    wanted: usize,
    work: impl Fn(usize, &StopFlag) -> Option<T> + Sync,
    mut keep: impl FnMut(T, usize) -> Result<usize, Failure>,
) -> Result<Option<usize>, Failure> {
    enum Halt {
        Enough,
        Failed(Failure),
    }
    let mut kept = 0;
    let ended = in_order(tries, jobs, work, |_, result| {
        kept += keep(result, wanted - kept).map_err(Halt::Failed)?;
        if kept >= wanted {
            return Err(Halt::Enough);
        }
        Ok(())
    });
    match ended {
        Err(Halt::Enough) => Ok(None),
        Err(Halt::Failed(failure)) => Err(failure),
        Ok(()) => Ok(Some(kept)),
    }
}

pub fn in_order<T: Send, E>(
    count: usize,
    jobs: usize,
    work: impl Fn(usize, &StopFlag) -> Option<T> + Sync,
    mut report: impl FnMut(usize, T) -> Result<(), E>,
) -> Result<(), E> {
    let stop = StopFlag::default();
    if jobs <= 1 {
        for i in 0..count {
            if let Some(result) = work(i, &stop) {
                report(i, result)?;
            }
        }
        return Ok(());
    }
    let next = AtomicUsize::new(0);
    let (sender, receiver) = mpsc::channel();
    std::thread::scope(|scope| {
        for _ in 0..jobs.min(count) {
            let sender = sender.clone();
            let (next, stop, work) = (&next, &stop, &work);
            scope.spawn(move || {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= count || stop.is_set() {
                        break;
                    }
                    match work(i, stop) {
                        Some(result) => {
                            if sender.send((i, result)).is_err() {
                                break;
                            }
                        }
                        None => break,
                    }
                }
            });
        }
        drop(sender);
        let mut waiting = BTreeMap::new();
        let mut due = 0;
        for (i, result) in receiver {
            waiting.insert(i, result);
            while let Some(result) = waiting.remove(&due) {
                if let Err(e) = report(due, result) {
                    stop.stop();
                    return Err(e);
                }
                due += 1;
            }
        }
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_come_in_order_whatever_finishes_first() {
        let mut seen = Vec::new();
        let work = |i: usize, _: &StopFlag| {
            // Later tasks finish first.
            std::thread::sleep(std::time::Duration::from_millis(((8 - i) * 3) as u64));
            Some(i * 10)
        };
        in_order::<_, ()>(8, 3, work, |i, r| {
            seen.push((i, r));
            Ok(())
        })
        .unwrap();
        assert_eq!(seen, (0..8).map(|i| (i, i * 10)).collect::<Vec<_>>());
    }

    #[test]
    fn a_failing_report_stops_the_rest() {
        let started = AtomicUsize::new(0);
        let work = |i: usize, stop: &StopFlag| {
            started.fetch_add(1, Ordering::Relaxed);
            while i > 0 && !stop.is_set() {
                std::thread::yield_now();
            }
            (i == 0).then_some(i)
        };
        let result = in_order(100, 2, work, |_, _| Err("closed"));
        assert_eq!(result, Err("closed"));
        assert!(started.load(Ordering::Relaxed) < 100);
    }
}

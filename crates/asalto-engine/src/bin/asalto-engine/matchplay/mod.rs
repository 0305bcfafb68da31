//! Engine matches: two players (levels, explicit limits or uniform random moves) play a series of
//! games with sides alternating.

use std::fmt;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

use asalto_engine::search::{Level, Limits, Weights, best_move, search_with};
use asalto_engine::{Game, Move, Outcome, Side, Variant, Variants};

use crate::output::{Done, Failure, Out};

/// Who plays a side in a match.
#[derive(Clone, Debug)]
pub enum Player {
    /// A level, as the game plays it (limits and randomness).
    Level(Level),
    /// A plain search with these limits and evaluation weights (no randomness).
    Search { limits: Limits, weights: Weights },
    /// Uniformly random legal moves.
    Random,
}

impl Player {
    /// Reads `marshal`, `random`, or settings like `depth:4`, `movetime:200`, `nodes:50000`
    /// (several joined by commas: `depth:6,movetime:500`); evaluation weights may be set the
    /// same way for tuning (`nodes:50000,advance:8`).
    pub fn parse(text: &str) -> Result<Player, String> {
        let text = text.trim();
        if let Some(level) = Level::from_name(text) {
            return Ok(Player::Level(level));
        }
        if text.eq_ignore_ascii_case("random") {
            return Ok(Player::Random);
        }
        let mut limits = Limits::default();
        let mut weights = Weights::DEFAULT;
        for part in text.split(',') {
            let bad = |why: String| {
                format!(
                    "{part:?} is not a player setting ({why}): use a level (recruit, soldier, captain, colonel, marshal), random, or depth:N, nodes:N, movetime:MS"
                )
            };
            let (key, value) = part.split_once(':').ok_or_else(|| bad("no colon".into()))?;
            let (key, value) = (key.trim(), value.trim());
            match key {
                "depth" | "nodes" | "movetime" => {
                    limits.set(key, value).map_err(|e| bad(e.to_string()))?
                }
                _ => {
                    let value: i32 = value
                        .parse()
                        .map_err(|_| bad(format!("{value:?} is not a whole number")))?;
                    weights.set(key, value).map_err(bad)?;
                }
            }
        }
        Ok(Player::Search { limits, weights })
    }

    /// The move this player chooses, seeded; `None` once the game is over.
    pub fn choose(&self, game: &Game, seed: u64) -> Option<Move> {
        let stop = AtomicBool::new(false);
        match self {
            Player::Level(level) => best_move(game, *level, seed, &stop).best,
            Player::Search { limits, weights } => {
                search_with(game, limits, &stop, weights, &mut |_| {}).best
            }
            Player::Random => {
                let moves = game.legal_moves();
                if moves.is_empty() {
                    return None;
                }
                let mut rng = SmallRng::seed_from_u64(seed);
                Some(moves[rng.random_range(0..moves.len())])
            }
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Player::Level(level) => f.write_str(level.name()),
            Player::Random => f.write_str("random"),
            Player::Search { limits, weights } => {
                let parts: Vec<String> = [
                    ("depth", limits.depth.map(u64::from)),
                    ("nodes", limits.nodes),
                    ("movetime", limits.movetime_ms),
                ]
                .iter()
                .filter_map(|(k, v)| v.map(|v| format!("{k}:{v}")))
                .collect();
                let tuned = if *weights == Weights::DEFAULT {
                    ""
                } else {
                    " (own weights)"
                };
                write!(f, "{}{tuned}", parts.join(","))
            }
        }
    }
}

/// One finished game of a match.
#[derive(Clone, Debug)]
pub struct MatchGame {
    /// Which side player A played.
    pub a_side: Side,
    pub outcome: Outcome,
    pub game: Game,
    /// The longest any move took A and B, in milliseconds.
    pub slowest_ms: [u64; 2],
}

impl MatchGame {
    /// Player A's points: 1 for a win, ½ for a draw.
    pub fn a_points(&self) -> f64 {
        match self.outcome.winner {
            None => 0.5,
            Some(side) if side == self.a_side => 1.0,
            Some(_) => 0.0,
        }
    }
}

/// Plays game number `index` of a match: A has the officers in even games, the attackers in odd
/// ones. Every move gets its own seed drawn from `seed` and `index`, so games differ. The first
/// `opening_plies` moves are random, the same in games 2k and 2k+1 (so both players get each
/// opening once from each side): players without randomness then still play different games.
pub fn play_game(
    variant: &Arc<Variant>,
    a: &Player,
    b: &Player,
    index: u64,
    seed: u64,
    opening_plies: usize,
) -> MatchGame {
    let a_side = if index.is_multiple_of(2) {
        Side::Officers
    } else {
        Side::Attackers
    };
    let mut game = Game::new(variant.clone());
    let mut slowest_ms = [0, 0];
    let mut seeds = SmallRng::seed_from_u64(seed ^ index.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let mut opening =
        SmallRng::seed_from_u64(seed ^ (index / 2).wrapping_mul(0xD1B5_4A32_D192_ED03));
    loop {
        if let Some(outcome) = game.outcome() {
            return MatchGame {
                a_side,
                outcome,
                game,
                slowest_ms,
            };
        }
        let mover = game.position().turn.side();
        let player = if game.plies().len() < opening_plies {
            &Player::Random
        } else if mover == a_side {
            a
        } else {
            b
        };
        let clock = Instant::now();
        let seed = if game.plies().len() < opening_plies {
            opening.random()
        } else {
            seeds.random()
        };
        let chosen = player.choose(&game, seed);
        let who = usize::from(mover != a_side);
        slowest_ms[who] = slowest_ms[who].max(clock.elapsed().as_millis() as u64);
        let Some(mv) = chosen else {
            unreachable!("a game that is not over has legal moves");
        };
        if game.play(mv).is_err() {
            unreachable!("the search returns legal moves");
        }
    }
}

/// `match`: plays the games and prints a line per game and the score.
pub fn run(out: &mut Out, variants: &Variants, options: &[&str]) -> Done {
    let mut variant_name = "asalto".to_string();
    let mut games: u64 = 10;
    let mut a = Player::Level(Level::Marshal);
    let mut b = Player::Random;
    let mut seed: u64 = 1;
    let mut rest = options.iter();
    let mut show_moves = false;
    let mut opening_plies: usize = 0;
    while let Some(&flag) = rest.next() {
        if flag == "--moves" {
            show_moves = true;
            continue;
        }
        let value = rest
            .next()
            .ok_or_else(|| format!("match: {flag} needs a value"))?;
        match flag {
            "--variant" => variant_name = value.to_string(),
            "--games" => {
                games = value.parse().ok().filter(|n| *n > 0).ok_or_else(|| {
                    format!("match: --games needs a positive whole number, not {value:?}")
                })?
            }
            "--a" => a = Player::parse(value).map_err(|e| format!("match: --a: {e}"))?,
            "--b" => b = Player::parse(value).map_err(|e| format!("match: --b: {e}"))?,
            "--openings" => {
                opening_plies = value.parse().ok().filter(|n| *n <= 40).ok_or_else(|| {
                    format!("match: --openings needs a number of plies from 0 to 40, not {value:?}")
                })?
            }
            "--seed" => {
                seed = value
                    .parse()
                    .map_err(|_| format!("match: --seed needs a whole number, not {value:?}"))?
            }
            other => {
                return Err(Failure::Refused(format!(
                    "match: unknown option {other:?} (--variant, --games, --a, --b, --seed, --openings, --moves)"
                )));
            }
        }
    }
    let variant = variants.get(&variant_name).ok_or_else(|| {
        format!(
            "match: unknown variant {variant_name:?} (known: {})",
            variants.names().join(", ")
        )
    })?;
    out.line(format_args!(
        "match {} A {a} B {b} games {games} seed {seed}",
        variant.name()
    ))?;
    let (mut a_points, mut a_wins, mut b_wins, mut draws) = (0.0, 0, 0, 0);
    for index in 0..games {
        let started = Instant::now();
        let played = play_game(&variant, &a, &b, index, seed, opening_plies);
        let points = played.a_points();
        a_points += points;
        match points {
            1.0 => a_wins += 1,
            0.0 => b_wins += 1,
            _ => draws += 1,
        }
        let a_side = match played.a_side {
            Side::Officers => "officers",
            Side::Attackers => "attackers",
        };
        out.line(format_args!(
            "game {} A {a_side} result {} ({:?}) plies {} A {points} time {:.1} s slowest move A {} ms B {} ms",
            index + 1,
            played.outcome.result_word(),
            played.outcome.reason,
            played.game.plies().len(),
            started.elapsed().as_secs_f64(),
            played.slowest_ms[0],
            played.slowest_ms[1]
        ))?;
        if show_moves {
            let texts: Vec<&str> = played
                .game
                .plies()
                .iter()
                .map(|p| p.text.as_str())
                .collect();
            out.line(format_args!("  moves {}", texts.join(" ")))?;
        }
    }
    let b_points = games as f64 - a_points;
    out.line(format_args!(
        "score A {a_points} - B {b_points} (A {:.1}%) wins A {a_wins} draws {draws} wins B {b_wins}",
        100.0 * a_points / games as f64
    ))
}

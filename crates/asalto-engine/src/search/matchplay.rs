//! Engine matches: two players (levels, explicit limits or uniform random moves) play a series of
//! games with sides alternating.

use std::fmt;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

use crate::game::Game;
use crate::outcome::Outcome;
use crate::position::Side;
use crate::variant::Variant;

use super::clock::Clock;
use super::{Level, Limits, Weights, best_move, search_with};

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
        let (mut depth, mut nodes, mut movetime_ms) = (None, None, None);
        let mut weights = Weights::DEFAULT;
        for part in text.split(',') {
            let bad = || {
                format!(
                    "{part:?} is not a player: use a level (recruit, soldier, captain, colonel, marshal), random, or depth:N, nodes:N, movetime:MS"
                )
            };
            let (key, value) = part.split_once(':').ok_or_else(bad)?;
            let (key, value) = (key.trim(), value.trim());
            match key {
                "depth" | "nodes" | "movetime" => {
                    let value: u64 = value.parse().map_err(|_| bad())?;
                    match key {
                        "depth" => {
                            depth = Some(u32::try_from(value).map_err(|_| bad())?.clamp(1, 64))
                        }
                        "nodes" => nodes = Some(value.max(1)),
                        _ => movetime_ms = Some(value.max(1)),
                    }
                }
                _ => {
                    let value: i32 = value.parse().map_err(|_| bad())?;
                    weights
                        .set(key, value)
                        .map_err(|e| format!("{}: {e}", bad()))?;
                }
            }
        }
        Ok(Player::Search {
            limits: Limits {
                depth,
                nodes,
                movetime_ms,
            },
            weights,
        })
    }

    /// The move this player chooses, seeded; `None` once the game is over.
    pub fn choose(&self, game: &Game, seed: u64) -> Option<crate::moves::Move> {
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
    /// The longest any move took A and B, in milliseconds (0 where there is no clock).
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
        let clock = Clock::start();
        let seed = if game.plies().len() < opening_plies {
            opening.random()
        } else {
            seeds.random()
        };
        let chosen = player.choose(&game, seed);
        let who = usize::from(mover != a_side);
        slowest_ms[who] = slowest_ms[who].max(clock.elapsed_ms());
        let Some(mv) = chosen else {
            unreachable!("a game that is not over has legal moves");
        };
        if game.play(mv).is_err() {
            unreachable!("the search returns legal moves");
        }
    }
}

//! The computer's levels: how far each one looks, and how it picks its move among those it finds
//! nearly as good as the best (its seeded choice).

// Not SmallRng: it is another generator on 32-bit targets, and a level's move must be the same
// in a browser (wasm32) as on a desktop for the same seed.
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};
use serde::{Deserialize, Serialize};

use super::engine::Found;
use super::traps::Traps;
use super::{Limits, MATE_BOUND, SearchResult};
use crate::Variant;
use crate::game::Game;
use crate::moves::Move;
use crate::position::Position;
use crate::variant::LevelTuning;
use crate::zobrist;

/// The computer opponent's strength, weakest first. Each level is meant to win about 60-85% of
/// side-swapped pairs against the one below it (measured in docs/strength.md, "The ladder").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Level {
    /// The weakest: searches three plies, chooses loosely and blunders often.
    Recruit,
    /// Searches four plies, chooses loosely and blunders now and then.
    Soldier,
    /// Searches a small node budget, chooses loosely and blunders now and then.
    Corporal,
    /// Chooses a little loosely and seldom blunders.
    Sergeant,
    /// Never blunders, but may pick a move slightly worse than its best.
    Lieutenant,
    /// The weakest level that always plays its best move.
    Captain,
    /// Plays its best move, searching more than Captain.
    Major,
    /// Plays its best move, searching more than Major.
    Colonel,
    /// Plays its best move, searching more than Colonel.
    General,
    /// The strongest: the largest search, and its officers set traps where the variant allows.
    Marshal,
}

/// How a level picks its move once the search has scored the root moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Style {
    /// Moves scoring within this of the best may be chosen (hundredths of an attacker).
    pub margin: i32,
    /// Chance in percent of a careless move: any move the search did not see lose by force.
    pub blunder_percent: u32,
    /// Whether (and how) the officers look for traps among their best moves.
    pub traps: Traps,
}

/// Marshal's officers set traps among the moves within this of their best (see
/// [`Traps`]): against Soldier's attackers from the Asalto book, Colonel's officers were as good
/// as Marshal's without them.
const MARSHAL_TRAPS_MARGIN: i32 = 30;

impl Style {
    /// Whether the level's choice depends on its seed (a margin or careless moves): otherwise
    /// it plays the best move its search finds, the same from every seed.
    pub fn chooses_by_chance(&self) -> bool {
        self.margin > 0 || self.blunder_percent > 0
    }

    /// Whether a trap is looked for in this position: the officers' move, for a level that
    /// otherwise plays its best move (one that chooses loosely keeps its own choice).
    pub fn sets_traps(&self, pos: &Position) -> bool {
        self.margin == 0 && self.blunder_percent == 0 && self.traps.apply_to(pos)
    }

    /// The margin the search scores root moves within: the level's own, or wider where its
    /// officers look for traps.
    pub fn search_margin(&self, pos: &Position) -> i32 {
        if self.sets_traps(pos) {
            self.margin.max(self.traps.margin)
        } else {
            self.margin
        }
    }
}

/// A level's search and choice in a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Budget {
    /// The deepest iteration, where the level has one.
    depth: Option<u32>,
    nodes: u64,
    /// The time limit, a safety net only: the node budget is meant to be reached first.
    movetime_ms: u64,
    /// Moves scoring within this of the best may be chosen.
    margin: i32,
    /// Chance in percent of a careless move.
    blunder_percent: u32,
}

/// A row of the levels' table: depth, nodes, milliseconds, margin, blunder percent.
const fn budget(
    depth: Option<u32>,
    nodes: u64,
    movetime_ms: u64,
    margin: i32,
    blunder_percent: u32,
) -> Budget {
    Budget {
        depth,
        nodes,
        movetime_ms,
        margin,
        blunder_percent,
    }
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 10] = [
        Level::Recruit,
        Level::Soldier,
        Level::Corporal,
        Level::Sergeant,
        Level::Lieutenant,
        Level::Captain,
        Level::Major,
        Level::Colonel,
        Level::General,
        Level::Marshal,
    ];

    /// The lowercase name used on the command line, in the protocol and in saved files.
    pub fn name(self) -> &'static str {
        match self {
            Level::Recruit => "recruit",
            Level::Soldier => "soldier",
            Level::Corporal => "corporal",
            Level::Sergeant => "sergeant",
            Level::Lieutenant => "lieutenant",
            Level::Captain => "captain",
            Level::Major => "major",
            Level::Colonel => "colonel",
            Level::General => "general",
            Level::Marshal => "marshal",
        }
    }

    /// The level named (any case).
    pub fn from_name(s: &str) -> Option<Level> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(s.trim()))
    }

    /// The names, weakest first, for messages.
    pub fn names() -> String {
        Level::ALL.map(Level::name).join(", ")
    }

    /// The name shown to players (in English; the game translates it).
    pub fn title(self) -> &'static str {
        match self {
            Level::Recruit => "Recruit",
            Level::Soldier => "Soldier",
            Level::Corporal => "Corporal",
            Level::Sergeant => "Sergeant",
            Level::Lieutenant => "Lieutenant",
            Level::Captain => "Captain",
            Level::Major => "Major",
            Level::Colonel => "Colonel",
            Level::General => "General",
            Level::Marshal => "Marshal",
        }
    }

    /// Node budgets make a level's choice the same on every machine (and every run); the time
    /// limit is only a safety net for slow or busy machines. Each step is about one more ply of
    /// search; the lowest levels also choose loosely and blunder.
    fn budget(self) -> Budget {
        match self {
            Level::Recruit => budget(Some(3), 1_500, 300, 50, 10),
            Level::Soldier => budget(Some(4), 2_500, 300, 35, 5),
            Level::Corporal => budget(None, 5_000, 300, 25, 3),
            Level::Sergeant => budget(None, 9_000, 300, 15, 1),
            Level::Lieutenant => budget(None, 30_000, 400, 10, 0),
            Level::Captain => budget(None, 75_000, 400, 0, 0),
            Level::Major => budget(None, 190_000, 500, 0, 0),
            Level::Colonel => budget(None, 480_000, 500, 0, 0),
            Level::General => budget(None, 900_000, 500, 0, 0),
            Level::Marshal => budget(None, 3_000_000, 3_000, 0, 0),
        }
    }

    /// The budget in a game, as its variant's [`LevelTuning`] asks (docs/strength.md, "The
    /// ladder", keeps each step in the 60-85% band).
    fn budget_in(self, variant: &Variant) -> Budget {
        match (variant.level_tuning(), self) {
            (LevelTuning::Assaut, Level::Recruit) => budget(Some(3), 2_500, 300, 35, 6),
            (LevelTuning::Assaut, Level::Soldier) => budget(Some(4), 3_000, 300, 30, 4),
            (LevelTuning::Assaut, Level::Sergeant) => budget(None, 12_000, 300, 15, 1),
            (LevelTuning::Assaut, Level::General) => budget(None, 1_100_000, 500, 0, 0),
            _ => self.budget(),
        }
    }

    /// How far the level searches in the variant.
    pub fn limits(self, variant: &Variant) -> Limits {
        let budget = self.budget_in(variant);
        Limits {
            depth: budget.depth,
            nodes: Some(budget.nodes),
            movetime_ms: Some(budget.movetime_ms),
        }
    }

    /// How the level picks among good moves in the variant.
    pub fn style(self, variant: &Variant) -> Style {
        let budget = self.budget_in(variant);
        Style {
            margin: budget.margin,
            blunder_percent: budget.blunder_percent,
            traps: if self == Level::Marshal && variant.officers_set_traps() {
                Traps::within(MARSHAL_TRAPS_MARGIN)
            } else {
                Traps::OFF
            },
        }
    }
}

impl std::fmt::Display for Level {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// The seed of a level's choice: the caller's, mixed with the position, so that a game does not
/// repeat the same choices move after move.
pub(super) fn level_seed(game: &Game, seed: u64) -> u64 {
    seed ^ zobrist::hash(game.position()).rotate_left(17) ^ game.plies().len() as u64
}

/// What a level plays, once the search has found its scores.
pub(super) fn level_result(found: Found, style: Style, attackers: u32, seed: u64) -> SearchResult {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let Some(chosen) = choose(&found, style, attackers, &mut rng) else {
        return SearchResult::from_found(found);
    };
    let pv = if Some(chosen) == found.best {
        found.pv.clone()
    } else {
        vec![chosen]
    };
    // Before a first iteration has finished, no root move has a score of its own.
    let score = found
        .root
        .iter()
        .find(|rm| rm.mv == chosen && found.depth > 0)
        .map_or(found.score, |rm| rm.score);
    SearchResult {
        best: Some(chosen),
        score,
        pv,
        ..SearchResult::from_found(found)
    }
}

/// Picks the move a level plays: the best, or by chance one nearly as good.
/// Carelessness and loose choices are set for a board of 24 attackers. A game with more
/// attackers lasts longer and would give a level more chances to go wrong, so on a bigger board
/// only that share of its moves is chosen loosely at all; the rest are the best it found
/// (docs/measurements.md, "Fewer careless moves on the Grand Jeu's board").
const CARELESS_ATTACKERS: u32 = 24;

fn choose(
    found: &Found,
    style: Style,
    attackers: u32,
    rng: &mut Xoshiro256PlusPlus,
) -> Option<Move> {
    let best = found.best?;
    let best_score = found.score;
    // A forced win is always taken.
    if best_score >= MATE_BOUND || found.root.len() < 2 {
        return Some(best);
    }
    if style.chooses_by_chance()
        && attackers > CARELESS_ATTACKERS
        && rng.random_range(0..attackers) >= CARELESS_ATTACKERS
    {
        return Some(best);
    }
    // A careless move: any that the search did not see lose by force.
    let not_losing: Vec<_> = found
        .root
        .iter()
        .filter(|rm| rm.score > -MATE_BOUND)
        .collect();
    if style.blunder_percent > 0
        && rng.random_range(0..100) < style.blunder_percent
        && !not_losing.is_empty()
    {
        return Some(not_losing[rng.random_range(0..not_losing.len())].mv);
    }
    if style.margin <= 0 {
        return Some(best);
    }
    // Nearer the best, likelier: weight margin - loss + 1.
    let candidates: Vec<(Move, u32)> = found
        .root
        .iter()
        .filter(|rm| rm.exact && rm.score > best_score - style.margin && rm.score > -MATE_BOUND)
        .map(|rm| {
            (
                rm.mv,
                (style.margin - (best_score - rm.score)).max(0) as u32 + 1,
            )
        })
        .collect();
    let total: u32 = candidates.iter().map(|c| c.1).sum();
    if candidates.is_empty() || total == 0 {
        return Some(best);
    }
    let mut pick = rng.random_range(0..total);
    for (mv, weight) in candidates {
        if pick < weight {
            return Some(mv);
        }
        pick -= weight;
    }
    Some(best)
}

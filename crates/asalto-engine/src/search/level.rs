//! The computer's levels: how far each one looks and how much it lets chance pick among the
//! moves it finds nearly as good as the best.

use serde::{Deserialize, Serialize};

use super::Limits;

/// The computer opponent's strength, weakest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Level {
    Recruit,
    Soldier,
    Captain,
    Colonel,
    Marshal,
}

/// How a level picks its move once the search has scored the root moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Style {
    /// Moves scoring within this of the best may be chosen (hundredths of an attacker).
    pub margin: i32,
    /// Chance in percent of a careless move: any move that does not lose at once.
    pub blunder_percent: u32,
}

impl Level {
    pub const ALL: [Level; 5] = [
        Level::Recruit,
        Level::Soldier,
        Level::Captain,
        Level::Colonel,
        Level::Marshal,
    ];

    /// The lowercase name used on the command line and in the protocol.
    pub fn name(self) -> &'static str {
        match self {
            Level::Recruit => "recruit",
            Level::Soldier => "soldier",
            Level::Captain => "captain",
            Level::Colonel => "colonel",
            Level::Marshal => "marshal",
        }
    }

    /// The level named (any case).
    pub fn from_name(s: &str) -> Option<Level> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(s.trim()))
    }

    /// The name shown to players.
    pub fn title(self) -> &'static str {
        match self {
            Level::Recruit => "Recruit",
            Level::Soldier => "Soldier",
            Level::Captain => "Captain",
            Level::Colonel => "Colonel",
            Level::Marshal => "Marshal",
        }
    }

    /// How far the level searches. Node budgets make a level's choice the same on every machine
    /// (and every run); the time limit is only a safety net for slow machines.
    pub fn limits(self) -> Limits {
        let (depth, nodes, movetime_ms) = match self {
            Level::Recruit => (Some(2), 1_500, 300),
            Level::Soldier => (Some(3), 6_000, 400),
            Level::Captain => (Some(4), 20_000, 500),
            Level::Colonel => (None, 250_000, 1_500),
            Level::Marshal => (None, 1_500_000, 2_500),
        };
        Limits {
            depth,
            nodes: Some(nodes),
            movetime_ms: Some(movetime_ms),
        }
    }

    /// How the level picks among good moves.
    pub fn style(self) -> Style {
        match self {
            Level::Recruit => Style {
                margin: 150,
                blunder_percent: 15,
            },
            Level::Soldier => Style {
                margin: 80,
                blunder_percent: 5,
            },
            Level::Captain => Style {
                margin: 40,
                blunder_percent: 0,
            },
            Level::Colonel => Style {
                margin: 12,
                blunder_percent: 0,
            },
            Level::Marshal => Style {
                margin: 0,
                blunder_percent: 0,
            },
        }
    }
}

impl std::fmt::Display for Level {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

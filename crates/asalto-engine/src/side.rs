//! The two players, and whose turn it is.

use serde::{Deserialize, Serialize};

/// The two players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    /// Rebels (Asalto) or soldiers (L'Assaut): the many pieces that storm the fortress.
    Attackers,
    /// The officers who defend it.
    Officers,
}

impl Side {
    /// The opponent.
    pub fn other(self) -> Side {
        match self {
            Side::Attackers => Side::Officers,
            Side::Officers => Side::Attackers,
        }
    }

    /// The lowercase name used on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Side::Officers => "officers",
            Side::Attackers => "attackers",
        }
    }
}

/// Whose turn it is; the officers' placement is a turn of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Turn {
    /// The officers' player still has to place its officers (APN `s`).
    Setup,
    /// Attackers to move (APN `r`).
    Attackers,
    /// Officers to move (APN `o`).
    Officers,
}

impl Turn {
    /// The player who moves.
    pub fn side(self) -> Side {
        match self {
            Turn::Attackers => Side::Attackers,
            Turn::Setup | Turn::Officers => Side::Officers,
        }
    }
}

//! How a game ends.

use serde::{Deserialize, Serialize};

use crate::position::Side;

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EndReason {
    /// Every fortress point holds an attacker.
    FortressTaken,
    /// The officers to move have no legal move.
    OfficersTrapped,
    /// No officer is left (they were huffed).
    AllOfficersHuffed,
    /// Fewer attackers are left than the officers' win needs (the fortress's size, unless the
    /// variant says otherwise).
    TooFewAttackers,
    /// The attackers to move have no legal move.
    AttackersBlocked,
    /// The same position with the same side to move occurred for the third time.
    Repetition,
    /// 50 moves by each side without a capture or an attacker's forward step.
    MoveLimit,
}

impl std::fmt::Display for EndReason {
    /// In words, for messages: "every fortress point is taken".
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            EndReason::FortressTaken => "every fortress point is taken",
            EndReason::OfficersTrapped => "the officers cannot move",
            EndReason::AllOfficersHuffed => "no officer is left",
            EndReason::TooFewAttackers => "too few attackers are left",
            EndReason::AttackersBlocked => "the attackers cannot move",
            EndReason::Repetition => "a position came back a third time",
            EndReason::MoveLimit => "the move limit was reached",
        })
    }
}

/// The end of a game: the winner (none for a draw) and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Outcome {
    /// The side that won; `None` for a draw.
    pub winner: Option<Side>,
    /// Why the game ended.
    pub reason: EndReason,
}

impl Outcome {
    /// A win of the attackers, for this reason.
    pub fn attackers(reason: EndReason) -> Outcome {
        Outcome {
            winner: Some(Side::Attackers),
            reason,
        }
    }

    /// A win of the officers, for this reason.
    pub fn officers(reason: EndReason) -> Outcome {
        Outcome {
            winner: Some(Side::Officers),
            reason,
        }
    }

    /// A draw, for this reason.
    pub fn draw(reason: EndReason) -> Outcome {
        Outcome {
            winner: None,
            reason,
        }
    }

    /// `rebels`, `officers` or `draw`, as the command-line tool prints it.
    pub fn result_word(&self) -> &'static str {
        match self.winner {
            Some(Side::Attackers) => "rebels",
            Some(Side::Officers) => "officers",
            None => "draw",
        }
    }
}

//! The rules that can refuse a move, named (see [`crate::Variant::explain_step`] and its
//! siblings for the questions that return one).

use std::fmt;

/// The rule that refuses a move or a choice of piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Refusal {
    /// The game is over: nobody moves.
    GameOver,
    /// The officers must be placed before anything moves.
    PlacementFirst,
    /// The officers have been placed already.
    AlreadyPlaced,
    /// Officers are placed on free fortress points only.
    NotInFortress,
    /// There is no piece on the point.
    NoPiece,
    /// The piece belongs to the side not to move.
    NotYourPiece,
    /// The destination holds a piece.
    Occupied,
    /// No line joins the two points in one step.
    NotAdjacent,
    /// A jump needs an attacker (not yet captured) between the two points.
    NoAttackerToJump,
    /// Attackers never step back.
    NotForward,
    /// Soldiers may not step out of the fortress (L'Assaut).
    CannotLeaveFortress,
    /// The line is drawn in the second colour: soldiers may not use it.
    LineClosedToSoldiers,
    /// Soldiers may use this line only toward the centre.
    OneWayLine,
    /// A capture is available and capturing is mandatory: no step may be played.
    CaptureMandatory,
    /// A capture taking more attackers is available, and only the largest may be played.
    LongerCaptureExists,
    /// Only the other officer can capture, and a capture is mandatory.
    OtherOfficerMustCapture,
    /// A capture chain goes on while a further jump is possible.
    ChainNotFinished,
    /// The piece has no legal move (it is shut in).
    NoMove,
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Refusal::GameOver => "the game is over",
            Refusal::PlacementFirst => "the officers must be placed first",
            Refusal::AlreadyPlaced => "the officers are already placed",
            Refusal::NotInFortress => "officers are placed on free fortress points",
            Refusal::NoPiece => "there is no piece there",
            Refusal::NotYourPiece => "that piece belongs to the side not to move",
            Refusal::Occupied => "the point is occupied",
            Refusal::NotAdjacent => "no line joins the two points in one step",
            Refusal::NoAttackerToJump => "there is no attacker to jump there",
            Refusal::NotForward => "attackers never step back",
            Refusal::CannotLeaveFortress => "soldiers may not leave the fortress",
            Refusal::LineClosedToSoldiers => "soldiers may not use this line",
            Refusal::OneWayLine => "soldiers use this line only toward the centre",
            Refusal::CaptureMandatory => "a capture must be made",
            Refusal::LongerCaptureExists => "a capture taking more attackers must be made",
            Refusal::OtherOfficerMustCapture => "the other officer must capture",
            Refusal::ChainNotFinished => "the chain must go on while a further jump is possible",
            Refusal::NoMove => "this piece has no legal move",
        })
    }
}

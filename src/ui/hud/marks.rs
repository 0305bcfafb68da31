//! What the review says of each move, where the moves are shown (the move list, the board,
//! the lesson's panel): a mark after the move, its colour and its word for screen readers.

use asalto_engine::Move;
use asalto_engine::search::{MoveReview, Verdict};
use bevy_egui::egui;

use crate::computer::same_line;
use crate::theme::palette;

use super::graph::verdict_colour;

/// What the review says of one move where the moves are shown: its verdict, and whether it was
/// the only good move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mark {
    pub verdict: Verdict,
    pub only: bool,
}

impl Mark {
    pub fn of(reviewed: &MoveReview) -> Mark {
        Mark {
            verdict: reviewed.verdict,
            only: reviewed.only,
        }
    }

    /// "!" for the only good move, else the verdict's mark (none for a good one).
    pub fn symbol(self) -> Option<&'static str> {
        if self.only {
            Some("!")
        } else {
            mark_symbol(self.verdict)
        }
    }

    pub fn colour(self) -> egui::Color32 {
        if self.only {
            palette::REVIEW_ONLY.egui()
        } else {
            verdict_colour(self.verdict)
        }
    }

    /// The text key of the mark's word, for screen readers.
    pub fn word_key(self) -> &'static str {
        if self.only {
            "review-only-move"
        } else {
            verdict_key(self.verdict)
        }
    }
}

/// The mark a verdict puts after a move, as players of board games write it.
pub fn mark_symbol(verdict: Verdict) -> Option<&'static str> {
    match verdict {
        Verdict::Best | Verdict::Good => None,
        Verdict::Inaccuracy => Some("?!"),
        Verdict::Mistake => Some("?"),
        Verdict::Blunder => Some("??"),
    }
}

/// The text key of a verdict's word.
pub fn verdict_key(v: Verdict) -> &'static str {
    match v {
        Verdict::Best => "review-verdict-best",
        Verdict::Good => "review-verdict-good",
        Verdict::Inaccuracy => "review-verdict-inaccuracy",
        Verdict::Mistake => "review-verdict-mistake",
        Verdict::Blunder => "review-verdict-blunder",
    }
}

/// Each of the game's moves' mark, from a finished review of this game: a review of another
/// line (moves taken back and played differently since) marks only the moves the two share.
pub fn move_marks(
    played: impl Iterator<Item = Move>,
    reviewed: Option<&[MoveReview]>,
) -> Vec<Option<Mark>> {
    let played: Vec<Move> = played.collect();
    let mut marks: Vec<Option<Mark>> =
        same_line(reviewed.unwrap_or_default(), played.iter().copied())
            .map(|m| Some(Mark::of(m)))
            .collect();
    marks.resize(played.len(), None);
    marks
}

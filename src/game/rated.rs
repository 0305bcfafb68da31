//! Whether a match counts for the player's rating: one person against a level whose rating was
//! measured in a built-in variant, from that variant's start, without help. Decided when the
//! match starts; the first help (a move taken back, a hint, a review, moves replayed) makes it
//! unrated for good.

use asalto_engine::search::Level;
use asalto_engine::{GameRecord, Position, Side, Variant};
use bevy::prelude::*;

use super::setup::MatchSetup;

/// A match's standing for the player's rating.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rating {
    /// Its result will change the player's rating in its variant.
    Counts,
    /// It does not count, for this reason.
    Unrated(Unrated),
}

/// Why a match does not count for the player's rating.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unrated {
    /// It is not one person against the computer.
    NotAgainstComputer,
    /// It started from another position than its variant's start.
    OtherStart,
    /// The computer's level has no measured rating (or no games against itself to score a game
    /// by) in this variant; the player's own variants have none.
    LevelNotRated,
    /// A game opened from the saved games, a link or the analysis board, whose moves could
    /// have been tried out before.
    Opened,
    /// A move was taken back.
    TakenBack,
    /// The player asked for a hint.
    Hinted,
    /// The player opened the review before the game ended.
    Reviewed,
    /// The player took the game to the analysis board before it ended.
    Analysed,
    /// Moves were replayed from text.
    Replayed,
}

impl Rating {
    /// The standing of a match as it starts. `played` is whether it starts from a game already
    /// played; such a game counts only where it goes on with a game that counted (the
    /// unfinished game kept between runs), `continues_rated`.
    pub fn at_start(setup: &MatchSetup, played: bool, continues_rated: bool) -> Rating {
        let variant = &setup.variant;
        let built_in = Variant::builtin(variant.name()).is_some_and(|v| v.file() == variant.file());
        let why = if !setup.mode.against_computer() {
            Unrated::NotAgainstComputer
        } else if setup
            .start
            .is_some_and(|start| start != Position::start(variant))
        {
            Unrated::OtherStart
        } else if !built_in
            || setup.level.rating(variant.name()).is_none()
            || setup.level.own_games(variant.name()).is_empty()
        {
            Unrated::LevelNotRated
        } else if played && !continues_rated {
            Unrated::Opened
        } else {
            return Rating::Counts;
        };
        Rating::Unrated(why)
    }

    pub fn counts(self) -> bool {
        self == Rating::Counts
    }

    /// The player took help: the match is unrated from now on (the first reason is kept).
    pub fn lose(&mut self, why: Unrated) {
        if self.counts() {
            *self = Rating::Unrated(why);
        }
    }
}

/// A rated game as one line, with the computer's seed: a game is rated once, however often it
/// ends (opened again, redone), while another game with the same moves is another game.
pub fn rated_key(seed: u64, record: &GameRecord) -> String {
    let GameRecord {
        variant,
        start,
        moves,
    } = record;
    format!("{seed}|{variant}|{start}|{}", moves.join(" "))
}

/// A rated game given up before its end (restarted, or a rematch asked for): it counts as lost.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct GaveUp {
    pub variant: String,
    pub level: Level,
    /// The player's side.
    pub side: Side,
    /// Its [`rated_key`].
    pub key: String,
}

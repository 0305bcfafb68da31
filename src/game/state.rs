//! The match on the board: the engine's [`Game`] with its setup. Only the one system in
//! `commands.rs` changes it.

use std::fmt;
use std::sync::Arc;

use asalto_engine::{Game, GameError, Move, Position, Quoted, Side, Variant};
use bevy::prelude::*;

use super::rated::Rating;
use super::setup::MatchSetup;

/// The match being played: the only holder of the rules' state.
#[derive(Resource, Debug)]
pub struct Match {
    pub game: Game,
    pub setup: MatchSetup,
    /// Reviewing the position after this many plies (read-only).
    pub review: Option<usize>,
    /// While reviewing: a line of moves from that position shown on the board (the review's
    /// better move, or the line that punishes a mistake).
    pub line: Option<ShownLine>,
    /// The match continues the autosave's unfinished game.
    pub continued: bool,
    /// Whether it counts for the player's rating.
    pub rating: Rating,
}

impl Match {
    /// A match from its setup, or continuing a game already played.
    pub fn new(setup: MatchSetup, from: Option<Game>) -> Match {
        let rating = Rating::at_start(&setup, from.is_some(), false);
        let game = from.unwrap_or_else(|| match setup.start {
            Some(pos) => Game::from_position(setup.variant.clone(), pos),
            None => Game::new(setup.variant.clone()),
        });
        Match {
            game,
            setup,
            review: None,
            line: None,
            continued: false,
            rating,
        }
    }

    pub fn variant(&self) -> &Arc<Variant> {
        self.game.variant()
    }

    /// The position the board shows (an earlier one while reviewing, or a line's).
    pub fn shown_position(&self) -> &Position {
        if let Some(line) = &self.line {
            return &line.position;
        }
        match self.review {
            Some(n) => self.game.position_after(n),
            None => self.game.position(),
        }
    }

    /// The plies up to the shown position.
    pub fn shown_plies(&self) -> usize {
        self.review.unwrap_or(self.game.plies().len())
    }

    pub fn side_to_move(&self) -> Side {
        self.game.position().turn.side()
    }

    /// Whether a person may move now (not the computer, not over, not reviewing).
    pub fn human_to_move(&self) -> bool {
        self.game.outcome().is_none()
            && self.review.is_none()
            && !self.setup.mode.computer_plays(self.side_to_move())
    }

    /// Whether the computer should move now.
    pub fn computer_to_move(&self) -> bool {
        self.game.outcome().is_none()
            && self.review.is_none()
            && self.setup.mode.computer_plays(self.side_to_move())
    }

    /// Undo as the player means it: against the computer, back to the player's own turn.
    pub(super) fn undo(&mut self) -> bool {
        if !self.game.can_undo() {
            return false;
        }
        let mode = self.setup.mode;
        self.game.undo();
        if mode.against_computer() {
            while self.game.can_undo() && mode.computer_plays(self.side_to_move()) {
                self.game.undo();
            }
        }
        true
    }

    /// Redo as the player means it: against the computer, its reply comes back too.
    pub(super) fn redo(&mut self) -> bool {
        if self.game.redo().is_none() {
            return false;
        }
        let mode = self.setup.mode;
        if mode.against_computer() {
            while self.game.outcome().is_none()
                && mode.computer_plays(self.side_to_move())
                && self.game.can_redo()
            {
                self.game.redo();
            }
        }
        true
    }

    /// The game from its start with these moves, or why they cannot be played.
    pub fn replayed(&self, moves: &[String]) -> Result<Game, ReplayError> {
        let mut game = Game::from_position(self.variant().clone(), *self.game.start());
        for (i, text) in moves.iter().enumerate() {
            game.play_text(text).map_err(|error| ReplayError {
                number: i + 1,
                text: text.clone(),
                error,
            })?;
        }
        Ok(game)
    }

    /// The seed for the computer's search at this point of the game.
    pub fn search_seed(&self) -> u64 {
        self.setup.seed ^ (self.game.plies().len() as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15)
    }
}

/// Why moves do not replay: the first that cannot be played (its number from 1, as written), and
/// why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayError {
    pub number: usize,
    pub text: String,
    pub error: GameError,
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ReplayError {
            number,
            text,
            error,
        } = self;
        write!(f, "{number} ({}): {error}", Quoted(text))
    }
}

impl std::error::Error for ReplayError {}

/// Why a line cannot be shown, in one line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineError {
    /// The game has not this many plies to start the line from.
    NoPly(usize),
    /// The line's move of this number (from 1) is not legal where it stands.
    Illegal(usize),
}

impl fmt::Display for LineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LineError::NoPly(from) => write!(f, "the game has no ply {from}"),
            LineError::Illegal(n) => write!(f, "move {n} of the line is not legal"),
        }
    }
}

impl std::error::Error for LineError {}

/// A line of moves shown from a position of the game, `shown` of them played on the board.
#[derive(Clone, Debug, PartialEq)]
pub struct ShownLine {
    /// The game's plies before the line.
    pub from: usize,
    pub moves: Vec<Move>,
    pub shown: usize,
    position: Position,
}

impl ShownLine {
    /// The line in `game` after `from` plies with its first `shown` moves played, or why not
    /// (a move that is not legal there).
    pub fn new(
        game: &Game,
        from: usize,
        moves: Vec<Move>,
        shown: usize,
    ) -> Result<ShownLine, LineError> {
        if from > game.plies().len() {
            return Err(LineError::NoPly(from));
        }
        let variant = game.variant();
        let mut position = *game.position_after(from);
        for (i, mv) in moves.iter().take(shown).enumerate() {
            if !variant.legal_moves(&position).contains(mv) {
                return Err(LineError::Illegal(i + 1));
            }
            position = variant.play(&position, mv);
        }
        Ok(ShownLine {
            from,
            shown: shown.min(moves.len()),
            moves,
            position,
        })
    }
}

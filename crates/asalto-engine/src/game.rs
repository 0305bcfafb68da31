//! A game record: the start, every move played with what it did, undo and redo, and the outcome
//! including repetition and the move limit.

use std::fmt;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::movegen::MoveEffects;
use crate::moves::Move;
use crate::outcome::{EndReason, Outcome};
use crate::position::{Position, parse_apn_with};
use crate::variant::Variant;

/// One move played, with the positions around it and what it did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ply {
    pub mv: Move,
    /// The move in notation.
    pub text: String,
    pub before: Position,
    pub after: Position,
    pub effects: MoveEffects,
}

/// A game in progress or finished.
#[derive(Clone, Debug)]
pub struct Game {
    variant: Arc<Variant>,
    start: Position,
    plies: Vec<Ply>,
    /// Moves taken back, the most recently undone last.
    undone: Vec<Move>,
    outcome: Option<Outcome>,
}

/// Why a move or a record was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// The game has ended.
    Over(Outcome),
    /// The move is not legal (or cannot be read).
    Illegal(String),
    /// A saved record does not describe a game.
    BadRecord(String),
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Over(o) => write!(f, "the game is over ({:?})", o.reason),
            GameError::Illegal(m) => write!(f, "illegal move: {m}"),
            GameError::BadRecord(m) => write!(f, "bad game record: {m}"),
        }
    }
}

impl std::error::Error for GameError {}

/// What a save file holds of a game: enough to replay it exactly.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    /// The variant's name.
    pub variant: String,
    /// The starting position in APN.
    pub start: String,
    /// Every move in notation.
    pub moves: Vec<String>,
}

impl Game {
    /// A new game from the variant's start.
    pub fn new(variant: Arc<Variant>) -> Game {
        let start = Position::start(&variant);
        Game::from_position(variant, start)
    }

    /// A game from any position (its history starts there).
    pub fn from_position(variant: Arc<Variant>, start: Position) -> Game {
        let mut game = Game {
            variant,
            start,
            plies: Vec::new(),
            undone: Vec::new(),
            outcome: None,
        };
        game.outcome = game.compute_outcome();
        game
    }

    pub fn variant(&self) -> &Arc<Variant> {
        &self.variant
    }

    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.plies.last().map_or(&self.start, |p| &p.after)
    }

    /// The position after the first `n` plies (0 is the start), for reviewing.
    pub fn position_after(&self, n: usize) -> &Position {
        if n == 0 {
            &self.start
        } else {
            &self.plies[n.min(self.plies.len()) - 1].after
        }
    }

    pub fn plies(&self) -> &[Ply] {
        &self.plies
    }

    /// Every position so far, the start first (what repetition counts).
    pub fn positions(&self) -> impl Iterator<Item = &Position> {
        std::iter::once(&self.start).chain(self.plies.iter().map(|p| &p.after))
    }

    /// The outcome, or `None` while the game goes on.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Legal moves now (none once the game is over).
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.outcome.is_some() {
            Vec::new()
        } else {
            self.variant.legal_moves(self.position())
        }
    }

    /// Plays a legal move. A move equal to the next one to redo keeps the redo list.
    pub fn play(&mut self, mv: Move) -> Result<&Ply, GameError> {
        if let Some(o) = self.outcome {
            return Err(GameError::Over(o));
        }
        let before = *self.position();
        if !self.variant.legal_moves(&before).contains(&mv) {
            return Err(GameError::Illegal(format!(
                "{} is not legal here",
                self.variant.move_text(&mv)
            )));
        }
        if self.undone.last() == Some(&mv) {
            self.undone.pop();
        } else {
            self.undone.clear();
        }
        self.push(mv);
        Ok(self.plies.last().expect("just played"))
    }

    /// Reads and plays a move in notation.
    pub fn play_text(&mut self, text: &str) -> Result<&Ply, GameError> {
        if let Some(o) = self.outcome {
            return Err(GameError::Over(o));
        }
        let mv = self
            .variant
            .parse_move(self.position(), text)
            .map_err(|e| GameError::Illegal(e.0))?;
        self.play(mv)
    }

    fn push(&mut self, mv: Move) {
        let before = *self.position();
        let (after, effects) = self.variant.play_with_effects(&before, &mv);
        let text = self.variant.move_text(&mv);
        self.plies.push(Ply {
            mv,
            text,
            before,
            after,
            effects,
        });
        self.outcome = self.compute_outcome();
    }

    /// Takes back the last move; it can be redone.
    pub fn undo(&mut self) -> Option<Ply> {
        let ply = self.plies.pop()?;
        self.undone.push(ply.mv);
        self.outcome = self.compute_outcome();
        Some(ply)
    }

    /// Plays again the last move taken back.
    pub fn redo(&mut self) -> Option<&Ply> {
        let mv = self.undone.pop()?;
        self.push(mv);
        self.plies.last()
    }

    pub fn can_undo(&self) -> bool {
        !self.plies.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }

    /// How often the current position (pieces and side to move) has occurred.
    pub fn repetitions(&self) -> usize {
        let now = self.position();
        self.positions().filter(|p| p.same_placement(now)).count()
    }

    fn compute_outcome(&self) -> Option<Outcome> {
        let pos = self.position();
        self.variant.winner(pos).or_else(|| {
            if self.repetitions() >= self.variant.repetitions() as usize {
                Some(Outcome::draw(EndReason::Repetition))
            } else if pos.clock >= self.variant.move_limit() {
                Some(Outcome::draw(EndReason::MoveLimit))
            } else {
                None
            }
        })
    }

    /// The game as a record for saving.
    pub fn record(&self) -> GameRecord {
        GameRecord {
            variant: self.variant.name().to_string(),
            start: self.variant.to_apn(&self.start),
            moves: self.plies.iter().map(|p| p.text.clone()).collect(),
        }
    }

    /// Replays a record of a built-in variant.
    pub fn from_record(record: &GameRecord) -> Result<Game, GameError> {
        Game::from_record_with(record, Variant::builtin)
    }

    /// Replays a record, finding its variant with `lookup`.
    pub fn from_record_with(
        record: &GameRecord,
        lookup: impl Fn(&str) -> Option<Arc<Variant>>,
    ) -> Result<Game, GameError> {
        let (variant, start) =
            parse_apn_with(&record.start, lookup).map_err(|e| GameError::BadRecord(e.0))?;
        if variant.name() != record.variant {
            return Err(GameError::BadRecord(format!(
                "the record is of {:?} but its start is of {:?}",
                record.variant,
                variant.name()
            )));
        }
        let mut game = Game::from_position(variant, start);
        for (i, text) in record.moves.iter().enumerate() {
            game.play_text(text)
                .map_err(|e| GameError::BadRecord(format!("move {} ({text}): {e}", i + 1)))?;
        }
        Ok(game)
    }
}

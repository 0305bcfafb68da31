//! A game record: the start, every move played with what it did, undo and redo, and the outcome
//! including repetition and the move limit.

use std::collections::HashMap;
use std::fmt;

use crate::quoted::Quoted;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::bitboard::Bits;
use crate::movegen::MoveEffects;
use crate::moves::{Move, MoveError};
use crate::outcome::{EndReason, Outcome};
use crate::position::{ApnError, Position, Turn, parse_apn_with};
use crate::variant::Variant;

/// One move played, with the positions around it and what it did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ply {
    /// The move played.
    pub mv: Move,
    /// The move in notation.
    pub text: String,
    /// The position the move was played in.
    pub before: Position,
    /// The position the move led to.
    pub after: Position,
    /// What the move did: the attackers it captured and the officers it huffed.
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
    /// How often each placement of pieces (with the side to move) has occurred, so that a
    /// repetition is found without going through the whole history.
    seen: HashMap<Placing, u16>,
}

/// What repetition compares: the pieces and the side to move.
type Placing = (Bits, Bits, Turn);

fn placing(pos: &Position) -> Placing {
    (pos.attackers, pos.officers, pos.turn)
}

/// Why a move or a record was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// The game has ended.
    Over(Outcome),
    /// The move cannot be read or is not legal.
    Move(MoveError),
    /// A record's start position cannot be read.
    Start(ApnError),
    /// A record names one variant and starts from a position of another.
    VariantMismatch {
        /// The name of the variant the record names.
        record: String,
        /// The name of the variant of the record's start position.
        start: String,
    },
    /// A record's move cannot be played (numbered from 1).
    RecordMove {
        /// The move's number in the record, from 1.
        number: usize,
        /// The move as written in the record.
        text: String,
        /// Why the move cannot be played.
        error: Box<GameError>,
    },
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Over(o) => write!(f, "the game is over: {}", o.reason),
            GameError::Move(e) => write!(f, "{e}"),
            GameError::Start(e) => write!(f, "bad game record: {e}"),
            GameError::VariantMismatch { record, start } => write!(
                f,
                "bad game record: the record is of {record_q} but its start is of {start_q}",
                record_q = Quoted(record),
                start_q = Quoted(start)
            ),
            GameError::RecordMove {
                number,
                text,
                error,
            } => write!(
                f,
                "bad game record: move {number} ({text_q}): {error}",
                text_q = Quoted(text)
            ),
        }
    }
}

impl std::error::Error for GameError {}

impl From<MoveError> for GameError {
    fn from(e: MoveError) -> GameError {
        GameError::Move(e)
    }
}

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
            seen: HashMap::from([(placing(&start), 1)]),
        };
        game.outcome = game.compute_outcome();
        game
    }

    /// The variant being played.
    pub fn variant(&self) -> &Arc<Variant> {
        &self.variant
    }

    /// The position the game's history starts from.
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

    /// The moves played so far, the first first (moves taken back are not among them).
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
            let text = self.variant.move_text(&mv);
            let why = self
                .variant
                .read_move(&text)
                .ok()
                .and_then(|read| self.variant.explain_text(&before, &read).err());
            return Err(GameError::Move(MoveError::Illegal { text, why }));
        }
        Ok(self.play_legal(mv))
    }

    /// Plays a move known to be legal here.
    fn play_legal(&mut self, mv: Move) -> &Ply {
        if self.undone.last() == Some(&mv) {
            self.undone.pop();
        } else {
            self.undone.clear();
        }
        self.push(mv);
        self.plies.last().expect("just played")
    }

    /// Reads and plays a move in notation.
    pub fn play_text(&mut self, text: &str) -> Result<&Ply, GameError> {
        if let Some(o) = self.outcome {
            return Err(GameError::Over(o));
        }
        let mv = self.variant.parse_move(self.position(), text)?;
        Ok(self.play_legal(mv))
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
        *self.seen.entry(placing(&after)).or_insert(0) += 1;
        self.outcome = self.compute_outcome();
    }

    /// Takes back the last move; it can be redone.
    pub fn undo(&mut self) -> Option<Ply> {
        let ply = self.plies.pop()?;
        if let Some(count) = self.seen.get_mut(&placing(&ply.after)) {
            *count -= 1;
            if *count == 0 {
                self.seen.remove(&placing(&ply.after));
            }
        }
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

    /// Whether a move has been played that can be taken back.
    pub fn can_undo(&self) -> bool {
        !self.plies.is_empty()
    }

    /// Whether a move taken back can be played again.
    pub fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }

    /// How often the current position (pieces and side to move) has occurred.
    pub fn repetitions(&self) -> usize {
        self.seen
            .get(&placing(self.position()))
            .map_or(0, |&n| n as usize)
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
        let (variant, start) = parse_apn_with(&record.start, lookup).map_err(GameError::Start)?;
        if variant.name() != record.variant {
            return Err(GameError::VariantMismatch {
                record: record.variant.clone(),
                start: variant.name().to_string(),
            });
        }
        let mut game = Game::from_position(variant, start);
        for (i, text) in record.moves.iter().enumerate() {
            game.play_text(text)
                .map_err(|error| GameError::RecordMove {
                    number: i + 1,
                    text: text.clone(),
                    error: Box::new(error),
                })?;
        }
        Ok(game)
    }
}

/// A game as it travels to another thread or a Web Worker: its rules (a built-in's name, or a
/// player's own variant file whole, checked again on arrival) and its record, replayed there.
#[derive(Serialize, Deserialize)]
struct SentGame {
    rules: SentRules,
    record: GameRecord,
}

#[derive(Serialize, Deserialize)]
enum SentRules {
    BuiltIn(String),
    Own(Box<crate::variant::VariantFile>),
}

impl Serialize for Game {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let name = self.variant.name();
        let built_in = Variant::builtin(name).is_some_and(|b| b.file() == self.variant.file());
        let rules = match built_in {
            true => SentRules::BuiltIn(name.to_string()),
            false => SentRules::Own(Box::new(self.variant.file().clone())),
        };
        let record = self.record();
        SentGame { rules, record }.serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Game {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Game, D::Error> {
        use serde::de::Error;
        let sent = SentGame::deserialize(deserializer)?;
        let variant = match sent.rules {
            SentRules::BuiltIn(name) => Variant::builtin(&name).ok_or_else(|| {
                D::Error::custom(format!("no built-in variant {}", Quoted(&name)))
            })?,
            SentRules::Own(file) => Arc::new(Variant::new(*file).map_err(D::Error::custom)?),
        };
        let lookup = |name: &str| (name == variant.name()).then(|| variant.clone());
        Game::from_record_with(&sent.record, lookup).map_err(D::Error::custom)
    }
}

//! Tutorial lessons as data: a position, what the learner's move must achieve, and a move that
//! achieves it. The game shows each lesson's texts (named by its id) and asks the lesson to judge
//! every try; an illegal try is explained by the rule it breaks ([`Refusal`]).
//!
//! ```
//! use asalto_engine::{Variants, lesson::{Judged, Lesson, Goal}};
//! let lesson = Lesson {
//!     id: "first-step".into(),
//!     position: "asalto moves @c7,e7".into(),
//!     goal: Goal::Reach("d5".into()),
//!     solution: "d4-d5".into(),
//! };
//! let game = lesson.start(&Variants::default()).unwrap();
//! assert_eq!(lesson.judge(&game, "d4-d5"), Judged::Met);
//! assert_eq!(lesson.judge(&game, "c4-c5"), Judged::NotMet);
//! assert!(matches!(lesson.judge(&game, "d4-d3"), Judged::Illegal(_)));
//! ```

use std::fmt;

use serde::Deserialize;

use crate::book::StartError;
use crate::game::Game;
use crate::moves::{Move, MoveError};
use crate::position::Side;
use crate::quoted::Quoted;
use crate::refusal::Refusal;
use crate::variants::Variants;

/// What the learner's move must do.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub enum Goal {
    /// Any legal move: learning how the pieces move.
    AnyMove,
    /// A move that ends on this point (a step, or the last landing of a capture).
    Reach(String),
    /// A capture taking at least this many attackers.
    Capture(u32),
    /// A move that wins the game at once.
    Win,
    /// A move of the attackers after which no officer can capture (they keep their pieces
    /// covered). Never met by an officers' move.
    NothingToCapture,
    /// A move after which the opponent cannot win at once.
    NoLosingReply,
}

/// One lesson, as the lesson files hold it.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct Lesson {
    /// Names the lesson's texts in the game's translations.
    pub id: String,
    /// A start: a variant's name or APN, optionally with `moves …`.
    pub position: String,
    /// What the learner's move must achieve.
    pub goal: Goal,
    /// A move that meets the goal.
    pub solution: String,
}

/// A try, judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Judged {
    /// Legal, and it achieves the lesson's goal.
    Met,
    /// Legal, but not what the lesson asks.
    NotMet,
    /// Not a legal move here, for this reason (where the rules name one).
    Illegal(Option<Refusal>),
    /// Not a move of this board: not move notation, a point the board does not have, or a
    /// placement of the wrong number of officers.
    Unreadable,
}

/// Why a lesson cannot be used, in one line.
#[derive(Clone, Debug, PartialEq)]
pub enum LessonError {
    /// The lessons' file is not RON of lessons by variant.
    File(ron::error::SpannedError),
    /// A lesson's position cannot be read.
    Position {
        /// The lesson's id.
        lesson: String,
        /// Why its position cannot be read.
        error: StartError,
    },
    /// A lesson's goal names a point the board does not have.
    NoPoint {
        /// The lesson's id.
        lesson: String,
        /// The point named.
        point: String,
    },
}

impl fmt::Display for LessonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LessonError::File(error) => write!(f, "lessons: {error}"),
            LessonError::Position { lesson, error } => {
                write!(f, "lesson {}: {error}", Quoted(lesson))
            }
            LessonError::NoPoint { lesson, point } => write!(
                f,
                "lesson {}: the board has no point {}",
                Quoted(lesson),
                Quoted(point)
            ),
        }
    }
}

impl std::error::Error for LessonError {}

/// A variant's lessons in order, as in a lesson file: `{"asalto": [(id: …), …], …}` in RON.
pub fn parse_lessons(
    text: &str,
) -> Result<std::collections::BTreeMap<String, Vec<Lesson>>, LessonError> {
    ron::from_str(text).map_err(LessonError::File)
}

impl Lesson {
    /// The lesson's position as a game (its moves give the history).
    pub fn start(&self, variants: &Variants) -> Result<Game, LessonError> {
        let game = (variants.start(&self.position))
            .map_err(|error| LessonError::Position {
                lesson: self.id.clone(),
                error,
            })?
            .game;
        if let Goal::Reach(point) = &self.goal
            && game.variant().point(point).is_none()
        {
            return Err(LessonError::NoPoint {
                lesson: self.id.clone(),
                point: point.clone(),
            });
        }
        Ok(game)
    }

    /// Judges the move `text` in `game` (the lesson's position).
    pub fn judge(&self, game: &Game, text: &str) -> Judged {
        match game.variant().parse_move(game.position(), text) {
            Ok(mv) if self.met_by(game, mv) => Judged::Met,
            Ok(_) => Judged::NotMet,
            Err(MoveError::Illegal { why, .. }) => Judged::Illegal(why),
            Err(_) => Judged::Unreadable,
        }
    }

    /// Whether the legal move `mv` meets the lesson's goal in `game`.
    pub fn met_by(&self, game: &Game, mv: Move) -> bool {
        let variant = game.variant();
        let mover = game.position().turn.side();
        let mut after = game.clone();
        if after.play(mv).is_err() {
            return false;
        }
        match &self.goal {
            Goal::AnyMove => true,
            Goal::Reach(point) => mv
                .to()
                .is_some_and(|to| variant.name_of(to).to_string() == *point),
            Goal::Capture(n) => matches!(mv, Move::Capture(c) if u32::from(c.hops) >= *n),
            Goal::Win => after.outcome().and_then(|o| o.winner) == Some(mover),
            Goal::NothingToCapture => {
                mover == Side::Attackers && !after.legal_moves().iter().any(Move::is_capture)
            }
            Goal::NoLosingReply => {
                after
                    .outcome()
                    .is_none_or(|o| o.winner != Some(mover.other()))
                    && after.legal_moves().into_iter().all(|reply| {
                        let mut next = after.clone();
                        next.play(reply).is_ok()
                            && next.outcome().and_then(|o| o.winner) != Some(mover.other())
                    })
            }
        }
    }
}

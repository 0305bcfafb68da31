//! A lesson or a puzzle: where it starts, how a try is judged and why a miss missed, all asked
//! of the engine. Lessons are data (`assets/lessons.ron`); puzzles are the engine's own
//! (`crates/asalto-engine/puzzles/`).

use std::collections::BTreeMap;
use std::sync::OnceLock;

use asalto_engine::lesson::{Goal, Lesson, parse_lessons};
use asalto_engine::search::Limits;
use asalto_engine::search::puzzle::{self, Puzzle};
use asalto_engine::task::PuzzleTask;
use asalto_engine::{Game, Move, Ply, Variants};

use super::practice::Mistake;
use crate::platform::background::{Background, whole_or_sliced};

/// The tutorial's lessons, by variant, in order.
pub fn lessons() -> &'static BTreeMap<String, Vec<Lesson>> {
    static LESSONS: OnceLock<BTreeMap<String, Vec<Lesson>>> = OnceLock::new();
    LESSONS.get_or_init(|| {
        parse_lessons(include_str!("../../assets/lessons.ron")).unwrap_or_else(|e| {
            bevy::log::error!("{e}");
            BTreeMap::new()
        })
    })
}

/// A variant's puzzles, easiest first.
pub fn puzzles(variant: &str) -> Vec<Puzzle> {
    puzzle::builtin(variant)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TaskKind {
    Lesson,
    Puzzle,
    /// One of the player's own mistakes, from a review.
    Practice,
}

/// Which task: a lesson or puzzle of a variant, by its place in the list.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TaskRef {
    pub kind: TaskKind,
    pub variant: String,
    pub index: usize,
}

impl TaskRef {
    /// The one after it in the same list (which may have ended).
    pub fn next(&self) -> TaskRef {
        TaskRef {
            index: self.index + 1,
            ..self.clone()
        }
    }
}

/// Why a try missed, in terms the rules give.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Feedback {
    /// The piece did not end on the lesson's point.
    NotThere { point: String },
    /// A capture was asked for and the move is none.
    NotACapture { needed: u32 },
    /// The capture took fewer than asked.
    TooFew { taken: u32, needed: u32 },
    /// The move does not end the game.
    NoWin,
    /// After the move an officer can capture (this move).
    Exposed { capture: String },
    /// After the move the opponent wins at once (with this move).
    LosingReply { reply: String },
    /// A puzzle: the engine finds the move weaker than the key.
    NotTheKey,
    /// A mistake practised: the move played in the game again.
    AsPlayed,
}

/// A task on the board.
pub enum Task {
    Lesson {
        at: TaskRef,
        lesson: Lesson,
        start: Game,
    },
    Puzzle {
        at: TaskRef,
        puzzle: Puzzle,
    },
    Practice {
        at: TaskRef,
        mistake: Mistake,
    },
}

impl Task {
    /// The task `at` points to, if it exists and its position reads; a mistake to practise
    /// is one of `practice`.
    pub fn open(at: &TaskRef, practice: &[Mistake]) -> Option<Task> {
        match at.kind {
            TaskKind::Lesson => {
                let lesson = lessons().get(&at.variant)?.get(at.index)?.clone();
                let start = lesson.start(&Variants::default()).ok()?;
                Some(Task::Lesson {
                    at: at.clone(),
                    lesson,
                    start,
                })
            }
            TaskKind::Puzzle => {
                let puzzle = puzzles(&at.variant).into_iter().nth(at.index)?;
                Some(Task::Puzzle {
                    at: at.clone(),
                    puzzle,
                })
            }
            TaskKind::Practice => Some(Task::Practice {
                at: at.clone(),
                mistake: practice.get(at.index)?.clone(),
            }),
        }
    }

    pub fn task_ref(&self) -> TaskRef {
        match self {
            Task::Lesson { at, .. } | Task::Puzzle { at, .. } | Task::Practice { at, .. } => {
                at.clone()
            }
        }
    }

    /// The game the task starts from (with the moves before it, for repetitions).
    pub fn start(&self) -> &Game {
        match self {
            Task::Lesson { start, .. } => start,
            Task::Puzzle { puzzle, .. } => &puzzle.game,
            Task::Practice { mistake, .. } => &mistake.puzzle.game,
        }
    }

    /// A move (or line) that solves it.
    pub fn solution(&self) -> Vec<Move> {
        match self {
            Task::Lesson { lesson, start, .. } => start
                .variant()
                .parse_move(start.position(), &lesson.solution)
                .map(|m| vec![m])
                .unwrap_or_default(),
            Task::Puzzle { puzzle, .. } => puzzle.solution().to_vec(),
            Task::Practice { mistake, .. } => mistake.puzzle.solution().to_vec(),
        }
    }

    /// The lesson's texts are named by its id.
    pub fn lesson_id(&self) -> Option<&str> {
        match self {
            Task::Lesson { lesson, .. } => Some(&lesson.id),
            Task::Puzzle { .. } | Task::Practice { .. } => None,
        }
    }

    pub fn puzzle(&self) -> Option<&Puzzle> {
        match self {
            Task::Puzzle { puzzle, .. } => Some(puzzle),
            Task::Practice { mistake, .. } => Some(&mistake.puzzle),
            Task::Lesson { .. } => None,
        }
    }

    /// Judges the try `ply` (played from the start): `Ok` when it solves the task,
    /// `Err(Some(why))` when it misses, `Err(None)` when only a search can tell (a puzzle's
    /// move other than its key).
    pub fn judge(&self, ply: &Ply) -> Result<(), Option<Feedback>> {
        match self {
            Task::Lesson { lesson, start, .. } => {
                if lesson.met_by(start, ply.mv) {
                    Ok(())
                } else {
                    Err(Some(why_missed(lesson, start, ply.mv)))
                }
            }
            Task::Puzzle { puzzle, .. } if ply.mv == puzzle.key() => Ok(()),
            Task::Puzzle { .. } => Err(None),
            Task::Practice { mistake, .. } if ply.mv == mistake.puzzle.key() => Ok(()),
            Task::Practice { mistake, .. } if ply.mv == mistake.played => {
                Err(Some(Feedback::AsPlayed))
            }
            Task::Practice { .. } => Err(None),
        }
    }

    /// A search of whether `mv` solves the puzzle as well as its key.
    pub fn check(&self, mv: Move) -> Check {
        let puzzle = self.puzzle().cloned();
        Check::start(puzzle, mv)
    }
}

/// Why a legal move misses a lesson's goal.
fn why_missed(lesson: &Lesson, start: &Game, mv: Move) -> Feedback {
    let variant = start.variant();
    let mut after = start.clone();
    let _ = after.play(mv);
    match &lesson.goal {
        Goal::Reach(point) => Feedback::NotThere {
            point: point.clone(),
        },
        Goal::Capture(needed) => match mv {
            Move::Capture(c) => Feedback::TooFew {
                taken: u32::from(c.hops),
                needed: *needed,
            },
            _ => Feedback::NotACapture { needed: *needed },
        },
        Goal::NothingToCapture => after
            .legal_moves()
            .into_iter()
            .find(Move::is_capture)
            .map(|c| Feedback::Exposed {
                capture: variant.move_text(&c),
            })
            .unwrap_or(Feedback::NoWin),
        Goal::NoLosingReply => {
            let mover = start.position().turn.side();
            after
                .legal_moves()
                .into_iter()
                .find(|reply| {
                    let mut next = after.clone();
                    next.play(*reply).is_ok()
                        && next.outcome().and_then(|o| o.winner) == Some(mover.other())
                })
                .map(|reply| Feedback::LosingReply {
                    reply: variant.move_text(&reply),
                })
                .unwrap_or(Feedback::NoWin)
        }
        Goal::Win | Goal::AnyMove => Feedback::NoWin,
    }
}

/// Positions the check of a puzzle's try searches: ten times the search that found the
/// puzzles, as deep as their confirmation; on a page's own thread, where it runs between frames,
/// less.
fn check_limits() -> Limits {
    Limits {
        depth: None,
        nodes: Some(whole_or_sliced(1_000_000, 100_000)),
        movetime_ms: None,
    }
}

/// A puzzle's try being judged by the engine's search, in the background.
pub struct Check(Option<Background<PuzzleTask>>);

impl Check {
    fn start(puzzle: Option<Puzzle>, tried: Move) -> Check {
        Check(puzzle.map(|puzzle| {
            let limits = check_limits();
            Background::start(
                PuzzleTask {
                    puzzle,
                    tried,
                    limits,
                },
                None,
            )
        }))
    }

    /// The verdict, once there is one (a task without a puzzle is never solved by a search).
    pub fn poll(&mut self) -> Option<bool> {
        match &mut self.0 {
            Some(check) => check.poll(),
            None => Some(false),
        }
    }
}

//! Learning on the board: the tutorial's lessons and the engine's puzzles. A task is a position
//! and a goal; the player's move is judged by the engine (a lesson by its goal, a puzzle by a
//! search, so any move that wins as clearly counts), explained when it misses, and taken back
//! so the player can try again. The task is played as a two-player match from its position,
//! through the same commands as any other match.

pub mod deck;
mod keeping;
pub mod practice;
mod puzzle_rating;
pub mod task;

use asalto_engine::Side;
use bevy::prelude::*;

use crate::board::BoardSettled;
use crate::game::{GameCommand, GameSet, Match, MatchEvent, NewMatch, OwnVariants};
use crate::screens::Screen;

pub use keeping::{DeckLoad, DeckProblem};
pub use task::{Feedback, TaskKind, TaskRef, lessons, puzzles};

use std::sync::Arc;

use deck::Deck;
use practice::Mistake;
use task::{Check, Task};

/// What the learner asks for.
#[derive(Message, Clone, Debug)]
pub enum StudyCommand {
    /// Open a lesson or a puzzle.
    Start(TaskRef),
    /// Practise these mistakes of a reviewed game, one after another.
    Practise(Arc<Vec<Mistake>>),
    /// Practise your positions due today.
    PractiseDue,
    /// Show the solution on the board.
    ShowSolution,
    /// The next lesson or puzzle of the same list (back to the list after the last).
    Next,
    /// Leave for the menu's list.
    Leave,
}

/// The learner went back to the menu (which then opens its Learn page).
#[derive(Message, Clone, Copy, Debug)]
pub struct LeftStudy;

/// Where the learner is with the task on the board.
#[derive(Clone, Debug, PartialEq)]
pub enum Progress {
    /// Waiting for a move.
    Trying,
    /// The engine is judging the move (a puzzle).
    Checking,
    /// The last try missed, for this reason; it is taken back once the board is still.
    Missed(Feedback),
    Solved,
    /// The learner asked for the solution.
    Shown,
}

/// The task on the board, while there is one.
#[derive(Resource)]
pub struct Study {
    pub task: Task,
    pub progress: Progress,
    pub tries: u32,
    check: Option<Check>,
    /// A missed try waits to be taken back.
    undo_pending: bool,
    /// The mistakes being practised (empty for lessons and puzzles).
    pub practice: Arc<Vec<Mistake>>,
    /// The first try has been counted: in a practised position's schedule, or a puzzle's
    /// rating.
    pub scheduled: bool,
}

impl Study {
    pub fn task_ref(&self) -> TaskRef {
        self.task.task_ref()
    }

    /// How the first try went, once it is judged: solved at the first try, or not (a miss, or
    /// the solution asked for first); `None` while it is not judged yet.
    pub fn first_try(&self) -> Option<bool> {
        match self.progress {
            Progress::Solved => Some(self.tries <= 1),
            Progress::Missed(_) | Progress::Shown => Some(false),
            Progress::Trying | Progress::Checking => None,
        }
    }
}

pub struct StudyPlugin;

impl Plugin for StudyPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((keeping::plugin, puzzle_rating::plugin))
            .add_message::<StudyCommand>()
            .add_message::<LeftStudy>()
            .add_systems(OnExit(Screen::Game), |mut commands: Commands| {
                commands.remove_resource::<Study>()
            })
            .add_systems(
                Update,
                (
                    apply_study_commands.before(GameSet::Apply),
                    (judge, take_back_a_miss)
                        .chain()
                        .after(GameSet::Apply)
                        .run_if(resource_exists::<Study>.and_then(resource_exists::<Match>)),
                ),
            );
    }
}

/// The match a task is played in: two players at one board, from the task's position.
fn task_match(task: &Task) -> GameCommand {
    let game = task.start().clone();
    NewMatch::hot_seat_from(game)
}

fn apply_study_commands(
    mut commands_in: MessageReader<StudyCommand>,
    study: Option<ResMut<Study>>,
    current: Option<Res<Match>>,
    deck: Option<Res<Deck>>,
    own: Option<Res<OwnVariants>>,
    mut commands: Commands,
    mut out: MessageWriter<GameCommand>,
    mut next: ResMut<NextState<Screen>>,
    mut left: MessageWriter<LeftStudy>,
) {
    let mut study = study;
    for command in commands_in.read() {
        let practice = practice_for(command, study.as_deref(), deck.as_deref(), own.as_deref());
        let start = match command {
            StudyCommand::Start(r) => Some(r.clone()),
            StudyCommand::Practise(_) | StudyCommand::PractiseDue => {
                practice.first().map(|m| TaskRef {
                    kind: TaskKind::Practice,
                    variant: m.puzzle.game.variant().name().to_string(),
                    index: 0,
                })
            }
            StudyCommand::Next => study.as_ref().map(|s| s.task_ref().next()),
            _ => None,
        };
        match command {
            StudyCommand::Start(_)
            | StudyCommand::Practise(_)
            | StudyCommand::PractiseDue
            | StudyCommand::Next => {
                let Some(task) = start.and_then(|r| Task::open(&r, &practice)) else {
                    // After the last one: back to the list.
                    leave(&mut commands, &mut next, &mut left);
                    continue;
                };
                out.write(task_match(&task));
                let fresh = Study {
                    task,
                    progress: Progress::Trying,
                    tries: 0,
                    check: None,
                    undo_pending: false,
                    practice,
                    scheduled: false,
                };
                match study.as_mut() {
                    Some(s) => **s = fresh,
                    None => commands.insert_resource(fresh),
                }
            }
            StudyCommand::ShowSolution => {
                let (Some(s), Some(current)) = (study.as_mut(), current.as_ref()) else {
                    continue;
                };
                s.progress = Progress::Shown;
                s.check = None;
                s.undo_pending = false;
                out.write(GameCommand::ShowLine {
                    from: current.game.plies().len().min(s.task.start().plies().len()),
                    moves: s.task.solution(),
                    shown: 1,
                });
            }
            StudyCommand::Leave => leave(&mut commands, &mut next, &mut left),
        }
    }
}

/// The mistakes a command practises: those it names, today's positions, or the list being
/// practised (for the next one); none for lessons and puzzles.
fn practice_for(
    command: &StudyCommand,
    study: Option<&Study>,
    deck: Option<&Deck>,
    own: Option<&OwnVariants>,
) -> Arc<Vec<Mistake>> {
    match command {
        StudyCommand::Practise(list) => list.clone(),
        StudyCommand::PractiseDue => {
            let due = deck
                .zip(own)
                .map(|(deck, own)| deck.due_mistakes(crate::platform::today(), own.variants()));
            Arc::new(due.unwrap_or_default())
        }
        StudyCommand::Next => study.map(|s| s.practice.clone()).unwrap_or_default(),
        _ => Arc::default(),
    }
}

fn leave(
    commands: &mut Commands,
    next: &mut NextState<Screen>,
    left: &mut MessageWriter<LeftStudy>,
) {
    commands.remove_resource::<Study>();
    left.write(LeftStudy);
    next.set(Screen::Menu);
}

/// Judges the learner's move: the first move played from the task's position.
fn judge(mut study: ResMut<Study>, mut events: MessageReader<MatchEvent>, current: Res<Match>) {
    let start_plies = study.task.start().plies().len();
    for event in events.read() {
        let MatchEvent::Played(ply) = event else {
            continue;
        };
        if !may_try(&study) || current.game.plies().len() != start_plies + 1 {
            continue;
        }
        study.tries += 1;
        match study.task.judge(ply) {
            Ok(()) => study.progress = Progress::Solved,
            Err(Some(feedback)) => {
                study.progress = Progress::Missed(feedback);
                study.undo_pending = true;
            }
            Err(None) => {
                let check = study.task.check(ply.mv);
                study.check = Some(check);
                study.progress = Progress::Checking;
            }
        }
    }
    if let Some(check) = study.check.as_mut()
        && let Some(solved) = check.poll()
    {
        study.check = None;
        if solved {
            study.progress = Progress::Solved;
        } else {
            study.progress = Progress::Missed(Feedback::NotTheKey);
            study.undo_pending = true;
        }
    }
}

/// A missed try goes back once its move has been seen on the board.
fn take_back_a_miss(
    mut study: ResMut<Study>,
    current: Res<Match>,
    settled: Res<BoardSettled>,
    mut out: MessageWriter<GameCommand>,
) {
    if !study.undo_pending || !settled.0 {
        return;
    }
    study.undo_pending = false;
    // The explanation stays on screen until the next try.
    if current.game.plies().len() > study.task.start().plies().len() {
        out.write(GameCommand::Undo);
    }
}

/// Whether the learner may move: while trying, or after a miss.
pub fn may_try(study: &Study) -> bool {
    matches!(study.progress, Progress::Trying | Progress::Missed(_))
}

/// The side the learner moves.
pub fn learner_side(study: &Study) -> Side {
    study.task.start().position().turn.side()
}

//! The analysis board: any position (the game in progress, a reviewed move, a pasted position,
//! a variant's start) on a board where both sides are moved by hand, while the engine's best
//! line (or three) follows every position shown. Taking back and playing another move branches.
//! The game in progress is kept aside untouched: "back to the game" restores it, "continue from
//! here" plays on from the analysed position with the game's players.

pub mod thinking;

use asalto_engine::Game;
use bevy::prelude::*;

use crate::game::{GameCommand, GameSet, Match, MatchSetup, NewMatch};
use crate::screens::Screen;

pub use thinking::{Thinking, ThoughtLines};

/// What the analysis board is asked to do.
#[derive(Message, Clone, Debug)]
pub enum AnalysisCommand {
    /// Open it at the position on the board (keeping the match to come back to), with this
    /// many lines.
    OpenHere { lines: usize },
    /// Open it at a game's position, with these players for "continue from here".
    Open {
        game: Box<Game>,
        players: Box<MatchSetup>,
    },
    /// Show one line or three.
    Lines(usize),
    /// Back to the match it was opened from (or to the menu).
    Close,
    /// Play on from the analysed position with the players it was opened with.
    ContinueHere,
}

/// The analysis board, while it is open.
#[derive(Resource)]
pub struct AnalysisBoard {
    /// The match it was opened from, to come back to.
    pub back_to: Option<NewMatch>,
    /// The players of "continue from here".
    pub players: MatchSetup,
    pub lines: usize,
    pub thinking: Thinking,
}

/// Positions each analysis searches before it rests (`None`: the platform's own, see
/// [`thinking::thinking_budget`]; tests make it small).
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct AnalysisBudget(pub Option<u64>);

pub struct AnalysisPlugin;

impl Plugin for AnalysisPlugin {
    fn build(&self, app: &mut App) {
        app.add_message::<AnalysisCommand>()
            .init_resource::<AnalysisBudget>()
            .add_systems(OnExit(Screen::Game), |mut commands: Commands| {
                commands.remove_resource::<AnalysisBoard>()
            })
            .add_systems(
                Update,
                (
                    apply_analysis_commands.before(GameSet::Apply),
                    thinking::follow_the_board.after(GameSet::Apply).run_if(
                        resource_exists::<AnalysisBoard>.and_then(resource_exists::<Match>),
                    ),
                ),
            );
    }
}

/// The game up to the position on the board (with a line's moves played, if one is shown).
pub fn shown_game(current: &Match) -> Game {
    // Replayed from the start: the moves after the shown position are not part of it.
    let mut game = Game::from_position(current.variant().clone(), *current.game.start());
    for ply in &current.game.plies()[..current.shown_plies()] {
        if game.play(ply.mv).is_err() {
            break;
        }
    }
    if let Some(line) = &current.line {
        for mv in line.moves.iter().take(line.shown) {
            if game.play(*mv).is_err() {
                break;
            }
        }
    }
    game
}

impl AnalysisBoard {
    /// Opened at the position on the match's board, with `lines` lines (one to three); the
    /// match is kept to come back to.
    fn from_match(current: &Match, lines: usize) -> AnalysisBoard {
        AnalysisBoard {
            players: current.setup.clone(),
            back_to: Some(NewMatch {
                setup: current.setup.clone(),
                from: Some(current.game.clone()),
                continued: current.continued,
                // Its moves were studied here: it no longer counts.
                continues_rated: false,
            }),
            lines: lines.clamp(1, 3),
            thinking: Thinking::default(),
        }
    }
}

/// A match from the analysed position, with the players the board was opened with.
fn continue_here(board: &AnalysisBoard, current: &Match) -> GameCommand {
    let game = shown_game(current);
    let setup = MatchSetup {
        variant: game.variant().clone(),
        start: Some(*game.start()),
        seed: rand::random(),
        ..board.players.clone()
    };
    GameCommand::NewMatch(Box::new(NewMatch {
        setup,
        from: Some(game),
        continued: false,
        continues_rated: false,
    }))
}

/// Two players at one board, from `game`.
fn apply_analysis_commands(
    mut commands_in: MessageReader<AnalysisCommand>,
    board: Option<ResMut<AnalysisBoard>>,
    current: Option<Res<Match>>,
    mut commands: Commands,
    mut out: MessageWriter<GameCommand>,
    mut next: ResMut<NextState<Screen>>,
) {
    let mut board = board;
    for command in commands_in.read() {
        match command {
            AnalysisCommand::OpenHere { lines } => {
                let Some(current) = current.as_ref() else {
                    continue;
                };
                if board.is_none() {
                    out.write(NewMatch::hot_seat_from(shown_game(current)));
                    commands.insert_resource(AnalysisBoard::from_match(current, *lines));
                }
            }
            AnalysisCommand::Open { game, players } => {
                out.write(NewMatch::hot_seat_from((**game).clone()));
                let fresh = AnalysisBoard {
                    players: (**players).clone(),
                    back_to: None,
                    lines: 1,
                    thinking: Thinking::default(),
                };
                match board.as_mut() {
                    Some(b) => **b = fresh,
                    None => commands.insert_resource(fresh),
                }
            }
            AnalysisCommand::Lines(n) => {
                if let Some(b) = board.as_mut() {
                    b.lines = (*n).clamp(1, 3);
                    b.thinking = Thinking::default();
                }
            }
            AnalysisCommand::Close => {
                let back = board.as_ref().and_then(|b| b.back_to.clone());
                commands.remove_resource::<AnalysisBoard>();
                match back {
                    Some(back) => {
                        out.write(GameCommand::NewMatch(Box::new(back)));
                    }
                    None => next.set(Screen::Menu),
                }
            }
            AnalysisCommand::ContinueHere => {
                let (Some(b), Some(current)) = (board.as_ref(), current.as_ref()) else {
                    continue;
                };
                out.write(continue_here(b, current));
                commands.remove_resource::<AnalysisBoard>();
            }
        }
    }
}

//! The player's hands: clicks on board points become [`PointPicked`] messages (the pointer
//! observers send them; tests send them too), which [`handle_picks`] reads with the pure
//! [`pick`] layer and turns into moves; the keyboard's cursor sends the same picks
//! ([`cursor`]), and other keys become commands. The selection and its markers
//! live here too.

pub mod cursor;
pub mod highlights;
pub mod keyboard;
pub mod markers;
pub mod pick;
pub mod pointer;

use asalto_engine::Point;
use bevy::prelude::*;

use crate::board::{BoardSettled, SkipAnimations};
use crate::game::{GameCommand, GameSet, Match, MatchEvent, Player};
use crate::screens::Screen;

pub use cursor::BoardCursor;
pub use pick::{Note, PickOptions, Selection};
pub use pointer::HoveredPoint;

use pick::pick;

/// How long a note stays in the HUD, in seconds.
pub const NOTE_SECS: f32 = 5.0;

/// A click on a board point.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PointPicked {
    pub point: Point,
    /// The secondary button drops the selection.
    pub secondary: bool,
}

/// A click the rules refused (or made out of turn), for the sound to follow.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct PickRefused;

/// The player's selection and the last note for the HUD.
#[derive(Resource, Default, Debug)]
pub struct SelectionState {
    pub selection: Selection,
    pub note: Option<Note>,
    /// Seconds since the note was set.
    pub note_age: f32,
}

impl SelectionState {
    fn set_note(&mut self, note: Option<Note>) {
        if note.is_some() {
            self.note_age = 0.0;
        }
        self.note = note;
    }
}

pub struct InputPlugin;

impl Plugin for InputPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((pointer::plugin, markers::plugin))
            .init_resource::<SelectionState>()
            .init_resource::<BoardCursor>()
            .init_resource::<cursor::PanelHasKeys>()
            .add_message::<PointPicked>()
            .add_message::<PickRefused>()
            .add_systems(
                OnEnter(Screen::Game),
                |mut s: ResMut<SelectionState>, mut c: ResMut<BoardCursor>| {
                    *s = SelectionState::default();
                    *c = BoardCursor::default();
                },
            )
            .add_systems(
                PreUpdate,
                cursor::keep_board_keys_from_egui
                    .after(bevy_egui::EguiPreUpdateSet::ProcessInput)
                    .before(bevy_egui::EguiPreUpdateSet::BeginPass)
                    .run_if(in_state(Screen::Game)),
            )
            .add_systems(
                Update,
                (
                    keyboard::keyboard,
                    cursor::cursor_keys.run_if(in_state(Screen::Game)),
                    handle_picks,
                )
                    .chain()
                    .in_set(GameSet::Input)
                    .run_if(resource_exists::<Match>),
            );
    }
}

/// Reads picks while a person is to move and the board is still. A click while pieces move
/// finishes their animations at once instead.
pub fn handle_picks(
    mut picks: MessageReader<PointPicked>,
    mut events: MessageReader<MatchEvent>,
    mut state: ResMut<SelectionState>,
    current: Res<Match>,
    settled: Res<BoardSettled>,
    time: Res<Time>,
    mut out: MessageWriter<GameCommand>,
    mut skip: MessageWriter<SkipAnimations>,
    mut refused: MessageWriter<PickRefused>,
) {
    state.note_age += time.delta_secs();
    // The match changed: what was chosen no longer applies.
    if events.read().count() > 0 {
        state.selection = Selection::None;
        if !matches!(state.note, Some(Note::HuffWarning(_))) {
            state.note = None;
        }
    }
    for picked in picks.read() {
        if !settled.0 {
            skip.write(SkipAnimations);
            continue;
        }
        if picked.secondary {
            state.selection = Selection::None;
            continue;
        }
        if current.review.is_some() || current.game.outcome().is_some() {
            continue;
        }
        if !current.human_to_move() {
            refused.write(PickRefused);
            state.set_note(Some(Note::NotYourTurn));
            continue;
        }
        let variant = current.variant().clone();
        let pos = *current.game.position();
        let legal = current.game.legal_moves();
        let options = PickOptions {
            warn_huff: current.setup.warn_huff,
        };
        let result = pick(
            &variant,
            &pos,
            &legal,
            &state.selection,
            picked.point,
            options,
        );
        state.selection = result.selection;
        if result.note.as_ref().is_some_and(Note::is_refusal) {
            refused.write(PickRefused);
        }
        state.set_note(result.note);
        if let Some(mv) = result.play {
            out.write(GameCommand::Play {
                mv,
                by: Player::Human,
            });
            // Nothing more is read until the move is applied.
            break;
        }
    }
}

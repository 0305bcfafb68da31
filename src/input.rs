//! Mouse and keyboard: clicks on board points become [`PointPicked`] messages (the observers send
//! them; tests send them too), which [`handle_picks`] reads with the pure [`crate::pick`] layer
//! and turns into moves. Keys map to commands.

use asalto_engine::Point;
use bevy::prelude::*;

use crate::ai::HintRequest;
use crate::board::BoardPoint;
use crate::flow::{GameCommand, GameSet, Match, Player};
use crate::pick::{Note, PickOptions, Selection, pick};
use crate::pieces::{Animations, SoundCue};
use crate::screens::Screen;

/// How long a note stays in the HUD, in seconds.
pub const NOTE_SECS: f32 = 5.0;

/// A click on a board point.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PointPicked {
    pub point: Point,
    /// The secondary button drops the selection.
    pub secondary: bool,
}

/// The player's selection and the last note for the HUD.
#[derive(Resource, Default, Debug)]
pub struct SelectionState {
    pub selection: Selection,
    pub note: Option<Note>,
    /// Seconds since the note was set.
    pub note_age: f32,
    generation: u64,
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
        app.init_resource::<SelectionState>()
            .init_resource::<HoveredPoint>()
            .add_message::<PointPicked>()
            .add_systems(OnEnter(Screen::Game), |mut s: ResMut<SelectionState>| {
                *s = SelectionState::default()
            })
            .add_systems(
                Update,
                (keyboard, handle_picks)
                    .chain()
                    .in_set(GameSet::Input)
                    .run_if(resource_exists::<Match>),
            );
    }
}

/// The board point under the pointer, for hover feedback.
#[derive(Resource, Default, Clone, Copy, PartialEq, Debug)]
pub struct HoveredPoint(pub Option<Point>);

pub fn on_point_over(
    over: On<Pointer<Over>>,
    points: Query<&BoardPoint>,
    mut hovered: ResMut<HoveredPoint>,
) {
    if let Ok(point) = points.get(over.entity) {
        hovered.0 = Some(point.0);
    }
}

pub fn on_point_out(
    out: On<Pointer<Out>>,
    points: Query<&BoardPoint>,
    mut hovered: ResMut<HoveredPoint>,
) {
    if points.get(out.entity).is_ok_and(|p| hovered.0 == Some(p.0)) {
        hovered.0 = None;
    }
}

/// The observer on every board point.
pub fn on_point_click(
    click: On<Pointer<Click>>,
    points: Query<&BoardPoint>,
    mut out: MessageWriter<PointPicked>,
) {
    let Ok(point) = points.get(click.entity) else {
        return;
    };
    let secondary = match click.event.button {
        PointerButton::Primary => false,
        PointerButton::Secondary => true,
        PointerButton::Middle => return,
    };
    out.write(PointPicked {
        point: point.0,
        secondary,
    });
}

/// Reads picks while a person is to move and the board is still. A click while pieces move
/// finishes their animations at once instead.
pub fn handle_picks(
    mut picks: MessageReader<PointPicked>,
    mut state: ResMut<SelectionState>,
    game: Res<Match>,
    mut anims: ResMut<Animations>,
    time: Res<Time>,
    mut out: MessageWriter<GameCommand>,
    mut cues: MessageWriter<SoundCue>,
) {
    state.note_age += time.delta_secs();
    if state.generation != game.generation {
        state.generation = game.generation;
        state.selection = Selection::None;
        if !matches!(state.note, Some(Note::HuffWarning(_))) {
            state.note = None;
        }
    }
    for picked in picks.read() {
        if anims.busy() {
            anims.skip();
            continue;
        }
        if picked.secondary {
            state.selection = Selection::None;
            continue;
        }
        if game.review.is_some() || game.game.outcome().is_some() {
            continue;
        }
        if !game.human_to_move() {
            cues.write(SoundCue::Illegal);
            state.set_note(Some(Note::NotYourTurn));
            continue;
        }
        let variant = game.variant().clone();
        let pos = *game.game.position();
        let legal = game.game.legal_moves();
        let options = PickOptions {
            warn_huff: game.settings.warn_huff,
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
            cues.write(SoundCue::Illegal);
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

fn keyboard(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    mouse: Option<Res<ButtonInput<MouseButton>>>,
    mut anims: ResMut<Animations>,
    mut out: MessageWriter<GameCommand>,
    mut hint: MessageWriter<HintRequest>,
    mut next: ResMut<NextState<Screen>>,
    mut egui: Query<&mut bevy_egui::EguiContext>,
) {
    // Keys typed into a text field (the position or move list) are not commands.
    if egui.iter_mut().any(|mut c| c.get_mut().text_edit_focused()) {
        return;
    }
    // A click anywhere (or Space) while pieces move finishes the animations.
    if mouse.is_some_and(|m| m.just_pressed(MouseButton::Left))
        || keys
            .as_ref()
            .is_some_and(|k| k.just_pressed(KeyCode::Space))
    {
        anims.skip();
    }
    let Some(keys) = keys else { return };
    let ctrl = keys.any_pressed([
        KeyCode::ControlLeft,
        KeyCode::ControlRight,
        KeyCode::SuperLeft,
        KeyCode::SuperRight,
    ]);
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    if ctrl && keys.just_pressed(KeyCode::KeyZ) {
        out.write(if shift {
            GameCommand::Redo
        } else {
            GameCommand::Undo
        });
    }
    if ctrl && keys.just_pressed(KeyCode::KeyY) {
        out.write(GameCommand::Redo);
    }
    if !ctrl && keys.just_pressed(KeyCode::KeyH) {
        hint.write(HintRequest);
    }
    if keys.just_pressed(KeyCode::Escape) {
        next.set(Screen::Menu);
    }
}

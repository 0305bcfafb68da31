//! Keys: undo and redo, a hint, Escape to drop a selection or else go back to the menu, and
//! Space to finish what is moving. (The board's cursor keys are in [`super::cursor`].)

use bevy::prelude::*;

use crate::board::SkipAnimations;
use crate::computer::HintRequest;
use crate::game::GameCommand;
use crate::screens::Screen;

use super::{PointPicked, Selection, SelectionState};

pub(super) fn keyboard(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    mouse: Option<Res<ButtonInput<MouseButton>>>,
    settled: Res<crate::board::BoardSettled>,
    mut skip: MessageWriter<SkipAnimations>,
    mut out: MessageWriter<GameCommand>,
    mut hint: MessageWriter<HintRequest>,
    mut next: ResMut<NextState<Screen>>,
    selection: Res<SelectionState>,
    cursor: Res<super::BoardCursor>,
    mut picks: MessageWriter<PointPicked>,
    panel: Res<super::cursor::PanelHasKeys>,
    mut egui: Query<&mut bevy_egui::EguiContext>,
) {
    // Keys typed into a text field (the position or move list) are not commands.
    if egui.iter_mut().any(|mut c| c.get_mut().text_edit_focused()) {
        return;
    }
    // A click anywhere (or Space) while pieces move finishes the animations.
    let pressed = mouse.is_some_and(|m| m.just_pressed(MouseButton::Left))
        || keys
            .as_ref()
            .is_some_and(|k| k.just_pressed(KeyCode::Space));
    if pressed && !settled.0 {
        skip.write(SkipAnimations);
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
    if keys.just_pressed(KeyCode::Escape) && !panel.0 {
        // A chosen piece or a half-made placement is dropped first, as a right click drops it
        // (the point of a drop does not matter).
        if selection.selection != Selection::None {
            picks.write(PointPicked {
                point: cursor.0.unwrap_or(asalto_engine::Point(0)),
                secondary: true,
            });
        } else {
            next.set(Screen::Menu);
        }
    }
}

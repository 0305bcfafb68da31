//! Keys: undo and redo, a hint, back to the menu, and Space to finish what is moving.

use bevy::prelude::*;

use crate::board::SkipAnimations;
use crate::computer::HintRequest;
use crate::game::GameCommand;
use crate::screens::Screen;

pub(super) fn keyboard(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    mouse: Option<Res<ButtonInput<MouseButton>>>,
    settled: Res<crate::board::BoardSettled>,
    mut skip: MessageWriter<SkipAnimations>,
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
    if keys.just_pressed(KeyCode::Escape) {
        next.set(Screen::Menu);
    }
}

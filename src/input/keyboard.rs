//! Keys: undo and redo, a hint, Escape to drop a selection or else go back to the menu, and
//! Space to finish what is moving. (The board's cursor keys are in [`super::cursor`].)

use bevy::input::keyboard::Key;
use bevy::prelude::*;

use crate::board::SkipAnimations;
use crate::computer::HintRequest;
use crate::game::GameCommand;
use crate::screens::Screen;

use super::{PointPicked, Selection, SelectionState};

/// Whether the key marked `letter` was just pressed: by the layout's letter where the platform
/// names it (so Ctrl+Z is the key marked Z on a German or French keyboard too), else by the
/// key's place on a US keyboard (`code`).
pub fn letter_pressed(
    codes: &ButtonInput<KeyCode>,
    named: Option<&ButtonInput<Key>>,
    letter: char,
    code: KeyCode,
) -> bool {
    let mut letters = named
        .into_iter()
        .flat_map(|keys| keys.get_just_pressed())
        .filter_map(|key| match key {
            Key::Character(text) => text.chars().next(),
            _ => None,
        })
        .peekable();
    match letters.peek() {
        Some(_) => letters.any(|c| c.eq_ignore_ascii_case(&letter)),
        None => codes.just_pressed(code),
    }
}

pub(super) fn keyboard(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    named: Option<Res<ButtonInput<Key>>>,
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
    let letter = |c, code| letter_pressed(&keys, named.as_deref(), c, code);
    if ctrl && letter('z', KeyCode::KeyZ) {
        out.write(if shift {
            GameCommand::Redo
        } else {
            GameCommand::Undo
        });
    }
    if ctrl && letter('y', KeyCode::KeyY) {
        out.write(GameCommand::Redo);
    }
    if !ctrl && letter('h', KeyCode::KeyH) {
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

#[cfg(test)]
mod tests {
    use bevy::input::keyboard::Key;
    use bevy::prelude::*;

    use super::letter_pressed;

    #[test]
    fn letters_follow_the_layout_and_else_the_place_on_the_keyboard() {
        // A German keyboard: the key marked Z sits where a US keyboard has Y.
        let mut codes = ButtonInput::<KeyCode>::default();
        let mut named = ButtonInput::<Key>::default();
        codes.press(KeyCode::KeyY);
        named.press(Key::Character("z".into()));
        assert!(letter_pressed(&codes, Some(&named), 'z', KeyCode::KeyZ));
        assert!(!letter_pressed(&codes, Some(&named), 'y', KeyCode::KeyY));
        // With Shift the letter is a capital: the same key.
        let mut named = ButtonInput::<Key>::default();
        named.press(Key::Character("Z".into()));
        assert!(letter_pressed(&codes, Some(&named), 'z', KeyCode::KeyZ));
        // No letter named (or no named keys at all): the key's place decides.
        assert!(letter_pressed(&codes, None, 'y', KeyCode::KeyY));
        let mut unnamed = ButtonInput::<Key>::default();
        unnamed.press(Key::Unidentified(
            bevy::input::keyboard::NativeKey::Unidentified,
        ));
        assert!(letter_pressed(&codes, Some(&unnamed), 'y', KeyCode::KeyY));
        assert!(!letter_pressed(&codes, Some(&unnamed), 'z', KeyCode::KeyZ));
    }
}

//! The position and the move list as text, to copy out or paste in, and "play from this
//! position" and "replay these moves".

use bevy::prelude::*;
use bevy_egui::egui;

use crate::game::{Match, MatchEvent};
use crate::platform::clipboard::{self, PasteTarget};
use crate::theme::palette;
use crate::ui::texts::{Arg, Texts};

/// The notation fields' own state: open or not, what the player typed, the last message.
#[derive(Resource, Default)]
pub struct NotationPanel {
    pub open: bool,
    /// What the player typed or pasted (`None`: the game's own text is shown).
    pub position: Option<String>,
    pub moves: Option<String>,
    pub message: Option<String>,
    /// The move being typed in the move field.
    pub typed_move: String,
    /// A typed step that gets an officer huffed, waiting to be typed (entered) again.
    pub huff_to_confirm: Option<String>,
    /// The link last sent by *Send your move* and where its game was kept, so that a browser's
    /// later refusal to copy it still says where the game is.
    pub sent: Option<(String, String)>,
}

/// A new match starts with the game's own texts (the panel stays open or closed as it was).
pub(super) fn reset_on_new_match(
    mut events: MessageReader<MatchEvent>,
    mut panel: ResMut<NotationPanel>,
) {
    if MatchEvent::any(&mut events, MatchEvent::is_start) {
        *panel = NotationPanel {
            open: panel.open,
            ..default()
        };
    }
}

/// The most text the position and moves fields take, typed or pasted: a game of several
/// thousand moves fits; megabytes pasted by mistake would take the window's memory with them.
pub const MAX_NOTATION_CHARS: usize = 64 * 1024;
/// Pasted text for the position or moves field, trimmed; refused when it is larger than the
/// field takes.
fn pasted(text: String) -> Result<String, TooLong> {
    if text.chars().count() > MAX_NOTATION_CHARS {
        return Err(TooLong {
            kilobytes: text.len() / 1024,
        });
    }
    Ok(text.trim().to_string())
}

/// Pasted text refused: this many KB, more than a notation field takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct TooLong {
    kilobytes: usize,
}

impl TooLong {
    /// The refusal in the player's language.
    fn said(self, t: &Texts) -> String {
        let size = self.kilobytes.to_string();
        let most = (MAX_NOTATION_CHARS / 1024).to_string();
        t.fill(
            "notation-too-long",
            &[
                ("size", Arg::from(size.as_str())),
                ("most", Arg::from(most.as_str())),
            ],
        )
    }
}

/// The most characters of a typed move (the longest capture chain fits many times over).
pub const MAX_MOVE_CHARS: usize = 256;

/// The notation fields; returns what the player asked for.
pub(super) fn notation_fields(
    ui: &mut egui::Ui,
    t: &Texts,
    current: &Match,
    panel: &mut NotationPanel,
) -> Option<Asked> {
    let mut asked = None;
    if let Some((target, text)) = clipboard::take_pasted() {
        match (target, text.map(pasted)) {
            (_, None) => panel.message = Some(t.get("notation-no-clipboard")),
            (_, Some(Err(too_long))) => panel.message = Some(too_long.said(t)),
            (PasteTarget::Position, Some(Ok(text))) => panel.position = Some(text),
            (PasteTarget::Moves, Some(Ok(text))) => panel.moves = Some(text),
        }
    }
    if let Some(text) = clipboard::take_refused() {
        let kept = match panel.sent.take() {
            Some((link, kept)) if link == text => format!(" {kept}"),
            _ => String::new(),
        };
        let refused = t.fill("notation-copy-refused", &[("text", Arg::from(text))]);
        panel.message = Some(refused + &kept);
    }
    if let Some(message) = &panel.message {
        let said = ui.label(
            egui::RichText::new(message)
                .small()
                .color(palette::UI_ACCENT.egui()),
        );
        // The answer to what the player just typed or asked: a reader says it at once.
        ui.ctx().accesskit_node_builder(said.id, |node| {
            node.set_live(egui::accesskit::Live::Assertive);
        });
    }
    let header = egui::CollapsingHeader::new(t.get("notation-title"))
        .id_salt("notation")
        .open(Some(panel.open))
        .show(ui, |ui| {
            let own_position = current.variant().to_apn(current.shown_position());
            let own_moves = current.game.record().moves.join(" ");
            let position = text_field(
                ui,
                &t.get("notation-position"),
                &own_position,
                &mut panel.position,
            );
            ui.horizontal_wrapped(|ui| {
                copy_paste(
                    ui,
                    t,
                    &own_position,
                    PasteTarget::Position,
                    &mut panel.message,
                );
                if ui.button(t.get("notation-play-from")).clicked() {
                    asked = Some(Asked::PlayFrom(position));
                }
            });
            let moves = text_field(ui, &t.get("notation-moves"), &own_moves, &mut panel.moves);
            ui.horizontal_wrapped(|ui| {
                copy_paste(ui, t, &own_moves, PasteTarget::Moves, &mut panel.message);
                if ui.button(t.get("notation-replay")).clicked() {
                    asked = Some(Asked::Replay(moves));
                }
            });
        });
    if header.header_response.clicked() {
        panel.open = !panel.open;
    }
    asked
}

/// The field where a move is typed in notation (`c3-c4`, `d5xd7xf7`, `@c6,e6`), played with
/// `Enter`; `T` gives it the keyboard. Returns the move typed when `Enter` was pressed.
pub(super) fn move_entry(
    ui: &mut egui::Ui,
    t: &Texts,
    panel: &mut NotationPanel,
) -> Option<String> {
    let field = egui::TextEdit::singleline(&mut panel.typed_move)
        .hint_text(t.get("hud-type-move"))
        .char_limit(MAX_MOVE_CHARS)
        .min_size(egui::vec2(0.0, ui.spacing().interact_size.y))
        .font(egui::TextStyle::Monospace)
        .desired_width(f32::INFINITY);
    let response = ui.add(field);
    let typing = ui.ctx().text_edit_focused();
    if !typing && ui.input(|i| i.key_pressed(egui::Key::T) && !i.modifiers.any()) {
        response.request_focus();
    }
    let entered = response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
    (entered && !panel.typed_move.trim().is_empty()).then(|| panel.typed_move.trim().to_string())
}

/// What the notation fields ask for: a new match from the typed position, or the game replayed
/// with the typed moves.
pub enum Asked {
    PlayFrom(String),
    Replay(String),
}

/// A labelled text field showing the game's own text until the player edits it (then `edited`
/// keeps the edit); returns what it shows.
fn text_field(ui: &mut egui::Ui, label: &str, own: &str, edited: &mut Option<String>) -> String {
    ui.label(egui::RichText::new(label).small());
    let mut text = edited.clone().unwrap_or_else(|| own.to_string());
    let field = egui::TextEdit::multiline(&mut text)
        .char_limit(MAX_NOTATION_CHARS)
        .desired_rows(2)
        .font(egui::TextStyle::Monospace)
        .desired_width(f32::INFINITY);
    if ui.add(field).changed() {
        *edited = Some(text.clone());
    }
    text
}

/// Copy (the game's own text) and paste (into the field, when the clipboard answers) buttons.
fn copy_paste(
    ui: &mut egui::Ui,
    t: &Texts,
    own: &str,
    target: PasteTarget,
    message: &mut Option<String>,
) {
    if ui.button(t.get("notation-copy")).clicked() {
        let key = if clipboard::copy(own) {
            "notation-copied"
        } else {
            "notation-no-clipboard"
        };
        *message = Some(t.get(key));
    }
    if ui.button(t.get("notation-paste")).clicked() {
        clipboard::request_paste(target);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::settings::Language;

    /// D6: megabytes in the clipboard are refused with a message, not put in the field.
    #[test]
    fn pasted_text_is_capped() {
        let t = Texts::new(Language::English);
        let apn = "asalto s .../.../RR...RR/RRRRRRR/RRRRRRR/RRR/RRR 0";
        assert_eq!(pasted(format!(" {apn}\n")), Ok(apn.to_string()));
        let huge = "c3-c4 ".repeat(400_000);
        let refused = pasted(huge).unwrap_err();
        assert_eq!(refused, TooLong { kilobytes: 2343 });
        let message = refused.said(&t);
        assert!(
            message.contains("2343 KB") && message.contains("64 KB"),
            "{message}"
        );
    }
}

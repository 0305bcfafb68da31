//! The main page and the saved games.

use asalto_engine::{CaptureRule, Side, Variant};
use bevy_egui::egui;

use crate::game::Mode;
use crate::game::saves::AUTOSAVE;
use crate::game::saves::{self, SaveEntry};
use crate::platform::storage::brief;
use crate::theme::palette;
use crate::ui::diagram::{self, Diagram};
use crate::ui::texts::{Arg, Texts, shortened};

use super::MenuPage;
use super::actions::MenuAction;
use super::widgets::{back_button, big_button, heading};

pub(super) fn main_page(
    ui: &mut egui::Ui,
    t: &Texts,
    variant: &Variant,
    autosave: bool,
) -> Option<MenuAction> {
    let mut action = None;
    ui.add_space(8.0);
    ui.label(
        egui::RichText::new(t.get("game-title"))
            .size(64.0)
            .strong()
            .color(palette::UI_ACCENT.egui()),
    );
    ui.label(
        egui::RichText::new(t.get("game-subtitle"))
            .italics()
            .size(17.0),
    );
    ui.add_space(10.0);
    // The picture: the board of the last game chosen, ready to play.
    let mut picture = Diagram::new(variant);
    picture.position = Some(diagram::start_position(variant));
    picture.show_lines_access = variant.capture_rule() != CaptureRule::Huffing;
    // As tall as the window allows beside the buttons (none when they would not fit).
    let buttons = 9.0 + f32::from(u8::from(autosave));
    let needed = buttons * (38.0 + ui.spacing().item_spacing.y) + 24.0;
    let height = (ui.available_height() - needed).min(360.0);
    if height >= 90.0 {
        let width = height * picture.aspect_ratio();
        picture.show(ui, width.min(ui.available_width()));
        ui.add_space(12.0);
    }
    if autosave && big_button(ui, &t.get("menu-continue")).clicked() {
        action = Some(MenuAction::Open(AUTOSAVE.to_string()));
    }
    for (key, target) in [
        ("menu-new-game", MenuPage::NewGame),
        ("menu-load", MenuPage::Saves),
        ("menu-rules", MenuPage::Rules),
        ("menu-learn", MenuPage::Learn),
        ("menu-progress", MenuPage::Progress),
    ] {
        if big_button(ui, &t.get(key)).clicked() {
            action = Some(MenuAction::Page(target));
        }
    }
    if big_button(ui, &t.get("menu-analysis")).clicked() {
        action = Some(MenuAction::AnalysisBoard);
    }
    for (key, target) in [
        ("menu-settings", MenuPage::Settings),
        ("menu-about", MenuPage::About),
    ] {
        if big_button(ui, &t.get(key)).clicked() {
            action = Some(MenuAction::Page(target));
        }
    }
    if crate::platform::CAN_QUIT && big_button(ui, &t.get("menu-quit")).clicked() {
        action = Some(MenuAction::Quit);
    }
    action
}

pub(super) fn saves_page(
    ui: &mut egui::Ui,
    t: &Texts,
    entries: &[SaveEntry],
    confirming: Option<&str>,
) -> Option<MenuAction> {
    let mut action = None;
    heading(ui, &t.get("load-title"));
    if entries.is_empty() {
        ui.label(t.get("load-empty"));
    }
    for entry in entries {
        egui::Frame::new()
            .fill(palette::UI_CARD.egui())
            .corner_radius(6)
            .inner_margin(8)
            .show(ui, |ui| {
                ui.set_width(ui.available_width().min(560.0));
                let asked = confirming == Some(entry.name.as_str());
                if let Some(a) = save_entry(ui, t, entry, asked) {
                    action = Some(a);
                }
            });
    }
    action.or_else(|| back_button(ui, t))
}

/// One saved game: its number, what it is (or why it cannot be opened, wrapped under it, so the
/// buttons stay on the card whatever the language), Open and Delete; Delete asks first.
fn save_entry(ui: &mut egui::Ui, t: &Texts, entry: &SaveEntry, asked: bool) -> Option<MenuAction> {
    let mut action = None;
    let number = saves::save_number(&entry.name).unwrap_or(0).to_string();
    ui.horizontal_wrapped(|ui| {
        ui.label(egui::RichText::new(format!("#{number}")).strong());
        if let Ok(g) = &entry.game {
            ui.label(entry_summary(t, g));
            if ui.button(t.get("load-open")).clicked() {
                action = Some(MenuAction::Open(entry.name.clone()));
            }
        }
        if !asked && ui.button(t.get("load-delete")).clicked() {
            action = Some(MenuAction::AskDelete(entry.name.clone()));
        }
    });
    if let (Some(accuracy), Ok(g)) = (entry.accuracy, &entry.game) {
        ui.label(egui::RichText::new(accuracy_line(t, g, accuracy)).small());
    }
    if let Err(e) = &entry.game {
        let text = t.fill("load-refused", &[("error", Arg::from(&brief(e)))]);
        ui.add(egui::Label::new(egui::RichText::new(text).color(palette::UI_WARN.egui())).wrap());
    }
    if asked {
        ui.horizontal_wrapped(|ui| {
            ui.label(t.fill("load-delete-confirm", &[("n", Arg::from(&number))]));
            if ui.button(t.get("load-delete")).clicked() {
                action = Some(MenuAction::Delete(entry.name.clone()));
            }
            if ui.button(t.get("load-cancel")).clicked() {
                action = Some(MenuAction::CancelDelete);
            }
        });
    }
    action
}

/// "Reviewed: accuracy Officers 87 %, Rebels 64 %" ("–" for a side without moves).
fn accuracy_line(t: &Texts, g: &saves::SavedGame, accuracy: [Option<u8>; 2]) -> String {
    let percent = |a: Option<u8>| a.map_or("–".to_string(), |a| a.to_string());
    // A player's own variant has the siege games' generic names.
    let variant = Variant::builtin(&g.variant).or_else(|| Variant::builtin("assaut"));
    let name = |side| {
        variant
            .as_ref()
            .map_or_else(String::new, |v| t.side_name(v, side))
    };
    t.fill(
        "load-accuracy",
        &[
            ("officers", Arg::from(name(Side::Officers))),
            ("o", Arg::from(percent(accuracy[0]))),
            ("attackers", Arg::from(name(Side::Attackers))),
            ("a", Arg::from(percent(accuracy[1]))),
        ],
    )
}

/// "Asalto, 12 moves, you command the officers".
fn entry_summary(t: &Texts, g: &saves::SavedGame) -> String {
    let variant = Variant::builtin(&g.variant);
    let title = variant
        .as_ref()
        .map_or_else(|| shortened(&g.variant, 48), |v| t.variant_title(v));
    let mode = match (Mode::from_cli_name(&g.mode), &variant) {
        (Some(m), Some(v)) => t.mode_name(m, v),
        _ => g.mode.clone(),
    };
    t.fill(
        "load-entry",
        &[
            ("variant", Arg::from(&title)),
            ("moves", g.moves.len().into()),
            ("mode", Arg::from(&mode)),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::settings::Language;
    use crate::ui::probe;

    /// D8: a damaged save's long French message wraps under the card; its buttons stay inside
    /// a 1280-pixel window.
    #[test]
    fn a_damaged_saves_message_leaves_its_buttons_in_the_window() {
        let t = Texts::new(Language::French);
        let error = saves::LoadError::UnknownPlayers(
            "1:1: Expected opening `(` at the start of the saved game's struct ".repeat(4),
        );
        let entries = [SaveEntry {
            name: "saves/game-3.ron".into(),
            game: Err(error),
            accuracy: None,
        }];
        for asked in [None, Some("saves/game-3.ron")] {
            let placed = probe::layout(1280.0, 800.0, |ui| {
                saves_page(ui, &t, &entries, asked);
            });
            let delete = placed
                .iter()
                .find(|p| p.label == t.get("load-delete"))
                .unwrap_or_else(|| panic!("no Supprimer button: {placed:?}"));
            assert!(
                delete.rect.max.x <= 1280.0 && delete.rect.min.x >= 0.0,
                "{delete:?}"
            );
        }
    }
}

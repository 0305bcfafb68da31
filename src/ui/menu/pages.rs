//! The main page and the saved games.

use asalto_engine::{CaptureRule, Variant};
use bevy_egui::egui;

use crate::game::Mode;
use crate::game::saves::AUTOSAVE;
use crate::game::saves::{self, SaveEntry};
use crate::theme::palette;
use crate::ui::diagram::{self, Diagram};
use crate::ui::texts::Texts;

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
        egui::RichText::new(t.get("game.title"))
            .size(64.0)
            .strong()
            .color(palette::UI_ACCENT.egui()),
    );
    ui.label(
        egui::RichText::new(t.get("game.subtitle"))
            .italics()
            .size(17.0),
    );
    ui.add_space(10.0);
    // The picture: the board of the last game chosen, ready to play.
    let mut picture = Diagram::new(variant);
    picture.position = Some(diagram::start_position(variant));
    picture.show_lines_access = variant.capture_rule() != CaptureRule::Huffing;
    // As tall as the window allows beside the buttons.
    let height = (ui.available_height() - 330.0).clamp(160.0, 360.0);
    let width = height * picture.aspect_ratio();
    picture.show(ui, width.min(ui.available_width()));
    ui.add_space(12.0);
    if autosave && big_button(ui, t.get("menu.continue")).clicked() {
        action = Some(MenuAction::Open(AUTOSAVE.to_string()));
    }
    for (key, target) in [
        ("menu.new_game", MenuPage::NewGame),
        ("menu.load", MenuPage::Saves),
        ("menu.rules", MenuPage::Rules),
        ("menu.learn", MenuPage::Learn),
    ] {
        if big_button(ui, t.get(key)).clicked() {
            action = Some(MenuAction::Page(target));
        }
    }
    if big_button(ui, t.get("menu.analysis")).clicked() {
        action = Some(MenuAction::AnalysisBoard);
    }
    for (key, target) in [
        ("menu.settings", MenuPage::Settings),
        ("menu.about", MenuPage::About),
    ] {
        if big_button(ui, t.get(key)).clicked() {
            action = Some(MenuAction::Page(target));
        }
    }
    #[cfg(not(target_arch = "wasm32"))]
    if big_button(ui, t.get("menu.quit")).clicked() {
        action = Some(MenuAction::Quit);
    }
    action
}

pub(super) fn saves_page(
    ui: &mut egui::Ui,
    t: &Texts,
    entries: &[SaveEntry],
) -> Option<MenuAction> {
    let mut action = None;
    heading(ui, t.get("load.title"));
    if entries.is_empty() {
        ui.label(t.get("load.empty"));
    }
    for entry in entries {
        egui::Frame::new()
            .fill(palette::UI_CARD.egui())
            .corner_radius(6)
            .inner_margin(8)
            .show(ui, |ui| {
                ui.set_width(ui.available_width().min(560.0));
                ui.horizontal(|ui| {
                    let number = saves::save_number(&entry.name).unwrap_or(0);
                    ui.label(egui::RichText::new(format!("#{number}")).strong());
                    match &entry.game {
                        Ok(g) => {
                            let variant = Variant::builtin(&g.variant);
                            let title = variant
                                .as_ref()
                                .map_or(g.variant.clone(), |v| t.variant_title(v));
                            let mode = match (Mode::from_cli_name(&g.mode), &variant) {
                                (Some(m), Some(v)) => t.mode_name(m, v),
                                _ => g.mode.clone(),
                            };
                            ui.label(t.fill(
                                "load.entry",
                                &[
                                    ("variant", &title),
                                    ("moves", &g.moves.len().to_string()),
                                    ("mode", &mode),
                                ],
                            ));
                            if ui.button(t.get("load.open")).clicked() {
                                action = Some(MenuAction::Open(entry.name.clone()));
                            }
                        }
                        Err(e) => {
                            ui.label(
                                egui::RichText::new(t.fill("load.refused", &[("error", e)]))
                                    .color(palette::UI_WARN.egui()),
                            );
                        }
                    }
                    if ui.button(t.get("load.delete")).clicked() {
                        action = Some(MenuAction::Delete(entry.name.clone()));
                    }
                });
            });
    }
    action.or_else(|| back_button(ui, t))
}

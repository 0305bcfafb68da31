//! The main page, the new-game page and the saved games.

use asalto_engine::search::Level;
use asalto_engine::{CaptureRule, Variant};
use bevy_egui::egui;

use crate::game::saves::AUTOSAVE;
use crate::game::saves::{self, SaveEntry};
use crate::game::{MatchSetup, Mode};
use crate::theme::palette;
use crate::ui::diagram::{self, Diagram};
use crate::ui::texts::Texts;

use super::MenuPage;
use super::actions::MenuAction;
use super::widgets::{back_button, big_button, heading, section};

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

pub(super) fn new_game_page(
    ui: &mut egui::Ui,
    t: &Texts,
    settings: &mut MatchSetup,
) -> Option<MenuAction> {
    heading(ui, t.get("menu.new_game"));
    section(ui, t.get("menu.variant"));
    ui.horizontal_wrapped(|ui| {
        for v in Variant::builtins() {
            let selected = settings.variant.name() == v.name();
            let card = egui::Frame::new()
                .fill(if selected {
                    palette::UI_CARD_CHOSEN.egui()
                } else {
                    palette::UI_CARD.egui()
                })
                .stroke(egui::Stroke::new(
                    if selected { 2.5 } else { 1.0 },
                    palette::UI_ACCENT.egui(),
                ))
                .corner_radius(8)
                .inner_margin(8)
                .show(ui, |ui| {
                    ui.set_width(220.0);
                    ui.vertical_centered(|ui| {
                        let mut thumb = Diagram::new(v);
                        thumb.position = Some(diagram::start_position(v));
                        thumb.show_lines_access = v.capture_rule() != CaptureRule::Huffing;
                        thumb.show(ui, 130.0);
                        ui.label(egui::RichText::new(v.title()).strong().size(17.0));
                        ui.label(egui::RichText::new(t.variant_blurb(v)).size(13.0));
                    });
                });
            let response = card.response.interact(egui::Sense::click());
            if response.clicked() && !selected {
                settings.variant = v.clone();
            }
        }
    });
    section(ui, t.get("menu.mode"));
    for m in Mode::ALL {
        let name = t.mode_name(m, &settings.variant);
        if ui.radio(settings.mode == m, name).clicked() {
            settings.mode = m;
        }
    }
    ui.add_enabled_ui(settings.mode != Mode::HotSeat, |ui| {
        section(ui, t.get("menu.level"));
        ui.horizontal_wrapped(|ui| {
            for l in Level::ALL {
                if ui
                    .selectable_label(settings.level == l, t.level_name(l))
                    .clicked()
                {
                    settings.level = l;
                }
            }
        });
        ui.label(egui::RichText::new(t.level_blurb(settings.level)).italics());
    });
    if settings.variant.capture_rule() == CaptureRule::Huffing {
        ui.add_space(4.0);
        ui.checkbox(&mut settings.warn_huff, t.get("menu.warn_huff"));
    }
    ui.add_space(14.0);
    if big_button(ui, t.get("menu.start")).clicked() {
        return Some(MenuAction::Start);
    }
    back_button(ui, t)
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
                            let title = variant.as_ref().map_or(g.variant.as_str(), |v| v.title());
                            let mode = match (Mode::from_cli_name(&g.mode), &variant) {
                                (Some(m), Some(v)) => t.mode_name(m, v),
                                _ => g.mode.clone(),
                            };
                            ui.label(t.fill(
                                "load.entry",
                                &[
                                    ("variant", title),
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

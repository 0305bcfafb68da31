//! The pieces every menu page is made of.

use bevy_egui::egui;

use crate::theme::palette;
use crate::ui::diagram::Diagram;
use crate::ui::texts::Texts;

use super::MenuPage;
use super::actions::MenuAction;

/// Widths that keep the pages readable on any window.
pub const COLUMN: f32 = 760.0;

pub fn heading(ui: &mut egui::Ui, text: &str) {
    ui.label(
        egui::RichText::new(text)
            .size(30.0)
            .strong()
            .color(palette::UI_ACCENT.egui()),
    );
}

pub fn section(ui: &mut egui::Ui, text: &str) {
    ui.add_space(8.0);
    ui.label(
        egui::RichText::new(text)
            .size(19.0)
            .strong()
            .color(palette::UI_ACCENT.egui()),
    );
}

pub fn big_button(ui: &mut egui::Ui, text: &str) -> egui::Response {
    ui.add(
        egui::Button::new(egui::RichText::new(text).size(19.0))
            .min_size(egui::vec2(ui.available_width().min(340.0), 38.0)),
    )
}

/// One paragraph of rules text, wrapped.
pub fn paragraph(ui: &mut egui::Ui, text: &str) {
    ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
        for part in text.split("\n\n") {
            ui.label(egui::RichText::new(part).size(15.5));
            ui.add_space(4.0);
        }
    });
}

pub fn figure(ui: &mut egui::Ui, picture: &Diagram, caption: &str) {
    ui.vertical_centered(|ui| {
        picture.show(ui, 240.0);
        ui.label(egui::RichText::new(caption).italics().size(13.5));
    });
}

/// Back to the main page.
pub fn back_button(ui: &mut egui::Ui, t: &Texts) -> Option<MenuAction> {
    ui.add_space(12.0);
    big_button(ui, &t.get("menu-back"))
        .clicked()
        .then_some(MenuAction::Page(MenuPage::Main))
}

//! How the game looks, in one place: the palette (for the board, the textures and egui), the
//! fonts and the egui style every screen uses.

pub mod fonts;
pub mod palette;
pub mod rgb;
pub mod themes;
#[cfg(test)]
mod vision;

use bevy_egui::egui;

pub use rgb::Rgb;

/// The warm look of every egui screen.
pub fn apply_egui_style(ctx: &egui::Context) {
    use palette::*;
    let mut visuals = egui::Visuals::dark();
    visuals.panel_fill = UI_PANEL.egui();
    visuals.window_fill = UI_WINDOW.egui();
    visuals.window_stroke = egui::Stroke::new(2.0, UI_ACCENT.egui());
    visuals.override_text_color = Some(UI_TEXT.egui());
    visuals.selection.bg_fill = UI_SELECTION.egui();
    visuals.widgets.inactive.weak_bg_fill = UI_WIDGET.egui();
    visuals.widgets.inactive.bg_fill = UI_WIDGET.egui();
    visuals.widgets.hovered.weak_bg_fill = UI_WIDGET_HOVERED.egui();
    visuals.widgets.hovered.bg_fill = UI_WIDGET_HOVERED.egui();
    visuals.widgets.active.weak_bg_fill = UI_WIDGET_ACTIVE.egui();
    // egui draws a widget with the keyboard's focus as active: a gold edge makes it plain.
    visuals.widgets.active.bg_stroke = egui::Stroke::new(2.0, UI_ACCENT.egui());
    visuals.extreme_bg_color = UI_DEEP.egui();
    visuals.faint_bg_color = UI_CARD.egui();
    ctx.set_theme(egui::Theme::Dark);
    ctx.set_visuals_of(egui::Theme::Dark, visuals);
    ctx.global_style_mut(|style| {
        style.spacing.item_spacing = egui::vec2(8.0, 6.0);
        style.spacing.button_padding = egui::vec2(10.0, 5.0);
        // Nothing smaller than 12 px at the default scale (egui's small text is 9).
        for (text, size) in [
            (egui::TextStyle::Small, 12.0),
            (egui::TextStyle::Body, 15.0),
            (egui::TextStyle::Button, 15.0),
            (egui::TextStyle::Heading, 24.0),
        ] {
            style
                .text_styles
                .insert(text, egui::FontId::proportional(size));
        }
    });
}

//! What the HUD's panels share: the pieces' small icons, contents that scroll, and the panel at
//! the board's left (the lesson's, the analysis board's).

use asalto_engine::Side;
use bevy_egui::egui;

use crate::board::UiInsets;
use crate::theme::palette;
use crate::ui::layout::{Layout, Shape};

/// A small officer or attacker icon (the same shapes as on the board).
pub fn piece_icon(ui: &mut egui::Ui, side: Side) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(22.0, 22.0), egui::Sense::hover());
    let c = rect.center();
    let p = ui.painter();
    match side {
        Side::Officers => {
            p.circle_filled(c, 10.0, palette::colours().officer_rim.egui());
            p.circle_filled(c, 8.6, palette::colours().officer_body.egui());
            p.circle_stroke(
                c,
                6.4,
                egui::Stroke::new(1.2, palette::colours().officer_emblem.egui()),
            );
            p.circle_filled(c, 2.5, palette::colours().officer_emblem.egui());
        }
        Side::Attackers => {
            p.circle_filled(c, 7.5, palette::colours().attacker_rim.egui());
            p.circle_filled(c, 6.3, palette::colours().attacker_body.egui());
        }
    }
}

/// A panel's contents that scroll by themselves, by finger as by wheel, when they do not fit.
pub fn scrolling(ui: &mut egui::Ui, id: &str, add: impl FnOnce(&mut egui::Ui)) {
    egui::ScrollArea::vertical()
        .id_salt(id)
        .auto_shrink([false, false])
        .scroll_source(egui::containers::scroll_area::ScrollSource::ALL)
        .show(ui, add);
}

/// A panel at the left of the board, in the HUD's style (the lesson's, the analysis board's),
/// beside the right-hand panel; in an upright window, the upper half of the sheet under the
/// board. The board is told how much it takes.
pub fn left_panel(
    ctx: &egui::Context,
    insets: &mut UiInsets,
    id: &'static str,
    add: impl FnOnce(&mut egui::Ui),
) {
    let size = ctx.content_rect().size();
    let layout = Layout::for_size(size.x, size.y);
    let mut area = ctx.viewport_rect();
    area.max.x -= insets.right;
    area.max.y -= insets.bottom;
    let mut root = egui::Ui::new(
        ctx.clone(),
        format!("{id}-root").into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(area),
    );
    let frame = egui::Frame::new()
        .fill(palette::UI_PANEL.egui())
        .inner_margin(egui::Margin::same(if layout.compact() { 10 } else { 14 }));
    let scroll_id = format!("{id}-scroll");
    match layout.shape {
        Shape::Portrait => {
            let response = egui::Panel::bottom(id)
                .exact_size(layout.sheet_height * 0.5)
                .resizable(false)
                .frame(frame)
                .show(&mut root, |ui| scrolling(ui, &scroll_id, add));
            insets.bottom += response.response.rect.height();
        }
        _ => {
            let response = egui::Panel::left(id)
                .exact_size(layout.left_width)
                .resizable(false)
                .frame(frame)
                .show(&mut root, |ui| scrolling(ui, &scroll_id, add));
            insets.left = response.response.rect.width();
        }
    }
}

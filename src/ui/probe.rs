//! For tests: runs a piece of egui in a window of a given size, with no renderer, and reads
//! back every widget's label and place from egui's own accessibility tree, so a layout can be
//! checked by its numbers (is a button inside the window?) rather than by pixels.

use bevy_egui::egui;

/// A widget as laid out: its label (a text's words) and its rectangle in logical pixels.
#[derive(Clone, Debug)]
pub struct Placed {
    pub label: String,
    pub rect: egui::Rect,
}

/// Lays `draw` out in a central panel of a `width` × `height` window (twice, so sizes measured
/// in the first pass are used in the second) and returns the labelled widgets.
pub fn layout(width: f32, height: f32, mut draw: impl FnMut(&mut egui::Ui)) -> Vec<Placed> {
    let ctx = egui::Context::default();
    ctx.set_fonts(crate::theme::fonts::definitions());
    ctx.enable_accesskit();
    let input = || egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(width, height),
        )),
        ..Default::default()
    };
    let mut output = None;
    for _ in 0..2 {
        let mut full = ctx.run_ui(input(), |ui| {
            egui::CentralPanel::default().show(ui, |ui| draw(ui));
        });
        // No renderer takes the font atlas.
        full.textures_delta.clear();
        output = Some(full);
    }
    let update = output
        .and_then(|o| o.platform_output.accesskit_update)
        .expect("egui reports its accessibility tree");
    update
        .nodes
        .iter()
        .filter_map(|(_, node)| {
            // A label's text is its value; other widgets' is their label.
            let text = match node.role() {
                egui::accesskit::Role::Label => node.value(),
                _ => node.label(),
            };
            let label = text?.to_string();
            let b = node.bounds()?;
            let rect = egui::Rect::from_min_max(
                egui::pos2(b.x0 as f32, b.y0 as f32),
                egui::pos2(b.x1 as f32, b.y1 as f32),
            );
            Some(Placed { label, rect })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    #[test]
    fn wrapped_rows_wrap() {
        let placed = super::layout(360.0, 800.0, |ui| {
            ui.horizontal_wrapped(|ui| {
                for i in 0..20 {
                    let _ = ui.button(format!("button {i}"));
                }
            });
        });
        let widest = placed.iter().map(|p| p.rect.max.x).fold(0.0, f32::max);
        assert!(widest <= 360.0, "{widest}");
    }
}

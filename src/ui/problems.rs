//! Files of the game that failed to load are said on screen, over any page, until the player
//! closes the notice: a game that starts silent must say why.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::screens::AssetProblems;
use crate::theme::palette;
use crate::ui::texts::Texts;

/// How many failures are listed; the rest are counted.
const LISTED: usize = 3;

pub fn plugin(app: &mut App) {
    app.add_systems(
        bevy_egui::EguiPrimaryContextPass,
        show_problems.in_set(super::Drawing),
    );
}

fn show_problems(
    mut contexts: EguiContexts,
    mut problems: ResMut<AssetProblems>,
    texts: Res<Texts>,
) -> Result {
    if problems.failed.is_empty() || problems.dismissed {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut close = false;
    egui::Window::new(texts.get("problems.title"))
        .id(egui::Id::new("asset-problems"))
        .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 12.0))
        .collapsible(false)
        .min_width(520.0)
        .resizable(false)
        .show(ctx, |ui| {
            ui.colored_label(palette::UI_WARN.egui(), texts.get("problems.sounds"));
            for failed in problems.failed.iter().take(LISTED) {
                ui.label(failed);
            }
            let more = problems.failed.len().saturating_sub(LISTED);
            if more > 0 {
                ui.label(texts.fill("problems.more", &[("n", &more.to_string())]));
            }
            close = ui.button(texts.get("problems.close")).clicked();
        });
    problems.dismissed = close;
    Ok(())
}

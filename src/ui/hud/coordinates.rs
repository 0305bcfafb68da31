//! File letters and rank numbers around the board, following the cross's outline.

use asalto_engine::Variant;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::board::{BoardCamera, CELL, point_world};
use crate::game::Match;
use crate::settings::Settings;
use crate::theme::palette;

pub(super) fn coordinates(
    mut contexts: EguiContexts,
    current: Res<Match>,
    settings: Option<Res<Settings>>,
    camera: Query<(&Camera, &GlobalTransform), With<BoardCamera>>,
) -> Result {
    if settings.is_some_and(|s| !s.coordinates) {
        return Ok(());
    }
    let Ok((camera, gt)) = camera.single() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let variant: &Variant = current.variant();
    let (w, h) = variant.size();
    let painter = ctx.layer_painter(egui::LayerId::background());
    let scale = {
        let a = camera.world_to_viewport(gt, Vec3::ZERO);
        let b = camera.world_to_viewport(gt, Vec3::X * CELL);
        match (a, b) {
            (Ok(a), Ok(b)) => (b.x - a.x).abs() / CELL,
            _ => return Ok(()),
        }
    };
    let font = egui::FontId::proportional((CELL * 0.2 * scale).clamp(12.0, 22.0));
    let color = palette::UI_COORD.egui();
    // File letters below the lowest point of each file, rank numbers left of the leftmost point
    // of each rank: they follow the cross's outline.
    let put = |world: Vec2, text: String| {
        if let Ok(p) = camera.world_to_viewport(gt, world.extend(0.0)) {
            painter.text(
                egui::pos2(p.x, p.y),
                egui::Align2::CENTER_CENTER,
                text,
                font.clone(),
                color,
            );
        }
    };
    for f in 0..w {
        if let Some(p) = (0..h).find_map(|r| variant.point((f, r))) {
            put(
                point_world(variant, p) - Vec2::Y * CELL * 0.8,
                ((b'a' + f) as char).to_string(),
            );
        }
    }
    for r in 0..h {
        if let Some(p) = (0..w).find_map(|f| variant.point((f, r))) {
            put(
                point_world(variant, p) - Vec2::X * CELL * 0.8,
                (r + 1).to_string(),
            );
        }
    }
    Ok(())
}

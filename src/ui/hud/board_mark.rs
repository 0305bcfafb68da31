//! The review's mark of the move on display, beside the point the move ended on: ! ?! ? or ??
//! in the review's colours, as in the move list.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::board::{BoardCamera, CELL, point_world};
use crate::computer::{Analysis, same_line};
use crate::game::Match;
use crate::theme::palette;

use super::marks::Mark;

pub(super) fn review_mark(
    mut contexts: EguiContexts,
    current: Res<Match>,
    reviewing: Res<Analysis>,
    camera: Query<(&Camera, &GlobalTransform), With<BoardCamera>>,
) -> Result {
    let Some(done) = reviewing.done.as_ref().filter(|_| reviewing.open) else {
        return Ok(());
    };
    // A line stepped through on the board is not the game's move.
    let Some(ply) = current
        .shown_plies()
        .checked_sub(1)
        .filter(|_| current.line.is_none())
    else {
        return Ok(());
    };
    let plies = current.game.plies();
    let Some(mark) = same_line(&done.moves, plies.iter().map(|p| p.mv))
        .nth(ply)
        .map(Mark::of)
    else {
        return Ok(());
    };
    let (Some(symbol), Some(to)) = (mark.symbol(), plies[ply].mv.to()) else {
        return Ok(());
    };
    let Ok((camera, gt)) = camera.single() else {
        return Ok(());
    };
    let world = |offset: Vec2| {
        let at = point_world(current.variant(), to) + offset * CELL;
        camera.world_to_viewport(gt, at.extend(0.0)).ok()
    };
    let (Some(centre), Some(right)) = (world(Vec2::new(0.42, 0.42)), world(Vec2::new(1.42, 0.42)))
    else {
        return Ok(());
    };
    let cell = (right.x - centre.x).abs();
    let ctx = contexts.ctx_mut()?;
    let painter = ctx.layer_painter(egui::LayerId::background());
    let font = egui::FontId::proportional((cell * 0.3).clamp(13.0, 26.0));
    let galley = painter.layout_no_wrap(symbol.to_string(), font, mark.colour());
    let rect = egui::Rect::from_center_size(egui::pos2(centre.x, centre.y), galley.size())
        .expand2(egui::vec2(5.0, 2.0));
    painter.rect_filled(rect, 4.0, palette::UI_PANEL.egui());
    painter.rect_stroke(
        rect,
        4.0,
        egui::Stroke::new(1.5, mark.colour()),
        egui::StrokeKind::Inside,
    );
    painter.galley(
        rect.center() - galley.size() / 2.0,
        galley,
        egui::Color32::WHITE,
    );
    Ok(())
}

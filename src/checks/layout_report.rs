//! `--layout-report FILE` (with `--screenshot`): the layout's own numbers at the moment of the
//! picture, as JSON, for `tests/check-layout.py`: the window, the board's rectangle on screen,
//! every widget that takes clicks or taps (its rectangle and whether it is a button), every
//! text painted (its rectangle, clipped, and its size in logical pixels), and the panels.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use serde::Serialize;

use crate::board::{BoardCamera, board_extent};
use crate::game::Match;

use super::screenshot::ScreenshotPlan;

#[derive(Resource)]
pub struct LayoutReport {
    file: String,
    written: bool,
}

impl LayoutReport {
    pub fn new(file: String) -> LayoutReport {
        LayoutReport {
            file,
            written: false,
        }
    }
}

/// The report as written: rectangles are `[left, top, right, bottom]` in physical pixels.
#[derive(Serialize)]
struct Layout {
    window: [f32; 4],
    zoom: f32,
    board: Option<[f32; 4]>,
    widgets: Vec<Widget>,
    texts: Vec<TextShown>,
}

#[derive(Serialize)]
struct Widget {
    rect: [f32; 4],
}

#[derive(Serialize)]
struct TextShown {
    rect: [f32; 4],
    size: f32,
    /// The text's first 40 characters.
    text: String,
}

pub fn plugin(app: &mut App) {
    app.add_systems(
        bevy_egui::EguiPrimaryContextPass,
        report.after(crate::ui::Drawing),
    );
}

fn report(
    mut contexts: EguiContexts,
    mut wanted: ResMut<LayoutReport>,
    plan: Res<ScreenshotPlan>,
    current: Option<Res<Match>>,
    camera: Query<(&Camera, &GlobalTransform), With<BoardCamera>>,
) -> Result {
    if wanted.written || !plan.taken() {
        return Ok(());
    }
    wanted.written = true;
    let json = layout_json(
        contexts.ctx_mut()?,
        current.as_deref(),
        camera.single().ok(),
    )?;
    if let Err(e) = std::fs::write(&wanted.file, json) {
        error!("cannot write the layout report {}: {e}", wanted.file);
    }
    Ok(())
}

/// The layout of the frame egui has just laid out, as the report's JSON (one line).
pub fn layout_json(
    ctx: &mut egui::Context,
    current: Option<&Match>,
    camera: Option<(&Camera, &GlobalTransform)>,
) -> Result<String> {
    let zoom = ctx.zoom_factor();
    let window = ctx.content_rect();
    let board = current
        .and_then(|m| board_rect(m.variant(), camera?))
        .map(corners);
    let mut widgets = Vec::new();
    ctx.viewport(|v| {
        for (_, rects) in v.this_pass.widgets.layers() {
            for w in rects.iter().filter(|w| w.sense.senses_click()) {
                widgets.push(Widget {
                    rect: corners(w.rect * zoom),
                });
            }
        }
    });
    let mut texts = Vec::new();
    let layers: Vec<egui::LayerId> = ctx.memory(|m| m.layer_ids().collect());
    ctx.graphics(|g| {
        for layer in &layers {
            let Some(list) = g.get(*layer) else { continue };
            for clipped in list.all_entries() {
                collect_texts(&clipped.shape, clipped.clip_rect, zoom, &mut texts);
            }
        }
    });
    let layout = Layout {
        window: corners(window * zoom),
        zoom,
        board,
        widgets,
        texts,
    };
    Ok(serde_json::to_string(&layout)? + "\n")
}

/// Every text of a shape (shapes may nest), as its visible rectangle and its size.
fn collect_texts(shape: &egui::Shape, clip: egui::Rect, zoom: f32, out: &mut Vec<TextShown>) {
    match shape {
        egui::Shape::Vec(shapes) => {
            for s in shapes {
                collect_texts(s, clip, zoom, out);
            }
        }
        egui::Shape::Text(text) => {
            let rect = text.visual_bounding_rect().intersect(clip);
            if rect.is_positive() && !text.galley.text().trim().is_empty() {
                let size = text
                    .galley
                    .job
                    .sections
                    .iter()
                    .map(|s| s.format.font_id.size)
                    .fold(f32::INFINITY, f32::min);
                out.push(TextShown {
                    rect: corners(rect * zoom),
                    size: size * zoom,
                    text: text.galley.text().chars().take(40).collect(),
                });
            }
        }
        _ => {}
    }
}

/// Where the board's outline is on the screen.
fn board_rect(
    variant: &asalto_engine::Variant,
    (camera, transform): (&Camera, &GlobalTransform),
) -> Option<egui::Rect> {
    let half = board_extent(variant) / 2.0;
    let a = camera
        .world_to_viewport(transform, (-half).extend(0.0))
        .ok()?;
    let b = camera.world_to_viewport(transform, half.extend(0.0)).ok()?;
    Some(egui::Rect::from_two_pos(
        egui::pos2(a.x, a.y),
        egui::pos2(b.x, b.y),
    ))
}

fn corners(r: egui::Rect) -> [f32; 4] {
    [r.min.x, r.min.y, r.max.x, r.max.y]
}

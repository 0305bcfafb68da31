//! `--layout-watch FILE`: the layout of every frame drawn (as `--layout-report` writes one),
//! each replacing the last, for a test that changes the window from outside (tests/layout.sh
//! turns it with xdotool) and then reads what the window shows once it has rested. A window
//! that drew one frame of a resize laid out for its old shape and then rested leaves that
//! frame in the file.

use bevy::prelude::*;
use bevy_egui::EguiContexts;

use crate::board::BoardCamera;
use crate::game::Match;

use super::layout_report::layout_json;

#[derive(Resource)]
pub struct LayoutWatch {
    file: String,
}

impl LayoutWatch {
    pub fn new(file: String) -> LayoutWatch {
        LayoutWatch { file }
    }
}

pub fn plugin(app: &mut App) {
    app.add_systems(
        bevy_egui::EguiPrimaryContextPass,
        write_frame.after(crate::ui::Drawing),
    );
}

fn write_frame(
    mut contexts: EguiContexts,
    watch: Res<LayoutWatch>,
    current: Option<Res<Match>>,
    camera: Query<(&Camera, &GlobalTransform), With<BoardCamera>>,
) -> Result {
    let json = layout_json(
        contexts.ctx_mut()?,
        current.as_deref(),
        camera.single().ok(),
    )?;
    // Written aside and renamed, so a reader never sees half a frame.
    let part = format!("{}.part", watch.file);
    if let Err(e) = std::fs::write(&part, json).and_then(|()| std::fs::rename(&part, &watch.file)) {
        error!("cannot write the layout to {}: {e}", watch.file);
    }
    Ok(())
}

//! `--resize-sequence 844x390,390x844 --resize-report PREFIX`: once the window has rested, it is
//! turned to each size in turn, with no input, and what it shows two seconds later is written
//! as a layout report (`PREFIX-844x390.json`, as `--layout-report` writes one) for
//! `tests/check-layout.py`. The report is of the last frame drawn before the look, so a window
//! that drew one frame of a resize laid out for its old shape and then rested is caught.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::EguiContexts;

use crate::board::BoardCamera;
use crate::game::Match;

use super::layout_report::layout_json;

/// Seconds after the start before the first turn: the window rests by then.
const FIRST_TURN_SECS: f64 = 9.0;

/// Seconds after a turn before the look.
const LOOK_AFTER_SECS: f64 = 2.0;

#[derive(Resource)]
pub struct ResizePlan {
    sizes: Vec<(u32, u32)>,
    prefix: String,
    /// The size being looked at, as an index into `sizes`, and when the window was turned to it.
    turned: Option<(usize, f64)>,
    /// The report of the last frame drawn.
    last_frame: Option<String>,
}

impl ResizePlan {
    pub fn new(sizes: Vec<(u32, u32)>, prefix: String) -> ResizePlan {
        ResizePlan {
            sizes,
            prefix,
            turned: None,
            last_frame: None,
        }
    }
}

pub fn plugin(app: &mut App) {
    app.add_systems(First, turn_and_look).add_systems(
        bevy_egui::EguiPrimaryContextPass,
        keep_last_frame.after(crate::ui::Drawing),
    );
}

fn keep_last_frame(
    mut contexts: EguiContexts,
    mut plan: ResMut<ResizePlan>,
    current: Option<Res<Match>>,
    camera: Query<(&Camera, &GlobalTransform), With<BoardCamera>>,
) -> Result {
    let json = layout_json(
        contexts.ctx_mut()?,
        current.as_deref(),
        camera.single().ok(),
    )?;
    plan.last_frame = Some(json);
    Ok(())
}

/// At the start of a frame (before it is drawn): the look at the size turned to, then the next
/// turn, or the end.
fn turn_and_look(
    mut plan: ResMut<ResizePlan>,
    time: Res<Time<Real>>,
    mut window: Query<&mut Window, With<PrimaryWindow>>,
    mut exit: MessageWriter<AppExit>,
) {
    let now = time.elapsed_secs_f64();
    let next = match plan.turned {
        None if now >= FIRST_TURN_SECS => 0,
        Some((at, since)) if now - since >= LOOK_AFTER_SECS => {
            let (w, h) = plan.sizes[at];
            let file = format!("{}-{w}x{h}.json", plan.prefix);
            let written = plan
                .last_frame
                .as_ref()
                .map(|json| std::fs::write(&file, json));
            if !matches!(written, Some(Ok(()))) {
                error!("cannot write the layout report {file}");
                exit.write(AppExit::error());
                return;
            }
            at + 1
        }
        _ => return,
    };
    let Some(&(w, h)) = plan.sizes.get(next) else {
        exit.write(AppExit::Success);
        return;
    };
    if let Ok(mut window) = window.single_mut() {
        window.resolution.set(w as f32, h as f32);
    }
    plan.turned = Some((next, now));
}

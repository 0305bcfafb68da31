//! `--screenshot`: open the game, wait until the board is drawn (and, with `--after-moves`, until
//! that many moves were played), save a screenshot and exit.

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};

use crate::ai::ComputerDelay;
use crate::flow::{Match, MovesPlayed};
use crate::input::PointPicked;
use crate::pieces::Animations;
use crate::screens::Screen;

/// Frames to let the board and the HUD settle before the picture.
const SETTLE_FRAMES: u32 = 20;
/// Seconds after which the picture is taken whatever happened.
const TIMEOUT_SECS: f32 = 240.0;

#[derive(Resource, Debug, Clone)]
pub struct ScreenshotPlan {
    pub path: String,
    pub after_moves: usize,
    /// Points to click (one a frame) before the picture, to show a selection.
    pub clicks: Vec<String>,
    frames: u32,
    elapsed: f32,
    taken: bool,
    saved: bool,
    frames_since_saved: u32,
}

impl ScreenshotPlan {
    pub fn new(path: String, after_moves: usize) -> Self {
        ScreenshotPlan {
            path,
            after_moves,
            clicks: Vec::new(),
            frames: 0,
            elapsed: 0.0,
            taken: false,
            saved: false,
            frames_since_saved: 0,
        }
    }
}

pub struct ScreenshotPlugin;

impl Plugin for ScreenshotPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(Update, drive.run_if(resource_exists::<ScreenshotPlan>));
    }
}

#[allow(clippy::too_many_arguments)]
fn drive(
    mut commands: Commands,
    mut plan: ResMut<ScreenshotPlan>,
    screen: Res<State<Screen>>,
    game: Option<Res<Match>>,
    played: Res<MovesPlayed>,
    anims: Res<Animations>,
    time: Res<Time<Real>>,
    mut exit: MessageWriter<AppExit>,
    mut picks: MessageWriter<PointPicked>,
) {
    plan.elapsed += time.delta_secs();
    if plan.saved {
        plan.frames_since_saved += 1;
        if plan.frames_since_saved >= 5 {
            exit.write(AppExit::Success);
        }
        return;
    }
    if plan.taken || *screen.get() == Screen::Loading {
        return;
    }
    plan.frames += 1;
    let over = game.as_ref().is_some_and(|g| g.game.outcome().is_some());
    let enough = played.0 >= plan.after_moves || over;
    if played.0 >= plan.after_moves {
        // Hold the computer so the picture shows exactly the moves asked for.
        commands.insert_resource(ComputerDelay(f32::INFINITY));
    }
    let ready = plan.frames >= SETTLE_FRAMES && enough && !anims.busy();
    if ready && !plan.clicks.is_empty() {
        let name = plan.clicks.remove(0);
        if let Some(p) = game.as_ref().and_then(|g| g.variant().parse_point(&name)) {
            picks.write(PointPicked {
                point: p,
                secondary: false,
            });
        }
        plan.frames = SETTLE_FRAMES / 2;
        return;
    }
    if ready || plan.elapsed > TIMEOUT_SECS {
        plan.taken = true;
        let path = plan.path.clone();
        commands
            .spawn(Screenshot::primary_window())
            .observe(save_to_disk(path))
            .observe(
                |_: On<ScreenshotCaptured>, mut plan: ResMut<ScreenshotPlan>| {
                    plan.saved = true;
                },
            );
    }
}

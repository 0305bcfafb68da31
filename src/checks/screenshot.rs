//! `--screenshot`: open the game, wait until the board is drawn (and, with `--after-moves`, until
//! that many moves were played), save a screenshot and exit.

use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput, NativeKey};
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};

use crate::board::BoardSettled;
use crate::computer::{Analysis, ComputerDelay, ReviewRequest};
use crate::game::{GameCommand, GameSet, Match, MovesPlayed};
use crate::input::PointPicked;
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
    /// Keys to press after the clicks (`--keys`), as a keyboard sends them.
    pub keys: Vec<KeyCode>,
    /// Take the picture this many seconds (game time) after the last move started, even while
    /// it is animated (`--screenshot-delay`).
    pub delay: Option<f32>,
    /// Open the game's review before the picture (`--review`).
    pub review: Option<ReviewShot>,
    /// While the review is searched: seconds, frames and the longest frame.
    review_secs: f32,
    review_frames: u32,
    longest_frame: f32,
    /// The same, over frames before the review starts (what the frames are without it).
    idle_secs: f32,
    idle_frames: u32,
    longest_idle: f32,
    frames: u32,
    /// Game seconds since the count of moves last changed, and that count.
    since_move: f32,
    moves_seen: usize,
    /// Moves played when the last click was sent: the delay counts from a move after it.
    moves_at_clicks: usize,
    elapsed: f32,
    taken: bool,
    /// The moves asked for were played (a new match afterwards, such as the analysis board,
    /// starts its count again).
    reached: bool,
    saved: bool,
    frames_since_saved: u32,
}

impl ScreenshotPlan {
    /// Whether the picture has been asked for (the screen is as it will be pictured).
    pub fn taken(&self) -> bool {
        self.taken
    }

    pub fn new(path: String, after_moves: usize) -> Self {
        ScreenshotPlan {
            path,
            after_moves,
            clicks: Vec::new(),
            keys: Vec::new(),
            delay: None,
            review: None,
            review_secs: 0.0,
            review_frames: 0,
            longest_frame: 0.0,
            idle_secs: 0.0,
            idle_frames: 0,
            longest_idle: 0.0,
            frames: 0,
            since_move: 0.0,
            moves_seen: 0,
            moves_at_clicks: 0,
            elapsed: 0.0,
            taken: false,
            reached: false,
            saved: false,
            frames_since_saved: 0,
        }
    }
}

/// Where `--review` is: to be asked for, searching, or shown at the game's worst move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewShot {
    Ask,
    Searching,
    Shown,
}

pub struct ScreenshotPlugin;

impl Plugin for ScreenshotPlugin {
    fn build(&self, app: &mut App) {
        // After the animations, so the delay counts the same game time as the move shown.
        app.add_systems(
            Update,
            drive
                .after(GameSet::Animate)
                .run_if(resource_exists::<ScreenshotPlan>),
        );
    }
}

fn drive(
    mut commands: Commands,
    mut plan: ResMut<ScreenshotPlan>,
    screen: Res<State<Screen>>,
    current: Option<Res<Match>>,
    played: Res<MovesPlayed>,
    settled: Res<BoardSettled>,
    time: Res<Time<Real>>,
    game_time: Res<Time>,
    mut exit: MessageWriter<AppExit>,
    mut picks: MessageWriter<PointPicked>,
    mut keyboard: MessageWriter<KeyboardInput>,
    mut window: Query<(Entity, &mut Window), With<bevy::window::PrimaryWindow>>,
    analysis: Res<Analysis>,
    mut reviews: MessageWriter<ReviewRequest>,
    mut game_commands: MessageWriter<GameCommand>,
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
    plan.since_move += game_time.delta_secs();
    if played.0 < plan.moves_seen {
        // A new match (the analysis board, say): let its board and panels settle first.
        plan.frames = 0;
    }
    if played.0 != plan.moves_seen {
        plan.moves_seen = played.0;
        // The move started this frame and has been animated for this frame's time already.
        plan.since_move = game_time.delta_secs();
    }
    let over = current.as_ref().is_some_and(|g| g.game.outcome().is_some());
    plan.reached |= played.0 >= plan.after_moves;
    let enough = plan.reached || over;
    if plan.reached {
        // Hold the computer so the picture shows exactly the moves asked for.
        commands.insert_resource(ComputerDelay(f32::INFINITY));
    }
    // A finished game is pictured a second after its last move, with its banner and effect.
    let over_shown = !over || plan.since_move >= 1.0;
    let ready = plan.frames >= SETTLE_FRAMES && enough && settled.0 && over_shown;
    if ready && !plan.clicks.is_empty() {
        let name = plan.clicks.remove(0);
        if let Some(p) = current.as_ref().and_then(|g| g.variant().point(&name)) {
            picks.write(PointPicked {
                point: p,
                secondary: false,
            });
        }
        plan.frames = SETTLE_FRAMES / 2;
        plan.moves_at_clicks = played.0;
        return;
    }
    if ready && !plan.keys.is_empty() {
        let code = plan.keys.remove(0);
        press(code, &mut window, &mut keyboard);
        plan.frames = SETTLE_FRAMES / 2;
        plan.moves_at_clicks = played.0;
        return;
    }
    // `--review`: once the moves are played, open the review, wait for it, show the move
    // that lost the most.
    if ready
        && plan.elapsed <= TIMEOUT_SECS
        && plan.review_step(
            time.delta_secs(),
            &analysis,
            &mut reviews,
            &mut game_commands,
        )
    {
        return;
    }
    // With a delay: as soon as the last move has run that long, still or not.
    let delayed = plan.delay.is_some_and(|d| {
        enough
            && plan.clicks.is_empty()
            && plan.keys.is_empty()
            && played.0 > plan.moves_at_clicks
            && plan.since_move >= d
    });
    if ready || delayed || plan.elapsed > TIMEOUT_SECS {
        plan.taken = true;
        take_picture(&mut commands, plan.path.clone());
    }
}

/// Saves the window's picture; the plan is told once it is written.
fn take_picture(commands: &mut Commands, path: String) {
    commands
        .spawn(Screenshot::primary_window())
        .observe(save_to_disk(path))
        .observe(
            |_: On<ScreenshotCaptured>, mut plan: ResMut<ScreenshotPlan>| {
                plan.saved = true;
            },
        );
}

/// Presses and releases a key, sent to the window as a keyboard sends it (egui hears it too).
fn press(
    code: KeyCode,
    window: &mut Query<(Entity, &mut Window), With<bevy::window::PrimaryWindow>>,
    keyboard: &mut MessageWriter<KeyboardInput>,
) {
    // Xvfb gives the window no keyboard focus, and egui ignores keys without it.
    let target = match window.single_mut() {
        Ok((entity, mut w)) => {
            w.focused = true;
            entity
        }
        Err(_) => Entity::PLACEHOLDER,
    };
    for state in [ButtonState::Pressed, ButtonState::Released] {
        keyboard.write(KeyboardInput {
            key_code: code,
            logical_key: logical_key(code),
            state,
            text: None,
            repeat: false,
            window: target,
        });
    }
}

impl ScreenshotPlan {
    /// One frame of `--review`: `true` while it holds the picture back (asking, waiting for the
    /// search, showing the worst move).
    fn review_step(
        &mut self,
        dt: f32,
        analysis: &Analysis,
        reviews: &mut MessageWriter<ReviewRequest>,
        game_commands: &mut MessageWriter<GameCommand>,
    ) -> bool {
        match self.review {
            Some(ReviewShot::Ask) => {
                // First two seconds of frames with the board still, to compare.
                if self.idle_secs < 2.0 {
                    self.idle_secs += dt;
                    self.idle_frames += 1;
                    self.longest_idle = self.longest_idle.max(dt);
                    return true;
                }
                reviews.write(ReviewRequest);
                self.review = Some(ReviewShot::Searching);
                true
            }
            Some(ReviewShot::Searching) => {
                let Some(done) = &analysis.done else {
                    // Frames keep coming while the engine reviews the game: measured.
                    self.review_secs += dt;
                    self.review_frames += 1;
                    self.longest_frame = self.longest_frame.max(dt);
                    return true;
                };
                self.report_review(analysis.positions);
                if let Some(worst) = done.moves.iter().max_by_key(|m| (m.verdict, m.loss)) {
                    info!(
                        "review: the worst move is ply {} ({})",
                        worst.ply + 1,
                        worst.verdict
                    );
                    game_commands.write(GameCommand::Review(Some(worst.ply + 1)));
                }
                self.review = Some(ReviewShot::Shown);
                self.frames = SETTLE_FRAMES / 2;
                true
            }
            _ => false,
        }
    }

    fn report_review(&self, positions: usize) {
        info!(
            "review: {} positions in {:.1} s over {} frames, the longest {:.0} ms \
             (before it: {} frames in {:.1} s, the longest {:.0} ms)",
            positions,
            self.review_secs,
            self.review_frames,
            self.longest_frame * 1000.0,
            self.idle_frames,
            self.idle_secs,
            self.longest_idle * 1000.0
        );
    }
}

/// The key a keyboard reports with a key code (egui reads this one).
fn logical_key(code: KeyCode) -> Key {
    match code {
        KeyCode::ArrowUp => Key::ArrowUp,
        KeyCode::ArrowDown => Key::ArrowDown,
        KeyCode::ArrowLeft => Key::ArrowLeft,
        KeyCode::ArrowRight => Key::ArrowRight,
        KeyCode::Tab => Key::Tab,
        KeyCode::Enter => Key::Enter,
        KeyCode::Space => Key::Space,
        KeyCode::Escape => Key::Escape,
        KeyCode::F6 => Key::F6,
        _ => Key::Unidentified(NativeKey::Unidentified),
    }
}

/// A key by the name `--keys` takes.
pub fn key_named(name: &str) -> Option<KeyCode> {
    Some(match name {
        "up" => KeyCode::ArrowUp,
        "down" => KeyCode::ArrowDown,
        "left" => KeyCode::ArrowLeft,
        "right" => KeyCode::ArrowRight,
        "tab" => KeyCode::Tab,
        "enter" => KeyCode::Enter,
        "space" => KeyCode::Space,
        "escape" => KeyCode::Escape,
        "f6" => KeyCode::F6,
        _ => return None,
    })
}

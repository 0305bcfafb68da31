//! `--screenshot`: open the game, wait until the board is drawn (and, with `--after-moves`, until
//! that many moves were played), save a screenshot and exit.

use bevy::ecs::system::SystemParam;
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
/// Frames to wait after the file is written, before exiting.
const FRAMES_AFTER_SAVING: u32 = 5;

/// Where the picture is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    /// The moves asked for are not all played yet.
    Playing,
    /// They are (a new match afterwards, such as the analysis board, starts its count again
    /// and stays here): the clicks, the keys, the review and the delay come next.
    Posing,
    /// The picture is asked for: the screen is as it will be pictured.
    Taken,
    /// The file is written; a few frames for it to close, then the game exits.
    Saved { frames: u32 },
}

/// Frames counted over a stretch of time: how many, how long, the longest.
#[derive(Clone, Copy, Debug, Default)]
struct FrameTimes {
    secs: f32,
    frames: u32,
    longest: f32,
}

impl FrameTimes {
    fn add(&mut self, dt: f32) {
        self.secs += dt;
        self.frames += 1;
        self.longest = self.longest.max(dt);
    }
}

/// The picture the command line asks for (`--screenshot` and the options beside it).
#[derive(Clone, Debug, Default)]
pub struct ShotRequest {
    /// Where the picture goes.
    pub path: String,
    /// Moves to wait for.
    pub after_moves: usize,
    /// Points to click first.
    pub clicks: Vec<String>,
    /// Keys to press after the clicks.
    pub keys: Vec<KeyCode>,
    /// Milliseconds after the last move started.
    pub delay_ms: Option<u32>,
    /// Open the game's review first.
    pub review: bool,
    /// Then practise its mistakes.
    pub practise: bool,
}

#[derive(Resource, Debug, Clone)]
pub struct ScreenshotPlan {
    pub path: String,
    pub after_moves: usize,
    /// Points to click (one a frame) before the picture, to show a selection.
    clicks: Vec<String>,
    /// Keys to press after the clicks (`--keys`), as a keyboard sends them.
    keys: Vec<KeyCode>,
    /// Take the picture this many seconds (game time) after the last move started, even while
    /// it is animated (`--screenshot-delay`).
    delay: Option<f32>,
    /// Open the game's review before the picture (`--review`).
    review: Option<ReviewShot>,
    /// Then practise the mistakes it found (`--practise`).
    practise: bool,
    /// The frames while the review is searched, and before it starts (to compare).
    reviewing: FrameTimes,
    idle: FrameTimes,
    stage: Stage,
    /// Frames since the screen last changed much (a click, a key, a new match).
    frames: u32,
    /// Game seconds since the count of moves last changed, and that count.
    since_move: f32,
    moves_seen: usize,
    /// Moves played when the last click was sent: the delay counts from a move after it.
    moves_at_clicks: usize,
    elapsed: f32,
}

impl ScreenshotPlan {
    /// The plan for the picture the command line asks for.
    pub fn new(asked: ShotRequest) -> Self {
        ScreenshotPlan {
            path: asked.path,
            after_moves: asked.after_moves,
            clicks: asked.clicks,
            keys: asked.keys,
            delay: asked.delay_ms.map(|ms| ms as f32 / 1000.0),
            review: asked.review.then_some(ReviewShot::Ask),
            practise: asked.practise,
            reviewing: FrameTimes::default(),
            idle: FrameTimes::default(),
            stage: Stage::Playing,
            frames: 0,
            since_move: 0.0,
            moves_seen: 0,
            moves_at_clicks: 0,
            elapsed: 0.0,
        }
    }

    /// Whether the picture has been asked for (the screen is as it will be pictured).
    pub fn taken(&self) -> bool {
        matches!(self.stage, Stage::Taken | Stage::Saved { .. })
    }

    /// Counts a frame, and the moves played: a new match lets its board settle first.
    fn count_frame(&mut self, played: usize, dt: f32) {
        self.frames += 1;
        self.since_move += dt;
        if played < self.moves_seen {
            self.frames = 0;
        }
        if played != self.moves_seen {
            self.moves_seen = played;
            // The move started this frame and has been animated for this frame's time already.
            self.since_move = dt;
        }
        if self.stage == Stage::Playing && played >= self.after_moves {
            self.stage = Stage::Posing;
        }
    }

    /// Whether the screen is ready to be pictured (or posed further): the moves played (or the
    /// game over, shown a second after its last move with its banner and effect), the board
    /// still, and a few frames for the panels to settle.
    fn ready(&self, over: bool, settled: bool) -> bool {
        let enough = self.stage == Stage::Posing || over;
        let over_shown = !over || self.since_move >= 1.0;
        self.frames >= SETTLE_FRAMES && enough && settled && over_shown
    }

    /// With `--screenshot-delay`: the last move, played after the clicks and keys, has run
    /// that long (still or not).
    fn delay_passed(&self, over: bool, played: usize) -> bool {
        self.delay.is_some_and(|d| {
            (self.stage == Stage::Posing || over)
                && self.clicks.is_empty()
                && self.keys.is_empty()
                && played > self.moves_at_clicks
                && self.since_move >= d
        })
    }

    /// Sends the next click or key; `true` if there was one (the picture waits for its effect).
    fn pose(&mut self, current: Option<&Match>, played: usize, out: &mut Actions) -> bool {
        if !self.clicks.is_empty() {
            let name = self.clicks.remove(0);
            if let Some(point) = current.and_then(|g| g.variant().point(&name)) {
                out.picks.write(PointPicked {
                    point,
                    secondary: false,
                });
            }
        } else if !self.keys.is_empty() {
            let code = self.keys.remove(0);
            press(code, &mut out.window, &mut out.keyboard);
        } else {
            return false;
        }
        self.frames = SETTLE_FRAMES / 2;
        self.moves_at_clicks = played;
        true
    }
}

/// Where `--review` is: to be asked for, searching, or shown at the game's worst move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ReviewShot {
    Ask,
    Searching,
    Shown,
}

/// What the driver sends to the game: picks, keys, and the review's requests.
#[derive(SystemParam)]
struct Actions<'w, 's> {
    picks: MessageWriter<'w, PointPicked>,
    keyboard: MessageWriter<'w, KeyboardInput>,
    window: Query<'w, 's, (Entity, &'static mut Window), With<bevy::window::PrimaryWindow>>,
    reviews: MessageWriter<'w, ReviewRequest>,
    game_commands: MessageWriter<'w, GameCommand>,
    hud: MessageWriter<'w, crate::ui::hud::HudAction>,
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
    analysis: Res<Analysis>,
    board: Option<Res<crate::analysis::AnalysisBoard>>,
    endgames: Res<crate::computer::LoadedTablebase>,
    mut exit: MessageWriter<AppExit>,
    mut out: Actions,
) {
    plan.elapsed += time.delta_secs();
    match plan.stage {
        Stage::Saved { frames } => {
            plan.stage = Stage::Saved { frames: frames + 1 };
            if frames + 1 >= FRAMES_AFTER_SAVING {
                exit.write(AppExit::Success);
            }
            return;
        }
        Stage::Taken => return,
        _ if *screen.get() == Screen::Loading => return,
        _ => {}
    }
    plan.count_frame(played.0, game_time.delta_secs());
    if plan.stage == Stage::Posing {
        // Hold the computer so the picture shows exactly the moves asked for.
        commands.insert_resource(ComputerDelay(f32::INFINITY));
    }
    let over = current.as_ref().is_some_and(|g| g.game.outcome().is_some());
    // The analysis board is pictured once its thinking has finished and its last figures have
    // settled (a new glyph can be missing from the frame where its text changes).
    // Nor before the endgame tables named are read: the panel then tells their verdict.
    if board.is_some_and(|b| b.thinking.latest().running) || endgames.reading() {
        plan.frames = 0;
    }
    let ready = plan.ready(over, settled.0);
    if ready && plan.pose(current.as_deref(), played.0, &mut out) {
        return;
    }
    // `--review`: once the moves are played, open the review, wait for it, show the move
    // that lost the most.
    if ready
        && plan.elapsed <= TIMEOUT_SECS
        && plan.review_step(time.delta_secs(), &analysis, &mut out)
    {
        return;
    }
    if ready || plan.delay_passed(over, played.0) || plan.elapsed > TIMEOUT_SECS {
        plan.stage = Stage::Taken;
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
                plan.stage = Stage::Saved { frames: 0 };
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
    fn review_step(&mut self, dt: f32, analysis: &Analysis, out: &mut Actions) -> bool {
        match self.review {
            Some(ReviewShot::Ask) => {
                // First two seconds of frames with the board still, to compare.
                if self.idle.secs < 2.0 {
                    self.idle.add(dt);
                    return true;
                }
                out.reviews.write(ReviewRequest);
                self.review = Some(ReviewShot::Searching);
                true
            }
            Some(ReviewShot::Searching) => {
                let Some(done) = &analysis.done else {
                    // Frames keep coming while the engine reviews the game: measured.
                    self.reviewing.add(dt);
                    return true;
                };
                self.report_review(analysis.positions);
                if self.practise {
                    // The practice's own match is what is pictured, however few its moves.
                    out.hud.write(crate::ui::hud::HudAction::Practise);
                    self.stage = Stage::Posing;
                } else if let Some(worst) = done.moves.iter().max_by_key(|m| (m.verdict, m.loss)) {
                    info!(
                        "review: the worst move is ply {} ({})",
                        worst.ply + 1,
                        worst.verdict
                    );
                    out.game_commands
                        .write(GameCommand::Review(Some(worst.ply + 1)));
                }
                self.review = Some(ReviewShot::Shown);
                self.frames = SETTLE_FRAMES / 2;
                true
            }
            _ => false,
        }
    }

    fn report_review(&self, positions: usize) {
        let (review, idle) = (self.reviewing, self.idle);
        info!(
            "review: {} positions in {:.1} s over {} frames, the longest {:.0} ms \
             (before it: {} frames in {:.1} s, the longest {:.0} ms)",
            positions,
            review.secs,
            review.frames,
            review.longest * 1000.0,
            idle.frames,
            idle.secs,
            idle.longest * 1000.0
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

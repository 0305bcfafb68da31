//! A read-only hook for the browser test: `window.asaltoState`, a JSON text with the screen, the
//! moves played, how the frame loop fared while the computer thought, where each board point
//! is on the page (to click it), and the new-game page's chosen variant (or why a variant file
//! was refused). Built here on every platform; only the browser adds the plugin and has a page
//! to publish on (`platform::test_hook`).

use std::collections::BTreeMap;
use std::sync::atomic::Ordering;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use serde::Serialize;

use crate::board::{BoardCamera, point_world};
use crate::checks::review_after::ReviewFrames;
use crate::computer::{Analysis, ComputerPlayer};
use crate::game::{Match, MovesPlayed};
use crate::platform::{background, test_hook};
use crate::screens::{AssetProblems, Screen};
use crate::study::Study;
use crate::ui::menu::{MenuState, NewGameChoices};

/// How the frame loop fared while the computer searched.
#[derive(Resource, Default, Debug)]
pub struct SearchFrames {
    /// Searches finished.
    pub searches: u32,
    /// Frames drawn while a search ran.
    pub frames: u64,
    /// Seconds spent searching, over all searches.
    pub seconds: f64,
    /// The longest frame while a search ran, in milliseconds.
    pub longest_frame_ms: f32,
    /// Frames of the search under way.
    current: Option<u64>,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<SearchFrames>()
        .add_systems(Last, (count_search_frames, publish_state).chain());
}

fn count_search_frames(
    computer: Option<Res<ComputerPlayer>>,
    time: Res<Time<Real>>,
    mut stats: ResMut<SearchFrames>,
) {
    let thinking = computer.is_some_and(|c| c.thinking());
    match (thinking, stats.current) {
        (true, _) => {
            stats.current = Some(stats.current.unwrap_or(0) + 1);
            stats.frames += 1;
            stats.seconds += time.delta_secs_f64();
            let ms = time.delta_secs() * 1000.0;
            stats.longest_frame_ms = stats.longest_frame_ms.max(ms);
        }
        (false, Some(_)) => {
            stats.current = None;
            stats.searches += 1;
        }
        (false, None) => {}
    }
}

/// What the test reads, as one JSON object; the fields of a game only while there is one.
#[derive(Serialize, Debug, Default)]
#[serde(rename_all = "camelCase")]
struct PageState {
    frame: u64,
    screen: String,
    moves_played: usize,
    searches: u32,
    search_frames: u64,
    search_seconds: f64,
    longest_search_frame_ms: f32,
    slice_ms: f64,
    slice_nodes: u64,
    review_frames: u64,
    review_seconds: f64,
    longest_review_frame_ms: f32,
    review_done: bool,
    /// The files that failed to load (none, when the page has everything it needs).
    asset_problems: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    new_game_variant: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    variant_problem: Option<String>,
    #[serde(flatten)]
    game: Option<GameState>,
    review_open: bool,
    studying: bool,
    /// Each labelled widget's centre on the page, by its label.
    buttons: BTreeMap<String, [f32; 2]>,
    /// The computer is searching for its move.
    thinking: bool,
    /// Its searches that its level's time limit cut short.
    cut_by_time: u32,
    /// How the engine's workers fare.
    workers: background::WorkerStats,
}

#[derive(Serialize, Debug, Default)]
#[serde(rename_all = "camelCase")]
struct GameState {
    plies: usize,
    over: bool,
    moves: Vec<String>,
    /// Each board point's place on the page, by its name (once the board's camera is there).
    #[serde(skip_serializing_if = "Option::is_none")]
    points: Option<BTreeMap<String, [f32; 2]>>,
    legal: Vec<Vec<String>>,
    your_turn: bool,
}

/// When the state is published: a few times a second is plenty for a test that polls; when the
/// window rests (a frame every few seconds), every frame; and the first, which says when the
/// page came alive.
#[derive(Default)]
struct Cadence {
    frame: u64,
    published: f64,
}

impl Cadence {
    /// Counts a frame at `now` seconds; whether to publish on it.
    fn due(&mut self, now: f64) -> bool {
        self.frame += 1;
        if self.frame > 1 && !self.frame.is_multiple_of(6) && now - self.published < 0.1 {
            return false;
        }
        self.published = now;
        true
    }
}

/// Everything the state is read from.
#[derive(SystemParam)]
struct Sources<'w, 's> {
    screen: Res<'w, State<Screen>>,
    current: Option<Res<'w, Match>>,
    played: Res<'w, MovesPlayed>,
    stats: Res<'w, SearchFrames>,
    review: Res<'w, ReviewFrames>,
    problems: Res<'w, AssetProblems>,
    camera: Query<'w, 's, (&'static Camera, &'static GlobalTransform), With<BoardCamera>>,
    choices: Option<Res<'w, NewGameChoices>>,
    menu: Option<Res<'w, MenuState>>,
    analysis: Option<Res<'w, Analysis>>,
    study: Option<Res<'w, Study>>,
    computer: Option<Res<'w, ComputerPlayer>>,
}

impl Sources<'_, '_> {
    fn page_state(&self, frame: u64) -> PageState {
        PageState {
            frame,
            screen: format!("{:?}", self.screen.get()),
            moves_played: self.played.0,
            searches: self.stats.searches,
            search_frames: self.stats.frames,
            search_seconds: self.stats.seconds,
            longest_search_frame_ms: self.stats.longest_frame_ms,
            slice_ms: background::SLICED_MICROS.load(Ordering::Relaxed) as f64 / 1000.0,
            slice_nodes: background::SLICED_NODES.load(Ordering::Relaxed),
            review_frames: self.review.frames,
            review_seconds: self.review.seconds,
            longest_review_frame_ms: self.review.longest_ms,
            review_done: self.review.done,
            asset_problems: self.problems.failed.clone(),
            new_game_variant: self
                .choices
                .as_ref()
                .map(|c| c.setup.variant.name().to_string()),
            variant_problem: self.menu.as_ref().and_then(|m| m.variant_problem.clone()),
            game: self.current.as_ref().map(|m| self.game_state(m)),
            review_open: self.analysis.as_ref().is_some_and(|a| a.open),
            studying: self.study.is_some(),
            buttons: BTreeMap::new(),
            thinking: self.computer.as_ref().is_some_and(|c| c.thinking()),
            cut_by_time: self.computer.as_ref().map_or(0, |c| c.cut_by_time),
            workers: background::worker_stats(),
        }
    }

    fn game_state(&self, current: &Match) -> GameState {
        let plies = current.game.plies();
        GameState {
            plies: plies.len(),
            over: current.game.outcome().is_some(),
            moves: plies.iter().map(|p| p.text.to_string()).collect(),
            points: self.camera.single().ok().map(|(camera, place)| {
                point_places(current.variant(), |world| {
                    camera.world_to_viewport(place, world.extend(0.0)).ok()
                })
            }),
            legal: legal_taps(&current.game),
            your_turn: current.human_to_move(),
        }
    }
}

fn publish_state(
    sources: Sources,
    mut contexts: bevy_egui::EguiContexts,
    outputs: Query<&bevy_egui::EguiOutput>,
    time: Res<Time<Real>>,
    mut cadence: Local<Cadence>,
) {
    if !cadence.due(time.elapsed_secs_f64()) {
        return;
    }
    let mut state = sources.page_state(cadence.frame);
    if test_hook::buttons_wanted() {
        state.buttons = buttons(&mut contexts, &outputs);
    }
    match serde_json::to_string(&state) {
        Ok(json) => test_hook::publish(&json),
        Err(e) => warn!("the browser test's state could not be written: {e}"),
    }
}

/// Every board point's place on the page, by name, as `to_page` puts its place in the world.
fn point_places(
    variant: &asalto_engine::Variant,
    to_page: impl Fn(Vec2) -> Option<Vec2>,
) -> BTreeMap<String, [f32; 2]> {
    asalto_engine::bitboard::points(variant.all_points())
        .filter_map(|p| {
            let at = to_page(point_world(variant, p))?;
            Some((variant.name_of(p).to_string(), [at.x, at.y]))
        })
        .collect()
}

/// Every legal move as the points to tap, in order: a placement's points, a step's two, a
/// capture's start and each landing (so a test can play by taps).
fn legal_taps(game: &asalto_engine::Game) -> Vec<Vec<String>> {
    let variant = game.variant();
    game.legal_moves()
        .iter()
        .map(|m| {
            variant
                .move_text(m)
                .trim_start_matches('@')
                .split([',', '-', 'x'])
                .map(str::to_string)
                .collect()
        })
        .collect()
}

/// The centre of every labelled widget egui drew this frame, by its label, so a test can tap a
/// button by its name. egui hands its accessibility tree to the platform with each frame's output
/// (nothing keeps it in the context), so the hook reads it there, after egui's pass has ended.
/// Only when the page asks: the list is written into the page's state, for the test alone.
fn buttons(
    contexts: &mut bevy_egui::EguiContexts,
    outputs: &Query<&bevy_egui::EguiOutput>,
) -> BTreeMap<String, [f32; 2]> {
    let Ok(ctx) = contexts.ctx_mut() else {
        return BTreeMap::new();
    };
    ctx.enable_accesskit();
    let zoom = ctx.zoom_factor();
    outputs
        .iter()
        .filter_map(|output| output.platform_output.accesskit_update.as_ref())
        .flat_map(|update| &update.nodes)
        .filter_map(|(_, node)| {
            let b = node.bounds()?;
            let centre = [(b.x0 + b.x1) as f32 / 2.0, (b.y0 + b.y1) as f32 / 2.0];
            Some((node.label()?.to_string(), centre.map(|c| c * zoom)))
        })
        .collect()
}

#[cfg(test)]
#[path = "browser_state_tests.rs"]
mod tests;

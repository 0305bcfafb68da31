//! A read-only hook for the browser test: `window.asaltoState`, a JSON text with the screen, the
//! moves played, how the frame loop fared while the computer thought, where each board point
//! is on the page (to click it), and the new-game page's chosen variant (or why a variant file
//! was refused).

use std::sync::atomic::Ordering;

use bevy::prelude::*;
use wasm_bindgen::JsValue;

use crate::board::{BoardCamera, point_world};
use crate::computer::ComputerPlayer;
use crate::game::{Match, MovesPlayed};
use crate::screens::Screen;
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

pub struct WebPlugin;

impl Plugin for WebPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<SearchFrames>()
            .add_systems(Last, (count_search_frames, publish_state).chain());
    }
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

fn publish_state(
    screen: Res<State<Screen>>,
    current: Option<Res<Match>>,
    played: Res<MovesPlayed>,
    stats: Res<SearchFrames>,
    review: Res<crate::checks::review_after::ReviewFrames>,
    problems: Res<crate::screens::AssetProblems>,
    camera: Query<(&Camera, &GlobalTransform), With<BoardCamera>>,
    menu: (
        Option<Res<crate::ui::menu::NewGameChoices>>,
        Option<Res<crate::ui::menu::MenuState>>,
    ),
    mut contexts: bevy_egui::EguiContexts,
    outputs: Query<&bevy_egui::EguiOutput>,
    extra: (
        Option<Res<crate::computer::Analysis>>,
        Option<Res<crate::study::Study>>,
    ),
    time: Res<Time<Real>>,
    mut frame: Local<u64>,
    mut published: Local<f64>,
) {
    *frame += 1;
    // A few times a second is plenty for a test that polls; when the window rests (a frame
    // every few seconds), every frame; and the first, which says when the page came alive.
    let now = time.elapsed_secs_f64();
    if *frame > 1 && *frame % 6 != 0 && now - *published < 0.1 {
        return;
    }
    *published = now;
    let mut json = format!(
        "{{\"frame\":{},\"screen\":\"{:?}\",\"movesPlayed\":{},\"searches\":{},\"searchFrames\":{},\"searchSeconds\":{:.3},\"longestSearchFrameMs\":{:.1},\"sliceMs\":{:.1},\"sliceNodes\":{}",
        *frame,
        screen.get(),
        played.0,
        stats.searches,
        stats.frames,
        stats.seconds,
        stats.longest_frame_ms,
        crate::platform::background::SLICED_MICROS.load(Ordering::Relaxed) as f64 / 1000.0,
        crate::platform::background::SLICED_NODES.load(Ordering::Relaxed),
    );
    json += &format!(
        ",\"reviewFrames\":{},\"reviewSeconds\":{:.3},\"longestReviewFrameMs\":{:.1},\"reviewDone\":{}",
        review.frames, review.seconds, review.longest_ms, review.done
    );
    // The files that failed to load (none, when the page has everything it needs).
    json += &format!(
        ",\"assetProblems\":[{}]",
        problems
            .failed
            .iter()
            .map(|f| super::json_string(f))
            .collect::<Vec<_>>()
            .join(",")
    );
    if let Some(choices) = &menu.0 {
        json += &format!(
            ",\"newGameVariant\":{}",
            super::json_string(choices.setup.variant.name())
        );
    }
    if let Some(problem) = menu.1.as_ref().and_then(|m| m.variant_problem.as_ref()) {
        json += &format!(",\"variantProblem\":{}", super::json_string(problem));
    }
    if let Some(current) = &current {
        let plies = current.game.plies();
        json += &format!(
            ",\"plies\":{},\"over\":{},\"moves\":[{}]",
            plies.len(),
            current.game.outcome().is_some(),
            plies
                .iter()
                .map(|p| format!("\"{}\"", p.text))
                .collect::<Vec<_>>()
                .join(",")
        );
        if let Ok((camera, gt)) = camera.single() {
            let variant = current.variant();
            let points: Vec<String> = asalto_engine::bitboard::points(variant.all_points())
                .filter_map(|p| {
                    let at = camera
                        .world_to_viewport(gt, point_world(variant, p).extend(0.0))
                        .ok()?;
                    Some(format!(
                        "\"{}\":[{:.1},{:.1}]",
                        variant.name_of(p).to_string(),
                        at.x,
                        at.y
                    ))
                })
                .collect();
            json += &format!(",\"points\":{{{}}}", points.join(","));
        }
        json += &format!(",\"legal\":[{}]", legal_taps(&current.game).join(","));
        json += &format!(",\"yourTurn\":{}", current.human_to_move());
    }
    json += &format!(
        ",\"reviewOpen\":{},\"studying\":{}",
        extra.0.is_some_and(|a| a.open),
        extra.1.is_some()
    );
    json += &format!(
        ",\"buttons\":{{{}}}",
        buttons(&mut contexts, &outputs).join(",")
    );
    json.push('}');
    if let Some(window) = web_sys::window() {
        let _ = js_sys::Reflect::set(
            &window,
            &JsValue::from_str("asaltoState"),
            &JsValue::from_str(&json),
        );
    }
}

/// Every legal move as the points to tap, in order: a placement's points, a step's two, a
/// capture's start and each landing (so a test can play by taps).
fn legal_taps(game: &asalto_engine::Game) -> Vec<String> {
    let variant = game.variant();
    game.legal_moves()
        .iter()
        .map(|m| {
            let text = variant.move_text(m);
            let points: Vec<String> = text
                .trim_start_matches('@')
                .split([',', '-', 'x'])
                .map(|p| format!("\"{p}\""))
                .collect();
            format!("[{}]", points.join(","))
        })
        .collect()
}

/// The centre of every labelled widget egui drew this frame, by its label, so a test can tap a
/// button by its name. egui hands its accessibility tree to the platform with each frame's output
/// (nothing keeps it in the context), so the hook reads it there, after egui's pass has ended.
/// Only when the page asks (`window.asaltoWantsButtons`): egui builds that tree every frame once
/// it is turned on, and no screen reader reads it in a browser.
fn buttons(
    contexts: &mut bevy_egui::EguiContexts,
    outputs: &Query<&bevy_egui::EguiOutput>,
) -> Vec<String> {
    let wanted = web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &JsValue::from_str("asaltoWantsButtons")).ok())
        .is_some_and(|v| v.is_truthy());
    if !wanted {
        return Vec::new();
    }
    let Ok(ctx) = contexts.ctx_mut() else {
        return Vec::new();
    };
    ctx.enable_accesskit();
    let zoom = ctx.zoom_factor();
    outputs
        .iter()
        .filter_map(|output| output.platform_output.accesskit_update.as_ref())
        .flat_map(|update| &update.nodes)
        .filter_map(|(_, node)| {
            let label = node.label()?;
            let b = node.bounds()?;
            let (x, y) = ((b.x0 + b.x1) / 2.0, (b.y0 + b.y1) / 2.0);
            Some(format!(
                "{}:[{:.1},{:.1}]",
                super::json_string(label),
                x as f32 * zoom,
                y as f32 * zoom
            ))
        })
        .collect()
}

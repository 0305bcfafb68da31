//! The computer player and the hint: the engine's search run in the async compute pool (sliced
//! across frames in a browser), polled each frame, dropped (and told to stop) when the game
//! changes under it or the screen closes.

#[cfg(not(target_arch = "wasm32"))]
use std::sync::Arc;
#[cfg(not(target_arch = "wasm32"))]
use std::sync::atomic::AtomicBool;
use std::sync::atomic::Ordering;

use asalto_engine::{Game, Move};
use bevy::prelude::*;
#[cfg(not(target_arch = "wasm32"))]
use bevy::tasks::futures::check_ready;
#[cfg(not(target_arch = "wasm32"))]
use bevy::tasks::{AsyncComputeTaskPool, Task};

pub use asalto_engine::search::{Level, SearchResult, best_move};

use crate::flow::{GameCommand, GameSet, Match, Player};
use crate::pieces::Animations;
use crate::screens::Screen;

/// A search running in the background: on desktops a task in the async compute pool (its own
/// thread); in a browser, where there is one thread, a [`SlicedSearch`] advanced a few
/// milliseconds each frame so the page keeps drawing while the computer thinks.
pub struct Search {
    #[cfg(not(target_arch = "wasm32"))]
    task: Task<SearchResult>,
    #[cfg(not(target_arch = "wasm32"))]
    stop: Arc<AtomicBool>,
    #[cfg(target_arch = "wasm32")]
    sliced: asalto_engine::search::SlicedSearch,
    /// Nodes a slice may search, adjusted so a slice takes about its share of a frame.
    #[cfg(target_arch = "wasm32")]
    slice_nodes: u64,
    /// When the last slice ended (the time since is the rest of the frame).
    #[cfg(target_arch = "wasm32")]
    last_slice: Option<bevy::platform::time::Instant>,
    /// The game generation it was started for.
    generation: u64,
}

/// Time spent in search slices and the nodes they searched, in total (for the browser test's
/// measure of the search's own speed, apart from the frames around it).
#[cfg(target_arch = "wasm32")]
pub static SLICED_MICROS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
#[cfg(target_arch = "wasm32")]
pub static SLICED_NODES: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// Milliseconds of searching per frame in a browser: about half a frame at 60 Hz, more when the
/// frames themselves are slow (software rendering), but never enough to stall the page.
#[cfg(target_arch = "wasm32")]
const SLICE_MS: std::ops::RangeInclusive<f64> = 8.0..=40.0;

impl Search {
    #[cfg(not(target_arch = "wasm32"))]
    pub fn start(game: &Game, level: Level, seed: u64, generation: u64) -> Search {
        let stop = Arc::new(AtomicBool::new(false));
        let game = game.clone();
        let flag = stop.clone();
        let task =
            AsyncComputeTaskPool::get().spawn(async move { best_move(&game, level, seed, &flag) });
        Search {
            task,
            stop,
            generation,
        }
    }

    #[cfg(target_arch = "wasm32")]
    pub fn start(game: &Game, level: Level, seed: u64, generation: u64) -> Search {
        Search {
            sliced: asalto_engine::search::SlicedSearch::new(game, level, seed),
            slice_nodes: 2_000,
            last_slice: None,
            generation,
        }
    }

    /// Polls the task; `Some` once it is done.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn poll(&mut self) -> Option<SearchResult> {
        check_ready(&mut self.task)
    }

    /// Searches one slice; `Some` once the search is done.
    #[cfg(target_arch = "wasm32")]
    pub fn poll(&mut self) -> Option<SearchResult> {
        let started = bevy::platform::time::Instant::now();
        // The rest of the frame since the last slice: search for about as long again.
        let rest_ms = self
            .last_slice
            .map_or(0.0, |t| (started - t).as_secs_f64() * 1000.0);
        let target = rest_ms.clamp(*SLICE_MS.start(), *SLICE_MS.end());
        let nodes_before = self.sliced.nodes();
        let result = self.sliced.step(self.slice_nodes);
        let ended = bevy::platform::time::Instant::now();
        let ms = (ended - started).as_secs_f64() * 1000.0;
        SLICED_MICROS.fetch_add((ms * 1000.0) as u64, Ordering::Relaxed);
        SLICED_NODES.fetch_add(
            self.sliced.nodes().saturating_sub(nodes_before),
            Ordering::Relaxed,
        );
        self.last_slice = Some(ended);
        // Aim the next slice at the target, changing by at most a factor of two at a time.
        let factor = (target / ms.max(0.05)).clamp(0.5, 2.0);
        self.slice_nodes = ((self.slice_nodes as f64 * factor) as u64).clamp(256, 400_000);
        result
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Drop for Search {
    fn drop(&mut self) {
        // The task itself is cancelled by dropping it; the flag ends a search already running.
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// The computer's own move search.
#[derive(Resource, Default)]
pub struct ComputerPlayer {
    pub search: Option<Search>,
    /// Seconds to wait after the board settles before the computer starts (so moves can be seen).
    pub pause: f32,
    /// Searches dropped because the game changed (for tests and diagnostics).
    pub dropped: u32,
}

impl ComputerPlayer {
    pub fn thinking(&self) -> bool {
        self.search.is_some()
    }
}

/// The hint the player asked for.
#[derive(Resource, Default)]
pub struct Hint {
    pub search: Option<Search>,
    /// The suggested move, shown until the game changes.
    pub shown: Option<(Move, u64)>,
}

impl Hint {
    pub fn current(&self, generation: u64) -> Option<Move> {
        self.shown.filter(|(_, g)| *g == generation).map(|(m, _)| m)
    }
}

/// Ask for a hint.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct HintRequest;

/// The delay before the computer replies, in seconds.
#[derive(Resource, Clone, Copy, Debug)]
pub struct ComputerDelay(pub f32);

impl Default for ComputerDelay {
    fn default() -> Self {
        ComputerDelay(0.25)
    }
}

pub struct ComputerPlugin;

impl Plugin for ComputerPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<ComputerPlayer>()
            .init_resource::<Hint>()
            .init_resource::<ComputerDelay>()
            .add_message::<HintRequest>()
            .add_systems(OnExit(Screen::Game), drop_searches)
            .add_systems(
                Update,
                (drive_computer, drive_hint)
                    .in_set(GameSet::Computer)
                    .run_if(resource_exists::<Match>),
            );
    }
}

fn drop_searches(mut computer: ResMut<ComputerPlayer>, mut hint: ResMut<Hint>) {
    if computer.search.take().is_some() {
        computer.dropped += 1;
    }
    hint.search = None;
    hint.shown = None;
}

/// Starts the computer's search when it is its turn and the board is still, and sends its move.
pub fn drive_computer(
    mut computer: ResMut<ComputerPlayer>,
    game: Res<Match>,
    animations: Res<Animations>,
    delay: Res<ComputerDelay>,
    time: Res<Time>,
    mut out: MessageWriter<GameCommand>,
) {
    // A search for a position that is gone is dropped.
    if computer
        .search
        .as_ref()
        .is_some_and(|s| s.generation != game.generation)
    {
        computer.search = None;
        computer.dropped += 1;
    }
    if let Some(search) = computer.search.as_mut() {
        if let Some(result) = search.poll() {
            computer.search = None;
            let legal = game.game.legal_moves();
            let mv = result
                .best
                .filter(|m| legal.contains(m))
                .or_else(|| legal.first().copied());
            match mv {
                Some(mv) => {
                    out.write(GameCommand::Play {
                        mv,
                        by: Player::Computer,
                    });
                }
                None => warn!("the computer found no move"),
            }
        }
        return;
    }
    if !game.computer_to_move() || animations.busy() {
        computer.pause = 0.0;
        return;
    }
    computer.pause += time.delta_secs();
    if computer.pause < delay.0 {
        return;
    }
    computer.pause = 0.0;
    computer.search = Some(Search::start(
        &game.game,
        game.settings.level,
        game.search_seed(),
        game.generation,
    ));
}

fn drive_hint(mut hint: ResMut<Hint>, mut requests: MessageReader<HintRequest>, game: Res<Match>) {
    let asked = requests.read().count() > 0;
    if hint
        .search
        .as_ref()
        .is_some_and(|s| s.generation != game.generation)
    {
        hint.search = None;
    }
    if let Some(search) = hint.search.as_mut() {
        if let Some(result) = search.poll() {
            let generation = search.generation;
            hint.search = None;
            hint.shown = result.best.map(|m| (m, generation));
        }
        return;
    }
    if asked && game.human_to_move() && hint.current(game.generation).is_none() {
        // Hints come from a solid level, whatever the opponent's strength.
        let level = Level::Captain;
        hint.search = Some(Search::start(
            &game.game,
            level,
            game.search_seed() ^ 0x4171,
            game.generation,
        ));
    }
}

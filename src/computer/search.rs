//! A search running in the background: the engine's search in the async compute pool, or sliced
//! across frames in a browser. Dropping it stops it.

#[cfg(not(target_arch = "wasm32"))]
use std::sync::Arc;
#[cfg(not(target_arch = "wasm32"))]
use std::sync::atomic::AtomicBool;
use std::sync::atomic::Ordering;

use asalto_engine::Game;

#[cfg(not(target_arch = "wasm32"))]
use asalto_engine::search::best_move_proving;
use asalto_engine::search::{Level, SearchResult};

/// A search running in the background: on desktops a task in the async compute pool (its own
/// thread); in a browser, where there is one thread, a [`SlicedSearch`] advanced a few
/// milliseconds each frame so the page keeps drawing while the computer thinks.
pub struct Search {
    #[cfg(not(target_arch = "wasm32"))]
    task: crate::platform::background::Worker<SearchResult>,
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
    /// The level's move, as the level plays it (Marshal's solver included).
    pub fn start(game: &Game, level: Level, seed: u64) -> Search {
        Search::proving(game, level, seed, level.proof_nodes())
    }

    /// The level's search, then the solver with `proof_nodes` (`None`: no solver).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn proving(game: &Game, level: Level, seed: u64, proof_nodes: Option<u64>) -> Search {
        let stop = Arc::new(AtomicBool::new(false));
        let game = game.clone();
        let flag = stop.clone();
        let task = crate::platform::background::Worker::spawn(move || {
            best_move_proving(&game, level, seed, proof_nodes, &flag)
        });
        Search { task, stop }
    }

    #[cfg(target_arch = "wasm32")]
    pub fn proving(game: &Game, level: Level, seed: u64, proof_nodes: Option<u64>) -> Search {
        Search {
            sliced: asalto_engine::search::SlicedSearch::proving(game, level, seed, proof_nodes),
            slice_nodes: 2_000,
            last_slice: None,
        }
    }

    /// Polls the task; `Some` once it is done.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn poll(&mut self) -> Option<SearchResult> {
        self.task.poll()
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
        // The flag ends the search; its thread then ends by itself.
        self.stop.store(true, Ordering::Relaxed);
    }
}

//! A job stepped a slice per frame on the page's own thread (a browser whose workers failed,
//! and the jobs that need the page's own data): each slice about as long as the rest of the
//! frame took.

use std::sync::atomic::Ordering;

use asalto_engine::job::{Job, Slice, StopFlag};
use bevy::platform::time::Instant;

use super::{SLICED_MICROS, SLICED_NODES};

/// Milliseconds of work per frame: about half a frame at 60 Hz, more when the frames
/// themselves are slow (software rendering), but never enough to stall the page.
const SLICE_MS: std::ops::RangeInclusive<f64> = 8.0..=40.0;

/// How many nodes the next slice may take, so that a slice takes about its share of a frame.
pub struct FrameSlices {
    nodes: u64,
    /// When the last slice ended (the time since is the rest of the frame).
    last: Option<Instant>,
}

impl Default for FrameSlices {
    fn default() -> FrameSlices {
        FrameSlices {
            nodes: 2_000,
            last: None,
        }
    }
}

impl FrameSlices {
    /// Works one slice of `job`: its answer once it is done.
    pub fn step<J: Job>(&mut self, job: &mut J, stop: &StopFlag) -> Option<J::Answer> {
        let started = Instant::now();
        // The rest of the frame since the last slice: work for about as long again.
        let rest_ms = self
            .last
            .map_or(0.0, |t| (started - t).as_secs_f64() * 1000.0);
        let target = rest_ms.clamp(*SLICE_MS.start(), *SLICE_MS.end());
        let nodes_before = job.nodes();
        let answer = job.step(&Slice::nodes(self.nodes, stop));
        let ended = Instant::now();
        let ms = (ended - started).as_secs_f64() * 1000.0;
        SLICED_MICROS.fetch_add((ms * 1000.0) as u64, Ordering::Relaxed);
        SLICED_NODES.fetch_add(job.nodes().saturating_sub(nodes_before), Ordering::Relaxed);
        self.last = Some(ended);
        // Aim the next slice at the target, changing by at most a factor of two at a time.
        let factor = (target / ms.max(0.05)).clamp(0.5, 2.0);
        self.nodes = ((self.nodes as f64 * factor) as u64).clamp(256, 400_000);
        answer
    }
}

//! `--frame-stats FILE`: records how long every frame took, classed by what the game was doing
//! (the board still, pieces moving, the computer thinking), and after a while writes the
//! percentiles to FILE and exits. The window redraws continuously meanwhile, so that a still
//! board has frames to measure, and the computer holds its first move for the first third of
//! the run: between moves a board is still for a few frames only, too few for a steady 99th
//! percentile. One run holds every class, so their ratio is fair on a noisy machine.

use std::fmt::Write as _;

use bevy::prelude::*;

use crate::board::BoardSettled;
use crate::computer::{ComputerDelay, ComputerPlayer};
use crate::platform::renderer::DrawnInSoftware;
use crate::screens::Screen;

/// Frames of the first seconds on the game screen are not counted (shaders, first uploads).
const WARM_UP_SECS: f32 = 2.0;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FrameClass {
    /// Nothing moves and the computer does not think.
    Still,
    /// A move is being shown.
    Moving,
    /// The computer searches (on a thread of its own, or in slices on the web).
    Thinking,
}

impl FrameClass {
    const ALL: [FrameClass; 3] = [FrameClass::Still, FrameClass::Moving, FrameClass::Thinking];

    fn name(self) -> &'static str {
        match self {
            FrameClass::Still => "still",
            FrameClass::Moving => "moving",
            FrameClass::Thinking => "thinking",
        }
    }
}

#[derive(Resource, Debug)]
pub struct FrameStats {
    pub file: String,
    pub seconds: f32,
    elapsed: f32,
    samples: Vec<(FrameClass, f32)>,
    /// The computer's delay while its first move is held, to be given back after.
    held_delay: Option<ComputerDelay>,
}

impl FrameStats {
    pub fn new(file: String, seconds: f32) -> FrameStats {
        FrameStats {
            file,
            seconds,
            elapsed: 0.0,
            samples: Vec::new(),
            held_delay: None,
        }
    }

    /// Seconds, after the warm-up, for which the computer holds its first move.
    fn still_secs(&self) -> f32 {
        self.seconds / 3.0
    }
}

pub fn plugin(app: &mut App) {
    app.add_systems(Last, record.run_if(in_state(Screen::Game)));
}

/// The `q` quantile (0..=1) of sorted milliseconds, by the nearest rank.
fn quantile(sorted: &[f32], q: f32) -> f32 {
    if sorted.is_empty() {
        return f32::NAN;
    }
    let rank = (q * sorted.len() as f32).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

/// The report: a line per class, then the ratio of the 99th percentiles.
pub fn report(samples: &[(FrameClass, f32)]) -> String {
    let mut out = String::new();
    let mut p99 = [f32::NAN; 3];
    for (i, class) in FrameClass::ALL.into_iter().enumerate() {
        let mut ms: Vec<f32> = samples
            .iter()
            .filter(|(c, _)| *c == class)
            .map(|(_, s)| s * 1000.0)
            .collect();
        ms.sort_by(f32::total_cmp);
        p99[i] = quantile(&ms, 0.99);
        let _ = writeln!(
            out,
            "frames {} {} p50 {:.1} ms p90 {:.1} ms p99 {:.1} ms max {:.1} ms",
            class.name(),
            ms.len(),
            quantile(&ms, 0.5),
            quantile(&ms, 0.9),
            p99[i],
            ms.last().copied().unwrap_or(f32::NAN),
        );
    }
    let _ = writeln!(out, "ratio p99 thinking / still {:.2}", p99[2] / p99[0]);
    // Each unbroken run of thinking frames is one search: how long the computer took a move,
    // which a search that yields too much to the window would show.
    let searches = samples
        .iter()
        .zip(std::iter::once(None).chain(samples.iter().map(Some)))
        .filter(|((c, _), before)| {
            *c == FrameClass::Thinking && before.is_none_or(|(b, _)| *b != FrameClass::Thinking)
        })
        .count();
    let thinking: f32 = samples
        .iter()
        .filter(|(c, _)| *c == FrameClass::Thinking)
        .map(|(_, s)| s)
        .sum();
    let _ = writeln!(
        out,
        "searches {searches}, {:.2} s each on average",
        thinking / searches.max(1) as f32
    );
    out
}

fn record(
    mut stats: ResMut<FrameStats>,
    time: Res<Time<Real>>,
    settled: Res<BoardSettled>,
    computer: Res<ComputerPlayer>,
    software: Option<Res<DrawnInSoftware>>,
    cameras: Query<&Msaa, With<crate::board::BoardCamera>>,
    mut delay: ResMut<ComputerDelay>,
    mut exit: MessageWriter<AppExit>,
) {
    let delta = time.delta_secs();
    stats.elapsed += delta;
    let holding = stats.elapsed < WARM_UP_SECS + stats.still_secs();
    match (holding, stats.held_delay) {
        (true, None) if !computer.thinking() => {
            stats.held_delay = Some(*delay);
            *delay = ComputerDelay(f32::INFINITY);
        }
        (false, Some(original)) => {
            *delay = original;
            stats.held_delay = None;
        }
        _ => {}
    }
    if stats.elapsed < WARM_UP_SECS {
        return;
    }
    let class = if computer.thinking() {
        FrameClass::Thinking
    } else if !settled.0 {
        FrameClass::Moving
    } else {
        FrameClass::Still
    };
    stats.samples.push((class, delta));
    if stats.elapsed < WARM_UP_SECS + stats.seconds {
        return;
    }
    let drawn = match software.map(|s| *s) {
        Some(DrawnInSoftware(true)) => "in software",
        _ => "by a graphics card",
    };
    let msaa = cameras.iter().next().map_or(1, |m| m.samples());
    let text = format!(
        "{}drawn {drawn}, {msaa} sample(s) a pixel\n",
        report(&stats.samples)
    );
    match std::fs::write(&stats.file, &text) {
        Ok(()) => {
            print!("{text}");
            exit.write(AppExit::Success);
        }
        Err(e) => {
            error!("--frame-stats {}: {e}", stats.file);
            exit.write(AppExit::from_code(1));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_by_class() {
        let mut samples: Vec<(FrameClass, f32)> = (1..=100)
            .map(|i| (FrameClass::Still, i as f32 / 1000.0))
            .collect();
        samples.extend((1..=10).map(|i| (FrameClass::Thinking, 2.0 * i as f32 / 1000.0)));
        let text = report(&samples);
        assert!(
            text.contains("frames still 100 p50 50.0 ms p90 90.0 ms p99 99.0 ms max 100.0 ms"),
            "{text}"
        );
        assert!(
            text.contains("frames thinking 10 p50 10.0 ms p90 18.0 ms p99 20.0 ms"),
            "{text}"
        );
        assert!(text.contains("frames moving 0"), "{text}");
        assert!(text.contains("ratio p99 thinking / still 0.20"), "{text}");
        // The ten thinking frames came in one run: one search of 0.11 s.
        assert!(
            text.contains("searches 1, 0.11 s each on average"),
            "{text}"
        );
        samples.insert(50, (FrameClass::Thinking, 0.49));
        let text = report(&samples);
        assert!(
            text.contains("searches 2, 0.30 s each on average"),
            "{text}"
        );
    }
}

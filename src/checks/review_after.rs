//! `--review-after N` (`?review-after=200` in a browser): once N moves are played, or the game
//! ends, the computer stops and the game's review opens. With the browser hook (or the log) it
//! shows how frames fare while a long game is reviewed.

use bevy::prelude::*;

use crate::board::BoardSettled;
use crate::computer::{Analysis, ComputerDelay, ComputerPlayer, ReviewRequest};
use crate::game::{GameSet, Match, MovesPlayed};

/// The moves to wait for; removed once the review is asked for.
#[derive(Resource, Clone, Copy, Debug)]
pub struct ReviewAfter(pub usize);

/// Frames while the review was searched (for the log and the browser hook).
#[derive(Resource, Default, Debug)]
pub struct ReviewFrames {
    pub frames: u64,
    pub seconds: f64,
    pub longest_ms: f32,
    pub done: bool,
    reported: bool,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<ReviewFrames>().add_systems(
        Update,
        (
            // After the frame's moves are applied: a move in flight is seen as played.
            ask_for_review
                .after(GameSet::Apply)
                .run_if(resource_exists::<ReviewAfter>),
            count_review_frames,
        ),
    );
}

fn ask_for_review(
    mut commands: Commands,
    after: Res<ReviewAfter>,
    current: Option<Res<Match>>,
    played: Res<MovesPlayed>,
    settled: Res<BoardSettled>,
    computer: Res<ComputerPlayer>,
    delay: Res<ComputerDelay>,
    mut requests: MessageWriter<ReviewRequest>,
) {
    let over = current.is_some_and(|m| m.game.outcome().is_some());
    if played.0 < after.0 && !over {
        return;
    }
    if delay.0.is_finite() {
        // The computer may still start a search in this frame (the new delay comes later): ask
        // in a frame that has seen it, or the search's move would drop the review.
        commands.insert_resource(ComputerDelay(f32::INFINITY));
        return;
    }
    // A search already under way still plays its move, and a move clears the review: wait.
    if settled.0 && !computer.thinking() {
        requests.write(ReviewRequest);
        commands.remove_resource::<ReviewAfter>();
    }
}

fn count_review_frames(
    analysis: Res<Analysis>,
    time: Res<Time<Real>>,
    mut stats: ResMut<ReviewFrames>,
) {
    if analysis.running() {
        stats.frames += 1;
        stats.seconds += time.delta_secs_f64();
        stats.longest_ms = stats.longest_ms.max(time.delta_secs() * 1000.0);
    }
    stats.done = analysis.done.is_some() && stats.frames > 0;
    if stats.done && !stats.reported {
        stats.reported = true;
        info!(
            "review: {} positions in {:.1} s over {} frames, the longest {:.0} ms",
            analysis.positions, stats.seconds, stats.frames, stats.longest_ms
        );
    }
}

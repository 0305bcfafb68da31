//! The animations' time: how far the board's pictures move in a frame, at the player's speed,
//! or all at once while a skip is under way.

use bevy::prelude::*;

use crate::settings::AnimationSpeed;

/// Finish everything shown now at once (the effects too).
#[derive(Resource, Default)]
pub(super) struct Skipping(pub bool);

/// A time step long enough to finish any animation (finite, so no arithmetic turns into NaN).
const FINISH_SECS: f32 = 1.0e6;

pub(super) fn anim_dt(time: &Time, speed: AnimationSpeed, skipping: bool) -> f32 {
    if skipping || speed == AnimationSpeed::Off {
        FINISH_SECS
    } else {
        time.delta_secs() * speed.rate()
    }
}

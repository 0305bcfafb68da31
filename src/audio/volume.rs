//! The volumes the sound and the music play at, from the player's settings.

use bevy::prelude::*;

/// The volumes the sound output uses: the player's settings when there are some.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct SoundSettings {
    /// 0..=1, scales everything.
    pub master: f32,
    /// 0..=1, the board and interface sounds.
    pub effects: f32,
    /// 0..=1, the music.
    pub music: f32,
    pub muted: bool,
}

impl Default for SoundSettings {
    fn default() -> Self {
        SoundSettings {
            master: 0.8,
            effects: 1.0,
            music: 0.5,
            muted: false,
        }
    }
}

impl SoundSettings {
    /// The linear volume for music, 0 when muted.
    pub fn music_volume(&self) -> f32 {
        if self.muted {
            0.0
        } else {
            self.master.clamp(0.0, 1.0) * self.music.clamp(0.0, 1.0)
        }
    }

    /// The linear volume for effects, 0 when muted.
    pub fn effects_volume(&self) -> f32 {
        if self.muted {
            0.0
        } else {
            self.master.clamp(0.0, 1.0) * self.effects.clamp(0.0, 1.0)
        }
    }
}

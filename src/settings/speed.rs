//! How fast the board shows moves.

use bevy::prelude::Resource;

/// How fast moves are shown. `Off` puts pieces on their points at once.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum AnimationSpeed {
    Off,
    Fast,
    #[default]
    Normal,
    Slow,
}

impl AnimationSpeed {
    pub const ALL: [AnimationSpeed; 4] = [
        AnimationSpeed::Off,
        AnimationSpeed::Fast,
        AnimationSpeed::Normal,
        AnimationSpeed::Slow,
    ];

    pub fn name(self) -> &'static str {
        match self {
            AnimationSpeed::Off => "off",
            AnimationSpeed::Fast => "fast",
            AnimationSpeed::Normal => "normal",
            AnimationSpeed::Slow => "slow",
        }
    }

    pub fn from_name(name: &str) -> Option<AnimationSpeed> {
        AnimationSpeed::ALL.into_iter().find(|s| s.name() == name)
    }

    /// How many animation seconds pass in one real second (`Off`: all of them at once).
    pub fn rate(self) -> f32 {
        match self {
            AnimationSpeed::Off => f32::INFINITY,
            AnimationSpeed::Fast => 2.0,
            AnimationSpeed::Normal => 1.0,
            AnimationSpeed::Slow => 0.6,
        }
    }
}

//! Sound: the cues decided from what happened (`cues.rs`, no audio device needed) and the sound
//! output that plays them with the music (`sound.rs`).

pub mod cues;
pub mod sound;

pub use cues::{CuesPlugin, SoundCue, outcome_cue};
pub use sound::{MUSIC_FILE, SOUND_FILES, SoundEffect, SoundPlugin, SoundSettings, Sounds};

//! Sound: the cues decided from what happened (`cues.rs`, no audio device needed) and the sound
//! output that plays them (`sound.rs`) at the player's volumes (`volume.rs`), the music
//! (`music.rs`), from files compiled into the game or read from `assets/` (`files.rs`).

pub mod cues;
pub mod files;
pub mod music;
pub mod sound;
pub mod volume;

pub use cues::{CuesPlugin, SoundCue, outcome_cue};
pub use files::{MUSIC_FILES, SOUND_FILES, SoundSource};
pub use sound::{SoundEffect, SoundPlugin, Sounds};
pub use volume::SoundSettings;

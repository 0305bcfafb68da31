//! Where the sounds come from. By default they are compiled into the game and served by Bevy's
//! `embedded://` asset source, so the binary plays from any folder. A web page carries the
//! effects alike, but fetches the music from its `assets/audio/` once the game runs
//! (`platform::CARRIES_MUSIC`): 2.2 MB that would otherwise hold up its opening.
//! `ASALTO_ASSETS=disk` reads every file from the `assets/` folder instead (next to the binary,
//! or the project's with `cargo run`), so a sound can be changed without a rebuild.

use std::path::{Path, PathBuf};

use bevy::asset::io::embedded::EmbeddedAssetRegistry;
use bevy::audio::AudioSource;
use bevy::prelude::*;

use crate::platform;
use crate::screens::LoadingAssets;

/// The music, relative to `assets/`: the menus' piece and the game's.
pub const MUSIC_FILES: [&str; 2] = ["audio/music_menu.ogg", "audio/music_game.ogg"];

/// Every sound effect, relative to `assets/`.
pub const SOUND_FILES: [&str; 8] = [
    "audio/place.ogg",
    "audio/step.ogg",
    "audio/capture.ogg",
    "audio/huff.ogg",
    "audio/illegal.ogg",
    "audio/victory.ogg",
    "audio/defeat.ogg",
    "audio/ui_click.ogg",
];

/// The music's bytes, compiled in where the program carries its music (elsewhere nothing
/// refers to them, and the linker leaves them out).
const EMBEDDED_MUSIC: [(&str, &[u8]); 2] = [
    (
        MUSIC_FILES[0],
        include_bytes!("../../assets/audio/music_menu.ogg"),
    ),
    (
        MUSIC_FILES[1],
        include_bytes!("../../assets/audio/music_game.ogg"),
    ),
];

/// The bytes of every effect, compiled in.
const EMBEDDED_SOUNDS: [(&str, &[u8]); 8] = [
    (
        SOUND_FILES[0],
        include_bytes!("../../assets/audio/place.ogg"),
    ),
    (
        SOUND_FILES[1],
        include_bytes!("../../assets/audio/step.ogg"),
    ),
    (
        SOUND_FILES[2],
        include_bytes!("../../assets/audio/capture.ogg"),
    ),
    (
        SOUND_FILES[3],
        include_bytes!("../../assets/audio/huff.ogg"),
    ),
    (
        SOUND_FILES[4],
        include_bytes!("../../assets/audio/illegal.ogg"),
    ),
    (
        SOUND_FILES[5],
        include_bytes!("../../assets/audio/victory.ogg"),
    ),
    (
        SOUND_FILES[6],
        include_bytes!("../../assets/audio/defeat.ogg"),
    ),
    (
        SOUND_FILES[7],
        include_bytes!("../../assets/audio/ui_click.ogg"),
    ),
];

/// The environment variable that chooses the sounds' source.
pub const SOURCE_VARIABLE: &str = "ASALTO_ASSETS";

/// Where the sound output loads its files from.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub enum SoundSource {
    /// The copies compiled into the game.
    Embedded,
    /// Bevy's default source: the `assets/` folder.
    Disk,
}

impl SoundSource {
    /// `ASALTO_ASSETS=disk` or the compiled-in copies; any other value is reported and ignored.
    pub fn from_environment() -> SoundSource {
        match std::env::var(SOURCE_VARIABLE) {
            Ok(v) if v == "disk" => SoundSource::Disk,
            Ok(v) => {
                error!(
                    "{SOURCE_VARIABLE}={v:?} is not understood (only \"disk\" is); \
                     playing the sounds compiled into the game"
                );
                SoundSource::Embedded
            }
            Err(_) => SoundSource::Embedded,
        }
    }

    /// The asset path of a file under `assets/`.
    pub fn path(self, file: &str) -> String {
        match self {
            SoundSource::Embedded => format!("embedded://asalto/{file}"),
            SoundSource::Disk => file.to_string(),
        }
    }
}

/// Starts loading `file` (under `assets/`) from `source`, and has the loading screen wait for it.
pub fn load_tracked(
    server: &AssetServer,
    source: SoundSource,
    loading: &mut LoadingAssets,
    file: &str,
) -> Handle<AudioSource> {
    let handle: Handle<AudioSource> = server.load(source.path(file));
    loading.0.push(handle.clone().untyped());
    handle
}

/// Starts loading a piece of music: as any sound where the program carries it; otherwise
/// fetched from the page's `assets/` while the game goes on, and played once it is there.
pub fn load_piece(
    server: &AssetServer,
    source: SoundSource,
    loading: &mut LoadingAssets,
    file: &str,
) -> Handle<AudioSource> {
    if platform::CARRIES_MUSIC {
        load_tracked(server, source, loading, file)
    } else {
        server.load(file.to_string())
    }
}

/// Puts the compiled-in files into Bevy's embedded source (needs the asset plugin).
pub fn embed(app: &mut App) {
    if let Some(registry) = app.world().get_resource::<EmbeddedAssetRegistry>() {
        let music = if platform::CARRIES_MUSIC {
            &EMBEDDED_MUSIC[..]
        } else {
            &[]
        };
        for &(file, bytes) in EMBEDDED_SOUNDS.iter().chain(music) {
            registry.insert_asset(PathBuf::new(), &Path::new("asalto").join(file), bytes);
        }
    }
}

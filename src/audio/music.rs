//! The music: a march under the menus and a calmer piece under a game, each looping, one fading
//! into the other as the screen changes (see docs/audio.md for the pieces).

use bevy::audio::{AudioSink, AudioSinkPlayback, AudioSource, Volume};
use bevy::prelude::*;

use crate::screens::{LoadingAssets, Screen};

use super::files::{MUSIC_FILES, SoundSource, load_piece};
use super::volume::SoundSettings;

/// How long one piece takes to fade out and the other in.
const FADE_SECS: f32 = 1.5;

/// Which piece plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Piece {
    /// The march, under the menus.
    Menu,
    /// The calmer piece, under a game.
    Game,
}

impl Piece {
    /// The piece for a screen.
    pub fn for_screen(screen: Screen) -> Piece {
        match screen {
            Screen::Game => Piece::Game,
            _ => Piece::Menu,
        }
    }

    /// How loud the piece is at full music volume: the game's piece stays under the thinking.
    fn gain(self) -> f32 {
        match self {
            Piece::Menu => 0.35,
            Piece::Game => 0.22,
        }
    }
}

/// The two pieces, loaded during [`Screen::Loading`].
#[derive(Resource, Clone, Debug)]
pub struct MusicTracks {
    pub menu: Handle<AudioSource>,
    pub game: Handle<AudioSource>,
}

impl MusicTracks {
    fn of(&self, piece: Piece) -> Handle<AudioSource> {
        match piece {
            Piece::Menu => self.menu.clone(),
            Piece::Game => self.game.clone(),
        }
    }
}

/// Marks a playing piece (as in the bevy_new_2d template), with how far it has faded in (0..=1).
#[derive(Component, Clone, Copy, Debug)]
pub struct Music {
    pub piece: Piece,
    pub level: f32,
}

/// `level` moved toward `target` by at most `step`.
fn fade_toward(level: f32, target: f32, step: f32) -> f32 {
    if level < target {
        (level + step).min(target)
    } else {
        (level - step).max(target)
    }
}

pub(super) fn load_music(
    mut commands: Commands,
    server: Option<Res<AssetServer>>,
    source: Res<SoundSource>,
    mut loading: ResMut<LoadingAssets>,
) {
    let Some(server) = server else { return };
    let mut load = |file| load_piece(&server, *source, &mut loading, file);
    let tracks = MusicTracks {
        menu: load(MUSIC_FILES[0]),
        game: load(MUSIC_FILES[1]),
    };
    commands.insert_resource(tracks);
}

/// Once loading is over: starts the screen's piece, fades the other out (and stops it when
/// silent), and keeps the volume in step with the settings.
pub(super) fn play_music(
    mut commands: Commands,
    tracks: Option<Res<MusicTracks>>,
    settings: Res<SoundSettings>,
    screen: Res<State<Screen>>,
    time: Res<Time>,
    mut playing: Query<(Entity, &mut Music, Option<Mut<AudioSink>>)>,
) {
    let Some(tracks) = tracks else { return };
    if *screen.get() == Screen::Loading {
        return;
    }
    let wanted = Piece::for_screen(*screen.get());
    if !playing.iter().any(|(_, music, _)| music.piece == wanted) {
        commands.spawn((
            Music {
                piece: wanted,
                level: 0.0,
            },
            AudioPlayer::new(tracks.of(wanted)),
            PlaybackSettings::LOOP.with_volume(Volume::Linear(0.0)),
        ));
    }
    let step = time.delta_secs() / FADE_SECS;
    for (entity, mut music, sink) in &mut playing {
        let target = if music.piece == wanted { 1.0 } else { 0.0 };
        let level = fade_toward(music.level, target, step);
        if level == 0.0 && target == 0.0 {
            commands.entity(entity).despawn();
            continue;
        }
        // The sink's volume only when something changed: a fade, the settings, or a sink
        // that has just started (it begins at the volume the piece was spawned with).
        let Some(mut sink) = sink else { continue };
        if level != music.level || settings.is_changed() || sink.is_added() {
            music.level = level;
            let volume = level * settings.music_volume() * music.piece.gain();
            sink.set_volume(Volume::Linear(volume));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fade_reaches_its_target_and_stops_there() {
        let mut level = 0.0;
        let mut frames = 0;
        while level < 1.0 {
            level = fade_toward(level, 1.0, 1.0 / 60.0 / FADE_SECS);
            frames += 1;
        }
        assert!(
            (89..=91).contains(&frames),
            "1.5 s at 60 frames a second: {frames}"
        );
        assert_eq!(
            fade_toward(0.3, 0.0, 5.0),
            0.0,
            "a long frame ends the fade"
        );
        assert_eq!(fade_toward(1.0, 1.0, 0.1), 1.0);
    }

    #[test]
    fn the_game_has_its_own_quieter_piece() {
        assert_eq!(Piece::for_screen(Screen::Game), Piece::Game);
        assert_eq!(Piece::for_screen(Screen::Menu), Piece::Menu);
        assert!(Piece::Game.gain() < Piece::Menu.gain());
    }
}

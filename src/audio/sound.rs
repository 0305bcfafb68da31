//! The sound output: the sounds are loaded during [`Screen::Loading`], every [`SoundCue`] is
//! played at the [`SoundSettings`] volume (a little different each time), and the music plays
//! (`music.rs`).
//! Without an asset server or an audio output (headless tests) nothing is loaded or played.

use bevy::audio::{AudioSource, Volume};
use bevy::prelude::*;
use bevy_egui::{EguiOutput, egui};

use crate::screens::LoadingAssets;
use crate::settings::Settings;

use super::cues::SoundCue;
use super::files::{self, SOUND_FILES, SoundSource};
use super::music::{load_music, play_music};
use super::volume::SoundSettings;

/// Marks a playing sound effect (as in the bevy_new_2d template).
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct SoundEffect;

/// The sound files, loaded during [`Screen::Loading`].
#[derive(Resource, Clone, Debug)]
pub struct Sounds {
    pub place: Handle<AudioSource>,
    pub step: Handle<AudioSource>,
    pub capture: Handle<AudioSource>,
    pub huff: Handle<AudioSource>,
    pub illegal: Handle<AudioSource>,
    pub victory: Handle<AudioSource>,
    pub defeat: Handle<AudioSource>,
    pub ui_click: Handle<AudioSource>,
}

impl Sounds {
    /// The sound for a cue, with its own gain and playback speed.
    pub fn for_cue(&self, cue: SoundCue) -> (&Handle<AudioSource>, f32, f32) {
        match cue {
            SoundCue::Place => (&self.place, 0.8, 1.0),
            SoundCue::Step => (&self.step, 0.8, 1.0),
            // A hop: the step, a little lower and slower.
            SoundCue::Hop => (&self.step, 0.9, 0.85),
            SoundCue::Capture(nth) => (&self.capture, 0.9, chain_pitch(nth)),
            SoundCue::Huff => (&self.huff, 1.0, 1.0),
            SoundCue::Illegal => (&self.illegal, 0.6, 1.0),
            SoundCue::Victory => (&self.victory, 0.9, 1.0),
            SoundCue::Defeat => (&self.defeat, 0.9, 1.0),
            SoundCue::UiClick => (&self.ui_click, 0.5, 1.0),
        }
    }
}

/// Each landing of a capture chain a whole tone above the one before, up to an octave: the
/// chain is heard to climb.
fn chain_pitch(nth: u8) -> f32 {
    2f32.powf(f32::from(nth.min(6)) * 2.0 / 12.0)
}

/// The same sound never twice alike, as a real piece is never set down twice the same way:
/// `gain` and `speed` varied by up to 10% and 3% (`jitter` gives a number in the range asked).
fn varied(gain: f32, speed: f32, mut jitter: impl FnMut(f32, f32) -> f32) -> (f32, f32) {
    (gain * jitter(0.9, 1.0), speed * jitter(0.97, 1.03))
}

/// Loads and plays the sounds. Needs Bevy's asset and audio plugins.
pub struct SoundPlugin;

impl Plugin for SoundPlugin {
    fn build(&self, app: &mut App) {
        if !app.world().contains_resource::<SoundSource>() {
            app.insert_resource(SoundSource::from_environment());
        }
        files::embed(app);
        app.init_resource::<SoundSettings>()
            .add_systems(Startup, (load_sounds, load_music))
            .add_systems(
                Update,
                (follow_settings, mute_key, ui_clicks, play_cues, play_music).chain(),
            );
    }
}

/// The volumes follow the player's settings.
fn follow_settings(settings: Option<Res<Settings>>, mut sound: ResMut<SoundSettings>) {
    if let Some(s) = settings
        && s.is_changed()
    {
        sound.set_if_neq(SoundSettings {
            master: s.master_volume,
            effects: s.effects_volume,
            music: s.music_volume,
            muted: s.muted,
        });
    }
}

fn load_sounds(
    mut commands: Commands,
    server: Option<Res<AssetServer>>,
    source: Res<SoundSource>,
    mut loading: ResMut<LoadingAssets>,
) {
    let Some(server) = server else { return };
    let mut load = |file| files::load_tracked(&server, *source, &mut loading, file);
    let sounds = Sounds {
        place: load(SOUND_FILES[0]),
        step: load(SOUND_FILES[1]),
        capture: load(SOUND_FILES[2]),
        huff: load(SOUND_FILES[3]),
        illegal: load(SOUND_FILES[4]),
        victory: load(SOUND_FILES[5]),
        defeat: load(SOUND_FILES[6]),
        ui_click: load(SOUND_FILES[7]),
    };
    commands.insert_resource(sounds);
}

/// M mutes and unmutes (in the stored settings when there are some, so it is remembered).
fn mute_key(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    named: Option<Res<ButtonInput<bevy::input::keyboard::Key>>>,
    mut sound: ResMut<SoundSettings>,
    stored: Option<ResMut<Settings>>,
    mut egui: Query<&mut bevy_egui::EguiContext>,
) {
    let pressed = keys.is_some_and(|k| {
        crate::input::keyboard::letter_pressed(&k, named.as_deref(), 'm', KeyCode::KeyM)
    });
    if !pressed {
        return;
    }
    // Not while typing into a text field.
    if egui.iter_mut().any(|mut c| c.get_mut().text_edit_focused()) {
        return;
    }
    let muted = !sound.muted;
    match stored {
        Some(mut s) => s.muted = muted,
        None => sound.muted = muted,
    }
    info!("sound {}", if muted { "off" } else { "on" });
}

/// Buttons, checkboxes and choices clicked in egui last frame become [`SoundCue::UiClick`].
fn ui_clicks(outputs: Query<&EguiOutput>, mut cues: MessageWriter<SoundCue>) {
    let clicked = outputs.iter().any(|o| {
        o.platform_output.events.iter().any(|e| {
            matches!(
                e,
                egui::output::OutputEvent::Clicked(info)
                    if matches!(
                        info.typ,
                        egui::WidgetType::Button
                            | egui::WidgetType::Checkbox
                            | egui::WidgetType::RadioButton
                            | egui::WidgetType::SelectableLabel
                            | egui::WidgetType::ComboBox
                    )
            )
        })
    });
    if clicked {
        cues.write(SoundCue::UiClick);
    }
}

/// Plays each cue (the same cue at most once a frame: a skipped chain does not roar).
fn play_cues(
    mut commands: Commands,
    mut cues: MessageReader<SoundCue>,
    sounds: Option<Res<Sounds>>,
    settings: Res<SoundSettings>,
) {
    let Some(sounds) = sounds else {
        cues.clear();
        return;
    };
    let mut played = Vec::new();
    for &cue in cues.read() {
        // By kind: the landings of a skipped chain are one capture, not a chord.
        let kind = std::mem::discriminant(&cue);
        if played.contains(&kind) {
            continue;
        }
        played.push(kind);
        let (handle, gain, speed) = sounds.for_cue(cue);
        let (gain, speed) = varied(gain, speed, |low, high| rand::random_range(low..high));
        let volume = settings.effects_volume() * gain;
        if volume <= 0.0 {
            continue;
        }
        commands.spawn((
            SoundEffect,
            AudioPlayer::new(handle.clone()),
            PlaybackSettings::DESPAWN
                .with_volume(Volume::Linear(volume))
                .with_speed(speed),
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chain_climbs_a_whole_tone_a_landing_up_to_an_octave() {
        assert_eq!(chain_pitch(0), 1.0);
        let tone = 2f32.powf(2.0 / 12.0);
        assert!((chain_pitch(1) - tone).abs() < 1e-6);
        assert!((0..6).all(|n| chain_pitch(n + 1) > chain_pitch(n)));
        assert!((chain_pitch(6) - 2.0).abs() < 1e-5);
        assert_eq!(chain_pitch(9), chain_pitch(6));
    }

    #[test]
    fn sounds_vary_within_their_ranges() {
        let lowest = varied(0.8, 1.0, |low, _| low);
        let highest = varied(0.8, 1.0, |_, high| high);
        assert!((lowest.0 - 0.72).abs() < 1e-6 && (lowest.1 - 0.97).abs() < 1e-6);
        assert!((highest.0 - 0.8).abs() < 1e-6 && (highest.1 - 1.03).abs() < 1e-6);
    }

    #[test]
    fn mute_silences() {
        let mut s = SoundSettings::default();
        assert!(s.effects_volume() > 0.0);
        s.muted = true;
        assert_eq!(s.effects_volume(), 0.0);
        s.muted = false;
        s.effects = 2.0;
        assert!(s.effects_volume() <= 1.0);
    }
}

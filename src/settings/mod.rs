//! The player's settings: read at start from `settings.ron` in [`Storage`] and written back
//! shortly after a change. The parts of the game they concern read them (the sound, the board,
//! the screens); the settings know nothing of those parts.
//!
//! A file the game cannot read is kept as a backup (`settings.ron.bak`) and the defaults are used,
//! with a warning in the log and on the settings screen; it is never replaced before that copy
//! exists. Values out of range are brought back into range. Fields the file lacks (an older
//! version) take their defaults; fields the game does not know are ignored.

mod language;
mod named;
mod speed;

use asalto_engine::Variant;
use asalto_engine::search::Level;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use crate::game::{MatchSetup, Mode};
use crate::platform::storage::{Storage, StorageNotice, StorageNotices, brief};
use crate::theme::themes::Theme;

pub use language::Language;
pub use speed::AnimationSpeed;

pub const SETTINGS_FILE: &str = "settings.ron";

/// What the player chose, as stored. Choices are written by name (see [`named`]), so a file
/// from another version never fails on a renamed choice: an unknown name is read as the
/// default.
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// `None` follows the system.
    #[serde(with = "named::by_name_or_none")]
    pub language: Option<Language>,
    /// The computer's strength, also the last one chosen for a new game.
    #[serde(with = "named::by_name")]
    pub level: Level,
    /// The last game chosen: a built-in variant's name.
    pub variant: String,
    /// The last players chosen.
    #[serde(with = "named::by_name")]
    pub mode: Mode,
    pub warn_huff: bool,
    pub show_moves: bool,
    pub coordinates: bool,
    #[serde(with = "named::by_name")]
    pub animation: AnimationSpeed,
    pub master_volume: f32,
    pub effects_volume: f32,
    pub music_volume: f32,
    pub muted: bool,
    /// egui's zoom, 0.75 to 2.
    pub ui_scale: f32,
    /// The board's colours.
    #[serde(with = "named::by_name")]
    pub theme: Theme,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            language: None,
            level: Level::Soldier,
            variant: "asalto".into(),
            mode: Mode::default(),
            warn_huff: true,
            show_moves: true,
            coordinates: true,
            animation: AnimationSpeed::Normal,
            master_volume: 0.8,
            effects_volume: 1.0,
            music_volume: 0.5,
            muted: false,
            ui_scale: 1.0,
            theme: Theme::Classic,
        }
    }
}

/// Why a text is not settings at all: the RON reader's words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SettingsError(pub ron::error::SpannedError);

impl std::fmt::Display for SettingsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl std::error::Error for SettingsError {}

pub const UI_SCALE_RANGE: std::ops::RangeInclusive<f32> = 0.75..=2.0;

fn unit(v: f32, default: f32) -> f32 {
    if v.is_finite() {
        v.clamp(0.0, 1.0)
    } else {
        default
    }
}

impl Settings {
    /// Reads settings from RON; an error for text that is not settings at all.
    pub fn from_ron(text: &str) -> Result<Settings, SettingsError> {
        ron::from_str::<Settings>(text)
            .map(Settings::sanitised)
            .map_err(SettingsError)
    }

    pub fn to_ron(&self) -> String {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default())
            .unwrap_or_else(|e| format!("// cannot write the settings: {e}\n"))
    }

    /// Every value within its range and the variant one the game knows.
    pub fn sanitised(mut self) -> Settings {
        let d = Settings::default();
        if Variant::builtin(&self.variant).is_none() {
            self.variant = d.variant.clone();
        }
        self.master_volume = unit(self.master_volume, d.master_volume);
        self.effects_volume = unit(self.effects_volume, d.effects_volume);
        self.music_volume = unit(self.music_volume, d.music_volume);
        self.ui_scale = if self.ui_scale.is_finite() {
            self.ui_scale
                .clamp(*UI_SCALE_RANGE.start(), *UI_SCALE_RANGE.end())
        } else {
            d.ui_scale
        };
        self
    }

    /// The language chosen, or else the system's.
    pub fn language(&self) -> Language {
        self.language.unwrap_or_else(Language::from_system)
    }

    /// A new match with the remembered choices (the variant's own start, a new seed).
    pub fn new_match(&self, seed: u64) -> MatchSetup {
        MatchSetup {
            variant: Variant::builtin(&self.variant)
                .unwrap_or_else(|| MatchSetup::default().variant),
            start: None,
            mode: self.mode,
            level: self.level,
            warn_huff: self.warn_huff,
            seed,
        }
    }

    /// Remembers the choices of a new match.
    pub fn remember_match(&mut self, m: &MatchSetup) {
        self.variant = m.variant.name().to_string();
        self.mode = m.mode;
        self.level = m.level;
        self.warn_huff = m.warn_huff;
    }
}

/// Choices the command line made for one run (`--animation`, `--language`, `--theme`): they
/// are in force, but never written as preferences. Each holds what the file said and what the
/// command line chose; a setting the player changes during the run is stored as usual.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct OneRunChoices {
    animation: Option<(AnimationSpeed, AnimationSpeed)>,
    language: Option<(Option<Language>, Option<Language>)>,
    theme: Option<(Theme, Theme)>,
}

impl OneRunChoices {
    /// Puts the command line's choices in force and remembers what they replaced.
    pub fn apply(
        settings: &mut Settings,
        animation: Option<AnimationSpeed>,
        language: Option<Language>,
        theme: Option<Theme>,
    ) -> OneRunChoices {
        fn swap<T: Clone>(field: &mut T, chosen: Option<T>) -> Option<(T, T)> {
            let chosen = chosen?;
            Some((std::mem::replace(field, chosen.clone()), chosen))
        }
        OneRunChoices {
            animation: swap(&mut settings.animation, animation),
            language: swap(&mut settings.language, language.map(Some)),
            theme: swap(&mut settings.theme, theme),
        }
    }

    /// The settings to write: a one-run choice still in force is written as the file had it.
    pub fn for_storage(&self, settings: &Settings) -> Settings {
        fn restore<T: Clone + PartialEq>(field: &mut T, choice: &Option<(T, T)>) {
            if let Some((stored, chosen)) = choice
                && field == chosen
            {
                *field = stored.clone();
            }
        }
        let mut stored = settings.clone();
        restore(&mut stored.animation, &self.animation);
        restore(&mut stored.language, &self.language);
        restore(&mut stored.theme, &self.theme);
        stored
    }
}

/// What happened when the settings were read, for the settings screen.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct SettingsLoad {
    /// The file could not be read: where the old one was kept.
    pub problem: Option<String>,
    /// False when an unreadable file could not be backed up: then it is never written over.
    pub may_write: bool,
}

impl Default for SettingsLoad {
    fn default() -> Self {
        SettingsLoad {
            problem: None,
            may_write: true,
        }
    }
}

/// Reads the settings: defaults when there are none, defaults and a kept backup when the file
/// cannot be read.
pub fn load_settings(storage: &Storage) -> (Settings, SettingsLoad) {
    match storage.read(SETTINGS_FILE) {
        Ok(None) => (Settings::default(), SettingsLoad::default()),
        // Parsed once: the sanitised copy is compared with what the file said.
        Ok(Some(text)) => match ron::from_str::<Settings>(&text) {
            Ok(raw) => {
                let s = raw.clone().sanitised();
                if s != raw {
                    warn!("some settings were out of range or unknown and were reset");
                }
                (s, SettingsLoad::default())
            }
            Err(e) => {
                warn!(
                    "the settings in {} cannot be read ({}); using the defaults",
                    storage.describe(SETTINGS_FILE),
                    brief(e)
                );
                (Settings::default(), keep_unreadable(storage))
            }
        },
        Err(e) => {
            warn!("{}; using the default settings", brief(e));
            (Settings::default(), keep_unreadable(storage))
        }
    }
}

fn keep_unreadable(storage: &Storage) -> SettingsLoad {
    match storage.keep_backup(SETTINGS_FILE) {
        Ok(backup) => {
            warn!(
                "the unreadable settings were kept as {}",
                storage.describe(&backup)
            );
            SettingsLoad {
                problem: Some(storage.describe(&backup)),
                may_write: true,
            }
        }
        Err(e) => {
            // Without a backup the file must stay as it is: never save over it.
            warn!("the unreadable settings could not be backed up: {e}");
            SettingsLoad {
                problem: Some(storage.describe(SETTINGS_FILE)),
                may_write: false,
            }
        }
    }
}

/// Seconds since the settings last changed, while they wait to be written.
#[derive(Resource, Default)]
struct PendingWrite(Option<f32>);

/// Reads and writes the settings. Needs a [`Storage`] resource (else uses memory).
pub struct SettingsPlugin;

impl Plugin for SettingsPlugin {
    fn build(&self, app: &mut App) {
        let storage = app
            .world()
            .get_resource::<Storage>()
            .cloned()
            .unwrap_or_default();
        let (settings, load) = load_settings(&storage);
        app.insert_resource(settings)
            .insert_resource(storage)
            // Once an unreadable file is backed up, the defaults replace it (so the next start
            // does not back it up again).
            .insert_resource(PendingWrite(
                (load.problem.is_some() && load.may_write).then_some(0.0),
            ))
            .insert_resource(load)
            .init_resource::<StorageNotices>()
            // After the window's close request has become an exit, so the last change is kept.
            .add_systems(Last, write_settings.after(bevy::window::ExitSystems));
    }
}

/// Writes the settings half a second after the last change (a dragged slider changes them every
/// frame), or at once on exit.
fn write_settings(
    settings: Res<Settings>,
    storage: Res<Storage>,
    load: Res<SettingsLoad>,
    one_run: Option<Res<OneRunChoices>>,
    time: Res<Time>,
    mut pending: ResMut<PendingWrite>,
    mut notices: ResMut<StorageNotices>,
    exits: MessageReader<AppExit>,
) {
    // A change after the first frame (which reads the file) is to be written.
    if settings.is_changed() && !settings.is_added() {
        pending.0.get_or_insert(0.0);
    }
    let Some(waited) = pending.0.as_mut() else {
        return;
    };
    if settings.is_changed() {
        *waited = 0.0;
    } else {
        *waited += time.delta_secs();
    }
    // Where the program can end without an exit to wait for, settings are written at once.
    let quiet = if crate::platform::ENDS_WITHOUT_WARNING {
        0.0
    } else {
        0.5
    };
    if *waited < quiet && exits.is_empty() {
        return;
    }
    pending.0 = None;
    if !load.may_write {
        return;
    }
    let stored = one_run.map_or_else(|| settings.clone(), |o| o.for_storage(&settings));
    if let Err(e) = storage.write(SETTINGS_FILE, &stored.to_ron()) {
        notices.report(StorageNotice::SettingsFailed(e));
    }
}

#[cfg(test)]
mod tests;

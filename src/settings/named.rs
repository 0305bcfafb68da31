//! Choices kept in the settings file by name (`"marshal"`, `"colour-safe"`), so a file from
//! another version never fails on a renamed or new choice: a name the game does not know is
//! read as the default, with a warning in the log.

use asalto_engine::search::Level;
use bevy::log::warn;
use serde::{Deserialize, Deserializer, Serializer};

use super::{AnimationSpeed, Language};
use crate::game::Mode;
use crate::theme::themes::Theme;

/// A choice with a stable name.
pub trait Named: Sized + Copy {
    /// What it is, for the log: "level".
    const WHAT: &'static str;
    fn name(self) -> &'static str;
    fn from_name(name: &str) -> Option<Self>;
    /// What an unknown name is read as.
    fn fallback() -> Self;
}

/// `#[serde(with = "by_name")]`: the choice as its name.
pub mod by_name {
    use super::*;

    pub fn serialize<T: Named, S: Serializer>(value: &T, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(value.name())
    }

    pub fn deserialize<'de, T: Named, D: Deserializer<'de>>(d: D) -> Result<T, D::Error> {
        let name = String::deserialize(d)?;
        Ok(T::from_name(&name).unwrap_or_else(|| {
            let fallback = T::fallback();
            warn!(
                "unknown {} {name:?} in the settings: {} instead",
                T::WHAT,
                fallback.name()
            );
            fallback
        }))
    }
}

/// `#[serde(with = "by_name_or_none")]`: an optional choice as `Some("name")` or `None`; an
/// unknown name is read as `None`.
pub mod by_name_or_none {
    use super::*;

    pub fn serialize<T: Named, S: Serializer>(value: &Option<T>, s: S) -> Result<S::Ok, S::Error> {
        match value {
            Some(v) => s.serialize_some(v.name()),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, T: Named, D: Deserializer<'de>>(d: D) -> Result<Option<T>, D::Error> {
        let name = Option::<String>::deserialize(d)?;
        Ok(name.and_then(|name| {
            let known = T::from_name(&name);
            if known.is_none() {
                warn!("unknown {} {name:?} in the settings: none instead", T::WHAT);
            }
            known
        }))
    }
}

impl Named for Level {
    const WHAT: &'static str = "level";
    fn name(self) -> &'static str {
        Level::name(self)
    }
    fn from_name(name: &str) -> Option<Level> {
        Level::from_name(name)
    }
    fn fallback() -> Level {
        Level::Soldier
    }
}

impl Named for Mode {
    const WHAT: &'static str = "players";
    fn name(self) -> &'static str {
        self.cli_name()
    }
    fn from_name(name: &str) -> Option<Mode> {
        Mode::from_cli_name(name)
    }
    fn fallback() -> Mode {
        Mode::default()
    }
}

impl Named for AnimationSpeed {
    const WHAT: &'static str = "animation speed";
    fn name(self) -> &'static str {
        AnimationSpeed::name(self)
    }
    fn from_name(name: &str) -> Option<AnimationSpeed> {
        AnimationSpeed::from_name(name)
    }
    fn fallback() -> AnimationSpeed {
        AnimationSpeed::default()
    }
}

impl Named for Theme {
    const WHAT: &'static str = "theme";
    fn name(self) -> &'static str {
        Theme::name(self)
    }
    fn from_name(name: &str) -> Option<Theme> {
        name.parse().ok()
    }
    fn fallback() -> Theme {
        Theme::default()
    }
}

impl Named for Language {
    const WHAT: &'static str = "language";
    fn name(self) -> &'static str {
        self.code()
    }
    fn from_name(name: &str) -> Option<Language> {
        Language::from_locale(name)
    }
    fn fallback() -> Language {
        Language::default()
    }
}

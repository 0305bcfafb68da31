//! The languages of the game: those of its traditional rule texts.

use serde::{Deserialize, Serialize};

/// A language of the game: those of its traditional rule texts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Language {
    #[default]
    English,
    French,
    German,
    Swedish,
}

impl Language {
    pub const ALL: [Language; 4] = [
        Language::English,
        Language::French,
        Language::German,
        Language::Swedish,
    ];

    /// The ISO 639-1 code, also the name of the file under `assets/i18n/`.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::French => "fr",
            Language::German => "de",
            Language::Swedish => "sv",
        }
    }

    /// The language of a locale name such as `fr_FR.UTF-8`, `sv-SE` or `en`.
    pub fn from_locale(locale: &str) -> Option<Language> {
        let code = locale
            .split(['_', '-', '.', '@'])
            .next()?
            .to_ascii_lowercase();
        Language::ALL.into_iter().find(|l| l.code() == code)
    }

    /// The system's language where it can be found (the environment on desktops, the browser's
    /// language on the web), else English.
    pub fn from_system() -> Language {
        crate::platform::system_languages()
            .first()
            .and_then(|l| Language::from_locale(l))
            .unwrap_or_default()
    }
}

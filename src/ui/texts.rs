//! Every player-facing string, in English, French, German and Swedish.
//!
//! The texts are RON maps under `assets/i18n/`, compiled into the game (so they are there from the
//! first frame, on the web too). Code asks for a key with [`Texts::get`] or [`Texts::fill`]; a key
//! missing from a language falls back to English, then to the key itself, so a slip shows up on
//! screen instead of crashing. A test checks that every key the code uses exists in all three.

use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

use asalto_engine::search::Level;
use asalto_engine::{Capture, EndReason, Family, Move, Outcome, Refusal, Side, Variant};
use bevy::prelude::*;

use crate::game::Mode;
use crate::input::pick::Note;
use crate::settings::{Language, Settings};

impl Language {
    /// The RON source of this language's texts.
    pub fn source(self) -> &'static str {
        match self {
            Language::English => include_str!("../../assets/i18n/en.ron"),
            Language::French => include_str!("../../assets/i18n/fr.ron"),
            Language::German => include_str!("../../assets/i18n/de.ron"),
            Language::Swedish => include_str!("../../assets/i18n/sv.ron"),
        }
    }

    /// The texts of this language, parsed once.
    pub fn catalog(self) -> Arc<Catalog> {
        static CATALOGS: [OnceLock<Arc<Catalog>>; Language::ALL.len()] =
            [const { OnceLock::new() }; Language::ALL.len()];
        CATALOGS[self as usize]
            .get_or_init(|| {
                Arc::new(Catalog::parse(self.source()).unwrap_or_else(|e| {
                    error!("the {} texts cannot be read: {e}", self.code());
                    Catalog::default()
                }))
            })
            .clone()
    }
}

/// One language's texts by key.
#[derive(Clone, Debug, Default)]
pub struct Catalog {
    pub texts: HashMap<String, String>,
}

impl Catalog {
    pub fn parse(source: &str) -> Result<Catalog, String> {
        ron::from_str::<HashMap<String, String>>(source)
            .map(|texts| Catalog { texts })
            .map_err(|e| e.to_string())
    }
}

/// The texts in the player's language.
#[derive(Resource, Clone, Debug)]
pub struct Texts {
    pub language: Language,
    current: Arc<Catalog>,
    english: Arc<Catalog>,
}

impl Default for Texts {
    fn default() -> Self {
        Texts::new(Language::English)
    }
}

impl Texts {
    pub fn new(language: Language) -> Texts {
        Texts {
            language,
            current: language.catalog(),
            english: Language::English.catalog(),
        }
    }

    /// Whether this language has the key.
    pub fn has(&self, key: &str) -> bool {
        self.current.texts.contains_key(key)
    }

    /// The text for a key.
    pub fn get<'a>(&'a self, key: &'a str) -> &'a str {
        self.current
            .texts
            .get(key)
            .or_else(|| self.english.texts.get(key))
            .map_or(key, String::as_str)
    }

    /// The text for a key with its `{name}` placeholders filled in.
    pub fn fill(&self, key: &str, args: &[(&str, &str)]) -> String {
        let mut text = self.get(key).to_string();
        for (name, value) in args {
            text = text.replace(&format!("{{{name}}}"), value);
        }
        text
    }

    /// A key made of a prefix and the variant's text name; variants loaded from files use the
    /// names of L'Assaut (officers and soldiers).
    fn variant_key(&self, prefix: &str, variant: &Variant) -> String {
        let key = format!("{prefix}.{}", text_name(variant));
        if self.english.texts.contains_key(&key) {
            key
        } else {
            format!("{prefix}.assaut")
        }
    }

    /// A key, or its Fox & Geese wording (`key.fox-geese`) when the variant is of that family
    /// and the texts have one: "the fox is trapped" rather than "the officers are trapped".
    pub fn family_key(&self, key: &str, variant: &Variant) -> String {
        let own = format!("{key}.{}", text_name(variant));
        if variant.family() != Family::Siege && self.english.texts.contains_key(&own) {
            own
        } else {
            key.to_string()
        }
    }

    /// The variant's name for players: its own title (the siege games', a player's file's);
    /// the built-in Fox & Geese with its options, in the player's language.
    pub fn variant_title(&self, variant: &Variant) -> String {
        let builtin = Variant::builtin(variant.name()).is_some();
        match variant.family() {
            Family::FoxAndGeese if builtin => {
                let key = if variant.attackers_sideways() {
                    "variant.fox-geese.title_sideways"
                } else {
                    "variant.fox-geese.title"
                };
                let geese = variant.attackers_start().count_ones().to_string();
                self.fill(key, &[("n", &geese)])
            }
            _ => shortened(variant.title(), MAX_TITLE_SHOWN),
        }
    }

    pub fn side_name(&self, variant: &Variant, side: Side) -> String {
        let prefix = match side {
            Side::Officers => "side.officers",
            Side::Attackers => "side.attackers",
        };
        self.get(&self.variant_key(prefix, variant)).to_string()
    }

    /// The attackers' name, plural, lower case ("rebels", "soldats", …).
    pub fn attackers(&self, variant: &Variant) -> String {
        self.get(&self.variant_key("attacker.many", variant))
            .to_string()
    }

    /// One attacker, lower case.
    pub fn attacker(&self, variant: &Variant) -> String {
        self.get(&self.variant_key("attacker.one", variant))
            .to_string()
    }

    pub fn variant_blurb(&self, variant: &Variant) -> String {
        let key = format!("variant.{}.blurb", text_name(variant));
        if self.english.texts.contains_key(&key) {
            let geese = variant.attackers_start().count_ones().to_string();
            self.fill(&key, &[("n", &geese)])
        } else {
            String::new()
        }
    }

    pub fn mode_name(&self, mode: Mode, variant: &Variant) -> String {
        self.fill(
            &self.family_key(&format!("mode.{}", mode.cli_name()), variant),
            &[("att", &self.attackers(variant))],
        )
    }

    pub fn level_name(&self, level: Level) -> String {
        self.get(&format!("level.{}", level.name())).to_string()
    }

    pub fn level_blurb(&self, level: Level) -> String {
        self.get(&format!("level.{}.blurb", level.name()))
            .to_string()
    }

    pub fn reason_text(&self, variant: &Variant, reason: EndReason) -> String {
        let key = match reason {
            EndReason::FortressTaken => "reason.fortress_taken",
            EndReason::OfficersTrapped => "reason.officers_trapped",
            EndReason::AllOfficersHuffed => "reason.all_huffed",
            EndReason::TooFewAttackers => "reason.too_few",
            EndReason::AttackersBlocked => "reason.attackers_blocked",
            EndReason::Repetition => "reason.repetition",
            EndReason::MoveLimit => "reason.move_limit",
        };
        self.fill(
            &self.family_key(key, variant),
            &[("att", &self.attackers(variant))],
        )
    }

    /// How many officers are on the board ("Officers: 2", "Fox: 1").
    pub fn officers_count(&self, variant: &Variant, n: u32) -> String {
        self.fill(
            &self.family_key("hud.officers", variant),
            &[("n", &n.to_string())],
        )
    }

    /// A side's name inside a sentence: lower case, but for German, whose nouns keep their
    /// capital.
    pub fn side_in_sentence(&self, variant: &Variant, side: Side) -> String {
        let name = self.side_name(variant, side);
        match self.language {
            Language::German => name,
            _ => name.to_lowercase(),
        }
    }

    pub fn outcome_title(&self, variant: &Variant, outcome: &Outcome) -> String {
        match outcome.winner {
            Some(side) => self.fill(
                "banner.wins",
                &[("side", &self.side_in_sentence(variant, side))],
            ),
            None => self.get("banner.draw").to_string(),
        }
    }

    pub fn place_count(&self, left: u32) -> String {
        match left {
            1 => self.get("hud.place_count.one").to_string(),
            n => self.fill("hud.place_count.many", &[("n", &n.to_string())]),
        }
    }

    /// Why officers just left the board: the captures they missed.
    pub fn huff_text(&self, variant: &Variant, missed: &[Capture]) -> String {
        let chains: Vec<String> = missed
            .iter()
            .map(|c| variant.move_text(&Move::Capture(*c)))
            .collect();
        let from: Vec<String> = missed
            .iter()
            .map(|c| variant.name_of(c.from).to_string())
            .collect();
        let and = format!(" {} ", self.get("huff.and"));
        let key = if missed.len() == 1 {
            "huff.one"
        } else {
            "huff.many"
        };
        self.fill(
            key,
            &[("from", &from.join(&and)), ("chains", &chains.join(", "))],
        )
    }

    pub fn note_text(&self, variant: &Variant, note: &Note) -> String {
        let key = match note {
            Note::Refused(refusal) => refusal_key(*refusal),
            Note::PickAPiece => "note.pick_a_piece",
            Note::ContinueChain => "note.continue_chain",
            Note::AmbiguousChain => "note.ambiguous_chain",
            Note::HuffWarning(_) => "note.huff_warning",
            Note::NotYourTurn => "note.not_your_turn",
        };
        let names = match note {
            Note::HuffWarning(names) => names.join(&format!(" {} ", self.get("huff.and"))),
            _ => String::new(),
        };
        self.fill(
            key,
            &[
                ("att", &self.attackers(variant)),
                ("one", &self.attacker(variant)),
                ("names", &names),
            ],
        )
    }
}

/// The name a variant's texts are filed under: its own, or its family's (`fox-geese`) for the
/// Fox & Geese games, which share their texts whatever their options.
pub fn text_name(variant: &Variant) -> &str {
    match variant.family() {
        Family::Siege => variant.name(),
        Family::FoxAndGeese => "fox-geese",
    }
}

/// The texts, in the player's language (as the settings say, when there are some).
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Texts>()
        .add_systems(PreUpdate, follow_settings);
}

fn follow_settings(settings: Option<Res<Settings>>, mut texts: ResMut<Texts>) {
    if let Some(settings) = settings
        && settings.is_changed()
    {
        let language = settings.language();
        if texts.language != language {
            *texts = Texts::new(language);
        }
    }
}

pub fn move_number(n: usize) -> String {
    format!("{n}.")
}

/// The text of each rule the engine can name behind a refused move.
fn refusal_key(refusal: Refusal) -> &'static str {
    match refusal {
        Refusal::GameOver => "note.game_over",
        Refusal::PlacementFirst => "note.placement_first",
        Refusal::AlreadyPlaced => "note.already_placed",
        Refusal::NotInFortress => "note.place_in_fortress",
        Refusal::NoPiece => "note.pick_a_piece",
        Refusal::NotYourPiece => "note.not_your_piece",
        Refusal::Occupied => "note.occupied",
        Refusal::NotAdjacent => "note.no_line",
        Refusal::NoAttackerToJump => "note.no_attacker_to_jump",
        Refusal::NotForward => "note.no_backward",
        Refusal::CannotLeaveFortress => "note.no_leave_fortress",
        Refusal::LineClosedToSoldiers => "note.closed_line",
        Refusal::OneWayLine => "note.one_way_line",
        Refusal::CaptureMandatory => "note.capture_mandatory",
        Refusal::LongerCaptureExists => "note.longest_capture",
        Refusal::OtherOfficerMustCapture => "note.other_officer_must_capture",
        Refusal::ChainNotFinished => "note.continue_chain",
        Refusal::NoMove => "note.no_move_for_piece",
    }
}

/// The most characters of a player's variant title shown: a long one would fill the panel.
pub const MAX_TITLE_SHOWN: usize = 48;

/// A text cut to `most` characters, an ellipsis marking the cut.
pub fn shortened(text: &str, most: usize) -> String {
    if text.chars().count() <= most {
        return text.to_string();
    }
    let mut cut: String = text.chars().take(most.saturating_sub(1)).collect();
    cut.push('…');
    cut
}

#[cfg(test)]
mod title_tests {
    use super::*;

    /// D13: a player's variant with a long title is shown with an ellipsis, not in full.
    #[test]
    fn long_titles_are_shortened() {
        let example = include_str!("../../assets/variants/little-fort.ron");
        let long = "Die große Belagerung der Festung am Rhein im Winter des Jahres 1795";
        let file = example.replace("\"Little Fort\"", &format!("\"{long}\""));
        let variant = Variant::from_ron(&file).unwrap();
        let t = Texts::new(Language::English);
        let shown = t.variant_title(&variant);
        assert_eq!(shown.chars().count(), MAX_TITLE_SHOWN);
        assert!(shown.ends_with('…') && long.starts_with(shown.trim_end_matches('…')));
        assert_eq!(shortened("Little Fort", MAX_TITLE_SHOWN), "Little Fort");
    }
}

//! Every player-facing string, in English, French, German and Swedish.
//!
//! The texts are Fluent files under `assets/i18n/`, compiled into the game (so they are there
//! from the first frame, on the web too). Code asks for a key with [`Texts::get`] or
//! [`Texts::fill`]; a key missing from a language falls back to English, then to the key
//! itself, so a slip shows up on screen instead of crashing. The i18n tests check that every
//! key the code uses exists in every language and that every message fills in.

use std::sync::{Arc, OnceLock};

use asalto_engine::search::Level;
use asalto_engine::{Capture, EndReason, Family, Move, Outcome, Refusal, Side, Variant};
use bevy::prelude::*;

use crate::game::Mode;
use crate::input::pick::Note;
use crate::settings::{Language, Settings};

pub use super::catalog::{Arg, Catalog};
use super::numbers::{Numbers, numbers};

impl Language {
    /// The Fluent source of this language's texts.
    pub fn source(self) -> &'static str {
        match self {
            Language::English => include_str!("../../assets/i18n/en.ftl"),
            Language::French => include_str!("../../assets/i18n/fr.ftl"),
            Language::German => include_str!("../../assets/i18n/de.ftl"),
            Language::Swedish => include_str!("../../assets/i18n/sv.ftl"),
        }
    }

    /// The texts of this language, parsed once.
    pub fn catalog(self) -> Arc<Catalog> {
        static CATALOGS: [OnceLock<Arc<Catalog>>; Language::ALL.len()] =
            [const { OnceLock::new() }; Language::ALL.len()];
        CATALOGS[self as usize]
            .get_or_init(|| {
                Arc::new(
                    Catalog::parse(self.code(), self.source()).unwrap_or_else(|e| {
                        error!("the {} texts cannot be read: {e}", self.code());
                        Catalog::empty()
                    }),
                )
            })
            .clone()
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
        self.current.has(key)
    }

    /// The text for a key.
    pub fn get(&self, key: &str) -> String {
        self.fill(key, &[])
    }

    /// The text for a key with its values filled in. A key missing from the language falls
    /// back to English, then to the key itself; a value the message needs and was not given
    /// shows as `{$name}` (the i18n tests fill every message in every language).
    pub fn fill(&self, key: &str, args: &[(&str, Arg)]) -> String {
        match self
            .current
            .format(key, args)
            .or_else(|| self.english.format(key, args))
        {
            Some((text, _)) => text,
            None => key.to_string(),
        }
    }

    /// A key made of a prefix and the variant's text name; variants loaded from files use the
    /// names of L'Assaut (officers and soldiers).
    fn variant_key(&self, prefix: &str, variant: &Variant) -> String {
        let key = format!("{prefix}-{}", text_name(variant));
        if self.english.has(&key) {
            key
        } else {
            format!("{prefix}-assaut")
        }
    }

    /// A key, or its Fox & Geese wording (`key.fox-geese`) when the variant is of that family
    /// and the texts have one: "the fox is trapped" rather than "the officers are trapped".
    pub fn family_key(&self, key: &str, variant: &Variant) -> String {
        let own = format!("{key}-{}", text_name(variant));
        if variant.family() != Family::Siege && self.english.has(&own) {
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
                    "variant-fox-geese-title-sideways"
                } else {
                    "variant-fox-geese-title"
                };
                let geese = variant.attackers_start().count_ones().to_string();
                self.fill(key, &[("n", Arg::from(&geese))])
            }
            _ => shortened(variant.title(), MAX_TITLE_SHOWN),
        }
    }

    fn side_key(&self, variant: &Variant, side: Side) -> String {
        let prefix = match side {
            Side::Officers => "side-officers",
            Side::Attackers => "side-attackers",
        };
        self.variant_key(prefix, variant)
    }

    pub fn side_name(&self, variant: &Variant, side: Side) -> String {
        self.get(&self.side_key(variant, side))
    }

    /// The grammatical number of a side's name (`one` for the fox, `other` for the geese and
    /// the officers), passed as `$number` to the messages whose words agree with it.
    pub fn side_number(&self, variant: &Variant, side: Side) -> Arg<'static> {
        self.grammar(&self.side_key(variant, side), "number")
    }

    /// The attackers' name, plural, lower case ("rebels", "soldats", …).
    pub fn attackers(&self, variant: &Variant) -> String {
        self.get(&self.variant_key("attacker-many", variant))
    }

    /// One attacker, lower case.
    pub fn attacker(&self, variant: &Variant) -> String {
        self.get(&self.variant_key("attacker-one", variant))
    }

    /// The grammatical gender of the attackers' name (`feminine` for French geese, else
    /// `other`), passed as `$gender` beside `$att` and `$one` for words that agree with it.
    pub fn attacker_gender(&self, variant: &Variant) -> Arg<'static> {
        self.grammar(&self.variant_key("attacker-one", variant), "gender")
    }

    /// A name's grammatical attribute (`.number`, `.gender`) in this language; `other`, the
    /// Fluent selectors' default, where the name has none.
    fn grammar(&self, key: &str, attribute: &str) -> Arg<'static> {
        let value = self.current.attribute(key, attribute);
        Arg::from(value.unwrap_or_else(|| "other".to_string()))
    }

    pub fn variant_blurb(&self, variant: &Variant) -> String {
        let key = format!("variant-{}-blurb", text_name(variant));
        if self.english.has(&key) {
            let geese = variant.attackers_start().count_ones().to_string();
            self.fill(&key, &[("n", Arg::from(&geese))])
        } else {
            String::new()
        }
    }

    pub fn mode_name(&self, mode: Mode, variant: &Variant) -> String {
        self.fill(
            &self.family_key(&format!("mode-{}", mode.cli_name()), variant),
            &[
                ("att", Arg::from(self.attackers(variant))),
                ("gender", self.attacker_gender(variant)),
            ],
        )
    }

    pub fn level_name(&self, level: Level) -> String {
        self.get(&format!("level-{}", level.name()))
    }

    pub fn level_blurb(&self, level: Level) -> String {
        self.get(&format!("level-{}-blurb", level.name()))
    }

    pub fn reason_text(&self, variant: &Variant, reason: EndReason) -> String {
        let key = match reason {
            EndReason::FortressTaken => "reason-fortress-taken",
            EndReason::OfficersTrapped => "reason-officers-trapped",
            EndReason::AllOfficersHuffed => "reason-all-huffed",
            EndReason::TooFewAttackers => "reason-too-few",
            EndReason::AttackersBlocked => "reason-attackers-blocked",
            EndReason::Repetition => "reason-repetition",
            EndReason::MoveLimit => "reason-move-limit",
        };
        self.fill(
            &self.family_key(key, variant),
            &[
                ("att", Arg::from(self.attackers(variant))),
                ("gender", self.attacker_gender(variant)),
            ],
        )
    }

    /// How many officers are on the board ("Officers: 2", "Fox: 1").
    pub fn officers_count(&self, variant: &Variant, n: u32) -> String {
        self.fill(
            &self.family_key("hud-officers", variant),
            &[("n", n.into())],
        )
    }

    /// A side's name in every form this language's sentences ask for: `$side`, the label
    /// ("Fox"); `$number`, its grammatical number; and `$side-<form>` for each of the name's
    /// other attributes in this language ("the fox", German "den Fuchs" as `$side-accusative`,
    /// Swedish "räven" as `$side-the`), so a translator adds a form without a change of code.
    pub fn side_args(&self, variant: &Variant, side: Side) -> Vec<(String, Arg<'static>)> {
        let key = self.side_key(variant, side);
        let mut args = vec![
            ("side".to_string(), Arg::from(self.side_name(variant, side))),
            ("number".to_string(), self.side_number(variant, side)),
        ];
        let forms = if self.current.has(&key) {
            self.current.forms(&key)
        } else {
            self.english.forms(&key)
        };
        args.extend(
            forms
                .into_iter()
                .map(|(form, text)| (format!("side-{form}"), Arg::from(text))),
        );
        args
    }

    /// A message about a side, with the side's forms ([`Texts::side_args`]) and other values.
    pub fn fill_side(
        &self,
        key: &str,
        variant: &Variant,
        side: Side,
        args: &[(&str, Arg)],
    ) -> String {
        let forms = self.side_args(variant, side);
        let mut all: Vec<(&str, Arg)> =
            forms.iter().map(|(n, v)| (n.as_str(), v.clone())).collect();
        all.extend(args.iter().cloned());
        self.fill(key, &all)
    }

    /// This language's way of writing numbers ("+1,5", "1 234 567").
    pub fn numbers(&self) -> std::rc::Rc<Numbers> {
        numbers(self.language.code())
    }

    /// A score in attackers from the officers' side, signed, one decimal: "+1.5", "−0,3".
    pub fn score(&self, centi: i32) -> String {
        self.numbers().signed(f64::from(centi) / 100.0, 1)
    }

    pub fn outcome_title(&self, variant: &Variant, outcome: &Outcome) -> String {
        match outcome.winner {
            Some(side) => self.fill_side("banner-wins", variant, side, &[]),
            None => self.get("banner-draw"),
        }
    }

    pub fn place_count(&self, left: u32) -> String {
        self.fill("hud-place-count", &[("n", left.into())])
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
        self.fill(
            "huff",
            &[
                ("count", missed.len().into()),
                ("from", Arg::from(self.joined(&from))),
                ("chains", Arg::from(&chains.join(", "))),
            ],
        )
    }

    /// Points named one after another: "c5 and e5".
    pub fn joined(&self, names: &[String]) -> String {
        names.join(&format!(" {} ", self.get("huff-and")))
    }

    pub fn note_text(&self, variant: &Variant, note: &Note) -> String {
        let key = match note {
            Note::Refused(refusal) => refusal_key(*refusal),
            Note::PickAPiece => "note-pick-a-piece",
            Note::ContinueChain => "note-continue-chain",
            Note::AmbiguousChain => "note-ambiguous-chain",
            Note::HuffWarning(_) => "note-huff-warning",
            Note::NotYourTurn => "note-not-your-turn",
        };
        let (names, count) = match note {
            Note::HuffWarning(names) => (self.joined(names), names.len()),
            _ => (String::new(), 0),
        };
        self.fill(
            key,
            &[
                ("att", Arg::from(&self.attackers(variant))),
                ("one", Arg::from(&self.attacker(variant))),
                ("gender", self.attacker_gender(variant)),
                ("names", Arg::from(&names)),
                ("count", count.into()),
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

/// The key of a part of a lesson's text (`title`, `task`, `done`); a lesson's id has dots
/// (`asalto.place`), which Fluent's ids may not.
pub fn lesson_key(id: &str, part: &str) -> String {
    format!("lesson-{}-{part}", id.replace('.', "-"))
}

/// The texts, in the player's language (as the settings say, when there are some).
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Texts>()
        .add_systems(PreUpdate, (follow_settings, tell_the_page).chain());
}

/// A screen reader in a browser speaks the page's language.
fn tell_the_page(texts: Res<Texts>) {
    if texts.is_changed() {
        crate::platform::screen_reader::set_page_language(texts.language.code());
    }
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
        Refusal::GameOver => "note-game-over",
        Refusal::PlacementFirst => "note-placement-first",
        Refusal::AlreadyPlaced => "note-already-placed",
        Refusal::NotInFortress => "note-place-in-fortress",
        Refusal::NoPiece => "note-pick-a-piece",
        Refusal::NotYourPiece => "note-not-your-piece",
        Refusal::Occupied => "note-occupied",
        Refusal::NotAdjacent => "note-no-line",
        Refusal::NoAttackerToJump => "note-no-attacker-to-jump",
        Refusal::NotForward => "note-no-backward",
        Refusal::CannotLeaveFortress => "note-no-leave-fortress",
        Refusal::LineClosedToSoldiers => "note-closed-line",
        Refusal::OneWayLine => "note-one-way-line",
        Refusal::CaptureMandatory => "note-capture-mandatory",
        Refusal::LongerCaptureExists => "note-longest-capture",
        Refusal::OtherOfficerMustCapture => "note-other-officer-must-capture",
        Refusal::ChainNotFinished => "note-continue-chain",
        Refusal::NoMove => "note-no-move-for-piece",
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

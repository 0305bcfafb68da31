//! Side names and numbers inside sentences, as a native speaker writes them: "Sieg für den
//! Fuchs", not "Sieg für Fuchs"; "gain forcé du renard", not "du Renard"; "räven vinner", not
//! "räv vinner"; "+1,5" and "1 234 567" where the language writes them so.

use asalto::settings::Language;
use asalto::ui::texts::{Arg, Texts};
use std::sync::Arc;

use asalto_engine::{Side, Variant};

/// Every side of every built-in family: the names differ between them (rebels, soldiers, fox).
fn sides() -> Vec<(Arc<Variant>, Side)> {
    let mut all = Vec::new();
    for name in ["asalto", "assaut", "fox-geese-13"] {
        for side in [Side::Officers, Side::Attackers] {
            all.push((Variant::builtin(name).unwrap(), side));
        }
    }
    all
}

/// Every message of a language that names a side, filled for every side: counts at 2, the
/// other values as samples.
fn sentences(language: Language) -> Vec<(String, String, String)> {
    let texts = Texts::new(language);
    let catalog = language.catalog();
    let mut all = Vec::new();
    for id in catalog.ids() {
        let (vars, _) = catalog.variables(id).unwrap_or_default();
        if !vars.iter().any(|v| v.starts_with("side")) {
            continue;
        }
        for (variant, side) in sides() {
            let others: Vec<(&str, Arg)> = vars
                .iter()
                .filter(|v| !v.starts_with("side") && *v != "number")
                .map(|v| (v.as_str(), Arg::from(2)))
                .collect();
            let text = texts.fill_side(id, &variant, side, &others);
            all.push((id.clone(), texts.side_name(&variant, side), text));
        }
    }
    all
}

const GERMAN_ARTICLES: [&str; 5] = ["der", "die", "den", "dem", "des"];

/// Each place where a side's label stands in running text, after a word: "für Fuchs",
/// "du Renard", "vinner Räv". A label may open the text, follow a colon or a dash, or stand in
/// brackets ("e4-e5 (Renard)"); in German, whose nouns keep their capital, it may follow its
/// article; in Swedish the bare lower-case name in running text is the indefinite form where
/// the definite one ("räven") belongs, so it counts too.
fn labels_in_running_text(language: Language, label: &str, text: &str) -> Vec<String> {
    let lower = label.to_lowercase();
    let words: Vec<&str> = text.split_whitespace().collect();
    let mut found = Vec::new();
    for (i, word) in words.iter().enumerate() {
        let core = word.trim_end_matches(|c: char| !c.is_alphabetic());
        let is_label = core == label || (language == Language::Swedish && core == lower);
        if !is_label || i == 0 {
            continue;
        }
        let before = words[i - 1];
        let after_a_word = before.ends_with(|c: char| c.is_alphabetic());
        let after_article = language == Language::German
            && GERMAN_ARTICLES.contains(&before.to_lowercase().as_str());
        if after_a_word && !after_article {
            found.push(format!("{before} {word}"));
        }
    }
    found
}

#[test]
fn the_check_finds_a_side_label_in_running_text() {
    let de = |t| labels_in_running_text(Language::German, "Fuchs", t);
    assert_eq!(de("Sieg für Fuchs"), ["für Fuchs"]);
    assert!(de("Sieg für den Fuchs").is_empty());
    assert!(de("Fuchs am Zug.").is_empty());
    let fr = |t| labels_in_running_text(Language::French, "Renard", t);
    assert_eq!(fr("gain forcé du Renard en 2 coups"), ["du Renard"]);
    assert!(fr("gain forcé du renard").is_empty());
    assert!(fr("Trait\u{a0}: Renard.").is_empty());
    assert!(fr("2. e4-e5 (Renard)\u{a0}: gaffe").is_empty());
    let sv = |t| labels_in_running_text(Language::Swedish, "Räv", t);
    assert_eq!(sv("Med perfekt spel vinner räv på 2 drag"), ["vinner räv"]);
    assert_eq!(sv("Bevisat: Räv vinner"), Vec::<String>::new());
    assert!(sv("Med perfekt spel vinner räven på 2 drag").is_empty());
}

/// No language puts a side's label, capital and all, in the middle of a sentence; German gives
/// it its article; Swedish uses the definite form in running text.
#[test]
fn side_names_agree_with_their_sentences() {
    let mut wrong = Vec::new();
    let mut checked = 0;
    for language in Language::ALL {
        for (id, label, text) in sentences(language) {
            for found in labels_in_running_text(language, &label, &text) {
                wrong.push(format!("{}: {id}: {found:?} in {text:?}", language.code()));
            }
            assert!(!text.contains('{'), "{}: {id}: {text:?}", language.code());
            checked += 1;
        }
    }
    assert!(checked > 300, "only {checked} sentences were checked");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Where a Swedish message names a side as the subject of a verb ("vinner"), the name is in its
/// definite form, the word every side's `.the` gives.
#[test]
fn swedish_subjects_are_definite() {
    let sv = Texts::new(Language::Swedish);
    for (variant, side) in sides() {
        let definite = sv
            .side_args(&variant, side)
            .into_iter()
            .find(|(name, _)| name == "side-the")
            .map(|(_, v)| match v {
                Arg::String(s) => s.into_owned(),
                _ => String::new(),
            })
            .expect("every Swedish side has a definite form");
        for key in ["hud-perfect", "hud-proven", "hud-forced", "analysis-forced"] {
            let text = sv.fill_side(key, &variant, side, &[("n", 3.into())]);
            assert!(
                text.to_lowercase().contains(&format!("{definite} vinner"))
                    || text.contains(&format!("vinner {definite}")),
                "{key}: {text:?}"
            );
        }
        let banner = sv.outcome_title(
            &variant,
            &asalto_engine::Outcome {
                winner: Some(side),
                reason: asalto_engine::EndReason::TooFewAttackers,
            },
        );
        let mut capital = definite.chars();
        let first = capital.next().unwrap().to_uppercase().collect::<String>();
        assert_eq!(banner, format!("{first}{} vinner", capital.as_str()));
    }
}

/// Every side of a language has the same forms, so a sentence that uses one works for all.
#[test]
fn every_side_has_the_forms_its_language_uses() {
    for language in Language::ALL {
        let texts = Texts::new(language);
        let forms: Vec<Vec<String>> = sides()
            .iter()
            .map(|(v, s)| texts.side_args(v, *s).into_iter().map(|(n, _)| n).collect())
            .collect();
        assert!(
            forms.windows(2).all(|w| w[0] == w[1]),
            "{}: {forms:?}",
            language.code()
        );
        assert!(forms[0].len() > 2, "{}: no forms", language.code());
    }
}

#[test]
fn numbers_are_written_as_each_language_writes_them() {
    let cases = [
        (Language::English, "1,234,567", "1.5", "+1.5"),
        (Language::German, "1.234.567", "1,5", "+1,5"),
        (Language::French, "1\u{a0}234\u{a0}567", "1,5", "+1,5"),
        (Language::Swedish, "1\u{a0}234\u{a0}567", "1,5", "+1,5"),
    ];
    for (language, big, half, score) in cases {
        let t = Texts::new(language);
        let numbers = t.numbers();
        assert_eq!(numbers.integer(1_234_567), big, "{}", language.code());
        assert_eq!(numbers.decimal(1.5, 1), half, "{}", language.code());
        assert_eq!(t.score(150), score, "{}", language.code());
        assert_eq!(t.score(0), numbers.decimal(0.0, 1), "zero has no sign");
        assert!(t.score(-30).ends_with(&numbers.decimal(0.3, 1)));
        assert_ne!(t.score(-30), numbers.decimal(0.3, 1), "a minus sign");
        let thinking = t.fill(
            "analysis-thinking",
            &[("depth", 12.into()), ("nodes", 1_234_567u64.into())],
        );
        assert!(thinking.contains(big), "{}: {thinking:?}", language.code());
        let accuracy = t.fill("review-accuracy", &[("percent", 1.5.into())]);
        assert!(accuracy.contains(half), "{}: {accuracy:?}", language.code());
    }
}

/// A count written the language's way still chooses its plural form by its value.
#[test]
fn formatted_counts_keep_their_plural_forms() {
    let de = Texts::new(Language::German);
    let text = de.fill("hud-place-count", &[("n", 1.into())]);
    let many = de.fill("hud-place-count", &[("n", 1000.into())]);
    assert!(text.contains("1 Offizier "), "{text:?}");
    assert!(many.contains("1.000 Offiziere"), "{many:?}");
}

/// Each ordinary space where French typography wants a no-break one: before `: ; ! ? » %` and
/// after `«` (egui would break a line there), as "line: text".
fn french_spaces(source: &str) -> Vec<String> {
    source
        .lines()
        .filter(|line| !line.trim_start().starts_with('#'))
        .filter(|line| {
            line.contains("« ")
                || [" :", " ;", " !", " ?", " »", " %"]
                    .iter()
                    .any(|p| line.contains(p))
        })
        .map(str::to_string)
        .collect()
}

#[test]
fn french_punctuation_keeps_its_no_break_spaces() {
    assert_eq!(
        french_spaces("a = Trait : b\n# note : x"),
        ["a = Trait : b"]
    );
    assert_eq!(french_spaces("a = « b »"), ["a = « b »"]);
    assert!(french_spaces("a = Trait\u{a0}: «\u{a0}b\u{a0}»").is_empty());
    let found = french_spaces(Language::French.source());
    assert!(found.is_empty(), "{}", found.join("\n"));
}

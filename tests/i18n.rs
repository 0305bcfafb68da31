//! Every text the game asks for exists in English, French, German and Swedish.

use std::collections::BTreeSet;

use asalto::game::Mode;
use asalto::settings::{AnimationSpeed, Language};
use asalto::theme::themes::Theme;
use asalto::ui::texts::{Catalog, Texts, text_name};
use asalto_engine::search::Level;
use asalto_engine::{CaptureRule, Side, Variant};

fn keys(language: Language) -> BTreeSet<String> {
    let catalog = Catalog::parse(language.code(), language.source())
        .unwrap_or_else(|e| panic!("assets/i18n/{}.ftl: {e}", language.code()));
    catalog.ids().iter().cloned().collect()
}

/// String literals in the game's source that look like text keys (`"menu-start"`), with the
/// first part one of the families the English file uses. Prefixes the code completes with a
/// name (`"side-attackers"`) are left to [`composed_keys`].
fn keys_in_source() -> BTreeSet<String> {
    let english = keys(Language::English);
    let is_prefix = |literal: &str| {
        let dashed = format!("{literal}-");
        english.iter().any(|k| k.starts_with(&dashed))
    };
    let families: BTreeSet<String> = english
        .iter()
        .filter_map(|k| k.split('-').next().map(str::to_string))
        .collect();
    let mut found = BTreeSet::new();
    let src = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/src"));
    for path in rust_files(src) {
        let text = std::fs::read_to_string(&path).unwrap();
        for literal in text.split('"').skip(1).step_by(2) {
            let is_key = literal.contains('-')
                && literal
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
                && !literal.ends_with('-')
                && !is_prefix(literal)
                && families.contains(literal.split('-').next().unwrap());
            if is_key {
                found.insert(literal.to_string());
            }
        }
    }
    found
}

/// Every `.rs` file under a folder, in its subfolders too.
fn rust_files(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files
}

/// Keys the code builds from names (variants, modes, levels, …).
fn composed_keys() -> Vec<String> {
    let mut k = Vec::new();
    for v in Variant::builtins() {
        // Fox & Geese's six share their texts, under `fox-geese`.
        let n = text_name(v);
        k.push(format!("variant-{n}-blurb"));
        for family in [
            "side-officers",
            "side-attackers",
            "attacker-one",
            "attacker-many",
        ] {
            k.push(format!("{family}-{n}"));
        }
        for part in ["intro", "board", "moves", "capture", "end"] {
            k.push(format!("rules-{n}-{part}"));
        }
        if v.capture_rule() == CaptureRule::Huffing {
            k.push(format!("rules-{n}-huff"));
        }
    }
    for m in Mode::ALL {
        k.push(format!("mode-{}", m.cli_name()));
    }
    for key in [
        "variant-fox-geese-title",
        "variant-fox-geese-title-sideways",
    ] {
        k.push(key.to_string());
    }
    for l in Level::ALL {
        k.push(format!("level-{}", l.name()));
        k.push(format!("level-{}-blurb", l.name()));
    }
    for a in AnimationSpeed::ALL {
        k.push(format!("settings-anim-{}", a.name()));
    }
    for theme in Theme::ALL {
        k.push(format!("settings-theme-{}", theme.name()));
    }
    k
}

#[test]
fn all_languages_have_the_same_keys() {
    let english = keys(Language::English);
    assert!(english.len() > 100, "the English texts look empty");
    for language in Language::ALL
        .into_iter()
        .filter(|&l| l != Language::English)
    {
        let other = keys(language);
        let missing: Vec<_> = english.difference(&other).collect();
        let extra: Vec<_> = other.difference(&english).collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "{}: missing {missing:?}, not in English {extra:?}",
            language.code()
        );
    }
}

#[test]
fn every_key_the_code_uses_exists_in_every_language() {
    let used: Vec<String> = keys_in_source()
        .into_iter()
        .chain(composed_keys())
        .collect();
    assert!(used.len() > 100, "the key scan found too little: {used:?}");
    for language in Language::ALL {
        let texts = Texts::new(language);
        let missing: Vec<&String> = used.iter().filter(|k| !texts.has(k)).collect();
        assert!(
            missing.is_empty(),
            "{}: missing {missing:?}",
            language.code()
        );
    }
}

/// Whether a value is a side's name in one of its forms (`$side`, `$side-the`, …).
fn names_a_side(value: &str) -> bool {
    value == "side" || value.starts_with("side-")
}

/// The values that come with others for words that agree with them: with a side's name, its
/// number and every form of it that the language gives its sides.
fn with_agreement(values: &mut BTreeSet<String>, language: Language) {
    if values.iter().any(|v| names_a_side(v)) {
        values.insert("side".to_string());
        values.insert("number".to_string());
        let asalto = asalto_engine::Variant::builtin("asalto").unwrap();
        let texts = Texts::new(language);
        for (name, _) in texts.side_args(&asalto, asalto_engine::Side::Officers) {
            values.insert(name);
        }
    }
    if values.contains("att") || values.contains("one") {
        values.insert("gender".to_string());
    }
}

/// A translation may leave out a value the English message uses, but never use one the code
/// does not pass (it would show as `{$name}`). A side's name (`$side`, or a form of it such as
/// `$side-the`) always comes with its grammatical number (`$number`) and the language's other
/// forms of it, and the attackers' name (`$att`, `$one`) with its gender
/// (`$gender`), which English never needs and French does.
#[test]
fn placeholders_match_across_languages() {
    let english = Language::English.catalog();
    for key in keys(Language::English) {
        for language in Language::ALL {
            let (mut want, _) = english.variables(&key).unwrap_or_default();
            with_agreement(&mut want, language);
            let (got, _) = language.catalog().variables(&key).unwrap_or_default();
            assert!(
                got.is_subset(&want),
                "{}: {key} has unknown placeholders {got:?} (English: {want:?})",
                language.code()
            );
        }
    }
}

#[test]
fn historic_names_follow_the_language_and_variant() {
    let asalto = Variant::builtin("asalto").unwrap();
    let assaut = Variant::builtin("assaut").unwrap();
    let en = Texts::new(Language::English);
    let fr = Texts::new(Language::French);
    let sv = Texts::new(Language::Swedish);
    assert_eq!(en.attackers(&asalto), "rebels");
    assert_eq!(en.attackers(&assaut), "soldiers");
    assert_eq!(fr.attackers(&assaut), "soldats");
    assert_eq!(
        fr.side_name(&assaut, asalto_engine::Side::Officers),
        "Officiers"
    );
    assert_eq!(sv.attackers(&asalto), "rebeller");
    assert_eq!(
        sv.side_name(&asalto, asalto_engine::Side::Officers),
        "Officerare"
    );
    // Placeholders are filled in.
    let text = fr.mode_name(
        Mode::VsComputer {
            human: Side::Attackers,
        },
        &assaut,
    );
    assert!(text.contains("soldats") && !text.contains('{'), "{text}");
}

#[test]
fn fox_and_geese_speaks_of_the_fox_and_the_geese() {
    let v = Variant::builtin("fox-geese-15-sideways").unwrap();
    let asalto = Variant::builtin("asalto").unwrap();
    let (en, fr, sv) = (
        Texts::new(Language::English),
        Texts::new(Language::French),
        Texts::new(Language::Swedish),
    );
    assert_eq!(en.side_name(&v, Side::Officers), "Fox");
    assert_eq!(en.attackers(&v), "geese");
    assert_eq!(fr.attackers(&v), "oies");
    assert_eq!(sv.side_name(&v, Side::Officers), "Räv");
    assert_eq!(sv.attackers(&v), "gäss");
    assert_eq!(en.variant_title(&v), "Fox & Geese (15 geese, sideways)");
    assert_eq!(
        fr.variant_title(&Variant::builtin("fox-geese-13").unwrap()),
        "Le renard et les oies (13 oies)"
    );
    assert_eq!(en.variant_title(&asalto), "Asalto");
    // A player's file of the family keeps its own title.
    let own = include_str!("../crates/asalto-engine/variants/fox-geese-13.ron")
        .replace("\"fox-geese-13\"", "\"my-geese\"")
        .replace("Fox & Geese (13 geese)", "My Geese");
    let own = Variant::from_ron(&own).unwrap();
    assert_eq!(en.variant_title(&own), "My Geese");
    use asalto_engine::EndReason;
    assert_eq!(
        en.reason_text(&v, EndReason::OfficersTrapped),
        "The fox is trapped: it has no move left."
    );
    // The siege games keep their own wording.
    assert!(
        en.reason_text(&asalto, EndReason::OfficersTrapped)
            .contains("officers")
    );
    let mode = Mode::VsComputer {
        human: Side::Officers,
    };
    assert_eq!(sv.mode_name(mode, &v), "Du spelar som räv");
    assert_eq!(en.officers_count(&v, 1), "Fox: 1");
    assert!(
        en.variant_blurb(&v).contains("15 geese"),
        "{}",
        en.variant_blurb(&v)
    );
}

#[test]
fn locales_choose_a_language_and_missing_keys_fall_back() {
    assert_eq!(Language::from_locale("fr_FR.UTF-8"), Some(Language::French));
    assert_eq!(Language::from_locale("sv-SE"), Some(Language::Swedish));
    assert_eq!(Language::from_locale("en"), Some(Language::English));
    assert_eq!(Language::from_locale("de_DE.UTF-8"), Some(Language::German));
    assert_eq!(Language::from_locale("de-AT"), Some(Language::German));
    assert_eq!(Language::from_locale("nl_NL"), None);
    assert_eq!(Language::from_locale(""), None);
    let t = Texts::new(Language::Swedish);
    assert_eq!(t.get("no-such-key"), "no-such-key");
}

#[test]
fn german_names_the_pieces_with_their_articles_and_capitals() {
    let asalto = Variant::builtin("asalto").unwrap();
    let geese = Variant::builtin("fox-geese-13").unwrap();
    let de = Texts::new(Language::German);
    assert_eq!(de.get("language-name"), "Deutsch");
    let win = |t: &Texts, v: &Variant, side| {
        t.outcome_title(
            v,
            &asalto_engine::Outcome {
                winner: Some(side),
                reason: asalto_engine::EndReason::TooFewAttackers,
            },
        )
    };
    assert_eq!(win(&de, &asalto, Side::Officers), "Sieg für die Offiziere");
    assert_eq!(win(&de, &geese, Side::Officers), "Sieg für den Fuchs");
    let en = Texts::new(Language::English);
    assert_eq!(win(&en, &asalto, Side::Officers), "The officers win");
}

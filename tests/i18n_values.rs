//! Every message in every language fills in, whatever the counts, and a count takes its noun
//! in the right form: "1 move" and "21 moves", "0 coup" and "2 coups", never "1 moves".

use std::collections::BTreeSet;

use asalto::settings::Language;
use asalto::ui::texts::{Arg, Texts};
use asalto_engine::{Side, Variant};

/// The values the code passes as numbers.
const NUMBERS: [&str; 18] = [
    "n",
    "games",
    "total",
    "done",
    "depth",
    "size",
    "most",
    "taken",
    "moves",
    "best",
    "good",
    "inaccuracies",
    "mistakes",
    "blunders",
    "count",
    "percent",
    "days",
    "tries",
];

/// The counts every numeric value is tried with: each plural form of the four languages.
const COUNTS: [u32; 5] = [0, 1, 2, 5, 21];

/// Whether a count takes the singular (CLDR's `one`): French counts 0 as one, the others do not.
fn singular(language: Language, count: u64) -> bool {
    match language {
        Language::French => count <= 1,
        _ => count == 1,
    }
}

/// The counted nouns: singular, then its plural forms (German's dative too).
fn nouns(language: Language) -> &'static [(&'static str, &'static [&'static str])] {
    match language {
        Language::English => &[
            ("move", &["moves"]),
            ("officer", &["officers"]),
            ("goose", &["geese"]),
            ("position", &["positions"]),
            ("rebel", &["rebels"]),
            ("soldier", &["soldiers"]),
            ("inaccuracy", &["inaccuracies"]),
            ("mistake", &["mistakes"]),
            ("blunder", &["blunders"]),
        ],
        Language::French => &[
            ("coup", &["coups"]),
            ("officier", &["officiers"]),
            ("oie", &["oies"]),
            ("position", &["positions"]),
            ("rebelle", &["rebelles"]),
            ("soldat", &["soldats"]),
            ("meilleur", &["meilleurs"]),
            ("bon", &["bons"]),
            ("imprécision", &["imprécisions"]),
            ("erreur", &["erreurs"]),
            ("gaffe", &["gaffes"]),
            ("autre", &["autres"]),
        ],
        Language::German => &[
            ("Zug", &["Züge", "Zügen"]),
            ("Offizier", &["Offiziere", "Offizieren"]),
            ("Gans", &["Gänse", "Gänsen"]),
            ("Stellung", &["Stellungen"]),
            ("Rebell", &["Rebellen"]),
            ("Soldat", &["Soldaten"]),
            ("Ungenauigkeit", &["Ungenauigkeiten"]),
            ("bester", &["beste"]),
            ("guter", &["gute"]),
            ("weiterer", &["weitere"]),
        ],
        Language::Swedish => &[
            ("officer", &["officerare"]),
            ("gås", &["gäss"]),
            ("ställning", &["ställningar"]),
            ("rebell", &["rebeller"]),
            ("soldat", &["soldater"]),
            ("onoggrannhet", &["onoggrannheter"]),
            ("bortsättning", &["bortsättningar"]),
        ],
    }
}

/// Each count in a text whose next word is a counted noun in the wrong form, as "1 moves".
fn wrong_forms(language: Language, text: &str) -> Vec<String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let mut wrong = Vec::new();
    for pair in words.windows(2) {
        let number = pair[0].trim_start_matches(['(', '#']);
        let Ok(count) = number.parse::<u64>() else {
            continue;
        };
        let noun = pair[1].trim_end_matches(|c: char| !c.is_alphabetic());
        for (one, many) in nouns(language) {
            let is_plural = many.contains(&noun);
            if (singular(language, count) && is_plural)
                || (!singular(language, count) && noun == *one)
            {
                wrong.push(format!("{count} {noun}"));
            }
        }
    }
    wrong
}

/// A sample for each value the code passes as text: the real names where a count may stand
/// before them.
fn text_value(texts: &Texts, name: &str) -> String {
    let asalto = Variant::builtin("asalto").unwrap();
    match name {
        "att" => texts.attackers(&asalto),
        "one" => texts.attacker(&asalto),
        side if side.starts_with("side") => texts
            .side_args(&asalto, Side::Attackers)
            .into_iter()
            .find(|(n, _)| n == side)
            .and_then(|(_, v)| match v {
                Arg::String(text) => Some(text.into_owned()),
                _ => None,
            })
            .unwrap_or_else(|| format!("<{name}>")),
        _ => format!("<{name}>"),
    }
}

/// Every way a message is filled: each numeric value through [`COUNTS`] (the others at 2),
/// each grammatical number of a side and gender of the attackers, the text values as samples.
fn fillings(texts: &Texts, vars: &BTreeSet<String>) -> Vec<Vec<(String, Arg<'static>)>> {
    let base = |varied: Option<(&str, u32)>, (number, gender): (&str, &str)| {
        vars.iter()
            .map(|name| {
                let value = if name == "number" {
                    Arg::from(number.to_string())
                } else if name == "gender" {
                    Arg::from(gender.to_string())
                } else if NUMBERS.contains(&name.as_str()) {
                    match varied {
                        Some((v, count)) if v == name => count.into(),
                        _ => 2.into(),
                    }
                } else {
                    Arg::from(text_value(texts, name))
                };
                (name.clone(), value)
            })
            .collect::<Vec<_>>()
    };
    let mut all = Vec::new();
    let agreements = [
        ("one", "other"),
        ("other", "other"),
        ("one", "feminine"),
        ("other", "feminine"),
    ];
    for number in agreements {
        all.push(base(None, number));
        for name in vars.iter().filter(|n| NUMBERS.contains(&n.as_str())) {
            for count in COUNTS {
                all.push(base(Some((name, count)), number));
            }
        }
    }
    all
}

#[test]
fn every_message_fills_in_with_every_count_in_every_language() {
    let english = Language::English.catalog();
    let mut tried = 0;
    for language in Language::ALL {
        let catalog = language.catalog();
        let texts = Texts::new(language);
        for id in english.ids() {
            let (mut vars, selectors) = english.variables(id).unwrap_or_default();
            let (own_vars, own_selectors) = catalog.variables(id).unwrap_or_default();
            vars.extend(own_vars);
            if vars.iter().any(|v| v.starts_with("side")) {
                vars.insert("number".to_string());
            }
            if vars.contains("att") || vars.contains("one") {
                vars.insert("gender".to_string());
            }
            for s in selectors.union(&own_selectors) {
                assert!(
                    NUMBERS.contains(&s.as_str()) || s == "number" || s == "gender",
                    "{}: {id} chooses its form by {s}, which the code passes as text",
                    language.code()
                );
            }
            for filling in fillings(&texts, &vars) {
                let args: Vec<(&str, Arg)> = filling
                    .iter()
                    .map(|(n, v)| (n.as_str(), v.clone()))
                    .collect();
                let (text, errors) = catalog.format(id, &args).unwrap_or_default();
                assert!(errors.is_empty(), "{}: {id}: {errors:?}", language.code());
                let wrong = wrong_forms(language, &text);
                assert!(
                    wrong.is_empty(),
                    "{}: {id}: {wrong:?} in {text:?}",
                    language.code()
                );
                tried += 1;
            }
        }
    }
    assert!(tried > 2_000, "only {tried} fillings were tried");
}

#[test]
fn the_check_finds_a_count_in_the_wrong_form() {
    assert_eq!(
        wrong_forms(Language::English, "within 1 moves."),
        ["1 moves"]
    );
    assert_eq!(wrong_forms(Language::English, "(21 move)"), ["21 move"]);
    assert!(wrong_forms(Language::English, "within 21 moves").is_empty());
    assert_eq!(wrong_forms(Language::French, "en 0 coups"), ["0 coups"]);
    assert!(wrong_forms(Language::French, "en 0 coup").is_empty());
    assert_eq!(wrong_forms(Language::German, "in 1 Zügen"), ["1 Zügen"]);
    assert_eq!(wrong_forms(Language::Swedish, "2 gås"), ["2 gås"]);
}

#[test]
fn counts_and_sides_take_their_forms() {
    let geese = Variant::builtin("fox-geese-13").unwrap();
    let asalto = Variant::builtin("asalto").unwrap();
    let en = Texts::new(Language::English);
    let fr = Texts::new(Language::French);
    let sv = Texts::new(Language::Swedish);
    let de = Texts::new(Language::German);
    let proven = |t: &Texts, v: &Variant, side, n: u32| {
        t.fill_side("hud-proven", v, side, &[("n", n.into())])
    };
    assert_eq!(
        proven(&en, &asalto, Side::Attackers, 1),
        "Proven: Rebels win by force within 1 move"
    );
    assert_eq!(
        proven(&en, &geese, Side::Officers, 21),
        "Proven: Fox wins by force within 21 moves"
    );
    assert_eq!(
        proven(&fr, &geese, Side::Officers, 0),
        "Prouvé\u{a0}: gain forcé du renard en 0 coup au plus"
    );
    assert_eq!(
        proven(&sv, &geese, Side::Officers, 21),
        "Bevisat: räven vinner med tvång inom 21 drag"
    );
    assert_eq!(
        proven(&de, &asalto, Side::Officers, 2),
        "Bewiesen: erzwungener Sieg für die Offiziere in höchstens 2 Zügen"
    );
    assert_eq!(en.place_count(1), "1 officer left to place");
    assert_eq!(en.place_count(2), "2 officers left to place");
    assert_eq!(sv.place_count(1), "1 officer kvar att ställa ut");
    assert_eq!(fr.place_count(0), "Encore 0 officier à placer");
    let won = asalto_engine::Outcome {
        winner: Some(Side::Officers),
        reason: asalto_engine::EndReason::OfficersTrapped,
    };
    assert_eq!(en.outcome_title(&geese, &won), "The fox wins");
    assert_eq!(en.outcome_title(&asalto, &won), "The officers win");
    assert_eq!(fr.outcome_title(&geese, &won), "Le renard l'emporte");
    let blocked = asalto_engine::EndReason::AttackersBlocked;
    assert!(
        fr.reason_text(&geese, blocked)
            .contains("oies sont bloquées\u{a0}: elles")
    );
    assert!(
        fr.reason_text(&asalto, blocked)
            .contains("rebelles sont bloqués\u{a0}: ils")
    );
    let title = Variant::fox_and_geese(13, false).unwrap();
    assert_eq!(de.variant_title(&title), "Fuchs und Gänse (13 Gänse)");
}

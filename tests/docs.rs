//! The documentation is checked against the game: every `asalto …` command the docs show is
//! accepted by the game's command line, and the figures they state about the game (levels,
//! lessons, puzzles, languages, themes, variants) are the code's. The engine's test
//! (`crates/asalto-engine/tests/docs.rs`) checks the links and the engine's commands.

#[path = "../crates/asalto-engine/tests/doc_scan/mod.rs"]
mod doc_scan;

use asalto::cli::parse;
use asalto::settings::Language;
use asalto::theme::themes::Theme;
use asalto_engine::search::Level;
use asalto_engine::{Family, Variant};

use doc_scan::{Program, root, shown_commands};

#[test]
fn every_game_command_the_docs_show_is_accepted() {
    let shown = shown_commands(Program::Game);
    assert!(shown.len() >= 5, "only {} commands found", shown.len());
    // Relative paths in the commands are the checkout's.
    std::env::set_current_dir(root()).expect("the root exists");
    let refused: Vec<String> = shown
        .iter()
        .filter_map(|command| {
            parse(&command.args).err().map(|e| {
                format!(
                    "{}:{}: asalto {}: {e}",
                    command.document,
                    command.line,
                    command.args.join(" ")
                )
            })
        })
        .collect();
    assert!(
        refused.is_empty(),
        "commands in the docs that the game refuses:\n{}",
        refused.join("\n")
    );
}

fn page(name: &str) -> String {
    std::fs::read_to_string(root().join(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// The text with its line breaks and repeated spaces as single spaces, so a sentence is found
/// wherever the page wraps it.
fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn states(name: &str, sentence: &str) {
    assert!(
        flat(&page(name)).contains(sentence),
        "{name} should say \"{sentence}\" (the code's figures); has the page or the code changed?"
    );
}

fn number_word(n: usize) -> String {
    const WORDS: [&str; 13] = [
        "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve",
    ];
    WORDS.get(n).map_or(n.to_string(), |w| w.to_string())
}

fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars.next().map_or(String::new(), |c| {
        c.to_uppercase().chain(chars).collect::<String>()
    })
}

/// "A, B and C".
fn listed(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

#[test]
fn the_levels_in_the_docs_are_the_engines() {
    let count = number_word(Level::ALL.len());
    states(
        "README.md",
        &format!("a computer opponent with {count} levels"),
    );
    states(
        "docs/strength.md",
        &format!("{} levels", capitalised(&count)),
    );
    // The strength page's table names every level, weakest first.
    let strength = page("docs/strength.md");
    let rows: Vec<&str> = strength
        .lines()
        .filter_map(|line| line.strip_prefix("| "))
        .filter_map(|row| row.split(" |").next())
        .filter(|cell| Level::from_name(&cell.to_lowercase()).is_some())
        .collect();
    let names: Vec<String> = Level::ALL.iter().map(|l| capitalised(l.name())).collect();
    assert!(
        rows.windows(names.len()).any(|w| w == names.as_slice()),
        "docs/strength.md should have a table of the levels {names:?} in order; rows found: {rows:?}"
    );
}

#[test]
fn the_lessons_and_puzzles_in_the_docs_are_the_games() {
    let lessons = asalto_engine::lesson::parse_lessons(&page("assets/lessons.ron"))
        .expect("the lessons read");
    let count = |variant: &str| lessons.get(variant).map_or(0, Vec::len);
    states(
        "docs/playing.md",
        &format!(
            "{} lessons for Asalto, {} for L'Assaut and {} for the Grand Jeu",
            count("asalto"),
            count("assaut"),
            count("grand-assaut")
        ),
    );
    states(
        "docs/playing.md",
        &format!(
            "{} lessons for Fox & Geese (and {} for its sideways option)",
            count("fox-geese-13"),
            count("fox-geese-13-sideways")
        ),
    );
    let others: Vec<&String> = lessons
        .keys()
        .filter(|v| {
            ![
                "asalto",
                "assaut",
                "grand-assaut",
                "fox-geese-13",
                "fox-geese-13-sideways",
            ]
            .contains(&v.as_str())
        })
        .collect();
    assert!(
        others.is_empty(),
        "lessons for {others:?}: docs/playing.md names only the siege games' and Fox & Geese's"
    );
    let puzzles: Vec<usize> = ["asalto", "assaut", "grand-assaut"]
        .iter()
        .map(|v| asalto_engine::search::puzzle::builtin(v).len())
        .collect();
    assert!(
        puzzles.iter().all(|n| *n == puzzles[0]),
        "the siege games have different numbers of puzzles {puzzles:?}: say so in the docs"
    );
    states(
        "docs/playing.md",
        &format!("{} puzzles for each siege game", puzzles[0]),
    );
    let fox_geese = asalto_engine::search::puzzle::builtin("fox-geese-13").len();
    states(
        "docs/playing.md",
        &format!("{fox_geese} puzzles for Fox & Geese with 13 geese"),
    );
}

#[test]
fn the_languages_and_themes_in_the_docs_are_the_games() {
    let languages: Vec<String> = Language::ALL.iter().map(|l| format!("{l:?}")).collect();
    states("README.md", &format!("In {}", listed(&languages)));
    let codes: Vec<&str> = Language::ALL.iter().map(|l| l.code()).collect();
    states(
        "docs/playing.md",
        &format!("--language {}", codes.join("|")),
    );
    let themes: Vec<&str> = Theme::ALL.iter().map(|t| t.name()).collect();
    states("docs/playing.md", &format!("--theme {}", themes.join("|")));
    states(
        "docs/playing.md",
        &format!("{} board themes", number_word(Theme::ALL.len())),
    );
}

#[test]
fn every_built_in_variant_is_named_in_the_rules() {
    let rules = page("docs/rules.md");
    for variant in Variant::builtins() {
        assert!(
            rules.contains(&format!("`{}`", variant.name())),
            "docs/rules.md does not name the variant `{}`",
            variant.name()
        );
    }
    let fox_and_geese = Variant::builtins()
        .iter()
        .filter(|v| v.family() == Family::FoxAndGeese)
        .count();
    states(
        "docs/rules.md",
        &format!("{} Fox & Geese variants", number_word(fox_and_geese)),
    );
}

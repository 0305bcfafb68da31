//! The Learn page: your positions from reviewed games, then each variant's tutorial lessons, in
//! order, and its puzzles by difficulty, with the one nearest the player's puzzle rating offered
//! first.

use asalto_engine::{Family, Variant};
use bevy_egui::egui;

use asalto_engine::Variants;

use crate::game::ratings::PlayerRatings;
use crate::study::deck::Deck;
use crate::study::{DeckLoad, DeckProblem, TaskKind, TaskRef, lessons, puzzles};
use crate::theme::palette;
use crate::ui::texts::{Arg, Texts, lesson_key};

use super::actions::MenuAction;
use super::widgets::{back_button, heading, paragraph, section};

/// Puzzles whose key the engine's first iteration finds are easy, those found by the fourth
/// medium, the rest hard (about a third each over the shipped puzzles).
pub const EASY_DEPTH: u32 = 1;
pub const MEDIUM_DEPTH: u32 = 4;

/// The difficulty key of a puzzle found at `depth`.
pub fn difficulty_key(depth: u32) -> &'static str {
    if depth <= EASY_DEPTH {
        "learn-easy"
    } else if depth <= MEDIUM_DEPTH {
        "learn-medium"
    } else {
        "learn-hard"
    }
}

/// The lesson with this id, if the tutorial has it.
pub fn lesson_task(id: &str) -> Option<TaskRef> {
    let (variant, _) = id.split_once('.')?;
    let index = lessons().get(variant)?.iter().position(|l| l.id == id)?;
    Some(TaskRef {
        kind: TaskKind::Lesson,
        variant: variant.to_string(),
        index,
    })
}

/// A button to the lesson `id` (none if there is no such lesson).
pub fn lesson_button(ui: &mut egui::Ui, t: &Texts, id: &str) -> Option<MenuAction> {
    let task = lesson_task(id)?;
    ui.button(format!("▶ {}", t.get("rules-try-lesson")))
        .clicked()
        .then_some(MenuAction::Learn(task))
}

/// Your positions: how many are kept, how many are due today (and can be practised), how many
/// due ones no longer read, and what went wrong reading the file.
#[derive(Clone, Debug, Default)]
pub struct Yours {
    pub kept: usize,
    pub due: usize,
    pub unreadable: usize,
    pub problem: Option<DeckProblem>,
}

impl Yours {
    pub fn of(deck: Option<&Deck>, load: Option<&DeckLoad>, variants: &Variants) -> Yours {
        let today = crate::platform::today();
        let problem = load.and_then(|l| l.problem.clone());
        deck.map_or_else(
            || Yours {
                problem: problem.clone(),
                ..Yours::default()
            },
            |d| Yours {
                kept: d.cards.len(),
                due: d.due_mistakes(today, variants).len(),
                unreadable: d.unreadable_due(today, variants),
                problem: problem.clone(),
            },
        )
    }
}

fn your_positions(ui: &mut egui::Ui, t: &Texts, yours: &Yours) -> Option<MenuAction> {
    section(ui, &t.get("learn-yours"));
    let warn = |ui: &mut egui::Ui, text: String| {
        ui.label(egui::RichText::new(text).color(palette::UI_WARN.egui()));
    };
    match &yours.problem {
        Some(DeckProblem::KeptAside(path)) => warn(
            ui,
            t.fill("learn-yours-kept-aside", &[("path", Arg::from(path))]),
        ),
        Some(DeckProblem::NotKept(why)) => warn(
            ui,
            t.fill("learn-yours-not-kept", &[("error", Arg::from(why))]),
        ),
        None => {}
    }
    if yours.unreadable > 0 {
        warn(
            ui,
            t.fill("learn-yours-unreadable", &[("n", yours.unreadable.into())]),
        );
    }
    if yours.kept == 0 {
        paragraph(ui, &t.get("learn-yours-none"));
        return None;
    }
    paragraph(ui, &t.get("learn-yours-intro"));
    ui.label(t.fill(
        "learn-yours-count",
        &[("n", yours.kept.into()), ("due", yours.due.into())],
    ));
    if yours.due == 0 {
        ui.label(egui::RichText::new(t.get("learn-yours-done")).weak());
        return None;
    }
    let label = egui::RichText::new(format!("▶ {}", t.get("learn-yours-practise"))).size(16.0);
    ui.button(label)
        .clicked()
        .then_some(MenuAction::PractiseYours)
}

/// The player's puzzle rating in the variant and the untried puzzle nearest it, one click away
/// (nothing where the variant's puzzles have no difficulty).
fn puzzle_at_your_level(
    ui: &mut egui::Ui,
    t: &Texts,
    v: &Variant,
    all: &[asalto_engine::search::puzzle::Puzzle],
    ratings: &PlayerRatings,
) -> Option<usize> {
    let next = ratings.next_puzzle(v.name(), all)?;
    let yours = ratings.puzzle_rating(v.name());
    let tries = ratings.puzzles.get(v.name()).map_or(0, |p| p.tries.len());
    let whole = |x: f64| Arg::from(format!("{}", x.round() as i64));
    ui.label(t.fill(
        "learn-puzzle-rating",
        &[
            ("variant", Arg::from(t.variant_title(v))),
            ("rating", whole(yours.rating)),
            ("margin", whole(1.96 * yours.deviation)),
            ("tries", Arg::from(tries)),
        ],
    ));
    let difficulty = all[next].difficulty()?.rating;
    let label = t.fill(
        "learn-next-puzzle",
        &[("n", Arg::from(next + 1)), ("rating", whole(difficulty))],
    );
    ui.button(label).clicked().then_some(next)
}

pub(super) fn learn_page(
    ui: &mut egui::Ui,
    t: &Texts,
    chosen: &mut usize,
    yours: &Yours,
    ratings: &PlayerRatings,
) -> Option<MenuAction> {
    heading(ui, &t.get("learn-title"));
    let mut action = your_positions(ui, t, yours);
    // The siege games, and the Fox & Geese games that have lessons.
    let variants: Vec<_> = Variant::builtins()
        .iter()
        .filter(|v| v.family() == Family::Siege || lessons().contains_key(v.name()))
        .collect();
    ui.horizontal_wrapped(|ui| {
        for (i, v) in variants.iter().enumerate() {
            let title = egui::RichText::new(t.variant_title(v)).size(17.0);
            if ui.selectable_label(*chosen == i, title).clicked() {
                *chosen = i;
            }
        }
    });
    // A game without lessons (from the rules page) shows the first one's.
    let v: &Variant = variants.get(*chosen).unwrap_or(&variants[0]);
    let task = |kind, index| TaskRef {
        kind,
        variant: v.name().to_string(),
        index,
    };

    section(ui, &t.get("learn-tutorial"));
    paragraph(ui, &t.get("learn-tutorial-intro"));
    let list = lessons().get(v.name()).map(Vec::as_slice).unwrap_or(&[]);
    if list.is_empty() {
        ui.label(t.get("learn-none"));
    }
    for (i, lesson) in list.iter().enumerate() {
        let key = lesson_key(&lesson.id, "title");
        let title = t.get(&key);
        let label = egui::RichText::new(format!("{}. {title}", i + 1)).size(16.0);
        if ui.button(label).clicked() {
            action = Some(MenuAction::Learn(task(TaskKind::Lesson, i)));
        }
    }

    let all = puzzles(v.name());
    if all.is_empty() {
        return back_button(ui, t).or(action);
    }
    section(ui, &t.get("learn-puzzles"));
    paragraph(ui, &t.get("learn-puzzles-intro"));
    if let Some(i) = puzzle_at_your_level(ui, t, v, &all, ratings) {
        action = Some(MenuAction::Learn(task(TaskKind::Puzzle, i)));
    }
    for key in ["learn-easy", "learn-medium", "learn-hard"] {
        let here: Vec<usize> = (0..all.len())
            .filter(|&i| difficulty_key(all[i].depth) == key)
            .collect();
        if here.is_empty() {
            continue;
        }
        ui.horizontal_wrapped(|ui| {
            ui.label(egui::RichText::new(t.get(key)).strong());
            for i in here {
                if ui.button(format!("{}", i + 1)).clicked() {
                    action = Some(MenuAction::Learn(task(TaskKind::Puzzle, i)));
                }
            }
        });
    }
    back_button(ui, t).or(action)
}

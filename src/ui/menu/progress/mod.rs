//! The progress page: for one game at a time, the player's rating after each rated game, the
//! results against each level, the accuracy of each reviewed game against the computer, and the
//! kept positions by how well they are known. Each chart is followed by its table, open, which is
//! what a screen reader reads (a chart's pixels say nothing to it).

mod charts;
pub mod figures;

use std::sync::Arc;

use asalto_engine::Variant;
use asalto_engine::search::Level;
use bevy_egui::egui;

use crate::game::OwnVariants;
use crate::game::ratings::PlayerRatings;
use crate::study::deck::{Deck, INTERVALS};
use crate::ui::texts::{Arg, Texts};

use super::actions::MenuAction;
use super::widgets::{back_button, heading, section};
use figures::Figures;

/// Rows of the rating's table at most: the newest games.
const NEWEST_ROWS: usize = 20;

/// What the page reads: the ratings, the kept positions, the variants to name.
pub struct ProgressSources<'a> {
    pub ratings: &'a PlayerRatings,
    pub deck: Option<&'a Deck>,
    pub own: &'a OwnVariants,
}

/// The page's figures, gathered when it opens or what it reads changes (never while drawing).
#[derive(Clone, Debug, Default)]
pub struct Progress {
    /// Each game with anything to show (built-in first, then the player's own), with its
    /// figures.
    pub variants: Vec<(Arc<Variant>, Figures)>,
}

impl Progress {
    pub fn of(sources: &ProgressSources) -> Progress {
        let variants = Variant::builtins()
            .iter()
            .chain(sources.own.all())
            .map(|v| {
                (
                    v.clone(),
                    Figures::of(v.name(), sources.ratings, sources.deck),
                )
            })
            .filter(|(_, figures)| !figures.is_empty())
            .collect();
        Progress { variants }
    }
}

pub fn progress_page(
    ui: &mut egui::Ui,
    t: &Texts,
    chosen: &mut String,
    progress: &Progress,
) -> Option<MenuAction> {
    heading(ui, &t.get("progress-title"));
    let Some((first, _)) = progress.variants.first() else {
        ui.label(t.get("progress-empty"));
        return back_button(ui, t);
    };
    if !progress.variants.iter().any(|(v, _)| v.name() == chosen) {
        *chosen = first.name().to_string();
    }
    ui.horizontal_wrapped(|ui| {
        ui.label(t.get("progress-variant"));
        for (variant, _) in &progress.variants {
            let name = variant.name();
            if ui
                .selectable_label(chosen == name, t.variant_title(variant))
                .clicked()
            {
                *chosen = name.to_string();
            }
        }
    });
    let Some((variant, figures)) = progress.variants.iter().find(|(v, _)| v.name() == chosen)
    else {
        return back_button(ui, t);
    };
    rating_section(ui, t, variant, figures);
    accuracy_section(ui, t, variant, figures);
    puzzles_section(ui, t, figures);
    positions_section(ui, t, figures);
    back_button(ui, t)
}

/// A rating as players write it: whole, never grouped (1821, not 1,821).
fn whole(number: f64) -> String {
    format!("{}", number.round() as i64)
}

/// A chart's table, under a header that starts open.
fn table(ui: &mut egui::Ui, t: &Texts, id: &str, columns: &[String], rows: &[Vec<String>]) {
    egui::CollapsingHeader::new(t.get("progress-table"))
        .id_salt(id)
        .default_open(true)
        .show(ui, |ui| {
            // Narrow on a phone: five columns must fit 390 pixels.
            let gap = if ui.available_width() < 500.0 {
                8.0
            } else {
                18.0
            };
            egui::Grid::new(id)
                .striped(true)
                .spacing([gap, 4.0])
                .show(ui, |ui| {
                    for name in columns {
                        ui.label(egui::RichText::new(name).strong());
                    }
                    ui.end_row();
                    for row in rows {
                        for cell in row {
                            ui.label(cell);
                        }
                        ui.end_row();
                    }
                });
        });
}

fn rating_section(ui: &mut egui::Ui, t: &Texts, variant: &Variant, figures: &Figures) {
    section(ui, &t.get("progress-rating"));
    let (Some(first), Some(last)) = (figures.ratings.first(), figures.ratings.last()) else {
        return;
    };
    let games = last.games;
    if games == 0 {
        ui.label(t.get("progress-rating-none"));
        return;
    }
    ui.label(t.fill(
        "progress-rating-now",
        &[
            ("variant", Arg::from(t.variant_title(variant))),
            ("rating", Arg::from(whole(last.rated.rating))),
            ("low", Arg::from(whole(last.rated.low))),
            ("high", Arg::from(whole(last.rated.high))),
            ("games", Arg::from(games)),
        ],
    ));
    let levels: Vec<(Level, f64)> = Level::ALL
        .into_iter()
        .filter_map(|l| Some((l, l.rating(variant.name())?.rating)))
        .collect();
    let summary = t.fill(
        "progress-rating-summary",
        &[
            ("first", Arg::from(whole(first.rated.rating))),
            ("last", Arg::from(whole(last.rated.rating))),
            ("games", Arg::from(games)),
        ],
    );
    charts::rating_chart(ui, t, &figures.ratings, &levels, summary);
    let rows: Vec<Vec<String>> = figures
        .ratings
        .iter()
        .rev()
        .filter_map(|p| {
            let (level, side, score) = p.game?;
            Some(vec![
                p.games.to_string(),
                t.level_name(level),
                t.side_name(variant, side),
                t.get(score_key(score)),
                whole(p.rated.rating),
            ])
        })
        .take(NEWEST_ROWS)
        .collect();
    let columns = [
        "progress-col-game",
        "progress-col-level",
        "progress-col-side",
        "progress-col-result",
        "progress-col-rating",
    ]
    .map(|key| t.get(key));
    if games > NEWEST_ROWS {
        let args = [
            ("shown", Arg::from(NEWEST_ROWS)),
            ("games", Arg::from(games)),
        ];
        ui.label(egui::RichText::new(t.fill("progress-newest", &args)).small());
    }
    table(ui, t, "rating table", &columns, &rows);
    results_section(ui, t, figures);
}

fn score_key(score: asalto_engine::rating::Score) -> &'static str {
    use asalto_engine::rating::Score;
    match score {
        Score::Won => "progress-won",
        Score::Drawn => "progress-drawn",
        Score::Lost => "progress-lost",
    }
}

fn results_section(ui: &mut egui::Ui, t: &Texts, figures: &Figures) {
    section(ui, &t.get("progress-results"));
    charts::results_chart(ui, t, &figures.results, t.get("progress-results-summary"));
    let rows: Vec<Vec<String>> = figures
        .results
        .iter()
        .map(|r| {
            vec![
                r.level.map_or_else(String::new, |l| t.level_name(l)),
                r.won.to_string(),
                r.drawn.to_string(),
                r.lost.to_string(),
            ]
        })
        .collect();
    let columns = [
        t.get("progress-col-level"),
        t.get("progress-won"),
        t.get("progress-drawn"),
        t.get("progress-lost"),
    ];
    table(ui, t, "results table", &columns, &rows);
}

fn accuracy_section(ui: &mut egui::Ui, t: &Texts, variant: &Variant, figures: &Figures) {
    section(ui, &t.get("progress-accuracy"));
    let (Some(first), Some(last)) = (figures.accuracy.first(), figures.accuracy.last()) else {
        ui.label(t.get("progress-accuracy-none"));
        return;
    };
    let percent = |p: u8| t.fill("progress-percent", &[("percent", Arg::from(p))]);
    let summary = t.fill(
        "progress-accuracy-summary",
        &[
            ("first", Arg::from(percent(first.percent))),
            ("last", Arg::from(percent(last.percent))),
            ("games", Arg::from(figures.accuracy.len())),
        ],
    );
    charts::accuracy_chart(ui, t, &figures.accuracy, summary);
    let rows: Vec<Vec<String>> = figures
        .accuracy
        .iter()
        .rev()
        .take(NEWEST_ROWS)
        .map(|p| {
            vec![
                p.review.to_string(),
                t.side_name(variant, p.side),
                percent(p.percent),
            ]
        })
        .collect();
    let columns = [
        "progress-col-review",
        "progress-col-side",
        "progress-col-accuracy",
    ]
    .map(|key| t.get(key));
    table(ui, t, "accuracy table", &columns, &rows);
}

/// The puzzle rating after each first try: a table (a few puzzles a game need no chart).
fn puzzles_section(ui: &mut egui::Ui, t: &Texts, figures: &Figures) {
    section(ui, &t.get("progress-puzzles"));
    let Some(last) = figures.puzzles.last() else {
        ui.label(t.get("progress-puzzles-none"));
        return;
    };
    let solved = figures.puzzles.iter().filter(|p| p.solved).count();
    ui.label(t.fill(
        "progress-puzzles-line",
        &[
            ("rating", Arg::from(whole(last.rated.rating))),
            ("low", Arg::from(whole(last.rated.low))),
            ("high", Arg::from(whole(last.rated.high))),
            ("solved", Arg::from(solved)),
            ("tries", Arg::from(figures.puzzles.len())),
        ],
    ));
    let rows: Vec<Vec<String>> = figures
        .puzzles
        .iter()
        .rev()
        .take(NEWEST_ROWS)
        .map(|p| {
            let result = if p.solved {
                "progress-solved"
            } else {
                "progress-missed"
            };
            vec![p.tries.to_string(), t.get(result), whole(p.rated.rating)]
        })
        .collect();
    let columns = [
        "progress-col-puzzle",
        "progress-col-result",
        "progress-col-rating",
    ]
    .map(|key| t.get(key));
    table(ui, t, "puzzles table", &columns, &rows);
}

/// The kept positions of this game by box: a table alone (five numbers need no chart).
fn positions_section(ui: &mut egui::Ui, t: &Texts, figures: &Figures) {
    section(ui, &t.get("progress-positions"));
    let total: usize = figures.boxes.iter().sum();
    if total == 0 {
        ui.label(t.get("progress-positions-none"));
        return;
    }
    let learnt: usize = figures.boxes[2..].iter().sum();
    ui.label(t.fill(
        "progress-positions-line",
        &[("total", Arg::from(total)), ("learnt", Arg::from(learnt))],
    ));
    let rows: Vec<Vec<String>> = INTERVALS
        .iter()
        .zip(figures.boxes)
        .map(|(days, count)| {
            let after = t.fill("progress-days", &[("days", Arg::from(*days))]);
            vec![after, count.to_string()]
        })
        .collect();
    let columns = ["progress-col-comes-back", "progress-col-positions"].map(|key| t.get(key));
    table(ui, t, "positions table", &columns, &rows);
}

#[cfg(test)]
#[path = "page_tests.rs"]
mod tests;

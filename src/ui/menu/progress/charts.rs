//! The progress page's charts, drawn by egui_plot: still pictures in a scrolling page (no
//! dragging or zooming, which would take the page's scroll), each named for a screen reader by
//! a sentence that says what it shows; its table follows it.

use asalto_engine::search::Level;
use bevy_egui::egui;
use egui_plot::{
    Bar, BarChart, FilledArea, HLine, Line, Plot, PlotPoint, PlotPoints, Points, Text,
};

use crate::theme::palette;
use crate::ui::texts::Texts;

use super::figures::{AccuracyPoint, LevelResults, RatingPoint};

/// A chart's height: tall enough to read, short enough to scroll past on a phone.
const HEIGHT: f32 = 200.0;

/// Rating points above and below the player's line within which a level's line is drawn.
const LEVELS_AROUND: f64 = 250.0;

/// A still chart of the page's width, named `summary` in the accessibility tree.
fn still_plot(id: &str, y_label: String) -> Plot<'static> {
    Plot::new(id)
        .height(HEIGHT)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .show_crosshair(false)
        // The figures are in the table below: no hover marks over a still picture.
        .show_x(false)
        .show_y(false)
        .y_axis_label(y_label)
}

/// What the colours mean, in words under the chart (a legend's entries would be buttons too
/// small for a finger).
fn key(ui: &mut egui::Ui, text: String) {
    ui.label(egui::RichText::new(text).small().italics());
}

fn name_it(response: &egui::Response, summary: String) {
    response.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Other, true, &summary));
}

/// The rating after each rated game with its 95% band, and the ratings of the levels near it as
/// dashed lines named at their right end.
pub fn rating_chart(
    ui: &mut egui::Ui,
    t: &Texts,
    points: &[RatingPoint],
    levels: &[(Level, f64)],
    summary: String,
) {
    let xs: Vec<f64> = points.iter().map(|p| p.games as f64).collect();
    let low: Vec<f64> = points.iter().map(|p| p.rated.low).collect();
    let high: Vec<f64> = points.iter().map(|p| p.rated.high).collect();
    let line: PlotPoints = points
        .iter()
        .map(|p| [p.games as f64, p.rated.rating])
        .collect();
    // The levels within reach of the line: the others would squeeze it flat.
    let lowest = points
        .iter()
        .map(|p| p.rated.rating)
        .fold(f64::MAX, f64::min)
        - LEVELS_AROUND;
    let highest = points
        .iter()
        .map(|p| p.rated.rating)
        .fold(f64::MIN, f64::max)
        + LEVELS_AROUND;
    let near: Vec<(Level, f64)> = levels
        .iter()
        .copied()
        .filter(|(_, r)| (lowest..=highest).contains(r))
        .collect();
    let last = xs.last().copied().unwrap_or(0.0);
    let accent = palette::UI_ACCENT.egui();
    let level_colour = palette::UI_COORD.egui().gamma_multiply(0.55);
    let response = still_plot("rating chart", t.get("progress-rating-axis"))
        .x_axis_label(t.get("progress-games-axis"))
        .include_x(last + 0.15 * last.max(4.0))
        .show(ui, |plot| {
            plot.add(
                FilledArea::new("", &xs, &low, &high)
                    .fill_color(accent.gamma_multiply(0.18))
                    .allow_hover(false),
            );
            for (level, rating) in near {
                plot.add(
                    HLine::new("", rating)
                        .color(level_colour)
                        .style(egui_plot::LineStyle::dashed_loose())
                        .allow_hover(false),
                );
                let at = PlotPoint::new(last + 0.14 * last.max(4.0), rating);
                plot.add(
                    Text::new("", at, t.level_name(level))
                        .color(level_colour)
                        .anchor(egui::Align2::RIGHT_BOTTOM)
                        .allow_hover(false),
                );
            }
            plot.add(
                Line::new("", line)
                    .color(accent)
                    .width(2.5)
                    .allow_hover(false),
            );
        })
        .response;
    name_it(&response, summary);
    key(ui, t.get("progress-rating-key"));
}

/// Won, drawn and lost games against each level, stacked.
pub fn results_chart(ui: &mut egui::Ui, t: &Texts, results: &[LevelResults], summary: String) {
    let bars = |count: fn(&LevelResults) -> usize| -> Vec<Bar> {
        results
            .iter()
            .enumerate()
            .map(|(i, r)| Bar::new(i as f64, count(r) as f64).width(0.6))
            .collect()
    };
    let won = BarChart::new("", bars(|r| r.won)).color(palette::UI_ACCENT.egui());
    let drawn = BarChart::new("", bars(|r| r.drawn))
        .color(palette::UI_COORD.egui().gamma_multiply(0.6))
        .allow_hover(false)
        .stack_on(&[&won]);
    let lost = BarChart::new("", bars(|r| r.lost))
        .color(palette::UI_CAPTURED_BAR.egui())
        .allow_hover(false)
        .stack_on(&[&won, &drawn]);
    let names: Vec<String> = results
        .iter()
        .map(|r| r.level.map_or_else(String::new, |l| t.level_name(l)))
        .collect();
    let response = still_plot("results chart", t.get("progress-games-axis"))
        .x_axis_formatter(move |mark, _| {
            let i = mark.value.round();
            if (mark.value - i).abs() > 1e-6 || i < 0.0 {
                return String::new();
            }
            names.get(i as usize).cloned().unwrap_or_default()
        })
        .include_y(0.0)
        .show(ui, |plot| {
            plot.add(won);
            plot.add(drawn);
            plot.add(lost);
        })
        .response;
    name_it(&response, summary);
    key(ui, t.get("progress-results-key"));
}

/// The player's accuracy in each reviewed game against the computer.
pub fn accuracy_chart(ui: &mut egui::Ui, t: &Texts, points: &[AccuracyPoint], summary: String) {
    let series = || -> PlotPoints {
        points
            .iter()
            .map(|p| [p.review as f64, f64::from(p.percent)])
            .collect()
    };
    let accent = palette::UI_ACCENT.egui();
    let response = still_plot("accuracy chart", t.get("progress-accuracy-axis"))
        .x_axis_label(t.get("progress-reviews-axis"))
        .include_y(0.0)
        .include_y(100.0)
        .show(ui, |plot| {
            plot.add(
                Line::new("", series())
                    .color(accent.gamma_multiply(0.6))
                    .allow_hover(false),
            );
            plot.add(
                Points::new("", series())
                    .color(accent)
                    .radius(3.5)
                    .allow_hover(false),
            );
        })
        .response;
    name_it(&response, summary);
}

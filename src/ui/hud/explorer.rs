//! The opening explorer on the analysis board: the moves from the position shown in the book and
//! the engine's games, how those games ended, and the solver's proven wins. Clicking a move plays
//! it on the board. The figures come from `asalto_engine::explorer`; this only words and draws
//! them.

use std::sync::Arc;

use asalto_engine::explorer::{Explorer, ExplorerBuild, ExplorerMove, Results};
use asalto_engine::{Move, Position, Side, Variant};
use bevy_egui::egui;

use crate::game::Match;
use crate::platform::background::LocalJob;
use crate::settings::Language;
use crate::theme::palette;
use crate::ui::texts::{Arg, Texts};

/// The explorers built so far, by variant name (`None`: the variant has no data), the one being
/// built in the background, and the view of the position last shown, made again only when the
/// position or the language changes.
#[derive(Default)]
pub struct Explorers {
    built: Vec<(String, Option<Arc<Explorer>>)>,
    building: Option<(String, LocalJob<ExplorerBuild>)>,
    shown: Option<(ShownKey, ExplorerView)>,
}

type ShownKey = (String, Position, Language);

impl Explorers {
    /// The explorer of a built-in variant, built in the background from the first time it is
    /// asked for (`None` until it is; a player's own variant cannot take a built-in's name, so
    /// it has none).
    pub fn of(&mut self, variant: &Variant) -> Option<Arc<Explorer>> {
        self.built(variant).flatten()
    }

    /// [`Explorers::of`], told apart: `None` while it is being built, then whether the variant
    /// has one.
    pub fn built(&mut self, variant: &Variant) -> Option<Option<Arc<Explorer>>> {
        let name = variant.name();
        if let Some((_, found)) = self.built.iter().find(|(n, _)| n == name) {
            return Some(found.clone());
        }
        if self.building.as_ref().is_none_or(|(n, _)| n != name) {
            let job = Explorer::building(name).map(LocalJob::start);
            match job {
                Some(job) => self.building = Some((name.to_string(), job)),
                None => {
                    self.built.push((name.to_string(), None));
                    return Some(None);
                }
            }
        }
        let (_, job) = self.building.as_mut()?;
        let built = job.poll()?.map(Arc::new);
        self.building = None;
        self.built.push((name.to_string(), built.clone()));
        Some(built)
    }

    /// The view for the position on the board, if its variant has an explorer.
    pub fn view(&mut self, current: &Match, t: &Texts) -> Option<&ExplorerView> {
        let explorer = self.of(current.variant())?;
        let key = (
            current.variant().name().to_string(),
            *current.shown_position(),
            t.language,
        );
        if self.shown.as_ref().is_none_or(|(k, _)| *k != key) {
            self.shown = Some((key, ExplorerView::of(&explorer, current, t)));
        }
        self.shown.as_ref().map(|(_, view)| view)
    }
}

/// One move's row.
#[derive(Clone, Debug, PartialEq)]
pub struct ExplorerRow {
    pub mv: Move,
    pub text: String,
    pub book: u32,
    pub results: Results,
    /// The games' results in words, for the tooltip and screen readers.
    pub shares: String,
    /// "Rebels win (proven, 18 moves)", where the solver proved the position after the move.
    pub proven: Option<String>,
}

/// What the explorer section shows for the position on the board.
#[derive(Clone, Debug, PartialEq)]
pub struct ExplorerView {
    pub rows: Vec<ExplorerRow>,
}

impl ExplorerView {
    pub fn of(explorer: &Explorer, current: &Match, t: &Texts) -> ExplorerView {
        let variant = current.variant();
        let rows = explorer
            .moves(current.shown_position())
            .into_iter()
            .map(|m| row(variant, m, t))
            .collect();
        ExplorerView { rows }
    }
}

fn row(variant: &Variant, m: ExplorerMove, t: &Texts) -> ExplorerRow {
    let r = m.results;
    let shares = t.fill(
        "analysis-explorer-shares",
        &[
            (
                "attackers",
                Arg::from(t.side_name(variant, Side::Attackers)),
            ),
            ("officers", Arg::from(t.side_name(variant, Side::Officers))),
            ("a", r.percent(Some(Side::Attackers)).into()),
            ("o", r.percent(Some(Side::Officers)).into()),
            ("d", r.percent(None).into()),
        ],
    );
    let proven = m.proven.map(|p| {
        t.fill_side(
            "analysis-explorer-proven",
            variant,
            p.winner,
            &[("n", p.plies.div_ceil(2).max(1).into())],
        )
    });
    ExplorerRow {
        mv: m.mv,
        text: m.text,
        book: m.book,
        results: r,
        shares,
        proven,
    }
}

/// Fixed column widths, so the rows line up in the narrow panel.
const MOVE_WIDTH: f32 = 74.0;
const COUNT_WIDTH: f32 = 40.0;

/// Draws the section; the move clicked, if one was.
pub fn explorer_section(ui: &mut egui::Ui, view: &ExplorerView, t: &Texts) -> Option<Move> {
    ui.label(
        egui::RichText::new(t.get("analysis-explorer"))
            .strong()
            .color(palette::UI_ACCENT.egui()),
    );
    ui.label(egui::RichText::new(t.get("analysis-explorer-how")).small());
    if view.rows.is_empty() {
        ui.label(egui::RichText::new(t.get("analysis-explorer-none")).weak());
        return None;
    }
    let head = |key: &'static str| {
        move |ui: &mut egui::Ui| {
            ui.label(egui::RichText::new(t.get(key)).small().weak());
        }
    };
    columns(
        ui,
        [
            &head("analysis-explorer-move"),
            &head("analysis-explorer-book"),
            &head("analysis-explorer-games"),
            &head("analysis-explorer-results"),
        ],
    );
    let mut clicked = None;
    for row in &view.rows {
        clicked = move_row(ui, row).or(clicked);
    }
    clicked
}

/// One row in the section's columns.
fn columns(ui: &mut egui::Ui, cells: [&dyn Fn(&mut egui::Ui); 4]) {
    ui.horizontal(|ui| {
        for (i, cell) in cells.iter().enumerate() {
            let width = [MOVE_WIDTH, COUNT_WIDTH, COUNT_WIDTH, ui.available_width()][i];
            ui.allocate_ui(egui::vec2(width, 20.0), |ui| {
                ui.set_min_width(width);
                cell(ui);
            });
        }
    });
}

/// A move's row, and its proven result on a line of its own; the move, if clicked.
fn move_row(ui: &mut egui::Ui, row: &ExplorerRow) -> Option<Move> {
    let clicked = std::cell::Cell::new(None);
    columns(
        ui,
        [
            &|ui: &mut egui::Ui| {
                if ui
                    .button(egui::RichText::new(&row.text).monospace())
                    .clicked()
                {
                    clicked.set(Some(row.mv));
                }
            },
            &|ui: &mut egui::Ui| {
                ui.label(row.book.to_string());
            },
            &|ui: &mut egui::Ui| {
                ui.label(row.results.games().to_string());
            },
            &|ui: &mut egui::Ui| {
                if row.results.games() > 0 {
                    let bar = results_bar(ui, &row.results);
                    bar.widget_info(|| {
                        egui::WidgetInfo::labeled(egui::WidgetType::Label, true, &row.shares)
                    });
                    bar.on_hover_text(&row.shares);
                }
            },
        ],
    );
    if let Some(proven) = &row.proven {
        ui.horizontal(|ui| {
            ui.add_space(MOVE_WIDTH);
            let text = egui::RichText::new(proven)
                .small()
                .color(palette::UI_ACCENT.egui());
            ui.add(egui::Label::new(text).wrap());
        });
    }
    clicked.get()
}

/// The games' results as a bar: the attackers' share, the draws, the officers'.
fn results_bar(ui: &mut egui::Ui, results: &Results) -> egui::Response {
    let size = egui::vec2(ui.available_width().clamp(40.0, 120.0), 14.0);
    let (rect, response) = ui.allocate_exact_size(size, egui::Sense::hover());
    let painter = ui.painter_at(rect);
    let colours = palette::colours();
    let games = results.games().max(1) as f32;
    let mut left = rect.left();
    for (count, colour) in [
        (results.attackers, colours.attacker_body),
        (results.draws, colours.point),
        (results.officers, colours.officer_body),
    ] {
        let width = rect.width() * count as f32 / games;
        let part = egui::Rect::from_min_max(
            egui::pos2(left, rect.top()),
            egui::pos2(left + width, rect.bottom()),
        );
        painter.rect_filled(part, 0.0, colour.egui());
        left += width;
    }
    painter.rect_stroke(
        rect,
        2.0,
        egui::Stroke::new(1.0, palette::UI_ACCENT.egui()),
        egui::StrokeKind::Inside,
    );
    response
}

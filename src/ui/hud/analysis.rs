//! The analysis board's panel, left of the board: the evaluation bar, the engine's line (or
//! three) for the position shown, and the ways out. Drawn from an [`AnalysisView`]; its buttons
//! send [`AnalysisCommand`]s.

use asalto_engine::search::MATE_BOUND;
use asalto_engine::{Side, Turn, Variant};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::analysis::{AnalysisBoard, AnalysisCommand};
use crate::board::UiInsets;
use crate::game::{GameCommand, Match, Player};
use crate::theme::palette;
use crate::ui::texts::Texts;

use super::explorer::{Explorers, explorer_section};
use super::graph::graph_level;

/// What the panel shows.
#[derive(Clone, Debug, PartialEq)]
pub struct AnalysisView {
    /// The best line's score from the officers' side, once there is one.
    pub score: Option<i32>,
    /// Each line: its score in words and its moves.
    pub lines: Vec<(String, String)>,
    pub status: String,
    /// "Proven: … win by force within N moves", when the solver has proved it.
    pub proven: Option<String>,
    pub three_lines: bool,
    pub can_go_back: bool,
}

impl AnalysisView {
    pub fn of(board: &AnalysisBoard, current: &Match, t: &Texts) -> AnalysisView {
        let latest = board.thinking.latest();
        let variant = current.variant();
        let pos = *current.shown_position();
        // Lines for another position (the board moved this frame) are not shown.
        let fresh = latest.position == Some(pos);
        let flip = |s: i32| if pos.turn == Turn::Attackers { -s } else { s };
        let lines: Vec<(String, String)> = if fresh {
            latest
                .lines
                .iter()
                .map(|l| {
                    let moves: Vec<String> = l
                        .moves
                        .iter()
                        .take(10)
                        .map(|m| variant.move_text(m))
                        .collect();
                    (score_words(variant, flip(l.score), t), moves.join(" "))
                })
                .collect()
        } else {
            Vec::new()
        };
        let status = if current.game.outcome().is_some() && current.review.is_none() {
            t.get("analysis-over")
        } else {
            let key = if !fresh || latest.running {
                "analysis-thinking"
            } else {
                "analysis-done"
            };
            t.fill(
                key,
                &[
                    ("depth", latest.depth.into()),
                    ("nodes", latest.nodes.into()),
                ],
            )
        };
        let proven = latest.proven.filter(|_| fresh).map(|win| {
            t.fill_side(
                "hud-proven",
                variant,
                win.side,
                &[("n", win.winner_moves().into())],
            )
        });
        AnalysisView {
            proven,
            score: fresh
                .then(|| latest.lines.first().map(|l| flip(l.score)))
                .flatten(),
            lines,
            status,
            three_lines: board.lines > 1,
            can_go_back: board.back_to.is_some(),
        }
    }
}

/// A score from the officers' side in words: "+1.5" or who wins by force in how many moves.
pub fn score_words(variant: &Variant, score: i32, t: &Texts) -> String {
    if score.abs() >= MATE_BOUND {
        let side = if score > 0 {
            Side::Officers
        } else {
            Side::Attackers
        };
        let moves = ((asalto_engine::search::MATE - score.abs()).max(0) as u32).div_ceil(2);
        t.fill_side("analysis-forced", variant, side, &[("n", moves.into())])
    } else {
        t.score(score)
    }
}

pub(super) fn analysis_panel(
    mut contexts: EguiContexts,
    board: Option<Res<AnalysisBoard>>,
    current: Res<Match>,
    texts: Res<Texts>,
    mut insets: ResMut<UiInsets>,
    mut explorers: Local<Explorers>,
    mut out: MessageWriter<AnalysisCommand>,
    mut play: MessageWriter<GameCommand>,
) -> Result {
    let Some(board) = board else {
        return Ok(());
    };
    let view = AnalysisView::of(&board, &current, &texts);
    // Made again only when the position (or the language) changes.
    let explored = explorers.view(&current, &texts);
    let mut clicked = None;
    let t = texts.clone();
    let variant = current.variant().clone();
    let ctx = contexts.ctx_mut()?;
    super::chrome::left_panel(ctx, &mut insets, "analysis", |ui| {
        ui.label(
            egui::RichText::new(t.get("analysis-title"))
                .strong()
                .size(20.0)
                .color(palette::UI_ACCENT.egui()),
        );
        ui.label(egui::RichText::new(t.get("analysis-how")).small());
        ui.add_space(8.0);
        evaluation_bar(ui, &t, &variant, view.score);
        ui.label(egui::RichText::new(&view.status).small().weak());
        if let Some(proven) = &view.proven {
            ui.label(
                egui::RichText::new(proven)
                    .strong()
                    .color(palette::UI_ACCENT.egui()),
            );
        }
        ui.add_space(6.0);
        engine_lines(ui, &view.lines);
        let mut three = view.three_lines;
        if ui.checkbox(&mut three, t.get("analysis-three")).changed() {
            out.write(AnalysisCommand::Lines(if three { 3 } else { 1 }));
        }
        ui.add_space(8.0);
        if ui.button(t.get("analysis-continue")).clicked() {
            out.write(AnalysisCommand::ContinueHere);
        }
        let back = if view.can_go_back {
            "analysis-back"
        } else {
            "analysis-menu"
        };
        if ui.button(t.get(back)).clicked() {
            out.write(AnalysisCommand::Close);
        }
        if let Some(explored) = explored {
            ui.add_space(10.0);
            clicked = explorer_section(ui, explored, &t);
        }
    });
    if let Some(mv) = clicked {
        play.write(GameCommand::Play {
            mv,
            by: Player::Human,
        });
    }
    Ok(())
}

/// The engine's lines, each its score in words and its moves.
fn engine_lines(ui: &mut egui::Ui, lines: &[(String, String)]) {
    for (score, moves) in lines {
        egui::Frame::new()
            .fill(palette::UI_WELL.egui())
            .inner_margin(6)
            .corner_radius(4)
            .show(ui, |ui| {
                ui.set_width(ui.available_width());
                ui.label(egui::RichText::new(score).strong());
                ui.label(egui::RichText::new(moves).monospace().size(13.0));
            });
        ui.add_space(4.0);
    }
}

/// A bar filled from the left by the officers' share of the evaluation.
fn evaluation_bar(ui: &mut egui::Ui, t: &Texts, variant: &Variant, score: Option<i32>) {
    let size = egui::vec2(ui.available_width(), 22.0);
    let (rect, _) = ui.allocate_exact_size(size, egui::Sense::hover());
    let p = ui.painter_at(rect);
    p.rect_filled(rect, 4.0, palette::colours().attacker_body.egui());
    let share = score.map_or(0.5, |s| (1.0 + graph_level(s)) / 2.0);
    let mut officers = rect;
    officers.max.x = rect.left() + rect.width() * share;
    p.rect_filled(officers, 4.0, palette::colours().officer_body.egui());
    p.line_segment(
        [rect.center_top(), rect.center_bottom()],
        egui::Stroke::new(1.0, palette::UI_ACCENT.egui()),
    );
    let font = egui::FontId::proportional(12.0);
    p.text(
        rect.left_center() + egui::vec2(4.0, 0.0),
        egui::Align2::LEFT_CENTER,
        t.side_name(variant, Side::Officers),
        font.clone(),
        palette::colours().ink.egui(),
    );
    p.text(
        rect.right_center() - egui::vec2(4.0, 0.0),
        egui::Align2::RIGHT_CENTER,
        t.side_name(variant, Side::Attackers),
        font,
        palette::colours().officer_body.egui(),
    );
}

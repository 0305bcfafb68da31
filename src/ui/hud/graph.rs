//! The review's evaluation graph: the score over the game (officers up, attackers down), a mark
//! on every inaccuracy or worse, a line at the position on the board; a click goes to a move.

use asalto_engine::search::{MATE_BOUND, Verdict};
use asalto_engine::{Side, Variant};
use bevy_egui::egui;

use crate::game::GameCommand;
use crate::theme::palette;
use crate::ui::texts::Texts;

use super::actions::HudAction;

/// Scores are drawn as `tanh(score / GRAPH_SCALE)`: a swing of one attacker near even moves the
/// line by a quarter of its half-height, and big leads flatten out instead of hiding the rest.
const GRAPH_SCALE: f32 = 400.0;

/// The graph's height for a score: -1 (attackers win) to 1 (officers win).
pub fn graph_level(score: i32) -> f32 {
    if score.abs() >= MATE_BOUND {
        score.signum() as f32
    } else {
        (score as f32 / GRAPH_SCALE).tanh()
    }
}

pub fn verdict_colour(v: Verdict) -> egui::Color32 {
    match v {
        Verdict::Best | Verdict::Good => palette::UI_TEXT.egui(),
        Verdict::Inaccuracy => palette::REVIEW_INACCURACY.egui(),
        Verdict::Mistake => palette::REVIEW_MISTAKE.egui(),
        Verdict::Blunder => palette::REVIEW_BLUNDER.egui(),
    }
}

/// What the graph shows: each position's score from the officers' side (0: the start), the
/// plies marked with their verdict, and the position on the board.
pub struct Graphed<'a> {
    pub scores: &'a [i32],
    pub marks: &'a [(usize, Verdict)],
    pub shown: usize,
}

/// The evaluation over the game, a mark on every inaccuracy or worse, the shown ply's line.
pub fn graph(
    ui: &mut egui::Ui,
    t: &Texts,
    variant: &Variant,
    view: Graphed,
    act: &mut impl FnMut(HudAction),
) {
    let size = egui::vec2(ui.available_width(), 120.0);
    let (rect, response) = ui.allocate_exact_size(size, egui::Sense::click());
    let p = ui.painter_at(rect);
    p.rect_filled(rect, 4.0, palette::UI_WELL.egui());
    // Which way is whose.
    let weak = palette::UI_TEXT.alpha(120).egui();
    let font = egui::FontId::proportional(12.0);
    for (side, anchor, at) in [
        (Side::Officers, egui::Align2::LEFT_TOP, rect.left_top()),
        (
            Side::Attackers,
            egui::Align2::LEFT_BOTTOM,
            rect.left_bottom(),
        ),
    ] {
        let offset = egui::vec2(4.0, if side == Side::Officers { 2.0 } else { -2.0 });
        p.text(
            at + offset,
            anchor,
            t.side_name(variant, side),
            font.clone(),
            weak,
        );
    }
    let n = view.scores.len().max(2) - 1;
    let x = |i: usize| rect.left() + rect.width() * i as f32 / n as f32;
    let y = |s: i32| rect.center().y - graph_level(s) * rect.height() * 0.46;
    p.line_segment(
        [rect.left_center(), rect.right_center()],
        egui::Stroke::new(1.0, palette::UI_TEXT.alpha(90).egui()),
    );
    let points: Vec<egui::Pos2> = view
        .scores
        .iter()
        .enumerate()
        .map(|(i, &s)| egui::pos2(x(i), y(s)))
        .collect();
    p.add(egui::Shape::line(
        points,
        egui::Stroke::new(2.0, palette::UI_ACCENT.egui()),
    ));
    for &(ply, verdict) in view.marks {
        if let Some(&s) = view.scores.get(ply) {
            p.circle_filled(egui::pos2(x(ply), y(s)), 4.0, verdict_colour(verdict));
        }
    }
    let sx = x(view.shown.min(n));
    p.line_segment(
        [egui::pos2(sx, rect.top()), egui::pos2(sx, rect.bottom())],
        egui::Stroke::new(1.5, palette::colours().selected.egui()),
    );
    if response.clicked()
        && let Some(pos) = response.interact_pointer_pos()
    {
        let ply = (((pos.x - rect.left()) / rect.width()) * n as f32).round() as usize;
        let last = view.scores.len().saturating_sub(1);
        let target = (ply < last).then_some(ply);
        act(HudAction::Command(GameCommand::Review(target)));
    }
}

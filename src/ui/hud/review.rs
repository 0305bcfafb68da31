//! The review panel under the board: the engine's verdict on every move of the game. While the
//! review is searched, a progress bar; then an evaluation graph (officers up, attackers down;
//! click to go to a move), each side's count of verdicts, and for the move on the board its
//! verdict, the reason where the rules name one, the better move and the line that punishes the
//! move played, which the board can step through. Drawn from a [`ReviewView`]; every button is a
//! [`HudAction`].

use asalto_engine::search::{MATE_BOUND, MoveReview, Reason, Verdict};
use asalto_engine::{Side, Variant};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::board::UiInsets;
use crate::computer::Analysis;
use crate::game::{GameCommand, Match};
use crate::theme::palette;
use crate::ui::layout::{Layout, Shape};
use crate::ui::texts::{Arg, Texts};

use super::actions::HudAction;
use super::chrome::{piece_icon, scrolling};
use super::marks::Mark;

/// A line shown on the board from the review: which one, and how far it is played.
#[derive(Clone, Debug, PartialEq)]
pub struct LineShown {
    pub moves: Vec<String>,
    pub shown: usize,
}

/// What the review panel shows.
#[derive(Clone, Debug, PartialEq)]
pub struct ReviewView {
    /// (positions searched, positions) while the review runs.
    pub progress: Option<(usize, usize)>,
    /// Each position's score from the officers' side, once done (0: the start).
    pub scores: Vec<i32>,
    /// Plies whose move was an inaccuracy or worse, with the verdict.
    pub marks: Vec<(usize, Verdict)>,
    /// Each side's line of counts.
    pub counts: Vec<(Side, String)>,
    /// The position on the board (0: the start).
    pub shown: usize,
    /// The players' mistakes to practise.
    pub practice: usize,
    /// The move that led to the position on the board, judged.
    pub judged: Option<Judged>,
    pub line: Option<LineShown>,
    /// (frames drawn, frames) while the game's pictures are being made.
    pub sharing: Option<(usize, usize)>,
    /// Where the game's pictures went, or why they could not be made.
    pub shared: Option<String>,
}

/// One move's verdict, in words.
#[derive(Clone, Debug, PartialEq)]
pub struct Judged {
    pub title: String,
    pub verdict: Verdict,
    pub detail: String,
    pub reason: Option<String>,
    /// The engine's choice and its line, from the position before the move.
    pub better: Option<(usize, Vec<asalto_engine::Move>)>,
    /// The opponent's best answer, from the position after the move.
    pub punished_by: Option<(usize, Vec<asalto_engine::Move>)>,
}

impl ReviewView {
    /// The panel's content, or `None` when it is closed.
    pub fn of(analysis: &Analysis, current: &Match, t: &Texts) -> Option<ReviewView> {
        if !analysis.open {
            return None;
        }
        let variant = current.variant();
        let shown = current
            .line
            .as_ref()
            .map_or(current.shown_plies(), |l| l.from);
        let line = current.line.as_ref().map(|l| LineShown {
            moves: l.moves.iter().map(|m| variant.move_text(m)).collect(),
            shown: l.shown,
        });
        let Some(done) = &analysis.done else {
            return Some(ReviewView {
                progress: Some((analysis.analysed(), analysis.positions)),
                scores: Vec::new(),
                marks: Vec::new(),
                counts: Vec::new(),
                shown,
                practice: 0,
                sharing: None,
                shared: None,
                judged: None,
                line,
            });
        };
        let marks = done
            .moves
            .iter()
            .filter(|m| m.verdict >= Verdict::Inaccuracy)
            .map(|m| (m.ply + 1, m.verdict))
            .collect();
        let counts = [Side::Officers, Side::Attackers]
            .into_iter()
            .map(|side| {
                let c = done.counts(side);
                let text = t.fill_side(
                    "review-counts",
                    variant,
                    side,
                    &[
                        ("best", c[0].into()),
                        ("good", c[1].into()),
                        ("inaccuracies", c[2].into()),
                        ("mistakes", c[3].into()),
                        ("blunders", c[4].into()),
                    ],
                );
                let accuracy = done.accuracy(side).map(|a| {
                    let percent = a.round() as u32;
                    t.fill("review-accuracy", &[("percent", percent.into())])
                });
                let text = match accuracy {
                    Some(accuracy) => format!("{text} · {accuracy}"),
                    None => text,
                };
                (side, text)
            })
            .collect();
        let judged = shown
            .checked_sub(1)
            .and_then(|i| done.moves.get(i))
            .map(|m| judged(variant, m, t));
        Some(ReviewView {
            progress: None,
            scores: done.scores.clone(),
            marks,
            counts,
            shown,
            practice: crate::study::practice::count_of_match(current, &done.moves),
            sharing: None,
            shared: None,
            judged,
            line,
        })
    }
}

/// A score in attackers, for the player: "+1.5" (officers' side), or who wins by force.
fn score_text(variant: &Variant, score: i32, t: &Texts) -> String {
    if score.abs() >= MATE_BOUND {
        let side = if score > 0 {
            Side::Officers
        } else {
            Side::Attackers
        };
        t.fill_side("review-forced", variant, side, &[])
    } else {
        t.score(score)
    }
}

fn reason_text(variant: &Variant, reason: &Reason, t: &Texts) -> String {
    let (one, att) = (t.attacker(variant), t.attackers(variant));
    let captures = |key: &str, from, count: u32| {
        t.fill(
            &t.family_key(key, variant),
            &[
                ("from", variant.name_of(from).to_string().into()),
                ("n", count.into()),
                ("one", Arg::from(&one)),
                ("att", Arg::from(&att)),
                ("gender", t.attacker_gender(variant)),
            ],
        )
    };
    match *reason {
        Reason::LetsOfficerCapture { from, count } => {
            captures("review-reason-lets-capture", from, count)
        }
        Reason::Huffed { officer, count } => captures("review-reason-huffed", officer, count),
        Reason::LosesByForce { moves } => t.fill("review-reason-loses", &[("n", moves.into())]),
        Reason::MissedWin { moves } => t.fill("review-reason-missed-win", &[("n", moves.into())]),
    }
}

fn judged(variant: &Variant, m: &MoveReview, t: &Texts) -> Judged {
    let number = m.ply / 2 + 1;
    let title = t.fill_side(
        "review-move",
        variant,
        m.side,
        &[
            ("n", number.into()),
            ("move", Arg::from(&variant.move_text(&m.played))),
            ("verdict", Arg::from(t.get(Mark::of(m).word_key()))),
        ],
    );
    let detail = if m.verdict == Verdict::Best {
        t.fill(
            &t.family_key("review-was-best", variant),
            &[("score", Arg::from(&score_text(variant, m.best_score, t)))],
        )
    } else {
        t.fill(
            &t.family_key("review-was", variant),
            &[
                ("played", Arg::from(&score_text(variant, m.played_score, t))),
                ("best", Arg::from(&score_text(variant, m.best_score, t))),
                ("move", Arg::from(&variant.move_text(&m.best))),
            ],
        )
    };
    let better = (m.verdict != Verdict::Best && !m.best_line.is_empty())
        .then(|| (m.ply, m.best_line.clone()));
    let punished_by = (m.verdict >= Verdict::Inaccuracy && !m.refutation.is_empty())
        .then(|| (m.ply + 1, m.refutation.clone()));
    Judged {
        title,
        verdict: m.verdict,
        detail,
        reason: m.reason.as_ref().map(|r| reason_text(variant, r, t)),
        better,
        punished_by,
    }
}

pub(super) fn review_panel(
    mut contexts: EguiContexts,
    current: Res<Match>,
    analysis: Res<Analysis>,
    texts: Res<Texts>,
    mut insets: ResMut<UiInsets>,
    sharing: Res<crate::ui::share::Sharing>,
    mut actions: MessageWriter<HudAction>,
) -> Result {
    let Some(mut view) = ReviewView::of(&analysis, &current, &texts) else {
        return Ok(());
    };
    view.sharing = sharing.progress();
    view.shared = sharing
        .answer()
        .map(|a| super::actions::pictures_said(&texts, a));
    let ctx = contexts.ctx_mut()?;
    let t = texts.clone();
    // Under the board only: the side panel keeps its full height (in an upright window, the
    // upper half of the sheet under the board).
    let size = ctx.content_rect().size();
    let layout = Layout::for_size(size.x, size.y);
    let height = match layout.shape {
        Shape::Portrait => layout.sheet_height * 0.5,
        _ => layout.review_height,
    };
    let mut area = ctx.viewport_rect();
    area.max.x -= insets.right;
    area.min.x += insets.left;
    area.max.y -= insets.bottom;
    let mut root = egui::Ui::new(
        ctx.clone(),
        "review root".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(area),
    );
    let response = egui::Panel::bottom("review")
        .exact_size(height)
        .resizable(false)
        .frame(
            egui::Frame::new()
                .fill(palette::UI_PANEL.egui())
                .inner_margin(egui::Margin::same(10)),
        )
        .show(&mut root, |ui| {
            scrolling(ui, "review scroll", |ui| {
                review_contents(ui, &t, current.variant(), &view, &mut actions)
            })
        });
    insets.bottom += response.response.rect.height();
    Ok(())
}

fn review_contents(
    ui: &mut egui::Ui,
    t: &Texts,
    variant: &asalto_engine::Variant,
    view: &ReviewView,
    actions: &mut MessageWriter<HudAction>,
) {
    let mut act = |a: HudAction| {
        actions.write(a);
    };
    ui.horizontal(|ui| {
        ui.label(
            egui::RichText::new(t.get("review-title"))
                .strong()
                .size(18.0)
                .color(palette::UI_ACCENT.egui()),
        );
        if let Some((done, total)) = view.progress {
            ui.add(
                egui::ProgressBar::new(done as f32 / total.max(1) as f32)
                    .desired_width(260.0)
                    .text(t.fill(
                        "review-progress",
                        &[("done", done.into()), ("total", total.into())],
                    )),
            );
        }
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if ui.button(t.get("review-close")).clicked() {
                act(HudAction::CloseReview);
            }
            let pictures = match view.sharing {
                Some((done, total)) => t.fill(
                    "share-making",
                    &[("done", done.into()), ("total", total.into())],
                ),
                None => t.get("share-pictures"),
            };
            if ui
                .button(pictures)
                .on_hover_text(t.get("share-pictures-tip"))
                .clicked()
            {
                act(HudAction::SharePictures);
            }
            if view.practice > 0 {
                let text = t.fill("review-practise", &[("n", view.practice.into())]);
                if ui.button(text).clicked() {
                    act(HudAction::Practise);
                }
            }
        });
    });
    if let Some(shared) = &view.shared {
        ui.label(egui::RichText::new(shared).size(13.0));
    }
    if view.progress.is_some() {
        ui.label(t.get("review-wait"));
        return;
    }
    ui.columns(2, |cols| {
        let graphed = super::graph::Graphed {
            scores: &view.scores,
            marks: &view.marks,
            shown: view.shown,
        };
        super::graph::graph(&mut cols[0], t, variant, graphed, &mut act);
        for (side, text) in &view.counts {
            cols[0].horizontal(|ui| {
                piece_icon(ui, *side);
                ui.label(egui::RichText::new(text).small());
            });
        }
        details(&mut cols[1], t, view, &mut act);
    });
}

/// The shown move's verdict, reason and lines.
fn details(ui: &mut egui::Ui, t: &Texts, view: &ReviewView, act: &mut impl FnMut(HudAction)) {
    let Some(j) = &view.judged else {
        ui.label(t.get("review-pick"));
        return;
    };
    ui.label(
        egui::RichText::new(&j.title)
            .strong()
            .color(super::graph::verdict_colour(j.verdict)),
    );
    ui.label(&j.detail);
    if let Some(reason) = &j.reason {
        ui.label(egui::RichText::new(reason).italics());
    }
    ui.horizontal_wrapped(|ui| {
        for (key, line) in [
            ("review-show-better", &j.better),
            ("review-show-punish", &j.punished_by),
        ] {
            if let Some((from, moves)) = line
                && ui.button(t.get(key)).clicked()
            {
                act(HudAction::Command(GameCommand::ShowLine {
                    from: *from,
                    moves: moves.clone(),
                    shown: 1,
                }));
            }
        }
    });
    if let Some(line) = &view.line {
        ui.horizontal_wrapped(|ui| {
            ui.label(egui::RichText::new(t.get("review-line")).strong());
            for (i, mv) in line.moves.iter().enumerate() {
                let text = egui::RichText::new(mv).monospace();
                let text = if i < line.shown {
                    text.strong()
                } else {
                    text.weak()
                };
                ui.label(text);
            }
        });
        ui.horizontal(|ui| {
            let step = |shown: usize| HudAction::StepLine(shown);
            if ui
                .add_enabled(line.shown > 0, egui::Button::new("◀"))
                .clicked()
            {
                act(step(line.shown - 1));
            }
            if ui
                .add_enabled(line.shown < line.moves.len(), egui::Button::new("▶"))
                .clicked()
            {
                act(step(line.shown + 1));
            }
            if ui.button(t.get("review-leave-line")).clicked() {
                act(HudAction::Command(GameCommand::Review(Some(view.shown))));
            }
        });
    }
}

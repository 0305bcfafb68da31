//! The lesson or puzzle panel, left of the board: the task, how the last try went, and the way
//! on. Drawn from a [`StudyView`]; its buttons send [`StudyCommand`]s.

use asalto_engine::Variant;
use asalto_engine::search::puzzle::Goal as PuzzleGoal;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::board::UiInsets;
use crate::game::Match;
use crate::study::{Feedback, Progress, Study, StudyCommand, TaskKind, lessons, puzzles};
use crate::theme::palette;
use crate::ui::menu::learn_difficulty_key;
use crate::ui::texts::{Arg, Texts, lesson_key};
use asalto_engine::Side;

use super::marks::verdict_key;
use super::view::Tone;

/// What the panel shows.
#[derive(Clone, Debug, PartialEq)]
pub struct StudyView {
    pub title: String,
    pub task: String,
    pub feedback: (String, Tone),
    pub can_show_solution: bool,
    pub can_go_on: bool,
}

impl StudyView {
    pub fn of(study: &Study, current: &Match, t: &Texts) -> StudyView {
        let at = study.task_ref();
        let variant = current.variant();
        let learner = crate::study::learner_side(study);
        let fill = |key: &str| t.fill_side(key, variant, learner, &[]);
        let (title, task) = match (at.kind, study.task.lesson_id(), study.task.puzzle()) {
            (TaskKind::Lesson, Some(id), _) => {
                let total = lessons().get(&at.variant).map_or(0, Vec::len);
                (
                    t.fill(
                        "study-lesson-title",
                        &[
                            ("n", (at.index + 1).into()),
                            ("total", total.into()),
                            ("title", Arg::from(t.get(&lesson_key(id, "title")))),
                        ],
                    ),
                    t.fill(
                        &lesson_key(id, "task"),
                        &[
                            ("att", Arg::from(t.attackers(variant))),
                            ("gender", t.attacker_gender(variant)),
                        ],
                    ),
                )
            }
            (TaskKind::Practice, _, _) => practice_texts(study, variant, learner, t),
            (_, _, Some(puzzle)) => {
                let total = puzzles(&at.variant).len();
                let goal = match puzzle.goal {
                    PuzzleGoal::Win => "study-puzzle-win",
                    PuzzleGoal::Only | PuzzleGoal::Better => "study-puzzle-only",
                };
                (
                    t.fill(
                        "study-puzzle-title",
                        &[
                            ("n", (at.index + 1).into()),
                            ("total", total.into()),
                            (
                                "difficulty",
                                Arg::from(t.get(learn_difficulty_key(puzzle.depth))),
                            ),
                        ],
                    ),
                    fill(goal),
                )
            }
            _ => (String::new(), String::new()),
        };
        let feedback = match &study.progress {
            Progress::Trying => (fill("study-your-move"), Tone::Plain),
            Progress::Checking => (t.get("study-checking"), Tone::Accent),
            Progress::Missed(why) => (feedback_text(why, t), Tone::Warning),
            Progress::Solved => {
                let done = study
                    .task
                    .lesson_id()
                    .map(|id| lesson_key(id, "done"))
                    .filter(|k| t.has(k))
                    .map(|k| format!(" {}", t.get(&k)))
                    .unwrap_or_default();
                (format!("{}{done}", t.get("study-solved")), Tone::Accent)
            }
            Progress::Shown => (t.get("study-shown"), Tone::Accent),
        };
        StudyView {
            title,
            task,
            feedback,
            can_show_solution: !matches!(study.progress, Progress::Solved | Progress::Shown),
            can_go_on: true,
        }
    }
}

/// A mistake's title and task: which of the list, and what was played in the game.
fn practice_texts(study: &Study, variant: &Variant, learner: Side, t: &Texts) -> (String, String) {
    let at = study.task_ref();
    let Some(mistake) = study.practice.get(at.index) else {
        return (String::new(), String::new());
    };
    let title = t.fill(
        "study-practice-title",
        &[
            ("n", (at.index + 1).into()),
            ("total", study.practice.len().into()),
        ],
    );
    let task = t.fill_side(
        "study-practice-task",
        variant,
        learner,
        &[
            ("move", Arg::from(variant.move_text(&mistake.played))),
            ("verdict", Arg::from(t.get(verdict_key(mistake.verdict)))),
        ],
    );
    (title, task)
}

fn feedback_text(why: &Feedback, t: &Texts) -> String {
    match why {
        Feedback::NotThere { point } => {
            t.fill("study-missed-not-there", &[("point", Arg::from(point))])
        }
        Feedback::NotACapture { needed } => {
            t.fill("study-missed-no-capture", &[("n", needed.into())])
        }
        Feedback::TooFew { taken, needed } => t.fill(
            "study-missed-too-few",
            &[("taken", taken.into()), ("n", needed.into())],
        ),
        Feedback::NoWin => t.get("study-missed-no-win"),
        Feedback::Exposed { capture } => {
            t.fill("study-missed-exposed", &[("capture", Arg::from(capture))])
        }
        Feedback::LosingReply { reply } => {
            t.fill("study-missed-losing-reply", &[("reply", Arg::from(reply))])
        }
        Feedback::NotTheKey => t.get("study-missed-not-the-key"),
        Feedback::AsPlayed => t.get("study-missed-as-played"),
    }
}

pub(super) fn study_panel(
    mut contexts: EguiContexts,
    study: Option<Res<Study>>,
    current: Res<Match>,
    texts: Res<Texts>,
    mut insets: ResMut<UiInsets>,
    mut out: MessageWriter<StudyCommand>,
) -> Result {
    let Some(study) = study else {
        return Ok(());
    };
    let view = StudyView::of(&study, &current, &texts);
    let t = texts.clone();
    let ctx = contexts.ctx_mut()?;
    super::chrome::left_panel(ctx, &mut insets, "study", |ui| {
        ui.label(
            egui::RichText::new(&view.title)
                .strong()
                .size(19.0)
                .color(palette::UI_ACCENT.egui()),
        );
        ui.add_space(6.0);
        ui.label(egui::RichText::new(&view.task).size(15.5));
        ui.add_space(8.0);
        let (text, tone) = &view.feedback;
        let colour = tone.colour();
        egui::Frame::new()
            .fill(palette::UI_WELL.egui())
            .inner_margin(8)
            .corner_radius(4)
            .show(ui, |ui| {
                ui.set_width(ui.available_width());
                ui.label(egui::RichText::new(text).color(colour.egui()).size(15.0));
            });
        ui.add_space(8.0);
        if view.can_show_solution && ui.button(t.get("study-show-solution")).clicked() {
            out.write(StudyCommand::ShowSolution);
        }
        if view.can_go_on && ui.button(t.get("study-next")).clicked() {
            out.write(StudyCommand::Next);
        }
        if ui.button(t.get("study-back")).clicked() {
            out.write(StudyCommand::Leave);
        }
    });
    Ok(())
}

//! The end of a game: a banner with the result and why, a rematch button, and a short effect
//! (falling flakes for a victory, a darkening for a defeat).

use asalto_engine::{Outcome, Variant};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::board::{BoardSettled, UiInsets};
use crate::computer::Analysis;
use crate::game::{GameCommand, Match, MatchEvent, Mode};
use crate::theme::palette;
use crate::ui::texts::Texts;

use super::actions::HudAction;

/// How a finished game feels to the player at this screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The player beat the computer (or, with no computer opponent, someone won).
    Victory,
    /// The computer won.
    Defeat,
    Draw,
}

impl Ending {
    pub fn of(mode: Mode, outcome: &asalto_engine::Outcome) -> Ending {
        match outcome.winner {
            None => Ending::Draw,
            Some(side) if mode.against_computer() && mode.computer_plays(side) => Ending::Defeat,
            Some(_) => Ending::Victory,
        }
    }
}

/// Seconds the victory or defeat effect lasts.
const EFFECT_SECS: f32 = 6.0;

/// Falling gold and red flakes for a victory; a darkening of the board for a defeat.
fn paint_effect(ctx: &egui::Context, ending: Ending, age: f32, area: egui::Rect) {
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Background,
        egui::Id::new("ending-effect"),
    ));
    let fade = (1.0 - (age - EFFECT_SECS + 1.5).max(0.0) / 1.5).clamp(0.0, 1.0);
    match ending {
        Ending::Victory => {
            let colours = palette::CONFETTI.map(|c| c.egui());
            for i in 0..90u32 {
                // A fixed scatter per flake (a small integer hash), so no random source is needed.
                let h = i.wrapping_mul(2_654_435_761);
                let r = |shift: u32| ((h >> shift) & 0xff) as f32 / 255.0;
                let speed = 90.0 + 140.0 * r(0);
                let start = -30.0 - 400.0 * r(8);
                let y = area.top() + start + age * speed;
                if y > area.bottom() + 20.0 {
                    continue;
                }
                let x = area.left()
                    + area.width() * r(16)
                    + 18.0 * (age * (1.5 + 2.0 * r(24)) + i as f32).sin();
                let size = egui::vec2(5.0 + 4.0 * r(4), 9.0 + 5.0 * r(12));
                let colour = colours[(i % 3) as usize].gamma_multiply(fade);
                painter.rect_filled(
                    egui::Rect::from_center_size(egui::pos2(x, y), size),
                    1.5,
                    colour,
                );
            }
        }
        Ending::Defeat => {
            let dark = (age / 1.2).min(1.0) * 0.45 * fade;
            painter.rect_filled(
                area,
                0.0,
                palette::DEFEAT_SHADE.alpha((dark * 255.0) as u8).egui(),
            );
        }
        Ending::Draw => {}
    }
}

/// Narrower than this, the banner's buttons go one under another.
const STACKED_BELOW: f32 = 520.0;

pub(super) fn banner(
    mut contexts: EguiContexts,
    mut events: MessageReader<MatchEvent>,
    current: Res<Match>,
    insets: Res<UiInsets>,
    texts: Res<Texts>,
    time: Res<Time>,
    settled: Res<BoardSettled>,
    analysis: Res<Analysis>,
    sharing: Res<crate::ui::share::Sharing>,
    ratings: Option<Res<crate::game::ratings::PlayerRatings>>,
    mut shown_since: Local<Option<f32>>,
    mut actions: MessageWriter<HudAction>,
) -> Result {
    // The effect runs from the moment the banner first shows for this ending.
    // (Reviewing and coming back does not replay it.)
    if MatchEvent::any(&mut events, |e| {
        matches!(e, MatchEvent::Started { .. } | MatchEvent::Ended(_))
    }) {
        *shown_since = None;
    }
    let Some(outcome) = current.game.outcome() else {
        return Ok(());
    };
    // The review panel takes its place.
    if !settled.0 || current.review.is_some() || analysis.open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let t = texts.clone();
    let variant = current.variant().clone();
    let now = time.elapsed_secs();
    let age = now - *shown_since.get_or_insert(now);
    let mode = current.setup.mode;
    let ending = Ending::of(mode, &outcome);
    if age < EFFECT_SECS {
        let mut area = ctx.viewport_rect();
        area.max.x -= insets.right;
        paint_effect(ctx, ending, age, area);
    }
    let rating = ratings.and_then(|r| super::rating_said::rating_said(&t, &current, &r));
    let mut said = Said::of(&t, &variant, &outcome, mode, ending);
    said.lines[2] = rating.map(|line| (line, 15.0, false));
    if let Some((done, total)) = sharing.progress() {
        said.choices[2].0 = t.fill(
            "share-making",
            &[("done", done.into()), ("total", total.into())],
        );
    }
    let accent = said.accent;
    // The banner grows in over a third of a second.
    let grow = (age / 0.35).min(1.0);
    // Over the lower arm of the cross, where it hides the least of the decisive fortress.
    let offset = egui::vec2(-(insets.right - insets.left) / 2.0, -28.0);
    // The window's width less the panels and the banner's own margins: never wider than that.
    let room = ctx.viewport_rect().width() - insets.left - insets.right - 2.0 * 28.0 - 16.0;
    let note = sharing
        .answer()
        .map(|answer| super::actions::pictures_said(&t, answer));
    egui::Area::new("game over".into())
        .anchor(egui::Align2::CENTER_BOTTOM, offset)
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(palette::UI_BANNER.egui())
                .stroke(egui::Stroke::new(3.0, accent))
                .corner_radius(10)
                .inner_margin(egui::Margin::symmetric(28, 16))
                .show(ui, |ui| {
                    // As wide as its widest line, never wider than the room: a centred layout
                    // takes all the width it is given.
                    let widest = widest_line(ui, &said.title, &said.lines, &said.choices);
                    ui.set_max_width(room.min(widest + 1.0));
                    ui.vertical_centered(|ui| {
                        said_lines(ui, said, grow, room, note, &mut actions);
                    });
                });
        });
    Ok(())
}

/// The banner's title (grown to full size over `grow` from 0 to 1), its lines, its buttons and
/// where the game's pictures went.
fn said_lines(
    ui: &mut egui::Ui,
    said: Said,
    grow: f32,
    room: f32,
    note: Option<String>,
    actions: &mut MessageWriter<HudAction>,
) {
    let size = 20.0 + 16.0 * grow;
    ui.label(
        egui::RichText::new(said.title)
            .size(size)
            .strong()
            .color(said.accent),
    );
    for (text, size, strong) in said.lines.into_iter().flatten() {
        let text = egui::RichText::new(text).size(size);
        ui.label(if strong { text.strong() } else { text });
    }
    ui.add_space(8.0);
    choice_buttons(ui, said.choices, room, actions);
    if let Some(note) = note {
        ui.add_space(4.0);
        ui.label(egui::RichText::new(note).size(14.0));
    }
}

/// What the banner says: its title, its other lines (text, size, strong) and its buttons.
struct Said {
    title: String,
    /// The title's and the frame's colour: a defeat's is the warning colour.
    accent: egui::Color32,
    lines: [Option<(String, f32, bool)>; 3],
    choices: [(String, HudAction); 4],
}

impl Said {
    fn of(t: &Texts, variant: &Variant, outcome: &Outcome, mode: Mode, ending: Ending) -> Self {
        let against_computer = mode.against_computer();
        let title = match ending {
            _ if !against_computer => t.outcome_title(variant, outcome),
            Ending::Victory => t.get("banner-you-win"),
            Ending::Defeat => t.get("banner-you-lose"),
            Ending::Draw => t.get("banner-draw"),
        };
        let lines = [
            // The sides' names under "You win" or "You lose"; a draw says it all.
            (against_computer && ending != Ending::Draw)
                .then(|| (t.outcome_title(variant, outcome), 19.0, true)),
            Some((t.reason_text(variant, outcome.reason), 17.0, false)),
            // The player's rating, filled in by the banner.
            None,
        ];
        let again = if against_computer {
            t.get("banner-rematch")
        } else {
            t.get("banner-play-again")
        };
        let choices = [
            (again, HudAction::Command(GameCommand::Rematch)),
            (t.get("banner-review"), HudAction::ReviewGame),
            (t.get("share-pictures"), HudAction::SharePictures),
            (t.get("banner-menu"), HudAction::Menu),
        ];
        let accent = match ending {
            Ending::Defeat => palette::UI_WARN.egui(),
            _ => palette::UI_ACCENT.egui(),
        };
        Said {
            title,
            accent,
            lines,
            choices,
        }
    }
}

/// The banner's widest line: its title (grown), its other lines or its buttons side by side.
fn widest_line(
    ui: &egui::Ui,
    title: &str,
    lines: &[Option<(String, f32, bool)>],
    choices: &[(String, HudAction); 4],
) -> f32 {
    std::iter::once((title, 36.0))
        .chain(
            lines
                .iter()
                .flatten()
                .map(|(text, size, _)| (text.as_str(), *size)),
        )
        .map(|(text, size)| text_width(ui, text, egui::FontId::proportional(size)))
        .fold(buttons_width(ui, choices), f32::max)
}

/// How wide a line of text is, unwrapped.
fn text_width(ui: &egui::Ui, text: &str, font: egui::FontId) -> f32 {
    let galley = ui
        .painter()
        .layout_no_wrap(text.to_string(), font, egui::Color32::WHITE);
    galley.size().x
}

/// How wide the buttons are side by side.
fn buttons_width(ui: &egui::Ui, choices: &[(String, HudAction); 4]) -> f32 {
    let widths: f32 = choices
        .iter()
        .map(|(label, _)| button_width(ui, label))
        .sum();
    widths + ui.spacing().item_spacing.x * (choices.len() - 1) as f32
}

fn button_width(ui: &egui::Ui, label: &str) -> f32 {
    let font = egui::TextStyle::Button.resolve(ui.style());
    text_width(ui, label, font) + 2.0 * ui.spacing().button_padding.x
}

/// The banner's buttons: one under another at full width on an upright narrow screen, where the
/// board is above; elsewhere in rows of as many as fit, so a short screen keeps some of the
/// final position in sight.
fn choice_buttons(
    ui: &mut egui::Ui,
    choices: [(String, HudAction); 4],
    room: f32,
    actions: &mut MessageWriter<HudAction>,
) {
    let upright = ui.ctx().content_rect().aspect_ratio() < 1.0;
    if upright && room < STACKED_BELOW {
        ui.with_layout(
            egui::Layout::top_down_justified(egui::Align::Center),
            |ui| {
                for (label, action) in choices {
                    if ui.button(label).clicked() {
                        actions.write(action);
                    }
                }
            },
        );
        return;
    }
    let gap = ui.spacing().item_spacing.x;
    let mut rows: Vec<(f32, Vec<(String, HudAction)>)> = Vec::new();
    for (label, action) in choices {
        let width = button_width(ui, &label);
        match rows.last_mut() {
            Some((used, row)) if *used + gap + width <= room => {
                *used += gap + width;
                row.push((label, action));
            }
            _ => rows.push((width, vec![(label, action)])),
        }
    }
    // Each row as wide as its buttons and centred (a row of the whole room would leave them on
    // its left; egui's wrapping layout stretched the banner to the window's whole height).
    for (used, row) in rows {
        let size = egui::vec2(used, ui.spacing().interact_size.y);
        let layout = egui::Layout::left_to_right(egui::Align::Center);
        ui.allocate_ui_with_layout(size, layout, |ui| {
            for (label, action) in row {
                if ui.button(label).clicked() {
                    actions.write(action);
                }
            }
        });
    }
}

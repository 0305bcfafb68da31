//! The in-game HUD in egui: a side panel (whose turn, the count of pieces, the fortress, notes,
//! buttons, the move list), the game-over banner and the coordinates around the board.

use asalto_engine::{Side, Turn, Variant};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::ai::{ComputerPlayer, Hint, HintRequest};
use crate::board::{BoardCamera, CELL, UiInsets, point_world};
use crate::clipboard::PasteTarget;
use crate::flow::{GameCommand, Match, Mode};
use crate::input::{NOTE_SECS, SelectionState};
use crate::palette;
use crate::pick::Selection;
use crate::screens::Screen;
use crate::strings::{Texts, move_number};

/// What the board shows besides the pieces (from the settings).
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct HudPrefs {
    pub coordinates: bool,
    /// Mark the legal destinations of the selected piece.
    pub show_moves: bool,
}

impl Default for HudPrefs {
    fn default() -> Self {
        HudPrefs {
            coordinates: true,
            show_moves: true,
        }
    }
}

pub const PANEL_WIDTH: f32 = 300.0;

pub fn rgb(c: [u8; 3]) -> egui::Color32 {
    egui::Color32::from_rgb(c[0], c[1], c[2])
}

/// The warm look of every egui screen.
pub fn style(ctx: &egui::Context) {
    let mut visuals = egui::Visuals::dark();
    visuals.panel_fill = rgb(palette::UI_PANEL);
    visuals.window_fill = egui::Color32::from_rgb(66, 44, 28);
    visuals.window_stroke = egui::Stroke::new(2.0, rgb(palette::UI_ACCENT));
    visuals.override_text_color = Some(rgb(palette::UI_TEXT));
    visuals.selection.bg_fill = egui::Color32::from_rgb(140, 96, 40);
    visuals.widgets.inactive.weak_bg_fill = egui::Color32::from_rgb(92, 62, 38);
    visuals.widgets.inactive.bg_fill = egui::Color32::from_rgb(92, 62, 38);
    visuals.widgets.hovered.weak_bg_fill = egui::Color32::from_rgb(122, 84, 48);
    visuals.widgets.hovered.bg_fill = egui::Color32::from_rgb(122, 84, 48);
    visuals.widgets.active.weak_bg_fill = egui::Color32::from_rgb(150, 104, 52);
    visuals.extreme_bg_color = egui::Color32::from_rgb(40, 26, 16);
    visuals.faint_bg_color = egui::Color32::from_rgb(70, 47, 30);
    ctx.set_theme(egui::Theme::Dark);
    ctx.set_visuals_of(egui::Theme::Dark, visuals);
    ctx.global_style_mut(|style| {
        style.spacing.item_spacing = egui::vec2(8.0, 6.0);
        style.spacing.button_padding = egui::vec2(10.0, 5.0);
        style
            .text_styles
            .insert(egui::TextStyle::Body, egui::FontId::proportional(15.0));
        style
            .text_styles
            .insert(egui::TextStyle::Button, egui::FontId::proportional(15.0));
        style
            .text_styles
            .insert(egui::TextStyle::Heading, egui::FontId::proportional(24.0));
    });
}

/// Draws a small officer or attacker icon (the same shapes as on the board).
fn piece_icon(ui: &mut egui::Ui, side: Side) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(22.0, 22.0), egui::Sense::hover());
    let c = rect.center();
    let p = ui.painter();
    match side {
        Side::Officers => {
            p.circle_filled(c, 10.0, egui::Color32::from_rgb(77, 26, 18));
            p.circle_filled(c, 8.6, egui::Color32::from_rgb(245, 235, 204));
            p.circle_stroke(
                c,
                6.4,
                egui::Stroke::new(1.2, egui::Color32::from_rgb(158, 36, 26)),
            );
            p.circle_filled(c, 2.5, egui::Color32::from_rgb(158, 36, 26));
        }
        Side::Attackers => {
            p.circle_filled(c, 7.5, egui::Color32::from_rgb(204, 194, 168));
            p.circle_filled(c, 6.3, egui::Color32::from_rgb(51, 61, 71));
        }
    }
}

fn stat_bar(ui: &mut egui::Ui, label: String, value: u32, max: u32, color: egui::Color32) {
    ui.label(label);
    let frac = if max == 0 {
        0.0
    } else {
        value as f32 / max as f32
    };
    ui.add(
        egui::ProgressBar::new(frac.clamp(0.0, 1.0))
            .fill(color)
            .desired_height(10.0),
    );
}

pub struct HudPlugin;

impl Plugin for HudPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<HudPrefs>()
            .init_resource::<NotationPanel>()
            .add_systems(OnEnter(Screen::Game), reset_notation)
            .add_systems(
                bevy_egui::EguiPrimaryContextPass,
                (side_panel, banner, coordinates)
                    .chain()
                    .run_if(in_state(Screen::Game).and_then(resource_exists::<Match>)),
            );
    }
}

#[allow(clippy::too_many_arguments)]
fn side_panel(
    mut contexts: EguiContexts,
    game: Res<Match>,
    selection: Res<SelectionState>,
    computer: Res<ComputerPlayer>,
    hint: Res<Hint>,
    time: Res<Time>,
    texts: Res<Texts>,
    mut stored: Option<ResMut<crate::settings::Settings>>,
    mut notation: ResMut<NotationPanel>,
    storage: Option<Res<crate::storage::Storage>>,
    mut insets: ResMut<UiInsets>,
    mut commands_out: MessageWriter<GameCommand>,
    mut hint_out: MessageWriter<HintRequest>,
    mut next: ResMut<NextState<Screen>>,
    mut match_settings: ResMut<crate::flow::MatchSettings>,
    mut pending: Option<ResMut<crate::saves::PendingGame>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let t = texts.clone();
    let variant = game.variant().clone();
    let pos = *game.shown_position();
    let mut root = egui::Ui::new(
        ctx.clone(),
        "hud-root".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    let response = egui::Panel::right("hud")
        .exact_size(PANEL_WIDTH)
        .resizable(false)
        .frame(
            egui::Frame::new()
                .fill(rgb(palette::UI_PANEL))
                .inner_margin(egui::Margin::same(14)),
        )
        .show(&mut root, |ui| {
            ui.vertical_centered(|ui| {
                ui.heading(
                    egui::RichText::new(variant.title())
                        .color(rgb(palette::UI_ACCENT))
                        .size(26.0),
                );
                ui.label(egui::RichText::new(t.mode_name(game.settings.mode, &variant)).italics());
                if game.settings.mode != Mode::HotSeat {
                    ui.label(
                        egui::RichText::new(t.fill(
                            "hud.level",
                            &[("level", &t.level_name(game.settings.level))],
                        ))
                        .small(),
                    );
                }
            });
            ui.separator();

            // Whose turn.
            let turn = game.game.position().turn;
            ui.horizontal(|ui| {
                ui.label(egui::RichText::new(format!("{}:", t.get("hud.to_move"))).strong());
                if game.game.outcome().is_none() {
                    piece_icon(ui, turn.side());
                    ui.label(
                        egui::RichText::new(t.side_name(&variant, turn.side()))
                            .strong()
                            .size(17.0),
                    );
                    if computer.thinking() {
                        let dots = ".".repeat(1 + (time.elapsed_secs() * 3.0) as usize % 3);
                        ui.label(
                            egui::RichText::new(format!("{}{dots}", t.get("hud.thinking")))
                                .italics()
                                .color(rgb(palette::UI_ACCENT)),
                        );
                    }
                } else {
                    ui.label("—");
                }
            });
            if turn == Turn::Setup && game.human_to_move() {
                let chosen = match &selection.selection {
                    Selection::Placement(b) => b.count_ones(),
                    _ => 0,
                };
                ui.label(
                    egui::RichText::new(t.get("hud.place_hint")).color(rgb(palette::UI_ACCENT)),
                );
                ui.label(t.place_count(variant.officers() - chosen));
            }
            ui.add_space(4.0);

            // The count of pieces.
            let left = pos.attackers.count_ones();
            let captured = variant.attackers() - left;
            let need = variant.captures_to_win();
            ui.horizontal(|ui| {
                piece_icon(ui, Side::Attackers);
                ui.label(t.fill(
                    "hud.left",
                    &[
                        ("att", &t.side_name(&variant, Side::Attackers)),
                        ("n", &left.to_string()),
                    ],
                ));
            });
            stat_bar(
                ui,
                format!("{}: {captured} / {need}", t.get("hud.captured")),
                captured,
                need,
                egui::Color32::from_rgb(170, 60, 40),
            );
            let held = (pos.attackers & variant.fortress()).count_ones();
            stat_bar(
                ui,
                format!(
                    "{}: {held} / {}",
                    t.get("hud.fortress"),
                    variant.fortress_size()
                ),
                held,
                variant.fortress_size(),
                egui::Color32::from_rgb(200, 150, 70),
            );
            ui.horizontal(|ui| {
                piece_icon(ui, Side::Officers);
                let on_board = pos.officers.count_ones();
                let officers = if pos.turn == Turn::Setup {
                    variant.officers()
                } else {
                    on_board
                };
                ui.label(t.fill("hud.officers", &[("n", &officers.to_string())]));
            });

            // The last note.
            ui.add_space(4.0);
            let note_shown = selection
                .note
                .as_ref()
                .filter(|_| selection.note_age < NOTE_SECS);
            let (note_text, note_color) = match note_shown {
                Some(note) => (t.note_text(&variant, note), rgb(palette::UI_WARN)),
                None if hint.search.is_some() => (
                    t.get("hud.hint_thinking").to_string(),
                    rgb(palette::UI_ACCENT),
                ),
                None => {
                    // After a huff, say which capture was missed.
                    let shown = game.review.unwrap_or(game.game.plies().len());
                    let missed = shown
                        .checked_sub(1)
                        .map(|i| game.game.plies()[i].effects.missed.clone())
                        .unwrap_or_default();
                    if missed.is_empty() {
                        (String::new(), rgb(palette::UI_TEXT))
                    } else {
                        (t.huff_text(&variant, &missed), rgb(palette::UI_WARN))
                    }
                }
            };
            egui::Frame::new()
                .fill(egui::Color32::from_rgb(46, 30, 19))
                .inner_margin(6)
                .corner_radius(4)
                .show(ui, |ui| {
                    ui.set_min_height(40.0);
                    ui.set_width(ui.available_width());
                    ui.label(egui::RichText::new(note_text).color(note_color));
                });

            // Buttons.
            ui.add_space(4.0);
            ui.horizontal_wrapped(|ui| {
                if ui
                    .add_enabled(game.game.can_undo(), egui::Button::new(t.get("hud.undo")))
                    .clicked()
                {
                    commands_out.write(GameCommand::Undo);
                }
                if ui
                    .add_enabled(game.game.can_redo(), egui::Button::new(t.get("hud.redo")))
                    .clicked()
                {
                    commands_out.write(GameCommand::Redo);
                }
                if ui
                    .add_enabled(game.human_to_move(), egui::Button::new(t.get("hud.hint")))
                    .clicked()
                {
                    hint_out.write(HintRequest);
                }
            });
            ui.horizontal_wrapped(|ui| {
                if ui.button(t.get("hud.restart")).clicked() {
                    commands_out.write(GameCommand::Restart);
                }
                if ui.button(t.get("hud.menu")).clicked() {
                    next.set(Screen::Menu);
                }
                if let Some(storage) = &storage
                    && ui.button(t.get("hud.save")).clicked()
                {
                    notation.message = Some(match crate::saves::save_new(storage, &game) {
                        Ok(name) => t.fill("hud.saved", &[("name", &storage.describe(&name))]),
                        Err(e) => t.fill("hud.save_failed", &[("error", &e)]),
                    });
                }
                if let Some(stored) = stored.as_mut() {
                    let mut shown = stored.coordinates;
                    if ui
                        .checkbox(&mut shown, t.get("settings.coordinates"))
                        .changed()
                    {
                        stored.coordinates = shown;
                    }
                }
            });
            // A position (of any variant) starts a new match from it with the same players.
            if let Some((variant, start)) =
                notation_panel(ui, &t, &game, &mut notation, &mut commands_out)
            {
                match_settings.variant = variant;
                match_settings.start = Some(start);
                if let Some(pending) = pending.as_mut() {
                    pending.game = None;
                }
                next.set(Screen::Game);
            }
            ui.separator();

            // The move list: click a move to see the position after it.
            ui.horizontal(|ui| {
                ui.label(egui::RichText::new(t.get("hud.moves")).strong());
                if game.review.is_some() && ui.button(t.get("hud.back_to_game")).clicked() {
                    commands_out.write(GameCommand::Review(None));
                }
            });
            if game.review.is_some() {
                ui.label(
                    egui::RichText::new(t.get("hud.reviewing"))
                        .small()
                        .color(rgb(palette::UI_ACCENT)),
                );
            }
            let plies = game.game.plies();
            let shown = game.review.unwrap_or(plies.len());
            let bottom_reserve = 22.0;
            egui::ScrollArea::vertical()
                .max_height((ui.available_height() - bottom_reserve).max(60.0))
                .stick_to_bottom(game.review.is_none())
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    egui::Grid::new("moves")
                        .num_columns(3)
                        .spacing([6.0, 2.0])
                        .striped(true)
                        .show(ui, |ui| {
                            for (row, pair) in plies.chunks(2).enumerate() {
                                ui.label(egui::RichText::new(move_number(row + 1)).weak());
                                for (j, ply) in pair.iter().enumerate() {
                                    let n = row * 2 + j + 1;
                                    let text = egui::RichText::new(&ply.text).monospace();
                                    if ui.selectable_label(n == shown, text).clicked() {
                                        let target = if n == plies.len() { None } else { Some(n) };
                                        commands_out.write(GameCommand::Review(target));
                                    }
                                }
                                ui.end_row();
                            }
                        });
                });
            ui.with_layout(egui::Layout::bottom_up(egui::Align::Center), |ui| {
                ui.label(egui::RichText::new(t.get("hud.keys")).small().weak());
            });
        });
    insets.right = response.response.rect.width();
    Ok(())
}

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
            let colours = [
                egui::Color32::from_rgb(226, 178, 74),
                egui::Color32::from_rgb(190, 50, 36),
                egui::Color32::from_rgb(245, 235, 204),
            ];
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
                egui::Color32::from_rgba_unmultiplied(30, 6, 4, (dark * 255.0) as u8),
            );
        }
        Ending::Draw => {}
    }
}

#[allow(clippy::too_many_arguments)]
fn banner(
    mut contexts: EguiContexts,
    game: Res<Match>,
    insets: Res<UiInsets>,
    texts: Res<Texts>,
    time: Res<Time>,
    mut ended: Local<Option<(u64, f32)>>,
    mut commands_out: MessageWriter<GameCommand>,
    mut next: ResMut<NextState<Screen>>,
    anims: Res<crate::pieces::Animations>,
) -> Result {
    let Some(outcome) = game.game.outcome() else {
        return Ok(());
    };
    if anims.busy() || game.review.is_some() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let t = texts.clone();
    let variant = game.variant().clone();
    let now = time.elapsed_secs();
    if ended.is_none_or(|(g, _)| g != game.generation) {
        *ended = Some((game.generation, now));
    }
    let age = now - ended.map_or(now, |(_, at)| at);
    let ending = Ending::of(game.settings.mode, &outcome);
    if age < EFFECT_SECS {
        let mut area = ctx.viewport_rect();
        area.max.x -= insets.right;
        paint_effect(ctx, ending, age, area);
    }
    let title = match ending {
        _ if !game.settings.mode.against_computer() => t.outcome_title(&variant, &outcome),
        Ending::Victory => t.get("banner.you_win").to_string(),
        Ending::Defeat => t.get("banner.you_lose").to_string(),
        Ending::Draw => t.get("banner.draw").to_string(),
    };
    let accent = match ending {
        Ending::Defeat => rgb(palette::UI_WARN),
        _ => rgb(palette::UI_ACCENT),
    };
    // The banner grows in over a third of a second.
    let grow = (age / 0.35).min(1.0);
    // Over the lower arm of the cross, where it hides the least of the decisive fortress.
    let offset = egui::vec2(-(insets.right - insets.left) / 2.0, -28.0);
    egui::Area::new("game-over".into())
        .anchor(egui::Align2::CENTER_BOTTOM, offset)
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(egui::Color32::from_rgba_unmultiplied(52, 32, 20, 240))
                .stroke(egui::Stroke::new(3.0, accent))
                .corner_radius(10)
                .inner_margin(egui::Margin::symmetric(28, 16))
                .show(ui, |ui| {
                    ui.vertical_centered(|ui| {
                        ui.label(
                            egui::RichText::new(title)
                                .size(20.0 + 16.0 * grow)
                                .strong()
                                .color(accent),
                        );
                        if game.settings.mode.against_computer() && ending != Ending::Draw {
                            ui.label(
                                egui::RichText::new(t.outcome_title(&variant, &outcome))
                                    .size(19.0)
                                    .strong(),
                            );
                        }
                        ui.label(
                            egui::RichText::new(t.reason_text(&variant, outcome.reason)).size(17.0),
                        );
                        ui.add_space(8.0);
                        ui.horizontal(|ui| {
                            let again = if game.settings.mode.against_computer() {
                                t.get("banner.rematch")
                            } else {
                                t.get("banner.play_again")
                            };
                            if ui.button(again).clicked() {
                                commands_out.write(GameCommand::Rematch);
                            }
                            if ui.button(t.get("banner.menu")).clicked() {
                                next.set(Screen::Menu);
                            }
                        });
                    });
                });
        });
    Ok(())
}

/// The position and move list as text, to copy out or paste in.
#[derive(Resource, Default)]
pub struct NotationPanel {
    pub open: bool,
    /// What the player typed or pasted (None: show the game's own).
    pub position: Option<String>,
    pub moves: Option<String>,
    pub message: Option<String>,
}

fn notation_panel(
    ui: &mut egui::Ui,
    t: &Texts,
    game: &Match,
    panel: &mut NotationPanel,
    commands_out: &mut MessageWriter<GameCommand>,
) -> Option<(std::sync::Arc<Variant>, asalto_engine::Position)> {
    let mut start_from = None;
    let variant = game.variant();
    if let Some((target, text)) = crate::clipboard::take_pasted() {
        match (target, text) {
            (_, None) => panel.message = Some(t.get("notation.no_clipboard").into()),
            (PasteTarget::Position, Some(text)) => panel.position = Some(text.trim().into()),
            (PasteTarget::Moves, Some(text)) => panel.moves = Some(text.trim().into()),
        }
    }
    if let Some(message) = &panel.message {
        ui.label(
            egui::RichText::new(message)
                .small()
                .color(rgb(palette::UI_ACCENT)),
        );
    }
    let header = egui::CollapsingHeader::new(t.get("notation.title"))
        .id_salt("notation")
        .open(Some(panel.open))
        .show(ui, |ui| {
            let own_position = variant.to_apn(game.shown_position());
            let own_moves = game.game.record().moves.join(" ");
            let position = text_field(
                ui,
                t.get("notation.position"),
                &own_position,
                &mut panel.position,
            );
            ui.horizontal_wrapped(|ui| {
                copy_paste(
                    ui,
                    t,
                    &own_position,
                    PasteTarget::Position,
                    &mut panel.message,
                );
                if ui.button(t.get("notation.play_from")).clicked() {
                    match asalto_engine::parse_apn(position.trim()) {
                        Ok(parsed) => {
                            start_from = Some(parsed);
                            panel.position = None;
                            panel.message = None;
                        }
                        Err(e) => {
                            panel.message =
                                Some(t.fill("notation.bad_position", &[("error", &e.to_string())]))
                        }
                    }
                }
            });
            let moves = text_field(ui, t.get("notation.moves"), &own_moves, &mut panel.moves);
            ui.horizontal_wrapped(|ui| {
                copy_paste(ui, t, &own_moves, PasteTarget::Moves, &mut panel.message);
                if ui.button(t.get("notation.replay")).clicked() {
                    let list: Vec<String> = moves.split_whitespace().map(str::to_string).collect();
                    match game.replay_check(&list) {
                        Ok(()) => {
                            commands_out.write(GameCommand::Replay(list));
                            panel.moves = None;
                            panel.message = None;
                        }
                        Err(e) => {
                            panel.message = Some(t.fill("notation.bad_moves", &[("error", &e)]))
                        }
                    }
                }
            });
        });
    if header.header_response.clicked() {
        panel.open = !panel.open;
    }
    start_from
}

/// A new game starts with the game's own texts in the notation panel (open or not as before).
fn reset_notation(mut panel: ResMut<NotationPanel>) {
    *panel = NotationPanel {
        open: panel.open,
        ..default()
    };
}

/// A labelled text field showing the game's own text until the player edits it (then `edited`
/// keeps the edit); returns what it shows.
fn text_field(ui: &mut egui::Ui, label: &str, own: &str, edited: &mut Option<String>) -> String {
    ui.label(egui::RichText::new(label).small());
    let mut text = edited.clone().unwrap_or_else(|| own.to_string());
    let field = egui::TextEdit::multiline(&mut text)
        .desired_rows(2)
        .font(egui::TextStyle::Monospace)
        .desired_width(f32::INFINITY);
    if ui.add(field).changed() {
        *edited = Some(text.clone());
    }
    text
}

/// Copy (the game's own text) and paste (into the field, when the clipboard answers) buttons.
fn copy_paste(
    ui: &mut egui::Ui,
    t: &Texts,
    own: &str,
    target: PasteTarget,
    message: &mut Option<String>,
) {
    if ui.button(t.get("notation.copy")).clicked() {
        let key = if crate::clipboard::copy(own) {
            "notation.copied"
        } else {
            "notation.no_clipboard"
        };
        *message = Some(t.get(key).into());
    }
    if ui.button(t.get("notation.paste")).clicked() {
        crate::clipboard::request_paste(target);
    }
}

fn coordinates(
    mut contexts: EguiContexts,
    game: Res<Match>,
    prefs: Res<HudPrefs>,
    camera: Query<(&Camera, &GlobalTransform), With<BoardCamera>>,
) -> Result {
    if !prefs.coordinates {
        return Ok(());
    }
    let Ok((camera, gt)) = camera.single() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let variant: &Variant = game.variant();
    let (w, h) = variant.size();
    let painter = ctx.layer_painter(egui::LayerId::background());
    let scale = {
        let a = camera.world_to_viewport(gt, Vec3::ZERO);
        let b = camera.world_to_viewport(gt, Vec3::X * CELL);
        match (a, b) {
            (Ok(a), Ok(b)) => (b.x - a.x).abs() / CELL,
            _ => return Ok(()),
        }
    };
    let font = egui::FontId::proportional((CELL * 0.2 * scale).clamp(10.0, 22.0));
    let color = rgb(palette::UI_COORD);
    // File letters below the lowest point of each file, rank numbers left of the leftmost point
    // of each rank: they follow the cross's outline.
    let put = |world: Vec2, text: String| {
        if let Ok(p) = camera.world_to_viewport(gt, world.extend(0.0)) {
            painter.text(
                egui::pos2(p.x, p.y),
                egui::Align2::CENTER_CENTER,
                text,
                font.clone(),
                color,
            );
        }
    };
    for f in 0..w {
        if let Some(p) = (0..h).find_map(|r| variant.point_at(f, r)) {
            put(
                point_world(variant, p) - Vec2::Y * CELL * 0.8,
                ((b'a' + f) as char).to_string(),
            );
        }
    }
    for r in 0..h {
        if let Some(p) = (0..w).find_map(|f| variant.point_at(f, r)) {
            put(
                point_world(variant, p) - Vec2::X * CELL * 0.8,
                (r + 1).to_string(),
            );
        }
    }
    Ok(())
}

//! The in-game HUD in egui: a side panel (whose turn, the count of pieces, the fortress, notes,
//! buttons, the move list), the game-over banner and the coordinates around the board.

use asalto_engine::{Side, Turn, Variant};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::ai::{ComputerPlayer, Hint, HintRequest};
use crate::board::{BoardCamera, CELL, UiInsets, point_world};
use crate::flow::{GameCommand, Match, Mode};
use crate::input::{NOTE_SECS, SelectionState};
use crate::palette;
use crate::pick::{Selection, missed_captures};
use crate::screens::Screen;
use crate::strings as s;

/// HUD preferences.
#[derive(Resource, Clone, Copy, Debug)]
pub struct HudPrefs {
    pub coordinates: bool,
}

impl Default for HudPrefs {
    fn default() -> Self {
        HudPrefs { coordinates: true }
    }
}

pub const PANEL_WIDTH: f32 = 300.0;

fn rgb(c: [u8; 3]) -> egui::Color32 {
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
        app.init_resource::<HudPrefs>().add_systems(
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
    mut prefs: ResMut<HudPrefs>,
    mut insets: ResMut<UiInsets>,
    mut commands_out: MessageWriter<GameCommand>,
    mut hint_out: MessageWriter<HintRequest>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
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
                ui.label(egui::RichText::new(s::mode_name(game.settings.mode, &variant)).italics());
                if game.settings.mode != Mode::HotSeat {
                    ui.label(
                        egui::RichText::new(format!(
                            "{}: {}",
                            s::MENU_LEVEL,
                            game.settings.level.title()
                        ))
                        .small(),
                    );
                }
            });
            ui.separator();

            // Whose turn.
            let turn = game.game.position().turn;
            ui.horizontal(|ui| {
                ui.label(egui::RichText::new(format!("{}:", s::HUD_TO_MOVE)).strong());
                if game.game.outcome().is_none() {
                    piece_icon(ui, turn.side());
                    ui.label(
                        egui::RichText::new(s::side_name(&variant, turn.side()))
                            .strong()
                            .size(17.0),
                    );
                    if computer.thinking() {
                        let dots = ".".repeat(1 + (time.elapsed_secs() * 3.0) as usize % 3);
                        ui.label(
                            egui::RichText::new(format!(
                                "{}{dots}",
                                s::HUD_THINKING.trim_end_matches('…')
                            ))
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
                ui.label(egui::RichText::new(s::HUD_PLACE_HINT).color(rgb(palette::UI_ACCENT)));
                ui.label(s::place_count(variant.officers() - chosen));
            }
            ui.add_space(4.0);

            // The count of pieces.
            let left = pos.attackers.count_ones();
            let captured = variant.attackers() - left;
            let need = variant.captures_to_win();
            ui.horizontal(|ui| {
                piece_icon(ui, Side::Attackers);
                ui.label(format!(
                    "{}: {left} {}",
                    s::attackers_name(&variant),
                    s::HUD_LEFT
                ));
            });
            stat_bar(
                ui,
                format!("{}: {captured} / {need}", s::HUD_CAPTURED),
                captured,
                need,
                egui::Color32::from_rgb(170, 60, 40),
            );
            let held = (pos.attackers & variant.fortress()).count_ones();
            stat_bar(
                ui,
                format!("{}: {held} / {}", s::HUD_FORTRESS, variant.fortress_size()),
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
                ui.label(format!("{}: {officers}", s::HUD_OFFICERS));
            });

            // The last note.
            ui.add_space(4.0);
            let note_shown = selection
                .note
                .as_ref()
                .filter(|_| selection.note_age < NOTE_SECS);
            let (note_text, note_color) = match note_shown {
                Some(note) => (s::note_text(&variant, note), rgb(palette::UI_WARN)),
                None if hint.search.is_some() => {
                    (s::HUD_HINT_THINKING.to_string(), rgb(palette::UI_ACCENT))
                }
                None => {
                    // After a huff, say which capture was missed.
                    let shown = game.review.unwrap_or(game.game.plies().len());
                    let missed = shown
                        .checked_sub(1)
                        .map(|i| missed_captures(&variant, &game.game.plies()[i]))
                        .unwrap_or_default();
                    if missed.is_empty() {
                        (String::new(), rgb(palette::UI_TEXT))
                    } else {
                        (s::huff_text(&variant, &missed), rgb(palette::UI_WARN))
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
                    .add_enabled(game.game.can_undo(), egui::Button::new(s::HUD_UNDO))
                    .clicked()
                {
                    commands_out.write(GameCommand::Undo);
                }
                if ui
                    .add_enabled(game.game.can_redo(), egui::Button::new(s::HUD_REDO))
                    .clicked()
                {
                    commands_out.write(GameCommand::Redo);
                }
                if ui
                    .add_enabled(game.human_to_move(), egui::Button::new(s::HUD_HINT))
                    .clicked()
                {
                    hint_out.write(HintRequest);
                }
            });
            ui.horizontal_wrapped(|ui| {
                if ui.button(s::HUD_RESTART).clicked() {
                    commands_out.write(GameCommand::Restart);
                }
                if ui.button(s::HUD_MENU).clicked() {
                    next.set(Screen::Menu);
                }
                ui.checkbox(&mut prefs.coordinates, s::HUD_COORDS);
            });
            ui.separator();

            // The move list: click a move to see the position after it.
            ui.horizontal(|ui| {
                ui.label(egui::RichText::new(s::HUD_MOVES).strong());
                if game.review.is_some() && ui.button(s::HUD_BACK_TO_GAME).clicked() {
                    commands_out.write(GameCommand::Review(None));
                }
            });
            if game.review.is_some() {
                ui.label(
                    egui::RichText::new(s::HUD_REVIEWING)
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
                                ui.label(egui::RichText::new(s::move_number(row + 1)).weak());
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
                ui.label(egui::RichText::new(s::HUD_KEYS).small().weak());
            });
        });
    insets.right = response.response.rect.width();
    Ok(())
}

fn banner(
    mut contexts: EguiContexts,
    game: Res<Match>,
    insets: Res<UiInsets>,
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
    let variant = game.variant().clone();
    // Over the lower arm of the cross, where it hides the least of the decisive fortress.
    let offset = egui::vec2(-(insets.right - insets.left) / 2.0, -28.0);
    egui::Area::new("game-over".into())
        .anchor(egui::Align2::CENTER_BOTTOM, offset)
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(egui::Color32::from_rgba_unmultiplied(52, 32, 20, 240))
                .stroke(egui::Stroke::new(3.0, rgb(palette::UI_ACCENT)))
                .corner_radius(10)
                .inner_margin(egui::Margin::symmetric(28, 16))
                .show(ui, |ui| {
                    ui.vertical_centered(|ui| {
                        ui.label(
                            egui::RichText::new(s::outcome_title(&variant, &outcome))
                                .size(34.0)
                                .strong()
                                .color(rgb(palette::UI_ACCENT)),
                        );
                        ui.label(
                            egui::RichText::new(s::reason_text(&variant, outcome.reason))
                                .size(17.0),
                        );
                        ui.add_space(8.0);
                        ui.horizontal(|ui| {
                            let again = if game.settings.mode.against_computer() {
                                s::BANNER_REMATCH
                            } else {
                                s::BANNER_PLAY_AGAIN
                            };
                            if ui.button(again).clicked() {
                                commands_out.write(GameCommand::Rematch);
                            }
                            if ui.button(s::BANNER_MENU).clicked() {
                                next.set(Screen::Menu);
                            }
                        });
                    });
                });
        });
    Ok(())
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

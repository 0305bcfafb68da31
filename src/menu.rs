//! A simple menu: choose the game, the players and the computer's strength, then start.
//! (Full menus, settings, saves and languages are a later issue.)

use asalto_engine::{CaptureRule, Variant};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::ai::Level;
use crate::flow::{MatchSettings, Mode};
use crate::hud::style;
use crate::screens::Screen;
use crate::strings as s;

pub struct MenuPlugin;

impl Plugin for MenuPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(
            bevy_egui::EguiPrimaryContextPass,
            (apply_style, menu.run_if(in_state(Screen::Menu))).chain(),
        );
    }
}

fn apply_style(mut contexts: EguiContexts, mut done: Local<bool>) -> Result {
    if !*done {
        style(contexts.ctx_mut()?);
        *done = true;
    }
    Ok(())
}

fn menu(
    mut contexts: EguiContexts,
    mut settings: ResMut<MatchSettings>,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    egui::Window::new("menu")
        .title_bar(false)
        .resizable(false)
        .collapsible(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .frame(
            egui::Frame::window(&ctx.global_style())
                .inner_margin(egui::Margin::symmetric(32, 22))
                .corner_radius(12),
        )
        .show(ctx, |ui| {
            ui.set_width(460.0);
            ui.vertical_centered(|ui| {
                ui.label(
                    egui::RichText::new(s::GAME_TITLE)
                        .size(44.0)
                        .strong()
                        .color(egui::Color32::from_rgb(226, 178, 74)),
                );
                ui.label(egui::RichText::new(s::GAME_SUBTITLE).italics());
            });
            ui.add_space(10.0);
            ui.label(egui::RichText::new(s::MENU_VARIANT).strong().size(18.0));
            for v in Variant::builtins() {
                let selected = settings.variant.name() == v.name();
                if ui.radio(selected, v.title()).clicked() && !selected {
                    settings.variant = v.clone();
                    settings.start = None;
                }
            }
            ui.label(
                egui::RichText::new(s::variant_blurb(&settings.variant))
                    .size(13.5)
                    .italics(),
            );
            ui.add_space(8.0);
            ui.label(egui::RichText::new(s::MENU_MODE).strong().size(18.0));
            for m in Mode::ALL {
                let name = s::mode_name(m, &settings.variant);
                if ui.radio(settings.mode == m, name).clicked() {
                    settings.mode = m;
                }
            }
            ui.add_space(8.0);
            ui.add_enabled_ui(settings.mode != Mode::HotSeat, |ui| {
                ui.label(egui::RichText::new(s::MENU_LEVEL).strong().size(18.0));
                ui.horizontal_wrapped(|ui| {
                    for l in Level::ALL {
                        if ui
                            .selectable_label(settings.level == l, l.title())
                            .clicked()
                        {
                            settings.level = l;
                        }
                    }
                });
            });
            if settings.variant.capture_rule() == CaptureRule::Huffing {
                ui.add_space(4.0);
                ui.checkbox(&mut settings.warn_huff, s::MENU_WARN_HUFF);
            }
            ui.add_space(14.0);
            ui.vertical_centered(|ui| {
                let start =
                    egui::Button::new(egui::RichText::new(s::MENU_START).size(20.0).strong())
                        .min_size(egui::vec2(220.0, 40.0));
                if ui.add(start).clicked() {
                    settings.seed = rand::random();
                    next.set(Screen::Game);
                }
                #[cfg(not(target_arch = "wasm32"))]
                if ui.button(s::MENU_QUIT).clicked() {
                    exit.write(AppExit::Success);
                }
            });
        });
    #[cfg(target_arch = "wasm32")]
    let _ = &mut exit;
    Ok(())
}

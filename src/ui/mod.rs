//! The egui screens: the menu pages and the in-game HUD, with the board diagrams they show and
//! the texts in four languages. Each screen is a view drawn from the game's state plus actions
//! it writes; [`UiActionsPlugin`] applies the actions (no window needed, so the flows behind the
//! buttons are tested headless), [`UiPlugin`] draws.

mod catalog;
pub mod diagram;
pub mod hud;
pub mod layout;
pub mod menu;
pub mod numbers;
#[cfg(test)]
pub(crate) mod probe;
mod problems;
pub mod share;
pub mod texts;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::settings::Settings;
use crate::theme;

/// What the screens' buttons do, and the texts.
pub struct UiActionsPlugin;

impl Plugin for UiActionsPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((
            texts::plugin,
            hud::actions_plugin,
            menu::actions_plugin,
            share::SharePlugin,
        ));
    }
}

/// The screens themselves (needs egui's plugin).
pub struct UiPlugin;

/// The systems that draw a screen (after the style is set).
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct Drawing;

impl Plugin for UiPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((hud::draw_plugin, menu::draw_plugin, problems::plugin))
            .add_systems(
                PreUpdate,
                give_fonts
                    .after(bevy_egui::EguiPreUpdateSet::InitContexts)
                    .before(bevy_egui::EguiPreUpdateSet::BeginPass),
            )
            .add_systems(
                bevy_egui::EguiPrimaryContextPass,
                style_and_zoom.before(Drawing),
            )
            .add_systems(
                PreUpdate,
                drop_unchanged_modifiers
                    .after(bevy_egui::EguiPreUpdateSet::ProcessInput)
                    .before(bevy_egui::EguiPreUpdateSet::BeginPass),
            );
    }
}

/// The game's fonts, given to each egui context as it is made, before its first pass: egui's
/// own are not built in (`theme/fonts.rs`).
fn give_fonts(mut contexts: Query<&mut bevy_egui::EguiContext, Added<bevy_egui::EguiContext>>) {
    for mut context in &mut contexts {
        context.get_mut().set_fonts(theme::fonts::definitions());
    }
}

/// The game's egui style, set once, and the interface scale from the settings.
fn style_and_zoom(
    mut contexts: EguiContexts,
    settings: Option<Res<Settings>>,
    mut styled: Local<bool>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if !*styled {
        theme::apply_egui_style(ctx);
        // egui times a click by the frames that see the press and the release: where one frame
        // takes most of a second (a phone's browser drawing in software, the computer thinking)
        // its 0.8 s limit loses quick taps. Nothing in the game is a long press.
        ctx.options_mut(|o| o.input_options.max_click_duration = 2.0);
        *styled = true;
    }
    if let Some(settings) = settings
        && ctx.zoom_factor() != settings.ui_scale
    {
        ctx.set_zoom_factor(settings.ui_scale);
    }
    // On a small screen, held in the hand, every button is a finger's size.
    let size = ctx.content_rect().size();
    let layout = layout::Layout::for_size(size.x, size.y);
    let target = layout.touch_size;
    if ctx.global_style().spacing.interact_size.y != target {
        ctx.all_styles_mut(|style| {
            style.spacing.interact_size.y = target;
            style.spacing.button_padding.y = if layout.compact() { 12.0 } else { 5.0 };
            // A finger's touch must not start selecting a label's text.
            style.interaction.selectable_labels = !layout.compact();
        });
    }
    Ok(())
}

/// bevy_egui reports the keyboard's modifiers to egui on every frame, changed or not, and egui
/// answers any input with a request to draw again: the window would never rest (see
/// `src/rest.rs`). Only a change of the modifiers is passed on.
fn drop_unchanged_modifiers(
    mut inputs: Query<&mut bevy_egui::EguiInput>,
    mut last: Local<Option<egui::Modifiers>>,
) {
    for mut input in &mut inputs {
        input.0.events.retain(|event| match event {
            egui::Event::ModifiersChanged(m) => {
                let changed = *last != Some(*m);
                *last = Some(*m);
                changed
            }
            _ => true,
        });
    }
}

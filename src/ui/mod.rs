//! The egui screens: the menu pages and the in-game HUD, with the board diagrams they show and
//! the texts in three languages. Each screen is a view drawn from the game's state plus actions
//! it writes; [`UiActionsPlugin`] applies the actions (no window needed, so the flows behind the
//! buttons are tested headless), [`UiPlugin`] draws.

pub mod diagram;
pub mod hud;
pub mod menu;
pub mod texts;

use bevy::prelude::*;
use bevy_egui::EguiContexts;

use crate::settings::Settings;
use crate::theme;

/// What the screens' buttons do, and the texts.
pub struct UiActionsPlugin;

impl Plugin for UiActionsPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((texts::plugin, hud::actions_plugin, menu::actions_plugin));
    }
}

/// The screens themselves (needs egui's plugin).
pub struct UiPlugin;

/// The systems that draw a screen (after the style is set).
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct Drawing;

impl Plugin for UiPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((hud::draw_plugin, menu::draw_plugin))
            .add_systems(
                bevy_egui::EguiPrimaryContextPass,
                style_and_zoom.before(Drawing),
            );
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
        *styled = true;
    }
    if let Some(settings) = settings
        && ctx.zoom_factor() != settings.ui_scale
    {
        ctx.set_zoom_factor(settings.ui_scale);
    }
    Ok(())
}

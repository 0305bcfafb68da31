//! The in-game HUD: the side panel (drawn from a [`view::PanelView`]), the game-over banner and
//! the coordinates. The egui code only draws and writes [`HudAction`]s; one system applies them.

pub mod actions;
pub mod analysis;
mod banner;
mod board_mark;
mod chrome;
mod coordinates;
pub mod explorer;
mod graph;
pub mod marks;
pub mod move_list;
pub mod notation;
pub mod panel;
mod rating_said;
pub mod review;
pub mod study;
pub mod view;
pub mod words;

use bevy::prelude::*;

pub use actions::HudAction;
pub use banner::Ending;
pub use notation::NotationPanel;
pub use panel::PANEL_WIDTH;

use crate::game::{GameSet, Match};
use crate::screens::Screen;

/// Carrying out the HUD's actions (no window needed).
pub(super) fn actions_plugin(app: &mut App) {
    app.init_resource::<NotationPanel>()
        .add_message::<HudAction>()
        .add_systems(
            Update,
            (
                notation::reset_on_new_match,
                // After the new match's reset: a link's game is kept in the frame it opens.
                actions::show_kept_by_link,
                actions::apply_actions.before(GameSet::Computer),
                actions::show_saved,
                actions::show_shared,
            )
                .chain(),
        );
}

/// Drawing the HUD (needs egui).
pub(super) fn draw_plugin(app: &mut App) {
    app.add_systems(
        bevy_egui::EguiPrimaryContextPass,
        (
            panel::side_panel,
            study::study_panel,
            analysis::analysis_panel,
            review::review_panel,
            banner::banner,
            coordinates::coordinates,
            board_mark::review_mark,
        )
            .chain()
            .in_set(super::Drawing)
            .run_if(in_state(Screen::Game).and_then(resource_exists::<Match>)),
    );
}

//! The match: its setup, the engine's game it holds, the commands that change it and the events
//! that tell what happened, and saved games. Everything else reads the match; only
//! [`commands::apply_commands`] writes it.

pub mod autosave;
pub mod by_link;
pub mod commands;
pub mod link;
pub mod own_variants;
pub mod rated;
pub mod ratings;
pub mod saves;
pub mod setup;
pub mod state;

use bevy::prelude::*;

pub use commands::{GameCommand, GameSet, MatchEvent, MovesPlayed, NewMatch, Player};
pub use own_variants::OwnVariants;
pub use rated::{Rating, Unrated};
pub use saves::{GameSaved, SaveGame};
pub use setup::{MatchSetup, Mode};
pub use state::{Match, ShownLine};

use crate::screens::Screen;

/// The match and the commands that change it (no window needed).
pub struct MatchPlugin;

impl Plugin for MatchPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((
            own_variants::plugin,
            link::plugin,
            ratings::plugin,
            by_link::plugin,
        ))
        .init_resource::<crate::platform::storage::StorageNotices>()
        .init_resource::<MovesPlayed>()
        .add_message::<GameCommand>()
        .add_message::<MatchEvent>()
        .add_message::<rated::GaveUp>()
        .add_message::<SaveGame>()
        .add_message::<GameSaved>()
        .configure_sets(
            Update,
            (
                GameSet::Input.run_if(in_state(Screen::Game)),
                GameSet::Computer.run_if(in_state(Screen::Game)),
                // Commands are applied on every screen: the menu starts matches too.
                GameSet::Apply,
                GameSet::Animate.run_if(in_state(Screen::Game)),
            )
                .chain(),
        )
        .add_systems(OnExit(Screen::Game), |mut commands: Commands| {
            commands.remove_resource::<Match>()
        })
        .add_systems(Update, commands::apply_commands.in_set(GameSet::Apply))
        .add_systems(Update, saves::save_requested.after(GameSet::Apply));
    }
}

/// Keeps the unfinished game in the player's storage.
pub struct AutosavePlugin;

impl Plugin for AutosavePlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<autosave::AutosaveOwned>()
            .init_resource::<crate::platform::storage::StorageNotices>()
            .add_systems(Startup, autosave::take_lock)
            .add_systems(Last, autosave::autosave);
    }
}

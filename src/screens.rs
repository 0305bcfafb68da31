//! The screens of the game and the moves between them.

use bevy::asset::RecursiveDependencyLoadState;
use bevy::prelude::*;

/// Which screen is showing.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    /// Textures are made and the sounds load; lasts until every asset in [`LoadingAssets`]
    /// is loaded (a frame without an asset server).
    #[default]
    Loading,
    /// Choose the game, the players and the computer's strength.
    Menu,
    /// The board.
    Game,
}

/// The screen to open after loading (the command line may go straight to a game).
#[derive(Resource, Clone, Copy, Debug)]
pub struct FirstScreen(pub Screen);

impl Default for FirstScreen {
    fn default() -> Self {
        FirstScreen(Screen::Menu)
    }
}

/// Assets the loading screen waits for (the audio plugin adds its sounds), so the first use
/// does not stutter.
#[derive(Resource, Default, Debug)]
pub struct LoadingAssets(pub Vec<UntypedHandle>);

/// The files that failed to load, one line each: shown on screen until closed, and in the log.
#[derive(Resource, Default, Debug)]
pub struct AssetProblems {
    pub failed: Vec<String>,
    pub dismissed: bool,
}

pub struct ScreensPlugin;

impl Plugin for ScreensPlugin {
    fn build(&self, app: &mut App) {
        app.init_state::<Screen>()
            .init_resource::<FirstScreen>()
            .init_resource::<LoadingAssets>()
            .init_resource::<AssetProblems>()
            .add_systems(Update, leave_loading.run_if(in_state(Screen::Loading)));
    }
}

fn leave_loading(
    first: Res<FirstScreen>,
    assets: Res<LoadingAssets>,
    server: Option<Res<AssetServer>>,
    mut problems: ResMut<AssetProblems>,
    mut next: ResMut<NextState<Screen>>,
) {
    if let Some(server) = server {
        let mut failed = Vec::new();
        for handle in &assets.0 {
            match server.recursive_dependency_load_state(handle.id()) {
                RecursiveDependencyLoadState::Loaded => {}
                // A missing file must not keep the game from starting: it plays without it,
                // and says so.
                RecursiveDependencyLoadState::Failed(e) => failed.push(e.to_string()),
                _ => return,
            }
        }
        for e in &failed {
            error!("a file of the game failed to load: {e}");
        }
        problems.failed = failed;
    }
    next.set(first.0);
}

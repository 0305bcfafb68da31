//! The screens of the game and the moves between them.

use bevy::prelude::*;

/// Which screen is showing.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    /// Textures are made; lasts a frame.
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

pub struct ScreensPlugin;

impl Plugin for ScreensPlugin {
    fn build(&self, app: &mut App) {
        app.init_state::<Screen>()
            .init_resource::<FirstScreen>()
            .add_systems(Update, leave_loading.run_if(in_state(Screen::Loading)));
    }
}

fn leave_loading(first: Res<FirstScreen>, mut next: ResMut<NextState<Screen>>) {
    next.set(first.0);
}

//! The computer: its own moves at the match's level, the hint for the player and the review of a
//! game. All search in the background (`platform::background`: a thread of their own, or a
//! Web Worker in a browser).

pub mod analysis;
pub mod forced;
pub mod hint;
pub mod player;
pub mod search;
pub mod tablebase;

use bevy::prelude::*;

pub use analysis::{Analysis, GameReview, ReviewFinished, ReviewRequest, same_line};
pub use forced::ForcedWin;
pub use hint::{Hint, HintRequest};
pub use player::{ComputerDelay, ComputerPlayer, ComputerProblem};
pub use search::Search;
pub use tablebase::{LoadedTablebase, TablebaseFolder};

use crate::game::{GameSet, Match};
use crate::screens::Screen;

pub struct ComputerPlugin;

impl Plugin for ComputerPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<ComputerPlayer>()
            .init_resource::<Hint>()
            .init_resource::<ComputerDelay>()
            .init_resource::<Analysis>()
            .add_message::<HintRequest>()
            .add_message::<ReviewRequest>()
            .add_message::<ReviewFinished>()
            .init_resource::<TablebaseFolder>()
            .init_resource::<LoadedTablebase>()
            .add_systems(Startup, tablebase::start_reading)
            .add_systems(Update, tablebase::finish_reading)
            .add_systems(OnExit(Screen::Game), drop_searches)
            .add_systems(
                Update,
                (
                    player::drive_computer,
                    hint::drive_hint,
                    analysis::drive_analysis,
                )
                    .in_set(GameSet::Computer)
                    .run_if(resource_exists::<Match>),
            );
    }
}

fn drop_searches(
    mut computer: ResMut<ComputerPlayer>,
    mut hint: ResMut<Hint>,
    mut analysis: ResMut<Analysis>,
) {
    computer.drop_search();
    hint.clear();
    analysis.clear();
}

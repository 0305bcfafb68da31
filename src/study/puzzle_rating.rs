//! The first try at a built-in puzzle with a measured difficulty rates the player's puzzle
//! rating in its variant (solved at the first try, or missed; asking for the solution first
//! counts as a miss), and the ratings are written.

use bevy::prelude::*;

use crate::game::ratings::{PlayerRatings, RatingsLoad, keep_rated};
use crate::platform::storage::{Storage, StorageNotices};
use crate::platform::today;

use super::Study;
use super::task::Task;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        // In the frame the try is judged or the solution shown.
        rate_the_first_try.after(super::judge).run_if(
            resource_exists::<Study>
                .and_then(resource_exists::<PlayerRatings>)
                .and_then(resource_exists::<RatingsLoad>),
        ),
    );
}

fn rate_the_first_try(
    mut study: ResMut<Study>,
    mut ratings: ResMut<PlayerRatings>,
    load: Res<RatingsLoad>,
    storage: Option<Res<Storage>>,
    mut notices: ResMut<StorageNotices>,
) {
    if study.scheduled {
        return;
    }
    let Task::Puzzle { puzzle, .. } = &study.task else {
        return;
    };
    let Some(solved) = study.first_try() else {
        return;
    };
    let puzzle = puzzle.clone();
    study.scheduled = true;
    let Some(difficulty) = puzzle.difficulty() else {
        return;
    };
    let variant = puzzle.game.variant().name().to_string();
    let rate = |ratings: &mut PlayerRatings| {
        ratings
            .rate_puzzle(&variant, &puzzle, difficulty, solved, today())
            .is_some()
    };
    keep_rated(rate, &mut ratings, &load, storage.as_deref(), &mut notices);
}

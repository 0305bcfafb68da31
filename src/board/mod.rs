//! What the board shows: the board of the match's variant, its pieces, the animation of each
//! move along a timeline, and the markers of the match. It follows [`crate::game::MatchEvent`]s
//! and tells the rest of the game whether it is still ([`BoardSettled`]).

pub mod animation;
mod clock;
pub mod effects;
pub mod geometry;
pub mod markers;
pub mod pieces;
pub mod textures;
pub mod timeline;
pub mod view;

use bevy::prelude::*;

pub use animation::{BoardSettled, Shown, SkipAnimations, board_settled};
pub use geometry::{CELL, board_extent, line_sprite, point_world, z};
pub use pieces::Piece;
pub use view::{BOARD_MARGIN, BoardCamera, BoardPoint, UiInsets};

use crate::game::{GameSet, Match};
use crate::screens::Screen;
use crate::settings::{AnimationSpeed, Settings};
use crate::theme::themes;

pub struct BoardPlugin;

impl Plugin for BoardPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((textures::plugin, animation::plugin, markers::plugin))
            .init_resource::<UiInsets>()
            .add_systems(Startup, view::spawn_camera)
            .add_systems(
                OnEnter(Screen::Game),
                (view::spawn_board, set_out_pieces).run_if(resource_exists::<Match>),
            )
            .add_systems(
                Update,
                (follow_settings, view::redraw_on_new_match)
                    .in_set(GameSet::Animate)
                    .run_if(resource_exists::<Match>),
            )
            .add_systems(Update, follow_theme)
            .add_systems(
                PostUpdate,
                view::fit_camera.before(TransformSystems::Propagate),
            );
    }
}

/// The pieces of the match, on entering the game screen.
fn set_out_pieces(
    mut commands: Commands,
    current: Res<Match>,
    textures: Res<textures::Textures>,
    pieces: Query<(Entity, &Piece)>,
) {
    pieces::respawn_all(
        &mut commands,
        &textures,
        current.variant(),
        current.shown_position(),
        &pieces,
    );
}

/// The board's colours follow the settings: on a change the pieces are painted again (the
/// board and its markers are drawn in the new colours when the game screen opens).
fn follow_theme(
    settings: Option<Res<Settings>>,
    images: Option<ResMut<Assets<Image>>>,
    textures: Res<textures::Textures>,
    clear: Option<ResMut<ClearColor>>,
) {
    let Some(settings) = settings else { return };
    if !settings.is_changed() || settings.theme == themes::current() {
        return;
    }
    themes::set_current(settings.theme);
    if let Some(mut clear) = clear {
        clear.0 = themes::colours().table.bevy();
    }
    if let Some(mut images) = images {
        textures::repaint_pieces(&mut images, &textures);
    }
}

/// The animation speed the player chose (tests without settings set it directly).
fn follow_settings(settings: Option<Res<Settings>>, mut speed: ResMut<AnimationSpeed>) {
    if let Some(settings) = settings
        && settings.is_changed()
    {
        speed.set_if_neq(settings.animation);
    }
}

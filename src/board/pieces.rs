//! The pieces on the board: sprites made from the generated textures, set out from a position.

use asalto_engine::bitboard::points;
use asalto_engine::{Point, Position, Side, Variant};
use bevy::prelude::*;

use crate::screens::Screen;

use super::geometry::{CELL, point_world, z};
use super::textures::Textures;

pub const OFFICER_SIZE: f32 = CELL * 0.74;
pub const ATTACKER_SIZE: f32 = CELL * 0.54;

/// A piece on the board.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    pub side: Side,
    pub at: Point,
}

fn piece_sprite(textures: &Textures, side: Side) -> Sprite {
    match side {
        Side::Officers => Sprite {
            image: textures.officer.clone(),
            custom_size: Some(Vec2::splat(OFFICER_SIZE)),
            ..default()
        },
        Side::Attackers => Sprite {
            image: textures.attacker.clone(),
            custom_size: Some(Vec2::splat(ATTACKER_SIZE)),
            ..default()
        },
    }
}

/// Spawns a piece with its shadow.
pub fn spawn_piece(
    commands: &mut Commands,
    textures: &Textures,
    variant: &Variant,
    side: Side,
    at: Point,
) -> Entity {
    let size = match side {
        Side::Officers => OFFICER_SIZE,
        Side::Attackers => ATTACKER_SIZE,
    };
    commands
        .spawn((
            Piece { side, at },
            piece_sprite(textures, side),
            Transform::from_translation(point_world(variant, at).extend(z::PIECES)),
            DespawnOnExit(Screen::Game),
        ))
        .with_child((
            Sprite {
                image: textures.shadow.clone(),
                custom_size: Some(Vec2::splat(size * 1.25)),
                color: Color::srgba(1.0, 1.0, 1.0, 0.45),
                ..default()
            },
            Transform::from_xyz(size * 0.06, -size * 0.09, -0.5),
        ))
        .id()
}

/// Removes every piece and sets out the shown position.
pub(super) fn respawn_all(
    commands: &mut Commands,
    textures: &Textures,
    variant: &Variant,
    pos: &Position,
    pieces: &Query<(Entity, &Piece)>,
) {
    for (e, _) in pieces.iter() {
        commands.entity(e).despawn();
    }
    for p in points(pos.attackers) {
        spawn_piece(commands, textures, variant, Side::Attackers, p);
    }
    for p in points(pos.officers) {
        spawn_piece(commands, textures, variant, Side::Officers, p);
    }
}

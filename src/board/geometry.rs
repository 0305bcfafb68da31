//! Where things are on the board: world units, drawing depths and the point positions.

use asalto_engine::{Point, Variant};
use bevy::prelude::*;

/// World units between neighbouring points.
pub const CELL: f32 = 100.0;

/// Drawing depths.
pub mod z {
    pub const EDGE: f32 = 0.0;
    pub const PARCHMENT: f32 = 0.2;
    pub const FORTRESS: f32 = 0.3;
    pub const LINES: f32 = 0.5;
    pub const POINTS: f32 = 0.7;
    pub const UNDER_PIECES: f32 = 5.0;
    pub const PIECES: f32 = 10.0;
    pub const OVER_PIECES: f32 = 15.0;
    pub const MOVING: f32 = 20.0;
}

/// Where a point is drawn.
pub fn point_world(variant: &Variant, p: Point) -> Vec2 {
    let (w, h) = variant.size();
    let (f, r) = variant.coords(p);
    Vec2::new(
        (f as f32 - (w as f32 - 1.0) / 2.0) * CELL,
        (r as f32 - (h as f32 - 1.0) / 2.0) * CELL,
    )
}

/// The board's size in world units, with room around it for the coordinates.
pub fn board_extent(variant: &Variant) -> Vec2 {
    let (w, h) = variant.size();
    Vec2::new(w as f32, h as f32) * CELL + Vec2::splat(CELL * 1.1)
}

/// A thin rotated sprite from `a` to `b`.
pub fn line_sprite(
    a: Vec2,
    b: Vec2,
    thickness: f32,
    color: Color,
    depth: f32,
) -> (Sprite, Transform) {
    let d = b - a;
    let len = d.length();
    (
        Sprite::from_color(color, Vec2::new(len + thickness * 0.5, thickness)),
        Transform::from_translation(((a + b) / 2.0).extend(depth))
            .with_rotation(Quat::from_rotation_z(d.y.atan2(d.x))),
    )
}

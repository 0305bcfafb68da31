//! The board itself, drawn from the variant of the match being played (points, lines with their
//! access for attackers, fortress), and a camera that fits it into the window beside the HUD.

use asalto_engine::bitboard::points;
use asalto_engine::{LineAccess, Point, Variant};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use crate::game::{Match, MatchEvent};
use crate::platform::renderer::{DrawnInSoftware, Multisampling};
use crate::screens::Screen;
use crate::theme::palette;

use super::geometry::{CELL, board_extent, line_sprite, point_world, z};
use super::textures::Textures;

/// A point of the board; clicks on it are picks.
#[derive(Component, Clone, Copy, Debug)]
pub struct BoardPoint(pub Point);

/// The camera that shows the board.
#[derive(Component)]
pub struct BoardCamera;

/// Screen space the HUD covers on each side, in the interface's points (egui's); the board fits
/// into the rest.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct UiInsets {
    pub left: f32,
    pub right: f32,
    pub top: f32,
    pub bottom: f32,
    /// The window's logical pixels per point: the interface scale (egui's zoom).
    pub pixels_per_point: f32,
}

impl Default for UiInsets {
    fn default() -> Self {
        UiInsets {
            left: 0.0,
            right: 0.0,
            top: 0.0,
            bottom: 0.0,
            pixels_per_point: 1.0,
        }
    }
}

impl UiInsets {
    /// The sides in the window's logical pixels: left, right, top, bottom.
    pub fn in_pixels(&self) -> [f32; 4] {
        let k = self.pixels_per_point.max(0.01);
        [self.left, self.right, self.top, self.bottom].map(|side| side * k)
    }
}

pub(super) fn spawn_camera(
    mut commands: Commands,
    software: Option<Res<DrawnInSoftware>>,
    multisampling: Option<Res<Multisampling>>,
) {
    let software = software.map_or(DrawnInSoftware(false), |s| *s);
    let msaa = multisampling.map_or(Msaa::default(), |m| m.msaa(software));
    commands.spawn((Camera2d, BoardCamera, msaa));
}

/// Recomputes the camera's scale and position every frame from the window and the HUD.
pub(super) fn fit_camera(
    windows: Query<&Window, With<PrimaryWindow>>,
    insets: Res<UiInsets>,
    current: Option<Res<Match>>,
    mut camera: Query<(&mut Transform, &mut Projection), With<BoardCamera>>,
) {
    let Some(current) = current else { return };
    let Ok(window) = windows.single() else { return };
    let Ok((mut transform, mut projection)) = camera.single_mut() else {
        return;
    };
    let window = Vec2::new(window.width(), window.height());
    let (centre, k) = fit(window, &insets, board_extent(current.variant()));
    let (dx, dy) = (centre.x - window.x / 2.0, centre.y - window.y / 2.0);
    let target = Vec3::new(-dx / k, dy / k, transform.translation.z);
    if transform.translation != target {
        transform.translation = target;
    }
    if let Projection::Orthographic(ortho) = &mut *projection
        && (ortho.scale - 1.0 / k).abs() > 1e-6
    {
        ortho.scale = 1.0 / k;
    }
}

/// Where the board's centre goes in a window of `window` logical pixels (from its top left),
/// and its scale, for a board of `extent` world units beside the HUD's `insets`: the largest
/// that fits in the space the HUD leaves, with a margin.
pub fn fit(window: Vec2, insets: &UiInsets, extent: Vec2) -> (Vec2, f32) {
    let [left, right, top, bottom] = insets.in_pixels();
    let free_w = (window.x - left - right).max(50.0);
    let free_h = (window.y - top - bottom).max(50.0);
    let k = ((free_w - 2.0 * BOARD_MARGIN) / extent.x)
        .min((free_h - 2.0 * BOARD_MARGIN) / extent.y)
        .max(0.01);
    (Vec2::new(left + free_w / 2.0, top + free_h / 2.0), k)
}

/// Room kept round the board, in logical pixels, so its coordinates (never drawn below 12
/// pixels) stay inside the window however small the board is.
pub const BOARD_MARGIN: f32 = 16.0;

/// The board's root entity (its sprites are children).
#[derive(Component)]
pub(super) struct BoardRoot;

/// A new match may be of another variant: its board replaces the old one.
pub(super) fn redraw_on_new_match(
    mut events: MessageReader<MatchEvent>,
    commands: Commands,
    current: Res<Match>,
    textures: Res<Textures>,
    roots: Query<Entity, With<BoardRoot>>,
) {
    if MatchEvent::any(&mut events, MatchEvent::is_start) {
        spawn_board(commands, current, textures, roots);
    }
}

/// Draws the board of the match being played.
pub(super) fn spawn_board(
    mut commands: Commands,
    current: Res<Match>,
    textures: Res<Textures>,
    roots: Query<Entity, With<BoardRoot>>,
) {
    for root in &roots {
        commands.entity(root).despawn();
    }
    let variant = current.variant().clone();
    let root = commands
        .spawn((
            BoardRoot,
            Name::new("Board"),
            Transform::default(),
            Visibility::default(),
            DespawnOnExit(Screen::Game),
        ))
        .id();
    for sprite in body_sprites(&variant)
        .into_iter()
        .chain(line_sprites(&variant))
    {
        commands.spawn(sprite).insert(ChildOf(root));
    }
    spawn_points(&mut commands, &textures, &variant, root);
}

type Drawn = (Sprite, Transform);

/// A square tile of `size` at the point, at depth `depth`.
fn tile(variant: &Variant, p: Point, color: Color, size: f32, depth: f32) -> Drawn {
    let at = point_world(variant, p);
    (
        Sprite::from_color(color, Vec2::splat(size)),
        Transform::from_translation(at.extend(depth)),
    )
}

/// The board's body: a frame, a bevel and parchment, one tile per point so the cross shape
/// follows the variant; the fortress tinted.
fn body_sprites(variant: &Variant) -> Vec<Drawn> {
    let colours = palette::colours();
    let all: Vec<Point> = points(variant.all_points()).collect();
    let mut sprites = Vec::new();
    for &p in &all {
        sprites.push(tile(
            variant,
            p,
            colours.board_edge.bevy(),
            CELL + 26.0,
            z::EDGE,
        ));
        let bevel = colours.board_edge_light.bevy();
        sprites.push(tile(variant, p, bevel, CELL + 10.0, z::EDGE + 0.1));
    }
    for &p in &all {
        let parchment = colours.parchment.bevy();
        sprites.push(tile(variant, p, parchment, CELL + 1.0, z::PARCHMENT));
    }
    for p in points(variant.fortress()) {
        let fortress = colours.fortress.bevy();
        sprites.push(tile(variant, p, fortress, CELL + 1.0, z::FORTRESS));
    }
    sprites
}

/// Lines: solid ink where attackers may go, dashed red where they may not, arrows for one way.
fn line_sprites(variant: &Variant) -> Vec<Drawn> {
    let colours = palette::colours();
    let mut sprites = Vec::new();
    for seg in variant.segments() {
        let a = point_world(variant, seg.a);
        let b = point_world(variant, seg.b);
        match seg.attackers {
            LineAccess::Open | LineAccess::OneWay => {
                sprites.push(line_sprite(a, b, 4.0, colours.ink.bevy(), z::LINES));
            }
            LineAccess::Closed => {
                let len = a.distance(b);
                let dir = (b - a) / len;
                let (dash, gap) = (11.0, 7.0);
                let mut s = 0.0;
                while s < len {
                    let e = (s + dash).min(len);
                    let red = colours.ink_red.bevy();
                    sprites.push(line_sprite(a + dir * s, a + dir * e, 3.0, red, z::LINES));
                    s = e + gap;
                }
            }
        }
        if seg.attackers == LineAccess::OneWay {
            // A chevron at the middle pointing the way attackers may go.
            let dir = (b - a).normalize();
            let tip = (a + b) / 2.0 + dir * 8.0;
            for side in [1.0f32, -1.0] {
                let back = Vec2::from_angle(side * 0.6).rotate(-dir);
                let red = colours.ink_red.bevy();
                sprites.push(line_sprite(
                    tip,
                    tip + back * 18.0,
                    4.0,
                    red,
                    z::LINES + 0.05,
                ));
            }
        }
    }
    sprites
}

/// Points: a dot to see, a larger invisible disc to click.
fn spawn_points(commands: &mut Commands, textures: &Textures, variant: &Variant, root: Entity) {
    for p in points(variant.all_points()) {
        let at = point_world(variant, p);
        let fortress = variant.fortress() & p.bit() != 0;
        let size = if fortress { 17.0 } else { 15.0 };
        commands
            .spawn((
                BoardPoint(p),
                Name::new(variant.name_of(p).to_string()),
                Sprite::from_color(Color::NONE, Vec2::splat(CELL * 0.82)),
                Transform::from_translation(at.extend(z::POINTS)),
                Pickable::default(),
                ChildOf(root),
            ))
            .with_child((
                Sprite {
                    image: textures.disc.clone(),
                    custom_size: Some(Vec2::splat(size)),
                    color: palette::colours().point.bevy(),
                    ..default()
                },
                Transform::from_xyz(0.0, 0.0, 0.01),
            ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_board_fits_beside_a_panel_at_any_interface_scale() {
        let window = Vec2::new(1280.0, 800.0);
        let extent = Vec2::new(700.0, 700.0);
        for scale in [1.0, 1.5, 2.0] {
            // A side panel 300 points wide: 300 × scale pixels of the window.
            let insets = UiInsets {
                right: 300.0,
                pixels_per_point: scale,
                ..UiInsets::default()
            };
            let (centre, k) = fit(window, &insets, extent);
            let panel_left = window.x - 300.0 * scale;
            let board_right = centre.x + extent.x * k / 2.0;
            assert!(
                board_right <= panel_left - BOARD_MARGIN + 0.01,
                "scale {scale}: the board reaches {board_right}, the panel starts at {panel_left}"
            );
            assert!(centre.x - extent.x * k / 2.0 >= BOARD_MARGIN - 0.01);
        }
    }
}

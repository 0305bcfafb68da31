//! The board view: drawn from the variant's own geometry (points, lines with their access for
//! attackers, fortress), and a camera that fits it into the window beside the HUD.

use asalto_engine::bitboard::points;
use asalto_engine::{LineAccess, Point, Variant};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use crate::flow::MatchSettings;
use crate::input::{on_point_click, on_point_out, on_point_over};
use crate::palette;
use crate::screens::Screen;
use crate::textures::Textures;

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

/// A point of the board; clicks on it are picks.
#[derive(Component, Clone, Copy, Debug)]
pub struct BoardPoint(pub Point);

/// The camera that shows the board.
#[derive(Component)]
pub struct BoardCamera;

/// Screen space (logical pixels) the HUD covers on each side; the board fits into the rest.
#[derive(Resource, Default, Clone, Copy, Debug, PartialEq)]
pub struct UiInsets {
    pub left: f32,
    pub right: f32,
    pub top: f32,
    pub bottom: f32,
}

pub struct BoardPlugin;

impl Plugin for BoardPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<UiInsets>()
            .add_systems(Startup, spawn_camera)
            .add_systems(OnEnter(Screen::Game), spawn_board)
            .add_systems(PostUpdate, fit_camera.before(TransformSystems::Propagate));
    }
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn((Camera2d, BoardCamera));
}

/// Recomputes the camera's scale and position every frame from the window and the HUD.
fn fit_camera(
    windows: Query<&Window, With<PrimaryWindow>>,
    insets: Res<UiInsets>,
    settings: Res<MatchSettings>,
    mut camera: Query<(&mut Transform, &mut Projection), With<BoardCamera>>,
) {
    let Ok(window) = windows.single() else { return };
    let Ok((mut transform, mut projection)) = camera.single_mut() else {
        return;
    };
    let (w, h) = (window.width(), window.height());
    let free_w = (w - insets.left - insets.right).max(50.0);
    let free_h = (h - insets.top - insets.bottom).max(50.0);
    let extent = board_extent(&settings.variant);
    let k = (free_w / extent.x).min(free_h / extent.y).max(0.01);
    let dx = insets.left + free_w / 2.0 - w / 2.0;
    let dy = insets.top + free_h / 2.0 - h / 2.0;
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

fn spawn_board(mut commands: Commands, settings: Res<MatchSettings>, textures: Res<Textures>) {
    let variant = settings.variant.clone();
    let scoped = DespawnOnExit(Screen::Game);
    let root = commands
        .spawn((
            Name::new("Board"),
            Transform::default(),
            Visibility::default(),
            scoped,
        ))
        .id();
    let mut child = |bundle: (Sprite, Transform)| {
        commands.spawn(bundle).insert(ChildOf(root));
    };

    // The board's body: a frame, a bevel and parchment, one tile per point so the cross shape
    // follows the variant.
    let all: Vec<Point> = points(variant.all_points()).collect();
    for &p in &all {
        let at = point_world(&variant, p);
        child((
            Sprite::from_color(palette::BOARD_EDGE, Vec2::splat(CELL + 26.0)),
            Transform::from_translation(at.extend(z::EDGE)),
        ));
        child((
            Sprite::from_color(palette::BOARD_EDGE_LIGHT, Vec2::splat(CELL + 10.0)),
            Transform::from_translation(at.extend(z::EDGE + 0.1)),
        ));
    }
    for &p in &all {
        let at = point_world(&variant, p);
        child((
            Sprite::from_color(palette::PARCHMENT, Vec2::splat(CELL + 1.0)),
            Transform::from_translation(at.extend(z::PARCHMENT)),
        ));
    }
    // The fortress, tinted.
    for p in points(variant.fortress()) {
        let at = point_world(&variant, p);
        child((
            Sprite::from_color(palette::FORTRESS, Vec2::splat(CELL + 1.0)),
            Transform::from_translation(at.extend(z::FORTRESS)),
        ));
    }

    // Lines: solid ink where attackers may go, dashed red where they may not, arrows for one way.
    for seg in variant.segments() {
        let a = point_world(&variant, seg.a);
        let b = point_world(&variant, seg.b);
        match seg.attackers {
            LineAccess::Open | LineAccess::OneWay => {
                child(line_sprite(a, b, 4.0, palette::INK, z::LINES));
            }
            LineAccess::Closed => {
                let len = a.distance(b);
                let dir = (b - a) / len;
                let (dash, gap) = (11.0, 7.0);
                let mut s = 0.0;
                while s < len {
                    let e = (s + dash).min(len);
                    child(line_sprite(
                        a + dir * s,
                        a + dir * e,
                        3.0,
                        palette::INK_RED,
                        z::LINES,
                    ));
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
                child(line_sprite(
                    tip,
                    tip + back * 18.0,
                    4.0,
                    palette::INK_RED,
                    z::LINES + 0.05,
                ));
            }
        }
    }

    // Points: a dot to see, a larger invisible disc to click.
    for &p in &all {
        let at = point_world(&variant, p);
        let fortress = variant.fortress() & p.bit() != 0;
        let size = if fortress { 17.0 } else { 15.0 };
        commands
            .spawn((
                BoardPoint(p),
                Name::new(variant.point_name(p)),
                Sprite::from_color(Color::NONE, Vec2::splat(CELL * 0.82)),
                Transform::from_translation(at.extend(z::POINTS)),
                Pickable::default(),
                ChildOf(root),
            ))
            .with_child((
                Sprite {
                    image: textures.disc.clone(),
                    custom_size: Some(Vec2::splat(size)),
                    color: palette::POINT,
                    ..default()
                },
                Transform::from_xyz(0.0, 0.0, 0.01),
            ))
            .observe(on_point_click)
            .observe(on_point_over)
            .observe(on_point_out);
    }
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

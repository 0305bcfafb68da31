//! Markers on the board: the last move, the selection and its legal destinations, the capture
//! path being chosen with the attackers it takes, placement choices and the hint.

use asalto_engine::bitboard::points;
use asalto_engine::{Move, Point, Turn, Variant};
use bevy::prelude::*;

use crate::ai::Hint;
use crate::board::{CELL, line_sprite, point_world, z};
use crate::flow::{GameSet, Match};
use crate::input::{HoveredPoint, SelectionState};
use crate::palette;
use crate::pick::{Highlights, highlights};
use crate::pieces::{Animations, OFFICER_SIZE};
use crate::screens::Screen;
use crate::textures::Textures;

#[derive(Component)]
pub struct Marker;

#[derive(Resource, Default)]
struct DrawnMarkers(Option<Drawn>);

/// What the markers were drawn for; redrawn only when it changes.
#[derive(Default, PartialEq, Clone, Debug)]
struct Drawn {
    generation: u64,
    review: Option<usize>,
    highlights: Highlights,
    hint: Option<Move>,
    busy: bool,
    human: bool,
    placing: Vec<Point>,
    hovered: Option<Point>,
}

pub struct HighlightPlugin;

impl Plugin for HighlightPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(
            Update,
            draw_markers
                .after(GameSet::Animate)
                .run_if(in_state(Screen::Game).and_then(resource_exists::<Match>)),
        )
        .init_resource::<DrawnMarkers>()
        .add_systems(OnEnter(Screen::Game), |mut d: ResMut<DrawnMarkers>| {
            d.0 = None
        });
    }
}

#[allow(clippy::too_many_arguments)]
fn draw_markers(
    mut commands: Commands,
    game: Res<Match>,
    selection: Res<SelectionState>,
    hovered: Res<HoveredPoint>,
    hint: Res<Hint>,
    anims: Res<Animations>,
    textures: Res<Textures>,
    prefs: Option<Res<crate::hud::HudPrefs>>,
    markers: Query<Entity, With<Marker>>,
    mut drawn: ResMut<DrawnMarkers>,
) {
    let variant = game.variant().clone();
    let pos = *game.shown_position();
    let legal = if game.review.is_none() {
        game.game.legal_moves()
    } else {
        Vec::new()
    };
    let human = game.human_to_move();
    let busy = anims.busy();
    let mut h = if human && !busy {
        highlights(&variant, &pos, &legal, &selection.selection)
    } else {
        Highlights::default()
    };
    // Without the legal-moves aid the player sees the selection and the chosen path only.
    if prefs.is_some_and(|p| !p.show_moves) {
        h.targets.clear();
        h.movable.clear();
    }
    let placing = if human && !busy && pos.turn == Turn::Setup {
        points(variant.fortress() & !pos.attackers).collect()
    } else {
        Vec::new()
    };
    let now = Drawn {
        generation: game.generation,
        review: game.review,
        highlights: h.clone(),
        hint: hint.current(game.generation).filter(|_| human),
        busy,
        human,
        placing,
        hovered: hovered.0.filter(|_| human && !busy),
    };
    if drawn.0.as_ref() == Some(&now) {
        return;
    }
    for e in &markers {
        commands.entity(e).despawn();
    }
    let mut spawn = |sprite: Sprite, t: Transform| {
        commands.spawn((Marker, sprite, t, DespawnOnExit(Screen::Game)));
    };
    let disc = |size: f32, color: Color| Sprite {
        image: textures.disc.clone(),
        custom_size: Some(Vec2::splat(size)),
        color,
        ..default()
    };
    let ring = |size: f32, color: Color| Sprite {
        image: textures.ring.clone(),
        custom_size: Some(Vec2::splat(size)),
        color,
        ..default()
    };
    let at =
        |p: Point, depth: f32| Transform::from_translation(point_world(&variant, p).extend(depth));

    // A faint ring follows the pointer over the board's points.
    if let Some(p) = now.hovered {
        spawn(
            ring(CELL * 0.7, palette::HOVER),
            at(p, z::UNDER_PIECES + 0.05),
        );
    }
    // Fortress points the attackers hold glow, so the siege's progress reads at a glance.
    if !busy {
        for p in points(pos.attackers & variant.fortress()) {
            spawn(
                disc(CELL * 0.9, palette::FORTRESS_TAKEN),
                at(p, z::UNDER_PIECES - 0.1),
            );
        }
    }
    // Officers that can capture: the pieces that must move in the French games, and in Asalto
    // the ones that are huffed unless a capture is made.
    if human && !busy && pos.turn == Turn::Officers {
        for p in points(variant.capturers(&pos)) {
            spawn(
                ring(CELL * 1.02, palette::CAPTURER),
                at(p, z::UNDER_PIECES + 0.15),
            );
        }
    }
    // The last move played (of the shown position).
    let shown_plies = game.review.unwrap_or(game.game.plies().len());
    if !busy && shown_plies > 0 {
        let ply = &game.game.plies()[shown_plies - 1];
        for p in move_points(&variant, &ply.mv) {
            spawn(disc(CELL * 0.5, palette::LAST_MOVE), at(p, z::UNDER_PIECES));
        }
        // After a huff, the capture that was missed, traced in red.
        for &missed in &ply.effects.missed {
            let pts = move_points(&variant, &Move::Capture(missed));
            for w in pts.windows(2) {
                let (s, t) = line_sprite(
                    point_world(&variant, w[0]),
                    point_world(&variant, w[1]),
                    6.0,
                    palette::HUFF.with_alpha(0.6),
                    z::UNDER_PIECES + 0.2,
                );
                spawn(s, t);
            }
            spawn(
                ring(CELL * 0.9, palette::HUFF),
                at(missed.from, z::UNDER_PIECES + 0.25),
            );
        }
    }
    if let Some(mv) = now.hint {
        let pts = move_points(&variant, &mv);
        for (i, &p) in pts.iter().enumerate() {
            let size = if i == 0 || matches!(mv, Move::Place(_)) {
                CELL * 0.95
            } else {
                CELL * 0.55
            };
            spawn(ring(size, palette::HINT), at(p, z::OVER_PIECES));
        }
        for w in pts.windows(2) {
            if !matches!(mv, Move::Place(_)) {
                let (s, t) = line_sprite(
                    point_world(&variant, w[0]),
                    point_world(&variant, w[1]),
                    7.0,
                    palette::HINT.with_alpha(0.55),
                    z::UNDER_PIECES + 0.2,
                );
                spawn(s, t);
            }
        }
    }
    for &p in &now.placing {
        if !h.placed.contains(&p) {
            spawn(
                disc(CELL * 0.24, palette::TARGET),
                at(p, z::UNDER_PIECES + 0.3),
            );
        }
    }
    for &p in &h.placed {
        spawn(
            Sprite {
                image: textures.officer.clone(),
                custom_size: Some(Vec2::splat(OFFICER_SIZE)),
                color: Color::srgba(1.0, 1.0, 1.0, 0.6),
                ..default()
            },
            at(p, z::PIECES),
        );
        spawn(ring(CELL * 0.92, palette::SELECTED), at(p, z::OVER_PIECES));
    }
    for &p in &h.movable {
        spawn(
            Sprite {
                image: textures.thin_ring.clone(),
                custom_size: Some(Vec2::splat(CELL * 0.82)),
                color: palette::MOVABLE,
                ..default()
            },
            at(p, z::UNDER_PIECES + 0.1),
        );
    }
    if let Some(sel) = h.selected {
        spawn(
            ring(CELL * 0.95, palette::SELECTED),
            at(sel, z::OVER_PIECES),
        );
    }
    for &p in &h.targets {
        spawn(disc(CELL * 0.3, palette::TARGET), at(p, z::OVER_PIECES));
        spawn(
            ring(CELL * 0.44, palette::TARGET.with_alpha(0.6)),
            at(p, z::OVER_PIECES),
        );
    }
    // The capture path chosen so far: a trail, a ghost officer at its end, the taken attackers.
    if let crate::pick::Selection::Piece { from, .. } = &selection.selection {
        let from = *from;
        let mut prev = from;
        for &p in &h.path {
            let (s, t) = line_sprite(
                point_world(&variant, prev),
                point_world(&variant, p),
                8.0,
                palette::PATH.with_alpha(0.7),
                z::UNDER_PIECES + 0.4,
            );
            spawn(s, t);
            prev = p;
        }
        if let Some(&end) = h.path.last() {
            spawn(
                Sprite {
                    image: textures.officer.clone(),
                    custom_size: Some(Vec2::splat(OFFICER_SIZE)),
                    color: Color::srgba(1.0, 1.0, 1.0, 0.55),
                    ..default()
                },
                at(end, z::PIECES + 1.0),
            );
        }
    }
    for &p in &h.doomed {
        spawn(
            Sprite {
                image: textures.cross.clone(),
                custom_size: Some(Vec2::splat(CELL * 0.5)),
                color: palette::DOOMED,
                ..default()
            },
            at(p, z::OVER_PIECES),
        );
    }
    drawn.0 = Some(now);
}

/// The points a move touches: start and every landing (placement: the officers' points).
fn move_points(variant: &Variant, mv: &Move) -> Vec<Point> {
    match *mv {
        Move::Place(placement) => points(placement.points()).collect(),
        Move::Step { from, to } => vec![from, to],
        Move::Capture(c) => {
            let mut v = vec![c.from];
            v.extend(c.landings(variant));
            v
        }
    }
}

//! Markers of the player's choices: the point under the pointer, the selected piece and where it
//! may go, the capture path being chosen with the attackers it takes, the placement being made,
//! the hint, and the keyboard's cursor. (The match's own markers are the board's.)

use asalto_engine::bitboard::points;
use asalto_engine::{Move, Point, Position, Turn};
use bevy::prelude::*;

use crate::board::markers::move_points;
use crate::board::pieces::OFFICER_SIZE;
use crate::board::textures::Textures;
use crate::board::{BoardSettled, CELL, line_sprite, point_world, z};
use crate::computer::Hint;
use crate::game::{GameSet, Match, MatchEvent};
use crate::screens::Screen;
use crate::settings::Settings;
use crate::theme::palette;

use super::highlights::{Highlights, highlights};
use super::pick::Selection;
use super::{BoardCursor, HoveredPoint, SelectionState};

#[derive(Component)]
struct ChoiceMarker;

/// What the markers were drawn for; they are drawn again only when it changes.
#[derive(Default, PartialEq, Clone, Debug)]
struct Drawn {
    position: Option<Position>,
    review: Option<usize>,
    highlights: Highlights,
    hint: Option<Move>,
    settled: bool,
    human: bool,
    placing: Vec<Point>,
    hovered: Option<Point>,
    cursor: Option<Point>,
    /// The interface scale, which the small markers follow.
    scale: f32,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        draw.after(GameSet::Animate)
            .run_if(in_state(Screen::Game).and_then(resource_exists::<Match>)),
    );
}

fn draw(
    mut commands: Commands,
    mut events: MessageReader<MatchEvent>,
    current: Res<Match>,
    selection: Res<SelectionState>,
    hovered: Res<HoveredPoint>,
    cursor: Res<BoardCursor>,
    hint: Res<Hint>,
    settled: Res<BoardSettled>,
    textures: Res<Textures>,
    settings: Option<Res<Settings>>,
    markers: Query<Entity, With<ChoiceMarker>>,
    mut drawn: Local<Option<Drawn>>,
) {
    // A new match has a new board: its markers are drawn whatever was drawn before.
    if MatchEvent::any(&mut events, MatchEvent::is_start) {
        *drawn = None;
    }
    let variant = current.variant().clone();
    let pos = *current.shown_position();
    let legal = if current.review.is_none() {
        current.game.legal_moves()
    } else {
        Vec::new()
    };
    let human = current.human_to_move();
    let still = settled.0;
    let mut h = if human && still {
        highlights(&variant, &pos, &legal, &selection.selection)
    } else {
        Highlights::default()
    };
    // Without the legal-moves aid the player sees the selection and the chosen path only.
    if settings.as_ref().is_some_and(|s| !s.show_moves) {
        h.targets.clear();
        h.movable.clear();
    }
    let placing = if human && still && pos.turn == Turn::Setup {
        points(variant.fortress() & !pos.attackers).collect()
    } else {
        Vec::new()
    };
    let now = Drawn {
        position: Some(pos),
        review: current.review,
        highlights: h.clone(),
        hint: hint.for_board(&current).filter(|_| human),
        settled: still,
        human,
        placing,
        hovered: hovered.0.filter(|_| human && still),
        cursor: cursor.0,
        scale: settings.as_ref().map_or(1.0, |s| s.ui_scale),
    };
    if drawn.as_ref() == Some(&now) {
        return;
    }
    for e in &markers {
        commands.entity(e).despawn();
    }
    let mut spawn = |sprite: Sprite, t: Transform| {
        commands.spawn((ChoiceMarker, sprite, t, DespawnOnExit(Screen::Game)));
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
    // Dots, crosses and trails grow with the interface scale (rings stay around their pieces).
    let k = now.scale;

    // A faint ring follows the pointer over the board's points.
    if let Some(p) = now.hovered {
        spawn(
            ring(CELL * 0.7, palette::colours().hover.bevy()),
            at(p, z::UNDER_PIECES + 0.05),
        );
    }
    if let Some(mv) = now.hint {
        let pts = move_points(&variant, &mv);
        for (i, &p) in pts.iter().enumerate() {
            let size = if i == 0 || matches!(mv, Move::Place(_)) {
                CELL * 0.95
            } else {
                CELL * 0.55
            };
            spawn(
                ring(size, palette::colours().hint.bevy()),
                at(p, z::OVER_PIECES),
            );
        }
        for w in pts.windows(2) {
            if !matches!(mv, Move::Place(_)) {
                let (s, t) = line_sprite(
                    point_world(&variant, w[0]),
                    point_world(&variant, w[1]),
                    7.0 * k,
                    palette::colours().hint.bevy().with_alpha(0.55),
                    z::UNDER_PIECES + 0.2,
                );
                spawn(s, t);
            }
        }
    }
    for &p in &now.placing {
        if !h.placed.contains(&p) {
            spawn(
                disc(CELL * 0.24 * k, palette::colours().target.bevy()),
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
        spawn(
            ring(CELL * 0.92, palette::colours().selected.bevy()),
            at(p, z::OVER_PIECES),
        );
    }
    for &p in &h.movable {
        spawn(
            Sprite {
                image: textures.thin_ring.clone(),
                custom_size: Some(Vec2::splat(CELL * 0.82)),
                color: palette::colours().movable.bevy(),
                ..default()
            },
            at(p, z::UNDER_PIECES + 0.1),
        );
    }
    if let Some(sel) = h.selected {
        spawn(
            ring(CELL * 0.95, palette::colours().selected.bevy()),
            at(sel, z::OVER_PIECES),
        );
    }
    for &p in &h.targets {
        spawn(
            disc(CELL * 0.3 * k, palette::colours().target.bevy()),
            at(p, z::OVER_PIECES),
        );
        spawn(
            ring(
                CELL * 0.44 * k,
                palette::colours().target.bevy().with_alpha(0.6),
            ),
            at(p, z::OVER_PIECES),
        );
    }
    // The capture path chosen so far: a trail, a ghost officer at its end, the taken attackers.
    if let Selection::Piece { from, .. } = &selection.selection {
        let from = *from;
        let mut prev = from;
        for &p in &h.path {
            let (s, t) = line_sprite(
                point_world(&variant, prev),
                point_world(&variant, p),
                8.0 * k,
                palette::colours().path.bevy().with_alpha(0.7),
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
                custom_size: Some(Vec2::splat(CELL * 0.5 * k)),
                color: palette::colours().doomed.bevy(),
                ..default()
            },
            at(p, z::OVER_PIECES),
        );
    }
    // The keyboard's cursor: a square frame (no other marker is square), dark-edged so it
    // reads on the parchment and on pieces of either colour.
    if let Some(p) = now.cursor {
        let c = point_world(&variant, p);
        let half = CELL * 0.46;
        let corners = [
            c + Vec2::new(-half, -half),
            c + Vec2::new(half, -half),
            c + Vec2::new(half, half),
            c + Vec2::new(-half, half),
        ];
        for (width, color, depth) in [
            (
                11.0 * k,
                palette::colours().outline.bevy(),
                z::OVER_PIECES + 0.5,
            ),
            (
                5.0 * k,
                palette::colours().cursor.bevy(),
                z::OVER_PIECES + 0.6,
            ),
        ] {
            for i in 0..4 {
                let (s, t) = line_sprite(corners[i], corners[(i + 1) % 4], width, color, depth);
                spawn(s, t);
            }
        }
    }
    *drawn = Some(now);
}

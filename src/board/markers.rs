//! Markers of the match itself, shown while the board is still: the last move played (with the
//! capture a huffed officer missed), the fortress points the attackers hold, and the officers
//! that can capture. The player's selection has markers of its own (`crate::input::markers`).

use asalto_engine::bitboard::points;
use asalto_engine::{Move, Point, Position, Turn, Variant};
use bevy::prelude::*;

use crate::game::{GameSet, Match, MatchEvent};
use crate::screens::Screen;
use crate::theme::palette;

use super::animation::BoardSettled;
use super::geometry::{CELL, line_sprite, point_world, z};
use super::textures::Textures;

#[derive(Component)]
struct MatchMarker;

/// What the markers were drawn for; they are drawn again only when it changes.
#[derive(Clone, Debug, PartialEq)]
struct Drawn {
    position: Position,
    shown_plies: usize,
    human: bool,
    settled: bool,
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
    settled: Res<BoardSettled>,
    textures: Res<Textures>,
    markers: Query<Entity, With<MatchMarker>>,
    mut drawn: Local<Option<Drawn>>,
) {
    let now = Drawn {
        position: *current.shown_position(),
        shown_plies: current.shown_plies(),
        human: current.human_to_move(),
        settled: settled.0,
    };
    // A new match has a new board: its markers are drawn whatever was drawn before.
    if MatchEvent::any(&mut events, MatchEvent::is_start) {
        *drawn = None;
    }
    if drawn.as_ref() == Some(&now) {
        return;
    }
    for e in &markers {
        commands.entity(e).despawn();
    }
    *drawn = Some(now.clone());
    if !now.settled {
        return;
    }
    let variant = current.variant().clone();
    let pos = now.position;
    let mut spawn = |sprite: Sprite, t: Transform| {
        commands.spawn((MatchMarker, sprite, t, DespawnOnExit(Screen::Game)));
    };
    let sprite = |image: &Handle<Image>, size: f32, color: Color| Sprite {
        image: image.clone(),
        custom_size: Some(Vec2::splat(size)),
        color,
        ..default()
    };
    let at =
        |p: Point, depth: f32| Transform::from_translation(point_world(&variant, p).extend(depth));

    // Fortress points the attackers hold glow, so the siege's progress reads at a glance.
    for p in points(pos.attackers & variant.fortress()) {
        spawn(
            sprite(
                &textures.disc,
                CELL * 0.9,
                palette::colours().fortress_taken.bevy(),
            ),
            at(p, z::UNDER_PIECES - 0.1),
        );
    }
    // Officers that can capture: the pieces that must move in the French games, and in Asalto
    // the ones that are huffed unless a capture is made.
    if now.human && pos.turn == Turn::Officers {
        for p in points(variant.capturers(&pos)) {
            spawn(
                sprite(
                    &textures.ring,
                    CELL * 1.02,
                    palette::colours().capturer.bevy(),
                ),
                at(p, z::UNDER_PIECES + 0.15),
            );
        }
    }
    // The last move played (of the shown position), and after a huff the capture missed.
    if let Some(ply) = now
        .shown_plies
        .checked_sub(1)
        .map(|i| &current.game.plies()[i])
    {
        for p in move_points(&variant, &ply.mv) {
            spawn(
                sprite(
                    &textures.disc,
                    CELL * 0.5,
                    palette::colours().last_move.bevy(),
                ),
                at(p, z::UNDER_PIECES),
            );
        }
        for &missed in &ply.effects.missed {
            let pts = move_points(&variant, &Move::Capture(missed));
            for w in pts.windows(2) {
                let (s, t) = line_sprite(
                    point_world(&variant, w[0]),
                    point_world(&variant, w[1]),
                    6.0,
                    palette::colours().huff.bevy().with_alpha(0.6),
                    z::UNDER_PIECES + 0.2,
                );
                spawn(s, t);
            }
            spawn(
                sprite(&textures.ring, CELL * 0.9, palette::colours().huff.bevy()),
                at(missed.from, z::UNDER_PIECES + 0.25),
            );
        }
    }
}

/// The points a move touches: start and every landing (placement: the officers' points).
pub fn move_points(variant: &Variant, mv: &Move) -> Vec<Point> {
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

//! Markers of the match itself, shown while the board is still: the last move played (with the
//! capture a huffed officer missed), the fortress points the attackers hold, and the officers
//! that can capture. The player's selection has markers of its own (`crate::input::markers`).

use asalto_engine::bitboard::points;
use asalto_engine::{Move, Ply, Point, Position, Turn, Variant};
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
    let mut marks = Marks {
        commands: &mut commands,
        textures: &textures,
        variant: current.variant(),
    };
    let pos = now.position;
    marks.fortress_held(&pos);
    if now.human && pos.turn == Turn::Officers {
        marks.capturers(&pos);
    }
    // The last move played (of the shown position), and after a huff the capture missed.
    if let Some(i) = now.shown_plies.checked_sub(1) {
        marks.last_move(&current.game.plies()[i]);
    }
}

/// Spawns the match's markers.
struct Marks<'a, 'w, 's> {
    commands: &'a mut Commands<'w, 's>,
    textures: &'a Textures,
    variant: &'a Variant,
}

impl Marks<'_, '_, '_> {
    fn put(&mut self, image: &Handle<Image>, size: f32, color: Color, p: Point, depth: f32) {
        let sprite = Sprite {
            image: image.clone(),
            custom_size: Some(Vec2::splat(size)),
            color,
            ..default()
        };
        let at = Transform::from_translation(point_world(self.variant, p).extend(depth));
        self.commands
            .spawn((MatchMarker, sprite, at, DespawnOnExit(Screen::Game)));
    }

    /// Fortress points the attackers hold glow, so the siege's progress reads at a glance.
    fn fortress_held(&mut self, pos: &Position) {
        let disc = self.textures.disc.clone();
        let colour = palette::colours().fortress_taken.bevy();
        for p in points(pos.attackers & self.variant.fortress()) {
            self.put(&disc, CELL * 0.9, colour, p, z::UNDER_PIECES - 0.1);
        }
    }

    /// Officers that can capture: the pieces that must move in the French games, and in Asalto
    /// the ones that are huffed unless a capture is made.
    fn capturers(&mut self, pos: &Position) {
        let ring = self.textures.ring.clone();
        let colour = palette::colours().capturer.bevy();
        for p in points(self.variant.capturers(pos)) {
            self.put(&ring, CELL * 1.02, colour, p, z::UNDER_PIECES + 0.15);
        }
    }

    /// The move's points, and the capture each huffed officer missed, traced.
    fn last_move(&mut self, ply: &Ply) {
        let (disc, ring) = (self.textures.disc.clone(), self.textures.ring.clone());
        let colours = palette::colours();
        for p in move_points(self.variant, &ply.mv) {
            self.put(
                &disc,
                CELL * 0.5,
                colours.last_move.bevy(),
                p,
                z::UNDER_PIECES,
            );
        }
        let huff = colours.huff.bevy();
        for &missed in &ply.effects.missed {
            let pts = move_points(self.variant, &Move::Capture(missed));
            for w in pts.windows(2) {
                let (a, b) = (
                    point_world(self.variant, w[0]),
                    point_world(self.variant, w[1]),
                );
                let trace = line_sprite(a, b, 6.0, huff.with_alpha(0.6), z::UNDER_PIECES + 0.2);
                self.commands
                    .spawn((MatchMarker, trace.0, trace.1, DespawnOnExit(Screen::Game)));
            }
            self.put(&ring, CELL * 0.9, huff, missed.from, z::UNDER_PIECES + 0.25);
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

//! Markers of the player's choices: the point under the pointer, the selected piece and where it
//! may go, the capture path being chosen with the attackers it takes, the placement being made,
//! the hint, and the keyboard's cursor. (The match's own markers are the board's.)

use asalto_engine::bitboard::points;
use asalto_engine::{Move, Point, Position, Turn, Variant};
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
    let seen = Seen {
        selection: &selection.selection,
        hovered: hovered.0,
        cursor: cursor.0,
        hint: &hint,
        settled: settled.0,
        settings: settings.as_deref(),
    };
    let now = wanted(&current, &seen);
    if drawn.as_ref() == Some(&now) {
        return;
    }
    for e in &markers {
        commands.entity(e).despawn();
    }
    let mut painter = Painter {
        commands: &mut commands,
        textures: &textures,
        variant: current.variant(),
        k: now.scale,
    };
    painter.paint(&now, &selection.selection);
    *drawn = Some(now);
}

/// What the markers follow besides the match.
struct Seen<'a> {
    selection: &'a Selection,
    hovered: Option<Point>,
    cursor: Option<Point>,
    hint: &'a Hint,
    settled: bool,
    settings: Option<&'a Settings>,
}

/// The markers the board should show now.
fn wanted(current: &Match, seen: &Seen) -> Drawn {
    let variant = current.variant();
    let pos = *current.shown_position();
    let legal = if current.review.is_none() {
        current.game.legal_moves()
    } else {
        Vec::new()
    };
    let human = current.human_to_move();
    let still = seen.settled;
    let mut h = if human && still {
        highlights(variant, &pos, &legal, seen.selection)
    } else {
        Highlights::default()
    };
    // Without the legal-moves aid the player sees the selection and the chosen path only.
    if seen.settings.is_some_and(|s| !s.show_moves) {
        h.targets.clear();
        h.movable.clear();
    }
    let placing = if human && still && pos.turn == Turn::Setup {
        points(variant.fortress() & !pos.attackers).collect()
    } else {
        Vec::new()
    };
    Drawn {
        position: Some(pos),
        review: current.review,
        highlights: h,
        hint: seen.hint.for_board(current).filter(|_| human),
        settled: still,
        human,
        placing,
        hovered: seen.hovered.filter(|_| human && still),
        cursor: seen.cursor,
        scale: seen.settings.map_or(1.0, |s| s.ui_scale),
    }
}

/// Spawns the markers' sprites on the board.
struct Painter<'a, 'w, 's> {
    commands: &'a mut Commands<'w, 's>,
    textures: &'a Textures,
    variant: &'a Variant,
    /// Dots, crosses and trails grow with the interface scale (rings stay around their pieces).
    k: f32,
}

impl Painter<'_, '_, '_> {
    fn paint(&mut self, now: &Drawn, selection: &Selection) {
        let h = &now.highlights;
        // A faint ring follows the pointer over the board's points.
        if let Some(p) = now.hovered {
            let ring = self.ring(CELL * 0.7, palette::colours().hover.bevy());
            self.spawn(ring, p, z::UNDER_PIECES + 0.05);
        }
        if let Some(mv) = now.hint {
            self.hint(&mv);
        }
        self.placement(&now.placing, &h.placed);
        self.choices(h);
        // The capture path chosen so far: a trail, a ghost officer at its end, the taken attackers.
        if let Selection::Piece { from, .. } = selection {
            self.path(*from, &h.path);
        }
        for &p in &h.doomed {
            let size = CELL * 0.5 * self.k;
            let cross = self.sprite(&self.textures.cross, size, palette::colours().doomed.bevy());
            self.spawn(cross, p, z::OVER_PIECES);
        }
        if let Some(p) = now.cursor {
            self.cursor(p);
        }
    }

    fn spawn(&mut self, sprite: Sprite, p: Point, depth: f32) {
        let at = Transform::from_translation(point_world(self.variant, p).extend(depth));
        self.commands
            .spawn((ChoiceMarker, sprite, at, DespawnOnExit(Screen::Game)));
    }

    fn line(&mut self, from: Vec2, to: Vec2, width: f32, color: Color, depth: f32) {
        let (sprite, at) = line_sprite(from, to, width, color, depth);
        self.commands
            .spawn((ChoiceMarker, sprite, at, DespawnOnExit(Screen::Game)));
    }

    fn sprite(&self, image: &Handle<Image>, size: f32, color: Color) -> Sprite {
        Sprite {
            image: image.clone(),
            custom_size: Some(Vec2::splat(size)),
            color,
            ..default()
        }
    }

    fn ring(&self, size: f32, color: Color) -> Sprite {
        self.sprite(&self.textures.ring, size, color)
    }

    fn disc(&self, size: f32, color: Color) -> Sprite {
        self.sprite(&self.textures.disc, size, color)
    }

    /// A half-seen officer where one would go.
    fn ghost(&self, alpha: f32) -> Sprite {
        let color = Color::srgba(1.0, 1.0, 1.0, alpha);
        self.sprite(&self.textures.officer, OFFICER_SIZE, color)
    }

    /// The hint's move: rings on its points, a trail along a capture or step.
    fn hint(&mut self, mv: &Move) {
        let colour = palette::colours().hint.bevy();
        let pts = move_points(self.variant, mv);
        let placement = matches!(mv, Move::Place(_));
        for (i, &p) in pts.iter().enumerate() {
            let size = if i == 0 || placement {
                CELL * 0.95
            } else {
                CELL * 0.55
            };
            let ring = self.ring(size, colour);
            self.spawn(ring, p, z::OVER_PIECES);
        }
        if placement {
            return;
        }
        for w in pts.windows(2) {
            let (a, b) = (
                point_world(self.variant, w[0]),
                point_world(self.variant, w[1]),
            );
            let width = 7.0 * self.k;
            self.line(a, b, width, colour.with_alpha(0.55), z::UNDER_PIECES + 0.2);
        }
    }

    /// The placement being made: dots where officers may go, ghosts where they are put.
    fn placement(&mut self, placing: &[Point], placed: &[Point]) {
        for &p in placing.iter().filter(|p| !placed.contains(p)) {
            let dot = self.disc(CELL * 0.24 * self.k, palette::colours().target.bevy());
            self.spawn(dot, p, z::UNDER_PIECES + 0.3);
        }
        for &p in placed {
            let ghost = self.ghost(0.6);
            self.spawn(ghost, p, z::PIECES);
            let ring = self.ring(CELL * 0.92, palette::colours().selected.bevy());
            self.spawn(ring, p, z::OVER_PIECES);
        }
    }

    /// The pieces that may move, the one selected, and where it may go.
    fn choices(&mut self, h: &Highlights) {
        for &p in &h.movable {
            let colour = palette::colours().movable.bevy();
            let ring = self.sprite(&self.textures.thin_ring, CELL * 0.82, colour);
            self.spawn(ring, p, z::UNDER_PIECES + 0.1);
        }
        if let Some(sel) = h.selected {
            let ring = self.ring(CELL * 0.95, palette::colours().selected.bevy());
            self.spawn(ring, sel, z::OVER_PIECES);
        }
        let target = palette::colours().target.bevy();
        for &p in &h.targets {
            let dot = self.disc(CELL * 0.3 * self.k, target);
            self.spawn(dot, p, z::OVER_PIECES);
            let ring = self.ring(CELL * 0.44 * self.k, target.with_alpha(0.6));
            self.spawn(ring, p, z::OVER_PIECES);
        }
    }

    /// A capture path from `from`: a trail through its points and a ghost officer at its end.
    fn path(&mut self, from: Point, path: &[Point]) {
        let colour = palette::colours().path.bevy().with_alpha(0.7);
        let mut prev = from;
        for &p in path {
            let (a, b) = (
                point_world(self.variant, prev),
                point_world(self.variant, p),
            );
            self.line(a, b, 8.0 * self.k, colour, z::UNDER_PIECES + 0.4);
            prev = p;
        }
        if let Some(&end) = path.last() {
            let ghost = self.ghost(0.55);
            self.spawn(ghost, end, z::PIECES + 1.0);
        }
    }

    /// The keyboard's cursor: a square frame (no other marker is square), dark-edged so it
    /// reads on the parchment and on pieces of either colour.
    fn cursor(&mut self, p: Point) {
        let c = point_world(self.variant, p);
        let half = CELL * 0.46;
        let corners = [
            c + Vec2::new(-half, -half),
            c + Vec2::new(half, -half),
            c + Vec2::new(half, half),
            c + Vec2::new(-half, half),
        ];
        let colours = palette::colours();
        let frames = [
            (11.0, colours.outline.bevy(), z::OVER_PIECES + 0.5),
            (5.0, colours.cursor.bevy(), z::OVER_PIECES + 0.6),
        ];
        for (width, color, depth) in frames {
            for i in 0..4 {
                self.line(
                    corners[i],
                    corners[(i + 1) % 4],
                    width * self.k,
                    color,
                    depth,
                );
            }
        }
    }
}

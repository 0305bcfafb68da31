//! The board follows the match: a move played is shown along its [`PlyTimeline`] (steps and hops
//! eased, captured attackers vanishing at their hop, a missed capture traced before the huffed
//! officer goes); any other change sets the position out at once. Whether the board is still is
//! [`BoardSettled`]; [`SkipAnimations`] finishes what is being shown.

use std::collections::VecDeque;

use asalto_engine::{Ply, Side, Variant};
use bevy::prelude::*;

use crate::game::{GameSet, Match, MatchEvent};
use crate::screens::Screen;
use crate::settings::AnimationSpeed;
use crate::theme::palette;

use super::clock::{Skipping, anim_dt};
use super::effects::{self, Appearing, HuffRing, Leaving};
use super::geometry::{line_sprite, point_world, z};
use super::pieces::{OFFICER_SIZE, Piece, respawn_all, spawn_piece};
use super::textures::Textures;
use super::timeline::{HUFF_SECS, PlyTimeline, VANISH_SECS};

/// Whether the board shows the match as it is, with nothing moving: the computer waits for it,
/// a click while it is false finishes the animations instead, and the end of a game is
/// announced only once it holds.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardSettled(pub bool);

impl Default for BoardSettled {
    fn default() -> Self {
        BoardSettled(true)
    }
}

/// Run condition: the board is still.
pub fn board_settled(settled: Res<BoardSettled>) -> bool {
    settled.0
}

/// Finish the animations at once (a click or Space while pieces move).
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct SkipAnimations;

/// What the board just showed, for the sound to follow.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Shown {
    Placed,
    Stepped,
    Hopped,
    /// An attacker taken as the officer lands beyond it: the first of the move is 0.
    Captured(u8),
    Huffed,
}

/// The red trace of a missed capture, shown before the huffed officer leaves.
#[derive(Component, Clone, Copy, Debug)]
pub struct MissedTrace;

/// The move being shown: its timeline, the time into it, and the sprites it moves.
struct Showing {
    timeline: PlyTimeline,
    t: f32,
    mover: Option<Entity>,
    /// The captured attackers' sprites, in hop order, and whether each has gone.
    captured: Vec<(Entity, bool)>,
    huffed: Vec<Entity>,
    pointed_out: bool,
    huff_started: bool,
}

/// Moves waiting to be shown and the one being shown.
#[derive(Resource, Default)]
struct Animations {
    queue: VecDeque<Box<Ply>>,
    current: Option<Showing>,
}

impl Animations {
    fn busy(&self) -> bool {
        self.current.is_some() || !self.queue.is_empty()
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Animations>()
        .init_resource::<BoardSettled>()
        .init_resource::<Skipping>()
        .init_resource::<AnimationSpeed>()
        .add_message::<SkipAnimations>()
        .add_message::<Shown>()
        .add_systems(
            OnExit(Screen::Game),
            |mut a: ResMut<Animations>, mut s: ResMut<Skipping>| {
                *a = Animations::default();
                s.0 = false;
            },
        )
        .add_systems(
            Update,
            (follow_match, animate_ply, effects::animate_effects, settle)
                .chain()
                .in_set(GameSet::Animate)
                .run_if(resource_exists::<Match>),
        );
}

/// Effects still on the board from an earlier move.
type Going = Or<(With<Leaving>, With<HuffRing>, With<MissedTrace>)>;

/// Moves played are queued; anything else sets the shown position out at once.
fn follow_match(
    mut commands: Commands,
    mut events: MessageReader<MatchEvent>,
    mut anims: ResMut<Animations>,
    mut skips: MessageReader<SkipAnimations>,
    mut skipping: ResMut<Skipping>,
    current: Res<Match>,
    textures: Res<Textures>,
    pieces: Query<(Entity, &Piece)>,
    going: Query<Entity, Going>,
) {
    if skips.read().count() > 0 && anims.busy() {
        skipping.0 = true;
    }
    for event in events.read() {
        match event {
            MatchEvent::Played(ply) => anims.queue.push_back(ply.clone()),
            MatchEvent::Started { .. } | MatchEvent::Redrawn | MatchEvent::Reviewed => {
                *anims = Animations::default();
                skipping.0 = false;
                for e in &going {
                    commands.entity(e).despawn();
                }
                respawn_all(
                    &mut commands,
                    &textures,
                    current.variant(),
                    current.shown_position(),
                    &pieces,
                );
            }
            MatchEvent::Ended(_) | MatchEvent::Unrated => {}
        }
    }
}

/// The board's pieces, as the animation moves them.
type Pieces<'w, 's> = Query<'w, 's, (Entity, &'static mut Piece, &'static mut Transform)>;

/// Starts the next queued move and advances the current one along its timeline.
fn animate_ply(
    mut commands: Commands,
    mut anims: ResMut<Animations>,
    current: Res<Match>,
    textures: Res<Textures>,
    time: Res<Time>,
    speed: Res<AnimationSpeed>,
    mut pieces: Pieces,
    traces: Query<Entity, With<MissedTrace>>,
    skipping: Res<Skipping>,
    mut shown: MessageWriter<Shown>,
) {
    let variant = current.variant().clone();
    if anims.current.is_none()
        && let Some(ply) = anims.queue.pop_front()
    {
        let timeline = PlyTimeline::of(&ply, &variant);
        let show = Showing::start(timeline, &mut commands, &textures, &variant, &mut pieces);
        shown.write(show.kind());
        anims.current = Some(show);
    }
    let dt = anim_dt(&time, *speed, skipping.0);
    let Some(show) = anims.current.as_mut() else {
        return;
    };
    show.t += dt;
    show.glide(&variant, &mut pieces);
    show.take_captured(&mut commands, &mut shown);
    show.huff(&mut commands, &textures, &variant, &pieces, &mut shown);
    if show.t >= show.timeline.total {
        for e in &traces {
            commands.entity(e).despawn();
        }
        anims.current = None;
    }
}

impl Showing {
    /// A move's showing, begun: officers placed appear, the mover is lifted above the board.
    fn start(
        timeline: PlyTimeline,
        commands: &mut Commands,
        textures: &Textures,
        variant: &Variant,
        pieces: &mut Pieces,
    ) -> Showing {
        let find =
            |p, pieces: &Pieces| pieces.iter().find(|(_, pc, _)| pc.at == p).map(|(e, ..)| e);
        for &p in &timeline.placed {
            let e = spawn_piece(commands, textures, variant, Side::Officers, p);
            commands.entity(e).insert(Appearing { t: 0.0 });
        }
        let mover = timeline.waypoints.first().and_then(|&p| find(p, pieces));
        let captured = timeline
            .captures
            .iter()
            .filter_map(|&(p, _)| find(p, pieces))
            .map(|e| (e, false))
            .collect();
        let to = timeline.waypoints.last().copied();
        // Huffed officers are found at their points after the move (the mover at its landing).
        let huffed = timeline
            .huffed
            .iter()
            .filter_map(|&p| {
                if Some(p) == to {
                    mover
                } else {
                    find(p, pieces)
                }
            })
            .collect();
        if let (Some(m), Some(to)) = (mover, to)
            && let Ok((_, mut piece, mut tf)) = pieces.get_mut(m)
        {
            piece.at = to;
            tf.translation.z = z::MOVING;
        }
        let no_huff = timeline.huffed.is_empty();
        Showing {
            timeline,
            t: 0.0,
            mover,
            captured,
            huffed,
            pointed_out: no_huff,
            huff_started: no_huff,
        }
    }

    /// What kind of move is shown, for the sound.
    fn kind(&self) -> Shown {
        if !self.timeline.placed.is_empty() {
            Shown::Placed
        } else if self.timeline.is_capture {
            Shown::Hopped
        } else {
            Shown::Stepped
        }
    }

    /// The mover along its hops, eased and lifted; set down at its end.
    fn glide(&self, variant: &Variant, pieces: &mut Pieces) {
        let line = &self.timeline;
        let Some(Ok((_, _, mut tf))) = self.mover.map(|m| pieces.get_mut(m)) else {
            return;
        };
        match line.hop_at(self.t) {
            Some((i, u)) => {
                let curve = EasingCurve::new(
                    point_world(variant, line.waypoints[i]),
                    point_world(variant, line.waypoints[i + 1]),
                    EaseFunction::CubicInOut,
                );
                let at = curve.sample_clamped(u);
                tf.translation.x = at.x;
                tf.translation.y = at.y;
                tf.scale = Vec3::splat(line.lift(u));
            }
            None => {
                if let Some(&end) = line.waypoints.last() {
                    tf.translation = point_world(variant, end).extend(z::PIECES);
                }
                tf.scale = Vec3::ONE;
            }
        }
    }

    /// Captured attackers go when the officer lands beyond them.
    fn take_captured(&mut self, commands: &mut Commands, shown: &mut MessageWriter<Shown>) {
        let landings = self.captured.iter_mut().zip(&self.timeline.captures);
        for (nth, ((e, gone), &(_, at))) in landings.enumerate() {
            if !*gone && self.t >= at {
                *gone = true;
                commands.entity(*e).remove::<Piece>().insert(Leaving {
                    t: 0.0,
                    secs: VANISH_SECS,
                    huffed: false,
                });
                shown.write(Shown::Captured(u8::try_from(nth).unwrap_or(u8::MAX)));
            }
        }
    }

    /// After the move, the capture a huffed officer missed is pointed out first (unless the
    /// animation is being finished at once), then the huffed officers go.
    fn huff(
        &mut self,
        commands: &mut Commands,
        textures: &Textures,
        variant: &Variant,
        pieces: &Pieces,
        shown: &mut MessageWriter<Shown>,
    ) {
        let line = &self.timeline;
        if !self.pointed_out && self.t >= line.moved {
            self.pointed_out = true;
            if self.t < line.huff_at {
                spawn_traces(commands, textures, variant, &line.missed);
            }
        }
        if self.huff_started || self.t < line.huff_at {
            return;
        }
        self.huff_started = true;
        for &e in &self.huffed {
            commands.entity(e).remove::<Piece>().insert(Leaving {
                t: 0.0,
                secs: HUFF_SECS,
                huffed: true,
            });
            if let Ok((_, _, tf)) = pieces.get(e) {
                commands.spawn((
                    HuffRing { t: 0.0 },
                    Sprite {
                        image: textures.ring.clone(),
                        custom_size: Some(Vec2::splat(OFFICER_SIZE)),
                        color: palette::colours().huff.bevy(),
                        ..default()
                    },
                    Transform::from_translation(tf.translation.truncate().extend(z::MOVING + 1.0)),
                    DespawnOnExit(Screen::Game),
                ));
            }
        }
        shown.write(Shown::Huffed);
    }
}

/// The missed captures, traced in red with a ring on the officer that should have made them.
fn spawn_traces(
    commands: &mut Commands,
    textures: &Textures,
    variant: &asalto_engine::Variant,
    missed: &[Vec<asalto_engine::Point>],
) {
    for path in missed {
        for w in path.windows(2) {
            let (a, b) = (point_world(variant, w[0]), point_world(variant, w[1]));
            let (sprite, tf) =
                line_sprite(a, b, 8.0, palette::colours().huff.bevy(), z::OVER_PIECES);
            commands.spawn((MissedTrace, sprite, tf, DespawnOnExit(Screen::Game)));
        }
        if let Some(&from) = path.first() {
            commands.spawn((
                MissedTrace,
                Sprite {
                    image: textures.ring.clone(),
                    custom_size: Some(Vec2::splat(OFFICER_SIZE * 1.25)),
                    color: palette::colours().huff.bevy(),
                    ..default()
                },
                Transform::from_translation(point_world(variant, from).extend(z::OVER_PIECES)),
                DespawnOnExit(Screen::Game),
            ));
        }
    }
}

/// Whether the board is still now; a skip ends with the last move shown.
fn settle(
    anims: Res<Animations>,
    mut skipping: ResMut<Skipping>,
    mut settled: ResMut<BoardSettled>,
) {
    let busy = anims.busy();
    if !busy {
        skipping.0 = false;
    }
    settled.set_if_neq(BoardSettled(!busy));
}

//! Piece sprites and their animation. The engine's [`Ply`] drives everything: steps and hops are
//! eased with [`EasingCurve`], captured attackers vanish at their hop, huffed officers are
//! removed with a visible effect. Input and the computer wait while [`Animations::busy`].

use std::collections::VecDeque;

use asalto_engine::bitboard::points;
use asalto_engine::{Move, Ply, Point, Position, Side, Variant};
use bevy::prelude::*;

use crate::board::{CELL, line_sprite, point_world, z};
use crate::flow::{BoardEvent, GameSet, Match};
use crate::palette;
use crate::screens::Screen;
use crate::textures::Textures;

/// Seconds for one step and for one hop of a capture.
pub const STEP_SECS: f32 = 0.28;
pub const HOP_SECS: f32 = 0.34;
pub const VANISH_SECS: f32 = 0.3;
pub const HUFF_SECS: f32 = 0.9;
/// How long the missed capture is pointed out before the huffed officer goes.
pub const POINT_OUT_SECS: f32 = 0.8;
pub const APPEAR_SECS: f32 = 0.35;

pub const OFFICER_SIZE: f32 = CELL * 0.74;
pub const ATTACKER_SIZE: f32 = CELL * 0.54;

/// A piece on the board.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    pub side: Side,
    pub at: Point,
}

/// The sound hook: what the board just showed, or what the player just did. The audio plugin
/// (`crate::audio`) plays them; nothing else depends on them.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SoundCue {
    Place,
    Step,
    Hop,
    Capture,
    Huff,
    /// A click the rules refuse (the HUD explains it).
    Illegal,
    /// The game ended with the player (or, without a computer, someone) winning.
    Victory,
    /// The game ended with the computer winning.
    Defeat,
    /// A button in the menu or the HUD.
    UiClick,
}

/// A piece leaving the board: shrinking and fading (captured) or flashing red (huffed).
#[derive(Component, Clone, Copy, Debug)]
pub struct Leaving {
    pub t: f32,
    pub secs: f32,
    pub huffed: bool,
}

/// A piece arriving (placement).
#[derive(Component, Clone, Copy, Debug)]
pub struct Appearing {
    pub t: f32,
}

/// The expanding ring shown where an officer is huffed.
#[derive(Component, Clone, Copy, Debug)]
pub struct HuffRing {
    pub t: f32,
}

/// One move being shown.
#[derive(Debug)]
struct PlyAnim {
    t: f32,
    mover: Option<Entity>,
    /// The points the mover passes, the start first.
    waypoints: Vec<Vec2>,
    hop_secs: f32,
    is_capture: bool,
    /// Attackers taken, in hop order, and whether each has been removed yet.
    captured: Vec<(Entity, bool)>,
    huffed: Vec<Entity>,
    /// The captures the huffed officers missed, as world points (start, then each landing).
    missed: Vec<Vec<Vec2>>,
    pointed_out: bool,
    huff_started: bool,
    total: f32,
}

/// The red trace of a missed capture, shown before the huffed officer leaves.
#[derive(Component, Clone, Copy, Debug)]
pub struct MissedTrace;

/// How fast moves are shown. `Off` puts pieces on their points at once.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum AnimationSpeed {
    Off,
    Fast,
    #[default]
    Normal,
    Slow,
}

impl AnimationSpeed {
    pub const ALL: [AnimationSpeed; 4] = [
        AnimationSpeed::Off,
        AnimationSpeed::Fast,
        AnimationSpeed::Normal,
        AnimationSpeed::Slow,
    ];

    pub fn name(self) -> &'static str {
        match self {
            AnimationSpeed::Off => "off",
            AnimationSpeed::Fast => "fast",
            AnimationSpeed::Normal => "normal",
            AnimationSpeed::Slow => "slow",
        }
    }

    pub fn from_name(name: &str) -> Option<AnimationSpeed> {
        AnimationSpeed::ALL.into_iter().find(|s| s.name() == name)
    }

    /// How many animation seconds pass in one real second (`Off`: all of them at once).
    pub fn rate(self) -> f32 {
        match self {
            AnimationSpeed::Off => f32::INFINITY,
            AnimationSpeed::Fast => 2.0,
            AnimationSpeed::Normal => 1.0,
            AnimationSpeed::Slow => 0.6,
        }
    }
}

/// A time step long enough to finish any animation (finite, so no arithmetic turns into NaN).
const FINISH_SECS: f32 = 1.0e6;

/// Moves waiting to be shown and the one being shown.
#[derive(Resource, Default, Debug)]
pub struct Animations {
    queue: VecDeque<Box<Ply>>,
    current: Option<PlyAnim>,
    /// Finish everything shown now at once (a click while pieces move).
    skipping: bool,
}

impl Animations {
    /// Whether a move is still being shown (input and the computer wait).
    pub fn busy(&self) -> bool {
        self.current.is_some() || !self.queue.is_empty()
    }

    /// Finishes the running and queued animations at once (over the next frames, one move a
    /// frame, effects included).
    pub fn skip(&mut self) {
        if self.busy() {
            self.skipping = true;
        }
    }

    /// Whether a skip is under way.
    pub fn skipping(&self) -> bool {
        self.skipping
    }
}

/// The animation time step for this frame.
fn anim_dt(time: &Time, speed: AnimationSpeed, skipping: bool) -> f32 {
    if skipping || speed == AnimationSpeed::Off {
        FINISH_SECS
    } else {
        time.delta_secs() * speed.rate()
    }
}

pub struct PiecesPlugin;

impl Plugin for PiecesPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<Animations>()
            .init_resource::<AnimationSpeed>()
            .add_message::<SoundCue>()
            .add_systems(OnExit(Screen::Game), |mut a: ResMut<Animations>| {
                *a = Animations::default()
            })
            .add_systems(
                Update,
                (receive_board_events, animate_ply, animate_effects)
                    .chain()
                    .in_set(GameSet::Animate)
                    .run_if(resource_exists::<Match>),
            );
    }
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
fn respawn_all(
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

/// Effects still on the board from an earlier move.
type Going = Or<(With<Leaving>, With<HuffRing>, With<MissedTrace>)>;

fn receive_board_events(
    mut commands: Commands,
    mut events: MessageReader<BoardEvent>,
    mut anims: ResMut<Animations>,
    game: Res<Match>,
    textures: Res<Textures>,
    pieces: Query<(Entity, &Piece)>,
    leaving: Query<Entity, Going>,
) {
    for event in events.read() {
        match event {
            BoardEvent::Played(ply) => anims.queue.push_back(ply.clone()),
            BoardEvent::Reset => {
                *anims = Animations::default();
                for e in &leaving {
                    commands.entity(e).despawn();
                }
                respawn_all(
                    &mut commands,
                    &textures,
                    game.variant(),
                    game.shown_position(),
                    &pieces,
                );
            }
        }
    }
}

/// Starts the next queued move and advances the current one.
#[allow(clippy::too_many_arguments)]
fn animate_ply(
    mut commands: Commands,
    mut anims: ResMut<Animations>,
    game: Res<Match>,
    textures: Res<Textures>,
    time: Res<Time>,
    speed: Res<AnimationSpeed>,
    mut pieces: Query<(Entity, &mut Piece, &mut Transform)>,
    traces: Query<Entity, With<MissedTrace>>,
    mut cues: MessageWriter<SoundCue>,
) {
    let variant = game.variant().clone();
    if anims.current.is_none() {
        let Some(ply) = anims.queue.pop_front() else {
            return;
        };
        let find = |p: Point, pieces: &Query<(Entity, &mut Piece, &mut Transform)>| {
            pieces
                .iter()
                .find(|(_, piece, _)| piece.at == p)
                .map(|(e, _, _)| e)
        };
        match ply.mv {
            Move::Place(placement) => {
                for p in points(placement.points()) {
                    let e = spawn_piece(&mut commands, &textures, &variant, Side::Officers, p);
                    commands.entity(e).insert(Appearing { t: 0.0 });
                }
                cues.write(SoundCue::Place);
                anims.current = Some(PlyAnim {
                    t: 0.0,
                    mover: None,
                    waypoints: vec![],
                    hop_secs: 0.0,
                    is_capture: false,
                    captured: vec![],
                    huffed: vec![],
                    missed: vec![],
                    pointed_out: true,
                    huff_started: true,
                    total: APPEAR_SECS,
                });
            }
            Move::Step { from, to } | Move::Capture(asalto_engine::Capture { from, to, .. }) => {
                let mover = find(from, &pieces);
                let mut stops = vec![from];
                if let Move::Capture(c) = ply.mv {
                    stops.extend(c.landings(&variant));
                } else {
                    stops.push(to);
                }
                let waypoints: Vec<Vec2> =
                    stops.iter().map(|&p| point_world(&variant, p)).collect();
                let captured: Vec<(Entity, bool)> = ply
                    .effects
                    .captured
                    .iter()
                    .filter_map(|&p| find(p, &pieces))
                    .map(|e| (e, false))
                    .collect();
                // Huffed officers: found at their point after the move (the mover at its landing).
                let huffed: Vec<Entity> = ply
                    .effects
                    .huffed
                    .iter()
                    .filter_map(|&p| if p == to { mover } else { find(p, &pieces) })
                    .collect();
                if let Some(m) = mover
                    && let Ok((_, mut piece, mut tf)) = pieces.get_mut(m)
                {
                    piece.at = to;
                    tf.translation.z = z::MOVING;
                }
                let is_capture = ply.mv.is_capture();
                let hop_secs = if is_capture { HOP_SECS } else { STEP_SECS };
                let moving = hop_secs * (waypoints.len() - 1) as f32;
                let missed: Vec<Vec<Vec2>> = if huffed.is_empty() {
                    Vec::new()
                } else {
                    ply.effects
                        .missed
                        .iter()
                        .map(|c| {
                            std::iter::once(c.from)
                                .chain(c.landings(&variant))
                                .map(|p| point_world(&variant, p))
                                .collect()
                        })
                        .collect()
                };
                let total = moving
                    + if huffed.is_empty() {
                        0.0
                    } else {
                        POINT_OUT_SECS + HUFF_SECS
                    };
                cues.write(if is_capture {
                    SoundCue::Hop
                } else {
                    SoundCue::Step
                });
                anims.current = Some(PlyAnim {
                    t: 0.0,
                    mover,
                    waypoints,
                    hop_secs,
                    is_capture,
                    captured,
                    huffed,
                    missed,
                    pointed_out: false,
                    huff_started: false,
                    total,
                });
            }
        }
    }

    let dt = anim_dt(&time, *speed, anims.skipping);
    let Some(anim) = anims.current.as_mut() else {
        return;
    };
    anim.t += dt;
    let hops = anim.waypoints.len().saturating_sub(1);
    if let Some(mover) = anim.mover
        && hops > 0
        && let Ok((_, _, mut tf)) = pieces.get_mut(mover)
    {
        let moving = anim.hop_secs * hops as f32;
        let t = anim.t.min(moving);
        let i = ((t / anim.hop_secs) as usize).min(hops - 1);
        let u = ((t - i as f32 * anim.hop_secs) / anim.hop_secs).clamp(0.0, 1.0);
        let curve = EasingCurve::new(
            anim.waypoints[i],
            anim.waypoints[i + 1],
            EaseFunction::CubicInOut,
        );
        let at = curve.sample_clamped(u);
        tf.translation.x = at.x;
        tf.translation.y = at.y;
        // A jump lifts the officer off the board.
        let lift = if anim.is_capture { 0.22 } else { 0.08 };
        tf.scale = Vec3::splat(1.0 + lift * (u * std::f32::consts::PI).sin());
        if anim.t >= moving {
            tf.translation.z = z::PIECES;
            tf.scale = Vec3::ONE;
        }
    }
    // Captured attackers go when the officer lands beyond them.
    for (i, (e, removed)) in anim.captured.iter_mut().enumerate() {
        if !*removed && anim.t >= anim.hop_secs * (i + 1) as f32 {
            *removed = true;
            commands.entity(*e).remove::<Piece>().insert(Leaving {
                t: 0.0,
                secs: VANISH_SECS,
                huffed: false,
            });
            cues.write(SoundCue::Capture);
        }
    }
    // After the move, the capture a huffed officer missed is pointed out first (unless the
    // animation is being finished at once)...
    let moved = anim.hop_secs * hops as f32;
    if !anim.pointed_out && anim.t >= moved {
        anim.pointed_out = true;
        if anim.t < moved + POINT_OUT_SECS {
            for path in &anim.missed {
                for w in path.windows(2) {
                    let (sprite, tf) = line_sprite(w[0], w[1], 8.0, palette::HUFF, z::OVER_PIECES);
                    commands.spawn((MissedTrace, sprite, tf, DespawnOnExit(Screen::Game)));
                }
                if let Some(&from) = path.first() {
                    commands.spawn((
                        MissedTrace,
                        Sprite {
                            image: textures.ring.clone(),
                            custom_size: Some(Vec2::splat(OFFICER_SIZE * 1.25)),
                            color: palette::HUFF,
                            ..default()
                        },
                        Transform::from_translation(from.extend(z::OVER_PIECES)),
                        DespawnOnExit(Screen::Game),
                    ));
                }
            }
        }
    }
    // ... then the huffed officers go.
    if !anim.huff_started
        && anim.t
            >= moved
                + if anim.huffed.is_empty() {
                    0.0
                } else {
                    POINT_OUT_SECS
                }
    {
        anim.huff_started = true;
        for &e in &anim.huffed {
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
                        color: palette::HUFF,
                        ..default()
                    },
                    Transform::from_translation(tf.translation.truncate().extend(z::MOVING + 1.0)),
                    DespawnOnExit(Screen::Game),
                ));
            }
        }
        if !anim.huffed.is_empty() {
            cues.write(SoundCue::Huff);
        }
    }
    if anim.t >= anim.total {
        if let Some(mover) = anim.mover
            && let Ok((_, _, mut tf)) = pieces.get_mut(mover)
            && let Some(end) = anim.waypoints.last()
        {
            tf.translation = end.extend(z::PIECES);
            tf.scale = Vec3::ONE;
        }
        for e in &traces {
            commands.entity(e).despawn();
        }
        anims.current = None;
    }
}

/// Fading, shrinking and flashing of pieces that come and go.
#[allow(clippy::type_complexity)]
fn animate_effects(
    mut commands: Commands,
    time: Res<Time>,
    speed: Res<AnimationSpeed>,
    mut anims: ResMut<Animations>,
    mut leaving: Query<
        (Entity, &mut Leaving, &mut Transform, &mut Sprite),
        (Without<Appearing>, Without<HuffRing>),
    >,
    mut appearing: Query<
        (Entity, &mut Appearing, &mut Transform, &mut Sprite),
        (Without<Leaving>, Without<HuffRing>),
    >,
    mut rings: Query<
        (Entity, &mut HuffRing, &mut Transform, &mut Sprite),
        (Without<Leaving>, Without<Appearing>),
    >,
) {
    let dt = anim_dt(&time, *speed, anims.skipping);
    if !anims.busy() {
        anims.skipping = false;
    }
    for (e, mut l, mut tf, mut sprite) in &mut leaving {
        l.t += dt;
        let u = (l.t / l.secs).clamp(0.0, 1.0);
        if l.huffed {
            // Flash red twice, then shrink away.
            let flash = (u * 4.0 * std::f32::consts::PI).sin().abs();
            let fade = 1.0 - EaseFunction::QuadraticIn.sample_clamped(u);
            sprite.color = Color::srgba(1.0, 1.0 - 0.7 * flash, 1.0 - 0.75 * flash, fade);
            tf.scale = Vec3::splat(1.0 + 0.25 * u - 0.6 * u * u);
        } else {
            sprite.color = Color::srgba(1.0, 1.0, 1.0, 1.0 - u);
            tf.scale = Vec3::splat(1.0 - 0.5 * EaseFunction::QuadraticIn.sample_clamped(u));
        }
        if l.t >= l.secs {
            commands.entity(e).despawn();
        }
    }
    for (e, mut a, mut tf, mut sprite) in &mut appearing {
        a.t += dt;
        let u = (a.t / APPEAR_SECS).clamp(0.0, 1.0);
        let eased = EaseFunction::CubicOut.sample_clamped(u);
        tf.scale = Vec3::splat(1.6 - 0.6 * eased);
        sprite.color = Color::srgba(1.0, 1.0, 1.0, eased);
        if a.t >= APPEAR_SECS {
            tf.scale = Vec3::ONE;
            sprite.color = Color::WHITE;
            commands.entity(e).remove::<Appearing>();
        }
    }
    for (e, mut r, mut tf, mut sprite) in &mut rings {
        r.t += dt;
        let u = (r.t / HUFF_SECS).clamp(0.0, 1.0);
        tf.scale = Vec3::splat(1.0 + 1.2 * EaseFunction::CubicOut.sample_clamped(u));
        sprite.color = palette::HUFF.with_alpha(1.0 - u);
        if r.t >= HUFF_SECS {
            commands.entity(e).despawn();
        }
    }
}

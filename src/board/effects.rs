//! Pieces coming and going: captured attackers fade, huffed officers flash red with a ring,
//! placed officers grow in.

use bevy::prelude::*;

use crate::settings::AnimationSpeed;
use crate::theme::palette;

use super::clock::{Skipping, anim_dt};
use super::timeline::{APPEAR_SECS, HUFF_SECS};

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

/// Fading, shrinking and flashing of pieces that come and go.
pub(super) fn animate_effects(
    mut commands: Commands,
    time: Res<Time>,
    speed: Res<AnimationSpeed>,
    skipping: Res<Skipping>,
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
    let dt = anim_dt(&time, *speed, skipping.0);
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
        sprite.color = palette::colours().huff.bevy().with_alpha(1.0 - u);
        if r.t >= HUFF_SECS {
            commands.entity(e).despawn();
        }
    }
}

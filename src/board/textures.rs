//! Piece and marker textures, drawn in code (no image files): anti-aliased by supersampling.

use bevy::asset::RenderAssetUsages;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

use crate::theme::palette;

/// Handles to the generated textures. Without an image store (headless tests) they are defaults.
#[derive(Resource, Default, Clone)]
pub struct Textures {
    /// A white disc, tinted by the sprite's colour.
    pub disc: Handle<Image>,
    /// A white ring, tinted.
    pub ring: Handle<Image>,
    /// A thin white ring, tinted.
    pub thin_ring: Handle<Image>,
    /// The officer: a large ivory disc with a dark rim, an inner ring and a star.
    pub officer: Handle<Image>,
    /// The attacker: a smaller dark iron disc with a light rim and no emblem.
    pub attacker: Handle<Image>,
    /// A soft shadow.
    pub shadow: Handle<Image>,
    /// A cross (×), tinted: marks attackers a capture will take.
    pub cross: Handle<Image>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Textures>()
        .add_systems(Startup, make_textures);
}

/// Paints the pieces again in the theme in use (the markers are white, tinted when drawn).
pub(super) fn repaint_pieces(images: &mut Assets<Image>, textures: &Textures) {
    for (handle, image) in [
        (&textures.officer, raster(128, officer_pixel)),
        (&textures.attacker, raster(96, attacker_pixel)),
    ] {
        if let Err(e) = images.insert(handle, image) {
            warn!("cannot repaint a piece: {e}");
        }
    }
}

fn make_textures(images: Option<ResMut<Assets<Image>>>, mut textures: ResMut<Textures>) {
    let Some(mut images) = images else { return };
    let mut add = |img: Image| images.add(img);
    *textures = Textures {
        disc: add(raster(64, |x, y| {
            let r = (x * x + y * y).sqrt();
            (r <= 1.0).then_some([1.0, 1.0, 1.0, 1.0])
        })),
        ring: add(raster(96, |x, y| {
            let r = (x * x + y * y).sqrt();
            (0.78..=1.0).contains(&r).then_some([1.0, 1.0, 1.0, 1.0])
        })),
        thin_ring: add(raster(128, |x, y| {
            let r = (x * x + y * y).sqrt();
            (0.9..=1.0).contains(&r).then_some([1.0, 1.0, 1.0, 1.0])
        })),
        officer: add(raster(128, officer_pixel)),
        attacker: add(raster(96, attacker_pixel)),
        shadow: add(soft_disc(64)),
        cross: add(raster(64, |x, y| {
            let d1 = (x - y).abs() / 2f32.sqrt();
            let d2 = (x + y).abs() / 2f32.sqrt();
            let r = (x * x + y * y).sqrt();
            ((d1 < 0.13 || d2 < 0.13) && r < 0.9).then_some([1.0, 1.0, 1.0, 1.0])
        })),
    };
}

fn officer_pixel(x: f32, y: f32) -> Option<[f32; 4]> {
    let r = (x * x + y * y).sqrt();
    if r > 1.0 {
        return None;
    }
    let rim = palette::colours().officer_rim.unit();
    let body = palette::colours().officer_body.unit();
    let emblem = palette::colours().officer_emblem.unit();
    if r > 0.88 {
        return Some(rim);
    }
    if (0.68..0.75).contains(&r) {
        return Some(emblem);
    }
    if in_star(x, -y, 0.52, 0.22) {
        return Some(emblem);
    }
    // A gentle top-left light on the ivory.
    let light = 1.0 + 0.08 * (-(x + y) * 0.7).clamp(-1.0, 1.0);
    Some([body[0] * light, body[1] * light, body[2] * light, 1.0])
}

fn attacker_pixel(x: f32, y: f32) -> Option<[f32; 4]> {
    let r = (x * x + y * y).sqrt();
    if r > 1.0 {
        return None;
    }
    if r > 0.86 {
        return Some(palette::colours().attacker_rim.unit());
    }
    let b = palette::colours().attacker_body.unit();
    // Domed: lighter toward the top left.
    let light = 1.0 + 0.35 * (-(x + y) * 0.6 - r * 0.2).clamp(-0.6, 1.0);
    Some([b[0] * light, b[1] * light, b[2] * light, 1.0])
}

/// Whether (x, y) (y up) lies in a five-pointed star of outer radius `outer`, inner `inner`.
fn in_star(x: f32, y: f32, outer: f32, inner: f32) -> bool {
    let r = (x * x + y * y).sqrt();
    if r > outer {
        return false;
    }
    if r < inner * 0.95 {
        return true;
    }
    // Angle from the top point, folded into one tenth of the turn.
    let a = y.atan2(x) - std::f32::consts::FRAC_PI_2;
    let sector = std::f32::consts::TAU / 5.0;
    let a = a.rem_euclid(sector);
    let a = if a > sector / 2.0 { sector - a } else { a };
    // The edge from the tip (angle 0, radius outer) to the notch (angle sector/2, radius inner).
    let (tx, ty) = (outer, 0.0);
    let half = sector / 2.0;
    let (nx, ny) = (inner * half.cos(), inner * half.sin());
    let (px, py) = (r * a.cos(), r * a.sin());
    // Inside when on the origin's side of the edge line.
    let cross = |ax: f32, ay: f32, bx: f32, by: f32, cx: f32, cy: f32| {
        (bx - ax) * (cy - ay) - (by - ay) * (cx - ax)
    };
    cross(tx, ty, nx, ny, px, py).signum() == cross(tx, ty, nx, ny, 0.0, 0.0).signum()
}

/// Rasterises a shape given in the square -1..1 (y down) with 4×4 supersampling.
fn raster(size: u32, f: impl Fn(f32, f32) -> Option<[f32; 4]>) -> Image {
    const SS: u32 = 4;
    let mut data = Vec::with_capacity((size * size * 4) as usize);
    for py in 0..size {
        for px in 0..size {
            let (mut r, mut g, mut b, mut a) = (0.0f32, 0.0f32, 0.0f32, 0.0f32);
            for sy in 0..SS {
                for sx in 0..SS {
                    let x = ((px * SS + sx) as f32 + 0.5) / (size * SS) as f32 * 2.0 - 1.0;
                    let y = ((py * SS + sy) as f32 + 0.5) / (size * SS) as f32 * 2.0 - 1.0;
                    if let Some(c) = f(x, y) {
                        r += c[0] * c[3];
                        g += c[1] * c[3];
                        b += c[2] * c[3];
                        a += c[3];
                    }
                }
            }
            let n = (SS * SS) as f32;
            let (r, g, b) = if a > 0.0 {
                (r / a, g / a, b / a)
            } else {
                (0.0, 0.0, 0.0)
            };
            let to = |v: f32| (v.clamp(0.0, 1.0) * 255.0).round() as u8;
            data.extend_from_slice(&[to(r), to(g), to(b), to(a / n)]);
        }
    }
    image(size, data)
}

fn soft_disc(size: u32) -> Image {
    let mut data = Vec::with_capacity((size * size * 4) as usize);
    for py in 0..size {
        for px in 0..size {
            let x = (px as f32 + 0.5) / size as f32 * 2.0 - 1.0;
            let y = (py as f32 + 0.5) / size as f32 * 2.0 - 1.0;
            let r = (x * x + y * y).sqrt();
            let a = (1.0 - ((r - 0.55) / 0.45).clamp(0.0, 1.0)).powf(1.6);
            data.extend_from_slice(&[0, 0, 0, (a * 255.0) as u8]);
        }
    }
    image(size, data)
}

fn image(size: u32, data: Vec<u8>) -> Image {
    Image::new(
        Extent3d {
            width: size,
            height: size,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD | RenderAssetUsages::MAIN_WORLD,
    )
}

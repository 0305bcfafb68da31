//! egui's shapes drawn into an image on the CPU, for pictures made without a window (no software
//! renderer for this egui version exists as a crate). egui's tessellator turns the shapes into
//! triangles with anti-aliased, feathered edges; this fills them, one pixel sample each, with the
//! vertex colours times the font atlas (whose corner is white, so text and flat shapes share it).

use bevy_egui::egui::epaint::{
    ClippedShape, Color32, ColorImage, Mesh, Primitive, TessellationOptions, Tessellator, Vertex,
};
use bevy_egui::egui::{Pos2, Rect, Shape};

/// An image being drawn: premultiplied sRGB colours, as egui blends them.
#[derive(Clone, Debug, PartialEq)]
pub struct Canvas {
    pub width: usize,
    pub height: usize,
    pixels: Vec<[f32; 4]>,
}

impl Canvas {
    /// A canvas of one colour.
    pub fn filled(width: usize, height: usize, colour: Color32) -> Canvas {
        Canvas {
            width,
            height,
            pixels: vec![channels(colour); width * height],
        }
    }

    /// Draws shapes in order, over what is there. `atlas` is the font image the shapes' text was
    /// laid out with (a blank one serves shapes without text).
    pub fn draw(&mut self, shapes: Vec<Shape>, atlas: &ColorImage) {
        let everywhere =
            Rect::from_min_size(Pos2::ZERO, [self.width as f32, self.height as f32].into());
        let clipped = shapes
            .into_iter()
            .map(|shape| ClippedShape {
                clip_rect: everywhere,
                shape,
            })
            .collect();
        let mut tessellator =
            Tessellator::new(1.0, TessellationOptions::default(), atlas.size, Vec::new());
        for primitive in tessellator.tessellate_shapes(clipped) {
            if let Primitive::Mesh(mesh) = primitive.primitive {
                self.fill(&mesh, atlas);
            }
        }
    }

    /// The image as straight (not premultiplied) RGBA bytes, row by row from the top.
    pub fn rgba(&self) -> Vec<u8> {
        self.pixels.iter().flat_map(|&p| straight(p)).collect()
    }

    /// The colour at a pixel, as straight RGBA bytes.
    pub fn pixel(&self, x: usize, y: usize) -> [u8; 4] {
        straight(self.pixels[y * self.width + x])
    }

    /// Copies another canvas in with its top left corner at (x, y), clipped to this one.
    pub fn paste(&mut self, other: &Canvas, x: usize, y: usize) {
        for row in 0..other.height.min(self.height.saturating_sub(y)) {
            for col in 0..other.width.min(self.width.saturating_sub(x)) {
                self.pixels[(y + row) * self.width + x + col] =
                    other.pixels[row * other.width + col];
            }
        }
    }

    fn fill(&mut self, mesh: &Mesh, atlas: &ColorImage) {
        for tri in mesh.indices.chunks_exact(3) {
            let corner = |i: usize| mesh.vertices.get(tri[i] as usize).copied();
            if let (Some(a), Some(b), Some(c)) = (corner(0), corner(1), corner(2)) {
                self.triangle([a, b, c], atlas);
            }
        }
    }

    /// Fills the pixels whose centres lie inside the triangle. A centre on an edge belongs to
    /// one side of it only (the top-left rule), so the triangles of a shape never blend twice.
    fn triangle(&mut self, v: [Vertex; 3], atlas: &ColorImage) {
        let area = edge(v[0].pos, v[1].pos, v[2].pos);
        if area == 0.0 || !area.is_finite() {
            return;
        }
        // Counter-clockwise on screen from here on.
        let v = if area < 0.0 { [v[0], v[2], v[1]] } else { v };
        let area = area.abs();
        let xs = v.map(|v| v.pos.x);
        let ys = v.map(|v| v.pos.y);
        let span = |lo: f32, hi: f32, most: usize| {
            let first = (lo - 0.5).ceil().max(0.0) as usize;
            let last = ((hi - 0.5).floor().min(most as f32 - 1.0)).max(-1.0);
            (first, last as isize)
        };
        let (x0, x1) = span(
            xs.iter().copied().fold(f32::MAX, f32::min),
            xs.iter().copied().fold(f32::MIN, f32::max),
            self.width,
        );
        let (y0, y1) = span(
            ys.iter().copied().fold(f32::MAX, f32::min),
            ys.iter().copied().fold(f32::MIN, f32::max),
            self.height,
        );
        let owned = [1, 2, 0].map(|i| owns_edge(v[i].pos, v[(i + 1) % 3].pos));
        for y in y0 as isize..=y1 {
            for x in x0 as isize..=x1 {
                let p = Pos2::new(x as f32 + 0.5, y as f32 + 0.5);
                let w = [
                    edge(v[1].pos, v[2].pos, p),
                    edge(v[2].pos, v[0].pos, p),
                    edge(v[0].pos, v[1].pos, p),
                ];
                let inside = (0..3).all(|i| w[i] > 0.0 || (w[i] == 0.0 && owned[i]));
                if inside {
                    let colour = shade(&v, w.map(|w| w / area), atlas);
                    self.blend(x as usize, y as usize, colour);
                }
            }
        }
    }

    fn blend(&mut self, x: usize, y: usize, src: [f32; 4]) {
        let dst = &mut self.pixels[y * self.width + x];
        let keep = 1.0 - src[3];
        for c in 0..4 {
            dst[c] = src[c] + dst[c] * keep;
        }
    }
}

/// Twice the signed area of the triangle (a, b, p): positive when p is left of a→b on screen
/// (y down), i.e. the triangle a, b, p turns counter-clockwise as seen.
fn edge(a: Pos2, b: Pos2, p: Pos2) -> f32 {
    (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
}

/// Whether pixel centres exactly on the edge a→b of a counter-clockwise triangle are its own:
/// a top edge (flat, the triangle below it) or a left edge.
fn owns_edge(a: Pos2, b: Pos2) -> bool {
    let d = b - a;
    (d.y == 0.0 && d.x < 0.0) || d.y > 0.0
}

/// The colour at barycentric weights `w`: the vertex colours blended, times the atlas texel.
fn shade(v: &[Vertex; 3], w: [f32; 3], atlas: &ColorImage) -> [f32; 4] {
    let mut colour = [0.0; 4];
    let mut uv = [0.0f32; 2];
    for i in 0..3 {
        let c = channels(v[i].color);
        for k in 0..4 {
            colour[k] += c[k] * w[i];
        }
        uv[0] += v[i].uv.x * w[i];
        uv[1] += v[i].uv.y * w[i];
    }
    let [tw, th] = atlas.size;
    if tw > 0 && th > 0 {
        let tx = ((uv[0] * tw as f32) as usize).min(tw - 1);
        let ty = ((uv[1] * th as f32) as usize).min(th - 1);
        let texel = channels(atlas.pixels[ty * tw + tx]);
        for k in 0..4 {
            colour[k] *= texel[k];
        }
    }
    colour
}

fn straight([r, g, b, a]: [f32; 4]) -> [u8; 4] {
    let unmultiply = |c: f32| if a > 0.0 { c / a } else { 0.0 };
    [unmultiply(r), unmultiply(g), unmultiply(b), a]
        .map(|c| (c * 255.0).round().clamp(0.0, 255.0) as u8)
}

fn channels(c: Color32) -> [f32; 4] {
    c.to_array().map(|b| b as f32 / 255.0)
}

/// A one-pixel white atlas, for shapes without text.
pub fn blank_atlas() -> ColorImage {
    ColorImage::new([1, 1], vec![Color32::WHITE])
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy_egui::egui::{Stroke, pos2, vec2};

    #[test]
    fn a_rectangle_covers_its_pixels_and_nothing_else() {
        let mut canvas = Canvas::filled(20, 10, Color32::BLACK);
        let rect = Rect::from_min_size(pos2(4.0, 2.0), vec2(8.0, 5.0));
        let mut shape = Shape::rect_filled(rect, 0.0, Color32::WHITE);
        if let Shape::Rect(r) = &mut shape {
            r.round_to_pixels = Some(false);
        }
        canvas.draw(vec![shape], &blank_atlas());
        let white = (0..10)
            .flat_map(|y| (0..20).map(move |x| (x, y)))
            .filter(|&(x, y)| canvas.pixel(x, y)[0] > 250)
            .count();
        assert_eq!(white, 8 * 5);
        assert_eq!(canvas.pixel(4, 2), [255, 255, 255, 255]);
        assert_eq!(canvas.pixel(11, 6), [255, 255, 255, 255]);
        assert_eq!(canvas.pixel(12, 6)[0], 0);
        assert_eq!(canvas.pixel(3, 2)[0], 0);
    }

    #[test]
    fn a_disc_covers_its_area_with_soft_edges() {
        let mut canvas = Canvas::filled(64, 64, Color32::BLACK);
        canvas.draw(
            vec![Shape::circle_filled(
                pos2(32.0, 32.0),
                20.25,
                Color32::WHITE,
            )],
            &blank_atlas(),
        );
        let ink: f32 = canvas.rgba().chunks(4).map(|p| p[0] as f32 / 255.0).sum();
        let area = std::f32::consts::PI * 20.25 * 20.25;
        assert!((ink - area).abs() < area * 0.02, "{ink} against {area}");
        // The edge crosses pixel 52 a quarter of a pixel before its centre.
        let edge = canvas.pixel(52, 32)[0];
        assert!(edge > 20 && edge < 235, "the edge is feathered: {edge}");
    }

    #[test]
    fn shapes_blend_over_what_is_there() {
        let mut canvas = Canvas::filled(10, 10, Color32::from_rgb(0, 0, 200));
        let half = Color32::from_rgba_unmultiplied(200, 0, 0, 128);
        let line = Shape::line_segment([pos2(0.0, 5.0), pos2(10.0, 5.0)], Stroke::new(4.0, half));
        canvas.draw(vec![line], &blank_atlas());
        let [r, _, b, a] = canvas.pixel(5, 5);
        assert!(
            (95..=105).contains(&r) && (95..=105).contains(&b) && a == 255,
            "{r} {b} {a}"
        );
    }
}

//! The pieces and marks of a diagram, painted as in the game.

use bevy_egui::egui::{self, Color32, Pos2, Shape, Stroke, vec2};

use super::layout::Layout;
use super::{MarkKind, STAR_FROM, colour, size};

/// An officer as in the game: ivory disc, dark red rim, an inner ring and a star (a dot when
/// too small for a star to read).
pub(super) fn officer(shapes: &mut Vec<Shape>, c: Pos2, r: f32) {
    disc(
        shapes,
        c,
        r,
        colour::officer_rim(),
        (0.88, colour::officer_body()),
        (0.25, 0.3, 0.45),
    );
    shapes.push(Shape::circle_stroke(
        c,
        r * 0.715,
        Stroke::new(r * 0.07, colour::officer_emblem()),
    ));
    if r < STAR_FROM {
        shapes.push(Shape::circle_filled(c, r * 0.27, colour::officer_emblem()));
        return;
    }
    // A five-pointed star, point up: a fan from the centre (egui fills only convex paths), then
    // its outline for anti-aliased edges.
    let outline: Vec<Pos2> = (0..10)
        .map(|i| {
            let radius = if i % 2 == 0 { 0.52 } else { 0.22 } * r;
            let angle = std::f32::consts::PI * (i as f32 / 5.0 - 0.5);
            c + vec2(angle.cos(), angle.sin()) * radius
        })
        .collect();
    let mut mesh = egui::Mesh::default();
    mesh.colored_vertex(c, colour::officer_emblem());
    for &p in &outline {
        mesh.colored_vertex(p, colour::officer_emblem());
    }
    for i in 0..10u32 {
        mesh.add_triangle(0, 1 + i, 1 + (i + 1) % 10);
    }
    shapes.push(Shape::mesh(mesh));
    shapes.push(Shape::closed_line(
        outline,
        Stroke::new(0.6, colour::officer_emblem()),
    ));
}

/// An attacker as in the game: a smaller iron-grey disc with a light rim, lit from the top left.
pub(super) fn attacker(shapes: &mut Vec<Shape>, c: Pos2, r: f32) {
    disc(
        shapes,
        c,
        r,
        colour::attacker_rim(),
        (0.84, colour::attacker_body()),
        (0.22, 0.26, 0.42),
    );
}

/// A piece's disc: a drop shadow, the rim, the body (its radius a fraction of the rim's) and a
/// sheen up and to the left (offset x, offset y and radius, as fractions of the radius).
pub(super) fn disc(
    shapes: &mut Vec<Shape>,
    c: Pos2,
    r: f32,
    rim: Color32,
    (body_r, body): (f32, Color32),
    (sheen_x, sheen_y, sheen_r): (f32, f32, f32),
) {
    shapes.push(Shape::circle_filled(
        c + vec2(0.06, 0.1) * r,
        r * 1.03,
        colour::shadow(),
    ));
    shapes.push(Shape::circle_filled(c, r, rim));
    shapes.push(Shape::circle_filled(c, r * body_r, body));
    shapes.push(Shape::circle_filled(
        c - vec2(sheen_x, sheen_y) * r,
        r * sheen_r,
        colour::sheen(),
    ));
}

pub(super) fn mark(shapes: &mut Vec<Shape>, l: &Layout, c: Pos2, kind: MarkKind) {
    let width = l.at_least(0.075, 1.2);
    let ring = |colour: Color32, shapes: &mut Vec<Shape>| {
        let r = l.cell * size::RING;
        shapes.push(Shape::circle_stroke(
            c,
            r,
            Stroke::new(width + 1.4, colour::outline()),
        ));
        shapes.push(Shape::circle_stroke(c, r, Stroke::new(width, colour)));
    };
    match kind {
        MarkKind::Highlight => ring(colour::gold(), shapes),
        MarkKind::Huffed => ring(colour::huff(), shapes),
        MarkKind::Target => {
            shapes.push(Shape::circle_filled(
                c,
                l.at_least(0.13, 2.0),
                colour::target(),
            ));
            shapes.push(Shape::circle_stroke(
                c,
                l.cell * 0.2,
                Stroke::new(width * 0.6, colour::target().gamma_multiply(0.6)),
            ));
        }
        MarkKind::Captured => {
            // A cross over the piece with a pale halo, readable on the dark attackers.
            let arm = l.cell * 0.2;
            for d in [vec2(arm, arm), vec2(arm, -arm)] {
                shapes.push(Shape::line_segment(
                    [c - d, c + d],
                    Stroke::new(width * 1.15 + 2.0, colour::parchment()),
                ));
            }
            for d in [vec2(arm, arm), vec2(arm, -arm)] {
                shapes.push(Shape::line_segment(
                    [c - d, c + d],
                    Stroke::new(width * 1.15, colour::doomed()),
                ));
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Example positions for the rules screen.

//! Where a diagram's points go in a rectangle, and the board's outline as few rectangles.

use asalto_engine::bitboard::points;
use asalto_engine::{Bits, Point, Variant};
use bevy_egui::egui::{Pos2, Rect, Vec2, vec2};

use super::size;

/// Whether the board has point `p` (guards the bit shift against foreign points too).
pub(super) fn has(variant: &Variant, p: Point) -> bool {
    p.0 < 128 && variant.all_points() & p.bit() != 0
}

pub(super) fn rotate(v: Vec2, angle: f32) -> Vec2 {
    let (s, c) = angle.sin_cos();
    vec2(v.x * c - v.y * s, v.x * s + v.y * c)
}

/// The files and ranks the board's points span.
#[derive(Clone, Copy, Debug)]
pub(super) struct Bounds {
    pub(super) f0: u8,
    pub(super) f1: u8,
    pub(super) r0: u8,
    pub(super) r1: u8,
}

impl Bounds {
    pub(super) fn of(variant: &Variant) -> Option<Bounds> {
        let mut it = points(variant.all_points()).map(|p| variant.coords(p));
        let (f, r) = it.next()?;
        Some(it.fold(
            Bounds {
                f0: f,
                f1: f,
                r0: r,
                r1: r,
            },
            |b, (f, r)| Bounds {
                f0: b.f0.min(f),
                f1: b.f1.max(f),
                r0: b.r0.min(r),
                r1: b.r1.max(r),
            },
        ))
    }

    /// The picture's size in cells.
    pub(super) fn extent(&self) -> (f32, f32) {
        (
            (self.f1 - self.f0) as f32 + 2.0 * size::MARGIN,
            (self.r1 - self.r0) as f32 + 2.0 * size::MARGIN,
        )
    }
}

/// A rectangle of points: files f0..=f1 on ranks r0..=r1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Block {
    pub(super) f0: u8,
    pub(super) f1: u8,
    pub(super) r0: u8,
    pub(super) r1: u8,
}

/// The set's points as few rectangles: runs of files on each rank, stacked while the run on the
/// next rank is the same.
pub(super) fn blocks(variant: &Variant, bits: Bits) -> Vec<Block> {
    let Some(b) = Bounds::of(variant) else {
        return Vec::new();
    };
    let inside = |f: u8, r: u8| variant.point((f, r)).is_some_and(|p| bits & p.bit() != 0);
    let mut out: Vec<Block> = Vec::new();
    for r in b.r0..=b.r1 {
        let mut f = b.f0;
        while f <= b.f1 {
            if !inside(f, r) {
                f += 1;
                continue;
            }
            let start = f;
            while f < b.f1 && inside(f + 1, r) {
                f += 1;
            }
            match out
                .iter_mut()
                .find(|k| k.f0 == start && k.f1 == f && r > 0 && k.r1 == r - 1)
            {
                Some(k) => k.r1 = r,
                None => out.push(Block {
                    f0: start,
                    f1: f,
                    r0: r,
                    r1: r,
                }),
            }
            f += 1;
        }
    }
    out
}

/// Where the board goes in a rect: the scale (points per cell) and the top-left point's place.
pub(super) struct Layout {
    pub(super) cell: f32,
    pub(super) origin: Pos2,
    pub(super) bounds: Bounds,
}

impl Layout {
    pub(super) fn fit(variant: &Variant, rect: Rect) -> Option<Layout> {
        let bounds = Bounds::of(variant)?;
        if !rect.is_finite() || rect.width() <= 0.0 || rect.height() <= 0.0 {
            return None;
        }
        let (w, h) = bounds.extent();
        let cell = (rect.width() / w).min(rect.height() / h);
        let origin = rect.center() - vec2(w, h) * cell / 2.0 + Vec2::splat(size::MARGIN * cell);
        (cell.is_finite() && cell > 0.0 && origin.is_finite()).then_some(Layout {
            cell,
            origin,
            bounds,
        })
    }

    /// The screen position of grid coordinates (files right, ranks up).
    pub(super) fn at(&self, f: f32, r: f32) -> Pos2 {
        self.origin
            + vec2(
                (f - self.bounds.f0 as f32) * self.cell,
                (self.bounds.r1 as f32 - r) * self.cell,
            )
    }

    pub(super) fn point(&self, variant: &Variant, p: Point) -> Pos2 {
        let (f, r) = variant.coords(p);
        self.at(f as f32, r as f32)
    }

    pub(super) fn point_checked(&self, variant: &Variant, p: Point) -> Option<Pos2> {
        has(variant, p).then(|| self.point(variant, p))
    }

    /// A block's tiles grown by `grow` cells, plus half a point so neighbours overlap.
    pub(super) fn block(&self, b: &Block, grow: f32) -> Rect {
        Rect::from_two_pos(
            self.at(b.f0 as f32 - 0.5, b.r1 as f32 + 0.5),
            self.at(b.f1 as f32 + 0.5, b.r0 as f32 - 0.5),
        )
        .expand(grow * self.cell + 0.5)
    }

    /// `cells` in points, but never thinner than `min` points, so small pictures keep their
    /// lines and dots.
    pub(super) fn at_least(&self, cells: f32, min: f32) -> f32 {
        (cells * self.cell).max(min)
    }
}

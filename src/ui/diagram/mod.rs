//! Small pictures of the boards for the menus (title picture, new-game thumbnails, rules
//! diagrams), painted with egui from the variant's own data: points, lines with their access for
//! attackers, fortress. The look follows the game board (`crate::board`): parchment
//! in a walnut frame, ink lines, dashed red lines closed to soldiers, a shaded fortress, ivory
//! officers and iron-grey attackers. Everything is measured in cells (the distance between
//! neighbouring points), so a diagram reads the same as a 140 px thumbnail or a 500 px picture.
//!
//! The helpers at the end build example positions for the rules screen by searching the
//! variant's own move generator, so the examples are legal on every board, custom ones too.

mod examples;
mod layout;
mod pieces;
#[cfg(test)]
mod tests;

use asalto_engine::bitboard::points;
use asalto_engine::{LineAccess, Point, Position, Variant};
use bevy_egui::egui;
use egui::{Color32, Pos2, Rect, Shape, Stroke, Vec2, vec2};

pub use examples::{capture_example, huff_example, start_position};
use layout::{Bounds, Layout, blocks, has, rotate};
use pieces::{attacker, mark, officer};

/// The board's colours in the theme in use, as egui colours.
pub(super) mod colour {
    use crate::theme::palette as p;
    use bevy_egui::egui::Color32;

    pub fn board_edge() -> Color32 {
        p::colours().board_edge.egui()
    }
    pub fn board_edge_light() -> Color32 {
        p::colours().board_edge_light.egui()
    }
    pub fn parchment() -> Color32 {
        p::colours().parchment.egui()
    }
    pub fn fortress() -> Color32 {
        p::colours().fortress.egui()
    }
    pub fn ink() -> Color32 {
        p::colours().ink.egui()
    }
    pub fn ink_red() -> Color32 {
        p::colours().ink_red.egui()
    }
    pub fn gold() -> Color32 {
        p::colours().selected.egui()
    }
    pub fn doomed() -> Color32 {
        p::colours().doomed.egui()
    }
    pub fn huff() -> Color32 {
        p::colours().huff.egui()
    }
    pub fn target() -> Color32 {
        p::colours().target.egui()
    }
    pub fn officer_rim() -> Color32 {
        p::colours().officer_rim.egui()
    }
    pub fn officer_body() -> Color32 {
        p::colours().officer_body.egui()
    }
    pub fn officer_emblem() -> Color32 {
        p::colours().officer_emblem.egui()
    }
    pub fn attacker_rim() -> Color32 {
        p::colours().attacker_rim.egui()
    }
    pub fn attacker_body() -> Color32 {
        p::colours().attacker_body.egui()
    }
    pub fn outline() -> Color32 {
        p::colours().outline.egui()
    }
    pub fn shadow() -> Color32 {
        p::colours().shadow.egui()
    }
    pub fn sheen() -> Color32 {
        p::SHEEN.egui()
    }
}

/// Proportions in cells, taken from the game board so both look alike.
pub(super) mod size {
    /// Walnut frame beyond the outermost tiles, and its lighter bevel.
    pub const FRAME: f32 = 0.13;
    pub const BEVEL: f32 = 0.05;
    /// From the outermost points to the picture's edge: half a tile, the frame, a hair of air.
    pub const MARGIN: f32 = 0.5 + FRAME + 0.02;
    pub const LINE: f32 = 0.04;
    pub const CLOSED_LINE: f32 = 0.032;
    pub const DOT: f32 = 0.075;
    pub const FORTRESS_DOT: f32 = 0.085;
    pub const OFFICER: f32 = 0.37;
    pub const ATTACKER: f32 = 0.27;
    pub const ARROW: f32 = 0.085;
    pub const RING: f32 = 0.47;
}

/// Below these cell sizes (in points) fine detail turns to noise and is simplified.
pub(super) const DASHES_FROM: f32 = 28.0;
pub(super) const CHEVRONS_FROM: f32 = 18.0;
pub(super) const STAR_FROM: f32 = 9.0;

/// What a marked point shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MarkKind {
    /// A red cross: the piece a capture takes.
    Captured,
    /// A red ring: an officer removed for a missed capture (Asalto).
    Huffed,
    /// A gold ring: the piece the text talks about.
    Highlight,
    /// A green dot: a point a piece may move to.
    Target,
}

/// A picture of a board, with pieces, arrows and marks. Build it, then `show` or `paint` it.
#[derive(Clone, Debug)]
pub struct Diagram<'a> {
    pub variant: &'a Variant,
    /// Pieces to draw; `None` draws the empty board.
    pub position: Option<Position>,
    /// Moves drawn as gold arrows through the listed points (a step has two, a capture chain
    /// its start and every landing).
    pub arrows: Vec<Vec<Point>>,
    /// Moves that should have been made, drawn as red arrows (the capture a huffed officer
    /// missed).
    pub missed: Vec<Vec<Point>>,
    pub marked: Vec<(Point, MarkKind)>,
    /// Draws lines closed to attackers in red and one-way lines with a chevron toward the
    /// centre, as the old boards of L'Assaut print them (off by default: plain ink lines). No
    /// effect on Asalto's open board.
    pub show_lines_access: bool,
    /// What `show` senses (hover by default; `click()` for a thumbnail that picks a variant).
    pub sense: egui::Sense,
}

impl<'a> Diagram<'a> {
    /// The empty board, all lines in ink.
    pub fn new(variant: &'a Variant) -> Diagram<'a> {
        Diagram {
            variant,
            position: None,
            arrows: Vec::new(),
            missed: Vec::new(),
            marked: Vec::new(),
            show_lines_access: false,
            sense: egui::Sense::hover(),
        }
    }

    pub fn with_position(mut self, position: Position) -> Self {
        self.position = Some(position);
        self
    }

    pub fn with_arrow(mut self, path: Vec<Point>) -> Self {
        self.arrows.push(path);
        self
    }

    pub fn with_missed(mut self, path: Vec<Point>) -> Self {
        self.missed.push(path);
        self
    }

    pub fn with_marks(mut self, at: impl IntoIterator<Item = Point>, kind: MarkKind) -> Self {
        self.marked.extend(at.into_iter().map(|p| (p, kind)));
        self
    }

    pub fn with_lines_access(mut self, show: bool) -> Self {
        self.show_lines_access = show;
        self
    }

    /// Width over height of the picture (1 for the square crosses).
    pub fn aspect_ratio(&self) -> f32 {
        match Bounds::of(self.variant) {
            Some(b) => {
                let (w, h) = b.extent();
                w / h
            }
            None => 1.0,
        }
    }

    /// The size `show` takes for a given width.
    pub fn size_for_width(&self, width: f32) -> Vec2 {
        let width = if width.is_finite() {
            width.max(0.0)
        } else {
            0.0
        };
        vec2(width, width / self.aspect_ratio())
    }

    /// Allocates `width` (the height follows the board's shape) in `ui` and paints there.
    pub fn show(&self, ui: &mut egui::Ui, width: f32) -> egui::Response {
        let (rect, response) = ui.allocate_exact_size(self.size_for_width(width), self.sense);
        if ui.is_rect_visible(rect) {
            self.paint(&ui.painter_at(rect), rect);
        }
        response
    }

    /// Where point `p` is drawn when the diagram is painted into `rect` (for labels drawn on
    /// top); `None` for a point the board lacks or a rect too small to draw in.
    pub fn point_pos(&self, rect: Rect, p: Point) -> Option<Pos2> {
        let layout = Layout::fit(self.variant, rect)?;
        has(self.variant, p).then(|| layout.point(self.variant, p))
    }

    /// Paints into `rect`, as large as fits with the board's aspect kept, centred.
    pub fn paint(&self, painter: &egui::Painter, rect: Rect) {
        painter.extend(self.shapes(rect));
    }

    /// The shapes `paint` draws into `rect` (none when it is too small to draw in); the
    /// exported pictures rasterise them without a window.
    pub fn shapes(&self, rect: Rect) -> Vec<Shape> {
        let Some(l) = Layout::fit(self.variant, rect) else {
            return Vec::new();
        };
        let v = self.variant;
        let mut shapes = Vec::new();
        self.board(&l, &mut shapes);
        self.lines(&l, &mut shapes);
        for p in points(v.all_points()) {
            let fortress = v.fortress() & p.bit() != 0;
            let r = if fortress {
                size::FORTRESS_DOT
            } else {
                size::DOT
            };
            shapes.push(Shape::circle_filled(
                l.point(v, p),
                l.at_least(r, 1.0),
                colour::ink(),
            ));
        }
        if let Some(pos) = &self.position {
            let on_board = v.all_points();
            for p in points(pos.attackers & on_board) {
                attacker(&mut shapes, l.point(v, p), l.cell * size::ATTACKER);
            }
            for p in points(pos.officers & on_board) {
                officer(&mut shapes, l.point(v, p), l.cell * size::OFFICER);
            }
        }
        // Rings and dots under the arrows; crosses last, over the arrows that pass the pieces.
        for &(p, kind) in &self.marked {
            if has(v, p) && kind != MarkKind::Captured {
                mark(&mut shapes, &l, l.point(v, p), kind);
            }
        }
        for path in &self.missed {
            self.arrow(&l, path, colour::huff(), &mut shapes);
        }
        for path in &self.arrows {
            self.arrow(&l, path, colour::gold(), &mut shapes);
        }
        for &(p, kind) in &self.marked {
            if has(v, p) && kind == MarkKind::Captured {
                mark(&mut shapes, &l, l.point(v, p), kind);
            }
        }
        shapes
    }

    /// Frame, bevel, parchment and fortress: each a few rectangles, one per block of ranks with
    /// the same span of files, so the cross shape follows the variant. Neighbouring blocks
    /// overlap a little so no seam shows between them.
    fn board(&self, l: &Layout, shapes: &mut Vec<Shape>) {
        let v = self.variant;
        let all = blocks(v, v.all_points());
        let corner = (l.cell * 0.08).min(255.0);
        for (grow, fill) in [
            (size::FRAME, colour::board_edge()),
            (size::BEVEL, colour::board_edge_light()),
        ] {
            for b in &all {
                shapes.push(Shape::rect_filled(l.block(b, grow), corner, fill));
            }
        }
        for b in &all {
            shapes.push(Shape::rect_filled(
                l.block(b, 0.0),
                0.0,
                colour::parchment(),
            ));
        }
        for b in &blocks(v, v.fortress()) {
            shapes.push(Shape::rect_filled(l.block(b, 0.0), 0.0, colour::fortress()));
        }
    }

    /// The lines, in ink; closed ones red and dashed (solid when small), one-way ones with a
    /// red chevron pointing the way attackers may go, as on the game board.
    fn lines(&self, l: &Layout, shapes: &mut Vec<Shape>) {
        let v = self.variant;
        let ink = Stroke::new(l.at_least(size::LINE, 0.8), colour::ink());
        let red = Stroke::new(l.at_least(size::CLOSED_LINE, 0.8), colour::ink_red());
        for seg in v.segments() {
            let (a, b) = (l.point(v, seg.a), l.point(v, seg.b));
            match seg.attackers {
                LineAccess::Closed if self.show_lines_access => {
                    if l.cell >= DASHES_FROM {
                        shapes.extend(Shape::dashed_line(
                            &[a, b],
                            red,
                            l.cell * 0.11,
                            l.cell * 0.07,
                        ));
                    } else {
                        shapes.push(Shape::line_segment([a, b], red));
                    }
                }
                _ => shapes.push(Shape::line_segment([a, b], ink)),
            }
            if seg.attackers == LineAccess::OneWay
                && self.show_lines_access
                && l.cell >= CHEVRONS_FROM
            {
                let dir = (b - a).normalized();
                let tip = a + (b - a) * 0.5 + dir * l.cell * 0.08;
                let arm = |side: f32| tip + rotate(-dir, side * 0.6) * l.cell * 0.18;
                shapes.push(Shape::line(
                    vec![arm(1.0), tip, arm(-1.0)],
                    Stroke::new(l.cell * size::LINE, colour::ink_red()),
                ));
            }
        }
    }

    /// An arrow through the path's points: a shaft edged in dark ink and a head just short of
    /// the last point. Points the board lacks are skipped; fewer than two draw nothing.
    fn arrow(&self, l: &Layout, path: &[Point], fill: Color32, shapes: &mut Vec<Shape>) {
        let v = self.variant;
        let mut pts: Vec<Pos2> = Vec::with_capacity(path.len());
        for &p in path {
            let at = l.point_checked(v, p);
            if let Some(at) = at
                && pts.last() != Some(&at)
            {
                pts.push(at);
            }
        }
        if pts.len() < 2 {
            return;
        }
        let cell = l.cell;
        // Start off the piece's centre so its emblem shows; stop short of the landing point.
        let first = pts[1] - pts[0];
        pts[0] += first.normalized() * (cell * 0.2).min(first.length() * 0.3);
        let n = pts.len();
        let last = pts[n - 1] - pts[n - 2];
        let dir = last.normalized();
        let tip = pts[n - 1] - dir * (cell * 0.06).min(last.length() * 0.1);
        let head_len = (cell * 0.3).min(last.length() * 0.5);
        let half = head_len * 0.58;
        let base = tip - dir * head_len;
        let side = vec2(-dir.y, dir.x) * half;
        pts[n - 1] = base + dir * head_len * 0.2;

        let width = l.at_least(size::ARROW, 1.5);
        let edge = (width * 0.35).max(0.6);
        shapes.push(Shape::line(
            pts.clone(),
            Stroke::new(width + 2.0 * edge, colour::outline()),
        ));
        shapes.push(Shape::convex_polygon(
            vec![tip, base + side, base - side],
            fill,
            Stroke::new(edge, colour::outline()),
        ));
        shapes.push(Shape::line(pts, Stroke::new(width, fill)));
    }
}

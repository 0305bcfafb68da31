//! Small pictures of the boards for the menus (title picture, new-game thumbnails, rules
//! diagrams), painted with egui from the variant's own data: points, lines with their access for
//! attackers, fortress. The look follows the game board (`board.rs`, `textures.rs`): parchment
//! in a walnut frame, ink lines, dashed red lines closed to soldiers, a shaded fortress, ivory
//! officers and iron-grey attackers. Everything is measured in cells (the distance between
//! neighbouring points), so a diagram reads the same as a 140 px thumbnail or a 500 px picture.
//!
//! The helpers at the end build example positions for the rules screen by searching the
//! variant's own move generator, so the examples are legal on every board, custom ones too.

use asalto_engine::bitboard::points;
use std::sync::{Mutex, PoisonError};

use asalto_engine::{Bits, Capture, LineAccess, Move, Point, Position, Turn, Variant, VariantFile};
use bevy_egui::egui;
use egui::{Color32, Pos2, Rect, Shape, Stroke, Vec2, vec2};

/// The game's palette (`palette.rs`) as egui colours; that module needs Bevy, this one doesn't.
mod colour {
    use super::Color32;

    pub const BOARD_EDGE: Color32 = Color32::from_rgb(92, 56, 28);
    pub const BOARD_EDGE_LIGHT: Color32 = Color32::from_rgb(140, 92, 46);
    pub const PARCHMENT: Color32 = Color32::from_rgb(237, 219, 176);
    pub const FORTRESS: Color32 = Color32::from_rgb(214, 173, 120);
    pub const INK: Color32 = Color32::from_rgb(64, 38, 20);
    pub const INK_RED: Color32 = Color32::from_rgb(168, 56, 38);
    pub const GOLD: Color32 = Color32::from_rgb(250, 199, 46);
    pub const DOOMED: Color32 = Color32::from_rgb(191, 31, 26);
    pub const HUFF: Color32 = Color32::from_rgb(217, 51, 26);
    pub const TARGET: Color32 = Color32::from_rgb(41, 115, 64);
    pub const OFFICER_RIM: Color32 = Color32::from_rgb(77, 26, 18);
    pub const OFFICER_BODY: Color32 = Color32::from_rgb(245, 235, 204);
    pub const OFFICER_EMBLEM: Color32 = Color32::from_rgb(158, 36, 26);
    pub const ATTACKER_RIM: Color32 = Color32::from_rgb(204, 194, 168);
    pub const ATTACKER_BODY: Color32 = Color32::from_rgb(51, 61, 71);
    /// Dark edging that keeps arrows and rings readable on parchment and on pieces alike.
    pub const OUTLINE: Color32 = Color32::from_rgba_unmultiplied_const(38, 23, 12, 170);
    pub const SHADOW: Color32 = Color32::from_black_alpha(70);
    pub const SHEEN: Color32 = Color32::from_rgba_premultiplied(26, 26, 26, 26);
}

/// Proportions in cells, taken from the game board so both look alike.
mod size {
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
const DASHES_FROM: f32 = 28.0;
const CHEVRONS_FROM: f32 = 18.0;
const STAR_FROM: f32 = 9.0;

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

    pub fn with_sense(mut self, sense: egui::Sense) -> Self {
        self.sense = sense;
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
        let Some(l) = Layout::fit(self.variant, rect) else {
            return;
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
                colour::INK,
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
            self.arrow(&l, path, colour::HUFF, &mut shapes);
        }
        for path in &self.arrows {
            self.arrow(&l, path, colour::GOLD, &mut shapes);
        }
        for &(p, kind) in &self.marked {
            if has(v, p) && kind == MarkKind::Captured {
                mark(&mut shapes, &l, l.point(v, p), kind);
            }
        }
        painter.extend(shapes);
    }

    /// Frame, bevel, parchment and fortress: each a few rectangles, one per block of ranks with
    /// the same span of files, so the cross shape follows the variant. Neighbouring blocks
    /// overlap a little so no seam shows between them.
    fn board(&self, l: &Layout, shapes: &mut Vec<Shape>) {
        let v = self.variant;
        let all = blocks(v, v.all_points());
        let corner = (l.cell * 0.08).min(255.0);
        for (grow, fill) in [
            (size::FRAME, colour::BOARD_EDGE),
            (size::BEVEL, colour::BOARD_EDGE_LIGHT),
        ] {
            for b in &all {
                shapes.push(Shape::rect_filled(l.block(b, grow), corner, fill));
            }
        }
        for b in &all {
            shapes.push(Shape::rect_filled(l.block(b, 0.0), 0.0, colour::PARCHMENT));
        }
        for b in &blocks(v, v.fortress()) {
            shapes.push(Shape::rect_filled(l.block(b, 0.0), 0.0, colour::FORTRESS));
        }
    }

    /// The lines, in ink; closed ones red and dashed (solid when small), one-way ones with a
    /// red chevron pointing the way attackers may go, as on the game board.
    fn lines(&self, l: &Layout, shapes: &mut Vec<Shape>) {
        let v = self.variant;
        let ink = Stroke::new(l.at_least(size::LINE, 0.8), colour::INK);
        let red = Stroke::new(l.at_least(size::CLOSED_LINE, 0.8), colour::INK_RED);
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
                    Stroke::new(l.cell * size::LINE, colour::INK_RED),
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
            Stroke::new(width + 2.0 * edge, colour::OUTLINE),
        ));
        shapes.push(Shape::convex_polygon(
            vec![tip, base + side, base - side],
            fill,
            Stroke::new(edge, colour::OUTLINE),
        ));
        shapes.push(Shape::line(pts, Stroke::new(width, fill)));
    }
}

/// Whether the board has point `p` (guards the bit shift against foreign points too).
fn has(variant: &Variant, p: Point) -> bool {
    p.0 < 128 && variant.all_points() & p.bit() != 0
}

fn rotate(v: Vec2, angle: f32) -> Vec2 {
    let (s, c) = angle.sin_cos();
    vec2(v.x * c - v.y * s, v.x * s + v.y * c)
}

/// The files and ranks the board's points span.
#[derive(Clone, Copy, Debug)]
struct Bounds {
    f0: u8,
    f1: u8,
    r0: u8,
    r1: u8,
}

impl Bounds {
    fn of(variant: &Variant) -> Option<Bounds> {
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
    fn extent(&self) -> (f32, f32) {
        (
            (self.f1 - self.f0) as f32 + 2.0 * size::MARGIN,
            (self.r1 - self.r0) as f32 + 2.0 * size::MARGIN,
        )
    }
}

/// A rectangle of points: files f0..=f1 on ranks r0..=r1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Block {
    f0: u8,
    f1: u8,
    r0: u8,
    r1: u8,
}

/// The set's points as few rectangles: runs of files on each rank, stacked while the run on the
/// next rank is the same.
fn blocks(variant: &Variant, bits: Bits) -> Vec<Block> {
    let Some(b) = Bounds::of(variant) else {
        return Vec::new();
    };
    let inside = |f: u8, r: u8| variant.point_at(f, r).is_some_and(|p| bits & p.bit() != 0);
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
struct Layout {
    cell: f32,
    origin: Pos2,
    bounds: Bounds,
}

impl Layout {
    fn fit(variant: &Variant, rect: Rect) -> Option<Layout> {
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
    fn at(&self, f: f32, r: f32) -> Pos2 {
        self.origin
            + vec2(
                (f - self.bounds.f0 as f32) * self.cell,
                (self.bounds.r1 as f32 - r) * self.cell,
            )
    }

    fn point(&self, variant: &Variant, p: Point) -> Pos2 {
        let (f, r) = variant.coords(p);
        self.at(f as f32, r as f32)
    }

    fn point_checked(&self, variant: &Variant, p: Point) -> Option<Pos2> {
        has(variant, p).then(|| self.point(variant, p))
    }

    /// A block's tiles grown by `grow` cells, plus half a point so neighbours overlap.
    fn block(&self, b: &Block, grow: f32) -> Rect {
        Rect::from_two_pos(
            self.at(b.f0 as f32 - 0.5, b.r1 as f32 + 0.5),
            self.at(b.f1 as f32 + 0.5, b.r0 as f32 - 0.5),
        )
        .expand(grow * self.cell + 0.5)
    }

    /// `cells` in points, but never thinner than `min` points, so small pictures keep their
    /// lines and dots.
    fn at_least(&self, cells: f32, min: f32) -> f32 {
        (cells * self.cell).max(min)
    }
}

/// An officer as in the game: ivory disc, dark red rim, an inner ring and a star (a dot when
/// too small for a star to read).
fn officer(shapes: &mut Vec<Shape>, c: Pos2, r: f32) {
    disc(
        shapes,
        c,
        r,
        colour::OFFICER_RIM,
        (0.88, colour::OFFICER_BODY),
        (0.25, 0.3, 0.45),
    );
    shapes.push(Shape::circle_stroke(
        c,
        r * 0.715,
        Stroke::new(r * 0.07, colour::OFFICER_EMBLEM),
    ));
    if r < STAR_FROM {
        shapes.push(Shape::circle_filled(c, r * 0.27, colour::OFFICER_EMBLEM));
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
    mesh.colored_vertex(c, colour::OFFICER_EMBLEM);
    for &p in &outline {
        mesh.colored_vertex(p, colour::OFFICER_EMBLEM);
    }
    for i in 0..10u32 {
        mesh.add_triangle(0, 1 + i, 1 + (i + 1) % 10);
    }
    shapes.push(Shape::mesh(mesh));
    shapes.push(Shape::closed_line(
        outline,
        Stroke::new(0.6, colour::OFFICER_EMBLEM),
    ));
}

/// An attacker as in the game: a smaller iron-grey disc with a light rim, lit from the top left.
fn attacker(shapes: &mut Vec<Shape>, c: Pos2, r: f32) {
    disc(
        shapes,
        c,
        r,
        colour::ATTACKER_RIM,
        (0.84, colour::ATTACKER_BODY),
        (0.22, 0.26, 0.42),
    );
}

/// A piece's disc: a drop shadow, the rim, the body (its radius a fraction of the rim's) and a
/// sheen up and to the left (offset x, offset y and radius, as fractions of the radius).
fn disc(
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
        colour::SHADOW,
    ));
    shapes.push(Shape::circle_filled(c, r, rim));
    shapes.push(Shape::circle_filled(c, r * body_r, body));
    shapes.push(Shape::circle_filled(
        c - vec2(sheen_x, sheen_y) * r,
        r * sheen_r,
        colour::SHEEN,
    ));
}

fn mark(shapes: &mut Vec<Shape>, l: &Layout, c: Pos2, kind: MarkKind) {
    let width = l.at_least(0.075, 1.2);
    let ring = |colour: Color32, shapes: &mut Vec<Shape>| {
        let r = l.cell * size::RING;
        shapes.push(Shape::circle_stroke(
            c,
            r,
            Stroke::new(width + 1.4, colour::OUTLINE),
        ));
        shapes.push(Shape::circle_stroke(c, r, Stroke::new(width, colour)));
    };
    match kind {
        MarkKind::Highlight => ring(colour::GOLD, shapes),
        MarkKind::Huffed => ring(colour::HUFF, shapes),
        MarkKind::Target => {
            shapes.push(Shape::circle_filled(
                c,
                l.at_least(0.13, 2.0),
                colour::TARGET,
            ));
            shapes.push(Shape::circle_stroke(
                c,
                l.cell * 0.2,
                Stroke::new(width * 0.6, colour::TARGET.gamma_multiply(0.6)),
            ));
        }
        MarkKind::Captured => {
            // A cross over the piece with a pale halo, readable on the dark attackers.
            let arm = l.cell * 0.2;
            for d in [vec2(arm, arm), vec2(arm, -arm)] {
                shapes.push(Shape::line_segment(
                    [c - d, c + d],
                    Stroke::new(width * 1.15 + 2.0, colour::PARCHMENT),
                ));
            }
            for d in [vec2(arm, arm), vec2(arm, -arm)] {
                shapes.push(Shape::line_segment(
                    [c - d, c + d],
                    Stroke::new(width * 1.15, colour::DOOMED),
                ));
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Example positions for the rules screen.

/// The start with the officers placed, for pictures: spread evenly along the fortress's front
/// rank (the one facing the attackers), then the ranks behind it, as a player might set them.
/// Attackers to move, as after the real placement move.
pub fn start_position(variant: &Variant) -> Position {
    let start = Position::start(variant);
    let mut free: Vec<Point> = points(variant.fortress() & !start.attackers).collect();
    free.sort_by_key(|&p| {
        let (f, r) = variant.coords(p);
        (r, f)
    });
    let mut officers: Bits = 0;
    let mut left = variant.officers() as usize;
    // Rank by rank from the front: all of a rank if it holds no more than are left to place,
    // else an even spread over it.
    for rank in free.chunk_by(|a, b| variant.coords(*a).1 == variant.coords(*b).1) {
        if left == 0 {
            break;
        }
        let take = left.min(rank.len());
        for i in 0..take {
            let at = if take == 1 {
                (rank.len() - 1) / 2
            } else {
                (i * (rank.len() - 1) + (take - 1) / 2) / (take - 1)
            };
            officers |= rank[at].bit();
        }
        left -= take;
    }
    variant.play(&start, &Move::place(officers))
}

/// A position with the officers to move where one officer captures two attackers in a chain
/// (changing direction where the board allows), with the capture's path (start and landings)
/// and the attackers it takes in order. The capture is one the variant's own move generator
/// lists, so it is legal there. On a board where no chain of two exists it falls back to a
/// single jump; `None` when no capture can be built at all.
pub fn capture_example(variant: &Variant) -> Option<(Position, Vec<Point>, Vec<Point>)> {
    type Example = Option<(Position, Vec<Point>, Vec<Point>)>;
    static FOUND: Memo<Example> = Mutex::new(Vec::new());
    remembered(&FOUND, variant, || find_capture_example(variant))
}

fn find_capture_example(variant: &Variant) -> Option<(Position, Vec<Point>, Vec<Point>)> {
    let home = start_position(variant).officers;
    let reserve = reserve(variant, home);
    let free = variant.all_points() & !reserve;
    let mut best: Option<(u32, Position, Capture)> = None;
    let mut moves = Vec::new();
    for from in points(free) {
        for a1 in points(variant.officer_neighbours(from) & free) {
            let Some(l1) = beyond(variant, from, a1) else {
                continue;
            };
            for a2 in points(variant.officer_neighbours(l1) & free & !(from.bit() | a1.bit())) {
                let chain = a1.bit() | a2.bit();
                let path = l1.bit() | beyond(variant, l1, a2).map_or(0, |p| p.bit());
                let officers = from.bit()
                    | other_officers(variant, home, from, reserve | chain | path | from.bit());
                let pos = Position {
                    attackers: reserve | chain,
                    officers,
                    turn: Turn::Officers,
                    clock: 0,
                };
                variant.generate(&pos, &mut moves);
                let captures = moves.iter().filter(|m| m.is_capture()).count() as u32;
                for mv in &moves {
                    let Move::Capture(c) = *mv else { continue };
                    if c.from != from || c.captured(variant) & !chain != 0 {
                        continue;
                    }
                    let cost = capture_cost(variant, &c, home, captures);
                    if best.as_ref().is_none_or(|(b, _, _)| cost < *b) {
                        best = Some((cost, pos, c));
                    }
                }
            }
        }
    }
    best.map(|(_, pos, c)| (pos, capture_path(variant, &c), c.captured_in_order(variant)))
}

/// A capture's start and landing points.
fn capture_path(variant: &Variant, c: &Capture) -> Vec<Point> {
    std::iter::once(c.from).chain(c.landings(variant)).collect()
}

/// How good a capture is as an example (lower is better).
fn capture_cost(variant: &Variant, c: &Capture, home: Bits, captures_in_position: u32) -> u32 {
    let mut cost = 0;
    // Two hops, not one; an officer sallying from its place in the fortress against attackers
    // outside it; a chain that turns shows that it may; the only capture on the board, so the
    // picture has one reading.
    if c.hops < 2 {
        cost += 1000;
    }
    if variant.fortress() & c.from.bit() == 0 {
        cost += 20;
    }
    if home & c.from.bit() == 0 {
        cost += 10;
    }
    cost += 4 * (c.captured(variant) & variant.fortress()).count_ones();
    let mut dirs = c.directions();
    let first = dirs.next();
    if dirs.all(|d| Some(d) == first) {
        cost += 6;
    }
    if captures_in_position > 1 {
        cost += 6;
    }
    // Near the middle of the board.
    let Some(b) = Bounds::of(variant) else {
        return cost;
    };
    let middle = b.f0 as i32 + b.f1 as i32;
    for p in std::iter::once(c.from).chain(c.landings(variant)) {
        cost += (2 * variant.coords(p).0 as i32 - middle).unsigned_abs();
    }
    cost
}

/// A position for explaining huffing: the officers to move, one of them able to capture (a
/// single jump, the only capture on the board) while the other officers could step instead
/// (in Asalto such a step gets the capturer huffed).
/// Returns the position, that officer and its capture's path (start, landing); `None` if the
/// board allows no such position. The capture is legal by the variant's own move generator.
pub fn huff_example(variant: &Variant) -> Option<(Position, Point, Vec<Point>)> {
    type Example = Option<(Position, Point, Vec<Point>)>;
    static FOUND: Memo<Example> = Mutex::new(Vec::new());
    remembered(&FOUND, variant, || find_huff_example(variant))
}

fn find_huff_example(variant: &Variant) -> Option<(Position, Point, Vec<Point>)> {
    let home = start_position(variant).officers;
    let reserve = reserve(variant, home);
    let middle = Bounds::of(variant).map_or(0, |b| b.f0 as i32 + b.f1 as i32);
    let mut best: Option<(u32, Position, Capture)> = None;
    let mut moves = Vec::new();
    for officer in points(home) {
        for a in points(variant.officer_neighbours(officer) & !(home | reserve)) {
            let pos = Position {
                attackers: reserve | a.bit(),
                officers: home,
                turn: Turn::Officers,
                clock: 0,
            };
            variant.generate(&pos, &mut moves);
            let captures: Vec<Capture> = moves
                .iter()
                .filter_map(|m| match *m {
                    Move::Capture(c) => Some(c),
                    _ => None,
                })
                .collect();
            let [c] = captures[..] else { continue };
            let empty = variant.all_points() & !(pos.attackers | pos.officers);
            let others_can_step =
                points(home & !officer.bit()).all(|o| variant.officer_neighbours(o) & empty != 0);
            if c.from != officer || !others_can_step {
                continue;
            }
            // An attacker that has come up to the fortress from outside, near the middle.
            let mut cost = (2 * variant.coords(a).0 as i32 - middle).unsigned_abs();
            if variant.fortress() & a.bit() != 0 {
                cost += 20;
            }
            if best.as_ref().is_none_or(|(b, _, _)| cost < *b) {
                best = Some((cost, pos, c));
            }
        }
    }
    best.map(|(_, pos, c)| (pos, c.from, capture_path(variant, &c)))
}

/// Examples found, by variant. The searches take up to a millisecond on the big board and the
/// menus call them every frame, so each variant's are found once.
type Memo<T> = Mutex<Vec<(VariantFile, T)>>;

fn remembered<T: Clone>(memo: &Memo<T>, variant: &Variant, find: impl FnOnce() -> T) -> T {
    let file = variant.file();
    let known = memo.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some((_, found)) = known.iter().find(|(f, _)| f == file) {
        return found.clone();
    }
    // Searched without the lock held; a race only searches twice.
    drop(known);
    let found = find();
    let mut known = memo.lock().unwrap_or_else(PoisonError::into_inner);
    known.push((file.clone(), found.clone()));
    found
}

/// Attackers that keep an example position a game in progress (as many as the fortress has
/// points, so the officers have not yet won): on the ranks farthest from the fortress, middle
/// files first, as if the rest of the army were still coming up.
fn reserve(variant: &Variant, avoid: Bits) -> Bits {
    let middle = Bounds::of(variant).map_or(0, |b| b.f0 as i32 + b.f1 as i32);
    let mut pts: Vec<Point> = points(variant.attackers_start() & !avoid).collect();
    pts.sort_by_key(|&p| {
        let (f, r) = variant.coords(p);
        (r, (2 * f as i32 - middle).abs(), f)
    });
    pts.iter()
        .take(variant.fortress_size() as usize)
        .fold(0, |bits, p| bits | p.bit())
}

/// The point beyond `over` seen from `from`, on the same straight line of the grid.
fn beyond(variant: &Variant, from: Point, over: Point) -> Option<Point> {
    let (f0, r0) = variant.coords(from);
    let (f1, r1) = variant.coords(over);
    let f = 2 * f1 as i32 - f0 as i32;
    let r = 2 * r1 as i32 - r0 as i32;
    variant.point_at(u8::try_from(f).ok()?, u8::try_from(r).ok()?)
}

/// Points for the officers other than the one at `from`: their home points, or where one is
/// taken the free fortress point nearest to it, so they keep their places out of the example.
fn other_officers(variant: &Variant, home: Bits, from: Point, taken: Bits) -> Bits {
    let want = variant.officers().saturating_sub(1) as usize;
    // Nearest first; among equals the one on the same file, then the one farther back.
    let distance = |a: Point, b: Point| {
        let ((fa, ra), (fb, rb)) = (variant.coords(a), variant.coords(b));
        (
            fa.abs_diff(fb).max(ra.abs_diff(rb)),
            fa.abs_diff(fb),
            std::cmp::Reverse(ra),
        )
    };
    let mut chosen: Bits = 0;
    for h in points(home & !from.bit()).take(want) {
        let free = variant.fortress() & !(taken | chosen);
        if let Some(p) = points(free).min_by_key(|&p| distance(p, h)) {
            chosen |= p.bit();
        }
    }
    chosen
}

#[cfg(test)]
mod tests {
    use super::*;
    use asalto_engine::MoveText;
    use egui::pos2;

    const NAMES: [&str; 3] = ["asalto", "assaut", "grand-assaut"];

    fn names(v: &Variant, pts: &[Point]) -> Vec<String> {
        pts.iter().map(|&p| v.point_name(p)).collect()
    }

    #[test]
    fn start_position_is_a_legal_placement() {
        for name in NAMES {
            let v = Variant::builtin(name).unwrap();
            let pos = start_position(&v);
            let start = Position::start(&v);
            assert_eq!(pos.officers.count_ones(), v.officers(), "{name}");
            assert!(
                v.legal_moves(&start).contains(&Move::place(pos.officers)),
                "{name}"
            );
            assert_eq!(pos.turn, Turn::Attackers);
        }
        // Spread along the front rank of the fortress.
        let v = Variant::builtin("asalto").unwrap();
        let mut placed: Vec<String> = points(start_position(&v).officers)
            .map(|p| v.point_name(p))
            .collect();
        placed.sort();
        assert_eq!(placed, ["c5", "e5"]);
        let v = Variant::builtin("grand-assaut").unwrap();
        let mut placed: Vec<String> = points(start_position(&v).officers)
            .map(|p| v.point_name(p))
            .collect();
        placed.sort();
        assert_eq!(placed, ["c7", "e7", "g7"]);
    }

    #[test]
    fn capture_example_is_a_legal_chain() {
        for name in NAMES {
            let v = Variant::builtin(name).unwrap();
            let (pos, path, captured) = capture_example(&v).expect("an example");
            println!(
                "{name}: {} path {:?} captured {:?}",
                v.to_apn(&pos),
                names(&v, &path),
                names(&v, &captured)
            );
            assert!(captured.len() >= 2, "{name}");
            assert_eq!(path.len(), captured.len() + 1, "{name}");
            assert_eq!(pos.turn, Turn::Officers);
            assert_eq!(pos.officers.count_ones(), v.officers(), "{name}");
            assert!(v.winner(&pos).is_none(), "{name}: the game goes on");
            let mv = v
                .legal_moves(&pos)
                .into_iter()
                .find(|m| v.matches(m, &MoveText::Capture(path.clone())))
                .expect("the capture is legal");
            let Move::Capture(c) = mv else { unreachable!() };
            assert_eq!(c.captured_in_order(&v), captured, "{name}");
        }
    }

    #[test]
    fn huff_example_capture_is_legal_and_missing_it_huffs() {
        for name in NAMES {
            let v = Variant::builtin(name).unwrap();
            let (pos, officer, path) = huff_example(&v).expect("an example");
            println!(
                "{name}: {} officer {} path {:?}",
                v.to_apn(&pos),
                v.point_name(officer),
                names(&v, &path)
            );
            assert_eq!(path.first(), Some(&officer), "{name}");
            assert!(path.len() >= 2, "{name}");
            assert!(pos.officers & officer.bit() != 0);
            let legal = v.legal_moves(&pos);
            assert!(
                legal
                    .iter()
                    .any(|m| v.matches(m, &MoveText::Capture(path.clone()))),
                "{name}"
            );
            // In Asalto another officer may step instead, and the capturer is huffed for it.
            if name == "asalto" {
                let step = legal
                    .iter()
                    .find(|m| matches!(m, Move::Step { from, .. } if *from != officer))
                    .expect("another officer can step");
                let (_, effects) = v.play_with_effects(&pos, step);
                assert_eq!(effects.huffed, vec![officer]);
            }
        }
    }

    /// A board with nothing to jump: the examples fall back without panicking.
    #[test]
    fn examples_on_a_board_without_captures() {
        let v = Variant::from_ron(
            r#"(name: "tiny", title: "Tiny", officers: 1, capture: Huffing,
                attackers_retreat_in_fortress: false, attackers_leave_fortress: false,
                points: ["a1 a2"], fortress: ["a2"], lines: [(points: "a1 a2")])"#,
        )
        .unwrap();
        assert!(capture_example(&v).is_none());
        assert!(huff_example(&v).is_none());
        let pos = start_position(&v);
        assert_eq!(pos.officers, v.parse_point("a2").unwrap().bit());
        paint_everywhere(&Diagram::new(&v).with_position(pos));
    }

    /// Shows and paints the diagram at many sizes, odd ones included.
    fn paint_everywhere(d: &Diagram) {
        let ctx = egui::Context::default();
        let input = egui::RawInput {
            screen_rect: Some(Rect::from_min_size(Pos2::ZERO, vec2(800.0, 600.0))),
            ..Default::default()
        };
        let mut out = ctx.run_ui(input, |ui| {
            for w in [0.0, -5.0, 0.1, 3.0, 140.0, 500.0, f32::NAN, f32::INFINITY] {
                d.show(ui, w);
            }
            let painter = ui.painter();
            for rect in [
                Rect::NOTHING,
                Rect::EVERYTHING,
                Rect::from_min_size(pos2(10.0, 10.0), vec2(0.0, 50.0)),
                Rect::from_min_size(pos2(10.0, 10.0), vec2(300.0, 1.0)),
                Rect::from_min_size(pos2(10.0, 10.0), vec2(1e-30, 1e-30)),
                Rect::from_min_size(pos2(10.0, 10.0), vec2(600.0, 200.0)),
            ] {
                d.paint(painter, rect);
            }
        });
        // The font atlas is not uploaded anywhere here.
        out.textures_delta.clear();
        let prims = ctx.tessellate(std::mem::take(&mut out.shapes), out.pixels_per_point);
        assert!(!prims.is_empty());
    }

    #[test]
    fn diagrams_paint_without_panicking() {
        for name in NAMES {
            let v = Variant::builtin(name).unwrap();
            paint_everywhere(&Diagram::new(&v));
            let (pos, path, captured) = capture_example(&v).unwrap();
            let (_, officer, missed) = huff_example(&v).unwrap();
            let d = Diagram::new(&v)
                .with_position(pos)
                .with_arrow(path)
                .with_missed(missed)
                .with_marks(captured, MarkKind::Captured)
                .with_marks([officer], MarkKind::Huffed)
                .with_marks([officer], MarkKind::Highlight)
                .with_marks([officer], MarkKind::Target)
                // Points the board lacks, degenerate paths.
                .with_arrow(vec![])
                .with_arrow(vec![officer])
                .with_arrow(vec![officer, officer])
                .with_arrow(vec![Point(127), Point(200), officer, Point(0)])
                .with_marks([Point(0), Point(127), Point(255)], MarkKind::Captured)
                .with_lines_access(true);
            let d = Diagram {
                position: d.position.map(|p| Position {
                    attackers: p.attackers | 1 << 127,
                    officers: p.officers | u128::MAX << 120,
                    ..p
                }),
                ..d
            };
            paint_everywhere(&d);
            paint_everywhere(&d.clone().with_lines_access(false));
        }
    }

    #[test]
    fn sizes_follow_the_board() {
        let v = Variant::builtin("grand-assaut").unwrap();
        let d = Diagram::new(&v);
        assert!((d.aspect_ratio() - 1.0).abs() < 1e-6);
        assert_eq!(d.size_for_width(200.0), vec2(200.0, 200.0));
        assert_eq!(d.size_for_width(f32::NAN), Vec2::ZERO);
        let rect = Rect::from_min_size(pos2(0.0, 0.0), vec2(300.0, 100.0));
        let centre = d.point_pos(rect, v.parse_point("e5").unwrap()).unwrap();
        assert!(
            (centre - rect.center()).length() < 1e-3,
            "the centre point is centred"
        );
        assert!(d.point_pos(rect, Point(200)).is_none());
        assert!(d.point_pos(Rect::NOTHING, Point(0)).is_none());
    }
}

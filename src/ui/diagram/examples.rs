//! Example positions for the rules screen, found by searching the variant's own move generator,
//! so the examples are legal on every board, custom ones too.

use std::sync::{Mutex, PoisonError};

use asalto_engine::bitboard::points;
use asalto_engine::{Bits, Capture, Move, Point, Position, Turn, Variant, VariantFile};

use super::layout::Bounds;

/// The start with the officers placed, for pictures: spread evenly along the fortress's front
/// rank (the one facing the attackers), then the ranks behind it, as a player might set them.
/// Attackers to move, as after the real placement move. Where the officers start on the board
/// (Fox & Geese), the start itself.
pub fn start_position(variant: &Variant) -> Position {
    let start = Position::start(variant);
    if variant.officers_start().is_some() {
        return start;
    }
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

/// Attackers that keep an example position a game in progress (as many as the officers must
/// leave, so they have not yet won: the fortress's points, or Fox & Geese's four): on the
/// ranks farthest from the fortress, middle files first, as if the rest of the army were still
/// coming up.
fn reserve(variant: &Variant, avoid: Bits) -> Bits {
    let middle = Bounds::of(variant).map_or(0, |b| b.f0 as i32 + b.f1 as i32);
    let mut pts: Vec<Point> = points(variant.attackers_start() & !avoid).collect();
    pts.sort_by_key(|&p| {
        let (f, r) = variant.coords(p);
        (r, (2 * f as i32 - middle).abs(), f)
    });
    pts.iter()
        .take(variant.attackers_needed() as usize)
        .fold(0, |bits, p| bits | p.bit())
}

/// The point beyond `over` seen from `from`, on the same straight line of the grid.
fn beyond(variant: &Variant, from: Point, over: Point) -> Option<Point> {
    let (f0, r0) = variant.coords(from);
    let (f1, r1) = variant.coords(over);
    let f = 2 * f1 as i32 - f0 as i32;
    let r = 2 * r1 as i32 - r0 as i32;
    variant.point((u8::try_from(f).ok()?, u8::try_from(r).ok()?))
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

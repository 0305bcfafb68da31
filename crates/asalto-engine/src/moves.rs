//! Moves and their notation: placement `@c6,e6`, step `c3-c4`, capture `d5xd7xf7`.

use std::fmt;

use crate::bitboard::{Bits, Point, points, shift};
use crate::position::Position;
use crate::variant::Variant;

/// Longest capture chain a move can hold (3 bits a hop in a `u128`). Far beyond any real game:
/// a chain this long stops there.
pub const MAX_HOPS: u8 = 42;

/// A legal move. Small and `Copy`, so the search can keep lists of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// The officers' setup: the points they are placed on.
    Place(Bits),
    /// One step along a line.
    Step { from: Point, to: Point },
    /// A chain of jumps.
    Capture(Capture),
}

/// A capture chain: where it starts and the direction of every hop.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Capture {
    pub from: Point,
    pub to: Point,
    pub hops: u8,
    /// Direction index of hop i in bits 3i..3i+3.
    pub dirs: u128,
    /// The attackers it takes.
    pub captured: Bits,
}

impl Capture {
    /// Direction index of each hop.
    pub fn directions(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.hops).map(|i| ((self.dirs >> (3 * i as u32)) & 7) as usize)
    }

    /// Landing points in order (without the start).
    pub fn landings(&self, variant: &Variant) -> Vec<Point> {
        let mut at = self.from.bit();
        self.directions()
            .map(|d| {
                at = shift(at, 2 * variant.offset[d]);
                Point(at.trailing_zeros() as u8)
            })
            .collect()
    }

    /// Captured attackers in the order they are jumped.
    pub fn captured_in_order(&self, variant: &Variant) -> Vec<Point> {
        let mut at = self.from.bit();
        self.directions()
            .map(|d| {
                let over = shift(at, variant.offset[d]);
                at = shift(over, variant.offset[d]);
                Point(over.trailing_zeros() as u8)
            })
            .collect()
    }
}

impl Move {
    /// The point a piece leaves (none for placement).
    pub fn from(&self) -> Option<Point> {
        match *self {
            Move::Place(_) => None,
            Move::Step { from, .. } => Some(from),
            Move::Capture(c) => Some(c.from),
        }
    }

    /// The point a piece ends on (none for placement).
    pub fn to(&self) -> Option<Point> {
        match *self {
            Move::Place(_) => None,
            Move::Step { to, .. } => Some(to),
            Move::Capture(c) => Some(c.to),
        }
    }

    pub fn is_capture(&self) -> bool {
        matches!(self, Move::Capture(_))
    }

    /// Number of attackers taken.
    pub fn captures(&self) -> u32 {
        match self {
            Move::Capture(c) => c.hops as u32,
            _ => 0,
        }
    }
}

/// A move that cannot be read or is not legal here, explained.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveError(pub String);

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for MoveError {}

/// A move as read from text, before it is checked against a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveText {
    Place(Vec<Point>),
    Step(Point, Point),
    Capture(Vec<Point>),
}

impl Variant {
    /// The move in notation.
    pub fn move_text(&self, mv: &Move) -> String {
        match *mv {
            Move::Place(bits) => {
                let mut names: Vec<String> = points(bits).map(|p| self.point_name(p)).collect();
                names.sort();
                format!("@{}", names.join(","))
            }
            Move::Step { from, to } => format!("{}-{}", self.point_name(from), self.point_name(to)),
            Move::Capture(c) => {
                let mut text = self.point_name(c.from);
                for p in c.landings(self) {
                    text.push('x');
                    text.push_str(&self.point_name(p));
                }
                text
            }
        }
    }

    /// Reads a move's notation without checking legality.
    pub fn read_move(&self, text: &str) -> Result<MoveText, MoveError> {
        let point = |name: &str| {
            self.parse_point(name).ok_or_else(|| {
                MoveError(format!(
                    "{name:?} is not a point of the {} board",
                    self.name()
                ))
            })
        };
        let text = text.trim();
        if let Some(list) = text.strip_prefix('@') {
            let pts = list.split(',').map(point).collect::<Result<Vec<_>, _>>()?;
            return Ok(MoveText::Place(pts));
        }
        if let Some((a, b)) = text.split_once('-') {
            return Ok(MoveText::Step(point(a)?, point(b)?));
        }
        if text.contains('x') {
            let pts = text.split('x').map(point).collect::<Result<Vec<_>, _>>()?;
            return Ok(MoveText::Capture(pts));
        }
        if text.is_empty() {
            return Err(MoveError("empty move".into()));
        }
        Err(MoveError(format!(
            "{text:?} is not a move (placement @c6,e6, step c3-c4 or capture d5xd7xf7)"
        )))
    }

    /// Reads a move and finds it among the legal moves of the position.
    pub fn parse_move(&self, pos: &Position, text: &str) -> Result<Move, MoveError> {
        let wanted = self.read_move(text)?;
        let legal = self.legal_moves(pos);
        legal
            .iter()
            .copied()
            .find(|mv| self.matches(mv, &wanted))
            .ok_or_else(|| MoveError(format!("{} is not legal in this position", text.trim())))
    }

    /// Whether a legal move is the one the text names (placement points in any order).
    pub fn matches(&self, mv: &Move, wanted: &MoveText) -> bool {
        match (mv, wanted) {
            (Move::Place(bits), MoveText::Place(pts)) => {
                pts.len() == bits.count_ones() as usize && pts.iter().all(|p| bits & p.bit() != 0)
            }
            (Move::Step { from, to }, MoveText::Step(a, b)) => from == a && to == b,
            (Move::Capture(c), MoveText::Capture(pts)) => {
                pts.first() == Some(&c.from) && pts[1..] == c.landings(self)[..]
            }
            _ => false,
        }
    }
}

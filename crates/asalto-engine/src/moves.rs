//! Moves: placement `@c6,e6`, step `c3-c4`, capture `d5xd7xf7`. A [`Move`] is 20 bytes and
//! `Copy`: a capture keeps only its start, end and the direction of each hop, and the points it
//! jumps are worked out when they are needed.

use std::fmt;

use crate::bitboard::{Bits, Point, points};
use crate::notation::{MoveNotation, NotationError, PointName};
use crate::position::Position;
use crate::refusal::Refusal;
use crate::variant::Variant;
use serde::{Deserialize, Serialize};

/// Longest capture chain a move can hold (3 bits a hop in 128 bits). Far beyond any real game:
/// a chain this long stops there.
pub const MAX_HOPS: u8 = 42;

/// A legal move. Small and `Copy`, so the search can keep lists of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Move {
    /// The officers' setup: the points they are placed on.
    Place(Placement),
    /// One step along a line.
    Step {
        /// The point the piece leaves.
        from: Point,
        /// The point the piece moves to.
        to: Point,
    },
    /// A chain of jumps.
    Capture(Capture),
}

/// The points of a placement, stored byte-aligned so that a [`Move`] stays small.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Placement([u8; 16]);

impl Placement {
    /// The placement on these points.
    pub fn new(points: Bits) -> Placement {
        Placement(points.to_le_bytes())
    }

    /// The points the officers are placed on.
    #[inline]
    pub fn points(self) -> Bits {
        Bits::from_le_bytes(self.0)
    }
}

/// A capture chain: where it starts and ends and the direction of every hop.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Capture {
    /// The point the officer starts from.
    pub from: Point,
    /// The point the officer ends on: its last landing.
    pub to: Point,
    /// The number of jumps, which is the number of attackers taken.
    pub hops: u8,
    /// Direction index of hop i in bits 3i..3i+3.
    dirs: [u8; 16],
}

impl Capture {
    pub(crate) fn new(from: Point, to: Point, hops: u8, dirs: u128) -> Capture {
        Capture {
            from,
            to,
            hops,
            dirs: dirs.to_le_bytes(),
        }
    }

    /// The directions of all hops, 3 bits each, first hop lowest.
    #[inline]
    pub(crate) fn packed_directions(&self) -> u128 {
        u128::from_le_bytes(self.dirs)
    }

    /// Direction index (into [`crate::variant::DIRECTIONS`]) of each hop.
    pub fn directions(&self) -> impl Iterator<Item = usize> + use<> {
        let dirs = u128::from_le_bytes(self.dirs);
        (0..self.hops).map(move |i| ((dirs >> (3 * i as u32)) & 7) as usize)
    }

    /// (point jumped, landing point) of each hop, in order.
    pub fn hops<'a>(&self, variant: &'a Variant) -> impl Iterator<Item = (Point, Point)> + use<'a> {
        let mut at = self.from.0 as i32;
        self.directions().map(move |d| {
            let over = at + variant.offset[d];
            at = over + variant.offset[d];
            (Point(over as u8), Point(at as u8))
        })
    }

    /// Landing points in order (without the start).
    pub fn landings(&self, variant: &Variant) -> Vec<Point> {
        self.hops(variant).map(|(_, land)| land).collect()
    }

    /// Captured attackers in the order they are jumped.
    pub fn captured_in_order(&self, variant: &Variant) -> Vec<Point> {
        self.hops(variant).map(|(over, _)| over).collect()
    }

    /// The attackers it takes.
    #[inline]
    pub fn captured(&self, variant: &Variant) -> Bits {
        self.hops(variant)
            .fold(0, |acc, (over, _)| acc | over.bit())
    }
}

impl Move {
    /// The officers' placement on these points.
    pub fn place(points: Bits) -> Move {
        Move::Place(Placement::new(points))
    }

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

    /// The points of a placement.
    pub fn placement(&self) -> Option<Bits> {
        match self {
            Move::Place(p) => Some(p.points()),
            _ => None,
        }
    }

    /// Whether the move is a capture.
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

/// A move read from text, as points of one board, before it is checked against a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveText {
    /// Distinct points, as many as the variant has officers.
    Place(Vec<Point>),
    /// The point left, then the point moved to.
    Step(Point, Point),
    /// The start, then at least one landing point.
    Capture(Vec<Point>),
}

/// A move that cannot be read, does not fit the board, or is not legal in the position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// Not move notation at all.
    Notation(NotationError),
    /// A point name the board does not have.
    NotOnBoard {
        /// The point as written.
        point: PointName,
        /// The name of the variant whose board lacks it.
        board: String,
    },
    /// A placement naming a point twice.
    PlacementRepeats(PointName),
    /// A placement of the wrong number of officers.
    PlacementCount {
        /// How many officers the variant has.
        expected: u32,
        /// How many points the placement names.
        found: usize,
    },
    /// Well formed but not legal here; `why` says what rule refuses it, where one can be named.
    Illegal {
        /// The move in notation.
        text: String,
        /// The rule that refuses the move; `None` where none can be named.
        why: Option<Refusal>,
    },
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Notation(e) => e.fmt(f),
            MoveError::NotOnBoard { point, board } => {
                write!(f, "{point} is not a point of the {board} board")
            }
            MoveError::PlacementRepeats(point) => {
                write!(f, "the placement names {point} twice")
            }
            MoveError::PlacementCount { expected, found } => write!(
                f,
                "the placement names {found} point{}, but there {} {expected} officer{} to place",
                if *found == 1 { "" } else { "s" },
                if *expected == 1 { "is" } else { "are" },
                if *expected == 1 { "" } else { "s" },
            ),
            MoveError::Illegal { text, why: None } => {
                write!(f, "{text} is not legal in this position")
            }
            MoveError::Illegal {
                text,
                why: Some(why),
            } => write!(f, "{text} is not legal in this position: {why}"),
        }
    }
}

impl std::error::Error for MoveError {}

impl From<NotationError> for MoveError {
    fn from(e: NotationError) -> MoveError {
        MoveError::Notation(e)
    }
}

impl Variant {
    /// The move in notation.
    pub fn move_text(&self, mv: &Move) -> String {
        match *mv {
            Move::Place(placement) => {
                let mut names: Vec<String> = points(placement.points())
                    .map(|p| self.name_of(p).to_string())
                    .collect();
                names.sort();
                format!("@{}", names.join(","))
            }
            Move::Step { from, to } => format!("{}-{}", self.name_of(from), self.name_of(to)),
            Move::Capture(c) => {
                let mut text = self.name_of(c.from).to_string();
                for (_, land) in c.hops(self) {
                    text.push('x');
                    text.push_str(&self.name_of(land).to_string());
                }
                text
            }
        }
    }

    /// Reads a move's notation as points of this board, without checking legality. A placement
    /// must name as many distinct points as there are officers.
    pub fn read_move(&self, text: &str) -> Result<MoveText, MoveError> {
        let notation: MoveNotation = text.parse()?;
        let point = |name: PointName| {
            self.point(name).ok_or_else(|| MoveError::NotOnBoard {
                point: name,
                board: self.name().to_string(),
            })
        };
        let list = |names: Vec<PointName>| -> Result<Vec<Point>, MoveError> {
            names.into_iter().map(point).collect()
        };
        Ok(match notation {
            MoveNotation::Place(names) => {
                if names.len() != self.officers() as usize {
                    return Err(MoveError::PlacementCount {
                        expected: self.officers(),
                        found: names.len(),
                    });
                }
                for (i, name) in names.iter().enumerate() {
                    if names[..i].contains(name) {
                        return Err(MoveError::PlacementRepeats(*name));
                    }
                }
                MoveText::Place(list(names)?)
            }
            MoveNotation::Step(a, b) => MoveText::Step(point(a)?, point(b)?),
            MoveNotation::Capture(names) => MoveText::Capture(list(names)?),
        })
    }

    /// Reads a move and finds it among the legal moves of the position.
    pub fn parse_move(&self, pos: &Position, text: &str) -> Result<Move, MoveError> {
        let wanted = self.read_move(text)?;
        let mut legal = Vec::new();
        self.generate(pos, &mut legal);
        legal
            .iter()
            .copied()
            .find(|mv| self.matches(mv, &wanted))
            .ok_or_else(|| MoveError::Illegal {
                text: text.trim().to_string(),
                why: self.explain_text(pos, &wanted).err(),
            })
    }

    /// Whether a legal move is the one the text names (placement points in any order).
    pub fn matches(&self, mv: &Move, wanted: &MoveText) -> bool {
        match (mv, wanted) {
            (Move::Place(placement), MoveText::Place(pts)) => {
                let bits = pts.iter().fold(0, |acc, p| acc | p.bit());
                bits == placement.points() && pts.len() == bits.count_ones() as usize
            }
            (Move::Step { from, to }, MoveText::Step(a, b)) => from == a && to == b,
            (Move::Capture(c), MoveText::Capture(pts)) => {
                pts.first() == Some(&c.from)
                    && pts.len() == c.hops as usize + 1
                    && c.hops(self)
                        .map(|(_, land)| land)
                        .eq(pts[1..].iter().copied())
            }
            _ => false,
        }
    }
}

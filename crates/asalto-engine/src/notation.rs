//! Move notation as text, before any board is known: point names (`d4`) and the three move
//! shapes (`@c6,e6`, `c3-c4`, `d5xd7xf7`). [`crate::Variant::read_move`] turns a
//! [`MoveNotation`] into points of a board and checks it against the variant.

use std::fmt;

use crate::quoted::Quoted;
use std::str::FromStr;

/// A point's name: a file letter `a`–`z` and a rank `1`–`99`, like `d4`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct PointName {
    /// From 0 (`a`).
    pub file: u8,
    /// From 0 (rank `1`).
    pub rank: u8,
}

impl FromStr for PointName {
    type Err = NotationError;

    fn from_str(text: &str) -> Result<PointName, NotationError> {
        let bad = || NotationError::NotAPointName(text.to_string());
        let mut chars = text.chars();
        let file = chars.next().ok_or_else(bad)?;
        let rank = chars.as_str();
        if !file.is_ascii_lowercase()
            || rank.is_empty()
            || rank.len() > 2
            || !rank.bytes().all(|b| b.is_ascii_digit())
            || rank.starts_with('0')
        {
            return Err(bad());
        }
        let rank: u8 = rank.parse().map_err(|_| bad())?;
        Ok(PointName {
            file: file as u8 - b'a',
            rank: rank - 1,
        })
    }
}

impl fmt::Display for PointName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file) as char, self.rank as u32 + 1)
    }
}

/// The shape of a move as written: which points it names, in order.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum MoveNotation {
    /// `@c6,e6`: the points the officers are placed on.
    Place(Vec<PointName>),
    /// `c3-c4`.
    Step(PointName, PointName),
    /// `d5xd7xf7`: the start, then every landing point.
    Capture(Vec<PointName>),
}

/// Text that is not move notation at all, whatever the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationError {
    /// No text.
    Empty,
    /// A name that is not a letter and a rank, like `d4`.
    NotAPointName(String),
    /// Not one of the three move shapes.
    NotAMove(String),
    /// `d5x` or `x d7`: a capture needs a start and at least one landing point.
    CaptureWithoutLanding(String),
    /// `@`: a placement names no point.
    PlacementWithoutPoints,
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotationError::Empty => f.write_str("empty move"),
            NotationError::NotAPointName(name) => write!(
                f,
                "{name_q} is not a point name (a letter and a rank, like d4)",
                name_q = Quoted(name)
            ),
            NotationError::NotAMove(text) => write!(
                f,
                "{text_q} is not a move (placement @c6,e6, step c3-c4 or capture d5xd7xf7)",
                text_q = Quoted(text)
            ),
            NotationError::CaptureWithoutLanding(text) => write!(
                f,
                "{text_q} is not a capture: write the start and every landing point, like d5xd7xf7",
                text_q = Quoted(text)
            ),
            NotationError::PlacementWithoutPoints => {
                f.write_str("a placement names its points, like @c6,e6")
            }
        }
    }
}

impl std::error::Error for NotationError {}

impl FromStr for MoveNotation {
    type Err = NotationError;

    /// Reads one move; surrounding spaces are ignored, spaces inside are not allowed.
    fn from_str(text: &str) -> Result<MoveNotation, NotationError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(NotationError::Empty);
        }
        let names = |list: &str, sep: char| -> Result<Vec<PointName>, NotationError> {
            list.split(sep).map(str::parse).collect()
        };
        if let Some(list) = text.strip_prefix('@') {
            if list.is_empty() {
                return Err(NotationError::PlacementWithoutPoints);
            }
            return Ok(MoveNotation::Place(names(list, ',')?));
        }
        if text.contains('-') {
            let mut parts = text.split('-');
            return match (parts.next(), parts.next(), parts.next()) {
                (Some(a), Some(b), None) => Ok(MoveNotation::Step(a.parse()?, b.parse()?)),
                _ => Err(NotationError::NotAMove(text.to_string())),
            };
        }
        if text.contains('x') {
            let points = names(text, 'x').map_err(|e| match e {
                NotationError::NotAPointName(name) if name.is_empty() => {
                    NotationError::CaptureWithoutLanding(text.to_string())
                }
                other => other,
            })?;
            return Ok(MoveNotation::Capture(points));
        }
        Err(NotationError::NotAMove(text.to_string()))
    }
}

impl fmt::Display for MoveNotation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let join = |f: &mut fmt::Formatter<'_>, points: &[PointName], sep: char| {
            for (i, p) in points.iter().enumerate() {
                if i > 0 {
                    write!(f, "{sep}")?;
                }
                write!(f, "{p}")?;
            }
            Ok(())
        };
        match self {
            MoveNotation::Place(points) => {
                f.write_str("@")?;
                join(f, points, ',')
            }
            MoveNotation::Step(a, b) => write!(f, "{a}-{b}"),
            MoveNotation::Capture(points) => join(f, points, 'x'),
        }
    }
}

/// What names a point for [`Variant::point`](crate::Variant::point): its name as text
/// (`"d4"`) or as a [`PointName`], or its file and rank counted from 0.
pub trait PointRef {
    /// The name meant; `None` for text that is no point name.
    fn point_name(self) -> Option<PointName>;
}

impl PointRef for PointName {
    fn point_name(self) -> Option<PointName> {
        Some(self)
    }
}

impl PointRef for (u8, u8) {
    fn point_name(self) -> Option<PointName> {
        Some(PointName {
            file: self.0,
            rank: self.1,
        })
    }
}

impl PointRef for &str {
    fn point_name(self) -> Option<PointName> {
        self.parse().ok()
    }
}

impl PointRef for &String {
    fn point_name(self) -> Option<PointName> {
        self.as_str().point_name()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn point_names_read_and_print() {
        let d4: PointName = "d4".parse().unwrap();
        assert_eq!((d4.file, d4.rank), (3, 3));
        assert_eq!(d4.to_string(), "d4");
        assert_eq!("z99".parse::<PointName>().unwrap().to_string(), "z99");
        for bad in ["", "d", "4", "D4", "d0", "d04", "d100", "d-1", "dd4", "é4"] {
            assert!(bad.parse::<PointName>().is_err(), "{bad:?}");
        }
    }

    #[test]
    fn moves_read_and_print_the_same() {
        for text in ["@c6,e6", "@c6", "c3-c4", "d5xd7", "d5xd7xf7xd5"] {
            let read: MoveNotation = text.parse().unwrap();
            assert_eq!(read.to_string(), text);
        }
        assert_eq!(
            " c3-c4 ".parse::<MoveNotation>().unwrap().to_string(),
            "c3-c4"
        );
    }

    #[test]
    fn shapes_that_are_not_moves_are_named() {
        assert_eq!("".parse::<MoveNotation>(), Err(NotationError::Empty));
        assert_eq!(
            "@".parse::<MoveNotation>(),
            Err(NotationError::PlacementWithoutPoints)
        );
        assert!(matches!(
            "d5x".parse::<MoveNotation>(),
            Err(NotationError::CaptureWithoutLanding(_))
        ));
        assert!(matches!(
            "d6-d5-d4".parse::<MoveNotation>(),
            Err(NotationError::NotAMove(_))
        ));
        assert!(matches!(
            "d4".parse::<MoveNotation>(),
            Err(NotationError::NotAMove(_))
        ));
        assert!(matches!(
            "@c6,".parse::<MoveNotation>(),
            Err(NotationError::NotAPointName(_))
        ));
    }
}

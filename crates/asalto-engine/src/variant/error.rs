//! What can be wrong with a variant file.

use std::fmt;

use super::limits::{MAX_NAME_CHARS, MAX_OFFICERS, MAX_PLACEMENTS, MAX_TITLE_CHARS};
use crate::quoted::Quoted;

/// A mistake in a variant file, explained.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VariantError {
    /// The text is not RON for a variant file (with the RON reader's own message).
    Ron(String),
    /// The name is not one word of letters, digits, `-` and `_` of at most
    /// [`MAX_NAME_CHARS`](super::MAX_NAME_CHARS) characters (it is the first field of
    /// APN).
    Name(String),
    /// The name is a word of the notation.
    NameReserved(String),
    /// The title has more characters than [`MAX_TITLE_CHARS`](super::MAX_TITLE_CHARS).
    TitleTooLong(usize),
    /// More officers than [`MAX_OFFICERS`](super::MAX_OFFICERS).
    TooManyOfficers(u8),
    /// More ways to place the officers than [`MAX_PLACEMENTS`](super::MAX_PLACEMENTS).
    TooManyPlacements {
        /// The officers to place.
        officers: u8,
        /// The fortress's points.
        fortress: u32,
        /// The ways to place them (`u64::MAX` when more than that).
        ways: u64,
    },
    /// Not a letter and a rank, like `d4`.
    PointName(String),
    /// A point on file `x` or beyond: `x` separates the points of a capture.
    FileLetter(String),
    /// The board has no points.
    NoPoints,
    /// The grid the points need has more than 128 points.
    GridTooLarge {
        /// The grid's files.
        width: usize,
        /// The grid's ranks.
        height: usize,
    },
    /// A point listed twice in one list (`what` names the list).
    Repeated {
        /// The list, in words (`the board`, `the fortress`, …).
        what: &'static str,
        /// The point's name, as written.
        name: String,
    },
    /// A list names a point the board does not have.
    UnknownPoint {
        /// The list, in words.
        what: &'static str,
        /// The name, as written.
        name: String,
    },
    /// The fortress has no points, yet the officers are to be placed in it.
    NoFortress,
    /// No officers.
    NoOfficers,
    /// More officers than fortress points to place them on.
    OfficersDoNotFit {
        /// The officers to place.
        officers: u8,
        /// The fortress's points.
        fortress: u32,
    },
    /// Attackers start inside the fortress the officers are placed in.
    AttackersInFortress,
    /// Fewer attackers than fortress points: the attackers could never win.
    TooFewAttackers {
        /// The attackers at the start.
        attackers: u32,
        /// The fortress's points.
        fortress: u32,
    },
    /// A draw by repetition needs at least two occurrences.
    Repetitions(u8),
    /// A `move_limit` of 0: it must be at least 1.
    MoveLimit,
    /// A line of fewer than two points.
    ShortLine(String),
    /// Consecutive points of a line that are not neighbours on the grid.
    NotNeighbours {
        /// The line, as written.
        line: String,
        /// The first of the two points.
        a: String,
        /// The second of the two points.
        b: String,
    },
    /// A line that changes direction.
    NotStraight(String),
    /// The same segment in two lines.
    SegmentTwice {
        /// One end of the segment.
        a: String,
        /// Its other end.
        b: String,
    },
    /// A point on no line: a piece there could never move.
    IsolatedPoint(String),
    /// No fortress and no `attackers` list: there is nothing to place the attackers around.
    NoAttackersStart,
    /// `officers_start` names a different number of points than there are officers.
    OfficersStart {
        /// The officers in the variant.
        officers: u8,
        /// The points `officers_start` names.
        points: u32,
    },
    /// `first` set with a placement, which is always the officers' first move.
    FirstAfterPlacement,
    /// A point in both the attackers' and the officers' start.
    StartsOverlap,
    /// `officers_win_below` out of range.
    WinBelow {
        /// The `officers_win_below` given (it must be from 1 to the attackers).
        below: u8,
        /// The attackers at the start.
        attackers: u32,
    },
    /// No fortress and no `officers_win_below`: the officers could never win.
    NoWinBelow,
    /// A variant file uses the name of a variant already known (a built-in one, or an earlier
    /// file).
    NameTaken(String),
}

impl fmt::Display for VariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("invalid variant: ")?;
        match self {
            VariantError::Ron(message) => write!(f, "{}", message.replace('\n', " ")),
            VariantError::Name(name) => {
                let shown: String = name.chars().take(MAX_NAME_CHARS + 1).collect();
                let cut = if shown.chars().count() > MAX_NAME_CHARS {
                    "…"
                } else {
                    ""
                };
                write!(
                    f,
                    "the name {name_q}{cut} must be one word of letters, digits, - and _, at most {MAX_NAME_CHARS} characters",
                    name_q = Quoted(&shown),
                )
            }
            VariantError::NameReserved(name) => write!(
                f,
                "the name {name_q} is a word of the notation (`asalto moves …`); give the variant another",
                name_q = Quoted(name)
            ),
            VariantError::TitleTooLong(chars) => write!(
                f,
                "the title has {chars} characters; at most {MAX_TITLE_CHARS} fit on the screen"
            ),
            VariantError::TooManyOfficers(n) => {
                write!(f, "{n} officers; at most {MAX_OFFICERS} are supported")
            }
            VariantError::TooManyPlacements {
                officers,
                fortress,
                ways,
            } => write!(
                f,
                "{officers} officers can be placed in a fortress of {fortress} points in {} ways; at most {MAX_PLACEMENTS} are supported (fewer officers, a smaller fortress, or officers_start)",
                if *ways == u64::MAX {
                    "more than 10^19".to_string()
                } else {
                    ways.to_string()
                }
            ),
            VariantError::PointName(name) => {
                write!(
                    f,
                    "{name_q} is not a point name (a letter and a rank, like d4)",
                    name_q = Quoted(name)
                )
            }
            VariantError::FileLetter(name) => write!(
                f,
                "{name_q}: files run from a to w (x separates the points of a capture)",
                name_q = Quoted(name)
            ),
            VariantError::NoPoints => f.write_str("the board has no points"),
            VariantError::GridTooLarge { width, height } => write!(
                f,
                "the board's grid is {width} files by {height} ranks; at most 128 grid points are supported"
            ),
            VariantError::Repeated { what, name } => {
                write!(f, "the point {name} is listed twice in {what}")
            }
            VariantError::UnknownPoint { what, name } => {
                write!(
                    f,
                    "{what} names {name_q}, which is not a point of the board",
                    name_q = Quoted(name)
                )
            }
            VariantError::NoFortress => f.write_str("the fortress has no points"),
            VariantError::NoOfficers => f.write_str("there must be at least one officer"),
            VariantError::OfficersDoNotFit { officers, fortress } => write!(
                f,
                "{officers} officers cannot be placed in a fortress of {fortress} points"
            ),
            VariantError::AttackersInFortress => f.write_str(
                "attackers may not start inside the fortress (the officers are placed there)",
            ),
            VariantError::TooFewAttackers {
                attackers,
                fortress,
            } => write!(
                f,
                "{attackers} attackers can never fill a fortress of {fortress} points"
            ),
            VariantError::Repetitions(n) => {
                write!(f, "repetitions must be at least 2, not {n}")
            }
            VariantError::MoveLimit => f.write_str("move_limit must be at least 1"),
            VariantError::ShortLine(line) => {
                write!(
                    f,
                    "the line {line_q} needs at least two points",
                    line_q = Quoted(line)
                )
            }
            VariantError::NotNeighbours { line, a, b } => write!(
                f,
                "the line {line_q} joins {a} and {b}, which are not neighbours",
                line_q = Quoted(line)
            ),
            VariantError::NotStraight(line) => write!(
                f,
                "the line {line_q} is not straight",
                line_q = Quoted(line)
            ),
            VariantError::SegmentTwice { a, b } => write!(f, "the segment {a}-{b} is drawn twice"),
            VariantError::IsolatedPoint(name) => write!(
                f,
                "the point {name} is on no line, so a piece there could never move"
            ),
            VariantError::NoAttackersStart => f.write_str(
                "without a fortress the attackers' start must be listed (attackers: [...])",
            ),
            VariantError::OfficersStart { officers, points } => write!(
                f,
                "officers_start names {points} points for {officers} officers"
            ),
            VariantError::FirstAfterPlacement => f.write_str(
                "first: Officers needs officers_start (placing the officers is their first move)",
            ),
            VariantError::StartsOverlap => {
                f.write_str("a point is in both the attackers' and the officers' start")
            }
            VariantError::WinBelow { below, attackers } => write!(
                f,
                "officers_win_below must be from 1 to the {attackers} attackers, not {below}"
            ),
            VariantError::NoWinBelow => f.write_str(
                "without a fortress, officers_win_below must say when the officers have won",
            ),
            VariantError::NameTaken(name) => write!(
                f,
                "a variant named {name_q} is already known; give this one a name of its own",
                name_q = Quoted(name)
            ),
        }
    }
}

impl std::error::Error for VariantError {}

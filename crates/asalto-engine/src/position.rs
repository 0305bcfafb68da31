//! A position (pieces, whose turn, draw clock) and its APN text form.

use std::fmt;

use crate::quoted::Quoted;
use serde::{Deserialize, Serialize};
use std::str::FromStr;
use std::sync::Arc;

use crate::bitboard::Bits;
use crate::variant::Variant;

pub use crate::side::{Side, Turn};

/// Pieces, turn and the draw clock. Cheap to copy; the rules live in [`Variant`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Position {
    /// The points holding an attacker.
    pub attackers: Bits,
    /// The points holding an officer.
    pub officers: Bits,
    /// Whose turn it is, or the officers' placement still to come.
    pub turn: Turn,
    /// Plies since the last capture or attacker forward step.
    pub clock: u16,
}

impl Position {
    /// The variant's start: attackers in place, officers still to be placed (or on their
    /// start points, with the first side to move).
    pub fn start(variant: &Variant) -> Position {
        let (officers, turn) = match variant.officers_start() {
            None => (0, Turn::Setup),
            Some(bits) => match variant.first() {
                Side::Officers => (bits, Turn::Officers),
                Side::Attackers => (bits, Turn::Attackers),
            },
        };
        Position {
            attackers: variant.attackers_start(),
            officers,
            turn,
            clock: 0,
        }
    }
}

/// A malformed APN string, explained.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ApnError {
    /// Not four fields separated by single spaces.
    Fields(String),
    /// A single word that names no variant (a variant's name stands for its start).
    UnknownVariant {
        /// The word as written.
        name: String,
        /// The names of the variants known (empty where the reader lists none).
        known: Vec<String>,
    },
    /// The position is of another variant than the one asked for.
    WrongVariant {
        /// The name of the variant asked for.
        expected: String,
        /// The variant's name the position gives.
        found: String,
    },
    /// The side field is not `s`, `r` or `o`.
    Side(String),
    /// The ranks field lists another number of ranks than the board has.
    RankCount {
        /// The variant's name.
        variant: String,
        /// How many ranks the board has.
        expected: usize,
        /// How many ranks the position lists.
        found: usize,
    },
    /// A rank lists another number of points than the board has on it (counted from the top).
    RankLength {
        /// The rank, from 1 at the top.
        rank: usize,
        /// How many points the board has on that rank.
        expected: usize,
        /// How many points the position lists for it.
        found: usize,
        /// The rank as written.
        text: String,
    },
    /// A character other than `R`, `O` and `.` in the ranks.
    Piece(char),
    /// The clock is not a number of plies.
    Clock(String),
    /// The clock does not fit in 16 bits.
    ClockTooLarge(String),
    /// More attackers than the variant has.
    TooManyAttackers {
        /// How many attackers the position has.
        found: u32,
        /// How many attackers the variant has.
        most: u32,
    },
    /// More officers than the variant has.
    TooManyOfficers {
        /// How many officers the position has.
        found: u32,
        /// How many officers the variant has.
        most: u32,
    },
    /// Officers on the board while they are still to be placed (side `s`).
    OfficersBeforePlacement,
    /// Side `s` in a variant whose officers start on the board (no placement).
    NoPlacement(String),
}

impl fmt::Display for ApnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("bad position: ")?;
        match self {
            ApnError::Fields(text) => write!(
                f,
                "expected four fields separated by single spaces (variant, side, ranks, clock), got {text_q}",
                text_q = Quoted(text)
            ),
            ApnError::UnknownVariant { name, known } if known.is_empty() => {
                write!(f, "unknown variant {name_q}", name_q = Quoted(name))
            }
            ApnError::UnknownVariant { name, known } => {
                write!(
                    f,
                    "unknown variant {name_q} (known: {})",
                    known.join(", "),
                    name_q = Quoted(name)
                )
            }
            ApnError::WrongVariant { expected, found } => {
                write!(
                    f,
                    "the position is of {found_q}, not {expected_q}",
                    expected_q = Quoted(expected),
                    found_q = Quoted(found)
                )
            }
            ApnError::Side(side) => write!(
                f,
                "the side must be s, r or o, not {side_q}",
                side_q = Quoted(side)
            ),
            ApnError::RankCount {
                variant,
                expected,
                found,
            } => write!(
                f,
                "{variant} has {expected} ranks, the position lists {found}"
            ),
            ApnError::RankLength {
                rank,
                expected,
                found,
                text,
            } => write!(
                f,
                "rank {rank} from the top has {expected} points, the position lists {found} ({text_q})",
                text_q = Quoted(text)
            ),
            ApnError::Piece(c) => write!(f, "unknown piece {c:?} (use R, O or .)"),
            ApnError::Clock(clock) => {
                write!(
                    f,
                    "the clock must be a number of plies, not {clock_q}",
                    clock_q = Quoted(clock)
                )
            }
            ApnError::ClockTooLarge(clock) => write!(f, "the clock {clock} is too large"),
            ApnError::TooManyAttackers { found, most } => {
                write!(f, "{found} attackers, but the variant has only {most}")
            }
            ApnError::TooManyOfficers { found, most } => {
                write!(f, "{found} officers, but the variant has only {most}")
            }
            ApnError::OfficersBeforePlacement => {
                f.write_str("officers are on the board but the side is s (still to be placed)")
            }
            ApnError::NoPlacement(variant) => write!(
                f,
                "side s (officers still to be placed) does not exist in {variant}: its officers start on the board"
            ),
        }
    }
}

impl std::error::Error for ApnError {}

/// A position together with its variant: what an APN string describes. Reads built-in
/// variants with [`FromStr`] (see [`crate::Variants`] for others) and prints as APN.
///
/// ```
/// use asalto_engine::Apn;
/// let apn: Apn = "asalto r .../.O./RR..RRR/RRR.R.R/RR.RRRR/RRR/RRR 0".parse().unwrap();
/// assert_eq!(apn.position.officers.count_ones(), 1);
/// assert_eq!(apn.to_string(), "asalto r .../.O./RR..RRR/RRR.R.R/RR.RRRR/RRR/RRR 0");
/// ```
#[derive(Clone, Debug)]
pub struct Apn {
    /// The variant the position is of.
    pub variant: Arc<Variant>,
    /// The pieces, the side to move and the clock.
    pub position: Position,
}

impl PartialEq for Apn {
    fn eq(&self, other: &Apn) -> bool {
        self.variant.name() == other.variant.name() && self.position == other.position
    }
}

impl Eq for Apn {}

impl FromStr for Apn {
    type Err = ApnError;

    fn from_str(text: &str) -> Result<Apn, ApnError> {
        parse_apn(text).map(|(variant, position)| Apn { variant, position })
    }
}

impl fmt::Display for Apn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.variant.to_apn(&self.position))
    }
}

/// Parses an APN string of a built-in variant.
pub fn parse_apn(text: &str) -> Result<(Arc<Variant>, Position), ApnError> {
    parse_apn_with(text, Variant::builtin)
}

/// Parses an APN string, finding its variant by name with `lookup` (for custom variants).
pub fn parse_apn_with(
    text: &str,
    lookup: impl Fn(&str) -> Option<Arc<Variant>>,
) -> Result<(Arc<Variant>, Position), ApnError> {
    let fields = split_fields(text)?;
    let Some(variant) = lookup(fields[0]) else {
        return Err(ApnError::UnknownVariant {
            name: fields[0].to_string(),
            known: Vec::new(),
        });
    };
    let pos = parse_fields(&variant, &fields)?;
    Ok((variant, pos))
}

fn split_fields(text: &str) -> Result<Vec<&str>, ApnError> {
    let fields: Vec<&str> = text.split(' ').collect();
    if fields.len() != 4 || fields.iter().any(|f| f.is_empty()) {
        return Err(ApnError::Fields(text.to_string()));
    }
    Ok(fields)
}

fn parse_fields(variant: &Variant, fields: &[&str]) -> Result<Position, ApnError> {
    let turn = match fields[1] {
        "s" => Turn::Setup,
        "r" => Turn::Attackers,
        "o" => Turn::Officers,
        other => return Err(ApnError::Side(other.to_string())),
    };
    let ranks: Vec<&str> = fields[2].split('/').collect();
    let order = variant.apn_order();
    let rank_lengths = rank_lengths(variant);
    if ranks.len() != rank_lengths.len() {
        return Err(ApnError::RankCount {
            variant: variant.name().to_string(),
            expected: rank_lengths.len(),
            found: ranks.len(),
        });
    }
    let (mut attackers, mut officers): (Bits, Bits) = (0, 0);
    let mut next = order.iter();
    for (i, (rank, &len)) in ranks.iter().zip(&rank_lengths).enumerate() {
        if rank.chars().count() != len {
            return Err(ApnError::RankLength {
                rank: i + 1,
                expected: len,
                found: rank.chars().count(),
                text: rank.to_string(),
            });
        }
        for c in rank.chars() {
            let Some(&p) = next.next() else { break };
            match c {
                'R' => attackers |= p.bit(),
                'O' => officers |= p.bit(),
                '.' => {}
                other => return Err(ApnError::Piece(other)),
            }
        }
    }
    let clock = fields[3];
    if !clock.bytes().all(|b| b.is_ascii_digit()) {
        return Err(ApnError::Clock(clock.to_string()));
    }
    let Ok(clock) = clock.parse::<u16>() else {
        return Err(ApnError::ClockTooLarge(clock.to_string()));
    };
    let n_off = officers.count_ones();
    let n_att = attackers.count_ones();
    if n_att > variant.attackers() {
        return Err(ApnError::TooManyAttackers {
            found: n_att,
            most: variant.attackers(),
        });
    }
    if n_off > variant.officers() {
        return Err(ApnError::TooManyOfficers {
            found: n_off,
            most: variant.officers(),
        });
    }
    if turn == Turn::Setup && n_off != 0 {
        return Err(ApnError::OfficersBeforePlacement);
    }
    if turn == Turn::Setup && variant.officers_start().is_some() {
        return Err(ApnError::NoPlacement(variant.name().to_string()));
    }
    Ok(Position {
        attackers,
        officers,
        turn,
        clock,
    })
}

/// Number of points on each rank, top rank first.
fn rank_lengths(variant: &Variant) -> Vec<usize> {
    let mut out: Vec<usize> = Vec::new();
    let mut last = None;
    for &p in variant.apn_order() {
        let rank = variant.coords(p).1;
        if last == Some(rank) {
            *out.last_mut().expect("a rank was started") += 1;
        } else {
            out.push(1);
            last = Some(rank);
        }
    }
    out
}

impl Variant {
    /// The position as APN.
    pub fn to_apn(&self, pos: &Position) -> String {
        let mut ranks = String::new();
        let mut last = None;
        for &p in self.apn_order() {
            let rank = self.coords(p).1;
            if last.is_some() && last != Some(rank) {
                ranks.push('/');
            }
            last = Some(rank);
            ranks.push(if pos.attackers & p.bit() != 0 {
                'R'
            } else if pos.officers & p.bit() != 0 {
                'O'
            } else {
                '.'
            });
        }
        let side = match pos.turn {
            Turn::Setup => 's',
            Turn::Attackers => 'r',
            Turn::Officers => 'o',
        };
        format!("{} {side} {ranks} {}", self.name(), pos.clock)
    }

    /// Parses APN of this variant.
    pub fn parse_apn(&self, text: &str) -> Result<Position, ApnError> {
        let fields = split_fields(text)?;
        if fields[0] != self.name() {
            return Err(ApnError::WrongVariant {
                expected: self.name().to_string(),
                found: fields[0].to_string(),
            });
        }
        parse_fields(self, &fields)
    }
}

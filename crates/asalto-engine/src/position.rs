//! A position (pieces, whose turn, draw clock) and its APN text form.

use std::fmt;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::bitboard::Bits;
use crate::variant::Variant;

/// The two players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    /// Rebels (Asalto) or soldiers (L'Assaut): the many pieces that storm the fortress.
    Attackers,
    /// The officers who defend it.
    Officers,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::Attackers => Side::Officers,
            Side::Officers => Side::Attackers,
        }
    }
}

/// Whose turn it is; the officers' placement is a turn of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Turn {
    /// The officers' player still has to place its officers (APN `s`).
    Setup,
    /// Attackers to move (APN `r`).
    Attackers,
    /// Officers to move (APN `o`).
    Officers,
}

impl Turn {
    /// The player who moves.
    pub fn side(self) -> Side {
        match self {
            Turn::Attackers => Side::Attackers,
            Turn::Setup | Turn::Officers => Side::Officers,
        }
    }
}

/// Pieces, turn and the draw clock. Cheap to copy; the rules live in [`Variant`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub attackers: Bits,
    pub officers: Bits,
    pub turn: Turn,
    /// Plies since the last capture or attacker forward step.
    pub clock: u16,
}

impl Position {
    /// The variant's start: attackers in place, officers still to be placed.
    pub fn start(variant: &Variant) -> Position {
        Position {
            attackers: variant.attackers_start(),
            officers: 0,
            turn: Turn::Setup,
            clock: 0,
        }
    }

    /// Same pieces and the same player to move (what repetition compares).
    pub fn same_placement(&self, other: &Position) -> bool {
        self.attackers == other.attackers
            && self.officers == other.officers
            && self.turn == other.turn
    }
}

/// A malformed APN string, explained.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ApnError(pub String);

impl fmt::Display for ApnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad position: {}", self.0)
    }
}

impl std::error::Error for ApnError {}

/// Parses an APN string of a built-in variant.
pub fn parse_apn(text: &str) -> Result<(Arc<Variant>, Position), ApnError> {
    parse_apn_with(text, Variant::builtin)
}

/// Parses an APN string, finding its variant by name with `lookup` (for custom variants).
pub fn parse_apn_with(
    text: &str,
    lookup: impl Fn(&str) -> Option<Arc<Variant>>,
) -> Result<(Arc<Variant>, Position), ApnError> {
    let err = |m: String| Err(ApnError(m));
    let fields: Vec<&str> = text.split(' ').collect();
    if fields.len() != 4 || fields.iter().any(|f| f.is_empty()) {
        return err(format!(
            "expected four fields separated by single spaces (variant, side, ranks, clock), got {:?}",
            text
        ));
    }
    let Some(variant) = lookup(fields[0]) else {
        return err(format!("unknown variant {:?}", fields[0]));
    };
    let pos = parse_fields(&variant, &fields)?;
    Ok((variant, pos))
}

fn parse_fields(variant: &Variant, fields: &[&str]) -> Result<Position, ApnError> {
    let err = |m: String| Err(ApnError(m));
    let turn = match fields[1] {
        "s" => Turn::Setup,
        "r" => Turn::Attackers,
        "o" => Turn::Officers,
        other => return err(format!("the side must be s, r or o, not {other:?}")),
    };
    let ranks: Vec<&str> = fields[2].split('/').collect();
    let order = variant.apn_order();
    let rank_lengths = rank_lengths(variant);
    if ranks.len() != rank_lengths.len() {
        return err(format!(
            "{} has {} ranks, the position lists {}",
            variant.name(),
            rank_lengths.len(),
            ranks.len()
        ));
    }
    let (mut attackers, mut officers) = (0, 0);
    let mut next = order.iter();
    for (i, (rank, &len)) in ranks.iter().zip(&rank_lengths).enumerate() {
        if rank.chars().count() != len {
            return err(format!(
                "rank {} from the top has {len} points, the position lists {} ({rank:?})",
                i + 1,
                rank.chars().count()
            ));
        }
        for c in rank.chars() {
            let Some(&p) = next.next() else { break };
            match c {
                'R' => attackers |= p.bit(),
                'O' => officers |= p.bit(),
                '.' => {}
                other => return err(format!("unknown piece {other:?} (use R, O or .)")),
            }
        }
    }
    let clock = fields[3];
    if clock.is_empty() || !clock.bytes().all(|b| b.is_ascii_digit()) {
        return err(format!(
            "the clock must be a number of plies, not {clock:?}"
        ));
    }
    let Ok(clock) = clock.parse::<u16>() else {
        return err(format!("the clock {clock} is too large"));
    };
    let n_off = officers.count_ones();
    let n_att = attackers.count_ones();
    if n_att > variant.attackers() {
        return err(format!(
            "{n_att} attackers, but {} has only {}",
            variant.name(),
            variant.attackers()
        ));
    }
    if n_off > variant.officers() {
        return err(format!(
            "{n_off} officers, but {} has only {}",
            variant.name(),
            variant.officers()
        ));
    }
    if turn == Turn::Setup && n_off != 0 {
        return err("officers are on the board but the side is s (still to be placed)".into());
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
        let fields: Vec<&str> = text.split(' ').collect();
        if fields.len() != 4 || fields.iter().any(|f| f.is_empty()) {
            return Err(ApnError(format!(
                "expected four fields separated by single spaces (variant, side, ranks, clock), got {text:?}"
            )));
        }
        if fields[0] != self.name() {
            return Err(ApnError(format!(
                "the position is of {:?}, not {:?}",
                fields[0],
                self.name()
            )));
        }
        parse_fields(self, &fields)
    }
}

//! The static evaluation: a score in hundredths of an attacker, from the officers' point of view
//! (positive is good for the officers), turned to the side to move's view by [`evaluate`].

use crate::bitboard::{Bits, points, shift};
use crate::position::{Position, Turn};
use crate::variant::Variant;

use super::masks::{BoardMasks, officer_room};

/// Weights of the evaluation terms. One attacker is worth [`Weights::attacker`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    /// Each attacker captured.
    pub attacker: i32,
    /// Extra per attacker captured as the attackers run short: scaled by how few spares are left
    /// (the last spares decide the game, the first captures hardly matter).
    pub scarcity: i32,
    /// An officer lost to huffing (Asalto), beyond what the position shows.
    pub officer: i32,
    /// Each fortress point held by an attacker.
    pub fortress_held: i32,
    /// Extra when only a few fortress points remain open, indexed by how many are open.
    pub fortress_near: [i32; 4],
    /// Each rank an attacker has advanced.
    pub advance: i32,
    /// An attacker that an officer can jump now, while the attackers are to move (one can be
    /// saved, a second one is usually lost: a fork).
    pub exposed_one: i32,
    /// Each further attacker an officer can jump now, while the attackers are to move.
    pub exposed_more: i32,
    /// An attacker with empty points on both sides of a line an officer can jump along: a target
    /// as soon as an officer arrives. Attackers with a piece behind them are safe on that line.
    pub loose: i32,
    /// Each step the officers can make.
    pub officer_mobility: i32,
    /// An officer with no free neighbour (it is shut in), or only one or two.
    pub officer_shut: [i32; 3],
    /// Each step the attackers can make (few steps: they may run out of moves and lose).
    pub attacker_mobility: i32,
    /// In a game without a fortress (Fox & Geese): each empty point the officers could walk to
    /// without jumping, beyond as many as at the start. The geese win by closing the fox in,
    /// and lose once it slips behind their line, where the points they have left stay open for
    /// good (they never step back). No effect where there is a fortress. (Measured in
    /// docs/measurements.md, "Fox & Geese, tuning the evaluation".)
    pub officer_room: i32,
    /// Without a fortress: each point of the officers' room that no attacker can ever reach
    /// again (it is behind them all). Two such points side by side are a refuge: the fox steps
    /// between them for ever and cannot be trapped.
    pub out_of_reach: i32,
    /// An attacker outside the fortress that can never move again: it cannot help to fill it.
    pub stranded: i32,
    /// Moving is an advantage: the side to move gets this.
    pub tempo: i32,
    /// What a draw (repetition, move limit) costs the side searching: it prefers playing on
    /// while it is not worse by more than this.
    pub contempt: i32,
    /// How much of the searching side's deficit (its evaluation at the root, when below even) a
    /// draw is worth, in percent: at 100 a draw is worth the present standing, so a side that is
    /// behind plays on instead of repeating unless playing on loses more. Meant for Asalto's
    /// officers, behind on the evaluation in almost every position, who take repetitions against
    /// attackers that have gone wrong; off (0), as it did not help them (docs/measurements.md).
    pub draw_deficit: i32,
    /// Added to `contempt` when the attackers search. From a fair start the attackers are
    /// expected to win, and in a side-swapped pair a draw with them loses the pair against an
    /// opponent who wins with them, so they should play on rather than repeat
    /// (docs/measurements.md, "The attackers scorn a draw").
    pub attackers_contempt: i32,
    /// Where attackers may step back: plies without a capture after which a lead starts to
    /// fade, and over how many more plies it fades to nothing (0: never). See the search's
    /// `eval`.
    pub stall_grace: i32,
    /// Over how many plies after `stall_grace` a lead fades to nothing (0: never).
    pub stall_plies: i32,
}

impl Weights {
    /// Tuned by self-play, one weight at a time against the rest (docs/measurements.md, "The
    /// first evaluation weights").
    pub const DEFAULT: Weights = Weights {
        attacker: 100,
        scarcity: 40,
        officer: 500,
        fortress_held: 30,
        fortress_near: [0, 220, 110, 45],
        advance: 5,
        exposed_one: 45,
        exposed_more: 90,
        loose: 7,
        officer_mobility: 5,
        officer_shut: [90, 40, 12],
        attacker_mobility: 20,
        officer_room: 40,
        out_of_reach: 80,
        stranded: 40,
        tempo: 8,
        contempt: 0,
        draw_deficit: 0,
        attackers_contempt: 60,
        stall_grace: 100,
        stall_plies: 100,
    };
}

impl Weights {
    /// Every weight's name, as [`Weights::set`] takes it.
    pub const NAMES: [&'static str; 25] = [
        "attacker",
        "scarcity",
        "officer",
        "fortress_held",
        "fortress_near1",
        "fortress_near2",
        "fortress_near3",
        "advance",
        "exposed_one",
        "exposed_more",
        "loose",
        "officer_mobility",
        "officer_shut0",
        "officer_shut1",
        "officer_shut2",
        "attacker_mobility",
        "officer_room",
        "out_of_reach",
        "stranded",
        "tempo",
        "contempt",
        "draw_deficit",
        "attackers_contempt",
        "stall_grace",
        "stall_plies",
    ];

    fn slot(&mut self, name: &str) -> Option<&mut i32> {
        Some(match name {
            "attacker" => &mut self.attacker,
            "scarcity" => &mut self.scarcity,
            "officer" => &mut self.officer,
            "fortress_held" => &mut self.fortress_held,
            "fortress_near1" => &mut self.fortress_near[1],
            "fortress_near2" => &mut self.fortress_near[2],
            "fortress_near3" => &mut self.fortress_near[3],
            "advance" => &mut self.advance,
            "exposed_one" => &mut self.exposed_one,
            "exposed_more" => &mut self.exposed_more,
            "loose" => &mut self.loose,
            "officer_mobility" => &mut self.officer_mobility,
            "officer_shut0" => &mut self.officer_shut[0],
            "officer_shut1" => &mut self.officer_shut[1],
            "officer_shut2" => &mut self.officer_shut[2],
            "attacker_mobility" => &mut self.attacker_mobility,
            "officer_room" => &mut self.officer_room,
            "out_of_reach" => &mut self.out_of_reach,
            "stranded" => &mut self.stranded,
            "tempo" => &mut self.tempo,
            "contempt" => &mut self.contempt,
            "draw_deficit" => &mut self.draw_deficit,
            "attackers_contempt" => &mut self.attackers_contempt,
            "stall_grace" => &mut self.stall_grace,
            "stall_plies" => &mut self.stall_plies,
            _ => return None,
        })
    }

    /// Sets one weight by its name (`officer_shut0` for the first entry of an array), for
    /// tuning by self-play.
    pub fn set(&mut self, name: &str, value: i32) -> Result<(), String> {
        let slot = self
            .slot(name)
            .ok_or_else(|| format!("no evaluation weight is called {name:?}"))?;
        *slot = value;
        Ok(())
    }

    /// One weight by its name.
    pub fn get(&self, name: &str) -> Option<i32> {
        let mut copy = *self;
        copy.slot(name).map(|v| *v)
    }

    /// The weights that differ from `base`, as `name:value`.
    pub fn differences(&self, base: &Weights) -> Vec<String> {
        Weights::NAMES
            .iter()
            .filter(|n| self.get(n) != base.get(n))
            .map(|n| format!("{n}:{}", self.get(n).unwrap_or(0)))
            .collect()
    }
}

/// The evaluation of a position that is not decided, from the side to move's point of view.
pub fn evaluate(variant: &Variant, masks: &BoardMasks, weights: &Weights, pos: &Position) -> i32 {
    let score = officers_view(variant, masks, weights, pos);
    match pos.turn {
        Turn::Attackers => -score,
        Turn::Officers | Turn::Setup => score,
    }
}

fn officers_view(variant: &Variant, masks: &BoardMasks, w: &Weights, pos: &Position) -> i32 {
    let empty = masks.empty(pos);
    let tempo = match pos.turn {
        Turn::Attackers => -w.tempo,
        Turn::Officers | Turn::Setup => w.tempo,
    };
    material(variant, w, pos)
        + fortress(variant, masks, w, pos)
        + threats(masks, w, pos, empty)
        + officers_room(variant, w, pos, empty)
        + attackers_room(masks, w, pos, empty)
        + open_board(variant, masks, w, pos, empty)
        + tempo
}

/// Material: attackers left against what the attackers need (to fill the fortress), and the
/// officers huffed (Asalto): each one lost weakens the defence for good.
#[inline(always)]
fn material(variant: &Variant, w: &Weights, pos: &Position) -> i32 {
    let attackers = pos.attackers.count_ones() as i32;
    let spares = (attackers - variant.attackers_needed() as i32).max(0);
    let captured = variant.attackers() as i32 - attackers;
    let short = (variant.captures_to_win() as i32 - spares).max(0);
    let mut score = w.attacker * captured
        + w.scarcity * short * short / variant.captures_to_win().max(1) as i32;
    if pos.turn != Turn::Setup {
        let lost = variant.officers() as i32 - pos.officers.count_ones() as i32;
        score -= w.officer * lost;
    }
    score
}

/// The fortress: points held, a rising threat as the last points are filled, and the advance
/// (attackers nearer the fortress need fewer moves to fill it). None in a game without a
/// fortress, where only trapping the officers wins and a goose's step forward is only a move
/// spent: geese that never step back must not hurry.
#[inline(always)]
fn fortress(variant: &Variant, masks: &BoardMasks, w: &Weights, pos: &Position) -> i32 {
    let fortress_size = variant.fortress_size() as i32;
    if fortress_size == 0 {
        return 0;
    }
    let held = (pos.attackers & masks.fortress).count_ones() as i32;
    let mut score = -w.fortress_held * held;
    if let Some(&near) = w.fortress_near.get((fortress_size - held) as usize) {
        score -= near;
    }
    let advance: i32 = masks
        .ranks
        .iter()
        .enumerate()
        .map(|(r, &bits)| r as i32 * (pos.attackers & bits).count_ones() as i32)
        .sum();
    score - w.advance * advance
}

/// Attackers an officer can jump now (with the attackers to move they can save one of them),
/// and loose attackers: empty on both sides along a jump line, so an officer arriving jumps
/// them.
#[inline(always)]
fn threats(masks: &BoardMasks, w: &Weights, pos: &Position, empty: Bits) -> i32 {
    let mut score = 0;
    if pos.turn == Turn::Attackers {
        let exposed = masks.attacked(pos).count_ones() as i32;
        if exposed > 0 {
            score += w.exposed_one + w.exposed_more * (exposed - 1);
        }
    }
    let mut loose: Bits = 0;
    for d in 0..8 {
        let off = masks.offset[d];
        loose |=
            shift((empty | pos.officers) & masks.jump[d], off) & pos.attackers & shift(empty, -off);
    }
    score + w.loose * loose.count_ones() as i32
}

/// Officers: room to move, and how close each one is to being shut in. (Per officer from the
/// variant's point tables: the same counts as the board-wide shifts, at a fraction of the
/// cost.)
#[inline(always)]
fn officers_room(variant: &Variant, w: &Weights, pos: &Position, empty: Bits) -> i32 {
    let mut score = 0;
    let mut mobility = 0;
    for officer in points(pos.officers) {
        let steps = (variant.officer_neighbours(officer) & empty).count_ones();
        mobility += steps;
        // (As this term was tuned: the other officers' points count as free landing points.)
        let landing = empty | (pos.officers & !officer.bit());
        let can_jump = variant.capturers_among(officer.bit(), pos.attackers, landing) != 0;
        if let Some(&penalty) = w.officer_shut.get((steps + can_jump as u32) as usize) {
            score -= penalty;
        }
    }
    score + w.officer_mobility * mobility as i32
}

/// Attackers: room to move, and pieces stranded where they can never move again.
#[inline(always)]
fn attackers_room(masks: &BoardMasks, w: &Weights, pos: &Position, empty: Bits) -> i32 {
    w.attacker_mobility * 0.max(12 - masks.attacker_mobility(pos.attackers, empty) as i32)
        + w.stranded * (pos.attackers & masks.dead_ends).count_ones() as i32
}

/// Without a fortress: the room the officers have, and the points out of the attackers' reach.
#[inline(always)]
fn open_board(
    variant: &Variant,
    masks: &BoardMasks,
    w: &Weights,
    pos: &Position,
    empty: Bits,
) -> i32 {
    if variant.fortress_size() != 0 {
        return 0;
    }
    let room = officer_room(variant, pos.officers, empty);
    let mut score = w.officer_room * (room.count_ones() as i32 - masks.room_at_start);
    if w.out_of_reach != 0 {
        let refuge = room & !masks.attackers_ever(pos.attackers);
        score += w.out_of_reach * refuge.count_ones() as i32;
    }
    score
}

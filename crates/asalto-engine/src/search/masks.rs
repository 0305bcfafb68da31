//! The board as bit masks, as the search and the evaluation need them, built once per search
//! from the variant's public description (so they do not depend on the move generator's
//! internals).

use crate::bitboard::{Bits, Point, points, shift};
use crate::position::Position;
use crate::variant::{DIRECTIONS, Variant};

pub struct BoardMasks {
    pub all: Bits,
    pub fortress: Bits,
    /// Bit offset of a step in each of the eight directions.
    pub offset: [i32; 8],
    /// Points from which an officer may step in each direction.
    pub officer_step: [Bits; 8],
    /// Points from which an attacker may step in each direction.
    pub attacker_step: [Bits; 8],
    /// Points from which an officer may jump in each direction (two collinear segments).
    pub jump: [Bits; 8],
    /// Points of each rank, bottom rank first.
    pub ranks: Vec<Bits>,
    /// Points from which an attacker can never move, even on an empty board (outside the fortress
    /// they can never help to fill it).
    pub dead_ends: Bits,
    /// Without a fortress: the officers' room (see the evaluation) at the start, so the term
    /// counts room won or lost since then and a normal position scores near even against a
    /// draw. Zero where there is a fortress.
    pub room_at_start: i32,
}

impl BoardMasks {
    pub fn new(variant: &Variant) -> BoardMasks {
        let (width, height) = variant.size();
        let offset = DIRECTIONS.map(|(df, dr)| dr * width as i32 + df);
        let mut officer_step = [0; 8];
        let mut attacker_step = [0; 8];
        let mut jump = [0; 8];
        let all = variant.all_points();
        for p in points(all) {
            let (f, r) = variant.coords(p);
            let neighbour = |d: usize, times: i32| {
                let (df, dr) = DIRECTIONS[d];
                let (nf, nr) = (f as i32 + df * times, r as i32 + dr * times);
                if nf < 0 || nr < 0 {
                    return None;
                }
                variant.point((nf as u8, nr as u8))
            };
            let officer_targets = variant.officer_neighbours(p);
            let attacker_targets = variant.attacker_targets(p);
            for d in 0..8 {
                let Some(n) = neighbour(d, 1) else { continue };
                if officer_targets & n.bit() != 0 {
                    officer_step[d] |= p.bit();
                    if let Some(beyond) = neighbour(d, 2)
                        && variant.officer_neighbours(n) & beyond.bit() != 0
                    {
                        jump[d] |= p.bit();
                    }
                }
                if attacker_targets & n.bit() != 0 {
                    attacker_step[d] |= p.bit();
                }
            }
        }
        let ranks = (0..height)
            .map(|r| {
                (0..width)
                    .filter_map(|f| variant.point((f, r)))
                    .fold(0, |acc, p| acc | p.bit())
            })
            .collect();
        let dead_ends = points(all & !variant.fortress())
            .filter(|&p| variant.attacker_targets(p) == 0)
            .fold(0, |acc, p: Point| acc | p.bit());
        let start = Position::start(variant);
        let room_at_start = if variant.fortress() == 0 {
            officer_room(
                variant,
                start.officers,
                all & !(start.attackers | start.officers),
            )
            .count_ones() as i32
        } else {
            0
        };
        BoardMasks {
            room_at_start,
            all,
            fortress: variant.fortress(),
            offset,
            officer_step,
            attacker_step,
            jump,
            ranks,
            dead_ends,
        }
    }

    pub fn empty(&self, pos: &Position) -> Bits {
        self.all & !(pos.attackers | pos.officers)
    }

    /// Attackers an officer could jump right now (ignoring whose turn it is).
    pub fn attacked(&self, pos: &Position) -> Bits {
        let empty = self.empty(pos);
        let mut attacked = 0;
        for d in 0..8 {
            let off = self.offset[d];
            let over = shift(pos.officers & self.jump[d], off) & pos.attackers;
            attacked |= over & shift(empty, -off);
        }
        attacked
    }

    /// Officer steps available (captures not counted).
    pub fn officer_mobility(&self, officers: Bits, empty: Bits) -> u32 {
        (0..8)
            .map(|d| (shift(officers & self.officer_step[d], self.offset[d]) & empty).count_ones())
            .sum()
    }

    /// Attacker steps available.
    pub fn attacker_mobility(&self, attackers: Bits, empty: Bits) -> u32 {
        (0..8)
            .map(|d| {
                (shift(attackers & self.attacker_step[d], self.offset[d]) & empty).count_ones()
            })
            .sum()
    }

    /// Every point the attackers could ever stand on from here, stepping as they may (through
    /// each other): a point outside it stays free for good, since attackers never step back.
    pub fn attackers_ever(&self, attackers: Bits) -> Bits {
        let mut reach = attackers;
        loop {
            let next = (0..8).fold(reach, |acc, d| {
                acc | shift(reach & self.attacker_step[d], self.offset[d])
            });
            if next == reach {
                return reach;
            }
            reach = next;
        }
    }

    /// Empty points an attacker can step to right now.
    pub fn attacker_reach(&self, attackers: Bits, empty: Bits) -> Bits {
        (0..8).fold(0, |acc, d| {
            acc | (shift(attackers & self.attacker_step[d], self.offset[d]) & empty)
        })
    }
}

/// The empty points the officers could walk to, step by step, without jumping.
pub(super) fn officer_room(variant: &Variant, officers: Bits, empty: Bits) -> Bits {
    let mut reached = officers;
    loop {
        let mut next = reached;
        for d in 0..8 {
            next |= variant.along(reached & variant.officer_step[d], d) & empty;
        }
        if next == reached {
            return reached & !officers;
        }
        reached = next;
    }
}

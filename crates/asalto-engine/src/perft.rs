//! Perft: counting the legal move sequences of a given length, the rules' own test figure.

use crate::bitboard::{Bits, Point, points};
use crate::movegen::{ChainCount, ChainWalk};
use crate::moves::Move;
use crate::position::{Position, Turn};
use crate::variant::{CaptureRule, Variant};

impl Variant {
    /// Counts the legal move sequences of length `depth` (repetition and the clock ignored).
    pub fn perft(&self, pos: &Position, depth: u32) -> u64 {
        let mut buffers = vec![Vec::with_capacity(64); depth as usize];
        self.perft_with(pos, depth, &mut buffers)
    }

    /// Perft split by root move: (move text, count), sorted by the text.
    pub fn perft_divide(&self, pos: &Position, depth: u32) -> Vec<(String, u64)> {
        let mut out: Vec<(String, u64)> = if depth == 0 {
            Vec::new()
        } else {
            self.legal_moves(pos)
                .iter()
                .map(|mv| {
                    (
                        self.move_text(mv),
                        self.perft(&self.play(pos, mv), depth - 1),
                    )
                })
                .collect()
        };
        out.sort();
        out
    }

    fn perft_with(&self, pos: &Position, depth: u32, buffers: &mut [Vec<Move>]) -> u64 {
        if depth == 0 {
            return 1;
        }
        if depth == 1 {
            return self.count_moves(pos);
        }
        if self.decided(pos).is_some() {
            return 0;
        }
        if depth == 2 && pos.turn == Turn::Attackers {
            return self.count_officer_replies(pos);
        }
        let (moves, rest) = buffers.split_first_mut().expect("one buffer per ply");
        moves.clear();
        self.generate_unchecked(pos, moves);
        if depth == 2 {
            return match pos.turn {
                Turn::Officers => self.count_attacker_replies(pos, moves),
                Turn::Attackers | Turn::Setup => moves
                    .iter()
                    .map(|mv| self.count_moves(&self.play(pos, mv)))
                    .sum(),
            };
        }
        let mut total = 0;
        for mv in moves.iter() {
            total += self.perft_with(&self.play(pos, mv), depth - 1, rest);
        }
        total
    }
}

impl Variant {
    /// The officers' moves after each of the attackers' moves, summed, without playing them.
    ///
    /// A step empties one point and fills another. Unless that changes what the officers can
    /// capture, their captures stay as they are now and their steps change only by the officers
    /// next to those two points, so such steps are counted together, a direction at a time, by
    /// counting officers next to the points left and the points filled. Only the steps near the
    /// officers' jumps are looked at one by one.
    fn count_officer_replies(&self, pos: &Position) -> u64 {
        let officers = pos.officers;
        let empty = self.empty(pos);
        let steps: u64 = points(officers)
            .map(|o| (self.officer_targets[o.0 as usize & 127] & empty).count_ones() as u64)
            .sum();
        let next_to_all = |set: Bits| -> u64 {
            points(officers)
                .map(|o| (self.officer_targets[o.0 as usize & 127] & set).count_ones() as u64)
                .sum()
        };
        let jumps = OfficerJumps::new(self, officers, pos.attackers, empty);
        // The captures the officers would have now, and the points that decide them.
        let capturers = self.capturers_among(officers, pos.attackers, empty);
        let (chains, near) = if capturers == 0 {
            (ChainCount::default(), None)
        } else {
            let mut zone = jumps.overs | jumps.lands;
            let chains = self.count_chains(pos, capturers, &mut zone);
            (chains, Some(zone))
        };
        // Filling the last open fortress point wins: the officers have no move then.
        let open = self.fortress() & !pos.attackers;
        let winning = if open.count_ones() == 1 { open } else { 0 };
        let mut total = 0;
        for d in 0..8 {
            let targets = self.along(pos.attackers & self.attacker_step[d], d) & empty & !winning;
            let back = (d + 4) % 8;
            // Steps whose effect on the captures must be worked out one by one.
            let single = match near {
                Some(zone) => targets & (zone | self.along(zone, d)),
                None => {
                    targets
                        & (jumps.over_if_filled
                            | self.along(jumps.land_if_emptied, d)
                            | (jumps.overs & self.along(jumps.lands, d)))
                }
            };
            let bulk = targets & !single;
            if bulk != 0 {
                let n = bulk.count_ones() as u64;
                total += if chains.all > 0 && self.capture_rule() == CaptureRule::MandatoryMaximum {
                    n * chains.at_most
                } else {
                    n * (chains.all + steps) + next_to_all(self.along(bulk, back))
                        - next_to_all(bulk)
                };
            }
            for to in points(single) {
                let to = to.0 as usize & 127;
                let from = (to as i32 - self.offset[d]) as usize & 127;
                let next_to = |p: usize| (self.officer_targets[p] & officers).count_ones() as u64;
                let steps = steps + next_to(from) - next_to(to);
                total += if jumps.capture_after(from, to) {
                    self.officer_move_count(jumps.chains_after(pos, from, to), steps)
                } else {
                    steps
                };
            }
        }
        total
    }

    /// The attackers' moves after each of the officers' `moves`, summed. A step only empties one
    /// point and fills another (and huffing empties more), so the attackers' count changes by
    /// the attackers able to step into those points: no need to play the step.
    fn count_attacker_replies(&self, pos: &Position, moves: &[Move]) -> u64 {
        let empty = self.empty(pos);
        let attackers = pos.attackers;
        let steps_into =
            |p: Point| (self.attacker_sources[p.0 as usize & 127] & attackers).count_ones() as u64;
        let before: u64 = (0..8)
            .map(|d| (self.along(attackers & self.attacker_step[d], d) & empty).count_ones() as u64)
            .sum();
        let huffable = if self.capture_rule() == CaptureRule::Huffing {
            self.capturers(pos)
        } else {
            0
        };
        let mut total = 0;
        for mv in moves {
            match *mv {
                Move::Step { from, to } => {
                    let huffed = if huffable & from.bit() != 0 {
                        (huffable & !from.bit()) | to.bit()
                    } else {
                        huffable
                    };
                    if (pos.officers ^ from.bit() ^ to.bit()) & !huffed == 0 {
                        continue; // every officer huffed: the attackers have won
                    }
                    total += before + steps_into(from) - steps_into(to);
                    total += points(huffed).map(steps_into).sum::<u64>();
                }
                _ => total += self.count_moves(&self.play(pos, mv)),
            }
        }
        total
    }
}

/// The officers' jumps in a position with the attackers to move, to tell after each attacker's
/// step whether an officer can capture, without looking at the officers again.
struct OfficerJumps<'a> {
    variant: &'a Variant,
    officers: Bits,
    attackers: Bits,
    empty: Bits,
    /// Jumps possible now: (point jumped, landing point); `None` when there are too many to list,
    /// and each step is then checked in full.
    live: Option<([(u8, u8); LIVE_JUMPS], usize)>,
    /// Points that, filled by an attacker, give a jump (over them to a free point).
    over_if_filled: Bits,
    /// Points that, emptied, give a jump (onto them over an attacker).
    land_if_emptied: Bits,
    /// Every point jumped and every landing point of the officers' jumps.
    overs: Bits,
    lands: Bits,
    /// Every jump of every officer: (officer's point, index in the variant's jump table);
    /// `None` when there are too many to list.
    all: Option<([(u8, u8); ALL_JUMPS], usize)>,
}

const LIVE_JUMPS: usize = 32;
const ALL_JUMPS: usize = 48;

impl<'a> OfficerJumps<'a> {
    #[inline]
    fn new(variant: &'a Variant, officers: Bits, attackers: Bits, empty: Bits) -> Self {
        let mut live = [(0, 0); LIVE_JUMPS];
        let mut count = 0;
        let mut all = [(0, 0); ALL_JUMPS];
        let mut all_count = 0;
        let mut jumps = OfficerJumps {
            variant,
            officers,
            attackers,
            empty,
            live: None,
            over_if_filled: 0,
            land_if_emptied: 0,
            overs: 0,
            lands: 0,
            all: None,
        };
        for o in points(officers) {
            let i = o.0 as usize & 127;
            for (k, j) in variant.jumps[i][..variant.jump_count[i] as usize]
                .iter()
                .enumerate()
            {
                if all_count < ALL_JUMPS {
                    all[all_count] = (o.0, k as u8);
                }
                all_count += 1;
                let (over, land) = (j.over_bit & attackers != 0, j.land_bit & empty != 0);
                if over && land {
                    if count < LIVE_JUMPS {
                        live[count] = (j.over, j.land);
                    }
                    count += 1;
                }
                if land {
                    jumps.over_if_filled |= j.over_bit;
                }
                if over {
                    jumps.land_if_emptied |= j.land_bit;
                }
                jumps.overs |= j.over_bit;
                jumps.lands |= j.land_bit;
            }
        }
        if count <= LIVE_JUMPS {
            jumps.live = Some((live, count));
        }
        if all_count <= ALL_JUMPS {
            jumps.all = Some((all, all_count));
        }
        jumps
    }

    /// The officers' capture chains after an attacker steps from `from` to `to`: each jump
    /// possible then, followed as far as it goes.
    #[inline]
    fn chains_after(&self, pos: &Position, from: usize, to: usize) -> ChainCount {
        let moved: Bits = (1 << from) | (1 << to);
        let attackers = pos.attackers ^ moved;
        let Some((all, count)) = &self.all else {
            let child = Position { attackers, ..*pos };
            return self
                .variant
                .count_chains(&child, self.variant.capturers(&child), &mut 0);
        };
        let empty = self.empty ^ moved;
        let mut chains = ChainCount::default();
        for &(officer, k) in &all[..*count] {
            let jump = &self.variant.jumps[officer as usize & 127][k as usize];
            if jump.over_bit & attackers != 0 && jump.land_bit & empty != 0 {
                let walk = ChainWalk {
                    attackers,
                    landable: empty | 1 << officer,
                    from: Point(officer),
                };
                self.variant.count_from(
                    &walk,
                    Point(jump.land),
                    jump.over_bit,
                    1,
                    &mut chains,
                    &mut 0,
                );
            }
        }
        chains
    }

    /// Whether an officer can capture after an attacker steps from `from` to `to`.
    #[inline]
    fn capture_after(&self, from: usize, to: usize) -> bool {
        let Some((live, count)) = &self.live else {
            let moved: Bits = (1 << from) | (1 << to);
            let (attackers, empty) = (self.attackers ^ moved, self.empty ^ moved);
            return self
                .variant
                .capturers_among(self.officers, attackers, empty)
                != 0;
        };
        let (from8, to8) = (from as u8, to as u8);
        // A jump possible now that the step leaves alone.
        live[..*count].iter().any(|&(over, land)| over != from8 && land != to8)
            // A new jump over the point filled, or onto the point emptied.
            || self.over_if_filled >> to & 1 != 0
            || self.land_if_emptied >> from & 1 != 0
            // Both at once: the attacker stepped toward an officer along a line, and the officer
            // jumps it back onto the point it left.
            || (self.overs >> to & self.lands >> from & 1 != 0 && self.jumps_back(from, to))
    }

    fn jumps_back(&self, from: usize, to: usize) -> bool {
        let officer = 2 * to as i32 - from as i32;
        if !(0..128).contains(&officer) || self.officers >> officer & 1 == 0 {
            return false;
        }
        let i = officer as usize;
        self.variant.jumps[i][..self.variant.jump_count[i] as usize]
            .iter()
            .any(|j| j.over as usize == to && j.land as usize == from)
    }
}

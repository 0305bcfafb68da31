//! Legal moves, playing them, the end-of-game checks and perft.

use crate::bitboard::{Bits, Point, points};
use crate::moves::{Capture, MAX_HOPS, Move};
use crate::outcome::{EndReason, Outcome};
use crate::position::{Position, Turn};
use crate::variant::{CaptureRule, Variant};

/// What a move did, for the game to show: pieces taken in order and officers huffed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveEffects {
    /// Attackers captured, in the order they were jumped.
    pub captured: Vec<Point>,
    /// Officers removed for a missed capture, at the points they were removed from.
    pub huffed: Vec<Point>,
}

impl Variant {
    /// The result of checks 1–3 of the rules (no move generation needed).
    pub fn decided(&self, pos: &Position) -> Option<Outcome> {
        if self.fortress() & !pos.attackers == 0 {
            Some(Outcome::attackers(EndReason::FortressTaken))
        } else if pos.attackers.count_ones() < self.fortress_size() {
            Some(Outcome::officers(EndReason::TooFewAttackers))
        } else if pos.officers == 0 && pos.turn != Turn::Setup {
            Some(Outcome::attackers(EndReason::AllOfficersHuffed))
        } else {
            None
        }
    }

    /// Checks 1–4 of the rules: who has won in this position, if anyone. Repetition and the move
    /// limit need the game's history; see [`crate::Game::outcome`].
    pub fn winner(&self, pos: &Position) -> Option<Outcome> {
        self.decided(pos).or_else(|| {
            (self.count_moves(pos) == 0).then(|| match pos.turn {
                Turn::Attackers => Outcome::officers(EndReason::AttackersBlocked),
                Turn::Setup | Turn::Officers => Outcome::attackers(EndReason::OfficersTrapped),
            })
        })
    }

    /// All legal moves (none once the game is won).
    pub fn legal_moves(&self, pos: &Position) -> Vec<Move> {
        let mut out = Vec::new();
        self.generate(pos, &mut out);
        out
    }

    /// Fills `out` with the legal moves (none once the game is won).
    pub fn generate(&self, pos: &Position, out: &mut Vec<Move>) {
        out.clear();
        if self.decided(pos).is_none() {
            self.generate_unchecked(pos, out);
        }
    }

    fn empty(&self, pos: &Position) -> Bits {
        self.all_points() & !(pos.attackers | pos.officers)
    }

    pub(crate) fn generate_unchecked(&self, pos: &Position, out: &mut Vec<Move>) {
        match pos.turn {
            Turn::Setup => {
                let free = self.fortress() & !pos.attackers;
                combinations(free, self.officers(), 0, &mut |bits| {
                    out.push(Move::Place(bits))
                });
            }
            Turn::Attackers => {
                let empty = self.empty(pos);
                for d in 0..8 {
                    let targets = self.along(pos.attackers & self.attacker_step[d], d) & empty;
                    for to in points(targets) {
                        let from = Point((to.0 as i32 - self.offset[d]) as u8);
                        out.push(Move::Step { from, to });
                    }
                }
            }
            Turn::Officers => {
                let start = out.len();
                let mut most = 0;
                let mandatory = self.capture_rule() == CaptureRule::MandatoryMaximum;
                self.for_each_capture(pos, &mut |c| {
                    if mandatory && c.hops < most {
                        return;
                    }
                    if mandatory && c.hops > most {
                        most = c.hops;
                        out.truncate(start);
                    }
                    out.push(Move::Capture(c));
                });
                if !mandatory || out.len() == start {
                    self.officer_steps(pos, &mut |from, to| out.push(Move::Step { from, to }));
                }
            }
        }
    }

    fn officer_steps(&self, pos: &Position, emit: &mut impl FnMut(Point, Point)) {
        let empty = self.empty(pos);
        for d in 0..8 {
            for to in points(self.along(pos.officers & self.officer_step[d], d) & empty) {
                emit(Point((to.0 as i32 - self.offset[d]) as u8), to);
            }
        }
    }

    /// Calls `emit` for every capture chain of every officer (each maximal path once).
    pub fn for_each_capture(&self, pos: &Position, emit: &mut impl FnMut(Capture)) {
        for from in points(self.capturers(pos)) {
            // Captured attackers stay on the board until the move ends; the officer's own
            // starting point is free during its move.
            let landable = self.all_points() & !(pos.attackers | pos.officers) | from.bit();
            self.chains(pos.attackers, landable, from, from, 0, 0, 0, emit);
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn chains(
        &self,
        attackers: Bits,
        landable: Bits,
        from: Point,
        at: Point,
        captured: Bits,
        hops: u8,
        dirs: u128,
        emit: &mut impl FnMut(Capture),
    ) {
        let mut extended = false;
        if hops < MAX_HOPS {
            let i = at.0 as usize & 127;
            for jump in &self.jumps[i][..self.jump_count[i] as usize] {
                let over: Bits = 1 << jump.over;
                if over & attackers & !captured == 0 || landable & (1 << jump.land) == 0 {
                    continue;
                }
                extended = true;
                let dirs = dirs | (jump.dir as u128) << (3 * hops as u32);
                self.chains(
                    attackers,
                    landable,
                    from,
                    Point(jump.land),
                    captured | over,
                    hops + 1,
                    dirs,
                    emit,
                );
            }
        }
        if !extended && hops > 0 {
            emit(Capture {
                from,
                to: at,
                hops,
                dirs,
                captured,
            });
        }
    }

    /// Officers that have at least one capture available (those a non-capture move would huff).
    pub fn capturers(&self, pos: &Position) -> Bits {
        let empty = self.empty(pos);
        let mut found = 0;
        for p in points(pos.officers) {
            let i = p.0 as usize & 127;
            if self.jump_over[i] & pos.attackers == 0 {
                continue;
            }
            let jumps = &self.jumps[i][..self.jump_count[i] as usize];
            if jumps
                .iter()
                .any(|j| (pos.attackers >> j.over) & (empty >> j.land) & 1 != 0)
            {
                found |= p.bit();
            }
        }
        found
    }

    /// The number of legal moves, counted in bulk where possible.
    pub fn count_moves(&self, pos: &Position) -> u64 {
        if self.decided(pos).is_some() {
            return 0;
        }
        match pos.turn {
            Turn::Setup => binomial(
                (self.fortress() & !pos.attackers).count_ones(),
                self.officers(),
            ),
            Turn::Attackers => {
                let empty = self.empty(pos);
                (0..8)
                    .map(|d| {
                        (self.along(pos.attackers & self.attacker_step[d], d) & empty).count_ones()
                            as u64
                    })
                    .sum()
            }
            Turn::Officers => {
                let mandatory = self.capture_rule() == CaptureRule::MandatoryMaximum;
                let (mut most, mut at_most, mut all) = (0, 0u64, 0u64);
                self.for_each_capture(pos, &mut |c| {
                    all += 1;
                    if c.hops > most {
                        most = c.hops;
                        at_most = 0;
                    }
                    if c.hops == most {
                        at_most += 1;
                    }
                });
                if mandatory && all > 0 {
                    return at_most;
                }
                let empty = self.empty(pos);
                let steps: u64 = points(pos.officers)
                    .map(|p| (self.officer_neighbours(p) & empty).count_ones() as u64)
                    .sum();
                all + steps
            }
        }
    }

    /// The position after a legal move.
    #[inline]
    pub fn play(&self, pos: &Position, mv: &Move) -> Position {
        let mut next = *pos;
        match *mv {
            Move::Place(bits) => {
                next.officers |= bits;
                next.turn = Turn::Attackers;
            }
            Move::Step { from, to } if pos.turn == Turn::Attackers => {
                next.attackers ^= from.bit() | to.bit();
                next.turn = Turn::Officers;
                next.clock = if self.is_forward(from, to) {
                    0
                } else {
                    pos.clock.saturating_add(1)
                };
            }
            Move::Step { from, to } => {
                let huffed = self.huffed_by_step(pos, from, to);
                next.officers = (next.officers ^ (from.bit() | to.bit())) & !huffed;
                next.turn = Turn::Attackers;
                next.clock = pos.clock.saturating_add(1);
            }
            Move::Capture(c) => {
                // A chain may end where it started.
                next.officers = (next.officers & !c.from.bit()) | c.to.bit();
                next.attackers &= !c.captured;
                next.turn = Turn::Attackers;
                next.clock = 0;
            }
        }
        next
    }

    /// Officers (at their points after the step) huffed when an officer steps from `from` to `to`.
    fn huffed_by_step(&self, pos: &Position, from: Point, to: Point) -> Bits {
        if self.capture_rule() != CaptureRule::Huffing {
            return 0;
        }
        let h = self.capturers(pos);
        if h & from.bit() != 0 {
            (h & !from.bit()) | to.bit()
        } else {
            h
        }
    }

    /// The position after a legal move, with what the move did.
    pub fn play_with_effects(&self, pos: &Position, mv: &Move) -> (Position, MoveEffects) {
        let effects = match *mv {
            Move::Capture(c) => MoveEffects {
                captured: c.captured_in_order(self),
                huffed: vec![],
            },
            Move::Step { from, to } if pos.turn == Turn::Officers => MoveEffects {
                captured: vec![],
                huffed: points(self.huffed_by_step(pos, from, to)).collect(),
            },
            _ => MoveEffects::default(),
        };
        (self.play(pos, mv), effects)
    }

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
        let (moves, rest) = buffers.split_first_mut().expect("one buffer per ply");
        moves.clear();
        self.generate_unchecked(pos, moves);
        if depth == 2 && pos.turn == Turn::Officers {
            return self.count_attacker_replies(pos, moves);
        }
        let mut total = 0;
        for mv in moves.iter() {
            total += self.perft_with(&self.play(pos, mv), depth - 1, rest);
        }
        total
    }
}

impl Variant {
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

/// Calls `emit` with every subset of `k` points of `set`.
fn combinations(set: Bits, k: u32, chosen: Bits, emit: &mut impl FnMut(Bits)) {
    if k == 0 {
        emit(chosen);
        return;
    }
    if set.count_ones() < k {
        return;
    }
    let lowest = set & set.wrapping_neg();
    combinations(set & !lowest, k - 1, chosen | lowest, emit);
    combinations(set & !lowest, k, chosen, emit);
}

fn binomial(n: u32, k: u32) -> u64 {
    if k > n {
        return 0;
    }
    (0..k as u64).fold(1, |acc, i| acc * (n as u64 - i) / (i + 1))
}

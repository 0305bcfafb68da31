//! Legal moves, playing them, and the end-of-game checks.

use crate::bitboard::{Bits, Point, points};
use crate::moves::{Capture, MAX_HOPS, Move};
use crate::outcome::{EndReason, Outcome};
use crate::position::{Position, Turn};
use crate::variant::{CaptureRule, Variant};

/// What a move did, for the game to show: pieces taken in order, officers huffed and the
/// captures they missed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveEffects {
    /// Attackers captured, in the order they were jumped.
    pub captured: Vec<Point>,
    /// Officers removed for a missed capture, at the points they were removed from.
    pub huffed: Vec<Point>,
    /// For each huffed officer, a capture it could have made instead (one taking the most
    /// attackers), in the position before the move.
    pub missed: Vec<Capture>,
}

impl Variant {
    /// The result of checks 1–3 of the rules (no move generation needed).
    pub fn decided(&self, pos: &Position) -> Option<Outcome> {
        if self.fortress() != 0 && self.fortress() & !pos.attackers == 0 {
            Some(Outcome::attackers(EndReason::FortressTaken))
        } else if pos.attackers.count_ones() < self.attackers_needed() {
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

    pub(crate) fn empty(&self, pos: &Position) -> Bits {
        self.all_points() & !(pos.attackers | pos.officers)
    }

    pub(crate) fn generate_unchecked(&self, pos: &Position, out: &mut Vec<Move>) {
        match pos.turn {
            Turn::Setup => {
                let free = self.fortress() & !pos.attackers;
                combinations(free, self.officers(), 0, &mut |bits| {
                    out.push(Move::place(bits))
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
            let walk = ChainWalk::new(pos.attackers, pos.attackers | pos.officers, self, from);
            self.chains(&walk, from, 0, 0, 0, emit);
        }
    }

    fn chains(
        &self,
        walk: &ChainWalk,
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
                if jump.over_bit & walk.attackers & !captured == 0
                    || jump.land_bit & walk.landable == 0
                {
                    continue;
                }
                extended = true;
                let dirs = dirs | (jump.dir as u128) << (3 * hops as u32);
                let (land, captured) = (Point(jump.land), captured | jump.over_bit);
                self.chains(walk, land, captured, hops + 1, dirs, emit);
            }
        }
        if !extended && hops > 0 {
            emit(Capture::new(walk.from, at, hops, dirs));
        }
    }

    /// Counts the capture chains of the officers in `capturers` without building them. `zone`
    /// gathers every point the count looked at: a position that differs only elsewhere has the
    /// same chains.
    pub(crate) fn count_chains(
        &self,
        pos: &Position,
        capturers: Bits,
        zone: &mut Bits,
    ) -> ChainCount {
        let mut count = ChainCount::default();
        for from in points(capturers) {
            let walk = ChainWalk::new(pos.attackers, pos.attackers | pos.officers, self, from);
            self.count_from(&walk, from, 0, 0, &mut count, zone);
        }
        count
    }

    pub(crate) fn count_from(
        &self,
        walk: &ChainWalk,
        at: Point,
        captured: Bits,
        hops: u8,
        count: &mut ChainCount,
        zone: &mut Bits,
    ) {
        let i = at.0 as usize & 127;
        *zone |= self.jump_over[i] | self.jump_land[i];
        let mut extended = false;
        // Most landing points have nothing left to jump, or nowhere to land: say so without
        // trying each jump.
        if hops < MAX_HOPS
            && self.jump_over[i] & walk.attackers & !captured != 0
            && self.jump_land[i] & walk.landable != 0
        {
            for jump in &self.jumps[i][..self.jump_count[i] as usize] {
                if jump.over_bit & walk.attackers & !captured == 0
                    || jump.land_bit & walk.landable == 0
                {
                    continue;
                }
                extended = true;
                let captured = captured | jump.over_bit;
                self.count_from(walk, Point(jump.land), captured, hops + 1, count, zone);
            }
        }
        if !extended && hops > 0 {
            count.add(hops);
        }
    }

    /// Officers that have at least one capture available (those a non-capture move would huff).
    pub fn capturers(&self, pos: &Position) -> Bits {
        self.capturers_among(pos.officers, pos.attackers, self.empty(pos))
    }

    /// Officers among `officers` that can jump one of `attackers` to an `empty` point.
    #[inline]
    pub(crate) fn capturers_among(&self, officers: Bits, attackers: Bits, empty: Bits) -> Bits {
        let mut found = 0;
        for p in points(officers) {
            let i = p.0 as usize & 127;
            if self.jump_over[i] & attackers == 0 {
                continue;
            }
            let jumps = &self.jumps[i][..self.jump_count[i] as usize];
            if jumps
                .iter()
                .any(|j| j.over_bit & attackers != 0 && j.land_bit & empty != 0)
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
                let capturers = self.capturers(pos);
                self.count_officer_moves(pos, capturers)
            }
        }
    }

    /// The officers' legal moves, given the officers that can capture.
    #[inline]
    pub(crate) fn count_officer_moves(&self, pos: &Position, capturers: Bits) -> u64 {
        let chains = if capturers == 0 {
            ChainCount::default()
        } else {
            self.count_chains(pos, capturers, &mut 0)
        };
        let empty = self.empty(pos);
        let steps: u64 = points(pos.officers)
            .map(|p| (self.officer_neighbours(p) & empty).count_ones() as u64)
            .sum();
        self.officer_move_count(chains, steps)
    }

    /// The officers' moves from their capture chains and steps: only the largest captures under
    /// the mandatory rule, every chain and step under huffing.
    #[inline]
    pub(crate) fn officer_move_count(&self, chains: ChainCount, steps: u64) -> u64 {
        if self.capture_rule() == CaptureRule::MandatoryMaximum && chains.all > 0 {
            chains.at_most
        } else {
            chains.all + steps
        }
    }

    /// The position after a legal move.
    #[inline]
    pub fn play(&self, pos: &Position, mv: &Move) -> Position {
        let mut next = *pos;
        match *mv {
            Move::Place(placement) => {
                next.officers |= placement.points();
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
                next.attackers &= !c.captured(self);
                next.turn = Turn::Attackers;
                next.clock = 0;
            }
        }
        next
    }

    /// Officers (at their points after the step) huffed when an officer steps from `from` to `to`.
    pub(crate) fn huffed_by_step(&self, pos: &Position, from: Point, to: Point) -> Bits {
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
                ..MoveEffects::default()
            },
            Move::Step { from, to } if pos.turn == Turn::Officers => {
                let huffed = self.huffed_by_step(pos, from, to);
                MoveEffects {
                    captured: vec![],
                    huffed: points(huffed).collect(),
                    missed: if huffed == 0 {
                        vec![]
                    } else {
                        self.largest_capture_of_each_officer(pos)
                    },
                }
            }
            _ => MoveEffects::default(),
        };
        (self.play(pos, mv), effects)
    }

    /// One capture taking the most attackers for each officer that can capture.
    fn largest_capture_of_each_officer(&self, pos: &Position) -> Vec<Capture> {
        let mut largest: Vec<Capture> = Vec::new();
        self.for_each_capture(
            pos,
            &mut |c| match largest.iter_mut().find(|m| m.from == c.from) {
                Some(m) if m.hops < c.hops => *m = c,
                Some(_) => {}
                None => largest.push(c),
            },
        );
        largest
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

pub(crate) fn binomial(n: u32, k: u32) -> u64 {
    if k > n {
        return 0;
    }
    (0..k as u64).fold(1, |acc, i| acc * (n as u64 - i) / (i + 1))
}

/// What a capture chain may jump and land on, for one officer's move: captured attackers stay on
/// the board until the move ends, and the officer's own starting point is free during it.
pub(crate) struct ChainWalk {
    pub attackers: Bits,
    pub landable: Bits,
    /// Where the officer's move starts.
    pub from: Point,
}

impl ChainWalk {
    fn new(attackers: Bits, occupied: Bits, variant: &Variant, from: Point) -> ChainWalk {
        ChainWalk {
            attackers,
            landable: variant.all_points() & !occupied | from.bit(),
            from,
        }
    }
}

/// How many capture chains there are, and how many take the most attackers.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct ChainCount {
    pub all: u64,
    pub most: u8,
    pub at_most: u64,
}

impl ChainCount {
    #[inline]
    fn add(&mut self, hops: u8) {
        self.all += 1;
        if hops > self.most {
            self.most = hops;
            self.at_most = 0;
        }
        if hops == self.most {
            self.at_most += 1;
        }
    }
}

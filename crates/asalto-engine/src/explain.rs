//! Why a move is refused, in the rules' own terms, so that a player's interface can say so
//! without working out the rules again.

use crate::bitboard::{Bits, Point};
use crate::moves::{Move, MoveText};
use crate::position::{Position, Turn};
use crate::refusal::Refusal;
use crate::variant::{CaptureRule, LineAccess, Variant};

impl Variant {
    /// Whether the piece on `p` may move now, and if not, why.
    pub fn explain_piece(&self, pos: &Position, p: Point) -> Result<(), Refusal> {
        let legal = self.moves_or_over(pos)?;
        let (mine, theirs) = sides(pos);
        if pos.turn == Turn::Setup {
            return Err(Refusal::PlacementFirst);
        }
        if has(theirs, p) {
            return Err(Refusal::NotYourPiece);
        }
        if !has(mine, p) {
            return Err(Refusal::NoPiece);
        }
        if legal.iter().any(|m| m.from() == Some(p)) {
            return Ok(());
        }
        if self.must_capture(&legal) {
            return Err(if self.can_capture_from(pos, p) {
                Refusal::LongerCaptureExists
            } else {
                Refusal::OtherOfficerMustCapture
            });
        }
        Err(Refusal::NoMove)
    }

    /// Whether the piece on `from` may go to `to` now, by a step or by the first jump of a
    /// capture chain, and if not, why.
    pub fn explain_step(&self, pos: &Position, from: Point, to: Point) -> Result<(), Refusal> {
        self.explain_piece(pos, from)
            .or_else(|refusal| match refusal {
                // A piece that cannot move at all may still be told about one destination.
                Refusal::LongerCaptureExists
                | Refusal::OtherOfficerMustCapture
                | Refusal::NoMove => Ok(()),
                other => Err(other),
            })?;
        let legal = self.legal_moves(pos);
        let reaches = |m: &Move| match m {
            Move::Step { from: f, to: t } => *f == from && *t == to,
            Move::Capture(c) => c.from == from && c.hops(self).next().map(|h| h.1) == Some(to),
            Move::Place(_) => false,
        };
        if legal.iter().any(reaches) {
            return Ok(());
        }
        if has(pos.attackers | pos.officers, to) {
            return Err(Refusal::Occupied);
        }
        match pos.turn {
            Turn::Officers => Err(self.why_not_officer(pos, &legal, from, to)),
            _ => Err(self.why_not_attacker(from, to)),
        }
    }

    /// Whether a fortress point may be chosen for the placement, and if not, why.
    pub fn explain_placement_point(&self, pos: &Position, p: Point) -> Result<(), Refusal> {
        self.moves_or_over(pos)?;
        if pos.turn != Turn::Setup {
            return Err(Refusal::AlreadyPlaced);
        }
        if !has(self.fortress(), p) {
            return Err(Refusal::NotInFortress);
        }
        if has(pos.attackers, p) {
            return Err(Refusal::Occupied);
        }
        Ok(())
    }

    /// Why a move read from text is not legal (`Ok` if it is).
    pub fn explain_text(&self, pos: &Position, wanted: &MoveText) -> Result<(), Refusal> {
        let legal = self.moves_or_over(pos)?;
        if legal.iter().any(|m| self.matches(m, wanted)) {
            return Ok(());
        }
        match wanted {
            MoveText::Place(points) => {
                for &p in points {
                    self.explain_placement_point(pos, p)?;
                }
                Ok(())
            }
            MoveText::Step(from, to) => self.explain_step(pos, *from, *to),
            MoveText::Capture(path) => self.explain_chain(pos, &legal, path),
        }
    }

    /// The legal moves, or `GameOver` when there are none because the game is decided.
    fn moves_or_over(&self, pos: &Position) -> Result<Vec<Move>, Refusal> {
        let legal = self.legal_moves(pos);
        if legal.is_empty() {
            Err(Refusal::GameOver)
        } else {
            Ok(legal)
        }
    }

    fn must_capture(&self, legal: &[Move]) -> bool {
        self.capture_rule() == CaptureRule::MandatoryMaximum && legal.iter().any(Move::is_capture)
    }

    fn can_capture_from(&self, pos: &Position, p: Point) -> bool {
        self.capturers(pos) & p.bit() != 0
    }

    /// The point jumped over by a jump from `from` landing on `to`, if the lines allow one.
    fn jump_between(&self, from: Point, to: Point) -> Option<Point> {
        let i = from.0 as usize & 127;
        self.jumps[i][..self.jump_count[i] as usize]
            .iter()
            .find(|j| j.land == to.0)
            .map(|j| Point(j.over))
    }

    fn why_not_officer(&self, pos: &Position, legal: &[Move], from: Point, to: Point) -> Refusal {
        let step = has(self.officer_neighbours(from), to);
        let jump = self
            .jump_between(from, to)
            .filter(|over| has(pos.attackers, *over));
        match (step, jump) {
            (_, Some(_)) if self.must_capture(legal) => Refusal::LongerCaptureExists,
            (true, _) if self.must_capture(legal) => {
                if self.can_capture_from(pos, from) {
                    Refusal::CaptureMandatory
                } else {
                    Refusal::OtherOfficerMustCapture
                }
            }
            (false, None) if self.jump_between(from, to).is_some() => Refusal::NoAttackerToJump,
            _ => Refusal::NotAdjacent,
        }
    }

    fn why_not_attacker(&self, from: Point, to: Point) -> Refusal {
        let Some(segment) = self
            .segments()
            .iter()
            .find(|s| (s.a, s.b) == (from, to) || (s.a, s.b) == (to, from))
        else {
            return Refusal::NotAdjacent;
        };
        match segment.attackers {
            LineAccess::Closed => return Refusal::LineClosedToSoldiers,
            LineAccess::OneWay if segment.a != from => return Refusal::OneWayLine,
            _ => {}
        }
        let fortress = self.fortress();
        if has(fortress, from) && !has(fortress, to) && !self.file().attackers_leave_fortress {
            return Refusal::CannotLeaveFortress;
        }
        if self.coords(to).1 < self.coords(from).1 {
            return Refusal::NotForward;
        }
        Refusal::NotAdjacent
    }

    fn explain_chain(&self, pos: &Position, legal: &[Move], path: &[Point]) -> Result<(), Refusal> {
        let Some((&start, landings)) = path.split_first() else {
            return Err(Refusal::NoPiece);
        };
        self.explain_piece(pos, start)
            .or_else(|refusal| match refusal {
                Refusal::LongerCaptureExists
                | Refusal::OtherOfficerMustCapture
                | Refusal::NoMove => Ok(()),
                other => Err(other),
            })?;
        if pos.turn != Turn::Officers {
            return Err(Refusal::NoAttackerToJump);
        }
        let landable = self.all_points() & !(pos.attackers | pos.officers) | start.bit();
        let (mut at, mut captured): (Point, Bits) = (start, 0);
        for &land in landings {
            let Some(over) = self.jump_between(at, land) else {
                return Err(Refusal::NotAdjacent);
            };
            if !has(pos.attackers & !captured, over) {
                return Err(Refusal::NoAttackerToJump);
            }
            if !has(landable, land) {
                return Err(Refusal::Occupied);
            }
            captured |= over.bit();
            at = land;
        }
        let i = at.0 as usize & 127;
        let goes_on = self.jumps[i][..self.jump_count[i] as usize]
            .iter()
            .any(|j| has(pos.attackers & !captured, Point(j.over)) && has(landable, Point(j.land)));
        if goes_on {
            return Err(Refusal::ChainNotFinished);
        }
        if self.must_capture(legal) {
            return Err(Refusal::LongerCaptureExists);
        }
        Ok(())
    }
}

fn has(bits: Bits, p: Point) -> bool {
    bits & p.bit() != 0
}

/// The pieces of the side to move and of the other side.
fn sides(pos: &Position) -> (Bits, Bits) {
    match pos.turn {
        Turn::Attackers => (pos.attackers, pos.officers),
        Turn::Officers | Turn::Setup => (pos.officers, pos.attackers),
    }
}

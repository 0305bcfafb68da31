//! What a review says of a move: its verdict, the reason the rules give, and how both are worked
//! out from the scores before and after it.

use serde::{Deserialize, Serialize};

use crate::bitboard::Point;
use crate::game::Ply;
use crate::moves::Move;
use crate::position::Side;

use super::super::{MATE, MATE_BOUND, ProvenWin, SearchResult};

/// How much a move lost against the engine's choice, from its player's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Verdict {
    /// The engine's choice, or a move that loses almost nothing against it.
    Best,
    /// A small loss, or a move that keeps a forced result without being the best.
    Good,
    /// A noticeable loss, less than an attacker.
    Inaccuracy,
    /// A loss of about an attacker, less than two.
    Mistake,
    /// A loss of two attackers or more, or a forced result thrown away.
    Blunder,
}

impl Verdict {
    /// Every verdict, from best to worst.
    pub const ALL: [Verdict; 5] = [
        Verdict::Best,
        Verdict::Good,
        Verdict::Inaccuracy,
        Verdict::Mistake,
        Verdict::Blunder,
    ];

    /// The largest loss (hundredths of an attacker) each verdict allows; above the mistake's,
    /// a blunder. Losing a single attacker for nothing is a mistake, a fork or an officer a
    /// blunder.
    const MOST_LOST: [(Verdict, i32); 4] = [
        (Verdict::Best, 5),
        (Verdict::Good, 30),
        (Verdict::Inaccuracy, 80),
        (Verdict::Mistake, 199),
    ];

    /// The verdict on a move that lost `loss` (not a forced result changing hands).
    pub fn of_loss(loss: i32) -> Verdict {
        Verdict::MOST_LOST
            .iter()
            .find(|&&(_, most)| loss <= most)
            .map_or(Verdict::Blunder, |&(v, _)| v)
    }

    /// The lowercase name used on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Verdict::Best => "best",
            Verdict::Good => "good",
            Verdict::Inaccuracy => "inaccuracy",
            Verdict::Mistake => "mistake",
            Verdict::Blunder => "blunder",
        }
    }
}

impl std::fmt::Display for Verdict {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a move was bad, where the rules give a reason a player recognises.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Reason {
    /// The officer on `from` can now take `count` attackers in one move.
    LetsOfficerCapture {
        /// The point the capturing officer starts from.
        from: Point,
        /// The attackers it can take.
        count: u32,
    },
    /// The officer that stood on `officer` had a capture (of `count`), did not take it and was
    /// huffed.
    Huffed {
        /// The point the huffed officer stood on before the move.
        officer: Point,
        /// The attackers its missed capture would have taken.
        count: u32,
    },
    /// The opponent now wins by force in `moves` of its own moves.
    LosesByForce {
        /// The opponent's moves until its win.
        moves: u32,
    },
    /// A forced win in `moves` was there and is gone.
    MissedWin {
        /// The mover's own moves the missed win would have taken.
        moves: u32,
    },
}

/// One move of the game, reviewed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveReview {
    /// The move's index in the game (0 for the first).
    pub ply: usize,
    /// The side that played the move.
    pub side: Side,
    /// The move played.
    pub played: Move,
    /// The engine's choice and its line.
    pub best: Move,
    /// The line the engine expects, beginning with its choice.
    pub best_line: Vec<Move>,
    /// The engine's scores of the best move and of the one played, from the officers' point of
    /// view (officers up, attackers down; beyond ±[`MATE_BOUND`] a forced result).
    pub best_score: i32,
    /// The engine's score of the move played, from the officers' point of view.
    pub played_score: i32,
    /// What the move played lost against the best, for its player (0 when it is the best).
    pub loss: i32,
    /// How bad the move was, from `loss` or from a forced result changing hands.
    pub verdict: Verdict,
    /// The opponent's best answer to the move played: the line that punishes it.
    pub refutation: Vec<Move>,
    /// Why the move was bad, where the rules name a reason (only for an inaccuracy or worse).
    pub reason: Option<Reason>,
    /// The engine's choice was the only good move: every other legal move lost more than a good
    /// move may ([`ONLY_MARGIN`]), and the move played was it.
    pub only: bool,
}

/// Within this of the best, a move is still good; the review scores every move that close
/// exactly, so that it knows when the best was the only one.
pub const ONLY_MARGIN: i32 = Verdict::MOST_LOST[1].1;

/// What the review found in one position: the search's result (from the side to move's point of
/// view), whether its choice was the only good move (of several legal), and the win the solver
/// proved there, for either side.
#[derive(Clone, Debug)]
pub(super) struct Finding {
    pub result: SearchResult,
    pub singular: bool,
    pub proven: Option<ProvenWin>,
}

impl Finding {
    /// The position's value for its side to move `side`: the proof's where there is one.
    pub fn value(&self, side: Side) -> i32 {
        self.proven
            .as_ref()
            .map_or(self.result.score, |p| p.score_for(side))
    }
}

/// The review of the move `played` (the game's ply `ply`), between the findings before and
/// after it.
pub(super) fn judge(ply: usize, played: &Ply, before: &Finding, after: &Finding) -> MoveReview {
    let side = played.before.turn.side();
    // For the mover: the best is this position's score, the move played is worth what the next
    // position is worth to the opponent, negated. A win the solver proved before the move is
    // only held against the move when the position after it is proven too (either way):
    // otherwise the search judges it, as without.
    let (best_value, played_value) = match (&before.proven, &after.proven) {
        (Some(_), None) if !won_or_lost(after.result.score) => {
            (before.result.score, -after.result.score)
        }
        _ => (before.value(side), -after.value(side.other())),
    };
    // Where the mover's win is proven and held against the move, the proof's move is the better
    // one.
    let proof_line = (before.proven.as_ref())
        .filter(|p| p.side == side && best_value == p.score_for(side))
        .map(|p| p.line.clone());
    let best_line = proof_line.unwrap_or_else(|| before.result.pv.clone());
    let best = best_line.first().copied().unwrap_or(played.mv);
    // The engine's own choice is the best, whatever a second search says of it.
    let (loss, verdict) = if best == played.mv {
        (0, Verdict::Best)
    } else {
        let loss = (best_value - played_value).max(0);
        (loss, verdict(best_value, played_value, loss))
    };
    let only =
        verdict == Verdict::Best && before.result.pv.first() == Some(&played.mv) && before.singular;
    let reason = (verdict >= Verdict::Inaccuracy)
        .then(|| reason(played, after.result.pv.first(), best_value, played_value))
        .flatten();
    MoveReview {
        ply,
        side,
        played: played.mv,
        best,
        best_line,
        best_score: officers_view(side, best_value),
        played_score: officers_view(side, played_value),
        loss,
        verdict,
        refutation: after.result.pv.clone(),
        reason,
        only,
    }
}

/// Whether a search's score is a forced result.
fn won_or_lost(score: i32) -> bool {
    score.abs() >= MATE_BOUND
}

/// A score for `side` turned to the officers' point of view.
pub(super) fn officers_view(side: Side, score: i32) -> i32 {
    match side {
        Side::Officers => score,
        Side::Attackers => -score,
    }
}

/// A forced result changing hands is a blunder whatever the numbers; a move in a position
/// already won or lost by force is judged only by whether it keeps it so.
fn verdict(best: i32, played: i32, loss: i32) -> Verdict {
    let won = |s: i32| s >= MATE_BOUND;
    let lost = |s: i32| s <= -MATE_BOUND;
    if (won(best) && !won(played)) || (!lost(best) && lost(played)) {
        Verdict::Blunder
    } else if won(best) || lost(best) {
        if loss == 0 {
            Verdict::Best
        } else {
            Verdict::Good
        }
    } else {
        Verdict::of_loss(loss)
    }
}

/// The winner's moves until a forced result `score` (from either side's view) comes: its
/// plies, rounded up (an even count ends on the loser's own move, a huff).
fn moves_to_result(score: i32) -> u32 {
    ((MATE - score.abs()).max(0) as u32).div_ceil(2)
}

fn reason(played: &Ply, reply: Option<&Move>, best: i32, value: i32) -> Option<Reason> {
    if let Some(&officer) = played.effects.huffed.first() {
        // The capture it missed started where it stood before the move (if it moved).
        let stood = match played.mv {
            Move::Step { from, to } if to == officer => from,
            _ => officer,
        };
        let missed = played.effects.missed.iter().find(|c| c.from == stood);
        return Some(Reason::Huffed {
            officer: stood,
            count: missed.map_or(1, |c| c.hops as u32),
        });
    }
    if best >= MATE_BOUND && value < MATE_BOUND {
        return Some(Reason::MissedWin {
            moves: moves_to_result(best),
        });
    }
    if value <= -MATE_BOUND {
        return Some(Reason::LosesByForce {
            moves: moves_to_result(value),
        });
    }
    match reply {
        Some(Move::Capture(c)) if played.before.turn.side() == Side::Attackers => {
            Some(Reason::LetsOfficerCapture {
                from: c.from,
                count: c.hops as u32,
            })
        }
        _ => None,
    }
}

//! What to highlight for a selection: a pure function of the position, the legal moves and the
//! choices made so far, like the click layer beside it.

use asalto_engine::bitboard::points;
use asalto_engine::{Bits, Move, Point, Position, Turn, Variant};

use super::pick::{Selection, following, next_landing};

/// Points to highlight for a selection.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Highlights {
    /// The selected piece's point (where it stands now, at the end of the chosen path).
    pub selected: Option<Point>,
    /// Where a click completes a step or continues a capture.
    pub targets: Vec<Point>,
    /// Landing points chosen so far (the path preview).
    pub path: Vec<Point>,
    /// Attackers the chosen path jumps.
    pub doomed: Vec<Point>,
    /// Pieces of the side to move that have a legal move (when nothing is selected).
    pub movable: Vec<Point>,
    /// Chosen placement points.
    pub placed: Vec<Point>,
}

/// What to highlight for a selection.
pub fn highlights(
    variant: &Variant,
    pos: &Position,
    legal: &[Move],
    selection: &Selection,
) -> Highlights {
    let mut h = Highlights::default();
    match selection {
        Selection::None => {
            if pos.turn != Turn::Setup {
                let mut seen: Bits = 0;
                for m in legal {
                    if let Some(f) = m.from() {
                        seen |= f.bit();
                    }
                }
                h.movable = points(seen).collect();
            }
        }
        Selection::Placement(b) => h.placed = points(*b).collect(),
        Selection::Piece { from, path, .. } => {
            h.selected = Some(path.last().copied().unwrap_or(*from));
            h.path = path.clone();
            let moves = following(variant, legal, *from, path);
            let mut targets: Bits = 0;
            for m in &moves {
                match m {
                    Move::Step { to, .. } => targets |= to.bit(),
                    Move::Capture(_) => {
                        if let Some(n) = next_landing(variant, m, path.len()) {
                            targets |= n.bit();
                        }
                    }
                    Move::Place(_) => {}
                }
            }
            h.targets = points(targets).collect();
            // Attackers jumped by the chosen hops (the same for every chain that follows them).
            if let Some(Move::Capture(c)) = moves.first() {
                h.doomed = c
                    .captured_in_order(variant)
                    .into_iter()
                    .take(path.len())
                    .collect();
            }
        }
    }
    h
}

//! A proof certificate's checker ([`certificate`](super::certificate) has its text): it uses
//! only the rules (move generation and the decided positions), never a search, and the endgame
//! tables the certificate names, where its lines end in them.

use std::collections::{HashMap, HashSet};

pub use super::certificate::{Certificate, CheckError, ProofNode};
use crate::moves::Move;
use crate::position::{Position, Side};
use crate::tablebase::Tablebase;
use crate::variant::Variant;
use crate::zobrist;

/// What a checked proof covers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Checked {
    /// The longest line, in plies.
    pub plies: usize,
    /// Moves in the tree.
    pub moves: usize,
}

/// The positions of the game before the root that a proof may not enter: those it has already
/// seen so often that one more occurrence draws the game (twice, when a third repetition draws).
/// A position seen fewer times may be passed once more: a line of a proof never repeats itself.
pub fn drawn_on_return(variant: &Variant, before: &[Position]) -> HashSet<u64> {
    let mut counts: HashMap<u64, usize> = HashMap::new();
    for pos in before {
        *counts.entry(zobrist::hash(pos)).or_default() += 1;
    }
    let draws_at = usize::from(variant.repetitions());
    counts
        .into_iter()
        .filter(|&(_, n)| n + 1 >= draws_at)
        .map(|(hash, _)| hash)
        .collect()
}

/// Checks that the certificate proves a win for its prover, with the positions of the game
/// before the root (`before`) counting for repetitions (see [`drawn_on_return`]). Every line
/// must end in a position the rules decide for the prover (or where the defender cannot move),
/// never repeat a position and never reach the move limit.
pub fn check(
    variant: &Variant,
    cert: &Certificate,
    before: &[Position],
) -> Result<Checked, CheckError> {
    check_with(variant, cert, before, None)
}

/// As [`check`], but where the certificate names endgame tables, a line may also end in a
/// position they hold as the prover's (the tables then vouch for the rest, their distance
/// counted in the plies): `tables` must be those tables (the same checksum).
pub fn check_with(
    variant: &Variant,
    cert: &Certificate,
    before: &[Position],
    tables: Option<&Tablebase>,
) -> Result<Checked, CheckError> {
    let tables = match (cert.tables, tables) {
        (None, _) => None,
        (Some(_), None) => return Err(CheckError::NeedsTables),
        (Some(named), Some(given)) if given.identity() == Some(named) => Some(given),
        (Some(_), Some(_)) => return Err(CheckError::OtherTables),
    };
    let drawn = drawn_on_return(variant, before);
    if drawn.contains(&zobrist::hash(&cert.root)) {
        return Err(CheckError::NotAWin {
            at: variant.to_apn(&cert.root),
            why: "the game before it has already drawn it by repetition".into(),
        });
    }
    let mut seen: Vec<u64> = drawn.into_iter().collect();
    let mut stats = Checked { plies: 0, moves: 0 };
    let rules = Rules {
        variant,
        prover: cert.prover,
        tables,
    };
    node(&rules, &cert.root, &cert.nodes, &mut seen, 0, &mut stats)?;
    Ok(stats)
}

/// What a certificate is checked against.
struct Rules<'a> {
    variant: &'a Variant,
    prover: Side,
    tables: Option<&'a Tablebase>,
}

/// Whether the position is won for the prover without a move more: `Some(plies)` still to play
/// (0 where the rules decide it, the tables' distance where they do).
fn won(rules: &Rules, pos: &Position, moves: &[Move]) -> Result<Option<usize>, String> {
    let (variant, prover) = (rules.variant, rules.prover);
    if let Some(outcome) = variant.decided(pos) {
        return match outcome.winner {
            Some(side) if side == prover => Ok(Some(0)),
            Some(_) => Err("the prover has lost".into()),
            None => Err("the game is drawn".into()),
        };
    }
    if moves.is_empty() {
        return if pos.turn.side() == prover {
            Err("the prover cannot move".into())
        } else {
            Ok(Some(0))
        };
    }
    if pos.clock >= variant.move_limit() {
        return Err("the move limit draws the game".into());
    }
    match rules.tables.and_then(|t| t.probe(pos)) {
        Some(e) if e.wins == (pos.turn.side() == prover) => Ok(Some(usize::from(e.plies))),
        Some(_) => Err("the endgame tables give it to the defender".into()),
        None => Ok(None),
    }
}

fn node(
    rules: &Rules,
    pos: &Position,
    nodes: &[ProofNode],
    seen: &mut Vec<u64>,
    depth: usize,
    stats: &mut Checked,
) -> Result<(), CheckError> {
    let (variant, prover) = (rules.variant, rules.prover);
    let at = || variant.to_apn(pos);
    let hash = zobrist::hash(pos);
    // (The root may have occurred before in its game: only a return to it counts.)
    if depth > 0 && seen.contains(&hash) {
        return Err(CheckError::NotAWin {
            at: at(),
            why: "the position repeats".into(),
        });
    }
    let mut legal = Vec::new();
    variant.generate(pos, &mut legal);
    match won(rules, pos, &legal) {
        Ok(Some(more)) => {
            stats.plies = stats.plies.max(depth + more);
            return Ok(());
        }
        Ok(None) => {}
        Err(why) => return Err(CheckError::NotAWin { at: at(), why }),
    }
    if nodes.is_empty() {
        return Err(CheckError::Unfinished { at: at() });
    }
    if pos.turn.side() == prover {
        if nodes.len() != 1 {
            return Err(CheckError::ProverMoves {
                at: at(),
                found: nodes.len(),
            });
        }
    } else {
        let given: HashSet<Move> = nodes.iter().map(|n| n.mv).collect();
        if given.len() != nodes.len() {
            return Err(CheckError::Format(format!(
                "a reply is given twice at {}",
                at()
            )));
        }
        if let Some(missing) = legal.iter().find(|m| !given.contains(m)) {
            return Err(CheckError::MissingReply {
                at: at(),
                reply: variant.move_text(missing),
            });
        }
    }
    seen.push(hash);
    for n in nodes {
        if !legal.contains(&n.mv) {
            return Err(CheckError::Illegal {
                at: at(),
                mv: variant.move_text(&n.mv),
            });
        }
        stats.moves += 1;
        let after = variant.play(pos, &n.mv);
        node(rules, &after, &n.children, seen, depth + 1, stats)?;
    }
    seen.pop();
    Ok(())
}

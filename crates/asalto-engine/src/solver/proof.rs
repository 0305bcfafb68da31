//! A proof certificate: the winner's move at each of its turns and every reply of the loser,
//! as indented move text under the root position, and its checker, which uses only the rules
//! (move generation and the decided positions), never a search.
//!
//! ```text
//! asalto-engine proof 1
//! position assaut o ..O/.../..O..RR/..R..RR/R....RR/R../... 0
//! prover officers
//! c5xc3xc1
//! ```
//!
//! Each line below the header is one move; a line indented one space more than another is a
//! move after it. At the prover's turn a node has exactly one move below it; at the defender's,
//! one for every legal reply. A line ends where the game is won.

use std::collections::{HashMap, HashSet};
use std::fmt;
use std::sync::Arc;

use crate::moves::Move;
use crate::position::{Position, Side, parse_apn_with};
use crate::tablebase::Tablebase;
use crate::variant::Variant;
use crate::zobrist;

/// A move of the proof and what follows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProofNode {
    /// The move.
    pub mv: Move,
    /// The moves after it: the prover's one, or every reply of the defender (none where the
    /// game is won).
    pub children: Vec<ProofNode>,
}

/// A proof that `prover` wins from `root`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Certificate {
    /// The position the proof starts from.
    pub root: Position,
    /// The side proven to win.
    pub prover: Side,
    /// The moves at the root: one when the prover is to move, every reply otherwise.
    pub nodes: Vec<ProofNode>,
}

impl Certificate {
    /// The first move at every node: the winner's moves and the loser's first reply, in turn.
    pub fn principal_line(&self) -> Vec<Move> {
        let mut line = Vec::new();
        let mut below = &self.nodes;
        while let Some(first) = below.first() {
            line.push(first.mv);
            below = &first.children;
        }
        line
    }
}

/// What a checked proof covers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Checked {
    /// The longest line, in plies.
    pub plies: usize,
    /// Moves in the tree.
    pub moves: usize,
}

/// Why a certificate is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CheckError {
    /// The text is not a certificate.
    Format(String),
    /// A move in it is not legal where it stands.
    Illegal {
        /// The position, as APN.
        at: String,
        /// The move, as move text.
        mv: String,
    },
    /// At the prover's turn there is not exactly one move.
    ProverMoves {
        /// The position, as APN.
        at: String,
        /// How many moves the proof gives there.
        found: usize,
    },
    /// The defender has a reply the proof does not answer.
    MissingReply {
        /// The position, as APN.
        at: String,
        /// The unanswered reply, as move text.
        reply: String,
    },
    /// A line ends before the game is won.
    Unfinished {
        /// The position the line ends in, as APN.
        at: String,
    },
    /// A line ends in a draw or a loss for the prover, or repeats a position.
    NotAWin {
        /// The position, as APN.
        at: String,
        /// What is wrong there, in words.
        why: String,
    },
}

impl fmt::Display for CheckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CheckError::Format(why) => write!(f, "not a proof certificate: {why}"),
            CheckError::Illegal { at, mv } => write!(f, "{mv} is not legal at {at}"),
            CheckError::ProverMoves { at, found } => {
                write!(f, "the prover must have one move at {at}, not {found}")
            }
            CheckError::MissingReply { at, reply } => {
                write!(f, "the reply {reply} at {at} is not answered")
            }
            CheckError::Unfinished { at } => write!(f, "a line stops at {at} before a win"),
            CheckError::NotAWin { at, why } => write!(f, "at {at}: {why}"),
        }
    }
}

impl std::error::Error for CheckError {}

const HEADER: &str = "asalto-engine proof 1";

impl Certificate {
    /// The certificate as text (see the module's documentation).
    pub fn to_text(&self, variant: &Variant) -> String {
        let mut out = format!(
            "{HEADER}\nposition {}\nprover {}\n",
            variant.to_apn(&self.root),
            self.prover.name()
        );
        fn write(out: &mut String, variant: &Variant, nodes: &[ProofNode], depth: usize) {
            for n in nodes {
                out.push_str(&" ".repeat(depth));
                out.push_str(&variant.move_text(&n.mv));
                out.push('\n');
                write(out, variant, &n.children, depth + 1);
            }
        }
        write(&mut out, variant, &self.nodes, 0);
        out
    }

    /// Reads a certificate; `lookup` finds the variant named in its position.
    pub fn parse(
        text: &str,
        lookup: impl Fn(&str) -> Option<Arc<Variant>>,
    ) -> Result<(Arc<Variant>, Certificate), CheckError> {
        let bad = |why: &str| CheckError::Format(why.to_string());
        let mut lines = text.lines();
        if lines.next().map(str::trim) != Some(HEADER) {
            return Err(bad(&format!("the first line must be {HEADER:?}")));
        }
        let apn = lines
            .next()
            .and_then(|l| l.strip_prefix("position "))
            .ok_or_else(|| bad("the second line must be `position <APN>`"))?;
        let (variant, root) =
            parse_apn_with(apn, lookup).map_err(|e| bad(&format!("position: {e}")))?;
        let prover = match lines.next().and_then(|l| l.strip_prefix("prover ")) {
            Some("officers") => Side::Officers,
            Some("attackers") => Side::Attackers,
            _ => return Err(bad("the third line must be `prover officers|attackers`")),
        };
        // Moves by depth, parsed against the position each one is played from.
        let mut stack: Vec<(Position, Vec<ProofNode>)> = vec![(root, Vec::new())];
        for (i, line) in lines.enumerate() {
            if line.trim().is_empty() {
                continue;
            }
            let depth = line.len() - line.trim_start_matches(' ').len();
            if depth >= stack.len() {
                return Err(bad(&format!("line {} is indented too far", i + 4)));
            }
            while stack.len() > depth + 1 {
                close(&mut stack);
            }
            let at = stack[depth].0;
            let text = line.trim();
            let mv = variant
                .parse_move(&at, text)
                .map_err(|_| CheckError::Illegal {
                    at: variant.to_apn(&at),
                    mv: text.to_string(),
                })?;
            let after = variant.play(&at, &mv);
            stack[depth].1.push(ProofNode {
                mv,
                children: Vec::new(),
            });
            stack.push((after, Vec::new()));
        }
        while stack.len() > 1 {
            close(&mut stack);
        }
        let nodes = stack.pop().map(|(_, n)| n).unwrap_or_default();
        Ok((
            variant.clone(),
            Certificate {
                root,
                prover,
                nodes,
            },
        ))
    }
}

/// Hangs the top level's moves under the last move of the level above.
fn close(stack: &mut Vec<(Position, Vec<ProofNode>)>) {
    let (_, children) = stack.pop().expect("a level to close");
    if let Some(parent) = stack.last_mut().and_then(|(_, n)| n.last_mut()) {
        parent.children = children;
    }
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

/// As [`check`], but a line may also end in a position the endgame tables hold as the
/// prover's (the tables then vouch for the rest, their distance counted in the plies).
pub fn check_with(
    variant: &Variant,
    cert: &Certificate,
    before: &[Position],
    tables: Option<&Tablebase>,
) -> Result<Checked, CheckError> {
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

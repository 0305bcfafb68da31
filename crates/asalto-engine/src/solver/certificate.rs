//! A proof certificate as text, sealed with its checksum ([`crate::sealed`]): the winner's move
//! at each of its turns and every reply of the loser, as indented move text under the root
//! position.
//!
//! ```text
//! asalto-engine proof 2 blake3 <sum of the lines below>
//! position assaut o ..O/.../..O..RR/..R..RR/R....RR/R../... 0
//! prover officers
//! c5xc3xc1
//! ```
//!
//! Each line below the header is one move; a line indented one space more than another is a
//! move after it. At the prover's turn a node has exactly one move below it; at the defender's,
//! one for every legal reply. A line ends where the game is won, or, where the header has a line
//! `tables <sum>`, in a position the endgame tables of that checksum hold as the prover's.

use std::fmt;
use std::sync::Arc;

use crate::moves::Move;
use crate::position::{Position, Side, parse_apn_with};
use crate::sealed::{self, SealError, Sum};
use crate::variant::Variant;

#[cfg(doc)]
use crate::tablebase::Tablebase;

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
    /// The endgame tables its lines may end in, by their checksum ([`Tablebase::identity`]);
    /// `None`: every line ends where the rules decide the game.
    pub tables: Option<Sum>,
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
    /// The certificate was written before certificates carried their checksum.
    Unsealed,
    /// The certificate's text does not have the checksum its first line gives.
    Damaged,
    /// Its lines end in endgame tables, and none are given to check them with.
    NeedsTables,
    /// Its lines end in other endgame tables than those given.
    OtherTables,
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
            CheckError::Unsealed => f.write_str(
                "it was written before certificates carried a checksum: prove it again, or check \
                 and seal it (asalto-engine check-proof <file> --seal)",
            ),
            CheckError::Damaged => f.write_str(
                "its text does not match the checksum in its first line: the certificate is damaged",
            ),
            CheckError::NeedsTables => f.write_str(
                "its lines end in endgame tables: check it with the tables it was proven with \
                 (--tablebase <folder>)",
            ),
            CheckError::OtherTables => f.write_str(
                "its lines end in other endgame tables than these (their checksums differ)",
            ),
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

/// What the first line says before its checksum, and the whole first line before certificates
/// carried one.
const WHAT: &str = "asalto-engine proof 2";
const UNSEALED: &str = "asalto-engine proof 1";

impl Certificate {
    /// The certificate as text (see the module's documentation).
    pub fn to_text(&self, variant: &Variant) -> String {
        let mut out = format!(
            "position {}\nprover {}\n",
            variant.to_apn(&self.root),
            self.prover.name()
        );
        if let Some(tables) = self.tables {
            out.push_str(&format!("tables {tables}\n"));
        }
        fn write(out: &mut String, variant: &Variant, nodes: &[ProofNode], depth: usize) {
            for n in nodes {
                out.push_str(&" ".repeat(depth));
                out.push_str(&variant.move_text(&n.mv));
                out.push('\n');
                write(out, variant, &n.children, depth + 1);
            }
        }
        write(&mut out, variant, &self.nodes, 0);
        sealed::first_line(WHAT, Sum::of(out.as_bytes())) + &out
    }

    /// Reads a certificate; `lookup` finds the variant named in its position.
    pub fn parse(
        text: &str,
        lookup: impl Fn(&str) -> Option<Arc<Variant>>,
    ) -> Result<(Arc<Variant>, Certificate), CheckError> {
        let bad = |why: &str| CheckError::Format(why.to_string());
        let (first, body) = text.split_once('\n').unwrap_or((text, ""));
        let sum =
            sealed::read_first_line(first.trim_end(), WHAT, UNSEALED).map_err(|e| match e {
                SealError::Unsealed => CheckError::Unsealed,
                SealError::Damaged => CheckError::Damaged,
                SealError::Other { .. } => {
                    bad(&format!("the first line must be \"{WHAT} blake3 <sum>\""))
                }
            })?;
        if Sum::of(body.as_bytes()) != sum {
            return Err(CheckError::Damaged);
        }
        let mut lines = body.lines().peekable();
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
        let tables = match lines.peek().and_then(|l| l.strip_prefix("tables ")) {
            Some(sum) => {
                let sum = Sum::from_hex(sum).ok_or_else(|| bad("`tables` needs a checksum"))?;
                lines.next();
                Some(sum)
            }
            None => None,
        };
        // Moves by depth, parsed against the position each one is played from.
        let mut stack: Vec<(Position, Vec<ProofNode>)> = vec![(root, Vec::new())];
        for (i, line) in lines.enumerate() {
            if line.trim().is_empty() {
                continue;
            }
            let depth = line.len() - line.trim_start_matches(' ').len();
            if depth >= stack.len() {
                let first = 4 + usize::from(tables.is_some());
                return Err(bad(&format!("line {} is indented too far", i + first)));
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
                tables,
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

/// A certificate written before certificates carried their checksum, sealed, and naming the
/// endgame tables its lines end in (`tables`, where they do): `None` when the text does not
/// begin as such a certificate did.
pub fn seal_text(text: &str, tables: Option<Sum>) -> Option<String> {
    let (first, body) = text.split_once('\n')?;
    if first.trim_end() != UNSEALED {
        return None;
    }
    let mut lines: Vec<&str> = body.lines().collect();
    let named = tables.map(|sum| format!("tables {sum}"));
    if let Some(named) = &named
        && lines.len() >= 2
        && !lines.iter().any(|l| l.starts_with("tables "))
    {
        lines.insert(2, named);
    }
    let body = lines.join("\n") + "\n";
    Some(sealed::first_line(WHAT, Sum::of(body.as_bytes())) + &body)
}

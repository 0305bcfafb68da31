//! A proof search saved to a file and resumed later, sealed with its checksum
//! ([`crate::sealed`]): a few lines of text saying what is being proven and how far the search
//! got, then the table's entries (hash, proof number, disproof number: 24 bytes each,
//! little-endian), then the proof depths of proven positions (hash and depth: 12 bytes each).
//!
//! ```text
//! asalto-engine proof table 2 blake3 <sum of everything below>
//! position asalto s RRR/RRR/RRRRRRR/RRRRRRR/RR...RR/.../... 0
//! prover attackers
//! rules 51d0e8a3c4b2f617
//! root 8f1c2e5a7b3d9e01
//! nodes 120000000
//! met 1 0
//! before 0
//! entries 38211046
//! <entries>
//! depths 120331
//! <depths>
//! ```

use std::fmt;
use std::io::{self, BufRead, Read, Write};
use std::sync::Arc;

use super::dfpn::Solver;
use super::{INF, Num, ProofSearch};
use crate::position::{Position, Side, parse_apn_with};
use crate::sealed::{self, SealError, SealedReader, Sealing};
use crate::variant::Variant;
use crate::zobrist;

/// What the first line says before its checksum, and the whole first line before saved searches
/// carried one.
const WHAT: &str = "asalto-engine proof table 2";
const UNSEALED: &str = "asalto-engine proof table 1";

/// Why a saved table cannot be resumed.
#[derive(Debug)]
pub enum SavedProofError {
    /// The file could not be read.
    Io(io::Error),
    /// The file is not a saved table, or is damaged.
    Format(String),
    /// Its checksum: missing (saved before files carried one) or not its contents'.
    Seal(SealError),
}

impl From<SealError> for SavedProofError {
    fn from(e: SealError) -> Self {
        SavedProofError::Seal(e)
    }
}

impl fmt::Display for SavedProofError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SavedProofError::Io(e) => write!(f, "{e}"),
            SavedProofError::Format(why) => write!(f, "not a saved proof table: {why}"),
            SavedProofError::Seal(SealError::Unsealed) => write!(
                f,
                "not a saved proof table: {}; prove it again (the search starts over)",
                SealError::Unsealed
            ),
            SavedProofError::Seal(e) => write!(f, "not a saved proof table: {e}"),
        }
    }
}

impl std::error::Error for SavedProofError {}

impl From<io::Error> for SavedProofError {
    fn from(e: io::Error) -> Self {
        SavedProofError::Io(e)
    }
}

/// The next line: the rest after `what` and a space (the whole line when `what` is empty).
fn field(input: &mut impl BufRead, what: &str) -> Result<String, SavedProofError> {
    let mut text = String::new();
    // A header line is short: a file that is not a table is not read whole looking for one.
    input.take(4096).read_line(&mut text)?;
    let text = text.trim_end_matches('\n');
    if what.is_empty() {
        return Ok(text.to_string());
    }
    text.strip_prefix(what)
        .and_then(|rest| rest.strip_prefix(' '))
        .map(str::to_string)
        .ok_or_else(|| SavedProofError::Format(format!("expected a `{what}` line, found {text:?}")))
}

/// Record `i` of `count` (of `what`), or why the file ends before it.
fn record(
    input: &mut impl BufRead,
    bytes: &mut [u8],
    i: u64,
    count: u64,
    what: &str,
) -> Result<(), SavedProofError> {
    input.read_exact(bytes).map_err(|e| match e.kind() {
        io::ErrorKind::UnexpectedEof => {
            SavedProofError::Format(format!("it ends after {i} of its {count} {what}"))
        }
        _ => SavedProofError::Io(e),
    })
}

impl ProofSearch {
    /// Writes the search so far, to be resumed by [`load`](Self::load): its checksum worked out
    /// first, then the file written.
    pub fn save(&self, out: &mut impl Write) -> io::Result<()> {
        let mut sum = Sealing::default();
        self.write_contents(&mut sum)?;
        out.write_all(sealed::first_line(WHAT, sum.sum()).as_bytes())?;
        self.write_contents(out)?;
        out.flush()
    }

    /// Everything after the first line.
    fn write_contents(&self, out: &mut impl Write) -> io::Result<()> {
        let s = &self.solver;
        writeln!(out, "position {}", s.variant.to_apn(&self.root))?;
        writeln!(out, "prover {}", s.prover.name())?;
        writeln!(out, "rules {:016x}", s.variant.rules_fingerprint())?;
        writeln!(out, "root {:016x}", self.root_hash)?;
        writeln!(out, "nodes {}", s.nodes)?;
        writeln!(
            out,
            "met {} {}",
            u8::from(s.met_repetition),
            u8::from(s.met_move_limit)
        )?;
        writeln!(out, "before {}", self.before.len())?;
        for pos in &self.before {
            writeln!(out, "{}", s.variant.to_apn(pos))?;
        }
        writeln!(out, "entries {}", s.table.len())?;
        for (hash, (pn, dn)) in &s.table {
            out.write_all(&hash.to_le_bytes())?;
            out.write_all(&pn.to_le_bytes())?;
            out.write_all(&dn.to_le_bytes())?;
        }
        writeln!(out, "\ndepths {}", s.depths.len())?;
        for (hash, depth) in &s.depths {
            out.write_all(&hash.to_le_bytes())?;
            out.write_all(&depth.to_le_bytes())?;
        }
        Ok(())
    }

    /// A search saved by [`save`](Self::save), its variant found by name with `lookup`, to go
    /// on with a table of at most `table_entries` entries.
    pub fn load(
        input: &mut impl BufRead,
        lookup: impl Fn(&str) -> Option<Arc<Variant>>,
        table_entries: usize,
    ) -> Result<ProofSearch, SavedProofError> {
        let sum = sealed::read_first_line(&field(input, "")?, WHAT, UNSEALED)?;
        let input = &mut SealedReader::new(input, sum);
        let head = Header::read(input, &lookup)?;
        let mut search = ProofSearch::new(
            &head.variant,
            &head.root,
            &head.before,
            head.prover,
            table_entries.max(1),
        );
        let s = &mut search.solver;
        s.nodes = head.nodes;
        (s.met_repetition, s.met_move_limit) = head.met;
        read_entries(input, s)?;
        read_depths(input, s)?;
        input.finish()?;
        Ok(search)
    }
}

/// A table file's lines before its entries: what is proven, and how far the search got.
struct Header {
    variant: Arc<Variant>,
    root: Position,
    before: Vec<Position>,
    prover: Side,
    nodes: u64,
    /// Whether the search met a repetition, and the move limit.
    met: (bool, bool),
}

impl Header {
    fn read(
        input: &mut impl BufRead,
        lookup: &impl Fn(&str) -> Option<Arc<Variant>>,
    ) -> Result<Header, SavedProofError> {
        let position =
            |text: &str| parse_apn_with(text, lookup).map_err(|e| bad(format!("position: {e}")));
        let (variant, root) = position(&field(input, "position")?)?;
        let prover = match field(input, "prover")?.as_str() {
            "attackers" => Side::Attackers,
            "officers" => Side::Officers,
            other => return Err(bad(format!("prover {other:?}: attackers or officers"))),
        };
        let rules = hexadecimal(field(input, "rules")?, "the rules' fingerprint")?;
        if rules != variant.rules_fingerprint() {
            return Err(bad(format!(
                "it was made under other rules for {} (another variant file or build)",
                variant.name()
            )));
        }
        if hexadecimal(field(input, "root")?, "the root's hash")? != zobrist::hash(&root) {
            return Err(bad(
                "its positions' hashes were made by another build".into()
            ));
        }
        let nodes = number(field(input, "nodes")?, "nodes")?;
        let met = match field(input, "met")?.as_str() {
            "0 0" => (false, false),
            "1 0" => (true, false),
            "0 1" => (false, true),
            "1 1" => (true, true),
            other => return Err(bad(format!("met {other:?}: two flags, 0 or 1"))),
        };
        let count = number(field(input, "before")?, "before")?;
        let mut before: Vec<Position> = Vec::new();
        for _ in 0..count {
            let (v, pos) = position(&field(input, "")?)?;
            if v.name() != variant.name() {
                return Err(bad(format!("an earlier position is of {}", v.name())));
            }
            before.push(pos);
        }
        Ok(Header {
            variant,
            root,
            before,
            prover,
            nodes,
            met,
        })
    }
}

fn bad(why: String) -> SavedProofError {
    SavedProofError::Format(why)
}

fn number(text: String, what: &str) -> Result<u64, SavedProofError> {
    text.parse::<u64>()
        .map_err(|_| bad(format!("{what} {text:?} is not a whole number")))
}

fn hexadecimal(text: String, what: &str) -> Result<u64, SavedProofError> {
    u64::from_str_radix(&text, 16).map_err(|_| bad(format!("{what} is not hexadecimal")))
}

fn word(bytes: &[u8]) -> u64 {
    u64::from_le_bytes(bytes.try_into().expect("8 bytes"))
}

/// The table's entries, each checked, and the line break that ends them.
fn read_entries(input: &mut impl BufRead, s: &mut Solver) -> Result<(), SavedProofError> {
    let entries = number(field(input, "entries")?, "entries")?;
    let mut entry = [0u8; 24];
    for i in 0..entries {
        record(input, &mut entry, i, entries, "entries")?;
        let (pn, dn): (Num, Num) = (word(&entry[8..16]), word(&entry[16..24]));
        // Settled is exactly (0, ∞) or (∞, 0); anything else is open, within bounds.
        let settled = (pn == 0 && dn == INF) || (pn == INF && dn == 0);
        let open = (1..=INF).contains(&pn) && (1..=INF).contains(&dn);
        if !settled && !open {
            return Err(bad(format!(
                "entry {i} holds impossible numbers ({pn}, {dn})"
            )));
        }
        s.store(word(&entry[..8]), (pn, dn));
    }
    let mut newline = [0u8; 1];
    input
        .read_exact(&mut newline)
        .map_err(|_| bad("it ends after its entries".into()))?;
    if newline[0] != b'\n' {
        return Err(bad(format!("more follows its {entries} entries")));
    }
    Ok(())
}

/// The proof depths, to the end of the file.
fn read_depths(input: &mut impl BufRead, s: &mut Solver) -> Result<(), SavedProofError> {
    let depths = number(field(input, "depths")?, "depths")?;
    let mut depth = [0u8; 12];
    for i in 0..depths {
        record(input, &mut depth, i, depths, "depths")?;
        let d = u32::from_le_bytes(depth[8..].try_into().expect("4 bytes"));
        s.depths.insert(word(&depth[..8]), d);
    }
    if !input.fill_buf()?.is_empty() {
        return Err(bad(format!("more follows its {depths} depths")));
    }
    Ok(())
}

//! Endgame tablebases for Fox & Geese without sideways steps: every position with up to so many
//! geese, its value (a win or a loss for the side to move; without sideways steps nothing
//! repeats and no game is drawn) and its distance to the end in plies.
//!
//! Without sideways steps every goose move is a step forward, so the game's graph has no cycle:
//! each position's value is its moves' values, found once by a depth-first walk that stores
//! every position it finishes (no retrograde iterations are needed). The rules are the engine's
//! own: moves come from its move generator and the end from [`Variant::winner`].
//!
//! A table holds one byte per entry: `(rank of the geese set × points + fox's point) × 2 +
//! side`, the geese ranked as a combination of the board's points ([`index::Indexer`]).

mod build;
mod files;
mod fox_distances;
pub mod index;
mod opening;
mod play;
mod sealed_words;
mod sealing;
mod sixes;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_proof;
#[cfg(test)]
mod tests_seal;
mod values;
mod values_check;
mod values_files;
mod values_fox;
mod values_free_masks;
mod values_masks;
mod values_sideways;
mod values_sideways_files;
mod values_sideways_forced;
mod values_sideways_making;
mod values_sideways_outcomes;
mod values_sideways_sweep;
#[cfg(test)]
mod values_sideways_tests;
mod values_sideways_verify;
mod values_sideways_verify_parts;
#[cfg(test)]
mod values_sideways_verify_tests;
#[cfg(test)]
mod values_tests;
mod values_verify;
mod values_verify_parts;

use std::sync::Arc;

use crate::position::{Position, Turn};
use crate::sealed::{SealError, Sum};
use crate::side::Side;
use crate::variant::{Family, Variant};
use index::Indexer;

pub use build::build;
pub use files::table_path;
pub use fox_distances::{DistancesMade, FoxDistances};
pub use opening::{ENTRIES_PER_NODE, TablebaseOpening};
pub use play::winner_moves;
pub use sealing::seal_folder;
pub use values::{MOST_VALUE_GEESE, ValueTables, ValuesMade};
pub use values_check::{Comparison, Consistency};
pub use values_files::values_path;
pub use values_sideways::{MOST_SIDEWAYS_GEESE, SidewaysMade, SidewaysValues};
pub use values_sideways_making::SweepsKept;
pub use values_sideways_verify::SidewaysVerified;
pub use values_verify::Verified;
pub use values_verify_parts::{Half, PartDone, verify_folder};

/// Most geese a table may have: its longest game then fits in an entry's distance.
pub const MOST_GEESE: usize = 10;

/// One position's value for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Entry {
    /// The side to move wins (else it loses: nothing is drawn).
    pub wins: bool,
    /// Plies to the end with best play: the winner as fast as it can, the loser as slowly.
    pub plies: u8,
}

/// Entries as bytes: 0 is not yet known; otherwise bit 7 is a win and the rest is plies + 1.
const UNKNOWN: u8 = 0;
/// Marks an entry whose moves are being walked (meeting it again would be a cycle).
const WALKING: u8 = 0x7f;
const MOST_PLIES: u8 = 0x7d;

impl Entry {
    fn byte(self) -> u8 {
        (u8::from(self.wins) << 7) | (self.plies + 1)
    }

    fn of_byte(byte: u8) -> Option<Entry> {
        let low = byte & 0x7f;
        (low != UNKNOWN && low != WALKING).then_some(Entry {
            wins: byte & 0x80 != 0,
            plies: low - 1,
        })
    }
}

/// Why a tablebase cannot be made or read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TablebaseError {
    /// Only Fox & Geese (one fox) has tablebases.
    NotFoxAndGeese(String),
    /// With sideways steps positions repeat: this walk does not apply.
    Sideways(String),
    /// Without sideways steps the tables without draws apply.
    NotSideways(String),
    /// A board of more than 64 points: a set of geese is ranked as 64 bits.
    BoardTooLarge(String),
    /// A board too large for tables with draws, which keep a set's rank and its free points
    /// in 32 bits each.
    TooLargeForDraws(String),
    /// Goose steps that do not all lead the same way along the board's numbering (the value
    /// tables walk the sets of geese in that order).
    Unordered(String),
    /// More geese than a table may have, or fewer than the game needs.
    GeeseOutOfRange {
        /// The geese asked for.
        asked: usize,
        /// The fewest a table may have: the fewest the game goes on with.
        least: usize,
        /// The most a table may have.
        most: usize,
    },
    /// A position the rules call drawn (none should be, without sideways steps).
    Drawn(String),
    /// The walk met a position it was walking: the graph has a cycle after all.
    Cycle(String),
    /// A line longer than an entry can hold.
    TooLong(String),
    /// A table's file is not this table.
    BadFile(String),
    /// No tables where they were looked for.
    NotFound(String),
    /// Reading the tables was stopped before they were read.
    Stopped,
    /// Making a table was stopped; what was done is kept in this file.
    StoppedKept(String),
    /// A file's checksum: missing (made before files carried one) or not its contents'.
    Seal(SealError),
    /// A table's file cannot be written: where, and the system's reason.
    Write(String),
    /// The memory for a table cannot be had.
    NoMemory {
        /// The table's entries (a byte each).
        entries: u64,
    },
    /// A position whose value in a table is not the one its moves give (the verification).
    Disagrees {
        /// The position (APN).
        position: String,
        /// Whether the table says the geese win it.
        table_says_geese_win: bool,
    },
    /// A position whose value in a table with draws is not the one its moves give.
    DisagreesWithDraws {
        /// The position (APN).
        position: String,
        /// The winner the table gives (`None`: drawn).
        table_says: Option<Side>,
        /// The winner its moves give.
        moves_say: Option<Side>,
    },
    /// A position a table with draws calls won or lost whose moves never reach the game's end
    /// by force: a cycle of positions called won.
    Unforced {
        /// The position (APN).
        position: String,
        /// The winner the table gives.
        table_says: Side,
    },
    /// Tables of one variant asked to answer for another with other rules.
    OtherRules {
        /// The variant the tables are of.
        tables: String,
        /// The variant they were asked about.
        variant: String,
    },
}

impl std::fmt::Display for TablebaseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TablebaseError::NotFoxAndGeese(v) => {
                write!(f, "{v} is not Fox & Geese: only Fox & Geese has tablebases")
            }
            TablebaseError::Sideways(v) => write!(
                f,
                "{v} lets geese step sideways, so positions repeat and games can be drawn: these \
                 tables do not apply (`values` makes its tables with draws)"
            ),
            TablebaseError::NotSideways(v) => write!(
                f,
                "{v} has no sideways steps: its tables are made by `values`, without draws"
            ),
            TablebaseError::TooLargeForDraws(v) => write!(
                f,
                "{v}'s board is too large for tables with draws (at most 32 points free with the \
                 fewest geese, and at most 4,294,967,295 sets of geese a table)"
            ),
            TablebaseError::BoardTooLarge(v) => {
                write!(
                    f,
                    "{v}'s board has more than 64 points: too large for tables"
                )
            }
            TablebaseError::Unordered(v) => write!(
                f,
                "{v}'s goose steps do not all lead the same way along the board's numbering, \
                 which the value tables need"
            ),
            TablebaseError::GeeseOutOfRange { asked, least, most } => {
                write!(
                    f,
                    "{asked} geese: a table holds from {least} to {most} geese"
                )
            }
            TablebaseError::Drawn(at) => write!(f, "a drawn position: {at}"),
            TablebaseError::Cycle(at) => write!(f, "a position repeats: {at}"),
            TablebaseError::TooLong(at) => write!(f, "a line too long for a table: {at}"),
            TablebaseError::BadFile(why) => write!(f, "not a table of these: {why}"),
            TablebaseError::NotFound(what) => write!(f, "{what}"),
            TablebaseError::Stopped => write!(f, "stopped before the tables were read"),
            TablebaseError::StoppedKept(path) => {
                write!(f, "stopped; the making so far is kept in {path}")
            }
            TablebaseError::Seal(SealError::Unsealed) => write!(
                f,
                "not a table of these: {}; make it again, or seal the folder's tables \
                 (asalto-engine seal <folder>) if you trust them",
                SealError::Unsealed
            ),
            TablebaseError::Seal(e) => write!(f, "not a table of these: {e}"),
            TablebaseError::Write(why) => write!(f, "cannot write {why}"),
            TablebaseError::NoMemory { entries } => write!(
                f,
                "not enough memory for a table of {entries} entries ({} MB)",
                entries >> 20
            ),
            TablebaseError::Disagrees {
                position,
                table_says_geese_win,
            } => {
                let (says, moves) = match table_says_geese_win {
                    true => ("win", "lose"),
                    false => ("lose", "win"),
                };
                write!(
                    f,
                    "the table says the geese {says} {position}, its moves say they {moves} it"
                )
            }
            TablebaseError::DisagreesWithDraws {
                position,
                table_says,
                moves_say,
            } => write!(
                f,
                "the table says of {position}: {}; its moves say: {}",
                who_wins(*table_says),
                who_wins(*moves_say)
            ),
            TablebaseError::Unforced {
                position,
                table_says,
            } => write!(
                f,
                "the table says of {position}: {}; but no line of moves forces that win (its \
                 moves go round a cycle)",
                who_wins(Some(*table_says))
            ),
            TablebaseError::OtherRules { tables, variant } => {
                write!(
                    f,
                    "the tables of {tables} do not hold {variant}'s positions"
                )
            }
        }
    }
}

impl std::error::Error for TablebaseError {}

/// Who wins, as a table with draws says it.
fn who_wins(winner: Option<Side>) -> &'static str {
    match winner {
        Some(Side::Attackers) => "the geese win",
        Some(Side::Officers) => "the fox wins",
        None => "drawn",
    }
}

impl TablebaseError {
    /// What is wrong, without the "not a table of these" a bad file's message begins with (for
    /// a message that names the file first).
    pub fn reason(&self) -> String {
        match self {
            TablebaseError::BadFile(why) => why.clone(),
            other => other
                .to_string()
                .trim_start_matches("not a table of these: ")
                .to_string(),
        }
    }
}

/// Every position of a Fox & Geese variant with from `least` (the fewest geese the game goes
/// on with) to `most` geese.
#[derive(Clone, Debug)]
pub struct Tablebase {
    variant: Arc<Variant>,
    indexer: Indexer,
    least: usize,
    most: usize,
    /// One table per number of geese, `least` first.
    tables: Vec<Vec<u8>>,
    /// Which tables are complete (walked or loaded).
    done: Vec<bool>,
    /// The checksums of the tables read from their files (a table walked here has its own
    /// worked out when it is asked for).
    sums: Vec<Option<Sum>>,
}

impl Tablebase {
    /// The variant the tables are of.
    pub fn variant(&self) -> &Arc<Variant> {
        &self.variant
    }

    /// The fewest and the most geese in the tables.
    pub fn geese(&self) -> (usize, usize) {
        (self.least, self.most)
    }

    /// Entries in the table of `geese` geese (slots with the fox on a goose included).
    pub fn entries(&self, geese: usize) -> u64 {
        self.indexer.entries(geese)
    }

    /// The position's value for its side to move, if the tables hold it.
    pub fn probe(&self, pos: &Position) -> Option<Entry> {
        let slot = self.slot(pos)?;
        let geese = pos.attackers.count_ones() as usize;
        Entry::of_byte(self.tables[geese - self.least][slot])
    }

    /// Where a position's entry is in its table, if it has one.
    fn slot(&self, pos: &Position) -> Option<usize> {
        let geese = pos.attackers.count_ones() as usize;
        let side = match pos.turn {
            Turn::Officers => 0,
            Turn::Attackers => 1,
            Turn::Setup => return None,
        };
        if !(self.least..=self.most).contains(&geese)
            || pos.officers.count_ones() != 1
            || (pos.attackers | pos.officers) & !self.variant.all_points() != 0
        {
            return None;
        }
        let fox = self
            .indexer
            .fox(crate::bitboard::Point(pos.officers.trailing_zeros() as u8));
        let at = (self.indexer.rank(pos.attackers) * self.indexer.len() as u64 + fox as u64) * 2;
        Some(at as usize + side)
    }

    /// The position in a slot of the table of `geese` geese (`None` for the fox on a goose).
    pub fn position_at(&self, geese: usize, slot: u64) -> Option<Position> {
        let n = self.indexer.len() as u64;
        let (set, rest) = (slot / (2 * n), slot % (2 * n));
        let (fox, side) = (rest / 2, rest % 2);
        let attackers = self.indexer.unrank(set, geese);
        let officers = self.indexer.point(fox as usize).bit();
        (attackers & officers == 0).then_some(Position {
            attackers,
            officers,
            turn: if side == 0 {
                Turn::Officers
            } else {
                Turn::Attackers
            },
            clock: 0,
        })
    }
}

/// Whether tables of up to `most` geese can be made for this variant: the fewest geese they
/// hold, if so.
fn check(variant: &Variant, most: usize) -> Result<usize, TablebaseError> {
    check_up_to(variant, most, MOST_GEESE)
}

/// [`check`] with `limit` as the most geese a table may have.
fn check_up_to(variant: &Variant, most: usize, limit: usize) -> Result<usize, TablebaseError> {
    if variant.family() != Family::FoxAndGeese || variant.officers() != 1 {
        return Err(TablebaseError::NotFoxAndGeese(variant.name().to_string()));
    }
    if variant.attackers_sideways() {
        return Err(TablebaseError::Sideways(variant.name().to_string()));
    }
    check_family(variant, most, limit)
}

/// [`check_up_to`] with or without sideways steps.
fn check_family(variant: &Variant, most: usize, limit: usize) -> Result<usize, TablebaseError> {
    if variant.family() != Family::FoxAndGeese || variant.officers() != 1 {
        return Err(TablebaseError::NotFoxAndGeese(variant.name().to_string()));
    }
    if variant.all_points().count_ones() > 64 {
        return Err(TablebaseError::BoardTooLarge(variant.name().to_string()));
    }
    let least = variant.attackers_needed() as usize;
    if most < least || most > limit {
        return Err(TablebaseError::GeeseOutOfRange {
            asked: most,
            least,
            most: limit,
        });
    }
    Ok(least)
}

/// The side whose turn it is in a table's position.
fn mover(pos: &Position) -> Side {
    pos.turn.side()
}

/// Whether two variants' tables are the same: the same rules and board, whatever the start
/// (Fox & Geese with 13, 15 or 17 geese end alike).
pub fn shares_endgames(a: &Variant, b: &Variant) -> bool {
    let rules = |v: &Variant| {
        let mut file = v.file().clone();
        file.name.clear();
        file.title.clear();
        file.board.clear();
        file.attackers = None;
        file.officers_start = None;
        file.officers_win_below = None;
        file.first = Side::Attackers;
        file.level_tuning = Default::default();
        file.officers_set_traps = false;
        file
    };
    rules(a) == rules(b) && a.attackers_needed() == b.attackers_needed()
}

//! Variants as data: a board (points, lines, fortress), the pieces and the rule switches, read
//! from RON and checked, then turned into the bit tables the move generator uses.

mod build;
pub use limits::{MAX_NAME_CHARS, MAX_OFFICERS, MAX_PLACEMENTS, MAX_TITLE_CHARS, RESERVED_NAMES};
mod error;
mod layout;
mod limits;

use std::sync::{Arc, OnceLock};

use serde::{Deserialize, Serialize};

use crate::bitboard::{Bits, Point, shift};
use crate::notation::{PointName, PointRef};
use crate::side::Side;

pub use error::VariantError;

/// The families of the game: how a menu groups the variants.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Family {
    /// Officers defend a fortress against attackers: Asalto, L'Assaut, the Grand Jeu.
    Siege,
    /// No fortress: one fox against geese that must trap it.
    FoxAndGeese,
}

/// How captures are ruled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CaptureRule {
    /// Capturing is optional; officers that could have captured and did not are removed (Asalto).
    Huffing,
    /// Capturing is mandatory and only the moves taking the most pieces are legal (L'Assaut).
    MandatoryMaximum,
    /// Capturing is optional and a missed capture costs nothing (Fox & Geese).
    Optional,
}

/// Whether attackers may use a line (officers use every line).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum LineAccess {
    /// Attackers may use it, subject to their direction rules.
    #[default]
    Open,
    /// Attackers may not use it (drawn in a second colour on the old boards).
    Closed,
    /// Attackers may use it only in the order its points are listed.
    OneWay,
}

/// One line of a variant file: points along a straight line, neighbours in order.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LineFile {
    /// The line's points in order, as space-separated names.
    pub points: String,
    /// Whether attackers may use it; open when absent.
    #[serde(default)]
    pub attackers: LineAccess,
}

/// A variant as written in its RON file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct VariantFile {
    /// The name used in APN (`asalto`, `assaut`, `grand-assaut`).
    pub name: String,
    /// The name shown to players.
    pub title: String,
    /// The board's name, for display and pictures.
    #[serde(default)]
    pub board: String,
    /// How many officers there are.
    pub officers: u8,
    /// How captures are ruled.
    pub capture: CaptureRule,
    /// Attackers inside the fortress may step back along their lines (L'Assaut).
    pub attackers_retreat_in_fortress: bool,
    /// Attackers may step out of the fortress (sideways, in Asalto).
    pub attackers_leave_fortress: bool,
    /// Attackers may step sideways, along a rank (in Asalto; not in Fox & Geese without its
    /// "sideways" option). Forward and diagonally forward steps follow the lines.
    #[serde(default = "yes")]
    pub attackers_sideways: bool,
    /// Every point of the board, as space-separated names (any grouping).
    pub points: Vec<String>,
    /// The fortress's points, as space-separated names; empty only with `officers_start`.
    pub fortress: Vec<String>,
    /// The board's lines, along which the pieces step and the officers jump.
    pub lines: Vec<LineFile>,
    /// Where the attackers start; every point outside the fortress when absent.
    #[serde(default)]
    pub attackers: Option<Vec<String>>,
    /// Where the officers start. When absent, the officers' player places them in the fortress
    /// as the first move; when given, there is no placement (Fox & Geese) and the fortress may
    /// be empty.
    #[serde(default)]
    pub officers_start: Option<Vec<String>>,
    /// Who moves first once the officers are on the board given by `officers_start` (with a
    /// placement, the attackers move after it).
    #[serde(default = "attackers_first")]
    pub first: Side,
    /// The officers win once fewer attackers than this are left; by default the fortress's
    /// size (the attackers can no longer fill it). Required without a fortress.
    #[serde(default)]
    pub officers_win_below: Option<u8>,
    /// How many times a position must occur for a draw.
    #[serde(default = "default_repetitions")]
    pub repetitions: u8,
    /// Plies without a capture or an attacker's forward step that end the game in a draw.
    #[serde(default = "default_move_limit")]
    pub move_limit: u16,
    /// The computer's levels as tuned for this game (docs/strength.md, "The ladder").
    #[serde(default, skip_serializing_if = "LevelTuning::is_standard")]
    pub level_tuning: LevelTuning,
    /// Marshal's officers set traps: measured to help in Asalto; in L'Assaut they cost the
    /// officers against the General's strict attackers, and elsewhere they were never measured.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub officers_set_traps: bool,
}

/// How the computer's levels are tuned for a game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum LevelTuning {
    /// The levels' budgets as set for a board of 24 attackers.
    #[default]
    Standard,
    /// L'Assaut's: mandatory maximum capture makes shallow searches much stronger, so the lower
    /// steps get more nodes and more care, and the General more nodes, to keep each step of
    /// the ladder in its band.
    Assaut,
}

impl LevelTuning {
    fn is_standard(&self) -> bool {
        *self == LevelTuning::Standard
    }
}

fn yes() -> bool {
    true
}

fn attackers_first() -> Side {
    Side::Attackers
}

fn default_repetitions() -> u8 {
    3
}

fn default_move_limit() -> u16 {
    100
}

/// A segment of the board, as drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Segment {
    /// The end that comes first in its line.
    pub a: Point,
    /// The other end.
    pub b: Point,
    /// Open, closed to attackers, or one way from `a` to `b`.
    pub attackers: LineAccess,
}

/// The eight grid directions as (file, rank) steps.
pub const DIRECTIONS: [(i32, i32); 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];

/// One jump from a point: the point jumped over, the landing point and the direction. The two
/// points are also kept as one-bit sets: testing a `u128` at a variable index costs a shift with
/// a branch, a ready mask one AND.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Jump {
    pub over_bit: Bits,
    pub land_bit: Bits,
    pub over: u8,
    pub land: u8,
    pub dir: u8,
}

/// A checked variant with its move tables.
#[derive(Clone, Debug)]
pub struct Variant {
    file: VariantFile,
    width: u8,
    height: u8,
    all: Bits,
    fortress: Bits,
    attackers_start: Bits,
    /// Where the officers start, when they are not placed (0: they are placed).
    officers_start: Bits,
    /// The officers win once fewer attackers than this are left.
    win_below: u32,
    /// Points in APN order: top rank first, left to right.
    apn_order: Vec<Point>,
    segments: Vec<Segment>,
    /// Bit offset of a step in each direction.
    pub(crate) offset: [i32; 8],
    /// Its size: directions 0–3 point to higher bit indices, 4–7 to lower ones.
    amount: [u32; 8],
    /// Rank of each bit index, to tell forward steps.
    rank_of: [u8; 128],
    /// Points from which an officer may step in each direction.
    pub(crate) officer_step: [Bits; 8],
    /// Points from which an attacker may step in each direction.
    pub(crate) attacker_step: [Bits; 8],
    /// The jumps from each point, for the few officers: cheaper than eight board-wide shifts.
    pub(crate) jumps: Box<[[Jump; 8]; 128]>,
    pub(crate) jump_count: [u8; 128],
    /// Every point an officer at each point could jump over.
    pub(crate) jump_over: [Bits; 128],
    /// Every point an officer at each point could land on by one jump.
    pub(crate) jump_land: [Bits; 128],
    /// Every point an officer at each point could step to.
    pub(crate) officer_targets: [Bits; 128],
    /// Every point from which an attacker could step to each point.
    pub(crate) attacker_sources: [Bits; 128],
}

impl Variant {
    /// The built-in variants: the siege games `asalto`, `assaut`, `grand-assaut`, then Fox &
    /// Geese as `fox-geese-13`, `-15`, `-17` (geese), each also `-sideways`.
    pub fn builtins() -> &'static [Arc<Variant>] {
        static BUILTINS: OnceLock<Vec<Arc<Variant>>> = OnceLock::new();
        BUILTINS.get_or_init(|| {
            BUILTIN_FILES
                .iter()
                .map(|text| {
                    Arc::new(Variant::from_ron(text).expect("built-in variant files are valid"))
                })
                .collect()
        })
    }

    /// A built-in variant by its APN name.
    pub fn builtin(name: &str) -> Option<Arc<Variant>> {
        Variant::builtins()
            .iter()
            .find(|v| v.name() == name)
            .cloned()
    }

    /// The name used in APN (`asalto`, `assaut`, `grand-assaut`).
    pub fn name(&self) -> &str {
        &self.file.name
    }

    /// The family the variant belongs to: a siege game has a fortress to fill.
    pub fn family(&self) -> Family {
        if self.fortress == 0 {
            Family::FoxAndGeese
        } else {
            Family::Siege
        }
    }

    /// The built-in Fox & Geese with this many geese, with or without sideways steps.
    pub fn fox_and_geese(geese: u32, sideways: bool) -> Option<Arc<Variant>> {
        Variant::builtins()
            .iter()
            .find(|v| {
                v.family() == Family::FoxAndGeese
                    && v.attackers_start().count_ones() == geese
                    && v.attackers_sideways() == sideways
            })
            .cloned()
    }

    /// The name shown to players.
    pub fn title(&self) -> &str {
        &self.file.title
    }

    /// The variant as written in its file.
    pub fn file(&self) -> &VariantFile {
        &self.file
    }

    /// Whether attackers may step sideways as well as forward.
    pub fn attackers_sideways(&self) -> bool {
        self.file.attackers_sideways
    }

    /// How captures are ruled.
    pub fn capture_rule(&self) -> CaptureRule {
        self.file.capture
    }

    /// How many officers there are.
    pub fn officers(&self) -> u32 {
        self.file.officers as u32
    }

    /// How many attackers there are at the start.
    pub fn attackers(&self) -> u32 {
        self.attackers_start.count_ones()
    }

    /// Whether an attacker may ever step back (inside the fortress, in L'Assaut): then a
    /// position may come back after a forward step.
    pub fn attackers_step_back(&self) -> bool {
        self.file.attackers_retreat_in_fortress
    }

    /// How many times a position must occur for a draw.
    pub fn repetitions(&self) -> u8 {
        self.file.repetitions
    }

    /// Plies without a capture or an attacker's forward step that end the game in a draw.
    pub fn move_limit(&self) -> u16 {
        self.file.move_limit
    }

    /// How the computer's levels are tuned for this game.
    pub fn level_tuning(&self) -> LevelTuning {
        self.file.level_tuning
    }

    /// Whether Marshal's officers set traps in this game.
    pub fn officers_set_traps(&self) -> bool {
        self.file.officers_set_traps
    }

    /// A hash of everything the rules file says (FNV-1a of its definition): what was worked
    /// out under one set of rules, a saved proof search, is not reused under another.
    pub fn rules_fingerprint(&self) -> u64 {
        format!("{:?}", self.file)
            .bytes()
            .fold(0xCBF2_9CE4_8422_2325, |h, b| {
                (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01B3)
            })
    }

    /// Files and ranks of the grid.
    pub fn size(&self) -> (u8, u8) {
        (self.width, self.height)
    }

    /// Every point of the board.
    pub fn all_points(&self) -> Bits {
        self.all
    }

    /// The fortress's points (none in Fox & Geese).
    pub fn fortress(&self) -> Bits {
        self.fortress
    }

    /// How many points the fortress has.
    pub fn fortress_size(&self) -> u32 {
        self.fortress.count_ones()
    }

    /// The officers win once fewer attackers than this are left (the fortress's size unless
    /// the variant says otherwise).
    pub fn attackers_needed(&self) -> u32 {
        self.win_below
    }

    /// Attackers that must be captured for the defenders to win.
    pub fn captures_to_win(&self) -> u32 {
        self.attackers() + 1 - self.attackers_needed()
    }

    /// Where the attackers start.
    pub fn attackers_start(&self) -> Bits {
        self.attackers_start
    }

    /// Where the officers start, or `None` when the game begins with their placement.
    pub fn officers_start(&self) -> Option<Bits> {
        (self.officers_start != 0).then_some(self.officers_start)
    }

    /// Who moves first once the officers are on the board.
    pub fn first(&self) -> Side {
        self.file.first
    }

    /// Every segment of the board, as its lines draw them.
    pub fn segments(&self) -> &[Segment] {
        &self.segments
    }

    /// Points in APN order: top rank first, each rank left to right.
    pub fn apn_order(&self) -> &[Point] {
        &self.apn_order
    }

    /// (file, rank) of a point, both from 0.
    pub fn coords(&self, p: Point) -> (u8, u8) {
        (p.0 % self.width, p.0 / self.width)
    }

    /// The point named `at`, if the board has it: `v.point("d4")`, `v.point(name)` with a
    /// [`PointName`], or `v.point((file, rank))` counted from 0. The one way from a name to a
    /// point; [`Variant::name_of`] is the way back.
    pub fn point(&self, at: impl PointRef) -> Option<Point> {
        let PointName { file, rank } = at.point_name()?;
        if file >= self.width || rank >= self.height {
            return None;
        }
        let p = Point(rank * self.width + file);
        (self.all & p.bit() != 0).then_some(p)
    }

    /// The point's name (`d4` when shown).
    pub fn name_of(&self, p: Point) -> PointName {
        let (file, rank) = self.coords(p);
        PointName { file, rank }
    }

    /// `bits` moved one step in direction `d`.
    #[inline(always)]
    pub(crate) fn along(&self, bits: Bits, d: usize) -> Bits {
        if d < 4 {
            bits << self.amount[d]
        } else {
            bits >> self.amount[d]
        }
    }

    /// Whether a step from `from` to `to` goes toward the top.
    #[inline(always)]
    pub(crate) fn is_forward(&self, from: Point, to: Point) -> bool {
        self.rank_of[to.0 as usize & 127] > self.rank_of[from.0 as usize & 127]
    }

    /// Points an officer at `p` may step to on an empty board.
    pub fn officer_neighbours(&self, p: Point) -> Bits {
        self.officer_targets[p.0 as usize & 127]
    }

    /// Points an attacker at `p` may step to on an empty board.
    pub fn attacker_targets(&self, p: Point) -> Bits {
        (0..8)
            .filter(|&d| self.attacker_step[d] & p.bit() != 0)
            .fold(0, |acc, d| acc | shift(p.bit(), self.offset[d]))
    }
}

const BUILTIN_FILES: [&str; 9] = [
    include_str!("../../variants/asalto.ron"),
    include_str!("../../variants/assaut.ron"),
    include_str!("../../variants/grand-assaut.ron"),
    include_str!("../../variants/fox-geese-13.ron"),
    include_str!("../../variants/fox-geese-13-sideways.ron"),
    include_str!("../../variants/fox-geese-15.ron"),
    include_str!("../../variants/fox-geese-15-sideways.ron"),
    include_str!("../../variants/fox-geese-17.ron"),
    include_str!("../../variants/fox-geese-17-sideways.ron"),
];

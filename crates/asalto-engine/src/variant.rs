//! Variants as data: a board (points, lines, fortress), the pieces and the rule switches, read
//! from RON and checked, then turned into the bit tables the move generator uses.

use std::fmt;
use std::sync::{Arc, OnceLock};

use serde::{Deserialize, Serialize};

use crate::bitboard::{Bits, Point, points, shift};

/// How captures are ruled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CaptureRule {
    /// Capturing is optional; officers that could have captured and did not are removed (Asalto).
    Huffing,
    /// Capturing is mandatory and only the moves taking the most pieces are legal (L'Assaut).
    MandatoryMaximum,
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
    pub points: String,
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
    pub officers: u8,
    pub capture: CaptureRule,
    /// Attackers inside the fortress may step back along their lines (L'Assaut).
    pub attackers_retreat_in_fortress: bool,
    /// Attackers may step out of the fortress (sideways, in Asalto).
    pub attackers_leave_fortress: bool,
    /// Every point of the board, as space-separated names (any grouping).
    pub points: Vec<String>,
    pub fortress: Vec<String>,
    pub lines: Vec<LineFile>,
    /// Where the attackers start; every point outside the fortress when absent.
    #[serde(default)]
    pub attackers: Option<Vec<String>>,
    /// How many times a position must occur for a draw.
    #[serde(default = "default_repetitions")]
    pub repetitions: u8,
    /// Plies without a capture or an attacker's forward step that end the game in a draw.
    #[serde(default = "default_move_limit")]
    pub move_limit: u16,
}

fn default_repetitions() -> u8 {
    3
}

fn default_move_limit() -> u16 {
    100
}

/// A mistake in a variant file, explained.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariantError(pub String);

impl fmt::Display for VariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invalid variant: {}", self.0)
    }
}

impl std::error::Error for VariantError {}

/// A segment of the board, as drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Segment {
    pub a: Point,
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

/// One jump from a point: the point jumped over, the landing point and the direction.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Jump {
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
    /// Every point an officer at each point could step to.
    pub(crate) officer_targets: [Bits; 128],
    /// Every point from which an attacker could step to each point.
    pub(crate) attacker_sources: [Bits; 128],
}

impl Variant {
    /// Reads and checks a variant from RON text.
    pub fn from_ron(text: &str) -> Result<Variant, VariantError> {
        let file: VariantFile = ron::from_str(text).map_err(|e| VariantError(format!("{e}")))?;
        Variant::new(file)
    }

    /// Checks a variant and builds its tables.
    pub fn new(file: VariantFile) -> Result<Variant, VariantError> {
        let err = |m: String| Err(VariantError(m));
        if file.name.is_empty() || file.name.contains(char::is_whitespace) {
            return err(format!("the name {:?} must be one word", file.name));
        }
        // The grid is as wide and high as the named points need.
        let mut coords = Vec::new();
        for name in file.points.iter().flat_map(|s| s.split_whitespace()) {
            match parse_coords(name) {
                Some(c) => coords.push((name, c)),
                None => {
                    return err(format!(
                        "{name:?} is not a point name (a letter and a rank, like d4)"
                    ));
                }
            }
        }
        if coords.is_empty() {
            return err("the board has no points".into());
        }
        let width = coords.iter().map(|(_, (f, _))| f + 1).max().unwrap_or(0);
        let height = coords.iter().map(|(_, (_, r))| r + 1).max().unwrap_or(0);
        if width * height > 128 {
            return err(format!(
                "the board's grid is {width} files by {height} ranks; at most 128 grid points are supported"
            ));
        }
        let (width, height) = (width as u8, height as u8);
        let index = |(f, r): (usize, usize)| Point((r * width as usize + f) as u8);
        let mut all: Bits = 0;
        for &(name, c) in &coords {
            let bit = index(c).bit();
            if all & bit != 0 {
                return err(format!("the point {name} is listed twice"));
            }
            all |= bit;
        }
        let lookup = |name: &str, what: &str| -> Result<Point, VariantError> {
            match parse_coords(name) {
                Some((f, r))
                    if f < width as usize
                        && r < height as usize
                        && all & index((f, r)).bit() != 0 =>
                {
                    Ok(index((f, r)))
                }
                _ => Err(VariantError(format!(
                    "{what} names {name:?}, which is not a point of the board"
                ))),
            }
        };

        let mut fortress: Bits = 0;
        for name in file.fortress.iter().flat_map(|s| s.split_whitespace()) {
            fortress |= lookup(name, "the fortress")?.bit();
        }
        let fortress_size = fortress.count_ones();
        if fortress_size == 0 {
            return err("the fortress has no points".into());
        }

        let attackers_start = match &file.attackers {
            None => all & !fortress,
            Some(list) => {
                let mut bits = 0;
                for name in list.iter().flat_map(|s| s.split_whitespace()) {
                    bits |= lookup(name, "the attackers' start")?.bit();
                }
                bits
            }
        };
        let attackers = attackers_start.count_ones();
        if file.officers == 0 {
            return err("there must be at least one officer".into());
        }
        if file.officers as u32 > fortress_size {
            return err(format!(
                "{} officers cannot be placed in a fortress of {fortress_size} points",
                file.officers
            ));
        }
        if attackers_start & fortress != 0 {
            return err(
                "attackers may not start inside the fortress (the officers are placed there)"
                    .into(),
            );
        }
        if attackers < fortress_size {
            return err(format!(
                "{attackers} attackers can never fill a fortress of {fortress_size} points"
            ));
        }
        if file.repetitions < 2 {
            return err("repetitions must be at least 2".into());
        }
        if file.move_limit == 0 {
            return err("move_limit must be at least 1".into());
        }

        let offset = DIRECTIONS.map(|(df, dr)| dr * width as i32 + df);
        let mut segments: Vec<Segment> = Vec::new();
        let mut officer_step = [0 as Bits; 8];
        let mut attacker_open = [0 as Bits; 8];
        for line in &file.lines {
            let names: Vec<&str> = line.points.split_whitespace().collect();
            if names.len() < 2 {
                return err(format!(
                    "the line {:?} needs at least two points",
                    line.points
                ));
            }
            let mut line_dir = None;
            for pair in names.windows(2) {
                let a = lookup(pair[0], "a line")?;
                let b = lookup(pair[1], "a line")?;
                let (af, ar) = (a.0 % width, a.0 / width);
                let (bf, br) = (b.0 % width, b.0 / width);
                let step = (bf as i32 - af as i32, br as i32 - ar as i32);
                let Some(dir) = DIRECTIONS.iter().position(|&d| d == step) else {
                    return err(format!(
                        "the line {:?} joins {} and {}, which are not neighbours",
                        line.points, pair[0], pair[1]
                    ));
                };
                if *line_dir.get_or_insert(dir) != dir {
                    return err(format!("the line {:?} is not straight", line.points));
                }
                if segments
                    .iter()
                    .any(|s| (s.a, s.b) == (a, b) || (s.a, s.b) == (b, a))
                {
                    return err(format!(
                        "the segment {}-{} is drawn twice",
                        pair[0], pair[1]
                    ));
                }
                segments.push(Segment {
                    a,
                    b,
                    attackers: line.attackers,
                });
                officer_step[dir] |= a.bit();
                officer_step[(dir + 4) % 8] |= b.bit();
                match line.attackers {
                    LineAccess::Open => {
                        attacker_open[dir] |= a.bit();
                        attacker_open[(dir + 4) % 8] |= b.bit();
                    }
                    LineAccess::OneWay => attacker_open[dir] |= a.bit(),
                    LineAccess::Closed => {}
                }
            }
        }

        // Attackers never step back, except inside the fortress where the variant allows it, and
        // never step out of the fortress unless the variant allows it.
        let mut attacker_step = [0 as Bits; 8];
        for dir in 0..8 {
            let (_, dr) = DIRECTIONS[dir];
            let from = attacker_open[dir];
            let lands_in_fortress = shift(fortress, -offset[dir]) & from;
            let mut allowed = if dr >= 0 { from } else { 0 };
            if file.attackers_retreat_in_fortress {
                allowed |= from & fortress & lands_in_fortress;
            }
            if !file.attackers_leave_fortress {
                allowed &= !fortress | lands_in_fortress;
            }
            attacker_step[dir] = allowed;
        }
        // A jump stays on two segments of one straight line.
        let jump: [Bits; 8] =
            std::array::from_fn(|dir| officer_step[dir] & shift(officer_step[dir], -offset[dir]));

        let mut jumps = Box::new([[Jump::default(); 8]; 128]);
        let mut jump_count = [0u8; 128];
        let mut jump_over = [0 as Bits; 128];
        let mut officer_targets = [0 as Bits; 128];
        let mut attacker_sources = [0 as Bits; 128];
        for p in points(all) {
            let i = p.0 as usize;
            for dir in 0..8 {
                let next = shift(p.bit(), offset[dir]);
                if officer_step[dir] & p.bit() != 0 {
                    officer_targets[i] |= next;
                }
                if attacker_step[dir] & p.bit() != 0 {
                    attacker_sources[next.trailing_zeros() as usize] |= p.bit();
                }
                if jump[dir] & p.bit() != 0 {
                    let land = shift(next, offset[dir]);
                    let over = next.trailing_zeros() as u8;
                    jumps[i][jump_count[i] as usize] = Jump {
                        over,
                        land: land.trailing_zeros() as u8,
                        dir: dir as u8,
                    };
                    jump_count[i] += 1;
                    jump_over[i] |= next;
                }
            }
        }

        let mut apn_order: Vec<Point> = points(all).collect();
        apn_order.sort_by_key(|p| (std::cmp::Reverse(p.0 / width), p.0 % width));

        Ok(Variant {
            file,
            width,
            height,
            all,
            fortress,
            attackers_start,
            apn_order,
            segments,
            offset,
            amount: offset.map(|o| o.unsigned_abs()),
            rank_of: std::array::from_fn(|i| (i / width as usize) as u8),
            officer_step,
            attacker_step,
            jumps,
            jump_count,
            jump_over,
            officer_targets,
            attacker_sources,
        })
    }

    /// The built-in variants: `asalto`, `assaut`, `grand-assaut`.
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

    pub fn name(&self) -> &str {
        &self.file.name
    }

    pub fn title(&self) -> &str {
        &self.file.title
    }

    pub fn board_name(&self) -> &str {
        &self.file.board
    }

    pub fn file(&self) -> &VariantFile {
        &self.file
    }

    pub fn capture_rule(&self) -> CaptureRule {
        self.file.capture
    }

    pub fn officers(&self) -> u32 {
        self.file.officers as u32
    }

    pub fn attackers(&self) -> u32 {
        self.attackers_start.count_ones()
    }

    pub fn repetitions(&self) -> u8 {
        self.file.repetitions
    }

    pub fn move_limit(&self) -> u16 {
        self.file.move_limit
    }

    /// Files and ranks of the grid.
    pub fn size(&self) -> (u8, u8) {
        (self.width, self.height)
    }

    pub fn all_points(&self) -> Bits {
        self.all
    }

    pub fn fortress(&self) -> Bits {
        self.fortress
    }

    pub fn fortress_size(&self) -> u32 {
        self.fortress.count_ones()
    }

    /// Attackers that must be captured for the defenders to win.
    pub fn captures_to_win(&self) -> u32 {
        self.attackers() + 1 - self.fortress_size()
    }

    pub fn attackers_start(&self) -> Bits {
        self.attackers_start
    }

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

    pub fn point_at(&self, file: u8, rank: u8) -> Option<Point> {
        if file >= self.width || rank >= self.height {
            return None;
        }
        let p = Point(rank * self.width + file);
        (self.all & p.bit() != 0).then_some(p)
    }

    /// The point's name, like `d4`.
    pub fn point_name(&self, p: Point) -> String {
        let (f, r) = self.coords(p);
        format!("{}{}", (b'a' + f) as char, r as u32 + 1)
    }

    /// The point with this name, if the board has it.
    pub fn parse_point(&self, name: &str) -> Option<Point> {
        let (f, r) = parse_coords(name)?;
        self.point_at(u8::try_from(f).ok()?, u8::try_from(r).ok()?)
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

const BUILTIN_FILES: [&str; 3] = [
    include_str!("../variants/asalto.ron"),
    include_str!("../variants/assaut.ron"),
    include_str!("../variants/grand-assaut.ron"),
];

/// (file, rank) from 0 of a name like `d4`; any letter a–z and rank 1–99.
fn parse_coords(name: &str) -> Option<(usize, usize)> {
    let mut chars = name.chars();
    let file = chars.next()?;
    if !file.is_ascii_lowercase() {
        return None;
    }
    let rank = chars.as_str();
    if rank.is_empty()
        || rank.len() > 2
        || !rank.bytes().all(|b| b.is_ascii_digit())
        || rank.starts_with('0')
    {
        return None;
    }
    let rank: usize = rank.parse().ok()?;
    Some(((file as u8 - b'a') as usize, rank - 1))
}

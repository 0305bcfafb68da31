//! A variant file's board: its points on a grid, and its lines between them.

use crate::bitboard::{Bits, Point, points};
use crate::notation::PointName;

use super::{DIRECTIONS, LineAccess, Segment, VariantError, VariantFile};

/// The grid index of a point name on a grid `width` wide.
fn index(name: PointName, width: u8) -> Point {
    Point(name.rank * width + name.file)
}

/// The names in a list of space-separated groups of names (any grouping).
fn names(groups: &[String]) -> impl Iterator<Item = &str> {
    groups.iter().flat_map(|s| s.split_whitespace())
}

/// The board's points: a grid as wide and high as the named points need.
pub(super) struct Grid {
    pub width: u8,
    pub height: u8,
    pub all: Bits,
}

impl Grid {
    pub fn read(file: &VariantFile) -> Result<Grid, VariantError> {
        let mut named = Vec::new();
        for name in names(&file.points) {
            let point: PointName = name
                .parse()
                .map_err(|_| VariantError::PointName(name.to_string()))?;
            named.push((name, point));
        }
        if named.is_empty() {
            return Err(VariantError::NoPoints);
        }
        let extent = |of: fn(&PointName) -> u8| {
            named
                .iter()
                .map(|(_, p)| of(p) as usize + 1)
                .max()
                .unwrap_or(0)
        };
        let (width, height) = (extent(|p| p.file), extent(|p| p.rank));
        if width * height > 128 {
            return Err(VariantError::GridTooLarge { width, height });
        }
        if let Some((name, _)) = named.iter().find(|(_, p)| p.file >= b'x' - b'a') {
            return Err(VariantError::FileLetter(name.to_string()));
        }
        let (width, height) = (width as u8, height as u8);
        let mut all: Bits = 0;
        for &(name, point) in &named {
            let bit = index(point, width).bit();
            if all & bit != 0 {
                return Err(VariantError::Repeated {
                    what: "the board",
                    name: name.to_string(),
                });
            }
            all |= bit;
        }
        Ok(Grid { width, height, all })
    }

    /// The point a name stands for, which must be on the board (`what` names the list it is
    /// in, for the error).
    pub fn lookup(&self, name: &str, what: &'static str) -> Result<Point, VariantError> {
        match name.parse::<PointName>() {
            Ok(p)
                if p.file < self.width
                    && p.rank < self.height
                    && self.all & index(p, self.width).bit() != 0 =>
            {
                Ok(index(p, self.width))
            }
            _ => Err(VariantError::UnknownPoint {
                what,
                name: name.to_string(),
            }),
        }
    }

    /// The points a list names, none twice.
    pub fn set(&self, groups: &[String], what: &'static str) -> Result<Bits, VariantError> {
        let mut bits: Bits = 0;
        for name in names(groups) {
            let bit = self.lookup(name, what)?.bit();
            if bits & bit != 0 {
                return Err(VariantError::Repeated {
                    what,
                    name: name.to_string(),
                });
            }
            bits |= bit;
        }
        Ok(bits)
    }
}

/// The board's lines: its segments, and from which points each direction may be stepped.
pub(super) struct Lines {
    pub segments: Vec<Segment>,
    /// Points from which an officer may step in each direction.
    pub officer_step: [Bits; 8],
    /// Points from which an attacker's line lets it step in each direction (before the
    /// variant's rules of direction).
    pub attacker_open: [Bits; 8],
}

impl Lines {
    pub fn read(file: &VariantFile, grid: &Grid) -> Result<Lines, VariantError> {
        let mut lines = Lines {
            segments: Vec::new(),
            officer_step: [0; 8],
            attacker_open: [0; 8],
        };
        for line in &file.lines {
            lines.add(grid, &line.points, line.attackers)?;
        }
        let on_lines = lines.officer_step.iter().fold(0, |acc, b| acc | b);
        if let Some(lonely) = points(grid.all & !on_lines).next() {
            let name = PointName {
                file: lonely.0 % grid.width,
                rank: lonely.0 / grid.width,
            };
            return Err(VariantError::IsolatedPoint(name.to_string()));
        }
        Ok(lines)
    }

    /// One line: neighbouring points, in one straight direction, no segment twice.
    fn add(&mut self, grid: &Grid, text: &str, access: LineAccess) -> Result<(), VariantError> {
        let names: Vec<&str> = text.split_whitespace().collect();
        if names.len() < 2 {
            return Err(VariantError::ShortLine(text.to_string()));
        }
        let mut line_dir = None;
        for pair in names.windows(2) {
            let a = grid.lookup(pair[0], "a line")?;
            let b = grid.lookup(pair[1], "a line")?;
            let width = grid.width;
            let step = (
                (b.0 % width) as i32 - (a.0 % width) as i32,
                (b.0 / width) as i32 - (a.0 / width) as i32,
            );
            let Some(dir) = DIRECTIONS.iter().position(|&d| d == step) else {
                return Err(VariantError::NotNeighbours {
                    line: text.to_string(),
                    a: pair[0].to_string(),
                    b: pair[1].to_string(),
                });
            };
            if *line_dir.get_or_insert(dir) != dir {
                return Err(VariantError::NotStraight(text.to_string()));
            }
            if self
                .segments
                .iter()
                .any(|s| (s.a, s.b) == (a, b) || (s.a, s.b) == (b, a))
            {
                return Err(VariantError::SegmentTwice {
                    a: pair[0].to_string(),
                    b: pair[1].to_string(),
                });
            }
            self.segments.push(Segment {
                a,
                b,
                attackers: access,
            });
            self.open(a, b, dir, access);
        }
        Ok(())
    }

    /// The steps a segment from `a` to `b` (in direction `dir`) opens.
    fn open(&mut self, a: Point, b: Point, dir: usize, access: LineAccess) {
        let back = (dir + 4) % 8;
        self.officer_step[dir] |= a.bit();
        self.officer_step[back] |= b.bit();
        match access {
            LineAccess::Open => {
                self.attacker_open[dir] |= a.bit();
                self.attacker_open[back] |= b.bit();
            }
            LineAccess::OneWay => self.attacker_open[dir] |= a.bit(),
            LineAccess::Closed => {}
        }
    }
}

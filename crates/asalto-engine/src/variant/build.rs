//! Reading a variant file: every check of its data, then the bit tables the move generator uses.

use crate::bitboard::{Bits, Point, points, shift};
use crate::notation::PointName;

use super::{DIRECTIONS, Jump, LineAccess, Segment, Variant, VariantError, VariantFile};

/// The grid index of a point name on a grid `width` wide.
fn index(name: PointName, width: u8) -> Point {
    Point(name.rank * width + name.file)
}

/// The names in a list of space-separated groups of names (any grouping).
fn names(groups: &[String]) -> impl Iterator<Item = &str> {
    groups.iter().flat_map(|s| s.split_whitespace())
}

impl Variant {
    /// Reads and checks a variant from RON text.
    pub fn from_ron(text: &str) -> Result<Variant, VariantError> {
        // Optional fields are written plainly (`officers_win_below: 4`, not `Some(4)`).
        let file: VariantFile = ron::Options::default()
            .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
            .from_str(text)
            .map_err(|e| VariantError::Ron(e.to_string()))?;
        Variant::new(file)
    }

    /// Checks a variant and builds its tables.
    pub fn new(file: VariantFile) -> Result<Variant, VariantError> {
        check_words(&file)?;
        // The grid is as wide and high as the named points need.
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
        let width = named
            .iter()
            .map(|(_, p)| p.file as usize + 1)
            .max()
            .unwrap_or(0);
        let height = named
            .iter()
            .map(|(_, p)| p.rank as usize + 1)
            .max()
            .unwrap_or(0);
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
        let lookup = |name: &str, what: &'static str| -> Result<Point, VariantError> {
            match name.parse::<PointName>() {
                Ok(p) if p.file < width && p.rank < height && all & index(p, width).bit() != 0 => {
                    Ok(index(p, width))
                }
                _ => Err(VariantError::UnknownPoint {
                    what,
                    name: name.to_string(),
                }),
            }
        };
        let set = |groups: &[String], what: &'static str| -> Result<Bits, VariantError> {
            let mut bits: Bits = 0;
            for name in names(groups) {
                let bit = lookup(name, what)?.bit();
                if bits & bit != 0 {
                    return Err(VariantError::Repeated {
                        what,
                        name: name.to_string(),
                    });
                }
                bits |= bit;
            }
            Ok(bits)
        };

        let fortress = set(&file.fortress, "the fortress")?;
        let fortress_size = fortress.count_ones();
        let officers_start = match &file.officers_start {
            None => 0,
            Some(list) => set(list, "the officers' start")?,
        };
        let placed = file.officers_start.is_none();
        if fortress_size == 0 && placed {
            return Err(VariantError::NoFortress);
        }
        let attackers_start = match &file.attackers {
            None if fortress_size == 0 => return Err(VariantError::NoAttackersStart),
            None => all & !fortress & !officers_start,
            Some(list) => set(list, "the attackers' start")?,
        };
        let attackers = attackers_start.count_ones();
        if file.officers == 0 {
            return Err(VariantError::NoOfficers);
        }
        if placed && file.officers as u32 > fortress_size {
            return Err(VariantError::OfficersDoNotFit {
                officers: file.officers,
                fortress: fortress_size,
            });
        }
        if !placed && officers_start.count_ones() != file.officers as u32 {
            return Err(VariantError::OfficersStart {
                officers: file.officers,
                points: officers_start.count_ones(),
            });
        }
        if placed && file.first != crate::side::Side::Attackers {
            return Err(VariantError::FirstAfterPlacement);
        }
        if attackers_start & officers_start != 0 {
            return Err(VariantError::StartsOverlap);
        }
        if placed && attackers_start & fortress != 0 {
            return Err(VariantError::AttackersInFortress);
        }
        if fortress_size > 0 && attackers < fortress_size {
            return Err(VariantError::TooFewAttackers {
                attackers,
                fortress: fortress_size,
            });
        }
        let win_below = match file.officers_win_below {
            Some(n) if n == 0 || n as u32 > attackers => {
                return Err(VariantError::WinBelow {
                    below: n,
                    attackers,
                });
            }
            Some(n) => n as u32,
            None if fortress_size == 0 => return Err(VariantError::NoWinBelow),
            None => fortress_size,
        };
        if placed {
            check_placements(file.officers, fortress_size)?;
        }
        if file.repetitions < 2 {
            return Err(VariantError::Repetitions(file.repetitions));
        }
        if file.move_limit == 0 {
            return Err(VariantError::MoveLimit);
        }

        let offset = DIRECTIONS.map(|(df, dr)| dr * width as i32 + df);
        let mut segments: Vec<Segment> = Vec::new();
        let mut officer_step = [0 as Bits; 8];
        let mut attacker_open = [0 as Bits; 8];
        for line in &file.lines {
            let names: Vec<&str> = line.points.split_whitespace().collect();
            if names.len() < 2 {
                return Err(VariantError::ShortLine(line.points.clone()));
            }
            let mut line_dir = None;
            for pair in names.windows(2) {
                let a = lookup(pair[0], "a line")?;
                let b = lookup(pair[1], "a line")?;
                let (af, ar) = (a.0 % width, a.0 / width);
                let (bf, br) = (b.0 % width, b.0 / width);
                let step = (bf as i32 - af as i32, br as i32 - ar as i32);
                let Some(dir) = DIRECTIONS.iter().position(|&d| d == step) else {
                    return Err(VariantError::NotNeighbours {
                        line: line.points.clone(),
                        a: pair[0].to_string(),
                        b: pair[1].to_string(),
                    });
                };
                if *line_dir.get_or_insert(dir) != dir {
                    return Err(VariantError::NotStraight(line.points.clone()));
                }
                if segments
                    .iter()
                    .any(|s| (s.a, s.b) == (a, b) || (s.a, s.b) == (b, a))
                {
                    return Err(VariantError::SegmentTwice {
                        a: pair[0].to_string(),
                        b: pair[1].to_string(),
                    });
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
        let on_lines = officer_step.iter().fold(0, |acc, b| acc | b);
        if let Some(lonely) = points(all & !on_lines).next() {
            let name = PointName {
                file: lonely.0 % width,
                rank: lonely.0 / width,
            };
            return Err(VariantError::IsolatedPoint(name.to_string()));
        }

        // Attackers never step back, except inside the fortress where the variant allows it, and
        // never step out of the fortress unless the variant allows it.
        let mut attacker_step = [0 as Bits; 8];
        for dir in 0..8 {
            let (_, dr) = DIRECTIONS[dir];
            let from = attacker_open[dir];
            let lands_in_fortress = shift(fortress, -offset[dir]) & from;
            let mut allowed = if dr > 0 || (dr == 0 && file.attackers_sideways) {
                from
            } else {
                0
            };
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
        let mut jump_land = [0 as Bits; 128];
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
                        over_bit: next,
                        land_bit: land,
                        over,
                        land: land.trailing_zeros() as u8,
                        dir: dir as u8,
                    };
                    jump_count[i] += 1;
                    jump_over[i] |= next;
                    jump_land[i] |= land;
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
            officers_start,
            win_below,
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
            jump_land,
            officer_targets,
            attacker_sources,
        })
    }
}

/// The longest name a variant may have: it is the first word of every position written.
pub const MAX_NAME_CHARS: usize = 40;
/// The longest title: it heads the menus and the side panel.
pub const MAX_TITLE_CHARS: usize = 100;
/// Words of the notation a name would be mistaken for (`asalto moves @c5,e5 …`).
pub const RESERVED_NAMES: [&str; 1] = ["moves"];
/// The most ways of placing the officers a variant may have (the Grand Jeu has 680): every one
/// is a legal first move, listed and searched.
pub const MAX_PLACEMENTS: u64 = 10_000;
/// The most officers a variant may have.
pub const MAX_OFFICERS: u8 = 16;

/// A name that is one word the notation can carry, and a title that fits on a screen.
fn check_words(file: &VariantFile) -> Result<(), VariantError> {
    let name = &file.name;
    let word = name
        .chars()
        .all(|c| c.is_alphanumeric() || c == '-' || c == '_');
    if name.is_empty() || !word || name.chars().count() > MAX_NAME_CHARS {
        return Err(VariantError::Name(name.clone()));
    }
    if RESERVED_NAMES.contains(&name.as_str()) {
        return Err(VariantError::NameReserved(name.clone()));
    }
    let title = file.title.chars().count();
    if title > MAX_TITLE_CHARS {
        return Err(VariantError::TitleTooLong(title));
    }
    if file.officers > MAX_OFFICERS {
        return Err(VariantError::TooManyOfficers(file.officers));
    }
    Ok(())
}

/// Refuses a placement with more ways to place the officers than can be listed.
fn check_placements(officers: u8, fortress: u32) -> Result<(), VariantError> {
    let ways = placements(u64::from(fortress), u64::from(officers));
    if ways > MAX_PLACEMENTS {
        return Err(VariantError::TooManyPlacements {
            officers,
            fortress,
            ways,
        });
    }
    Ok(())
}

/// The number of ways to choose `k` of `n` points, saturating at `u64::MAX`.
fn placements(n: u64, k: u64) -> u64 {
    let k = k.min(n.saturating_sub(k));
    (0..k).fold(1u64, |ways, i| {
        // ways * (n - i) / (i + 1) stays exact: it is a binomial coefficient at every step.
        let wide = u128::from(ways) * u128::from(n - i) / u128::from(i + 1);
        u64::try_from(wide).unwrap_or(u64::MAX)
    })
}

#[cfg(test)]
mod tests {
    use super::placements;

    #[test]
    fn placements_count_the_ways_to_choose() {
        assert_eq!(placements(9, 2), 36);
        assert_eq!(placements(17, 3), 680);
        assert_eq!(placements(5, 0), 1);
        assert_eq!(placements(60, 30), 118_264_581_564_861_424);
        assert_eq!(placements(128, 64), u64::MAX);
    }
}

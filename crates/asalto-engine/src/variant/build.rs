//! Reading a variant file: every check of its data, then the bit tables the move generator uses.

use crate::bitboard::{Bits, Point, points, shift};

use super::layout::{Grid, Lines};
use super::limits::{
    MAX_NAME_CHARS, MAX_OFFICERS, MAX_PLACEMENTS, MAX_TITLE_CHARS, RESERVED_NAMES,
};
use super::{DIRECTIONS, Jump, Variant, VariantError, VariantFile};

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
        let grid = Grid::read(&file)?;
        let starts = Starts::check(&file, &grid)?;
        if file.repetitions < 2 {
            return Err(VariantError::Repetitions(file.repetitions));
        }
        if file.move_limit == 0 {
            return Err(VariantError::MoveLimit);
        }
        let offset = DIRECTIONS.map(|(df, dr)| dr * grid.width as i32 + df);
        let lines = Lines::read(&file, &grid)?;
        let attacker_step = attacker_steps(&file, starts.fortress, &lines.attacker_open, &offset);
        let steps = StepTables::build(grid.all, &offset, &lines.officer_step, &attacker_step);
        let width = grid.width;
        let mut apn_order: Vec<Point> = points(grid.all).collect();
        apn_order.sort_by_key(|p| (std::cmp::Reverse(p.0 / width), p.0 % width));
        Ok(Variant {
            file,
            width,
            height: grid.height,
            all: grid.all,
            fortress: starts.fortress,
            attackers_start: starts.attackers,
            officers_start: starts.officers,
            win_below: starts.win_below,
            apn_order,
            segments: lines.segments,
            offset,
            amount: offset.map(|o| o.unsigned_abs()),
            rank_of: std::array::from_fn(|i| (i / width as usize) as u8),
            officer_step: lines.officer_step,
            attacker_step,
            jumps: steps.jumps,
            jump_count: steps.jump_count,
            jump_over: steps.jump_over,
            jump_land: steps.jump_land,
            officer_targets: steps.officer_targets,
            attacker_sources: steps.attacker_sources,
        })
    }
}

/// Where the pieces start, and when the officers win, checked against the rules of a variant.
struct Starts {
    fortress: Bits,
    /// Where the officers start, when they are not placed (0: they are placed).
    officers: Bits,
    attackers: Bits,
    win_below: u32,
}

impl Starts {
    fn check(file: &VariantFile, grid: &Grid) -> Result<Starts, VariantError> {
        let fortress = grid.set(&file.fortress, "the fortress")?;
        let fortress_size = fortress.count_ones();
        let officers = match &file.officers_start {
            None => 0,
            Some(list) => grid.set(list, "the officers' start")?,
        };
        let placed = file.officers_start.is_none();
        if fortress_size == 0 && placed {
            return Err(VariantError::NoFortress);
        }
        let attackers = match &file.attackers {
            None if fortress_size == 0 => return Err(VariantError::NoAttackersStart),
            None => grid.all & !fortress & !officers,
            Some(list) => grid.set(list, "the attackers' start")?,
        };
        let mut starts = Starts {
            fortress,
            officers,
            attackers,
            win_below: 0,
        };
        starts.check_officers(file, placed)?;
        starts.win_below = win_below(file, attackers.count_ones(), fortress_size)?;
        if placed {
            check_placements(file.officers, fortress_size)?;
        }
        Ok(starts)
    }

    /// The officers fit where they start, and the two sides' starts keep apart.
    fn check_officers(&self, file: &VariantFile, placed: bool) -> Result<(), VariantError> {
        let fortress_size = self.fortress.count_ones();
        let attackers = self.attackers.count_ones();
        if file.officers == 0 {
            return Err(VariantError::NoOfficers);
        }
        if placed && file.officers as u32 > fortress_size {
            return Err(VariantError::OfficersDoNotFit {
                officers: file.officers,
                fortress: fortress_size,
            });
        }
        if !placed && self.officers.count_ones() != file.officers as u32 {
            return Err(VariantError::OfficersStart {
                officers: file.officers,
                points: self.officers.count_ones(),
            });
        }
        if placed && file.first != crate::side::Side::Attackers {
            return Err(VariantError::FirstAfterPlacement);
        }
        if self.attackers & self.officers != 0 {
            return Err(VariantError::StartsOverlap);
        }
        if placed && self.attackers & self.fortress != 0 {
            return Err(VariantError::AttackersInFortress);
        }
        if fortress_size > 0 && attackers < fortress_size {
            return Err(VariantError::TooFewAttackers {
                attackers,
                fortress: fortress_size,
            });
        }
        Ok(())
    }
}

/// Below how many attackers the officers win: as the file says, or the fortress's size.
fn win_below(file: &VariantFile, attackers: u32, fortress_size: u32) -> Result<u32, VariantError> {
    match file.officers_win_below {
        Some(n) if n == 0 || n as u32 > attackers => Err(VariantError::WinBelow {
            below: n,
            attackers,
        }),
        Some(n) => Ok(n as u32),
        None if fortress_size == 0 => Err(VariantError::NoWinBelow),
        None => Ok(fortress_size),
    }
}

/// Attackers never step back, except inside the fortress where the variant allows it, and
/// never step out of the fortress unless the variant allows it.
fn attacker_steps(
    file: &VariantFile,
    fortress: Bits,
    attacker_open: &[Bits; 8],
    offset: &[i32; 8],
) -> [Bits; 8] {
    std::array::from_fn(|dir| {
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
        allowed
    })
}

/// What the move generator looks up for each point: jumps, and where pieces may step.
struct StepTables {
    jumps: Box<[[Jump; 8]; 128]>,
    jump_count: [u8; 128],
    jump_over: [Bits; 128],
    jump_land: [Bits; 128],
    officer_targets: [Bits; 128],
    attacker_sources: [Bits; 128],
}

impl StepTables {
    fn build(
        all: Bits,
        offset: &[i32; 8],
        officer_step: &[Bits; 8],
        attacker_step: &[Bits; 8],
    ) -> StepTables {
        // A jump stays on two segments of one straight line.
        let jump: [Bits; 8] =
            std::array::from_fn(|dir| officer_step[dir] & shift(officer_step[dir], -offset[dir]));
        let mut t = StepTables {
            jumps: Box::new([[Jump::default(); 8]; 128]),
            jump_count: [0; 128],
            jump_over: [0; 128],
            jump_land: [0; 128],
            officer_targets: [0; 128],
            attacker_sources: [0; 128],
        };
        for p in points(all) {
            let i = p.0 as usize;
            for dir in 0..8 {
                let next = shift(p.bit(), offset[dir]);
                if officer_step[dir] & p.bit() != 0 {
                    t.officer_targets[i] |= next;
                }
                if attacker_step[dir] & p.bit() != 0 {
                    t.attacker_sources[next.trailing_zeros() as usize] |= p.bit();
                }
                if jump[dir] & p.bit() != 0 {
                    t.add_jump(i, next, shift(next, offset[dir]), dir);
                }
            }
        }
        t
    }

    fn add_jump(&mut self, from: usize, over: Bits, land: Bits, dir: usize) {
        self.jumps[from][self.jump_count[from] as usize] = Jump {
            over_bit: over,
            land_bit: land,
            over: over.trailing_zeros() as u8,
            land: land.trailing_zeros() as u8,
            dir: dir as u8,
        };
        self.jump_count[from] += 1;
        self.jump_over[from] |= over;
        self.jump_land[from] |= land;
    }
}

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

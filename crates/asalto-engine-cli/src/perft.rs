//! `perft` and `moves`.

use std::time::Instant;

use asalto_engine::{Apn, Position, Variant};

use crate::output::{Done, Failure, Out};

/// The longest perft the tool starts: a deeper one is refused with the time it would take.
const LONGEST_PERFT_SECONDS: f64 = 24.0 * 3600.0;
/// A perft expected to take longer than this says so on standard error before it starts.
const ANNOUNCE_SECONDS: f64 = 10.0;

pub fn perft(out: &mut Out, depth: u32, apn: &Apn) -> Done {
    let (variant, pos) = (&apn.variant, &apn.position);
    if let Some(estimate) = Estimate::of(variant, pos, depth) {
        if estimate.seconds > LONGEST_PERFT_SECONDS {
            return Err(Failure::Refused(format!(
                "perft {depth} would count about {:.1e} move sequences and take about {} here; \
                 the tool stops at a day's work (depth {} or less here)",
                estimate.leaves,
                duration(estimate.seconds),
                estimate.deepest_within(LONGEST_PERFT_SECONDS),
            )));
        }
        if estimate.seconds > ANNOUNCE_SECONDS {
            eprintln!(
                "perft {depth}: about {:.1e} move sequences, about {} here",
                estimate.leaves,
                duration(estimate.seconds)
            );
        }
    }
    if crate::output::arguments_only() {
        return Ok(());
    }
    let mut total = 0;
    for (text, count) in variant.perft_divide(pos, depth) {
        out.line(format_args!("{text} {count}"))?;
        total += count;
    }
    if depth == 0 {
        total = 1;
    }
    out.line(format_args!("total {total}"))
}

/// How long a perft would take, extrapolated from the shallower ones.
struct Estimate {
    leaves: f64,
    seconds: f64,
    /// Estimated (leaves, seconds) at each depth from 1.
    by_depth: Vec<(f64, f64)>,
}

impl Estimate {
    /// Counts depth 1, 2, … until one takes a noticeable time, then grows each count by the
    /// growth seen two plies earlier (the two sides alternate, and so do their move counts).
    /// `None` when the perft itself is quick.
    fn of(variant: &Variant, pos: &Position, depth: u32) -> Option<Estimate> {
        if depth <= 5 {
            return None;
        }
        let mut by_depth: Vec<(f64, f64)> = Vec::new();
        for d in 1..depth {
            let started = Instant::now();
            let leaves = variant.perft(pos, d) as f64;
            let seconds = started.elapsed().as_secs_f64().max(1e-9);
            by_depth.push((leaves, seconds));
            if seconds > 0.03 {
                break;
            }
        }
        if by_depth.len() as u32 == depth - 1 || by_depth.len() < 3 {
            return None;
        }
        while by_depth.len() < depth as usize {
            let n = by_depth.len();
            let (leaves, seconds) = by_depth[n - 1];
            let earlier = |i: usize| by_depth[i].0.max(1.0);
            let growth = by_depth[n - 2].0 / earlier(n - 3);
            // A bulk-counting perft's work follows the positions one ply short of the end.
            by_depth.push((leaves * growth, seconds * leaves / earlier(n - 2)));
        }
        let &(leaves, seconds) = by_depth.last()?;
        Some(Estimate {
            leaves,
            seconds,
            by_depth,
        })
    }

    fn deepest_within(&self, seconds: f64) -> usize {
        self.by_depth.iter().take_while(|d| d.1 <= seconds).count()
    }
}

/// A duration in the largest unit that keeps it readable.
fn duration(seconds: f64) -> String {
    const UNITS: [(f64, &str); 5] = [
        (365.25 * 86400.0, "years"),
        (86400.0, "days"),
        (3600.0, "hours"),
        (60.0, "minutes"),
        (1.0, "seconds"),
    ];
    for (size, name) in UNITS {
        if seconds >= size {
            let amount = seconds / size;
            return if amount >= 1e4 {
                format!("{amount:.1e} {name}")
            } else {
                format!("{amount:.0} {name}")
            };
        }
    }
    "under a second".to_string()
}

pub fn moves(out: &mut Out, apn: &Apn) -> Done {
    let (variant, pos) = (&apn.variant, &apn.position);
    // The clock is part of the position: at the limit the game is drawn.
    let result = variant.winner(pos).map(|o| o.result_word()).unwrap_or(
        if pos.clock >= variant.move_limit() {
            "draw"
        } else {
            "none"
        },
    );
    out.line(format_args!("result {result}"))?;
    if result == "none" {
        let mut texts: Vec<String> = variant
            .legal_moves(pos)
            .iter()
            .map(|m| variant.move_text(m))
            .collect();
        texts.sort();
        for t in texts {
            out.line(t)?;
        }
    }
    Ok(())
}

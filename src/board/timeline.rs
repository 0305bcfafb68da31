//! One move as the board shows it: every moment of its animation worked out once, from the ply,
//! when it starts. The systems in `animation.rs` only look up what is due at the current time.

use asalto_engine::bitboard::points;
use asalto_engine::{Move, Ply, Point, Variant};

/// Seconds for one step and for one hop of a capture.
pub const STEP_SECS: f32 = 0.28;
pub const HOP_SECS: f32 = 0.34;
pub const VANISH_SECS: f32 = 0.3;
pub const HUFF_SECS: f32 = 0.9;
/// How long the missed capture is pointed out before the huffed officer goes.
pub const POINT_OUT_SECS: f32 = 0.8;
pub const APPEAR_SECS: f32 = 0.35;

/// The phases of one move, in seconds from its start.
#[derive(Clone, Debug, PartialEq)]
pub struct PlyTimeline {
    /// The officers placed (a placement has no mover).
    pub placed: Vec<Point>,
    /// The points the mover passes, the start first (empty for a placement).
    pub waypoints: Vec<Point>,
    pub is_capture: bool,
    /// Seconds for each step or hop.
    pub hop_secs: f32,
    /// The attackers taken, each with the moment it goes: when the officer lands beyond it.
    pub captures: Vec<(Point, f32)>,
    /// When the movement ends.
    pub moved: f32,
    /// The captures the huffed officers missed (start, then each landing), pointed out from
    /// `moved` until `huff_at`.
    pub missed: Vec<Vec<Point>>,
    /// The officers huffed, at their points after the move, and when they go.
    pub huffed: Vec<Point>,
    pub huff_at: f32,
    /// When the move has been shown completely.
    pub total: f32,
}

impl PlyTimeline {
    pub fn of(ply: &Ply, variant: &Variant) -> PlyTimeline {
        match ply.mv {
            Move::Place(placement) => PlyTimeline {
                placed: points(placement.points()).collect(),
                waypoints: Vec::new(),
                is_capture: false,
                hop_secs: 0.0,
                captures: Vec::new(),
                moved: 0.0,
                missed: Vec::new(),
                huffed: Vec::new(),
                huff_at: 0.0,
                total: APPEAR_SECS,
            },
            Move::Step { from, to } => Self::moving(ply, vec![from, to], STEP_SECS, variant),
            Move::Capture(c) => {
                let mut stops = vec![c.from];
                stops.extend(c.landings(variant));
                Self::moving(ply, stops, HOP_SECS, variant)
            }
        }
    }

    fn moving(ply: &Ply, waypoints: Vec<Point>, hop_secs: f32, variant: &Variant) -> PlyTimeline {
        let moved = hop_secs * (waypoints.len() - 1) as f32;
        let captures = ply
            .effects
            .captured
            .iter()
            .enumerate()
            .map(|(i, &p)| (p, hop_secs * (i + 1) as f32))
            .collect();
        let huffed = ply.effects.huffed.clone();
        let missed: Vec<Vec<Point>> = if huffed.is_empty() {
            Vec::new()
        } else {
            ply.effects
                .missed
                .iter()
                .map(|c| std::iter::once(c.from).chain(c.landings(variant)).collect())
                .collect()
        };
        let (huff_at, total) = if huffed.is_empty() {
            (moved, moved)
        } else {
            (moved + POINT_OUT_SECS, moved + POINT_OUT_SECS + HUFF_SECS)
        };
        PlyTimeline {
            placed: Vec::new(),
            waypoints,
            is_capture: ply.mv.is_capture(),
            hop_secs,
            captures,
            moved,
            missed,
            huffed,
            huff_at,
            total,
        }
    }

    /// The mover's hop at time `t`: (index of the hop, progress 0–1 through it), or `None`
    /// once it has arrived (or when nothing moves).
    pub fn hop_at(&self, t: f32) -> Option<(usize, f32)> {
        let hops = self.waypoints.len().checked_sub(1)?;
        if hops == 0 || t >= self.moved {
            return None;
        }
        let i = ((t / self.hop_secs) as usize).min(hops - 1);
        let u = ((t - i as f32 * self.hop_secs) / self.hop_secs).clamp(0.0, 1.0);
        Some((i, u))
    }

    /// How much a piece is lifted at progress `u` of its hop: a jump more than a step.
    pub fn lift(&self, u: f32) -> f32 {
        let height = if self.is_capture { 0.22 } else { 0.08 };
        1.0 + height * (u * std::f32::consts::PI).sin()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use asalto_engine::{Game, parse_apn};

    fn ply(apn: &str, text: &str) -> (Ply, std::sync::Arc<Variant>) {
        let (v, pos) = parse_apn(apn).unwrap();
        let mut game = Game::from_position(v.clone(), pos);
        (game.play_text(text).unwrap().clone(), v)
    }

    #[test]
    fn a_chain_takes_each_attacker_as_the_officer_lands_beyond_it() {
        let (ply, v) = ply(
            "assaut o ..O/.../..O..RR/..R..RR/R....RR/R../.R. 0",
            "c5xc3xc1xe1",
        );
        let t = PlyTimeline::of(&ply, &v);
        assert_eq!(t.waypoints.len(), 4);
        let times: Vec<f32> = t.captures.iter().map(|c| c.1).collect();
        assert_eq!(times, [HOP_SECS, 2.0 * HOP_SECS, 3.0 * HOP_SECS]);
        assert_eq!(t.total, 3.0 * HOP_SECS);
        assert_eq!(t.hop_at(HOP_SECS * 1.5).map(|h| h.0), Some(1));
        assert_eq!(t.hop_at(t.total), None);
    }

    #[test]
    fn a_huff_is_pointed_out_before_the_officer_goes() {
        let (ply, v) = ply(
            "asalto o ..O/.../...O.../...R.../RR...RR/RRR/RRR 0",
            "e7-e6",
        );
        let t = PlyTimeline::of(&ply, &v);
        assert_eq!(t.huffed.len(), 1);
        assert_eq!(t.missed.len(), 1);
        assert!(t.moved < t.huff_at && t.huff_at < t.total);
        assert!((t.huff_at - t.moved - POINT_OUT_SECS).abs() < 1e-5);
    }

    #[test]
    fn a_placement_only_appears() {
        let (ply, v) = ply(
            "asalto s .../.../RR...RR/RRRRRRR/RRRRRRR/RRR/RRR 0",
            "@c7,e7",
        );
        let t = PlyTimeline::of(&ply, &v);
        assert_eq!(t.placed.len(), 2);
        assert!(t.waypoints.is_empty());
        assert_eq!(t.hop_at(0.0), None);
        assert_eq!(t.total, APPEAR_SECS);
    }
}

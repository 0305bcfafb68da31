//! Turning clicks on board points into moves: a pure layer, free of Bevy, so it can be tested
//! without a window. The input systems call [`pick`] with the current selection and apply the
//! result; nothing here changes the game.

use asalto_engine::{Bits, CaptureRule, Move, Point, Position, Refusal, Turn, Variant};

/// What the player has chosen so far this turn.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Selection {
    #[default]
    None,
    /// A piece is selected; for a capture chain `path` holds the landing points chosen so far.
    Piece {
        from: Point,
        path: Vec<Point>,
        /// A step that would huff an officer, waiting for a second click to confirm.
        confirm: Option<Point>,
    },
    /// Officers' placement: the fortress points chosen so far.
    Placement(Bits),
}

/// Why a click did nothing, or a warning, for the HUD.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    /// The rules refuse the piece or the move, as the engine explains it.
    Refused(Refusal),
    /// Nothing is selected and the click was on an empty point.
    PickAPiece,
    /// A capture chain is half chosen and the click was not its next landing point.
    ContinueChain,
    AmbiguousChain,
    /// The names of the officers a step would huff.
    HuffWarning(Vec<String>),
    NotYourTurn,
}

impl Note {
    /// Whether the note tells of a click the rules refused (not merely a warning).
    pub fn is_refusal(&self) -> bool {
        !matches!(self, Note::HuffWarning(_))
    }
}

/// The result of one click.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PickResult {
    pub selection: Selection,
    /// A complete legal move to play.
    pub play: Option<Move>,
    pub note: Option<Note>,
}

/// Options that change how clicks are read.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PickOptions {
    /// Asalto: ask for a second click before a step that lets an officer be huffed.
    pub warn_huff: bool,
}

pub(super) fn has(bits: Bits, p: Point) -> bool {
    bits & p.bit() != 0
}

/// Legal moves of the selected piece that follow the chosen path so far.
pub(super) fn following<'a>(
    variant: &'a Variant,
    legal: &'a [Move],
    from: Point,
    path: &'a [Point],
) -> Vec<Move> {
    legal
        .iter()
        .copied()
        .filter(|m| m.from() == Some(from))
        .filter(|m| match m {
            Move::Capture(c) => {
                let l = c.landings(variant);
                l.len() >= path.len() && l[..path.len()] == path[..]
            }
            Move::Step { .. } => path.is_empty(),
            Move::Place(_) => false,
        })
        .collect()
}

impl PickResult {
    /// A move to play; nothing stays selected.
    fn play(mv: Move) -> PickResult {
        PickResult {
            play: Some(mv),
            ..Default::default()
        }
    }

    /// Nothing played: the selection as it now is, and what to tell the player.
    fn keep(selection: Selection, note: Option<Note>) -> PickResult {
        PickResult {
            selection,
            play: None,
            note,
        }
    }
}

/// Reads one click on point `p`.
pub fn pick(
    variant: &Variant,
    pos: &Position,
    legal: &[Move],
    selection: &Selection,
    p: Point,
    options: PickOptions,
) -> PickResult {
    if pos.turn == Turn::Setup {
        return pick_placement(variant, pos, legal, selection, p);
    }
    let mine = match pos.turn {
        Turn::Attackers => pos.attackers,
        _ => pos.officers,
    };
    if let Selection::Piece {
        from,
        path,
        confirm,
    } = selection
    {
        let chosen = Chosen {
            variant,
            pos,
            selection,
            from: *from,
            path,
            moves: following(variant, legal, *from, path),
        };
        return chosen
            .drop_at(p)
            .or_else(|| chosen.step_to(p, *confirm, options))
            .or_else(|| chosen.chain_to(p))
            .or_else(|| chosen.end_chain_at(p))
            .or_else(|| {
                (has(mine, p) && path.is_empty()).then(|| select_piece(variant, pos, legal, p))
            })
            .unwrap_or_else(|| chosen.refuse(p));
    }
    if has(mine, p) {
        return select_piece(variant, pos, legal, p);
    }
    let theirs = (pos.attackers | pos.officers) & !mine;
    let note = if has(theirs, p) {
        Note::Refused(Refusal::NotYourPiece)
    } else {
        Note::PickAPiece
    };
    PickResult::keep(Selection::None, Some(note))
}

/// A piece selected, and the capture path chosen so far: what a click on a point does.
struct Chosen<'a> {
    variant: &'a Variant,
    pos: &'a Position,
    selection: &'a Selection,
    from: Point,
    path: &'a [Point],
    /// The legal moves of the piece that follow the path.
    moves: Vec<Move>,
}

impl Chosen<'_> {
    /// A click on the selected piece (not as a landing) drops the selection.
    fn drop_at(&self, p: Point) -> Option<PickResult> {
        let at = self.path.last().copied().unwrap_or(self.from);
        let lands = self
            .moves
            .iter()
            .any(|m| next_landing(self.variant, m, self.path.len()) == Some(p));
        (p == at && !lands).then(|| PickResult::keep(Selection::None, None))
    }

    /// A plain step; in Asalto, one that lets an officer be huffed asks for a second click.
    fn step_to(
        &self,
        p: Point,
        confirm: Option<Point>,
        options: PickOptions,
    ) -> Option<PickResult> {
        if !self.path.is_empty() {
            return None;
        }
        let mv = *self
            .moves
            .iter()
            .find(|m| matches!(m, Move::Step { to, .. } if *to == p))?;
        if options.warn_huff && confirm != Some(p) {
            let huffed = huffed_by(self.variant, self.pos, mv);
            if !huffed.is_empty() {
                let waiting = Selection::Piece {
                    from: self.from,
                    path: vec![],
                    confirm: Some(p),
                };
                return Some(PickResult::keep(waiting, Some(Note::HuffWarning(huffed))));
            }
        }
        Some(PickResult::play(mv))
    }

    /// The next landing of a capture chain: played once it can only be one chain, ended there.
    fn chain_to(&self, p: Point) -> Option<PickResult> {
        let continuing: Vec<Move> = self
            .moves
            .iter()
            .copied()
            .filter(|m| next_landing(self.variant, m, self.path.len()) == Some(p))
            .collect();
        if continuing.is_empty() {
            return None;
        }
        let mut path = self.path.to_vec();
        path.push(p);
        if continuing.len() == 1
            && continuing[0].to() == Some(p)
            && landings(self.variant, &continuing[0]) == path
        {
            return Some(PickResult::play(continuing[0]));
        }
        let longer = Selection::Piece {
            from: self.from,
            path,
            confirm: None,
        };
        Some(PickResult::keep(longer, None))
    }

    /// The final point of exactly one chain plays it; of several, asks which.
    fn end_chain_at(&self, p: Point) -> Option<PickResult> {
        let ending: Vec<Move> = self
            .moves
            .iter()
            .copied()
            .filter(|m| m.is_capture() && m.to() == Some(p))
            .collect();
        match ending.len() {
            0 => None,
            1 => Some(PickResult::play(ending[0])),
            _ => Some(PickResult::keep(
                self.selection.clone(),
                Some(Note::AmbiguousChain),
            )),
        }
    }

    /// Any other click: the selection stays, and the player is told why nothing happened.
    fn refuse(&self, p: Point) -> PickResult {
        let note = if !self.path.is_empty() {
            Note::ContinueChain
        } else {
            // The engine says why; a click it would allow is a chain's later landing point.
            Note::Refused(
                self.variant
                    .explain_step(self.pos, self.from, p)
                    .err()
                    .unwrap_or(Refusal::NotAdjacent),
            )
        };
        PickResult::keep(self.selection.clone(), Some(note))
    }
}

fn landings(variant: &Variant, m: &Move) -> Vec<Point> {
    match m {
        Move::Capture(c) => c.landings(variant),
        _ => Vec::new(),
    }
}

pub(super) fn next_landing(variant: &Variant, m: &Move, i: usize) -> Option<Point> {
    landings(variant, m).get(i).copied()
}

/// Officers (by point name) that playing `mv` would huff.
pub fn huffed_by(variant: &Variant, pos: &Position, mv: Move) -> Vec<String> {
    if variant.capture_rule() != CaptureRule::Huffing || pos.turn != Turn::Officers {
        return Vec::new();
    }
    let (_, effects) = variant.play_with_effects(pos, &mv);
    effects
        .huffed
        .iter()
        .map(|&p| variant.name_of(p).to_string())
        .collect()
}

fn select_piece(variant: &Variant, pos: &Position, legal: &[Move], p: Point) -> PickResult {
    let selection = Selection::Piece {
        from: p,
        path: vec![],
        confirm: None,
    };
    // A piece that cannot move stays selected, so a click on a destination explains more.
    let note = if legal.iter().any(|m| m.from() == Some(p)) {
        None
    } else {
        Some(Note::Refused(
            variant
                .explain_piece(pos, p)
                .err()
                .unwrap_or(Refusal::NoMove),
        ))
    };
    PickResult {
        selection,
        play: None,
        note,
    }
}

fn pick_placement(
    variant: &Variant,
    pos: &Position,
    legal: &[Move],
    selection: &Selection,
    p: Point,
) -> PickResult {
    let chosen = match selection {
        Selection::Placement(b) => *b,
        _ => 0,
    };
    if let Err(refusal) = variant.explain_placement_point(pos, p) {
        return PickResult {
            selection: Selection::Placement(chosen),
            play: None,
            note: Some(Note::Refused(refusal)),
        };
    }
    let chosen = chosen ^ p.bit();
    if chosen.count_ones() == variant.officers()
        && let Some(mv) = legal.iter().find(|m| m.placement() == Some(chosen))
    {
        return PickResult {
            selection: Selection::None,
            play: Some(*mv),
            note: None,
        };
    }
    PickResult {
        selection: Selection::Placement(chosen),
        play: None,
        note: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::highlights::highlights;
    use asalto_engine::parse_apn;

    fn setup(apn: &str) -> (std::sync::Arc<Variant>, Position, Vec<Move>) {
        let (v, p) = parse_apn(apn).unwrap();
        let legal = v.legal_moves(&p);
        (v, p, legal)
    }

    fn click(
        v: &Variant,
        pos: &Position,
        legal: &[Move],
        sel: &Selection,
        name: &str,
    ) -> PickResult {
        pick(
            v,
            pos,
            legal,
            sel,
            v.point(name).unwrap(),
            PickOptions { warn_huff: true },
        )
    }

    #[test]
    fn chain_by_landings_and_by_end() {
        let (v, pos, legal) = setup("assaut o ..O/.../..O..RR/..R..RR/R....RR/R../... 0");
        let r = click(&v, &pos, &legal, &Selection::None, "c5");
        assert!(matches!(r.selection, Selection::Piece { .. }));
        let h = highlights(&v, &pos, &legal, &r.selection);
        assert_eq!(h.targets, vec![v.point("c3").unwrap()]);
        let r2 = click(&v, &pos, &legal, &r.selection, "c3");
        assert!(r2.play.is_none());
        let h = highlights(&v, &pos, &legal, &r2.selection);
        assert_eq!(h.doomed, vec![v.point("c4").unwrap()]);
        assert_eq!(h.targets, vec![v.point("c1").unwrap()]);
        let r3 = click(&v, &pos, &legal, &r2.selection, "c1");
        assert_eq!(
            r3.play.map(|m| v.move_text(&m)),
            Some("c5xc3xc1".to_string())
        );
        let direct = click(&v, &pos, &legal, &r.selection, "c1");
        assert_eq!(
            direct.play.map(|m| v.move_text(&m)),
            Some("c5xc3xc1".to_string())
        );
        let wrong = click(&v, &pos, &legal, &r2.selection, "d3");
        assert_eq!(wrong.note, Some(Note::ContinueChain));
    }

    #[test]
    fn placement_toggles_and_plays() {
        let (v, pos, legal) = setup("asalto s .../.../RR...RR/RRRRRRR/RRRRRRR/RRR/RRR 0");
        let r = click(&v, &pos, &legal, &Selection::None, "d6");
        assert_eq!(
            r.selection,
            Selection::Placement(v.point("d6").unwrap().bit())
        );
        let r = click(&v, &pos, &legal, &r.selection, "c3");
        assert_eq!(r.note, Some(Note::Refused(Refusal::NotInFortress)));
        let r = click(&v, &pos, &legal, &r.selection, "e7");
        assert_eq!(r.play.map(|m| v.move_text(&m)), Some("@d6,e7".to_string()));
    }

    #[test]
    fn huff_warning_needs_a_second_click() {
        let (v, pos, legal) = setup("asalto o .../.../...O.../RR.R.RR/RR...RR/.../... 0");
        let r = click(&v, &pos, &legal, &Selection::None, "d5");
        let w = click(&v, &pos, &legal, &r.selection, "d6");
        assert_eq!(w.note, Some(Note::HuffWarning(vec!["d6".into()])));
        assert!(w.play.is_none());
        let ok = click(&v, &pos, &legal, &w.selection, "d6");
        assert_eq!(ok.play.map(|m| v.move_text(&m)), Some("d5-d6".to_string()));
        // Taking the capture needs no warning.
        let cap = click(&v, &pos, &legal, &r.selection, "d3");
        assert_eq!(cap.play.map(|m| v.move_text(&m)), Some("d5xd3".to_string()));
    }
}

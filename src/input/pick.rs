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
    let theirs = (pos.attackers | pos.officers) & !mine;

    if let Selection::Piece {
        from,
        path,
        confirm,
    } = selection
    {
        let from = *from;
        let moves = following(variant, legal, from, path);
        let at = path.last().copied().unwrap_or(from);

        // A click on the selected piece (not as a landing) drops the selection.
        if p == at
            && !moves
                .iter()
                .any(|m| next_landing(variant, m, path.len()) == Some(p))
        {
            return PickResult {
                selection: Selection::None,
                ..Default::default()
            };
        }
        // A plain step.
        if path.is_empty()
            && let Some(mv) = moves
                .iter()
                .find(|m| matches!(m, Move::Step { to, .. } if *to == p))
        {
            if options.warn_huff && *confirm != Some(p) {
                let huffed = huffed_by(variant, pos, *mv);
                if !huffed.is_empty() {
                    return PickResult {
                        selection: Selection::Piece {
                            from,
                            path: vec![],
                            confirm: Some(p),
                        },
                        play: None,
                        note: Some(Note::HuffWarning(huffed)),
                    };
                }
            }
            return PickResult {
                selection: Selection::None,
                play: Some(*mv),
                note: None,
            };
        }
        // The next landing of a capture chain.
        let continuing: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|m| next_landing(variant, m, path.len()) == Some(p))
            .collect();
        if !continuing.is_empty() {
            let mut new_path = path.clone();
            new_path.push(p);
            if continuing.len() == 1
                && continuing[0].to() == Some(p)
                && landings(variant, &continuing[0]) == new_path
            {
                return PickResult {
                    selection: Selection::None,
                    play: Some(continuing[0]),
                    note: None,
                };
            }
            return PickResult {
                selection: Selection::Piece {
                    from,
                    path: new_path,
                    confirm: None,
                },
                play: None,
                note: None,
            };
        }
        // The final point of exactly one chain.
        let ending: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|m| m.is_capture() && m.to() == Some(p))
            .collect();
        match ending.len() {
            1 => {
                return PickResult {
                    selection: Selection::None,
                    play: Some(ending[0]),
                    note: None,
                };
            }
            n if n > 1 => {
                return PickResult {
                    selection: selection.clone(),
                    play: None,
                    note: Some(Note::AmbiguousChain),
                };
            }
            _ => {}
        }
        // Another of one's own pieces: select it instead (not in the middle of a chain).
        if has(mine, p) && path.is_empty() {
            return select_piece(variant, pos, legal, p);
        }
        let note = if !path.is_empty() {
            Note::ContinueChain
        } else {
            // The engine says why; a click it would allow is a chain's later landing point.
            Note::Refused(
                variant
                    .explain_step(pos, from, p)
                    .err()
                    .unwrap_or(Refusal::NotAdjacent),
            )
        };
        return PickResult {
            selection: selection.clone(),
            play: None,
            note: Some(note),
        };
    }

    if has(mine, p) {
        return select_piece(variant, pos, legal, p);
    }
    let note = if has(theirs, p) {
        Note::Refused(Refusal::NotYourPiece)
    } else {
        Note::PickAPiece
    };
    PickResult {
        selection: Selection::None,
        play: None,
        note: Some(note),
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
        .map(|&p| variant.point_name(p))
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
            v.parse_point(name).unwrap(),
            PickOptions { warn_huff: true },
        )
    }

    #[test]
    fn chain_by_landings_and_by_end() {
        let (v, pos, legal) = setup("assaut o ..O/.../..O..RR/..R..RR/R....RR/R../... 0");
        let r = click(&v, &pos, &legal, &Selection::None, "c5");
        assert!(matches!(r.selection, Selection::Piece { .. }));
        let h = highlights(&v, &pos, &legal, &r.selection);
        assert_eq!(h.targets, vec![v.parse_point("c3").unwrap()]);
        let r2 = click(&v, &pos, &legal, &r.selection, "c3");
        assert!(r2.play.is_none());
        let h = highlights(&v, &pos, &legal, &r2.selection);
        assert_eq!(h.doomed, vec![v.parse_point("c4").unwrap()]);
        assert_eq!(h.targets, vec![v.parse_point("c1").unwrap()]);
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
            Selection::Placement(v.parse_point("d6").unwrap().bit())
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

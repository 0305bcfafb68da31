//! The board in words, for players who cannot see it (a screen reader reads the side panel
//! through AccessKit) and for anyone who likes it said: whose turn, the last move ("rebel
//! from c3 to c4", "officer from d5 captures d6 and f6, lands on f7"), what is selected and
//! where it may go, what stands under the keyboard's cursor, and the result.

use asalto_engine::bitboard::points;
use asalto_engine::{Move, Point, Position, Side, Variant};

use bevy_egui::egui;

use crate::game::Match;
use crate::input::Selection;
use crate::input::highlights::highlights;
use crate::ui::texts::{Arg, Texts};

/// A piece's name, lower case: "officer", "rebel", "fox", "goose", …
fn piece(t: &Texts, variant: &Variant, side: Side) -> String {
    match side {
        Side::Officers => t.get(&t.family_key("words-officer", variant)),
        Side::Attackers => t.attacker(variant),
    }
}

/// "c3", "c3 and c4", "c3, c4 and c5".
fn list(t: &Texts, variant: &Variant, pts: &[Point]) -> String {
    let names: Vec<String> = pts
        .iter()
        .map(|&p| variant.name_of(p).to_string())
        .collect();
    match names.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} {} {last}", init.join(", "), t.get("words-and")),
    }
}

/// What stands on a point.
fn on_point(t: &Texts, variant: &Variant, pos: &Position, p: Point) -> String {
    let name = variant.name_of(p).to_string();
    let what = if pos.officers & p.bit() != 0 {
        piece(t, variant, Side::Officers)
    } else if pos.attackers & p.bit() != 0 {
        piece(t, variant, Side::Attackers)
    } else {
        t.get("words-empty")
    };
    format!("{name}, {what}")
}

/// The move that led to `after` from `before`, in words.
pub fn move_in_words(t: &Texts, variant: &Variant, before: &Position, mv: &Move) -> String {
    let (_, effects) = variant.play_with_effects(before, mv);
    let mover = before.turn.side();
    let mut text = match mv {
        Move::Step { from, to } => t.fill(
            "words-step",
            &[
                ("piece", Arg::from(&piece(t, variant, mover))),
                ("from", variant.name_of(*from).to_string().into()),
                ("to", variant.name_of(*to).to_string().into()),
            ],
        ),
        Move::Capture(c) => t.fill(
            "words-capture",
            &[
                ("piece", Arg::from(&piece(t, variant, mover))),
                (
                    "from",
                    Arg::from(
                        &mv.from()
                            .map(|p| variant.name_of(p).to_string())
                            .unwrap_or_default(),
                    ),
                ),
                (
                    "taken",
                    Arg::from(&list(t, variant, &c.captured_in_order(variant))),
                ),
                (
                    "to",
                    Arg::from(
                        &mv.to()
                            .map(|p| variant.name_of(p).to_string())
                            .unwrap_or_default(),
                    ),
                ),
            ],
        ),
        Move::Place(p) => t.fill(
            "words-place",
            &[
                ("pieces", Arg::from(&t.side_name(variant, Side::Officers))),
                (
                    "points",
                    Arg::from(&list(t, variant, &points(p.points()).collect::<Vec<_>>())),
                ),
            ],
        ),
    };
    if !effects.huffed.is_empty() {
        text.push_str("; ");
        text.push_str(&t.fill(
            "words-huffed",
            &[("points", Arg::from(&list(t, variant, &effects.huffed)))],
        ));
    }
    text
}

/// The whole description, a sentence a line.
pub fn board_in_words(
    t: &Texts,
    current: &Match,
    selection: &Selection,
    cursor: Option<Point>,
) -> String {
    let variant = current.variant();
    let pos = *current.shown_position();
    let shown = current.shown_plies();
    let mut lines = Vec::new();
    match current.game.outcome().filter(|_| current.review.is_none()) {
        Some(outcome) => {
            // The banner's title is a heading ("The rebels win"): a sentence here.
            let title = t.outcome_title(variant, &outcome);
            let stop = if title.ends_with(['!', '.', '?']) {
                ""
            } else {
                "."
            };
            lines.push(format!(
                "{title}{stop} {}",
                t.reason_text(variant, outcome.reason)
            ));
        }
        None => lines.push(t.fill_side("words-to-move", variant, pos.turn.side(), &[])),
    }
    if shown > 0 {
        let ply = &current.game.plies()[shown - 1];
        lines.push(t.fill(
            "words-last",
            &[(
                "move",
                Arg::from(&move_in_words(t, variant, &ply.before, &ply.mv)),
            )],
        ));
    }
    let legal = if current.review.is_none() && current.human_to_move() {
        current.game.legal_moves()
    } else {
        Vec::new()
    };
    match selection {
        Selection::Piece { from, path, .. } => {
            let h = highlights(variant, &pos, &legal, selection);
            let at = path.last().copied().unwrap_or(*from);
            lines.push(t.fill(
                "words-selected",
                &[
                    ("piece", Arg::from(&piece(t, variant, pos.turn.side()))),
                    ("point", variant.name_of(at).to_string().into()),
                    ("targets", Arg::from(&list(t, variant, &h.targets))),
                ],
            ));
        }
        Selection::Placement(chosen) if *chosen != 0 => lines.push(t.fill(
            "words-placing",
            &[(
                "points",
                Arg::from(&list(t, variant, &points(*chosen).collect::<Vec<_>>())),
            )],
        )),
        _ => {}
    }
    if let Some(p) = cursor {
        lines.push(t.fill(
            "words-cursor",
            &[("point", Arg::from(&on_point(t, variant, &pos, p)))],
        ));
    }
    lines.join("\n")
}

/// The words of the last frame and what they were made from: the side panel is drawn every
/// frame, the words change only with a move, a choice, the cursor or the language.
#[derive(Default)]
pub struct WordsCache {
    made_from: Option<(
        Position,
        usize,
        usize,
        Option<usize>,
        bool,
        Selection,
        Option<Point>,
    )>,
    language: Option<crate::settings::Language>,
    words: String,
}

impl WordsCache {
    pub fn words(
        &mut self,
        t: &Texts,
        current: &Match,
        selection: &Selection,
        cursor: Option<Point>,
    ) -> &str {
        let key = (
            *current.shown_position(),
            current.shown_plies(),
            current.game.plies().len(),
            current.review,
            current.human_to_move(),
            selection.clone(),
            cursor,
        );
        if self.made_from.as_ref() != Some(&key) || self.language != Some(t.language) {
            self.words = board_in_words(t, current, selection, cursor);
            self.made_from = Some(key);
            self.language = Some(t.language);
        }
        &self.words
    }
}

/// The board in words, open unless the player closes it; a screen reader is told when it
/// changes (a polite live region).
pub fn show(ui: &mut egui::Ui, t: &Texts, words: &str) {
    egui::CollapsingHeader::new(t.get("hud-words"))
        .id_salt("in-words")
        .default_open(true)
        .show(ui, |ui| {
            let response = ui.label(egui::RichText::new(words).size(13.0));
            ui.ctx().accesskit_node_builder(response.id, |node| {
                node.set_live(egui::accesskit::Live::Polite);
            });
        });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::settings::Language;
    use asalto_engine::parse_apn;

    /// A position from APN, or a variant's start by its name.
    fn position(text: &str) -> (std::sync::Arc<Variant>, Position) {
        match Variant::builtin(text) {
            Some(v) => {
                let start = Position::start(&v);
                (v, start)
            }
            None => parse_apn(text).unwrap(),
        }
    }

    fn said(at: &str, moves: &[&str], language: Language) -> String {
        let (variant, mut pos) = position(at);
        let (last, before) = moves.split_last().unwrap();
        for m in before {
            pos = variant.play(&pos, &variant.parse_move(&pos, m).unwrap());
        }
        let mv = variant.parse_move(&pos, last).unwrap();
        move_in_words(&Texts::new(language), &variant, &pos, &mv)
    }

    #[test]
    fn moves_are_said_in_words() {
        let chain = "assaut o ..O/.../..O..RR/..R..RR/R....RR/R../... 0";
        assert_eq!(
            said(chain, &["c5xc3xc1"], Language::English),
            "officer from c5 captures c4 and c2, lands on c1"
        );
        assert_eq!(
            said(chain, &["c5xc3xc1"], Language::French),
            "officier de c5 prend c4 et c2 et arrive en c1"
        );
        assert_eq!(
            said("asalto", &["@c6,e6"], Language::English),
            "Officers placed on c6 and e6"
        );
        assert_eq!(
            said("asalto", &["@c6,e6", "b4-c5"], Language::English),
            "rebel from b4 to c5"
        );
        let huff = "asalto o .../.../...O.../RR.R.RR/RR...RR/.../... 0";
        let words = said(huff, &["d5-d6"], Language::English);
        assert!(
            words.starts_with("officer from d5 to d6; huffed: "),
            "{words}"
        );
        assert_eq!(
            said("fox-geese-13", &["d4-d5"], Language::Swedish),
            "räv från d4 till d5"
        );
    }

    #[test]
    fn a_screen_reader_is_told_the_words_as_they_change() {
        let ctx = egui::Context::default();
        ctx.set_fonts(crate::theme::fonts::definitions());
        ctx.enable_accesskit();
        let t = Texts::new(Language::English);
        let words = "Officers to move.\nLast move: rebel from b4 to c5.";
        let mut output = ctx.run_ui(egui::RawInput::default(), |ui| show(ui, &t, words));
        // No renderer here to take the font texture.
        output.textures_delta.clear();
        let update = output
            .platform_output
            .accesskit_update
            .expect("an AccessKit tree");
        let node = update
            .nodes
            .iter()
            .map(|(_, node)| node)
            .find(|node| {
                node.label()
                    .is_some_and(|l| l.contains("rebel from b4 to c5"))
                    || node
                        .value()
                        .is_some_and(|v| v.contains("rebel from b4 to c5"))
            })
            .expect("the words are in the tree");
        assert_eq!(node.live(), Some(egui::accesskit::Live::Polite));
    }
}

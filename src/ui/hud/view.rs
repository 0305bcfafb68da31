//! What the side panel shows, worked out from the match, the selection and the computer, with no
//! egui involved: a plain value the panel draws, and tests can read.

use asalto_engine::{Side, Turn};

use crate::computer::{ComputerPlayer, ComputerProblem, ForcedWin, Hint, LoadedTablebase};
use crate::game::{Match, Mode};
use crate::input::{NOTE_SECS, Selection, SelectionState};
use crate::ui::texts::{Arg, Texts};

/// How a line of the note box reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    Plain,
    Accent,
    Warning,
}

impl Tone {
    /// The text colour of a note in this tone.
    pub fn colour(self) -> crate::theme::palette::Rgb {
        use crate::theme::palette;
        match self {
            Tone::Plain => palette::UI_TEXT,
            Tone::Accent => palette::UI_ACCENT,
            Tone::Warning => palette::UI_WARN,
        }
    }
}

/// The side panel's content.
#[derive(Clone, Debug, PartialEq)]
pub struct PanelView {
    pub title: String,
    pub players: String,
    /// The computer's level, when there is a computer.
    pub level: Option<String>,
    /// The side to move and its name; `None` once the game is over.
    pub to_move: Option<(Side, String)>,
    pub thinking: bool,
    /// While the player places the officers: how to, and how many are left.
    pub placing: Option<(String, String)>,
    pub attackers_left: String,
    /// (captured, captures needed to win).
    pub captured: (u32, u32),
    /// (fortress points held, fortress points); `None` where there is no fortress.
    pub fortress: Option<(u32, u32)>,
    pub officers: String,
    pub note: (String, Tone),
    pub can_undo: bool,
    pub can_redo: bool,
    pub can_hint: bool,
    /// The move list, the ply shown (0 for the start) and whether it is an earlier one.
    pub moves: Vec<String>,
    /// Each move's verdict where a finished review of this game judged it.
    pub marks: Vec<Option<super::marks::Mark>>,
    pub shown: usize,
    pub reviewing: bool,
    /// The analysis board can be opened (it is not open already).
    pub can_analyse: bool,
    /// A move may be typed: a person is to move in a game still going, not under review.
    pub can_type_move: bool,
    /// The game can be sent as a link to a friend: two people at it, with moves, of a built-in
    /// variant (another computer knows no player's own), not under review.
    pub can_send: bool,
}

/// What the computer is doing and knows, as the panel tells it.
#[derive(Clone, Debug, Default)]
pub struct ComputerNews {
    /// Its move is being searched.
    pub thinking: bool,
    /// The hint is being searched.
    pub hint_searching: bool,
    /// A forced win it (its move, the hint or the tables) knows of.
    pub forced: Option<ForcedWin>,
    /// Why it stopped playing this game.
    pub problem: Option<ComputerProblem>,
    /// It thinks on the window's own thread (no thread could be started).
    pub on_window_thread: bool,
    /// It thinks on the page's own thread (a browser's workers failed).
    pub on_page_thread: bool,
}

impl ComputerNews {
    /// The news from the computer's player, its hint and the endgame tables.
    pub fn of(
        computer: &ComputerPlayer,
        hint: &Hint,
        endgames: &LoadedTablebase,
        current: &Match,
    ) -> ComputerNews {
        ComputerNews {
            thinking: computer.thinking(),
            hint_searching: hint.search.is_some(),
            forced: computer.known_win(hint, endgames, current),
            problem: computer.problem.clone(),
            on_window_thread: crate::platform::background::ran_inline(),
            on_page_thread: crate::platform::background::worker_problem().is_some(),
        }
    }
}

impl PanelView {
    pub fn of(
        current: &Match,
        selection: &SelectionState,
        news: &ComputerNews,
        t: &Texts,
    ) -> PanelView {
        let variant = current.variant();
        let pos = *current.shown_position();
        let turn = current.game.position().turn;
        let left = pos.attackers.count_ones();
        let officers_shown = if pos.turn == Turn::Setup {
            variant.officers()
        } else {
            pos.officers.count_ones()
        };
        let placing = (turn == Turn::Setup && current.human_to_move())
            .then(|| placing_hint(current, &selection.selection, t));
        let note = note(current, selection, news, t);
        PanelView {
            title: t.variant_title(variant),
            players: t.mode_name(current.setup.mode, variant),
            level: (current.setup.mode != Mode::HotSeat).then(|| {
                t.fill(
                    "hud-level",
                    &[("level", Arg::from(&t.level_name(current.setup.level)))],
                )
            }),
            to_move: current
                .game
                .outcome()
                .is_none()
                .then(|| (turn.side(), t.side_name(variant, turn.side()))),
            thinking: news.thinking,
            placing,
            attackers_left: t.fill(
                "hud-left",
                &[
                    ("att", Arg::from(t.side_name(variant, Side::Attackers))),
                    ("gender", t.attacker_gender(variant)),
                    ("n", left.into()),
                ],
            ),
            captured: (variant.attackers() - left, variant.captures_to_win()),
            fortress: (variant.fortress_size() > 0).then(|| {
                (
                    (pos.attackers & variant.fortress()).count_ones(),
                    variant.fortress_size(),
                )
            }),
            officers: t.officers_count(variant, officers_shown),
            note,
            can_undo: current.game.can_undo(),
            can_redo: current.game.can_redo(),
            can_hint: current.human_to_move(),
            moves: current
                .game
                .plies()
                .iter()
                .map(|p| p.text.clone())
                .collect(),
            marks: Vec::new(),
            shown: current.shown_plies(),
            reviewing: current.review.is_some(),
            can_analyse: true,
            can_type_move: current.human_to_move()
                && current.review.is_none()
                && current.game.outcome().is_none(),
            can_send: current.setup.mode == Mode::HotSeat
                && !current.game.plies().is_empty()
                && current.review.is_none()
                && asalto_engine::Variant::builtin(variant.name()).is_some(),
        }
    }
}

/// While the player places the officers: how to, and how many are left to place.
fn placing_hint(current: &Match, selection: &Selection, t: &Texts) -> (String, String) {
    let officers = current.variant().officers();
    let chosen = match selection {
        Selection::Placement(b) => b.count_ones(),
        _ => 0,
    };
    (t.get("hud-place-hint"), t.place_count(officers - chosen))
}

/// The note box: a refused click (for a while), the hint being searched, the capture a huffed
/// officer missed, or a forced win the computer knows of.
fn note(
    current: &Match,
    selection: &SelectionState,
    news: &ComputerNews,
    t: &Texts,
) -> (String, Tone) {
    let variant = current.variant();
    if let Some(ComputerProblem::IllegalMove { answered }) = &news.problem {
        let args = [("move", Arg::from(answered.as_str()))];
        return (t.fill("hud-computer-illegal", &args), Tone::Warning);
    }
    if news.on_window_thread && news.thinking {
        return (t.get("hud-computer-no-thread"), Tone::Warning);
    }
    if news.on_page_thread && news.thinking {
        return (t.get("hud-computer-no-worker"), Tone::Warning);
    }
    if let Some(note) = selection
        .note
        .as_ref()
        .filter(|_| selection.note_age < NOTE_SECS)
    {
        return (t.note_text(variant, note), Tone::Warning);
    }
    if news.hint_searching {
        return (t.get("hud-hint-thinking"), Tone::Accent);
    }
    let missed = current
        .shown_plies()
        .checked_sub(1)
        .map(|i| current.game.plies()[i].effects.missed.clone())
        .unwrap_or_default();
    if !missed.is_empty() {
        return (t.huff_text(variant, &missed), Tone::Warning);
    }
    let forced =
        (news.forced).filter(|_| current.game.outcome().is_none() && current.review.is_none());
    match forced {
        Some(win) => {
            let key = if win.perfect {
                "hud-perfect"
            } else if win.proven {
                "hud-proven"
            } else {
                "hud-forced"
            };
            let n = win.moves_left(current.game.plies().len());
            (
                t.fill_side(key, variant, win.side, &[("n", n.into())]),
                Tone::Accent,
            )
        }
        // Said while nothing else is: a game against the computer in a page whose workers failed.
        None if news.on_page_thread && current.setup.mode != Mode::HotSeat => {
            (t.get("hud-computer-no-worker"), Tone::Warning)
        }
        None => (String::new(), Tone::Plain),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::MatchSetup;
    use crate::settings::Language;

    fn note_of(mode: Mode, news: &ComputerNews) -> (String, Tone) {
        let setup = MatchSetup {
            mode,
            ..MatchSetup::default()
        };
        let current = Match::new(setup, None);
        let t = Texts::new(Language::English);
        note(&current, &SelectionState::default(), news, &t)
    }

    #[test]
    fn a_page_whose_workers_failed_says_so_while_nothing_else_is_said() {
        let news = ComputerNews {
            on_page_thread: true,
            ..ComputerNews::default()
        };
        let against = Mode::VsComputer {
            human: Side::Officers,
        };
        let (text, tone) = note_of(against, &news);
        assert!(
            text.contains("page's own thread") && tone == Tone::Warning,
            "{text}"
        );
        assert!(
            note_of(Mode::ComputerVsComputer, &news)
                .0
                .contains("page's own thread")
        );
        // Nobody thinks in a game between two people.
        assert_eq!(note_of(Mode::HotSeat, &news).0, "");
        assert_eq!(note_of(against, &ComputerNews::default()).0, "");
    }
}

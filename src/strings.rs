//! Every player-facing string of the game, in one place (the future languages issue replaces this
//! module with a lookup).

use asalto_engine::{EndReason, Outcome, Side, Variant};

use crate::flow::Mode;
use crate::pick::Note;

pub const GAME_TITLE: &str = "Asalto";
pub const GAME_SUBTITLE: &str =
    "The old siege game: a few officers hold the fortress against the storm";

pub const MENU_VARIANT: &str = "Game";
pub const MENU_MODE: &str = "Players";
pub const MENU_LEVEL: &str = "Computer strength";
pub const MENU_START: &str = "Start the game";
pub const MENU_WARN_HUFF: &str = "Warn before an officer is huffed";
pub const MENU_QUIT: &str = "Quit";

pub const HUD_TO_MOVE: &str = "To move";
pub const HUD_THINKING: &str = "thinking…";
pub const HUD_UNDO: &str = "⟲ Undo";
pub const HUD_REDO: &str = "⟳ Redo";
pub const HUD_HINT: &str = "Hint";
pub const HUD_RESTART: &str = "New game";
pub const HUD_MENU: &str = "Menu";
pub const HUD_MOVES: &str = "Moves";
pub const HUD_BACK_TO_GAME: &str = "Back to the game";
pub const HUD_COORDS: &str = "Coordinates";
pub const HUD_KEYS: &str = "Ctrl+Z undo · Ctrl+Y redo · H hint · M sound · Esc menu\nClick or Space: finish the move shown";
pub const HUD_FORTRESS: &str = "Fortress held";
pub const HUD_CAPTURED: &str = "Captured";
pub const HUD_LEFT: &str = "left";
pub const HUD_OFFICERS: &str = "Officers";
pub const HUD_REVIEWING: &str = "Reviewing — the board shows an earlier position";
pub const HUD_PLACE_HINT: &str = "Place your officers: click fortress points";
pub const HUD_HINT_THINKING: &str = "Looking for a good move…";

pub const BANNER_REMATCH: &str = "Rematch (swap sides)";
pub const BANNER_PLAY_AGAIN: &str = "Play again";
pub const BANNER_MENU: &str = "Back to the menu";
pub const BANNER_DRAW: &str = "Draw";

/// The name of the many pieces in this variant.
pub fn attackers_name(variant: &Variant) -> &'static str {
    if variant.name() == "asalto" {
        "Rebels"
    } else {
        "Soldiers"
    }
}

/// Singular, lower case.
pub fn attacker_word(variant: &Variant) -> &'static str {
    if variant.name() == "asalto" {
        "rebel"
    } else {
        "soldier"
    }
}

pub fn side_name(variant: &Variant, side: Side) -> &'static str {
    match side {
        Side::Attackers => attackers_name(variant),
        Side::Officers => "Officers",
    }
}

pub fn variant_blurb(variant: &Variant) -> &'static str {
    match variant.name() {
        "asalto" => {
            "33 points, 2 officers, 24 rebels. Capturing is optional, but an officer who misses a capture is huffed."
        }
        "assaut" => {
            "33 points, 2 officers, 24 soldiers on their own lines. Capturing is mandatory, and the longest capture must be taken."
        }
        "grand-assaut" => {
            "67 points, 3 officers, 50 soldiers. The grand 1890 board; captures are mandatory and maximal."
        }
        _ => "",
    }
}

pub fn mode_name(mode: Mode, variant: &Variant) -> String {
    match mode {
        Mode::VsAiOfficers => "You command the officers".to_string(),
        Mode::VsAiRebels => format!("You command the {}", attackers_name(variant).to_lowercase()),
        Mode::HotSeat => "Two players, one screen".to_string(),
        Mode::AiVsAi => "Watch the computer play itself".to_string(),
    }
}

pub fn reason_text(variant: &Variant, reason: EndReason) -> String {
    let att = attackers_name(variant).to_lowercase();
    match reason {
        EndReason::FortressTaken => format!("The {att} occupy every point of the fortress."),
        EndReason::OfficersTrapped => "The officers are trapped: they have no move left.".into(),
        EndReason::AllOfficersHuffed => "No officer is left: the last one was huffed.".into(),
        EndReason::TooFewAttackers => {
            format!("Too few {att} are left to fill the fortress.")
        }
        EndReason::AttackersBlocked => format!("The {att} are blocked: they have no move left."),
        EndReason::Repetition => "The same position occurred for the third time.".into(),
        EndReason::MoveLimit => "Fifty moves each without a capture or an advance.".into(),
    }
}

pub fn outcome_title(variant: &Variant, outcome: &Outcome) -> String {
    match outcome.winner {
        Some(side) => format!("{} win", side_name(variant, side)),
        None => BANNER_DRAW.to_string(),
    }
}

pub fn place_count(left: u32) -> String {
    match left {
        1 => "1 officer left to place".into(),
        n => format!("{n} officers left to place"),
    }
}

pub fn move_number(n: usize) -> String {
    format!("{n}.")
}

/// Why officers just left the board: the captures they missed.
pub fn huff_text(variant: &Variant, missed: &[asalto_engine::Capture]) -> String {
    let chains: Vec<String> = missed
        .iter()
        .map(|c| variant.move_text(&asalto_engine::Move::Capture(*c)))
        .collect();
    let from: Vec<String> = missed.iter().map(|c| variant.point_name(c.from)).collect();
    if missed.len() == 1 {
        format!(
            "Huffed! The officer on {} could have captured ({}) and was removed.",
            from[0], chains[0]
        )
    } else {
        format!(
            "Huffed! The officers on {} could have captured ({}) and were removed.",
            from.join(" and "),
            chains.join(", ")
        )
    }
}

pub fn note_text(variant: &Variant, note: &Note) -> String {
    let sol = attacker_word(variant);
    match note {
        Note::NotYourPiece => "That is not your piece.".into(),
        Note::PickAPiece => "Click one of your pieces first.".into(),
        Note::NoMoveForPiece => "That piece has no legal move.".into(),
        Note::CaptureMandatory => "Capture is mandatory: an officer must jump.".into(),
        Note::LongestCapture => "You must take the capture that takes the most pieces.".into(),
        Note::OtherOfficerMustCapture => "Capture is mandatory: the other officer can jump.".into(),
        Note::ContinueChain => "The capture goes on: jump again from here.".into(),
        Note::Occupied => "That point is taken.".into(),
        Note::NoLine => "No line leads there in one step.".into(),
        Note::NoBackward => format!("A {sol} never steps back."),
        Note::NoLeaveFortress => format!("{}s may not leave the fortress.", capitalise(sol)),
        Note::ClosedLine => format!("That line is closed to {sol}s (drawn in the second colour)."),
        Note::OneWayLine => "That line may only be followed toward the centre.".into(),
        Note::PlaceInFortress => "Officers are placed on fortress points.".into(),
        Note::AmbiguousChain => {
            "Several captures end there: click the landing points one by one.".into()
        }
        Note::HuffWarning(names) => format!(
            "Careful: a capture is available. If you step, the officer on {} will be huffed. Click again to confirm.",
            names.join(" and ")
        ),
        Note::NotYourTurn => "Wait for your turn.".into(),
    }
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

pub const HELP: &str = "\
asalto — Asalto, L'Assaut and Grand Jeu d'Assaut

USAGE:
    asalto [OPTIONS]

OPTIONS:
    --variant <asalto|assaut|grand-assaut>   the game to play
    --mode <vs-ai-officers|vs-ai-rebels|hot-seat|ai-vs-ai>
                                             vs-ai-officers: you play the officers;
                                             vs-ai-rebels: you play the rebels/soldiers
    --level <recruit|soldier|captain|colonel|marshal>
                                             the computer's strength
    --position <APN>                         start from this position (quote it)
    --screenshot <file.png>                  start the game, save a screenshot, exit
    --after-moves <n>                        with --screenshot: wait until n moves were played
    --clicks <c5,c3>                         with --screenshot: click these points first
    --screenshot-delay <ms>                  with --screenshot: take the picture this long
                                             after the last move started (mid-animation)
    --animation <off|fast|normal|slow>       how fast moves are shown (default normal)
    --menu                                   open the menu (with --screenshot: picture it)
    --help                                   print this help

Giving --variant, --mode, --level or --position starts straight into a game.

KEYS:
    M mutes the sound; a click or Space while pieces move finishes the move at once.
";

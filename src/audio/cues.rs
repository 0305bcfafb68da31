//! What can be heard, decided from what happened: the board's moves ([`Shown`]), clicks the rules
//! refused ([`PickRefused`]), the end of a game once the board has shown it, and button clicks.
//! The cues are plain messages, so the game decides them without any audio device; the sound
//! output (`sound.rs`) plays them.

use asalto_engine::Outcome;
use bevy::prelude::*;

use crate::board::{BoardSettled, Shown};
use crate::game::{GameSet, Match, MatchEvent, Mode};
use crate::input::PickRefused;

/// A sound to play.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SoundCue {
    Place,
    Step,
    Hop,
    /// An attacker taken: the first landing of a chain is 0, and each later one sounds higher.
    Capture(u8),
    Huff,
    /// A click the rules refuse (the HUD explains it).
    Illegal,
    /// The game ended with the player (or, without a computer, someone) winning.
    Victory,
    /// The game ended with the computer winning.
    Defeat,
    /// A button in the menu or the HUD.
    UiClick,
}

/// The cue for the end of a game: victory when the player wins, defeat when the computer does;
/// with no computer opponent (hot seat, computer against computer) a win is a victory. A draw
/// has no fanfare.
pub fn outcome_cue(mode: Mode, outcome: &Outcome) -> Option<SoundCue> {
    let winner = outcome.winner?;
    Some(if mode.against_computer() && mode.computer_plays(winner) {
        SoundCue::Defeat
    } else {
        SoundCue::Victory
    })
}

/// Decides the cues (no audio needed: part of the game's logic, tested headless).
pub struct CuesPlugin;

impl Plugin for CuesPlugin {
    fn build(&self, app: &mut App) {
        app.add_message::<SoundCue>().add_systems(
            Update,
            // In order: the last landing of a chain and the end it brings can come in one
            // frame, and the end is heard after the landing.
            (board_and_clicks, announce_outcome)
                .chain()
                .after(GameSet::Animate)
                .run_if(resource_exists::<Match>),
        );
    }
}

fn board_and_clicks(
    mut shown: MessageReader<Shown>,
    mut refused: MessageReader<PickRefused>,
    mut cues: MessageWriter<SoundCue>,
) {
    for event in shown.read() {
        cues.write(match event {
            Shown::Placed => SoundCue::Place,
            Shown::Stepped => SoundCue::Step,
            Shown::Hopped => SoundCue::Hop,
            Shown::Captured(nth) => SoundCue::Capture(*nth),
            Shown::Huffed => SoundCue::Huff,
        });
    }
    for _ in refused.read() {
        cues.write(SoundCue::Illegal);
    }
}

/// The end of a game is heard once the board has shown the last move (not while reviewing).
fn announce_outcome(
    mut events: MessageReader<MatchEvent>,
    current: Res<Match>,
    settled: Res<BoardSettled>,
    mut pending: Local<Option<Outcome>>,
    mut cues: MessageWriter<SoundCue>,
) {
    for event in events.read() {
        match event {
            MatchEvent::Ended(outcome) => *pending = Some(*outcome),
            // Undone, replayed or replaced before it was heard: no longer the end.
            MatchEvent::Started { .. } | MatchEvent::Redrawn => *pending = None,
            // Reviewing only postpones it (see below).
            MatchEvent::Played(_) | MatchEvent::Reviewed | MatchEvent::Unrated => {}
        }
    }
    if !settled.0 || current.review.is_some() {
        return;
    }
    if let Some(outcome) = pending.take()
        && let Some(cue) = outcome_cue(current.setup.mode, &outcome)
    {
        cues.write(cue);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use asalto_engine::{EndReason, Side};

    #[test]
    fn victory_and_defeat_follow_the_player() {
        let officers = Outcome {
            winner: Some(Side::Officers),
            reason: EndReason::TooFewAttackers,
        };
        let attackers = Outcome {
            winner: Some(Side::Attackers),
            reason: EndReason::FortressTaken,
        };
        let vs = |human| Mode::VsComputer { human };
        let cue = |m, o: &Outcome| outcome_cue(m, o);
        assert_eq!(cue(vs(Side::Officers), &officers), Some(SoundCue::Victory));
        assert_eq!(cue(vs(Side::Officers), &attackers), Some(SoundCue::Defeat));
        assert_eq!(cue(vs(Side::Attackers), &officers), Some(SoundCue::Defeat));
        assert_eq!(
            cue(vs(Side::Attackers), &attackers),
            Some(SoundCue::Victory)
        );
        assert_eq!(cue(Mode::HotSeat, &attackers), Some(SoundCue::Victory));
        assert_eq!(
            cue(Mode::ComputerVsComputer, &officers),
            Some(SoundCue::Victory)
        );
    }
}

//! How often the window redraws: continuously while something moves or the engine works (an
//! animation, the banner's effect, the computer, a hint, a review, the analysis board, a
//! puzzle's check, a note on screen, an answer to a save or to the pictures, a window resized),
//! otherwise only on input or every five seconds. A board game waits for the player most of the
//! time, and a window that redraws for nothing keeps a core busy. Focused or not makes no
//! difference: the computer's move must appear while the player looks at another window.

use std::time::Duration;

use bevy::prelude::*;
use bevy::window::WindowResized;
use bevy::winit::{UpdateMode, WinitSettings};

use crate::analysis::AnalysisBoard;
use crate::board::BoardSettled;
use crate::checks::screenshot::ScreenshotPlan;
use crate::computer::{Analysis, ComputerPlayer, Hint};
use crate::game::MatchEvent;
use crate::game::saves::GameSaved;
use crate::input::{NOTE_SECS, SelectionState};
use crate::screens::Screen;
use crate::study::{Progress, Study};
use crate::ui::share::{PicturesShared, Sharing};

/// Seconds of continuous frames after anything happens to the match (the game-over banner's
/// effect is the longest, at six seconds), an answer appears or the window changes size: a
/// line added under the banner's buttons moves them, a turned phone's panel moves under the
/// board, and egui settles its layout only in the frames after (a window that rested after one
/// frame of a resize showed a board laid out for the old panel until the next input).
const AFTER_EVENT_SECS: f32 = 7.0;

/// The wait between frames when nothing moves (input wakes the window at once).
const IDLE_WAIT: Duration = Duration::from_secs(5);

pub fn plugin(app: &mut App) {
    app.insert_resource(WinitSettings {
        focused_mode: UpdateMode::Continuous,
        unfocused_mode: UpdateMode::Continuous,
    })
    // The window plugin registers it too; a headless app (the tests) has none.
    .add_message::<WindowResized>()
    .add_systems(Last, choose_update_mode);
}

/// Whether something on screen is moving or the engine is working.
fn busy(
    screen: &Screen,
    settled: &BoardSettled,
    computer: &ComputerPlayer,
    hint: &Hint,
    analysis: &Analysis,
    board: Option<&AnalysisBoard>,
    study: Option<&Study>,
    selection: &SelectionState,
    sharing: &Sharing,
    screenshot: bool,
    since_event: f32,
) -> bool {
    *screen == Screen::Loading
        || screenshot
        || since_event < AFTER_EVENT_SECS
        || !settled.0
        || computer.thinking()
        || hint.search.is_some()
        || analysis.running()
        || board.is_some_and(|b| b.thinking.latest().running)
        || study.is_some_and(|s| s.progress == Progress::Checking)
        || sharing.progress().is_some()
        // A note fades out after a while.
        || (selection.note.is_some() && selection.note_age < NOTE_SECS)
}

fn choose_update_mode(
    mut settings: ResMut<WinitSettings>,
    mut events: MessageReader<MatchEvent>,
    mut answers: (
        MessageReader<GameSaved>,
        MessageReader<PicturesShared>,
        MessageReader<WindowResized>,
    ),
    time: Res<Time<Real>>,
    mut since_event: Local<f32>,
    screen: Res<State<Screen>>,
    settled: Res<BoardSettled>,
    computer: Res<ComputerPlayer>,
    hint: Res<Hint>,
    analysis: Res<Analysis>,
    board: Option<Res<AnalysisBoard>>,
    study: Option<Res<Study>>,
    selection: Res<SelectionState>,
    sharing: Res<Sharing>,
    screenshot: Option<Res<ScreenshotPlan>>,
) {
    let happened = events.read().count()
        + answers.0.read().count()
        + answers.1.read().count()
        + answers.2.read().count();
    *since_event = if happened > 0 {
        0.0
    } else {
        *since_event + time.delta_secs()
    };
    let mode = if busy(
        screen.get(),
        &settled,
        &computer,
        &hint,
        &analysis,
        board.as_deref(),
        study.as_deref(),
        &selection,
        &sharing,
        screenshot.is_some(),
        *since_event,
    ) {
        UpdateMode::Continuous
    } else {
        UpdateMode::reactive(IDLE_WAIT)
    };
    if settings.focused_mode != mode || settings.unfocused_mode != mode {
        settings.focused_mode = mode;
        settings.unfocused_mode = mode;
    }
}

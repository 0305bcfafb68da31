//! The computer player and the hint: the engine's search run in the async compute pool, polled
//! each frame, dropped (and told to stop) when the game changes under it or the screen closes.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use asalto_engine::{Game, Move};
use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};

pub use asalto_engine::search::{Level, SearchResult, best_move};

use crate::flow::{GameCommand, GameSet, Match, Player};
use crate::pieces::Animations;
use crate::screens::Screen;

/// A search running in the background.
pub struct Search {
    task: Task<SearchResult>,
    stop: Arc<AtomicBool>,
    /// The game generation it was started for.
    generation: u64,
}

impl Search {
    pub fn start(game: &Game, level: Level, seed: u64, generation: u64) -> Search {
        let stop = Arc::new(AtomicBool::new(false));
        let game = game.clone();
        let flag = stop.clone();
        let task =
            AsyncComputeTaskPool::get().spawn(async move { best_move(&game, level, seed, &flag) });
        Search {
            task,
            stop,
            generation,
        }
    }

    /// Polls the task; `Some` once it is done.
    pub fn poll(&mut self) -> Option<SearchResult> {
        check_ready(&mut self.task)
    }
}

impl Drop for Search {
    fn drop(&mut self) {
        // The task itself is cancelled by dropping it; the flag ends a search already running.
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// The computer's own move search.
#[derive(Resource, Default)]
pub struct ComputerPlayer {
    pub search: Option<Search>,
    /// Seconds to wait after the board settles before the computer starts (so moves can be seen).
    pub pause: f32,
    /// Searches dropped because the game changed (for tests and diagnostics).
    pub dropped: u32,
}

impl ComputerPlayer {
    pub fn thinking(&self) -> bool {
        self.search.is_some()
    }
}

/// The hint the player asked for.
#[derive(Resource, Default)]
pub struct Hint {
    pub search: Option<Search>,
    /// The suggested move, shown until the game changes.
    pub shown: Option<(Move, u64)>,
}

impl Hint {
    pub fn current(&self, generation: u64) -> Option<Move> {
        self.shown.filter(|(_, g)| *g == generation).map(|(m, _)| m)
    }
}

/// Ask for a hint.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct HintRequest;

/// The delay before the computer replies, in seconds.
#[derive(Resource, Clone, Copy, Debug)]
pub struct ComputerDelay(pub f32);

impl Default for ComputerDelay {
    fn default() -> Self {
        ComputerDelay(0.25)
    }
}

pub struct ComputerPlugin;

impl Plugin for ComputerPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<ComputerPlayer>()
            .init_resource::<Hint>()
            .init_resource::<ComputerDelay>()
            .add_message::<HintRequest>()
            .add_systems(OnExit(Screen::Game), drop_searches)
            .add_systems(
                Update,
                (drive_computer, drive_hint)
                    .in_set(GameSet::Computer)
                    .run_if(resource_exists::<Match>),
            );
    }
}

fn drop_searches(mut computer: ResMut<ComputerPlayer>, mut hint: ResMut<Hint>) {
    if computer.search.take().is_some() {
        computer.dropped += 1;
    }
    hint.search = None;
    hint.shown = None;
}

/// Starts the computer's search when it is its turn and the board is still, and sends its move.
pub fn drive_computer(
    mut computer: ResMut<ComputerPlayer>,
    game: Res<Match>,
    animations: Res<Animations>,
    delay: Res<ComputerDelay>,
    time: Res<Time>,
    mut out: MessageWriter<GameCommand>,
) {
    // A search for a position that is gone is dropped.
    if computer
        .search
        .as_ref()
        .is_some_and(|s| s.generation != game.generation)
    {
        computer.search = None;
        computer.dropped += 1;
    }
    if let Some(search) = computer.search.as_mut() {
        if let Some(result) = search.poll() {
            computer.search = None;
            let legal = game.game.legal_moves();
            let mv = result
                .best
                .filter(|m| legal.contains(m))
                .or_else(|| legal.first().copied());
            match mv {
                Some(mv) => {
                    out.write(GameCommand::Play {
                        mv,
                        by: Player::Computer,
                    });
                }
                None => warn!("the computer found no move"),
            }
        }
        return;
    }
    if !game.computer_to_move() || animations.busy() {
        computer.pause = 0.0;
        return;
    }
    computer.pause += time.delta_secs();
    if computer.pause < delay.0 {
        return;
    }
    computer.pause = 0.0;
    computer.search = Some(Search::start(
        &game.game,
        game.settings.level,
        game.search_seed(),
        game.generation,
    ));
}

fn drive_hint(mut hint: ResMut<Hint>, mut requests: MessageReader<HintRequest>, game: Res<Match>) {
    let asked = requests.read().count() > 0;
    if hint
        .search
        .as_ref()
        .is_some_and(|s| s.generation != game.generation)
    {
        hint.search = None;
    }
    if let Some(search) = hint.search.as_mut() {
        if let Some(result) = search.poll() {
            let generation = search.generation;
            hint.search = None;
            hint.shown = result.best.map(|m| (m, generation));
        }
        return;
    }
    if asked && game.human_to_move() && hint.current(game.generation).is_none() {
        // Hints come from a solid level, whatever the opponent's strength.
        let level = Level::Captain;
        hint.search = Some(Search::start(
            &game.game,
            level,
            game.search_seed() ^ 0x4171,
            game.generation,
        ));
    }
}

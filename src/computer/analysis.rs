//! The post-game review: the engine searches every position of the match's game in the
//! background (a thread of its own; in a browser, a position per frame) and scores
//! every move against its own choice. The board stays usable meanwhile; a change of the game
//! drops the review, as it would be of another game.

use std::sync::Arc;

use asalto_engine::Game;
pub use asalto_engine::search::GameReview;
use asalto_engine::search::{Limits, MoveReview};
use asalto_engine::tablebase::Tablebase;
use asalto_engine::task::ReviewTask;
use bevy::prelude::*;

use crate::game::{Match, MatchEvent};
use crate::platform::background::{Background, whole_or_sliced};

/// Positions searched per position of the game where the review runs whole (a thread, a Web
/// Worker): a few tens of milliseconds each, so a game of 100 moves takes a few seconds. On a
/// page's own thread, where each one is searched inside a frame, a smaller budget keeps frames
/// coming (about 15 ms of search a frame).
pub fn review_nodes() -> u64 {
    whole_or_sliced(200_000, 20_000)
}

/// The solver's budget per side in each position the search leaves undecided: only easy proofs
/// (a few milliseconds each), but those are the deep wins a review's search misses.
pub fn review_proof_nodes() -> u64 {
    whole_or_sliced(5_000, 1_000)
}

/// The limits of each position's search.
pub fn review_limits() -> Limits {
    Limits {
        depth: None,
        nodes: Some(review_nodes()),
        movetime_ms: None,
    }
}

/// Ask for the review of the match's game (from its start to its last move).
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct ReviewRequest;

/// A review has just finished (it is in [`Analysis::done`]).
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct ReviewFinished;

/// The review's judgement of each move of `played`, for as long as the two lines agree: a
/// review of another line (moves taken back and played differently since) judges only the
/// moves the two share.
pub fn same_line<'a>(
    reviewed: &'a [MoveReview],
    played: impl Iterator<Item = asalto_engine::Move> + 'a,
) -> impl Iterator<Item = &'a MoveReview> + 'a {
    reviewed
        .iter()
        .zip(played)
        .take_while(|(m, mv)| m.played == *mv)
        .map(|(m, _)| m)
}

/// The review of the match's game: none asked for, running, or done.
#[derive(Resource, Default)]
pub struct Analysis {
    running: Option<Running>,
    pub done: Option<GameReview>,
    /// Positions of the game under review (for the progress bar).
    pub positions: usize,
    /// The review is wanted on screen (asked for, and not closed).
    pub open: bool,
}

impl Analysis {
    pub fn running(&self) -> bool {
        self.running.is_some()
    }

    /// Positions searched so far.
    pub fn analysed(&self) -> usize {
        match &self.running {
            Some(r) => r.analysed(),
            None if self.done.is_some() => self.positions,
            None => 0,
        }
    }

    /// Drops the review (the search stops).
    pub fn clear(&mut self) {
        *self = Analysis::default();
    }
}

/// A review being searched, in the background.
struct Running(Background<ReviewTask>);

impl Running {
    /// The review of `game`, exact where the endgame `tables` hold its positions.
    fn start(game: &Game, tables: Option<Arc<Tablebase>>) -> Running {
        let task = ReviewTask {
            game: game.clone(),
            limits: review_limits(),
            proof_nodes: Some(review_proof_nodes()),
        };
        Running(Background::start(task, tables))
    }

    /// Positions searched so far, as the review tells them.
    fn analysed(&self) -> usize {
        self.0.progress().unwrap_or(0)
    }

    /// The review once every position is searched.
    fn poll(&mut self) -> Option<GameReview> {
        self.0.poll()
    }
}

pub(super) fn drive_analysis(
    mut analysis: ResMut<Analysis>,
    mut requests: MessageReader<ReviewRequest>,
    mut events: MessageReader<MatchEvent>,
    current: Res<Match>,
    endgames: Res<super::LoadedTablebase>,
    mut finished: MessageWriter<ReviewFinished>,
) {
    // Browsing the game keeps the review; any other change makes it another game's.
    if MatchEvent::any(&mut events, |e| {
        !matches!(e, MatchEvent::Reviewed | MatchEvent::Unrated)
    }) {
        analysis.clear();
    }
    if requests.read().count() > 0 {
        analysis.open = true;
        if analysis.done.is_none() && !analysis.running() {
            analysis.positions = current.game.plies().len() + 1;
            let tables = endgames.for_variant(current.variant()).cloned();
            analysis.running = Some(Running::start(&current.game, tables));
        }
    }
    if let Some(running) = analysis.running.as_mut()
        && let Some(review) = running.poll()
    {
        analysis.running = None;
        analysis.done = Some(review);
        finished.write(ReviewFinished);
    }
}

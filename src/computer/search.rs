//! The computer's move, thought about in the background ([`Background`]): natively on a thread
//! of its own, in a browser in a Web Worker. Dropping it stops it.

use std::sync::Arc;

use asalto_engine::Game;
use asalto_engine::search::{Level, SearchResult};
use asalto_engine::tablebase::Tablebase;
use asalto_engine::task::MoveTask;

use crate::platform::background::Background;

/// A level's move being searched for.
pub struct Search(Background<MoveTask>);

impl Search {
    /// The level's move, as the level plays it (Marshal's solver included; Marshal plays
    /// perfectly where the endgame `tables` hold the position). The level's time limits are
    /// kept as safety nets where there is a clock.
    pub fn start(game: &Game, level: Level, seed: u64, tables: Option<&Arc<Tablebase>>) -> Search {
        let tables = tables.filter(|_| level.proof_nodes().is_some()).cloned();
        let task = MoveTask::new(game, level, seed).timed();
        Search(Background::start(task, tables))
    }

    /// The level's search, then the solver with `proof_nodes` (`None`: no solver).
    pub fn proving(game: &Game, level: Level, seed: u64, proof_nodes: Option<u64>) -> Search {
        let task = MoveTask::new(game, level, seed)
            .proving(proof_nodes)
            .timed();
        Search(Background::start(task, None))
    }

    /// The result once the search is done.
    pub fn poll(&mut self) -> Option<SearchResult> {
        self.0.poll()
    }
}

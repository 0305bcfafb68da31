//! Fox & Geese's endgame tables, where a player has made them (`asalto-engine tablebase --dir`)
//! and names their folder (`--tablebase`, or `ASALTO_TABLEBASE_DIR`): read in the background at
//! start. Once read, Marshal plays perfectly where they hold the position, and the panel says
//! who wins with perfect play.

use std::path::PathBuf;
use std::sync::Arc;

use asalto_engine::Variant;
use asalto_engine::tablebase::{
    Tablebase, TablebaseError, TablebaseOpening, shares_endgames, winner_moves,
};
use bevy::prelude::*;

use super::forced::ForcedWin;
use crate::game::Match;
use crate::platform::background::LocalJob;

/// Where the tables are, if the player named a folder.
#[derive(Resource, Clone, Debug, Default)]
pub struct TablebaseFolder(pub Option<PathBuf>);

/// The tables, once read (or why they could not be).
#[derive(Resource, Default)]
pub struct LoadedTablebase {
    pub tables: Option<Arc<Tablebase>>,
    opening: Option<LocalJob<TablebaseOpening>>,
    /// The folder they are read from.
    folder: PathBuf,
    /// Why the folder's tables could not be read, in one line.
    pub problem: Option<String>,
}

impl LoadedTablebase {
    /// The folder's tables cannot be read: why, in one line (and in the log).
    fn refused(&mut self, dir: &std::path::Path, problem: &TablebaseError) {
        let said = format!("--tablebase {}: {problem}", dir.display());
        warn!("{said}");
        self.problem = Some(said);
    }

    /// Whether the tables are still being read.
    pub fn reading(&self) -> bool {
        self.opening.is_some()
    }

    /// The tables, where they hold the positions of `variant`.
    pub fn for_variant(&self, variant: &Variant) -> Option<&Arc<Tablebase>> {
        let tables = self.tables.as_ref()?;
        shares_endgames(tables.variant(), variant).then_some(tables)
    }

    /// Who wins the match's position with perfect play, where the tables hold it (not while
    /// the game is over or under review).
    pub fn perfect(&self, current: &Match) -> Option<ForcedWin> {
        if current.game.outcome().is_some() || current.review.is_some() {
            return None;
        }
        let pos = current.game.position();
        let entry = self.for_variant(current.variant())?.probe(pos)?;
        let mover = pos.turn.side();
        let side = if entry.wins { mover } else { mover.other() };
        Some(ForcedWin::perfect(
            side,
            winner_moves(entry),
            current.game.plies().len(),
        ))
    }
}

pub(super) fn start_reading(folder: Res<TablebaseFolder>, mut endgames: ResMut<LoadedTablebase>) {
    let named = std::env::var_os("ASALTO_TABLEBASE_DIR").map(PathBuf::from);
    let Some(dir) = folder.0.clone().or(named) else {
        return;
    };
    let fox_geese = Variant::fox_and_geese(13, false).expect("a built-in variant");
    match Tablebase::opening(&fox_geese, &dir) {
        Ok(opening) => endgames.opening = Some(LocalJob::start(opening)),
        Err(problem) => endgames.refused(&dir, &problem),
    }
    endgames.folder = dir;
}

pub(super) fn finish_reading(mut endgames: ResMut<LoadedTablebase>) {
    let Some(answer) = endgames.opening.as_mut().and_then(LocalJob::poll) else {
        return;
    };
    endgames.opening = None;
    match answer {
        Ok(tables) => {
            let (least, most) = tables.geese();
            info!("endgame tables of {least} to {most} geese read");
            endgames.tables = Some(Arc::new(tables));
        }
        Err(problem) => {
            let dir = endgames.folder.clone();
            endgames.refused(&dir, &problem);
        }
    }
}

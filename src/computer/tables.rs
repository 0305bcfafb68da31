//! Fox & Geese's endgame tables, where a player has made them (`asalto-engine tablebase --dir`)
//! and names their folder (`--tablebase`, or `ASALTO_TABLEBASE_DIR`): read in the background at
//! start. Once read, Marshal plays perfectly where they hold the position, and the panel says
//! who wins with perfect play.

use std::path::PathBuf;
use std::sync::Arc;

use asalto_engine::Variant;
use asalto_engine::job::{Job, Slice};
use asalto_engine::tablebase::{Tablebase, shares_endgames, winner_moves};
use bevy::prelude::*;

use super::forced::ForcedWin;
use crate::game::Match;
use crate::platform::background::Background;

/// Where the tables are, if the player named a folder.
#[derive(Resource, Clone, Debug, Default)]
pub struct TablesFolder(pub Option<PathBuf>);

/// The tables, once read (or why they could not be).
#[derive(Resource, Default)]
pub struct EndgameTables {
    pub tables: Option<Arc<Tablebase>>,
    opening: Option<Background<OpenTables>>,
    /// Why the folder's tables could not be read, in one line.
    pub problem: Option<String>,
}

impl EndgameTables {
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

/// Reading the tables, as a job: one step reads them whole.
struct OpenTables {
    dir: PathBuf,
}

impl Job for OpenTables {
    type Answer = Result<Tablebase, String>;

    fn step(&mut self, _: &Slice) -> Option<Self::Answer> {
        let fox_geese = Variant::fox_and_geese(13, false).expect("a built-in variant");
        let opened = Tablebase::open(&fox_geese, &self.dir);
        Some(opened.map_err(|e| format!("--tablebase {}: {e}", self.dir.display())))
    }

    fn nodes(&self) -> u64 {
        0
    }
}

pub(super) fn start_reading(folder: Res<TablesFolder>, mut endgames: ResMut<EndgameTables>) {
    let named = std::env::var_os("ASALTO_TABLEBASE_DIR").map(PathBuf::from);
    if let Some(dir) = folder.0.clone().or(named) {
        endgames.opening = Some(Background::start(OpenTables { dir }));
    }
}

pub(super) fn finish_reading(mut endgames: ResMut<EndgameTables>) {
    let Some(answer) = endgames.opening.as_mut().and_then(Background::poll) else {
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
            warn!("{problem}");
            endgames.problem = Some(problem);
        }
    }
}

//! A player's Fox & Geese value tables (`values:FOLDER`): wherever they hold the position and
//! it is won, the player's move is one that keeps it won.

use std::fmt;
use std::sync::Arc;

use rand::RngExt;
use rand::rngs::SmallRng;

use asalto_engine::tablebase::ValueTables;
use asalto_engine::{Game, Move, Variant};

/// Value tables read from a folder, shared by the games.
#[derive(Clone)]
pub struct Values {
    pub folder: String,
    tables: Arc<ValueTables>,
}

impl fmt::Debug for Values {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Values({})", self.folder)
    }
}

impl Values {
    /// The value tables in `folder` (those of Fox & Geese with 13 geese serve 15 and 17 too).
    pub fn read(folder: &str) -> Result<Values, String> {
        let fox_geese = Variant::fox_and_geese(13, false).expect("built in");
        let tables = if crate::output::arguments_only() {
            // Only the arguments are checked: no tables stand in.
            ValueTables::new(fox_geese)
        } else {
            ValueTables::open(&fox_geese, std::path::Path::new(folder))
        };
        Ok(Values {
            folder: folder.to_string(),
            tables: Arc::new(tables.map_err(|e| e.to_string())?),
        })
    }

    /// `chosen` if it keeps a won position won (or the position is lost or not held), else
    /// one of the moves that do, at random; and whether the move played is a known win.
    pub fn keep_win(&self, game: &Game, chosen: Move, rng: &mut SmallRng) -> (Move, bool) {
        if !asalto_engine::tablebase::shares_endgames(self.tables.variant(), game.variant()) {
            return (chosen, false);
        }
        match self.tables.winning_moves(game.position()) {
            Some(wins) if wins.contains(&chosen) => (chosen, true),
            Some(wins) if !wins.is_empty() => (wins[rng.random_range(0..wins.len())], true),
            _ => (chosen, false),
        }
    }
}

//! Perfect play where Fox & Geese's endgame tables hold the position: the move comes from the
//! tables, not a search, and is exact.

use super::{MATE, Proof, ProvenWin, SearchResult};
use crate::game::Game;
use crate::tablebase::{Tablebase, shares_endgames};

/// Plies of the perfect line kept as the result's expected line.
const LINE_PLIES: usize = 40;

/// The tables' perfect move in the game's position, as a search's result: its score a win or a
/// loss in the tables' plies, and proven when the side to move wins. `None` where the tables
/// are of other rules, do not hold the position, or the game is over.
pub fn perfect_result(game: &Game, tables: &Tablebase) -> Option<SearchResult> {
    if game.outcome().is_some() || !shares_endgames(game.variant(), tables.variant()) {
        return None;
    }
    let pos = game.position();
    let (mv, entry) = tables.perfect_move(pos)?;
    let plies = usize::from(entry.plies);
    let won = MATE - plies.min(MATE as usize / 2) as i32;
    Some(SearchResult {
        best: Some(mv),
        score: if entry.wins { won } else { -won },
        depth: u32::from(entry.plies),
        nodes: 0,
        pv: tables.perfect_line(pos, LINE_PLIES),
        timed_out: false,
        proof: entry.wins.then_some(Proof {
            plies: Some(plies),
            nodes: 0,
            cut: false,
        }),
        trap: None,
    })
}

/// A position the tables hold, as a review sees it: the perfect move as the search's result,
/// whether it is the only move that keeps the win (of several), and the exact win (for either
/// side) as if the solver had proved it.
pub(super) struct Exact {
    pub result: SearchResult,
    pub singular: bool,
    pub win: ProvenWin,
}

/// The review's view of the game's position from the tables, where they hold it.
pub(super) fn exact(game: &Game, tables: &Tablebase) -> Option<Exact> {
    let result = perfect_result(game, tables)?;
    let pos = game.position();
    let entry = tables.probe(pos)?;
    let moves = tables.moves(pos)?;
    let keeping = moves.iter().filter(|(_, e)| e.wins).count();
    let mover = pos.turn.side();
    Some(Exact {
        singular: entry.wins && keeping == 1 && moves.len() > 1,
        win: ProvenWin {
            side: if entry.wins { mover } else { mover.other() },
            plies: usize::from(entry.plies),
            line: result.pv.clone(),
        },
        result,
    })
}

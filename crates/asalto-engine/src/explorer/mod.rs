//! The opening explorer: for a position, the moves played from it in the opening book and in
//! the engine's own games, how each game that went on with a move ended, and the wins the
//! solver proved. Positions are matched by their pieces and turn (transpositions meet).
//!
//! The built-in data: `books/<variant>.txt` (`asalto-engine book`), `games/<variant>.txt`
//! (`asalto-engine games`) and `proofs/<variant>.txt` (`asalto-engine prove-openings`).

mod building;
pub mod games;
mod proofs;

use std::collections::HashMap;
use std::sync::Arc;

use crate::book::Book;
use crate::game::Game;
use crate::moves::Move;
use crate::position::{Position, Side};
use crate::variant::Variant;
use crate::zobrist;

pub use building::ExplorerBuild;
pub use games::{GamesError, PlayedGame};
pub use proofs::ProofsError;

/// A win the solver proved for a position: for whom, and its longest line in plies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ProvenResult {
    /// The side that wins by force.
    pub winner: Side,
    /// The longest line of the win, in plies.
    pub plies: usize,
}

/// How the games that went on with one move ended.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Results {
    /// Games the attackers won.
    pub attackers: u32,
    /// Games the officers won.
    pub officers: u32,
    /// Games drawn.
    pub draws: u32,
}

impl Results {
    fn add(&mut self, winner: Option<Side>) {
        match winner {
            Some(Side::Attackers) => self.attackers += 1,
            Some(Side::Officers) => self.officers += 1,
            None => self.draws += 1,
        }
    }

    /// The games counted.
    pub fn games(&self) -> u32 {
        self.attackers + self.officers + self.draws
    }

    /// The share of the games `side` won, in percent (0 when there are none).
    pub fn percent(&self, side: Option<Side>) -> u32 {
        let won = match side {
            Some(Side::Attackers) => self.attackers,
            Some(Side::Officers) => self.officers,
            None => self.draws,
        };
        (100 * won + self.games() / 2)
            .checked_div(self.games())
            .unwrap_or(0)
    }
}

/// One move from the position asked about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExplorerMove {
    /// The move.
    pub mv: Move,
    /// Its notation.
    pub text: String,
    /// The book's lines that play it.
    pub book: u32,
    /// The engine's games that played it, by how they ended.
    pub results: Results,
    /// The solver's proven win for the position after it, if there is one.
    pub proven: Option<ProvenResult>,
}

#[derive(Clone, Copy, Debug, Default)]
struct Tally {
    book: u32,
    results: Results,
}

/// The explorer of one variant.
#[derive(Clone, Debug)]
pub struct Explorer {
    variant: Arc<Variant>,
    moves: HashMap<u64, HashMap<Move, Tally>>,
    proven: HashMap<u64, ProvenResult>,
}

/// The data that comes with the engine, by variant.
const BUILTIN_GAMES: [(&str, &str); 2] = [
    ("asalto", include_str!("../../games/asalto.txt")),
    ("fox-geese-13", include_str!("../../games/fox-geese-13.txt")),
];
const BUILTIN_PROOFS: [(&str, &str); 1] = [("asalto", include_str!("../../proofs/asalto.txt"))];

impl Explorer {
    /// An empty explorer.
    pub fn new(variant: Arc<Variant>) -> Explorer {
        Explorer {
            variant,
            moves: HashMap::new(),
            proven: HashMap::new(),
        }
    }

    /// The variant it explores.
    pub fn variant(&self) -> &Arc<Variant> {
        &self.variant
    }

    fn each_move(&mut self, game: &Game, mut count: impl FnMut(&mut Tally)) {
        for (n, ply) in game.plies().iter().enumerate() {
            let before = zobrist::hash(game.position_after(n));
            count(
                self.moves
                    .entry(before)
                    .or_default()
                    .entry(ply.mv)
                    .or_default(),
            );
        }
    }

    /// Counts each move of each of the book's lines once.
    pub fn add_book(&mut self, book: &Book) {
        for start in book.starts() {
            self.each_move(&start.game, |tally| tally.book += 1);
        }
    }

    /// Counts each move of a finished game with its result.
    pub fn add_game(&mut self, played: &PlayedGame) {
        self.each_move(&played.game, |tally| tally.results.add(played.winner));
    }

    /// Records a win the solver proved for a position.
    pub fn add_proof(&mut self, position: &Position, result: ProvenResult) {
        self.proven.insert(zobrist::hash(position), result);
    }

    /// The proven win of a position, if the solver has one.
    pub fn proven(&self, position: &Position) -> Option<ProvenResult> {
        self.proven.get(&zobrist::hash(position)).copied()
    }

    /// The moves from a position seen in the book or the games, most played first, with the
    /// legal moves the solver proved something after. Moves not legal there are left out.
    pub fn moves(&self, position: &Position) -> Vec<ExplorerMove> {
        let seen = self.moves.get(&zobrist::hash(position));
        let game = Game::from_position(self.variant.clone(), *position);
        let mut found: Vec<ExplorerMove> = game
            .legal_moves()
            .into_iter()
            .filter_map(|mv| {
                let tally = seen.and_then(|s| s.get(&mv)).copied().unwrap_or_default();
                let mut after = game.clone();
                after.play(mv).ok()?;
                let proven = self.proven(after.position());
                (tally.book > 0 || tally.results.games() > 0 || proven.is_some()).then(|| {
                    ExplorerMove {
                        text: self.variant.move_text(&mv),
                        mv,
                        book: tally.book,
                        results: tally.results,
                        proven,
                    }
                })
            })
            .collect();
        found.sort_by(|a, b| {
            (b.results.games() + b.book)
                .cmp(&(a.results.games() + a.book))
                .then_with(|| a.text.cmp(&b.text))
        });
        found
    }
}

#[cfg(test)]
mod tests;

//! Whether a move solves a puzzle, as a [`Job`]: the position after the move searched, then,
//! for an `only` or `better` puzzle, the position after the key, and the two compared.

use crate::game::Game;
use crate::job::{Job, Slice};
use crate::moves::Move;

use super::{BETTER_GAP, Goal, ONLY_GAP, Puzzle};
use crate::search::{Analyser, Limits, MATE_BOUND};

/// A try at a puzzle being judged; its answer is whether it solves the puzzle. Stopped, it
/// answers `false` (not judged a solution).
pub struct PuzzleCheck {
    goal: Goal,
    phase: Phase,
    /// The game after the key, for the key's value (`None`: the key is not legal).
    after_key: Option<Game>,
    /// The key's value, where it is known already (`Some(None)`: it has none).
    known_key: Option<Option<i32>>,
    limits: Limits,
    /// Nodes of the searches finished.
    nodes: u64,
}

enum Phase {
    /// The position after the move tried.
    Tried(Box<Analyser>),
    /// The position after the key, the try's value known.
    Key {
        tried: i32,
        search: Box<Analyser>,
    },
    Done(bool),
}

impl Puzzle {
    /// A job judging whether `mv` solves the puzzle by searches at `limits` of the positions
    /// after it and after the key: it wins by force (`win`), or it loses less than
    /// [`ONLY_GAP`] against the key (`only`), or at most [`BETTER_GAP`] (`better`). Any such
    /// move counts, not only the key; a move that is not legal does not.
    pub fn check(&self, mv: Move, limits: &Limits) -> PuzzleCheck {
        let after = |m: Move| {
            let mut game = self.game.clone();
            game.play(m).is_ok().then_some(game)
        };
        let phase = match after(mv) {
            _ if mv == self.key() => Phase::Done(true),
            None => Phase::Done(false),
            Some(game) => Phase::Tried(Box::new(Analyser::new(&game).limits(limits))),
        };
        PuzzleCheck {
            goal: self.goal,
            phase,
            after_key: after(self.key()),
            known_key: None,
            limits: limits.clone(),
            nodes: 0,
        }
    }
}

impl PuzzleCheck {
    /// Takes the key's value (for the side to move in the puzzle) as known instead of searching
    /// for it (`None`: it has none, and no try solves the puzzle but the key).
    pub(super) fn knowing_key(mut self, key: Option<i32>) -> PuzzleCheck {
        self.known_key = Some(key);
        self
    }

    /// What comes once the try's value is known: the verdict, or the key's search.
    fn after_try(&self, tried: i32) -> Phase {
        match (self.goal, self.known_key, &self.after_key) {
            (Goal::Win, ..) => Phase::Done(tried >= MATE_BOUND),
            (_, Some(Some(key)), _) => Phase::Done(self.judged(tried, key)),
            (_, Some(None), _) | (_, None, None) => Phase::Done(false),
            (_, None, Some(game)) => Phase::Key {
                tried,
                search: Box::new(Analyser::new(game).limits(&self.limits)),
            },
        }
    }

    /// The verdict once both values are known.
    fn judged(&self, tried: i32, key: i32) -> bool {
        match self.goal {
            Goal::Win => tried >= MATE_BOUND,
            Goal::Only => tried > key - ONLY_GAP,
            Goal::Better => tried >= key - BETTER_GAP,
        }
    }
}

impl Job for PuzzleCheck {
    type Answer = bool;

    fn step(&mut self, slice: &Slice) -> Option<bool> {
        let start = self.nodes();
        let end = slice.nodes.map_or(u64::MAX, |n| start.saturating_add(n));
        loop {
            let left = Slice::nodes(end.saturating_sub(self.nodes()), slice.stop);
            let next = match &mut self.phase {
                Phase::Done(solves) => return Some(*solves),
                _ if slice.stop.is_set() => Phase::Done(false),
                Phase::Tried(search) => {
                    let tried = -search.step(&left)?.score;
                    self.nodes += search.nodes();
                    match slice.stop.is_set() {
                        true => Phase::Done(false),
                        false => self.after_try(tried),
                    }
                }
                Phase::Key { tried, search } => {
                    let tried = *tried;
                    let key = -search.step(&left)?.score;
                    self.nodes += search.nodes();
                    Phase::Done(!slice.stop.is_set() && self.judged(tried, key))
                }
            };
            self.phase = next;
        }
    }

    fn nodes(&self) -> u64 {
        self.nodes
            + match &self.phase {
                Phase::Tried(search) | Phase::Key { search, .. } => search.nodes(),
                Phase::Done(_) => 0,
            }
    }
}

//! The searches of a trap hunt, whole or in slices.

use crate::game::Game;
use crate::job::StopFlag;
use crate::moves::Move;
use crate::position::Side;

use super::super::clock::Clock;
use super::super::engine::{Deepening, Found, Searcher};
use super::super::{Limits, MATE_BOUND, Weights, new_searcher};
use super::{Trap, Traps};

/// The hunt's own time limit, natively (see [`TrapHunt::run`]).
pub const TRAP_MS: u64 = 1_000;

/// Where there is no clock (a browser's page), the limit becomes a node budget, as the levels'
/// do: no search of the hunt starts after these many nodes.
fn node_cap() -> Option<u64> {
    Clock::nodes_instead_of(TRAP_MS)
}

/// A root move worth looking at: its score and the reply the search expects.
#[derive(Clone, Copy, Debug)]
struct Candidate {
    mv: Move,
    score: i32,
    best_reply: Move,
}

/// Where the look at one candidate has got to.
#[derive(Clone, Debug)]
enum Step {
    /// The careless replies are being searched for.
    Replies,
    /// The positions after the replies are being scored, the best reply's first: each reply
    /// with its chance (a weight), and the scores so far.
    Scoring {
        replies: Vec<(Move, u32)>,
        scores: Vec<i32>,
    },
}

impl Step {
    /// The reply whose position is searched next, if any.
    fn reply(&self) -> Option<Move> {
        match self {
            Step::Replies => None,
            Step::Scoring { replies, scores } => replies.get(scores.len()).map(|r| r.0),
        }
    }
}

/// One of the searches of a hunt, with the game it searches.
struct Search {
    after: Game,
    searcher: Searcher,
    deepening: Deepening,
}

/// The searches that look for a trap after the officers' search, run a few nodes at a time
/// ([`advance`]); none has a time limit of its own (only the hunt's, when [`timed`]), so a
/// slice larger than all of them gives the whole hunt's answer (a search cut by a slice's end
/// starts its iteration again, as in [`super::LevelMove`]).
///
/// [`advance`]: TrapHunt::advance
/// [`timed`]: TrapHunt::timed
pub(in crate::search) struct TrapHunt {
    game: Game,
    side: Side,
    traps: Traps,
    weights: Weights,
    stop: StopFlag,
    best: Option<Move>,
    candidates: Vec<Candidate>,
    next: usize,
    step: Step,
    job: Option<Search>,
    /// The best value so far, and its move.
    chosen: Option<(i32, Trap)>,
    /// Nodes of the finished searches.
    done_nodes: u64,
    /// When the hunt started, where its time limit applies.
    clock: Option<Clock>,
}

impl TrapHunt {
    /// The hunt after a search that scored its root moves within `traps.margin` exactly;
    /// `None` where no trap is looked for (the attackers' move, a forced result, a single
    /// candidate).
    pub(in crate::search) fn new(
        game: &Game,
        found: &Found,
        traps: Traps,
        weights: &Weights,
    ) -> Option<TrapHunt> {
        if !traps.apply_to(game.position()) || found.score.abs() >= MATE_BOUND || found.depth == 0 {
            return None;
        }
        let best_score = found
            .root
            .first()
            .map_or(found.score, |rm| rm.score.max(found.score));
        let candidates: Vec<Candidate> = found
            .root
            .iter()
            .filter(|rm| rm.exact && rm.score >= best_score - traps.margin && rm.line.len() >= 2)
            .take(traps.most)
            .map(|rm| Candidate {
                mv: rm.mv,
                score: rm.score,
                best_reply: rm.line[1],
            })
            .collect();
        if candidates.len() < 2 {
            return None;
        }
        Some(TrapHunt {
            game: game.clone(),
            side: game.position().turn.side(),
            traps,
            weights: *weights,
            stop: StopFlag::default(),
            best: found.best,
            candidates,
            next: 0,
            step: Step::Replies,
            job: None,
            chosen: None,
            done_nodes: 0,
            clock: None,
        })
    }

    /// Nodes searched so far.
    pub(in crate::search) fn nodes(&self) -> u64 {
        self.done_nodes + self.job.as_ref().map_or(0, |job| job.searcher.nodes())
    }

    /// Keeps the hunt's time limit from now on, a safety net as the levels' time caps are:
    /// after [`TRAP_MS`] no further search is started (each is a small fraction of it on an
    /// idle machine) and the best found so far counts.
    pub(in crate::search) fn timed(mut self) -> TrapHunt {
        self.clock = Some(Clock::start());
        self
    }

    /// Searches about `slice` more nodes (all of them when `None`), or until `stop` is set;
    /// true once the hunt is over.
    pub(in crate::search) fn advance(&mut self, slice: Option<u64>, stop: &StopFlag) -> bool {
        self.stop = stop.clone();
        if let Some(job) = &mut self.job {
            job.searcher.stop_on(stop);
        }
        let start = self.nodes();
        loop {
            if self.next >= self.candidates.len() {
                return true;
            }
            if self.job.is_none() {
                let late = self
                    .clock
                    .is_some_and(|clock| clock.elapsed_ms() >= TRAP_MS);
                if late || node_cap().is_some_and(|cap| self.done_nodes >= cap) {
                    self.next = self.candidates.len();
                    return true;
                }
                self.job = self.start_job();
                if self.job.is_none() {
                    // The game ends first: after the officers' move (nothing to set), or after
                    // a reply (counted as no gain).
                    match &self.step {
                        Step::Scoring { scores, .. } if !scores.is_empty() => {
                            let best = scores[0];
                            self.scored(best);
                        }
                        _ => self.finish_candidate(0),
                    }
                    continue;
                }
            }
            let job = self.job.as_mut().expect("started");
            if let Some(slice) = slice {
                let left = (start + slice).saturating_sub(self.done_nodes);
                let left = left.saturating_sub(job.searcher.nodes());
                if left == 0 {
                    return false;
                }
                job.searcher.pause_after(left);
            }
            if !job.deepening.advance(&mut job.searcher, &mut |_| {}) {
                return false;
            }
            let job = self.job.take().expect("running");
            self.done_nodes += job.searcher.nodes();
            self.job_done(job);
        }
    }

    /// The search the present step needs, or `None` when the step cannot be taken (the game
    /// ends first).
    fn start_job(&self) -> Option<Search> {
        let candidate = self.candidates[self.next];
        let mut after = self.game.clone();
        after.play(candidate.mv).ok()?;
        if after.outcome().is_some() {
            return None;
        }
        let (depth, nodes, margin) = match self.step.reply() {
            None => (
                Some(self.traps.reply_depth),
                self.traps.reply_nodes,
                self.traps.reply_margin,
            ),
            Some(reply) => {
                after.play(reply).ok()?;
                (None, self.traps.verify_nodes, 0)
            }
        };
        let limits = Limits {
            depth,
            nodes: Some(nodes),
            movetime_ms: None,
        };
        let searcher = new_searcher(&after, &limits, &self.stop).with_weights(self.weights);
        let deepening = Deepening::new(after.variant(), after.position(), depth, margin);
        Some(Search {
            after,
            searcher,
            deepening,
        })
    }

    /// Takes a finished search's answer and moves on.
    fn job_done(&mut self, job: Search) {
        let found = &job.deepening.found;
        let candidate = self.candidates[self.next];
        match &mut self.step {
            Step::Replies => {
                let careless = careless_replies(found, &self.traps);
                if careless.iter().all(|&(mv, _)| mv == candidate.best_reply) {
                    return self.finish_candidate(0);
                }
                let mut replies = vec![(candidate.best_reply, 0)];
                for (mv, weight) in careless {
                    match replies.iter_mut().find(|r| r.0 == mv) {
                        Some(best) => best.1 = weight,
                        None => replies.push((mv, weight)),
                    }
                }
                self.step = Step::Scoring {
                    replies,
                    scores: Vec::new(),
                };
            }
            Step::Scoring { .. } => {
                let score = self.score_for_side(&job.after, found.score);
                self.scored(score);
            }
        }
    }

    /// A reply's position scored (where the game ends after the reply, as the best reply's):
    /// on to the next, or the candidate's gain once all are.
    fn scored(&mut self, score: i32) {
        let Step::Scoring { replies, scores } = &mut self.step else {
            return;
        };
        scores.push(score);
        if scores.len() < replies.len() {
            return;
        }
        let best = scores[0];
        let total: i64 = replies.iter().map(|r| r.1 as i64).sum();
        let gain = replies
            .iter()
            .zip(scores.iter())
            .map(|(r, &s)| r.1 as i64 * (s - best) as i64)
            .sum::<i64>()
            / total.max(1);
        self.finish_candidate(gain as i32);
    }

    fn score_for_side(&self, after: &Game, score: i32) -> i32 {
        let score = if after.position().turn.side() == self.side {
            score
        } else {
            -score
        };
        let most = self.traps.most_gain * 4;
        score.clamp(-most, most)
    }

    /// Scores the present candidate by its gain and goes on to the next.
    fn finish_candidate(&mut self, gain: i32) {
        let candidate = self.candidates[self.next];
        let gain = if gain >= self.traps.least_gain {
            gain.min(self.traps.most_gain)
        } else {
            0
        };
        let value = candidate.score + gain * self.traps.share / 100;
        if self.chosen.is_none_or(|(best, _)| value > best) {
            let trap = Trap {
                mv: candidate.mv,
                score: candidate.score,
                gain,
                best_reply: candidate.best_reply,
            };
            self.chosen = Some((value, trap));
        }
        self.next += 1;
        self.step = Step::Replies;
    }

    /// The trap found: a move other than the search's best, with a gain.
    pub(in crate::search) fn trap(&self) -> Option<Trap> {
        self.chosen
            .map(|(_, trap)| trap)
            .filter(|trap| trap.gain > 0 && Some(trap.mv) != self.best)
    }
}

/// The replies a loose player might choose after a search scored them: within the margin of
/// its best, the nearer the likelier (weight margin − loss + 1), at most `most_replies`.
fn careless_replies(found: &Found, traps: &Traps) -> Vec<(Move, u32)> {
    let Some(best) = found.best else {
        return Vec::new();
    };
    let mut replies: Vec<(Move, u32)> = found
        .root
        .iter()
        .filter(|rm| rm.exact && rm.score > found.score - traps.reply_margin)
        .map(|rm| {
            (
                rm.mv,
                (traps.reply_margin - (found.score - rm.score)).max(0) as u32 + 1,
            )
        })
        .take(traps.most_replies)
        .collect();
    if replies.is_empty() {
        replies.push((best, 1));
    }
    replies
}

//! What may stop a search, and where it stands: the node budget, the clock, the stop flag and
//! a slice's end.

use crate::job::StopFlag;

use super::super::clock::Clock;

/// Where a search stands. Any but `Searching` unwinds the tree walk at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Status {
    Searching,
    /// A slice's end: the iteration starts again at the next step.
    Paused,
    /// The node budget or the stop flag ended it.
    Ended,
    /// The clock, not the node budget, ended the search or its deepening.
    TimedOut,
}

/// The nodes counted against the budget, the time limit and the flags that end or pause a
/// search.
pub(super) struct Spending {
    pub nodes: u64,
    pub node_limit: u64,
    pub time_limit_ms: Option<u64>,
    pub stop: StopFlag,
    pub clock: Clock,
    pub status: Status,
    /// A slice's end: reaching it stops the search, but only for now ([`Status::Paused`]).
    pub pause_at: u64,
}

impl Spending {
    pub fn new(node_limit: u64, time_limit_ms: Option<u64>, stop: &StopFlag) -> Spending {
        Spending {
            nodes: 0,
            node_limit,
            time_limit_ms,
            stop: stop.clone(),
            clock: Clock::start(),
            status: Status::Searching,
            pause_at: u64::MAX,
        }
    }

    /// Whether the search must stop now (checked at every node, the clock every 256 nodes).
    #[inline]
    pub fn out_of_budget(&mut self) -> bool {
        if self.aborted() {
            return true;
        }
        if self.nodes & 255 == 0 {
            let late = self
                .time_limit_ms
                .is_some_and(|ms| self.clock.elapsed_ms() >= ms);
            if late || self.nodes >= self.node_limit || self.stop.is_set() {
                self.status = if late && self.nodes < self.node_limit {
                    Status::TimedOut
                } else {
                    Status::Ended
                };
            } else if self.nodes >= self.pause_at {
                // The end of a slice, not of the search (a final stop above takes precedence).
                self.status = Status::Paused;
            }
        }
        self.aborted()
    }

    /// Whether the tree walk must unwind: the search ended or paused.
    #[inline]
    pub fn aborted(&self) -> bool {
        self.status != Status::Searching
    }

    /// A new iteration usually costs more than all earlier ones together: don't start one that
    /// cannot finish.
    pub fn spent_for_next_iteration(&mut self) -> bool {
        if self.nodes.saturating_mul(2) >= self.node_limit {
            return true;
        }
        let late = self
            .time_limit_ms
            .is_some_and(|ms| self.clock.elapsed_ms().saturating_mul(2) >= ms);
        if late {
            self.status = Status::TimedOut;
        }
        late
    }
}

//! What tests and tools use to look into a running game: `--screenshot`, `--self-check`,
//! `--frame-stats`, `--layout-watch`, `--review-after` and, in the browser, the state the
//! browser test reads.

pub mod browser_state;
pub mod frame_stats;
pub mod layout_report;
pub mod layout_watch;
pub mod review_after;
pub mod screenshot;
pub mod self_check;
pub mod start_time;

//! The search's only contact with the wall clock. `std::time::Instant` panics on
//! wasm32-unknown-unknown, so there the clock reads what its host hands it ([`use_time_source`]:
//! a Web Worker's `performance.now()`), and where the host has handed nothing (a page's own
//! thread, where the search runs in slices between frames) time limits become node budgets.

/// Nodes a wasm32 build is assumed to search per millisecond when a time limit must become a
/// node budget (a browser runs the search a few times slower than a native build).
pub const WASM_NODES_PER_MS: u64 = 300;

/// Where a wasm32 build reads the time: milliseconds from any fixed origin.
#[cfg(target_arch = "wasm32")]
static TIME_SOURCE: std::sync::OnceLock<fn() -> f64> = std::sync::OnceLock::new();

/// Gives a wasm32 build its clock (its first call counts; natively the system's clock is used
/// and this does nothing). From then on the levels keep their time limits as on a desktop.
pub fn use_time_source(now_ms: fn() -> f64) {
    #[cfg(target_arch = "wasm32")]
    let _ = TIME_SOURCE.set(now_ms);
    #[cfg(not(target_arch = "wasm32"))]
    let _ = now_ms;
}

/// Measures the time since the search started, where the platform allows it.
#[derive(Clone, Copy, Debug)]
pub struct Clock {
    #[cfg(not(target_arch = "wasm32"))]
    started: std::time::Instant,
    /// The source's reading at the start (`None`: no clock).
    #[cfg(target_arch = "wasm32")]
    started_ms: Option<f64>,
}

impl Clock {
    /// A clock started now.
    pub fn start() -> Clock {
        Clock {
            #[cfg(not(target_arch = "wasm32"))]
            started: std::time::Instant::now(),
            #[cfg(target_arch = "wasm32")]
            started_ms: TIME_SOURCE.get().map(|now| now()),
        }
    }

    /// Whether this platform can read the time at all.
    pub fn available() -> bool {
        #[cfg(not(target_arch = "wasm32"))]
        return true;
        #[cfg(target_arch = "wasm32")]
        return TIME_SOURCE.get().is_some();
    }

    /// The node budget that stands in for a time limit of `ms` where there is no clock (`None`
    /// where there is one: the time limit itself applies).
    pub fn nodes_instead_of(ms: u64) -> Option<u64> {
        if Clock::available() {
            None
        } else {
            Some(ms.saturating_mul(WASM_NODES_PER_MS))
        }
    }

    /// Milliseconds since the start (always 0 where there is no clock).
    pub fn elapsed_ms(&self) -> u64 {
        #[cfg(not(target_arch = "wasm32"))]
        {
            self.started.elapsed().as_millis() as u64
        }
        #[cfg(target_arch = "wasm32")]
        {
            match (self.started_ms, TIME_SOURCE.get()) {
                (Some(start), Some(now)) => (now() - start).max(0.0) as u64,
                _ => 0,
            }
        }
    }
}

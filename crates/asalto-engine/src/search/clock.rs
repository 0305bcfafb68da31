//! The search's only contact with the wall clock. `std::time::Instant` panics on
//! wasm32-unknown-unknown, so there the clock reads nothing and time limits become node budgets.

/// Nodes a wasm32 build is assumed to search per millisecond when a time limit must become a
/// node budget (a browser runs the search a few times slower than a native build).
pub const WASM_NODES_PER_MS: u64 = 300;

/// Measures the time since the search started, where the platform allows it.
#[derive(Clone, Copy, Debug)]
pub struct Clock {
    #[cfg(not(target_arch = "wasm32"))]
    started: std::time::Instant,
}

impl Clock {
    /// A clock started now.
    pub fn start() -> Clock {
        Clock {
            #[cfg(not(target_arch = "wasm32"))]
            started: std::time::Instant::now(),
        }
    }

    /// Whether this platform can read the time at all.
    pub const fn available() -> bool {
        cfg!(not(target_arch = "wasm32"))
    }

    /// The node budget that stands in for a time limit of `ms` where there is no clock (`None`
    /// where there is one: the time limit itself applies).
    pub const fn nodes_instead_of(ms: u64) -> Option<u64> {
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
            0
        }
    }
}

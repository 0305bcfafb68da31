//! What tests and tools use to look into a running game: `--screenshot` and, in the browser, the
//! state the browser test reads.

pub mod screenshot;
#[cfg(target_arch = "wasm32")]
pub mod web_state;

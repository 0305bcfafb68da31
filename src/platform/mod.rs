//! What differs between a desktop and a browser, behind one face: where files are kept, files the
//! player opens, the clipboard, the page's address, the window's icon, the searches' thread priority, the renderer. Nothing here knows the game.

pub mod background;
pub mod clipboard;
pub mod files;
#[cfg(not(target_arch = "wasm32"))]
pub mod icon;
pub mod priority;
pub mod renderer;
pub mod storage;
#[cfg(target_arch = "wasm32")]
pub mod web;

/// A budget for the engine's work on this platform: `native` on a desktop, `browser` in a
/// browser, where the search runs a few times slower and shares the page's one thread.
pub const fn native_or_browser(native: u64, browser: u64) -> u64 {
    if cfg!(target_arch = "wasm32") {
        browser
    } else {
        native
    }
}

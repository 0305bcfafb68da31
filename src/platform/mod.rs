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

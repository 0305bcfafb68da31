//! What differs between a desktop and a browser, behind one face: where files are kept, the
//! clipboard, and the page's address. Nothing here knows the game.

pub mod clipboard;
pub mod storage;
#[cfg(target_arch = "wasm32")]
pub mod web;

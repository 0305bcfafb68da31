//! What differs between a desktop and a browser, behind one face: where files are kept, files the
//! player opens, the clipboard, the page's address, the window's icon, the searches' thread
//! priority, the renderer, screen readers (the accessibility tree mirrored into a page), the
//! browser test's hook. Nothing here knows the game.

pub mod background;
pub mod clipboard;
pub mod files;
#[cfg(not(target_arch = "wasm32"))]
pub mod icon;
pub mod priority;
pub mod renderer;
pub mod screen_reader;
pub mod storage;
pub mod test_hook;
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

/// Whether the player can quit from the menu (a browser tab is closed by the browser).
pub const CAN_QUIT: bool = cfg!(not(target_arch = "wasm32"));

/// Whether the program can tell when it started (a browser gives it no process start).
pub const KNOWS_ITS_START: bool = cfg!(not(target_arch = "wasm32"));

/// Whether the program may end with no exit to wait for (a browser tab closed), so what must
/// be kept is written at once.
pub const ENDS_WITHOUT_WARNING: bool = cfg!(target_arch = "wasm32");

/// Whether the program carries the music in itself. A desktop program does, so that it plays
/// from any folder; a page fetches it once the game runs (2.2 MB that do not compress), so that
/// it opens as quickly as it can.
pub const CARRIES_MUSIC: bool = cfg!(not(target_arch = "wasm32"));

/// Whether the game has an address to show a game in: a browser page's, not a desktop's.
pub const HAS_ADDRESS: bool = cfg!(target_arch = "wasm32");

/// Shows a game in the page's address (after `#`), so that the address can be shared; nothing
/// on a desktop.
pub fn show_in_address(fragment: &str) {
    #[cfg(target_arch = "wasm32")]
    web::set_fragment(fragment);
    #[cfg(not(target_arch = "wasm32"))]
    let _ = fragment;
}

/// A link to a game to send: in a browser, the page's own address (without its query) with the
/// game after `#`; on a desktop, which has no address, `#` and the game (the friend pastes it
/// into the position field, or after the game page's address).
pub fn link_to(fragment: &str) -> String {
    #[cfg(target_arch = "wasm32")]
    if let Some(page) = web::page_address() {
        return format!("{page}#{fragment}");
    }
    format!("#{fragment}")
}

/// Today, as days since 1970-01-01 (UTC): when practised positions come back.
pub fn today() -> u32 {
    #[cfg(target_arch = "wasm32")]
    return (js_sys::Date::now() / 86_400_000.0) as u32;
    #[cfg(not(target_arch = "wasm32"))]
    return std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| (d.as_secs() / 86_400) as u32);
}

/// The languages the system asks for, most wanted first, as locale names (`fr_FR.UTF-8`,
/// `de-DE`): the environment on desktops, the browser's language on the web.
pub fn system_languages() -> Vec<String> {
    #[cfg(target_arch = "wasm32")]
    return web_sys::window()
        .and_then(|w| w.navigator().language())
        .into_iter()
        .collect();
    #[cfg(not(target_arch = "wasm32"))]
    return ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|v| std::env::var(v).ok())
        .filter(|v| !v.is_empty())
        .collect();
}

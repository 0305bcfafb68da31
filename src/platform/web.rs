//! The browser: the page's address as command-line options (`?mode=ai-vs-ai&level=recruit`
//! works like `--mode ai-vs-ai --level recruit`, and `#asalto/moves/…` like `--game`), and the
//! address kept in step with the game on the board.

/// The page's query string as command-line arguments.
pub fn query_args() -> Vec<String> {
    let search = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    let mut args = Vec::new();
    for pair in search.trim_start_matches('?').split('&') {
        if pair.is_empty() {
            continue;
        }
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        let decode = |s: &str| {
            js_sys::decode_uri_component(&s.replace('+', " "))
                .ok()
                .and_then(|v| v.as_string())
                .unwrap_or_else(|| s.to_string())
        };
        args.push(format!("--{}", decode(key)));
        if !value.is_empty() {
            args.push(decode(value));
        }
    }
    args
}

/// The game after the address's `#`, as `--game`.
pub fn hash_args() -> Vec<String> {
    let hash = web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default();
    match hash.trim_start_matches('#') {
        "" => Vec::new(),
        game => vec!["--game".into(), game.to_string()],
    }
}

/// Opens a link put in the address of the page already open (only its `#` part differs, so the
/// browser loads nothing) as a page opens one: by loading the page again, which reads the new
/// game from the address. The game keeps nothing in memory alone, so nothing is lost; the
/// game's own changes to the address (`set_fragment`) replace it without this event.
pub fn reopen_on_a_new_address() {
    use wasm_bindgen::JsCast;
    use wasm_bindgen::closure::Closure;
    let Some(window) = web_sys::window() else {
        return;
    };
    let reload = Closure::<dyn FnMut()>::new(|| {
        if let Some(window) = web_sys::window() {
            let _ = window.location().reload();
        }
    });
    let _ = window.add_event_listener_with_callback("hashchange", reload.as_ref().unchecked_ref());
    // Listens as long as the page lives.
    reload.forget();
}

/// The page's address without its query or fragment: what a link sent to someone else starts
/// with (the query holds this player's own choices, `?language=fr&fresh` say, not the game's).
pub fn page_address() -> Option<String> {
    let location = web_sys::window()?.location();
    let origin = location.origin().ok()?;
    if origin != "null" {
        return Some(format!("{origin}{}", location.pathname().ok()?));
    }
    // A page opened from a file has no origin: its whole address up to the query or fragment.
    let href = location.href().ok()?;
    let end = href.find(['?', '#']).unwrap_or(href.len());
    Some(href[..end].to_string())
}

/// Puts a game after the address's `#` without a new history entry (the back button leaves the
/// page, as before).
pub fn set_fragment(fragment: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    if window.location().hash().ok().as_deref() == Some(&format!("#{fragment}")) {
        return;
    }
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(
            &wasm_bindgen::JsValue::NULL,
            "",
            Some(&format!("#{fragment}")),
        );
    }
}

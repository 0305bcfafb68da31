//! The browser: the page's address as command-line options (`?mode=ai-vs-ai&level=recruit`
//! works like `--mode ai-vs-ai --level recruit`).

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

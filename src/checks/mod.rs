//! What tests and tools use to look into a running game: `--screenshot`, `--self-check`, `--frame-stats`, `--review-after` and, in
//! the browser, the state the browser test reads.

pub mod frame_stats;
pub mod layout_report;
pub mod review_after;
pub mod screenshot;
pub mod self_check;
#[cfg(not(target_arch = "wasm32"))]
pub mod start_time;
#[cfg(target_arch = "wasm32")]
pub mod web_state;

/// `text` as a JSON string, quotes included. Rust's `{:?}` is not JSON: it writes a no-break
/// space (French puts one before every colon) as `\u{a0}`, which JSON readers refuse.
pub fn json_string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if u32::from(c) < 0x20 => out.push_str(&format!("\\u{:04x}", u32::from(c))),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::json_string;

    #[test]
    fn json_strings_escape_what_json_needs_and_keep_the_rest() {
        assert_eq!(
            json_string("Force\u{a0}: \"Recrue\""),
            "\"Force\u{a0}: \\\"Recrue\\\"\""
        );
        assert_eq!(json_string("a\\b\nc\u{1}"), "\"a\\\\b\\nc\\u0001\"");
    }
}

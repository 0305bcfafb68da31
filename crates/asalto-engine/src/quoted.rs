//! Input echoed in a message: quoted, with control characters escaped so the message stays on
//! one line, and cut short so a huge input does not make a huge message.

use std::fmt;

/// The most characters of an input a message repeats.
const LONGEST: usize = 60;

/// `text` as a message shows it: `"d4-d6"`, or `"xxxx…" (1048586 bytes)` when it is long.
pub struct Quoted<'a>(pub &'a str);

impl fmt::Display for Quoted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0.char_indices().nth(LONGEST) {
            None => write!(f, "{:?}", self.0),
            Some((cut, _)) => write!(f, "{:?}… ({} bytes)", &self.0[..cut], self.0.len()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Quoted;

    #[test]
    fn short_text_is_quoted_and_long_text_is_cut() {
        assert_eq!(Quoted("d4\n").to_string(), "\"d4\\n\"");
        let long = "x".repeat(1000);
        let shown = Quoted(&long).to_string();
        assert!(shown.len() < 100, "{shown}");
        assert!(shown.ends_with("(1000 bytes)"), "{shown}");
    }
}

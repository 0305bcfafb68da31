//! The `asalto-engine` tool (`src/main.rs`). Its library holds what the two programs' command
//! lines share (the game's and the tool's): a refusal in one line.

/// Clap's message for a bad command line in one line, without the usage and the pointer to
/// `--help` clap adds below it: "unexpected argument '--pears' found; tip: a similar argument
/// exists: '--pairs'". Every refusal of bad input is one line, whatever read it: the argument
/// clap repeats is cut short where it is long (a link can be 100 KB) and its control characters
/// are escaped (an escape sequence would reach the terminal).
pub fn one_line(error: &clap::Error) -> String {
    let line = error
        .to_string()
        .split("\n\n")
        .filter(|part| !part.starts_with("Usage:") && !part.starts_with("For more information"))
        .map(|part| part.lines().map(str::trim).collect::<Vec<_>>().join(" "))
        .collect::<Vec<_>>()
        .join("; ");
    shorten_quoted(&escape_controls(line.trim_start_matches("error: ")))
}

/// The most characters of a quoted argument a refusal repeats.
const LONGEST_ECHO: usize = 80;

/// Control characters as escapes (`\u{1b}`), so a message stays one harmless line.
fn escape_controls(text: &str) -> String {
    text.chars()
        .map(|c| match c.is_control() {
            true => c.escape_default().to_string(),
            false => c.to_string(),
        })
        .collect()
}

/// Each part of `text` between single quotes cut to [`LONGEST_ECHO`] characters.
fn shorten_quoted(text: &str) -> String {
    text.split('\'')
        .enumerate()
        .map(|(i, part)| {
            let chars = part.chars().count();
            if i % 2 == 0 || chars <= LONGEST_ECHO {
                return part.to_string();
            }
            let head: String = part.chars().take(LONGEST_ECHO - 10).collect();
            let tail: String = part.chars().skip(chars - 8).collect();
            format!("{head}…{tail} ({} characters)", chars)
        })
        .collect::<Vec<_>>()
        .join("'")
}

#[cfg(test)]
mod tests {
    use clap::{Arg, Command};

    #[test]
    fn a_refusal_is_one_line_naming_the_argument() {
        let command = Command::new("t").arg(Arg::new("pairs").long("pairs").required(true));
        let error = command
            .clone()
            .try_get_matches_from(["t", "--pears", "2"])
            .unwrap_err();
        let line = super::one_line(&error);
        assert!(
            line.starts_with("unexpected argument '--pears' found"),
            "{line}"
        );
        assert!(
            line.contains("tip: a similar argument exists: '--pairs'"),
            "{line}"
        );
        assert!(!line.contains('\n') && !line.contains("Usage"), "{line}");
        let long = format!("{}\u{1b}[2J", "x".repeat(100_000));
        let error = (command.clone())
            .try_get_matches_from(["t", "--pairs", "1", long.as_str()])
            .unwrap_err();
        let line = super::one_line(&error);
        assert!(line.len() < 300 && !line.contains('\u{1b}'), "{line}");
        assert!(line.contains(" characters)"), "{line}");
        let error = command.try_get_matches_from(["t"]).unwrap_err();
        let line = super::one_line(&error);
        assert_eq!(
            line,
            "the following required arguments were not provided: --pairs <pairs>"
        );
    }
}

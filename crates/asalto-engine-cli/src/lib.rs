//! The `asalto-engine` tool (`src/main.rs`). Its library holds what the two programs' command
//! lines share (the game's and the tool's): a refusal in one line.

/// Clap's message for a bad command line in one line, without the usage and the pointer to
/// `--help` clap adds below it: "unexpected argument '--pears' found; tip: a similar argument
/// exists: '--pairs'". Every refusal of bad input is one line, whatever read it.
pub fn one_line(error: &clap::Error) -> String {
    error
        .to_string()
        .split("\n\n")
        .filter(|part| !part.starts_with("Usage:") && !part.starts_with("For more information"))
        .map(|part| part.lines().map(str::trim).collect::<Vec<_>>().join(" "))
        .collect::<Vec<_>>()
        .join("; ")
        .trim_start_matches("error: ")
        .to_string()
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
        let error = command.try_get_matches_from(["t"]).unwrap_err();
        let line = super::one_line(&error);
        assert_eq!(
            line,
            "the following required arguments were not provided: --pairs <pairs>"
        );
    }
}

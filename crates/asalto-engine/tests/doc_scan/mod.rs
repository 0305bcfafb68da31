//! Reads the project's Markdown documents for the documentation tests: their links and
//! pictures, their headings' anchors, and the commands they show. Shared by the engine's
//! `tests/docs.rs` (links, `asalto-engine` commands) and the game's (`asalto` commands, the
//! figures the docs state about the game).
#![allow(dead_code)]

use std::collections::HashSet;
use std::path::{Path, PathBuf};

/// The workspace's root folder.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .ancestors()
        .find(|dir| dir.join("ARCHITECTURE.md").is_file())
        .expect("the workspace root holds ARCHITECTURE.md")
        .to_path_buf()
}

/// Every document a reader of the project meets: the root's Markdown files and `docs/`.
pub fn documents() -> Vec<Document> {
    let root = root();
    let mut paths: Vec<PathBuf> = [
        "README.md",
        "CONTRIBUTING.md",
        "CHANGELOG.md",
        "ARCHITECTURE.md",
    ]
    .iter()
    .map(|name| root.join(name))
    .collect();
    let mut pages: Vec<PathBuf> = std::fs::read_dir(root.join("docs"))
        .expect("docs/ exists")
        .map(|entry| entry.expect("docs/ is readable").path())
        .filter(|path| path.extension().is_some_and(|e| e == "md"))
        .collect();
    pages.sort();
    paths.extend(pages);
    paths
        .into_iter()
        .map(|path| {
            let text = std::fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
            Document { path, text }
        })
        .collect()
}

pub struct Document {
    pub path: PathBuf,
    pub text: String,
}

/// A piece of a document found on a line (counted from 1).
#[derive(Debug)]
pub struct Found {
    pub line: usize,
    pub text: String,
}

impl Document {
    /// The document's name relative to the root, for messages.
    pub fn name(&self) -> String {
        self.path
            .strip_prefix(root())
            .unwrap_or(&self.path)
            .display()
            .to_string()
    }

    /// The lines outside fenced code blocks, with their numbers.
    fn unfenced(&self) -> Vec<(usize, &str)> {
        let mut fenced = false;
        let mut lines = Vec::new();
        for (i, line) in self.text.lines().enumerate() {
            if line.trim_start().starts_with("```") {
                fenced = !fenced;
                continue;
            }
            if !fenced {
                lines.push((i + 1, line));
            }
        }
        lines
    }

    /// The lines outside fenced code blocks, code spans blanked out.
    fn prose(&self) -> Vec<(usize, String)> {
        self.unfenced()
            .into_iter()
            .map(|(n, line)| (n, blank_code_spans(line)))
            .collect()
    }

    /// The targets of links and pictures (`[text](target)`, `![alt](target)`, `[name]: target`,
    /// and HTML's `<img src="target">`, for pictures drawn smaller than they are).
    pub fn links(&self) -> Vec<Found> {
        let mut found = Vec::new();
        for (line, text) in self.prose() {
            for part in text.split("<img src=\"").skip(1) {
                if let Some((target, _)) = part.split_once('"') {
                    found.push(Found {
                        line,
                        text: target.to_string(),
                    });
                }
            }
            let mut rest = text.as_str();
            while let Some(at) = rest.find("](") {
                let after = &rest[at + 2..];
                let end = after.find(')').unwrap_or(after.len());
                let target = after[..end]
                    .trim()
                    .trim_start_matches('<')
                    .trim_end_matches('>');
                // A title after the address: `(target "title")`.
                let target = target.split(" \"").next().unwrap_or(target);
                found.push(Found {
                    line,
                    text: target.to_string(),
                });
                rest = &after[end..];
            }
            if let Some(definition) = text.trim_start().strip_prefix('[')
                && let Some((_, target)) = definition.split_once("]: ")
            {
                found.push(Found {
                    line,
                    text: target.trim().to_string(),
                });
            }
        }
        found
    }

    /// The anchors GitHub gives the document's headings.
    pub fn anchors(&self) -> HashSet<String> {
        let mut anchors = HashSet::new();
        for (_, line) in self.unfenced() {
            let Some(heading) = line.strip_prefix('#') else {
                continue;
            };
            let title = heading.trim_start_matches('#').trim();
            let base = slug(title);
            let mut anchor = base.clone();
            let mut n = 0;
            while anchors.contains(&anchor) {
                n += 1;
                anchor = format!("{base}-{n}");
            }
            anchors.insert(anchor);
        }
        anchors
    }

    /// The shell commands the document shows: each line of a fenced block (its comment cut
    /// off) and each code span, as written.
    pub fn code(&self) -> Vec<Found> {
        let mut found = Vec::new();
        let mut fence: Option<String> = None;
        for (i, line) in self.text.lines().enumerate() {
            let trimmed = line.trim_start();
            if let Some(info) = trimmed.strip_prefix("```") {
                fence = match fence {
                    Some(_) => None,
                    None => Some(info.trim().to_string()),
                };
                continue;
            }
            match &fence {
                Some(info) if matches!(info.as_str(), "sh" | "bash" | "shell" | "") => {
                    found.push(Found {
                        line: i + 1,
                        text: cut_comment(line).trim().to_string(),
                    });
                }
                Some(_) => {}
                None => found.extend(
                    code_spans(line)
                        .into_iter()
                        .map(|text| Found { line: i + 1, text }),
                ),
            }
        }
        found
    }
}

/// GitHub's anchor for a heading: lower case, spaces to hyphens, punctuation dropped.
pub fn slug(title: &str) -> String {
    let plain = title.replace('`', "");
    // A link in a heading is anchored by its text.
    let plain = strip_link_targets(&plain);
    plain
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

fn strip_link_targets(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find("](") {
        out.push_str(&rest[..at]);
        let after = &rest[at + 2..];
        rest = after.find(')').map_or("", |end| &after[end + 1..]);
    }
    out.push_str(rest);
    out.replace('[', "")
}

/// The code spans of a line (single backticks; a span may not cross lines).
pub fn code_spans(line: &str) -> Vec<String> {
    let mut spans = Vec::new();
    let mut parts = line.split('`');
    parts.next();
    while let (Some(span), Some(_)) = (parts.next(), parts.next()) {
        spans.push(span.to_string());
    }
    // A span left open at the end of the line continues on the next: not a whole command.
    spans
}

fn blank_code_spans(line: &str) -> String {
    line.split('`')
        .enumerate()
        .map(|(i, part)| if i % 2 == 1 { " " } else { part })
        .collect()
}

/// A shell line without its `# comment` (a `#` outside quotes after a space).
fn cut_comment(line: &str) -> &str {
    let mut quote = None;
    let mut previous = ' ';
    for (i, c) in line.char_indices() {
        match (quote, c) {
            (None, '\'' | '"') => quote = Some(c),
            (Some(q), c) if c == q => quote = None,
            (None, '#') if previous.is_whitespace() => return &line[..i],
            _ => {}
        }
        previous = c;
    }
    line
}

/// A shell command line split into commands (at `|`, `;`, `&&`, `||`, parentheses), each as
/// its words with quotes removed. `None` when the quoting is unbalanced.
pub fn shell_commands(line: &str) -> Option<Vec<Vec<String>>> {
    let mut commands = vec![Vec::new()];
    let mut word: Option<String> = None;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\'' | '"' => {
                let w = word.get_or_insert_with(String::new);
                loop {
                    match chars.next()? {
                        q if q == c => break,
                        '\\' if c == '"' => w.push(chars.next()?),
                        other => w.push(other),
                    }
                }
            }
            '\\' => word.get_or_insert_with(String::new).push(chars.next()?),
            '|' | ';' | '&' | '(' | ')' => {
                commands.last_mut()?.extend(word.take());
                commands.push(Vec::new());
            }
            c if c.is_whitespace() => commands.last_mut()?.extend(word.take()),
            c => word.get_or_insert_with(String::new).push(c),
        }
    }
    commands.last_mut()?.extend(word);
    Some(commands.into_iter().filter(|c| !c.is_empty()).collect())
}

/// Which program a shown command runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Program {
    Engine,
    Game,
}

/// A command the docs show, with what it runs and its arguments.
#[derive(Debug)]
pub struct Shown {
    pub document: String,
    pub line: usize,
    pub program: Program,
    pub args: Vec<String>,
}

/// Every complete command the documents show for `program`. A synopsis (with `<values>`,
/// `[optional parts]` or `…`) is not a complete command and is left out.
pub fn shown_commands(program: Program) -> Vec<Shown> {
    let mut shown = Vec::new();
    for document in documents() {
        for found in document.code() {
            if found.text.contains(['<', '>', '[', ']', '…']) || found.text.contains("...") {
                continue;
            }
            let Some(commands) = shell_commands(&found.text) else {
                continue;
            };
            for words in commands {
                if let Some((p, args)) = recognise(&words)
                    && p == program
                {
                    shown.push(Shown {
                        document: document.name(),
                        line: found.line,
                        program: p,
                        args,
                    });
                }
            }
        }
    }
    shown
}

/// The program and arguments of a command's words, if it runs one of the project's programs.
fn recognise(words: &[String]) -> Option<(Program, Vec<String>)> {
    // Environment assignments before a command (`ASALTO_ENGINE=… scripts/x.sh`) are skipped.
    let start = words.iter().position(|w| !is_assignment(w))?;
    let words: Vec<&str> = words[start..].iter().map(String::as_str).collect();
    let rest = |n: usize| words[n..].iter().map(|w| w.to_string()).collect::<Vec<_>>();
    match words.as_slice() {
        ["asalto-engine" | "./asalto-engine", _, ..] => Some((Program::Engine, rest(1))),
        ["cargo", "engine", _, ..] => Some((Program::Engine, rest(2))),
        [
            "cargo",
            "run",
            "--release",
            "-p",
            "asalto-engine",
            "--",
            _,
            ..,
        ] => Some((Program::Engine, rest(6))),
        // The game's name is also the variant's: only a command with an option is the game.
        ["asalto" | "./asalto", option, ..] if option.starts_with("--") => {
            Some((Program::Game, rest(1)))
        }
        ["cargo", "run", "--release", "--", _, ..] => Some((Program::Game, rest(4))),
        _ => None,
    }
}

fn is_assignment(word: &str) -> bool {
    word.split_once('=').is_some_and(|(name, _)| {
        !name.is_empty() && name.chars().all(|c| c.is_ascii_uppercase() || c == '_')
    })
}

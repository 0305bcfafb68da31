//! How the commands write and fail. Standard output may be a pipe that its reader closes early
//! (`asalto-engine perft 7 asalto | head -1`): that ends the command quietly, as it ends other
//! Unix tools, instead of the panic `println!` gives.

use std::fmt;
use std::io::{self, Write};

/// Whether the command line is only to be read and checked, not carried out: with
/// `ASALTO_ENGINE_ARGUMENTS_ONLY=1` a command stops, successfully, once its arguments are
/// checked, before its work and before it reads a certificate or saved table or writes
/// anything (books and variant files, which say what the work is, are still read). The
/// documentation's test uses it to check every command the docs show without playing
/// hour-long matches.
pub fn arguments_only() -> bool {
    std::env::var_os("ASALTO_ENGINE_ARGUMENTS_ONLY").is_some_and(|v| v == "1")
}

/// The largest variant file read: the Grand Jeu's is 4 KB.
pub const MAX_VARIANT_BYTES: u64 = 256 * 1024;
/// The largest book of starts read: a start is a line of about 100 bytes.
pub const MAX_BOOK_BYTES: u64 = 16 << 20;
/// The largest proof certificate read: the longest proofs written are a few MB.
pub const MAX_CERTIFICATE_BYTES: u64 = 1 << 30;

/// A text file the command line names, through the engine's bounded reader (no pipes or
/// devices, nothing larger than `max_bytes`), with its path in the message.
pub fn read_text(path: &str, max_bytes: u64) -> Result<String, String> {
    asalto_engine::files::read_text(std::path::Path::new(path), max_bytes)
        .map_err(|e| format!("cannot read {path}: {e}"))
}

/// How a command ends other than by success.
#[derive(Debug)]
pub enum Failure {
    /// Bad input or a failed step: one line on standard error, exit status 2.
    Refused(String),
    /// Standard output was closed by its reader: no message, exit status 141 (as a tool that
    /// SIGPIPE ended).
    OutputClosed,
}

impl From<String> for Failure {
    fn from(message: String) -> Failure {
        Failure::Refused(message)
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            // One line, whatever the message held.
            Failure::Refused(message) => f.write_str(&message.replace('\n', "; ")),
            Failure::OutputClosed => f.write_str("standard output was closed"),
        }
    }
}

pub type Done = Result<(), Failure>;

/// Standard output, a line at a time.
pub struct Out(io::Stdout);

impl Out {
    pub fn new() -> Out {
        Out(io::stdout())
    }

    /// Writes one line; a closed output becomes [`Failure::OutputClosed`].
    pub fn line(&mut self, text: impl fmt::Display) -> Done {
        let mut lock = self.0.lock();
        writeln!(lock, "{text}")
            .and_then(|()| lock.flush())
            .map_err(closed_or_refused)
    }
}

/// A write error: a closed pipe is the reader's choice, anything else is reported.
pub fn closed_or_refused(e: io::Error) -> Failure {
    if e.kind() == io::ErrorKind::BrokenPipe {
        Failure::OutputClosed
    } else {
        Failure::Refused(format!("cannot write the output: {e}"))
    }
}

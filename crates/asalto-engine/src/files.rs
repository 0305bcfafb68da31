//! Reading the files a player or a script names, safely: only regular files (a pipe would
//! wait for ever, a device such as `/dev/zero` never ends), never more than a stated size, and
//! text that is UTF-8 (a byte-order mark, as some editors write, is dropped). The engine's
//! tool and the game read every file through here.

use std::fmt;
use std::fs::File;
use std::io::Read;
use std::path::Path;

/// Why a file could not be read.
#[derive(Debug)]
pub enum ReadError {
    /// There is nothing at that path.
    Missing,
    /// Something that is not a regular file: a folder, a pipe, a device or a socket.
    NotAFile(&'static str),
    /// Longer than the reader allows.
    TooLarge {
        /// The most bytes the reader allows.
        max_bytes: u64,
    },
    /// Not UTF-8 text.
    NotText,
    /// Any other failure of the system (permissions, a failing disk).
    Io(std::io::Error),
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadError::Missing => f.write_str("there is no such file"),
            ReadError::NotAFile(what) => write!(f, "it is {what}, not a file"),
            ReadError::TooLarge { max_bytes } => {
                write!(f, "it is larger than {}", size(*max_bytes))
            }
            ReadError::NotText => f.write_str("it is not UTF-8 text"),
            ReadError::Io(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for ReadError {}

fn size(bytes: u64) -> String {
    match bytes {
        b if b >= 1 << 20 => format!("{} MB", b >> 20),
        b if b >= 1 << 10 => format!("{} KB", b >> 10),
        b => format!("{b} bytes"),
    }
}

/// Opens a regular file for reading; anything else is refused before it is opened (opening a
/// pipe waits for a writer).
pub fn open_regular(path: &Path) -> Result<File, ReadError> {
    let meta = std::fs::metadata(path).map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => ReadError::Missing,
        _ => ReadError::Io(e),
    })?;
    if !meta.is_file() {
        return Err(ReadError::NotAFile(kind(&meta.file_type())));
    }
    File::open(path).map_err(ReadError::Io)
}

fn kind(file_type: &std::fs::FileType) -> &'static str {
    if file_type.is_dir() {
        return "a folder";
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if file_type.is_fifo() {
            return "a pipe";
        }
        if file_type.is_char_device() || file_type.is_block_device() {
            return "a device";
        }
        if file_type.is_socket() {
            return "a socket";
        }
    }
    "not a regular file"
}

/// The bytes of a regular file of at most `max_bytes`.
pub fn read_bytes(path: &Path, max_bytes: u64) -> Result<Vec<u8>, ReadError> {
    let file = open_regular(path)?;
    let mut bytes = Vec::new();
    // One byte more than allowed tells a file that is too large (or grew while read).
    file.take(max_bytes.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(ReadError::Io)?;
    if bytes.len() as u64 > max_bytes {
        return Err(ReadError::TooLarge { max_bytes });
    }
    Ok(bytes)
}

/// The text of a regular file of at most `max_bytes`, without a byte-order mark.
pub fn read_text(path: &Path, max_bytes: u64) -> Result<String, ReadError> {
    text(read_bytes(path, max_bytes)?)
}

/// Bytes as text, without a byte-order mark.
pub fn text(bytes: Vec<u8>) -> Result<String, ReadError> {
    let text = String::from_utf8(bytes).map_err(|_| ReadError::NotText)?;
    Ok(match text.strip_prefix('\u{feff}') {
        Some(rest) => rest.to_string(),
        None => text,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn folder(name: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("asalto-files-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn text_is_read_within_its_limit_and_without_a_byte_order_mark() {
        let dir = folder("text");
        let path = dir.join("a.ron");
        std::fs::write(&path, "\u{feff}(name: \"x\")").unwrap();
        assert_eq!(read_text(&path, 100).unwrap(), "(name: \"x\")");
        assert!(matches!(
            read_text(&path, 5),
            Err(ReadError::TooLarge { max_bytes: 5 })
        ));
        std::fs::write(&path, [0xff, 0xfe, 0]).unwrap();
        assert!(matches!(read_text(&path, 100), Err(ReadError::NotText)));
        assert!(matches!(
            read_text(&dir.join("none"), 100),
            Err(ReadError::Missing)
        ));
        assert!(matches!(
            read_text(&dir, 100),
            Err(ReadError::NotAFile("a folder"))
        ));
    }

    #[cfg(unix)]
    #[test]
    fn devices_are_refused_before_they_are_read() {
        let zero = Path::new("/dev/zero");
        if zero.exists() {
            assert!(matches!(
                read_text(zero, 1 << 30),
                Err(ReadError::NotAFile("a device"))
            ));
        }
    }
}

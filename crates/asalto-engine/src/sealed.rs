//! Files of results sealed with a checksum, so that a damaged file is refused instead of
//! answering wrongly: the first line says what the file holds and ends with `blake3 <hex>`, the
//! BLAKE3 hash of everything after that line. A reader hashes what it reads and checks the sum
//! at the end ([`Unsealing::finish`]).

use std::fmt;

/// The word before the checksum at the end of a sealed file's first line.
const SEAL_WORD: &str = "blake3";

/// A file's checksum.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Sum(pub [u8; 32]);

impl Sum {
    /// The sum of some bytes.
    pub fn of(bytes: &[u8]) -> Sum {
        Sum(*blake3::hash(bytes).as_bytes())
    }

    /// Reads 64 hexadecimal digits.
    pub fn from_hex(text: &str) -> Option<Sum> {
        let bytes = text.as_bytes();
        if bytes.len() != 64 {
            return None;
        }
        let mut sum = [0u8; 32];
        for (i, pair) in bytes.chunks(2).enumerate() {
            let digits = std::str::from_utf8(pair).ok()?;
            sum[i] = u8::from_str_radix(digits, 16).ok()?;
        }
        Some(Sum(sum))
    }
}

impl fmt::Display for Sum {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.iter().try_for_each(|b| write!(f, "{b:02x}"))
    }
}

/// The first line of a sealed file: what it holds (`what`, without a line end), then its sum.
pub fn first_line(what: &str, sum: Sum) -> String {
    format!("{what} {SEAL_WORD} {sum}\n")
}

/// Why a sealed file's first line or its sum is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SealError {
    /// The file begins with another line than the one expected.
    Other {
        /// The line found (cut short).
        found: String,
        /// What was expected before the sum.
        expected: String,
    },
    /// The file was written before files carried their sum (`what`, unsealed, is its whole
    /// first line).
    Unsealed,
    /// What was read does not have the sum the first line gives: the file is damaged.
    Damaged,
}

impl fmt::Display for SealError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SealError::Other { found, expected } => {
                write!(f, "it begins {found:?}, not {expected:?}")
            }
            SealError::Unsealed => f.write_str("it was made before such files carried a checksum"),
            SealError::Damaged => f.write_str(
                "its contents do not match the checksum in its first line: the file is damaged",
            ),
        }
    }
}

impl std::error::Error for SealError {}

/// The sum a sealed file's first line gives, checked against what it must hold (`what`);
/// `unsealed`: the first line such a file had before files carried their sum.
pub fn read_first_line(line: &str, what: &str, unsealed: &str) -> Result<Sum, SealError> {
    let line = line.trim_end_matches('\n');
    if line == unsealed {
        return Err(SealError::Unsealed);
    }
    line.strip_prefix(what)
        .and_then(|rest| rest.strip_prefix(&format!(" {SEAL_WORD} ")))
        .and_then(Sum::from_hex)
        .ok_or_else(|| SealError::Other {
            found: line.chars().take(80).collect(),
            expected: format!("{what} {SEAL_WORD} …"),
        })
}

/// What is read of a sealed file after its first line, hashed as it comes.
pub struct Unsealing {
    hasher: blake3::Hasher,
    expected: Sum,
}

impl Unsealing {
    /// Expects the bytes read to have `sum`.
    pub fn expecting(sum: Sum) -> Unsealing {
        Unsealing {
            hasher: blake3::Hasher::new(),
            expected: sum,
        }
    }

    /// Counts bytes read.
    pub fn read(&mut self, bytes: &[u8]) {
        self.hasher.update(bytes);
    }

    /// Whether everything read had the sum expected.
    pub fn finish(&self) -> Result<(), SealError> {
        match Sum(*self.hasher.finalize().as_bytes()) == self.expected {
            true => Ok(()),
            false => Err(SealError::Damaged),
        }
    }
}

/// The sum of bytes written in parts.
#[derive(Default)]
pub struct Sealing(blake3::Hasher);

impl Sealing {
    /// Counts bytes to be written.
    pub fn write(&mut self, bytes: &[u8]) {
        self.0.update(bytes);
    }

    /// The sum of everything counted.
    pub fn sum(&self) -> Sum {
        Sum(*self.0.finalize().as_bytes())
    }
}

/// A reader of a sealed file's contents (after its first line) that hashes what it passes on.
pub struct SealedReader<'a, R> {
    inner: &'a mut R,
    sum: Unsealing,
}

impl<'a, R: std::io::BufRead> SealedReader<'a, R> {
    /// Reads `inner`, whose contents must have `sum`.
    pub fn new(inner: &'a mut R, sum: Sum) -> SealedReader<'a, R> {
        SealedReader {
            inner,
            sum: Unsealing::expecting(sum),
        }
    }

    /// Whether everything read had the sum expected.
    pub fn finish(&self) -> Result<(), SealError> {
        self.sum.finish()
    }
}

impl<R: std::io::BufRead> std::io::Read for SealedReader<'_, R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.sum.read(&buf[..n]);
        Ok(n)
    }
}

impl<R: std::io::BufRead> std::io::BufRead for SealedReader<'_, R> {
    fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
        self.inner.fill_buf()
    }

    fn consume(&mut self, amount: usize) {
        if let Ok(buf) = self.inner.fill_buf() {
            self.sum.read(&buf[..amount.min(buf.len())]);
        }
        self.inner.consume(amount);
    }
}

/// A writer that only counts what would be written, for a sum worked out before writing.
impl std::io::Write for Sealing {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.update(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

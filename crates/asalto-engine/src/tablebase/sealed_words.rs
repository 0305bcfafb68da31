//! Files of eight-byte words, sealed ([`crate::sealed`]): a line naming what they hold and the
//! checksum of the rest, then the words, little-endian. The value tables, the tables with draws
//! and a verification's parts are kept so.

use std::io::{BufWriter, Write};
use std::path::Path;

use super::TablebaseError;
use crate::sealed::{self, Sealing, Sum};

/// The checksum of words as such a file holds them.
pub(super) fn words_sum(words: impl Iterator<Item = u64>) -> Sum {
    let mut sum = Sealing::default();
    let mut bytes = Vec::with_capacity(1 << 16);
    for word in words {
        bytes.extend_from_slice(&word.to_le_bytes());
        if bytes.len() == bytes.capacity() {
            sum.write(&bytes);
            bytes.clear();
        }
    }
    sum.write(&bytes);
    sum.sum()
}

/// Writes such a file at `path`, holding `what` and the words `words` gives (twice: once for
/// the checksum, once to write), whole under another name first, then renamed into place, so
/// that a stop or a full disk leaves no part of it.
pub(super) fn write_sealed_words<W: Iterator<Item = u64>>(
    path: &Path,
    what: &str,
    words: impl Fn() -> W,
) -> Result<(), TablebaseError> {
    let mut temporary = path.as_os_str().to_owned();
    temporary.push(".part");
    let temporary = Path::new(&temporary);
    let first = sealed::first_line(what, words_sum(words()));
    let written = (|| {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir)?;
        }
        let mut file = BufWriter::with_capacity(1 << 20, std::fs::File::create(temporary)?);
        file.write_all(first.as_bytes())?;
        for word in words() {
            file.write_all(&word.to_le_bytes())?;
        }
        file.into_inner().map_err(|e| e.into_error())?.sync_all()?;
        std::fs::rename(temporary, path)
    })();
    written.map_err(|e| {
        // A full disk stays full with half a file on it.
        let _ = std::fs::remove_file(temporary);
        TablebaseError::Write(format!("{}: {e}", path.display()))
    })
}

/// The words of such a file after its first line (read already, with the checksum `sum`),
/// cut into runs of `lengths` words; refused unless it holds exactly that many and the
/// checksum holds.
pub(super) fn read_sealed_runs(
    file: &mut impl std::io::Read,
    sum: Sum,
    lengths: &[usize],
) -> Result<Vec<Vec<u64>>, TablebaseError> {
    let mut runs = Vec::with_capacity(lengths.len());
    for &length in lengths {
        let mut run = Vec::new();
        run.try_reserve_exact(length)
            .map_err(|_| TablebaseError::NoMemory {
                entries: length as u64 * 8,
            })?;
        runs.push(run);
    }
    let mut sealed = crate::sealed::Unsealing::expecting(sum);
    let (mut chunk, mut at) = (vec![0u8; 1 << 20], 0);
    let wrong = || {
        let words: usize = lengths.iter().sum();
        TablebaseError::BadFile(format!("does not hold {words} words"))
    };
    loop {
        let got = super::files::read_up_to(file, &mut chunk)
            .map_err(|e| TablebaseError::BadFile(e.to_string()))?;
        sealed.read(&chunk[..got]);
        let words = chunk[..got].chunks_exact(8);
        if !words.remainder().is_empty() {
            return Err(wrong());
        }
        for word in words {
            while runs.get(at).is_some_and(|run| run.len() == lengths[at]) {
                at += 1;
            }
            let run = runs.get_mut(at).ok_or_else(wrong)?;
            run.push(u64::from_le_bytes(word.try_into().expect("8 bytes")));
        }
        if got < chunk.len() {
            break;
        }
    }
    if runs
        .iter()
        .zip(lengths)
        .any(|(run, &length)| run.len() != length)
    {
        return Err(wrong());
    }
    sealed.finish().map_err(TablebaseError::Seal)?;
    Ok(runs)
}

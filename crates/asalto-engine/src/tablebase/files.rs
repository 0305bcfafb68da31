//! A table as a file: a line naming what it holds, then its entries, a byte each. A long build
//! keeps each table as it is finished and takes it up again after a stop.

use std::io::{BufRead, BufReader, Read};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::{Tablebase, TablebaseError, shares_endgames};
use crate::variant::Variant;

/// The file's first line: the format, the variant, the geese and the entries.
fn header(base: &Tablebase, geese: usize) -> String {
    header_line(&base.variant, geese, base.entries(geese))
}

/// The first line of the file of a table of `geese` geese of `variant` with so many entries.
pub(super) fn header_line(variant: &Variant, geese: usize, entries: u64) -> String {
    format!(
        "asalto-tablebase 1 {} geese {geese} entries {entries}\n",
        variant.name()
    )
}

impl Tablebase {
    /// The table of `geese` geese as a file's bytes (`None` while it is not complete).
    pub fn table_file(&self, geese: usize) -> Option<Vec<u8>> {
        let at = geese.checked_sub(self.least)?;
        if !*self.done.get(at)? {
            return None;
        }
        let mut bytes = header(self, geese).into_bytes();
        bytes.extend_from_slice(&self.tables[at]);
        Some(bytes)
    }

    /// Takes the table of `geese` geese from a file's bytes, refused unless its first line and
    /// its length are this table's.
    pub fn load_table(&mut self, geese: usize, bytes: &[u8]) -> Result<(), TablebaseError> {
        self.read_table(geese, bytes)
    }

    /// Takes the table of `geese` geese from a file being read, straight into its place (a
    /// table of nine geese is 2.5 GB: read whole first, it would be held twice).
    pub fn read_table(&mut self, geese: usize, file: impl Read) -> Result<(), TablebaseError> {
        let at = geese
            .checked_sub(self.least)
            .filter(|&at| at < self.tables.len())
            .ok_or_else(|| TablebaseError::BadFile(format!("no table of {geese} geese here")))?;
        let mut file = BufReader::with_capacity(1 << 20, file);
        expect_first_line(&mut file, &header(self, geese))?;
        let read = |e: std::io::Error| TablebaseError::BadFile(e.to_string());
        let table = &mut self.tables[at];
        let got = read_up_to(&mut file, table).map_err(read)?;
        let more = file.read(&mut [0u8]).map_err(read)?;
        if got != table.len() || more != 0 {
            table.fill(super::UNKNOWN);
            let entries = if more != 0 {
                "more".to_string()
            } else {
                got.to_string()
            };
            return Err(TablebaseError::BadFile(format!(
                "{entries} entries, not {}",
                table.len()
            )));
        }
        self.done[at] = true;
        Ok(())
    }
}

/// Of `variant` and the built-in variants that share its endgames, the first whose file of the
/// fewest geese (`first_file`) is in `dir`; `what` names the kind of table in the message.
pub(super) fn sharing_owner(
    variant: &Arc<Variant>,
    dir: &Path,
    what: &str,
    first_file: impl Fn(&Variant) -> PathBuf,
) -> Result<Arc<Variant>, TablebaseError> {
    let least = variant.attackers_needed();
    std::iter::once(variant)
        .chain(Variant::builtins())
        .find(|other| shares_endgames(variant, other) && first_file(other).exists())
        .cloned()
        .ok_or_else(|| {
            TablebaseError::NotFound(format!(
                "no {what} of {least} geese for {} in {}",
                variant.name(),
                dir.display()
            ))
        })
}

/// Where the table of `geese` geese of `variant` is kept in `dir`.
pub fn table_path(dir: &Path, variant: &Variant, geese: usize) -> PathBuf {
    dir.join(format!("{}-{geese}.tb", variant.name()))
}

/// Reads a file's first line, refused unless it is `expected`.
pub(super) fn expect_first_line(
    file: &mut impl BufRead,
    expected: &str,
) -> Result<(), TablebaseError> {
    let mut first = Vec::new();
    file.take(200)
        .read_until(b'\n', &mut first)
        .map_err(|e| TablebaseError::BadFile(e.to_string()))?;
    if first != expected.as_bytes() {
        let shown = String::from_utf8_lossy(&first[..first.len().min(80)]);
        return Err(TablebaseError::BadFile(format!(
            "it begins {:?}, not {:?}",
            shown.trim_end(),
            expected.trim_end()
        )));
    }
    Ok(())
}

/// Reads until `buf` is full or the file ends; how much was read.
pub(super) fn read_up_to(file: &mut impl Read, buf: &mut [u8]) -> std::io::Result<usize> {
    let mut got = 0;
    while got < buf.len() {
        match file.read(&mut buf[got..]) {
            Ok(0) => break,
            Ok(n) => got += n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(got)
}

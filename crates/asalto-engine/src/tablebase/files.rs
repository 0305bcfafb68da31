//! A table as a file, sealed ([`crate::sealed`]): a line naming what it holds and the checksum
//! of the rest, then its entries, a byte each. A long build keeps each table as it is finished
//! and takes it up again after a stop.

use std::io::{BufRead, BufReader, Read};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::{Tablebase, TablebaseError, shares_endgames};
use crate::sealed::{self, Sum, Unsealing};
use crate::variant::Variant;

/// What the first line of the file of a table of `geese` geese of `variant` with so many
/// entries says before its checksum.
pub(super) fn what(variant: &Variant, geese: usize, entries: u64) -> String {
    format!(
        "asalto-tablebase 2 {} geese {geese} entries {entries}",
        variant.name()
    )
}

/// The whole first line such a file had before tables carried their checksum.
pub(super) fn unsealed_line(variant: &Variant, geese: usize, entries: u64) -> String {
    format!(
        "asalto-tablebase 1 {} geese {geese} entries {entries}",
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
        let what = what(&self.variant, geese, self.entries(geese));
        let mut bytes = sealed::first_line(&what, self.sum(geese)?).into_bytes();
        bytes.extend_from_slice(&self.tables[at]);
        Some(bytes)
    }

    /// Writes the finished table of `geese` geese into `dir`, under another name first and then
    /// moved into its place, so that a stop leaves the whole file or none (and a full disk no
    /// part of one).
    pub fn save(&self, dir: &Path, geese: usize) -> Result<PathBuf, TablebaseError> {
        let bytes = (self.table_file(geese))
            .ok_or_else(|| TablebaseError::NotFound(format!("no table of {geese} geese made")))?;
        let path = table_path(dir, &self.variant, geese);
        let part = path.with_extension("tb.part");
        let written = std::fs::create_dir_all(dir)
            .and_then(|()| std::fs::write(&part, &bytes))
            .and_then(|()| std::fs::rename(&part, &path));
        if let Err(e) = written {
            let _ = std::fs::remove_file(&part);
            return Err(TablebaseError::Write(format!("{}: {e}", path.display())));
        }
        Ok(path)
    }

    /// Takes the table of `geese` geese from a file's bytes, refused unless its first line and
    /// its length are this table's.
    pub fn load_table(&mut self, geese: usize, bytes: &[u8]) -> Result<(), TablebaseError> {
        self.read_table(geese, bytes)
    }

    /// Takes the table of `geese` geese from a file being read, straight into its place (a
    /// table of nine geese is 2.5 GB: read whole first, it would be held twice); refused unless
    /// its first line, its length and its checksum are this table's.
    pub fn read_table(&mut self, geese: usize, file: impl Read) -> Result<(), TablebaseError> {
        let at = geese
            .checked_sub(self.least)
            .filter(|&at| at < self.tables.len())
            .ok_or_else(|| TablebaseError::BadFile(format!("no table of {geese} geese here")))?;
        let mut file = BufReader::with_capacity(1 << 20, file);
        let entries = self.entries(geese);
        let sum = expect_sealed_line(
            &mut file,
            &what(&self.variant, geese, entries),
            &unsealed_line(&self.variant, geese, entries),
        )?;
        let read = |e: std::io::Error| TablebaseError::BadFile(e.to_string());
        let table = &mut self.tables[at];
        let got = read_up_to(&mut file, table).map_err(read)?;
        let more = file.read(&mut [0u8]).map_err(read)?;
        let mut checked = Unsealing::expecting(sum);
        checked.read(table);
        let wrong = match (got != table.len() || more != 0, checked.finish()) {
            (true, _) => Some(TablebaseError::BadFile(format!(
                "{} entries, not {}",
                if more != 0 {
                    "more".to_string()
                } else {
                    got.to_string()
                },
                table.len()
            ))),
            (false, Err(e)) => Some(TablebaseError::Seal(e)),
            (false, Ok(())) => None,
        };
        if let Some(wrong) = wrong {
            table.fill(super::UNKNOWN);
            return Err(wrong);
        }
        self.done[at] = true;
        self.sums[at] = Some(sum);
        Ok(())
    }

    /// The checksum of the table of `geese` geese, once it is complete.
    pub fn sum(&self, geese: usize) -> Option<Sum> {
        let at = geese.checked_sub(self.least)?;
        if !*self.done.get(at)? {
            return None;
        }
        Some(self.sums[at].unwrap_or_else(|| Sum::of(&self.tables[at])))
    }

    /// The tables' checksum: of every table's, fewest geese first (what a certificate whose
    /// lines end in these tables names them by).
    pub fn identity(&self) -> Option<Sum> {
        let mut all = Vec::new();
        for geese in self.least..=self.most {
            all.extend_from_slice(&self.sum(geese)?.0);
        }
        Some(Sum::of(&all))
    }
}

/// The longest first line of a sealed file read back (a verification part's, the longest made,
/// is about 300 bytes).
const MAX_FIRST_LINE: usize = 1024;

/// Reads a sealed file's first line: the checksum it gives, refused (in one line) unless it
/// says it holds `what`; `unsealed` is the line such a file had before it carried a checksum.
pub(super) fn expect_sealed_line(
    file: &mut impl BufRead,
    what: &str,
    unsealed: &str,
) -> Result<Sum, TablebaseError> {
    let mut first = Vec::new();
    file.take(MAX_FIRST_LINE as u64)
        .read_until(b'\n', &mut first)
        .map_err(|e| TablebaseError::BadFile(e.to_string()))?;
    // A line cut short would leave the rest of it to be read as the body.
    if first.last() != Some(&b'\n') {
        let why = match first.len() {
            0 => "the file is empty".to_string(),
            n if n < MAX_FIRST_LINE => "the file ends within its first line".to_string(),
            _ => format!("its first line does not end within {MAX_FIRST_LINE} bytes"),
        };
        return Err(TablebaseError::BadFile(why));
    }
    let line = String::from_utf8_lossy(&first);
    sealed::read_first_line(&line, what, unsealed).map_err(TablebaseError::Seal)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sealed::Sealing;

    /// A first line longer than 300 bytes (a verification part's of a table of many sets) is read
    /// whole, and the body starts after it; a line that does not end is refused.
    #[test]
    fn a_long_first_line_is_read_whole_and_an_endless_one_refused() {
        let what = format!("asalto-verify 2 fox-to-move {}", "x".repeat(400));
        let mut sum = Sealing::default();
        sum.write(b"body");
        let text = format!("{}body", sealed::first_line(&what, sum.sum()));
        let mut file = BufReader::new(text.as_bytes());
        assert_eq!(expect_sealed_line(&mut file, &what, "").unwrap(), sum.sum());
        let mut body = String::new();
        file.read_to_string(&mut body).unwrap();
        assert_eq!(body, "body");
        let endless = "y".repeat(2 * MAX_FIRST_LINE);
        let error = expect_sealed_line(&mut BufReader::new(endless.as_bytes()), &what, "");
        assert!(
            matches!(error, Err(TablebaseError::BadFile(_))),
            "{error:?}"
        );
    }
}

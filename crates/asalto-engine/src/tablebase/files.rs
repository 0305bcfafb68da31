//! A table as a file: a line naming what it holds, then its entries, a byte each. A long build
//! keeps each table as it is finished and takes it up again after a stop.

use super::{Tablebase, TablebaseError};

/// The file's first line: the format, the variant, the geese and the entries.
fn header(base: &Tablebase, geese: usize) -> String {
    format!(
        "asalto-tablebase 1 {} geese {geese} entries {}\n",
        base.variant.name(),
        base.entries(geese)
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
        let at = geese
            .checked_sub(self.least)
            .filter(|&at| at < self.tables.len())
            .ok_or_else(|| TablebaseError::BadFile(format!("no table of {geese} geese here")))?;
        let expected = header(self, geese);
        let Some(entries) = bytes.strip_prefix(expected.as_bytes()) else {
            let first = bytes.split(|&b| b == b'\n').next().unwrap_or_default();
            let first = String::from_utf8_lossy(&first[..first.len().min(80)]).into_owned();
            return Err(TablebaseError::BadFile(format!(
                "it begins {first:?}, not {:?}",
                expected.trim_end()
            )));
        };
        if entries.len() != self.tables[at].len() {
            return Err(TablebaseError::BadFile(format!(
                "{} entries, not {}",
                entries.len(),
                self.tables[at].len()
            )));
        }
        self.tables[at].copy_from_slice(entries);
        self.done[at] = true;
        Ok(())
    }
}

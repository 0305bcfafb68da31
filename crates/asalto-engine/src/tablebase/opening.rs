//! A folder's tables opened as a [`Job`]: a table's file at a time, its entries read a slice at
//! a time, so a game reads hundreds of megabytes in the background and stops when told. A file
//! is opened only if it is a regular file (a pipe named like a table would never end), and a
//! table's memory is taken only once its file's first line has said it is that table, and its
//! checksum is checked as it is read.

use std::fs::File;
use std::io::{BufReader, Read};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::files::open_regular;
use crate::job::{Job, Slice, StopFlag};
use crate::variant::Variant;

use super::build::empty_table;
use super::files::{
    expect_sealed_line, read_up_to, sharing_owner, table_path, unsealed_line, what,
};
use super::index::Indexer;
use super::{MOST_GEESE, Tablebase, TablebaseError, check};
use crate::sealed::{Sum, Unsealing};

/// Entries (bytes) read for one node of a slice.
pub const ENTRIES_PER_NODE: u64 = 64;

/// A folder's tables being read; the answer is the tables, or why they cannot be read.
pub struct TablebaseOpening {
    variant: Arc<Variant>,
    dir: PathBuf,
    least: usize,
    most: usize,
    indexer: Indexer,
    /// The tables read whole, with their checksums, fewest geese first.
    tables: Vec<(Vec<u8>, Sum)>,
    /// The table being read.
    reading: Option<Reading>,
    /// Entries read in all.
    entries: u64,
}

struct Reading {
    file: BufReader<File>,
    table: Vec<u8>,
    got: usize,
    /// The checksum its first line gives, and what has been read so far.
    sum: Sum,
    sealed: Unsealing,
}

impl Tablebase {
    /// The tables kept in `dir` for `variant`, from the fewest geese up to the last one there
    /// with all below it: those made for it or for a variant that shares its endgames (Fox &
    /// Geese with 13, 15 or 17 geese). Read whole; [`Tablebase::opening`] reads them as a job.
    pub fn open(variant: &Arc<Variant>, dir: &Path) -> Result<Tablebase, TablebaseError> {
        Tablebase::opening(variant, dir)?.run(&StopFlag::default())
    }

    /// [`Tablebase::open`] as a job (nothing is read until it is stepped).
    pub fn opening(variant: &Arc<Variant>, dir: &Path) -> Result<TablebaseOpening, TablebaseError> {
        let least = variant.attackers_needed() as usize;
        let owner = sharing_owner(variant, dir, "table", |v| table_path(dir, v, least))?;
        let most = (least..=MOST_GEESE)
            .take_while(|&g| table_path(dir, &owner, g).exists())
            .last()
            .unwrap_or(least);
        check(&owner, most)?;
        Ok(TablebaseOpening {
            indexer: Indexer::new(&owner),
            variant: owner,
            dir: dir.to_path_buf(),
            least,
            most,
            tables: Vec::new(),
            reading: None,
            entries: 0,
        })
    }
}

impl TablebaseOpening {
    /// The geese of the table being read or to read next.
    fn geese(&self) -> usize {
        self.least + self.tables.len()
    }

    fn path(&self) -> PathBuf {
        table_path(&self.dir, &self.variant, self.geese())
    }

    /// Opens the next table's file: a regular file whose first line is that table's, and the
    /// memory for its entries.
    fn open_next(&self) -> Result<Reading, String> {
        let file = open_regular(&self.path()).map_err(|e| e.to_string())?;
        let mut file = BufReader::with_capacity(1 << 20, file);
        let geese = self.geese();
        let entries = self.indexer.entries(geese);
        let (what, unsealed) = (
            what(&self.variant, geese, entries),
            unsealed_line(&self.variant, geese, entries),
        );
        let sum = expect_sealed_line(&mut file, &what, &unsealed).map_err(|e| e.reason())?;
        let table = empty_table(entries).map_err(|e| e.reason())?;
        Ok(Reading {
            file,
            table,
            got: 0,
            sum,
            sealed: Unsealing::expecting(sum),
        })
    }

    /// Reads up to `budget` more entries of the table being read: whether it is complete.
    fn read_some(reading: &mut Reading, budget: u64) -> Result<(u64, bool), String> {
        let want = (reading.table.len() - reading.got).min(budget.min(usize::MAX as u64) as usize);
        let end = reading.got + want;
        let got = read_up_to(&mut reading.file, &mut reading.table[reading.got..end])
            .map_err(|e| e.to_string())?;
        reading
            .sealed
            .read(&reading.table[reading.got..reading.got + got]);
        reading.got += got;
        if reading.got < reading.table.len() {
            return match got < want {
                true => Err(format!(
                    "{} entries, not {}",
                    reading.got,
                    reading.table.len()
                )),
                false => Ok((got as u64, false)),
            };
        }
        let more = reading.file.read(&mut [0u8]).map_err(|e| e.to_string())?;
        if more != 0 {
            return Err(format!("more entries than {}", reading.table.len()));
        }
        reading.sealed.finish().map_err(|e| e.to_string())?;
        Ok((got as u64, true))
    }

    /// One slice's reading: `Some` once every table is read, or on the first that fails.
    fn advance(&mut self, budget: u64) -> Option<Result<(), String>> {
        let mut left = budget;
        loop {
            if self.reading.is_none() {
                if self.geese() > self.most {
                    return Some(Ok(()));
                }
                match self.open_next() {
                    Ok(reading) => self.reading = Some(reading),
                    Err(e) => return Some(Err(e)),
                }
            }
            let reading = self.reading.as_mut()?;
            match Self::read_some(reading, left) {
                Err(e) => return Some(Err(e)),
                Ok((got, complete)) => {
                    self.entries += got;
                    left -= got.min(left);
                    if complete {
                        let table = std::mem::take(&mut reading.table);
                        self.tables.push((table, reading.sum));
                        self.reading = None;
                    }
                }
            }
            if left == 0 {
                return None;
            }
        }
    }
}

impl Job for TablebaseOpening {
    type Answer = Result<Tablebase, TablebaseError>;

    /// Stopped, it answers that it was stopped (the tables read so far are dropped).
    fn step(&mut self, slice: &Slice) -> Option<Self::Answer> {
        if slice.stop.is_set() {
            return Some(Err(TablebaseError::Stopped));
        }
        let budget = slice
            .nodes
            .map_or(u64::MAX, |n| n.saturating_mul(ENTRIES_PER_NODE));
        let read = self.advance(budget)?;
        Some(match read {
            Ok(()) => Tablebase::with_tables(
                self.variant.clone(),
                self.least,
                std::mem::take(&mut self.tables),
            ),
            Err(why) => Err(TablebaseError::BadFile(format!(
                "{}: {why}",
                self.path().display()
            ))),
        })
    }

    fn nodes(&self) -> u64 {
        self.entries / ENTRIES_PER_NODE
    }
}

//! A table with draws as a file, sealed as the value tables are ([`crate::sealed`]): a line
//! naming what it holds and the checksum of the rest, then for each set two masks of the fox's
//! points with the geese to move, eight bytes little-endian each: where the geese win, then
//! where the fox wins (in neither: drawn). A long build keeps each table as it is finished
//! (written whole under another name first) and a later run takes it up again.

use std::io::{BufReader, Read};
use std::path::{Path, PathBuf};

use super::TablebaseError;
use super::files::{expect_sealed_line, read_up_to};
use super::sealed_words::{words_sum, write_sealed_words};
use super::values_files::values_path;
use super::values_sideways::{MOST_SIDEWAYS_GEESE, Outcomes, SidewaysValues};
use crate::files::open_regular;
use crate::sealed::{self, Unsealing};

impl SidewaysValues {
    /// Every set's outcomes with the geese to move (where they win, where the fox does) of the
    /// table of `geese` geese, in rank order.
    pub(super) fn table_outcomes(
        &self,
        geese: usize,
    ) -> Result<impl Iterator<Item = (u64, u64)> + '_, TablebaseError> {
        let table = self.outcomes(geese)?;
        let mut set = self.indexer.unrank_dense(0, geese);
        Ok((0..table.len()).map(move |rank| {
            if rank > 0 {
                set = self.indexer.next_set(set);
            }
            table.get(rank, self.all & !set)
        }))
    }

    /// Each set's two masks as a file holds them, in order.
    fn words(&self, geese: usize) -> Result<impl Iterator<Item = u64> + '_, TablebaseError> {
        Ok(self
            .table_outcomes(geese)?
            .flat_map(|(win, lose)| [win, lose]))
    }

    /// What the first line of the file of the table of `geese` geese says before its checksum.
    fn file_what(&self, geese: usize) -> String {
        format!(
            "asalto-sideways-values 1 {} geese {geese} sets {}",
            self.variant().name(),
            self.indexer.sets(geese)
        )
    }

    /// The checksum of the table of `geese` geese, as its file has it.
    pub(super) fn table_sum(&self, geese: usize) -> Result<sealed::Sum, TablebaseError> {
        Ok(words_sum(self.words(geese)?))
    }

    /// Writes the table of `geese` geese into `dir`.
    pub fn save(&self, dir: &Path, geese: usize) -> Result<PathBuf, TablebaseError> {
        self.outcomes(geese)?;
        let path = values_path(dir, self.variant(), geese);
        let words = || self.words(geese).expect("held: looked up above");
        write_sealed_words(&path, &self.file_what(geese), words)?;
        Ok(path)
    }

    /// Takes up the tables kept in `dir`, from the one after the last held, as long as they
    /// follow on; how many were read.
    pub fn load_kept(&mut self, dir: &Path) -> Result<usize, TablebaseError> {
        let mut read = 0;
        loop {
            let geese = self.least + self.geese_to_move.len();
            let path = values_path(dir, self.variant(), geese);
            if geese > MOST_SIDEWAYS_GEESE || !path.exists() {
                return Ok(read);
            }
            let at = |e: String| TablebaseError::BadFile(format!("{}: {e}", path.display()));
            let file = open_regular(&path).map_err(|e| at(e.to_string()))?;
            let outcomes = self
                .read_outcomes(geese, file)
                .map_err(|e| at(e.reason()))?;
            self.geese_to_move.push(outcomes);
            read += 1;
        }
    }

    /// A table from its file, refused unless its first line, length and checksum are right,
    /// no position is both won and lost, and no value is where no fox can stand.
    fn read_outcomes(&self, geese: usize, file: impl Read) -> Result<Outcomes, TablebaseError> {
        let mut file = BufReader::with_capacity(1 << 20, file);
        let sum = expect_sealed_line(&mut file, &self.file_what(geese), "")?;
        let mut sealed = Unsealing::expecting(sum);
        let sets = self.indexer.sets(geese) as usize;
        let points = self.indexer.len();
        let mut outcomes = Outcomes::zeroed(sets, points, geese)?;
        let mut chunk = vec![0u8; 1 << 20];
        let read = |e: std::io::Error| TablebaseError::BadFile(e.to_string());
        let (mut whole, mut rank) = (true, 0);
        let mut set = self.indexer.unrank_dense(0, geese);
        // Told after the checksum, which a damaged file fails first.
        let mut impossible = None;
        loop {
            let got = read_up_to(&mut file, &mut chunk).map_err(read)?;
            sealed.read(&chunk[..got]);
            let pairs = chunk[..got].chunks_exact(16);
            if !pairs.remainder().is_empty() || rank + got / 16 > sets {
                whole = false;
                break;
            }
            for pair in pairs {
                let word = |at: usize| u64::from_le_bytes(pair[at..at + 8].try_into().expect("8"));
                let (win, lose) = (word(0), word(8));
                if rank > 0 {
                    set = self.indexer.next_set(set);
                }
                let free = self.all & !set;
                if (win | lose) & !free != 0 || win & lose != 0 {
                    impossible = impossible.or(Some(rank));
                }
                outcomes.set(rank, free, (win, lose));
                rank += 1;
            }
            if got < chunk.len() {
                break;
            }
        }
        if !whole || rank != sets {
            return Err(TablebaseError::BadFile(format!(
                "not the {sets} sets of {geese} geese"
            )));
        }
        sealed.finish().map_err(TablebaseError::Seal)?;
        if let Some(rank) = impossible {
            let what = format!("values no position can have, at set {rank}");
            return Err(TablebaseError::BadFile(what));
        }
        Ok(outcomes)
    }
}

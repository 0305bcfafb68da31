//! A value table as a file, sealed ([`crate::sealed`]): a line naming what it holds and the
//! checksum of the rest, then each set's mask of the fox's points, eight bytes little-endian. A long build keeps each table as it is finished (written
//! whole under another name first, so a stop never leaves half a file) and takes it up again.

use std::io::{BufReader, Read};
use std::path::{Path, PathBuf};

use super::TablebaseError;
use super::files::{expect_sealed_line, read_up_to, sharing_owner};
use super::sealed_words::write_sealed_words;
use super::values::ValueTables;
use super::values_free_masks::FreeMasks;
use crate::files::open_regular;
use crate::sealed::Unsealing;
use crate::variant::Variant;

/// Where the value table of `geese` geese of `variant` is kept in `dir`.
pub fn values_path(dir: &Path, variant: &Variant, geese: usize) -> PathBuf {
    dir.join(format!("{}-{geese}.values", variant.name()))
}

impl ValueTables {
    /// What the first line of the file of the table of `geese` geese says before its checksum
    /// (`version` 1: the whole line such a file had before it carried one).
    pub(super) fn values_what(&self, geese: usize, version: u8) -> String {
        format!(
            "asalto-values {version} {} geese {geese} sets {}",
            self.variant.name(),
            self.indexer.sets(geese)
        )
    }

    /// Writes the table of `geese` geese into `dir`.
    pub fn save(&self, dir: &Path, geese: usize) -> Result<PathBuf, TablebaseError> {
        self.table(geese)?;
        let path = values_path(dir, &self.variant, geese);
        let words = || self.table_masks(geese).expect("held: looked up above");
        write_sealed_words(&path, &self.values_what(geese, 2), words)?;
        Ok(path)
    }

    /// Takes up the tables kept in `dir`, from the one after the last held, as long as they
    /// follow on; how many were read.
    pub fn load_kept(&mut self, dir: &Path) -> Result<usize, TablebaseError> {
        let mut read = 0;
        loop {
            let geese = self.least + self.geese_to_move.len();
            let path = values_path(dir, &self.variant, geese);
            if geese > super::MOST_VALUE_GEESE || !path.exists() {
                return Ok(read);
            }
            let at = |e: String| TablebaseError::BadFile(format!("{}: {e}", path.display()));
            let file = open_regular(&path).map_err(|e| at(e.to_string()))?;
            let masks = self.read_masks(geese, file).map_err(|e| at(e.reason()))?;
            self.geese_to_move.push(masks);
            read += 1;
        }
    }

    /// A table's masks from its file, refused unless its first line and length are right and
    /// no mask holds a point where no fox can stand.
    fn read_masks(&self, geese: usize, file: impl Read) -> Result<FreeMasks, TablebaseError> {
        let mut file = BufReader::with_capacity(1 << 20, file);
        let (what, unsealed) = (self.values_what(geese, 2), self.values_what(geese, 1));
        let sum = expect_sealed_line(&mut file, &what, &unsealed)?;
        let mut sealed = Unsealing::expecting(sum);
        let sets = self.indexer.sets(geese) as usize;
        let mut masks = FreeMasks::zeroed(sets, self.indexer.len() - geese)?;
        let mut chunk = vec![0u8; 1 << 20];
        let read = |e: std::io::Error| TablebaseError::BadFile(e.to_string());
        let (mut whole, mut rank) = (true, 0);
        let mut set = self.indexer.unrank_dense(0, geese);
        // Told after the checksum, which a damaged file fails first.
        let mut impossible = None;
        loop {
            let got = read_up_to(&mut file, &mut chunk).map_err(read)?;
            sealed.read(&chunk[..got]);
            let words = chunk[..got].chunks_exact(8);
            if !words.remainder().is_empty() || rank + got / 8 > sets {
                whole = false;
                break;
            }
            for word in words {
                let mask = u64::from_le_bytes(word.try_into().expect("8 bytes"));
                if rank > 0 {
                    set = self.indexer.next_set(set);
                }
                let free = self.all & !set;
                if mask & !free != 0 {
                    impossible = impossible.or(Some(rank));
                }
                masks.put(rank, free, mask);
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
            let what = format!("a value where no fox can stand, at set {rank}");
            return Err(TablebaseError::BadFile(what));
        }
        Ok(masks)
    }

    /// The value tables kept in `dir` for `variant`, or for a variant that shares its endgames
    /// (Fox & Geese with 13, 15 or 17 geese), from the fewest geese up.
    pub fn open(
        variant: &std::sync::Arc<Variant>,
        dir: &Path,
    ) -> Result<ValueTables, TablebaseError> {
        let least = variant.attackers_needed() as usize;
        let owner = sharing_owner(variant, dir, "value table", |v| values_path(dir, v, least))?;
        let mut tables = ValueTables::new(owner)?;
        tables.load_kept(dir)?;
        Ok(tables)
    }
}

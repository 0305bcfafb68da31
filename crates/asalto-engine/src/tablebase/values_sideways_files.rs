//! A table with draws as a file, sealed as the value tables are ([`crate::sealed`]): a line
//! naming what it holds and the checksum of the rest, then eight-byte words, little-endian, as
//! the table is held ([`super::values_sideways_outcomes`]), with the geese to move: where they
//! win, a mask a set over its free points, packed one after another (the words as held); then
//! how many sets the fox wins somewhere in, and for each of them a word holding its rank
//! (high half) and its packed mask (low half). A position in neither is drawn. A long build
//! keeps each table as it is finished (written whole under another name first) and a later
//! run takes it up again.

use std::io::{BufReader, Read};
use std::path::{Path, PathBuf};

use super::files::{expect_sealed_line, read_up_to};
use super::sealed_words::{words_sum, write_sealed_words};
use super::values_files::values_path;
use super::values_free_masks::FreeMasks;
use super::values_sideways::{MOST_SIDEWAYS_GEESE, SidewaysValues};
use super::values_sideways_outcomes::{FewMasks, Finished};
use super::{TablebaseError, shares_endgames};
use crate::files::open_regular;
use crate::sealed::{self, Unsealing};
use crate::variant::Variant;

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

    /// The words of the file of the table of `geese` geese.
    fn words(&self, geese: usize) -> Result<impl Iterator<Item = u64> + '_, TablebaseError> {
        let table = self.outcomes(geese)?;
        let fox_wins = table.fox_wins();
        let listed = fox_wins
            .entries()
            .map(|(rank, packed)| (rank as u64) << 32 | packed);
        Ok(table
            .geese_win()
            .words()
            .chain(std::iter::once(fox_wins.len() as u64))
            .chain(listed))
    }

    /// What the first line of the file of the table of `geese` geese says before its checksum.
    pub(super) fn file_what(&self, geese: usize) -> String {
        self.file_what_of(self.variant(), geese)
    }

    /// The same, for a file of `variant`, whose tables are these.
    fn file_what_of(&self, variant: &Variant, geese: usize) -> String {
        format!(
            "asalto-sideways-values 2 {} geese {geese} sets {}",
            variant.name(),
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
    /// follow on; how many were read. A table is taken from the file of this variant or of a
    /// built-in one whose tables are the same (Fox & Geese with 13, 15 or 17 geese and sideways
    /// steps), so a folder made for one option serves the others.
    pub fn load_kept(&mut self, dir: &Path) -> Result<usize, TablebaseError> {
        let mut read = 0;
        loop {
            let geese = self.least + self.geese_to_move.len();
            let sharing = std::iter::once(self.variant()).chain(Variant::builtins());
            let kept = sharing
                .filter(|other| shares_endgames(self.variant(), other))
                .map(|other| (other, values_path(dir, other, geese)))
                .find(|(_, path)| path.exists());
            let Some((owner, path)) = kept.filter(|_| geese <= MOST_SIDEWAYS_GEESE) else {
                return Ok(read);
            };
            let at = |e: String| TablebaseError::BadFile(format!("{}: {e}", path.display()));
            let file = open_regular(&path).map_err(|e| at(e.to_string()))?;
            let what = self.file_what_of(owner, geese);
            let outcomes = self
                .read_outcomes(geese, &what, file)
                .map_err(|e| at(e.reason()))?;
            self.geese_to_move.push(outcomes);
            read += 1;
        }
    }

    /// A table from its file, refused unless its first line, length and checksum are right
    /// and no position is both won and lost.
    fn read_outcomes(
        &self,
        geese: usize,
        what: &str,
        file: impl Read,
    ) -> Result<Finished, TablebaseError> {
        let mut file = BufReader::with_capacity(1 << 20, file);
        let sum = expect_sealed_line(&mut file, what, "")?;
        let mut sealed = Unsealing::expecting(sum);
        let sets = self.indexer.sets(geese) as usize;
        let width = self.indexer.len() - geese;
        let masks = FreeMasks::words_for(sets, width);
        let mut geese_win = Vec::new();
        geese_win
            .try_reserve_exact(masks)
            .map_err(|_| TablebaseError::NoMemory {
                entries: masks as u64 * 8,
            })?;
        // After the masks: the count of sets the fox wins in, and at most one word a set.
        let mut listed = Vec::new();
        let mut chunk = vec![0u8; 1 << 20];
        let read = |e: std::io::Error| TablebaseError::BadFile(e.to_string());
        let too_long =
            || TablebaseError::BadFile(format!("not a table of {sets} sets of {geese} geese"));
        loop {
            let got = read_up_to(&mut file, &mut chunk).map_err(read)?;
            sealed.read(&chunk[..got]);
            let words = chunk[..got].chunks_exact(8);
            if !words.remainder().is_empty() {
                return Err(too_long());
            }
            for word in words {
                let word = u64::from_le_bytes(word.try_into().expect("8 bytes"));
                if geese_win.len() < masks {
                    geese_win.push(word);
                } else if listed.len() <= sets {
                    listed.push(word);
                } else {
                    return Err(too_long());
                }
            }
            if got < chunk.len() {
                break;
            }
        }
        sealed.finish().map_err(TablebaseError::Seal)?;
        // Told after the checksum, which a damaged file fails first.
        let geese_win = FreeMasks::from_words(geese_win, sets, width);
        let fox_wins = match listed.split_first() {
            Some((&count, entries)) if count == entries.len() as u64 => {
                let entries = entries
                    .iter()
                    .map(|&w| ((w >> 32) as usize, w & 0xffff_ffff));
                FewMasks::from_entries(entries, sets, width)
            }
            _ => Err(format!("not a table of {sets} sets of {geese} geese")),
        };
        geese_win
            .and_then(|win| Finished::from_halves(win, fox_wins?))
            .map_err(TablebaseError::BadFile)
    }
}

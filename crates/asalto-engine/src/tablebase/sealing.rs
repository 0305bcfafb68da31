//! Sealing the tables of a folder that were made before tables carried their checksum: each
//! such file whose length is what its first line says is written again with the checksum of its
//! contents (under another name first, then moved into its place). A damaged table sealed is
//! trusted from then on, so seal only tables you have reason to trust (`values --compare`, which
//! compares the two kinds entry by entry, is such a reason).

use std::fs::File;
use std::io::{BufRead, BufReader, BufWriter, Read, Write};
use std::path::{Path, PathBuf};

use super::TablebaseError;
use crate::files::open_regular;
use crate::sealed::{self, Sealing};

/// The kinds of tables: the start of an unsealed first line, the version that replaces it, and
/// the bytes of each counted item (the last number of the line).
const KINDS: [(&str, &str, u64); 2] = [
    ("asalto-tablebase 1 ", "asalto-tablebase 2 ", 1),
    ("asalto-values 1 ", "asalto-values 2 ", 8),
];

/// Seals every unsealed table file in `dir` (the `.tb` and `.values` files); the files sealed.
/// Sealed files are left alone; a file whose length is not what its first line says is
/// refused, and nothing after it is sealed.
pub fn seal_folder(dir: &Path) -> Result<Vec<PathBuf>, TablebaseError> {
    let read_dir = std::fs::read_dir(dir)
        .map_err(|e| TablebaseError::NotFound(format!("{}: {e}", dir.display())))?;
    let mut paths: Vec<PathBuf> = read_dir
        .flatten()
        .map(|entry| entry.path())
        .filter(|p| p.extension().is_some_and(|e| e == "tb" || e == "values"))
        .collect();
    paths.sort();
    let mut sealed = Vec::new();
    for path in paths {
        let at = |why: String| TablebaseError::BadFile(format!("{}: {why}", path.display()));
        if seal_file(&path).map_err(at)? {
            sealed.push(path);
        }
    }
    Ok(sealed)
}

/// Seals one file if it is unsealed: whether it was.
fn seal_file(path: &Path) -> Result<bool, String> {
    let mut file = BufReader::new(open_regular(path).map_err(|e| e.to_string())?);
    let mut first = String::new();
    (&mut file)
        .take(300)
        .read_line(&mut first)
        .map_err(|e| e.to_string())?;
    let line = first.trim_end_matches('\n');
    let Some((old, new, unit)) = KINDS.iter().find(|(old, ..)| line.starts_with(old)) else {
        return Ok(false);
    };
    let count: u64 = (line.rsplit(' ').next())
        .and_then(|n| n.parse().ok())
        .ok_or("its first line ends without a count")?;
    let length = std::fs::metadata(path).map_err(|e| e.to_string())?.len();
    if length != first.len() as u64 + count * unit {
        return Err(format!(
            "{length} bytes, not what its first line says: not sealed"
        ));
    }
    let mut sum = Sealing::default();
    std::io::copy(&mut file, &mut sum).map_err(|e| e.to_string())?;
    let what = format!("{new}{}", &line[old.len()..]);
    let part = path.with_extension("part");
    let written = write_sealed(
        path,
        &part,
        &sealed::first_line(&what, sum.sum()),
        first.len(),
    );
    if written.is_err() {
        let _ = std::fs::remove_file(&part);
    }
    written.map_err(|e| e.to_string())?;
    Ok(true)
}

/// Writes `first` and then the contents of `path` after its old first line (of `skip` bytes)
/// into `part`, then moves `part` over `path`.
fn write_sealed(path: &Path, part: &Path, first: &str, skip: usize) -> std::io::Result<()> {
    let mut from = BufReader::new(File::open(path)?);
    std::io::copy(&mut (&mut from).take(skip as u64), &mut std::io::sink())?;
    let mut to = BufWriter::new(File::create(part)?);
    to.write_all(first.as_bytes())?;
    std::io::copy(&mut from, &mut to)?;
    to.into_inner().map_err(|e| e.into_error())?.sync_all()?;
    std::fs::rename(part, path)
}

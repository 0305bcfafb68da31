//! ARCHITECTURE.md's tables of layers, held against every reference between a crate's files
//! ([`references`]): a file may refer to its own layer's units and to those its layer's row
//! names; no files refer to each other in a circle.

pub mod references;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

pub use references::Crate;

/// One row of a table of layers: its units (a folder or a top-level file of `src/`, by name)
/// and what they may use besides each other.
#[derive(Clone, Debug)]
struct Row {
    units: Vec<String>,
    uses: Uses,
}

#[derive(Clone, Debug)]
enum Uses {
    Everything,
    EverythingBelow,
    Named(Vec<String>),
}

/// A table of layers, top row first.
#[derive(Clone, Debug)]
pub struct Layers {
    rows: Vec<Row>,
}

impl Layers {
    /// The table under the Markdown heading `heading` in `markdown`: its first column names
    /// the units in backticks (`ui/`, `lib.rs`), its last says what they use ("everything",
    /// "everything below", "nothing", or names in backticks).
    pub fn from_markdown(markdown: &str, heading: &str) -> Result<Layers, String> {
        let section = markdown
            .split("\n#")
            .find(|s| s.trim_start_matches('#').trim_start().starts_with(heading))
            .ok_or_else(|| format!("no heading {heading:?}"))?;
        let rows: Vec<Row> = section
            .lines()
            .filter(|l| l.starts_with('|'))
            .skip(2)
            .map(|line| {
                let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
                let uses = cells.last().copied().unwrap_or_default();
                Row {
                    units: ticked(cells[0]),
                    uses: if uses.starts_with("everything below") {
                        Uses::EverythingBelow
                    } else if uses.starts_with("everything") {
                        Uses::Everything
                    } else {
                        Uses::Named(ticked(uses))
                    },
                }
            })
            .collect();
        if rows.is_empty() || rows.iter().any(|r| r.units.is_empty()) {
            return Err(format!(
                "the table under {heading:?} names no units in a row"
            ));
        }
        Ok(Layers { rows })
    }

    fn row_of(&self, unit: &str) -> Option<usize> {
        self.rows
            .iter()
            .position(|r| r.units.iter().any(|u| u == unit))
    }

    /// Whether `from` may use `to`; `Err` when the table does not know a unit.
    fn allows(&self, from: &str, to: &str) -> Result<bool, String> {
        let unknown = |u: &str| format!("`{u}` is in no row of the table");
        let row = self.row_of(from).ok_or_else(|| unknown(from))?;
        let target = self.row_of(to).ok_or_else(|| unknown(to))?;
        Ok(row == target
            || match &self.rows[row].uses {
                Uses::Everything => true,
                Uses::EverythingBelow => target > row,
                Uses::Named(names) => names.iter().any(|n| n == to),
            })
    }
}

/// The names in backticks in a cell, each without a trailing `/` or `.rs`.
fn ticked(cell: &str) -> Vec<String> {
    cell.split('`')
        .skip(1)
        .step_by(2)
        .map(|n| n.trim_end_matches('/').trim_end_matches(".rs").to_string())
        .collect()
}

/// A file's unit: its folder under `src/`, or its own name for a top-level file.
fn unit(file: &Path) -> String {
    let first = file.iter().next().map(|n| n.to_string_lossy().into_owned());
    first
        .unwrap_or_default()
        .trim_end_matches(".rs")
        .to_string()
}

/// Every way `krate` breaks `layers`, one line each: an arrow to a unit its row may not use,
/// and every circle of files (with the references that close it). Files are named under `src`.
pub fn breaches(krate: &Crate, layers: &Layers, src: &Path) -> Vec<String> {
    let mut found = Vec::new();
    let mut arrows: BTreeMap<&Path, BTreeMap<&Path, Vec<String>>> = BTreeMap::new();
    for (file, references) in &krate.references {
        for r in references {
            let target = krate.file_of(&r.path);
            if target == file.as_path() {
                continue;
            }
            let at = format!("{}:{}", src.join(file).display(), r.line);
            // A module and the modules declared under it are one unit for circles: its arrows
            // down to them are its wiring (plugins, the names it hands on).
            if !references::module_path(target).starts_with(&references::module_path(file)) {
                arrows
                    .entry(file)
                    .or_default()
                    .entry(target)
                    .or_default()
                    .push(format!("{at} ({})", r.written));
            }
            let (from, to) = (unit(file), unit(target));
            match layers.allows(&from, &to) {
                Ok(true) => {}
                Ok(false) => found.push(format!(
                    "{at}: `{}` takes {} from `{to}`, which `{from}` may not use",
                    file.display(),
                    r.written
                )),
                Err(e) => found.push(format!("{at}: {e}")),
            }
        }
    }
    for circle in circles(&arrows) {
        let names: Vec<String> = circle.iter().map(|f| f.display().to_string()).collect();
        let ties: Vec<String> = circle
            .iter()
            .flat_map(|a| {
                let to = arrows.get(a.as_path());
                circle
                    .iter()
                    .filter_map(move |b| to.and_then(|t| t.get(b.as_path())).map(|r| r[0].clone()))
            })
            .collect();
        found.push(format!(
            "a circle of {} files ({}): {}",
            circle.len(),
            names.join(", "),
            ties.join("; ")
        ));
    }
    found
}

/// The files that refer to each other in a loop, each loop once (Tarjan's strongly connected
/// components of more than one file).
fn circles(arrows: &BTreeMap<&Path, BTreeMap<&Path, Vec<String>>>) -> Vec<Vec<PathBuf>> {
    struct Walk<'a> {
        arrows: &'a BTreeMap<&'a Path, BTreeMap<&'a Path, Vec<String>>>,
        index: BTreeMap<&'a Path, (usize, usize)>,
        stack: Vec<&'a Path>,
        next: usize,
        found: Vec<Vec<PathBuf>>,
    }
    impl<'a> Walk<'a> {
        fn visit(&mut self, v: &'a Path) {
            self.index.insert(v, (self.next, self.next));
            self.next += 1;
            self.stack.push(v);
            for &w in self.arrows.get(v).into_iter().flat_map(|t| t.keys()) {
                if !self.index.contains_key(w) {
                    self.visit(w);
                    let low = self.index[v].1.min(self.index[w].1);
                    self.index.get_mut(v).unwrap().1 = low;
                } else if self.stack.contains(&w) {
                    let low = self.index[v].1.min(self.index[w].0);
                    self.index.get_mut(v).unwrap().1 = low;
                }
            }
            if self.index[v].0 == self.index[v].1 {
                let at = self.stack.iter().position(|&x| x == v).unwrap();
                let component: Vec<PathBuf> =
                    self.stack.drain(at..).map(Path::to_path_buf).collect();
                if component.len() > 1 {
                    self.found.push(component);
                }
            }
        }
    }
    let mut walk = Walk {
        arrows,
        index: BTreeMap::new(),
        stack: Vec::new(),
        next: 0,
        found: Vec::new(),
    };
    for &v in arrows.keys() {
        if !walk.index.contains_key(v) {
            walk.visit(v);
        }
    }
    walk.found
}

/// Every `.rs` file under `src`, relative to it, with its text.
pub fn source_files(src: &Path) -> Vec<(PathBuf, String)> {
    let mut files = Vec::new();
    let mut folders = vec![src.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("a readable source folder") {
            let path = entry.expect("a folder entry").path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).expect("a readable source file");
                let relative = path.strip_prefix(src).expect("under src").to_path_buf();
                files.push((relative, text));
            }
        }
    }
    files.sort();
    files
}

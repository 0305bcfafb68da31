//! Every reference from one file of a crate to another, read from the file's tokens: `use`
//! trees, path-qualified names anywhere (inside macros too), `super::` and `self::` paths, and
//! paths through a child module the file declares. A name a file imports is followed to where
//! it comes from (`crate::Position` is `position.rs`'s, through `lib.rs`'s `pub use`). Comments
//! and strings are not tokens, so a path named in a comment is no reference. Test code
//! (`#[cfg(test)]` modules, and the files they name) is left out: a test may reach anything.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::str::FromStr;

use proc_macro2::{Delimiter, Spacing, TokenStream, TokenTree};

/// One file's reference to a module path of its crate.
#[derive(Clone, Debug)]
pub struct Reference {
    /// The line it is on.
    pub line: usize,
    /// The absolute module path it names (crate root first), its last names perhaps items.
    pub path: Vec<String>,
    /// The path as written, for messages.
    pub written: String,
}

/// A crate's source files by their module path, and what each refers to.
pub struct Crate {
    /// Module path (empty: the crate root) → the file that holds it, relative to the crate.
    pub modules: BTreeMap<Vec<String>, PathBuf>,
    /// Each non-test file and its references.
    pub references: BTreeMap<PathBuf, Vec<Reference>>,
    /// Each file's imported names (`use a::b::C as D;`: `D` → `a::b::C`).
    imports: BTreeMap<PathBuf, BTreeMap<String, Vec<String>>>,
}

impl Crate {
    /// The crate whose `lib.rs` is among `files` (paths relative to the crate's `src/`, with
    /// their text); a `main.rs` beside it is its own crate and not read.
    pub fn read(files: &[(PathBuf, String)]) -> Result<Crate, String> {
        let modules: BTreeMap<Vec<String>, PathBuf> = files
            .iter()
            .filter(|(path, _)| path != Path::new("main.rs") && !path.starts_with("bin"))
            .map(|(path, _)| (module_path(path), path.clone()))
            .collect();
        let mut tests = BTreeSet::new();
        let mut references = BTreeMap::new();
        let mut imports = BTreeMap::new();
        for (path, text) in files {
            if !modules.values().any(|p| p == path) {
                continue;
            }
            let tokens = TokenStream::from_str(text)
                .map_err(|e| format!("{}: not Rust tokens: {e}", path.display()))?;
            let here = module_path(path);
            let mut reader = Reader {
                here: here.clone(),
                found: Vec::new(),
                imports: BTreeMap::new(),
                test_children: Vec::new(),
            };
            reader.stream(tokens, &here, &BTreeSet::new());
            for child in &reader.test_children {
                let mut module = here.clone();
                module.push(child.clone());
                if let Some(file) = modules.get(&module) {
                    tests.insert(file.clone());
                }
            }
            references.insert(path.clone(), reader.found);
            imports.insert(path.clone(), reader.imports);
        }
        references.retain(|path, _| !tests.contains(path));
        Ok(Crate {
            modules,
            references,
            imports,
        })
    }

    /// The file that holds what `path` names: the file of its longest module prefix, or, where
    /// that file only imports the name, the file the import comes from.
    pub fn file_of(&self, path: &[String]) -> &Path {
        let mut path = path.to_vec();
        for _ in 0..16 {
            let (module, file) = self.module_of(&path);
            let Some(name) = path.get(module) else {
                return file;
            };
            match self.imports.get(file).and_then(|names| names.get(name)) {
                Some(target) if !target.starts_with(&path[..=module]) => {
                    let rest = path[module + 1..].to_vec();
                    path = target.clone();
                    path.extend(rest);
                }
                _ => return file,
            }
        }
        self.module_of(&path).1
    }

    /// The length of `path`'s longest prefix that is a module with a file, and the file.
    fn module_of(&self, path: &[String]) -> (usize, &Path) {
        (0..=path.len())
            .rev()
            .find_map(|n| self.modules.get(&path[..n]).map(|f| (n, f.as_path())))
            .unwrap_or((0, Path::new("lib.rs")))
    }
}

/// `a/b.rs` and `a/b/mod.rs` are module `a::b`; `lib.rs` is the root.
pub fn module_path(path: &Path) -> Vec<String> {
    let mut names: Vec<String> = path
        .with_extension("")
        .iter()
        .map(|n| n.to_string_lossy().into_owned())
        .collect();
    if matches!(names.last().map(String::as_str), Some("mod" | "lib")) {
        names.pop();
    }
    names
}

struct Reader {
    /// The file's own module path.
    here: Vec<String>,
    found: Vec<Reference>,
    /// The names the file's own `use` items bring in, and what each names.
    imports: BTreeMap<String, Vec<String>>,
    /// Child modules declared under `#[cfg(test)]`.
    test_children: Vec<String>,
}

impl Reader {
    /// Reads one token stream whose paths are relative to module `at` (the file's module, or
    /// an inline module inside it), whose child modules are `children`.
    fn stream(&mut self, tokens: TokenStream, at: &[String], children: &BTreeSet<String>) {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        let mut children = children.clone();
        children.extend(declared_modules(&trees));
        let mut i = 0;
        while i < trees.len() {
            if let Some(after) = self.module_item(&trees, i, at) {
                i = after;
                continue;
            }
            match &trees[i] {
                TokenTree::Ident(id) if id == "use" => {
                    let end = (i..trees.len())
                        .find(|&j| matches!(&trees[j], TokenTree::Punct(p) if p.as_char() == ';'))
                        .unwrap_or(trees.len());
                    self.use_item(&trees[i + 1..end], at, &children, id.span().start().line);
                    i = end + 1;
                    continue;
                }
                TokenTree::Ident(id)
                    if is_path_sep(&trees, i + 1) && !after_path_sep(&trees, i) =>
                {
                    let name = id.to_string();
                    if let Some(base) = base_of(&name, at, &children) {
                        let (path, written, after) = segments(&trees, i, base);
                        let line = id.span().start().line;
                        self.found.push(Reference {
                            line,
                            path,
                            written,
                        });
                        i = after;
                        continue;
                    }
                }
                TokenTree::Group(g) => self.stream(g.stream(), at, &children),
                _ => {}
            }
            i += 1;
        }
    }

    /// A `use` item's tree (the tokens between `use` and `;`): a reference for each of its
    /// paths into this crate, and the names it imports.
    fn use_item(
        &mut self,
        tokens: &[TokenTree],
        at: &[String],
        children: &BTreeSet<String>,
        line: usize,
    ) {
        let start = if is_path_sep(tokens, 0) { 2 } else { 0 };
        let Some(TokenTree::Ident(first)) = tokens.get(start) else {
            return;
        };
        let Some(base) = base_of(&first.to_string(), at, children) else {
            return;
        };
        let mut paths = Vec::new();
        use_tree(&tokens[start..], Vec::new(), &mut paths);
        for (written, alias) in paths {
            let mut path = base.clone();
            for name in &written {
                match name.as_str() {
                    "crate" | "self" => {}
                    "super" => {
                        path.pop();
                    }
                    _ => path.push(name.clone()),
                }
            }
            let name = alias
                .or_else(|| written.last().cloned())
                .unwrap_or_default();
            if at == self.here.as_slice() && !matches!(name.as_str(), "*" | "self" | "_") {
                self.imports.insert(name, path.clone());
            }
            self.found.push(Reference {
                line,
                path,
                written: written.join("::"),
            });
        }
    }

    /// `mod name;` or `mod name { … }` at `i`: the index after it. An inline module is read
    /// with its own path; a test module is not read at all.
    fn module_item(&mut self, trees: &[TokenTree], i: usize, at: &[String]) -> Option<usize> {
        let (TokenTree::Ident(keyword), Some(TokenTree::Ident(name))) =
            (&trees[i], trees.get(i + 1))
        else {
            return None;
        };
        if keyword != "mod" {
            return None;
        }
        let test = under_cfg_test(trees, i);
        match trees.get(i + 2) {
            Some(TokenTree::Group(body)) if body.delimiter() == Delimiter::Brace => {
                if !test {
                    let mut inner = at.to_vec();
                    inner.push(name.to_string());
                    self.stream(body.stream(), &inner, &BTreeSet::new());
                }
                Some(i + 3)
            }
            _ => {
                if test && at == self.here.as_slice() {
                    self.test_children.push(name.to_string());
                }
                Some(i + 2)
            }
        }
    }
}

/// Where a path starting with `first` is rooted, if in this crate: the crate root for
/// `crate`, module `at` for `super`, `self` and a child module `at` declares.
fn base_of(first: &str, at: &[String], children: &BTreeSet<String>) -> Option<Vec<String>> {
    match first {
        "crate" => Some(Vec::new()),
        "super" | "self" => Some(at.to_vec()),
        name if children.contains(name) => Some(at.to_vec()),
        _ => None,
    }
}

/// The path of names joined by `::` from `i` on, applied to `base` (`super` goes up a
/// module): the path, the path as written, and the index after it.
fn segments(
    trees: &[TokenTree],
    mut i: usize,
    mut base: Vec<String>,
) -> (Vec<String>, String, usize) {
    let mut written = Vec::new();
    while let Some(TokenTree::Ident(id)) = trees.get(i) {
        let name = id.to_string();
        match name.as_str() {
            "crate" | "self" => {}
            "super" => {
                base.pop();
            }
            _ => base.push(name.clone()),
        }
        written.push(name);
        if !is_path_sep(trees, i + 1) {
            return (base, written.join("::"), i + 1);
        }
        i += 3;
    }
    (base, written.join("::"), i)
}

/// Every path of a `use` tree (`a::{b, c::d as e, f::*}`), each with its alias.
fn use_tree(
    tokens: &[TokenTree],
    prefix: Vec<String>,
    out: &mut Vec<(Vec<String>, Option<String>)>,
) {
    for part in tokens.split(|t| matches!(t, TokenTree::Punct(p) if p.as_char() == ',')) {
        let mut names = prefix.clone();
        let mut alias = None;
        let mut braced = false;
        let mut j = 0;
        while j < part.len() {
            match &part[j] {
                TokenTree::Ident(id) if id == "as" => {
                    alias = part.get(j + 1).map(|t| t.to_string());
                    break;
                }
                TokenTree::Ident(id) => names.push(id.to_string()),
                TokenTree::Punct(p) if p.as_char() == '*' => names.push("*".into()),
                TokenTree::Group(g) if g.delimiter() == Delimiter::Brace => {
                    let inner: Vec<TokenTree> = g.stream().into_iter().collect();
                    use_tree(&inner, names.clone(), out);
                    braced = true;
                    break;
                }
                _ => {}
            }
            j += 1;
        }
        if !braced && names.len() > prefix.len() {
            out.push((names, alias));
        }
    }
}

/// The modules declared by `mod name;` or `mod name {…}` in one token stream.
fn declared_modules(trees: &[TokenTree]) -> BTreeSet<String> {
    trees
        .windows(2)
        .filter_map(|w| match (&w[0], &w[1]) {
            (TokenTree::Ident(k), TokenTree::Ident(name)) if k == "mod" => Some(name.to_string()),
            _ => None,
        })
        .collect()
}

/// Whether an attribute's brackets hold `cfg(…test…)`.
fn is_cfg_test(tokens: TokenStream) -> bool {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    matches!(trees.first(), Some(TokenTree::Ident(id)) if id == "cfg")
        && trees.iter().any(|t| match t {
            TokenTree::Group(g) => g
                .stream()
                .to_string()
                .split(|c: char| !c.is_alphanumeric() && c != '_')
                .any(|w| w == "test"),
            _ => false,
        })
}

/// Whether the item whose keyword is at `i` has a `#[cfg(…test…)]` attribute (before its
/// other attributes and its `pub`).
fn under_cfg_test(trees: &[TokenTree], i: usize) -> bool {
    let mut j = i;
    while j > 0 {
        match &trees[j - 1] {
            TokenTree::Ident(id) if id == "pub" => j -= 1,
            TokenTree::Group(g) if g.delimiter() == Delimiter::Parenthesis => j -= 1,
            TokenTree::Group(g) if g.delimiter() == Delimiter::Bracket && j >= 2 => {
                if is_cfg_test(g.stream()) {
                    return true;
                }
                j -= 2;
            }
            _ => return false,
        }
    }
    false
}

/// `::` at `i` (two joint colons).
fn is_path_sep(trees: &[TokenTree], i: usize) -> bool {
    matches!(
        (trees.get(i), trees.get(i + 1)),
        (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b)))
            if a.as_char() == ':' && a.spacing() == Spacing::Joint && b.as_char() == ':'
    )
}

/// The ident at `i` comes after `::` (the middle of another path, `asalto_engine::game::…`).
fn after_path_sep(trees: &[TokenTree], i: usize) -> bool {
    i >= 2 && is_path_sep(trees, i - 2)
}

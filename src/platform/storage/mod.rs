//! Where the game keeps what it remembers (settings, saved games): small text files in the
//! platform's configuration folder on desktops, the browser's `localStorage` on the web, or only
//! memory (tests, `--fresh`). Everything else talks to [`Storage`] by name, e.g.
//! `settings.ron` or `saves/game-3.ron`, and never panics on a storage error: it gets a
//! [`StorageError`].

mod error;
mod kept;
mod notices;

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex, MutexGuard};

use bevy::prelude::*;

pub use error::{Action, StorageError};
pub use kept::{Unreadable, read_or_keep_aside};
pub use notices::{MAX_MESSAGE_CHARS, StorageNotice, StorageNotices, brief};

/// A place for named texts.
#[derive(Resource, Clone, Debug)]
pub enum Storage {
    /// Files under this folder.
    #[cfg(not(target_arch = "wasm32"))]
    Folder(std::path::PathBuf),
    /// The browser's localStorage, keys prefixed with `asalto/`.
    #[cfg(target_arch = "wasm32")]
    Browser,
    /// Only memory: nothing is read from or written to the computer.
    Memory(Arc<Mutex<MemoryStore>>),
}

/// What memory storage holds, and the names whose writes fail (to test how the game behaves
/// when a disk is full or a folder cannot be written).
#[derive(Debug, Default)]
pub struct MemoryStore {
    texts: BTreeMap<String, String>,
    failing: Vec<String>,
}

impl MemoryStore {
    fn write(&mut self, name: &str, text: Option<&str>) -> Result<(), StorageError> {
        if self.failing.iter().any(|f| name.starts_with(f.as_str())) {
            return Err(StorageError::SimulatedFull(name.to_string()));
        }
        match text {
            Some(text) => self.texts.insert(name.to_string(), text.to_string()),
            None => self.texts.remove(name),
        };
        Ok(())
    }
}

impl Default for Storage {
    fn default() -> Self {
        Storage::memory()
    }
}

/// The largest stored text read: a saved game with its own variant file is a few hundred KB at
/// most; anything larger is not the game's (and is never read whole into memory).
pub const MAX_STORED_BYTES: u64 = 4 << 20;

/// A name of the storage held by this process (see [`Storage::lock`]).
#[derive(Debug, Default)]
pub struct StorageLock {
    _file: Option<std::fs::File>,
}

/// A name must be a relative path of plain parts, so no file outside the folder can be named.
fn check_name(name: &str) -> Result<(), StorageError> {
    let ok = !name.is_empty()
        && name.split('/').all(|part| {
            !part.is_empty()
                && part != "."
                && part != ".."
                && part
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
        });
    if ok {
        Ok(())
    } else {
        Err(StorageError::BadName(name.to_string()))
    }
}

impl Storage {
    pub fn memory() -> Storage {
        Storage::Memory(Arc::default())
    }

    /// Memory holding a copy of these names and of every file in these folders, as `from` has
    /// them: the player's files shown without any being changed. What cannot be read is left
    /// out, as a missing file is.
    pub fn memory_copy(from: &Storage, names: &[&str], folders: &[&str]) -> Storage {
        let copy = Storage::memory();
        let in_folders = folders.iter().flat_map(|f| from.list(f));
        for name in names.iter().map(|n| n.to_string()).chain(in_folders) {
            if let Ok(Some(text)) = from.read(&name) {
                let _ = copy.write(&name, &text);
            }
        }
        copy
    }

    /// From now on, writing or removing any name that starts with `prefix` fails as on a full
    /// disk (memory storage only: for tests of what the game does then).
    pub fn fail_writes_under(&self, prefix: &str) {
        if let Storage::Memory(store) = self
            && let Ok(mut store) = store.lock()
        {
            store.failing.push(prefix.to_string());
        }
    }

    /// The player's own storage on this platform: on desktops the folder named by
    /// `ASALTO_CONFIG_DIR`, else the platform's configuration folder; in a browser its
    /// localStorage. Falls back to memory (with a warning) when there is no such place.
    pub fn system() -> Storage {
        #[cfg(target_arch = "wasm32")]
        {
            let available = web_sys::window()
                .and_then(|w| w.local_storage().ok().flatten())
                .is_some();
            if available {
                Storage::Browser
            } else {
                warn!("the browser gives no localStorage: settings and saves last this visit only");
                Storage::memory()
            }
        }
        #[cfg(not(target_arch = "wasm32"))]
        {
            match config_folder() {
                Some(dir) => Storage::Folder(dir),
                None => {
                    warn!("no configuration folder found: settings and saves last this run only");
                    Storage::memory()
                }
            }
        }
    }

    /// Where a name is kept, for messages to the player.
    pub fn describe(&self, name: &str) -> String {
        match self {
            #[cfg(not(target_arch = "wasm32"))]
            Storage::Folder(dir) => dir.join(name).display().to_string(),
            #[cfg(target_arch = "wasm32")]
            Storage::Browser => format!("asalto/{name} (browser storage)"),
            Storage::Memory(_) => format!("{name} (memory)"),
        }
    }

    /// The text stored under a name, `None` when there is none.
    pub fn read(&self, name: &str) -> Result<Option<String>, StorageError> {
        check_name(name)?;
        match self {
            #[cfg(not(target_arch = "wasm32"))]
            Storage::Folder(dir) => {
                use asalto_engine::files::{self, ReadError};
                match files::read_bytes(&dir.join(name), MAX_STORED_BYTES).and_then(files::text) {
                    Ok(text) => Ok(Some(text)),
                    Err(ReadError::Missing) => Ok(None),
                    Err(e) => Err(StorageError::refused(Action::Read, self.describe(name), e)),
                }
            }
            #[cfg(target_arch = "wasm32")]
            Storage::Browser => local_storage()?
                .get_item(&browser_key(name))
                .map_err(|_| self.refused_by_browser(Action::Read, name)),
            Storage::Memory(store) => Ok(memory(store)?.texts.get(name).cloned()),
        }
    }

    /// Stores a text under a name, replacing what was there. On desktops the file is written
    /// beside and then renamed, so a crash never leaves half a file.
    pub fn write(&self, name: &str, text: &str) -> Result<(), StorageError> {
        check_name(name)?;
        match self {
            #[cfg(not(target_arch = "wasm32"))]
            Storage::Folder(dir) => {
                let path = place_for(dir, name)?;
                let fail = |e| StorageError::refused(Action::Write, path.display(), e);
                let temporary = temporary_beside(&path);
                let written = std::fs::write(&temporary, text)
                    .and_then(|()| std::fs::rename(&temporary, &path));
                if written.is_err() {
                    let _ = std::fs::remove_file(&temporary);
                }
                written.map_err(fail)
            }
            #[cfg(target_arch = "wasm32")]
            Storage::Browser => local_storage()?
                .set_item(&browser_key(name), text)
                .map_err(|_| StorageError::BrowserFull(name.to_string())),
            Storage::Memory(store) => memory(store)?.write(name, Some(text)),
        }
    }

    /// Takes a name for this process alone while the lock lives: `Ok(None)` when another
    /// process holds it (two windows of the game on one folder). The system releases the lock
    /// when the process ends, however it ends. Memory and browser storage are never shared
    /// with another process here, so their lock is always taken.
    pub fn lock(&self, name: &str) -> Result<Option<StorageLock>, StorageError> {
        check_name(name)?;
        match self {
            #[cfg(not(target_arch = "wasm32"))]
            Storage::Folder(dir) => {
                let path = place_for(dir, name)?;
                let fail = |e| StorageError::refused(Action::Write, path.display(), e);
                let file = std::fs::OpenOptions::new()
                    .create(true)
                    .truncate(false)
                    .write(true)
                    .open(&path)
                    .map_err(fail)?;
                match file.try_lock() {
                    Ok(()) => Ok(Some(StorageLock { _file: Some(file) })),
                    Err(std::fs::TryLockError::WouldBlock) => Ok(None),
                    Err(std::fs::TryLockError::Error(e)) => Err(fail(e)),
                }
            }
            _ => Ok(Some(StorageLock::default())),
        }
    }

    /// Whether anything is stored under a name, readable or not.
    pub fn exists(&self, name: &str) -> bool {
        match self {
            #[cfg(not(target_arch = "wasm32"))]
            Storage::Folder(dir) => check_name(name).is_ok() && dir.join(name).exists(),
            _ => !matches!(self.read(name), Ok(None)),
        }
    }

    pub fn remove(&self, name: &str) -> Result<(), StorageError> {
        check_name(name)?;
        match self {
            #[cfg(not(target_arch = "wasm32"))]
            Storage::Folder(dir) => match std::fs::remove_file(dir.join(name)) {
                Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
                    let place = self.describe(name);
                    Err(StorageError::refused(Action::Delete, place, e))
                }
                _ => Ok(()),
            },
            #[cfg(target_arch = "wasm32")]
            Storage::Browser => local_storage()?
                .remove_item(&browser_key(name))
                .map_err(|_| self.refused_by_browser(Action::Delete, name)),
            Storage::Memory(store) => memory(store)?.write(name, None),
        }
    }

    /// The names in a folder (`saves`), sorted.
    pub fn list(&self, folder: &str) -> Vec<String> {
        if check_name(folder).is_err() {
            return Vec::new();
        }
        let prefix = format!("{folder}/");
        let mut names: Vec<String> = match self {
            #[cfg(not(target_arch = "wasm32"))]
            Storage::Folder(dir) => std::fs::read_dir(dir.join(folder))
                .map(|entries| {
                    entries
                        .flatten()
                        .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
                        .filter_map(|e| e.file_name().into_string().ok())
                        .filter(|n| !n.ends_with(".tmp"))
                        .map(|n| format!("{prefix}{n}"))
                        .collect()
                })
                .unwrap_or_default(),
            #[cfg(target_arch = "wasm32")]
            Storage::Browser => {
                let Ok(storage) = local_storage() else {
                    return Vec::new();
                };
                let count = storage.length().unwrap_or(0);
                (0..count)
                    .filter_map(|i| storage.key(i).ok().flatten())
                    .filter_map(|k| k.strip_prefix("asalto/").map(str::to_string))
                    .filter(|n| n.starts_with(&prefix))
                    .collect()
            }
            Storage::Memory(store) => store
                .lock()
                .map(|m| {
                    m.texts
                        .keys()
                        .filter(|k| k.starts_with(&prefix))
                        .cloned()
                        .collect()
                })
                .unwrap_or_default(),
        };
        names.retain(|n| check_name(n).is_ok());
        names.sort();
        names
    }

    /// Copies what is stored under `name` to a new name beside it (`name.bak`, `name.bak2`, …)
    /// and returns that name: a file the game cannot read is kept before anything replaces it.
    pub fn keep_backup(&self, name: &str) -> Result<String, StorageError> {
        check_name(name)?;
        let bytes = self.stored_bytes(name)?;
        for i in 1..1000 {
            let backup = match i {
                1 => format!("{name}.bak"),
                i => format!("{name}.bak{i}"),
            };
            if !self.exists(&backup) {
                self.write_bytes(&backup, name, &bytes)?;
                return Ok(backup);
            }
            // The same damaged file read at each start is kept once, not once a start.
            if self.stored_bytes(&backup).is_ok_and(|kept| kept == bytes) {
                return Ok(backup);
            }
        }
        Err(StorageError::TooManyBackups(name.to_string()))
    }

    /// What is stored under a name, as it is: a file that is not even text is kept too (but
    /// never a pipe or a device, which would be read for ever).
    fn stored_bytes(&self, name: &str) -> Result<Vec<u8>, StorageError> {
        match self {
            #[cfg(not(target_arch = "wasm32"))]
            Storage::Folder(dir) => {
                asalto_engine::files::read_bytes(&dir.join(name), MAX_STORED_BYTES).map_err(|e| {
                    StorageError::refused(Action::BackUp, self.describe(name), e.to_string())
                })
            }
            _ => Ok(self
                .read(name)?
                .ok_or_else(|| StorageError::NothingToBackUp(name.to_string()))?
                .into_bytes()),
        }
    }

    /// Keeps `bytes` (what `name` holds) under `backup`.
    fn write_bytes(&self, backup: &str, name: &str, bytes: &[u8]) -> Result<(), StorageError> {
        // A browser's storage refuses without naming what it refused.
        #[cfg(target_arch = "wasm32")]
        let _ = name;
        match self {
            #[cfg(not(target_arch = "wasm32"))]
            Storage::Folder(dir) => std::fs::write(dir.join(backup), bytes).map_err(|e| {
                StorageError::refused(Action::BackUp, self.describe(name), e.to_string())
            }),
            _ => self.write(backup, &String::from_utf8_lossy(bytes)),
        }
    }

    /// The first of these names with nothing stored under it (not even a file that is not
    /// text), if any.
    pub fn first_free(&self, names: impl IntoIterator<Item = String>) -> Option<String> {
        names.into_iter().find(|name| !self.exists(name))
    }

    /// The browser's refusal, which gives no reason.
    #[cfg(target_arch = "wasm32")]
    fn refused_by_browser(&self, action: Action, name: &str) -> StorageError {
        StorageError::Refused {
            action,
            place: self.describe(name),
            reason: None,
        }
    }
}

/// Memory storage's texts, while this thread holds them.
fn memory(store: &Mutex<MemoryStore>) -> Result<MutexGuard<'_, MemoryStore>, StorageError> {
    store.lock().map_err(|_| StorageError::Poisoned)
}

/// Where `name` is kept in `dir`, its folders made.
#[cfg(not(target_arch = "wasm32"))]
fn place_for(dir: &std::path::Path, name: &str) -> Result<std::path::PathBuf, StorageError> {
    let path = dir.join(name);
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent)
            .map_err(|e| StorageError::refused(Action::Write, path.display(), e))?;
    }
    Ok(path)
}

/// A fresh name beside a file to write it under before renaming it into place: never one that
/// another process, or a crash long ago, may have left there.
#[cfg(not(target_arch = "wasm32"))]
fn temporary_beside(path: &std::path::Path) -> std::path::PathBuf {
    use std::sync::atomic::{AtomicU64, Ordering};
    static COUNT: AtomicU64 = AtomicU64::new(0);
    let name = path
        .file_name()
        .map_or_else(Default::default, |n| n.to_string_lossy());
    let n = COUNT.fetch_add(1, Ordering::Relaxed);
    path.with_file_name(format!(".{name}.{}-{n}.tmp", std::process::id()))
}

#[cfg(target_arch = "wasm32")]
fn local_storage() -> Result<web_sys::Storage, StorageError> {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .ok_or(StorageError::BrowserUnavailable)
}

#[cfg(target_arch = "wasm32")]
fn browser_key(name: &str) -> String {
    format!("asalto/{name}")
}

/// `ASALTO_CONFIG_DIR`, else the platform's folder for application settings.
#[cfg(not(target_arch = "wasm32"))]
fn config_folder() -> Option<std::path::PathBuf> {
    use std::path::PathBuf;
    let env = |v: &str| {
        std::env::var_os(v)
            .filter(|s| !s.is_empty())
            .map(PathBuf::from)
    };
    if let Some(dir) = env("ASALTO_CONFIG_DIR") {
        return Some(dir);
    }
    let base = if cfg!(target_os = "windows") {
        env("APPDATA")
    } else if cfg!(target_os = "macos") {
        env("HOME").map(|h| h.join("Library/Application Support"))
    } else {
        env("XDG_CONFIG_HOME").or_else(|| env("HOME").map(|h| h.join(".config")))
    };
    base.map(|b| b.join("asalto"))
}

#[cfg(test)]
mod tests;

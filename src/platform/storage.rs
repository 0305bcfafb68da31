//! Where the game keeps what it remembers (settings, saved games): small text files in the
//! platform's configuration folder on desktops, the browser's `localStorage` on the web, or only
//! memory (tests, `--fresh`). Everything else talks to [`Storage`] by name, e.g.
//! `settings.ron` or `saves/game-3.ron`, and never panics on a storage error: it gets a message.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

use bevy::prelude::*;

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
    Memory(Arc<Mutex<BTreeMap<String, String>>>),
}

impl Default for Storage {
    fn default() -> Self {
        Storage::memory()
    }
}

/// A name must be a relative path of plain parts, so no file outside the folder can be named.
fn check_name(name: &str) -> Result<(), String> {
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
        Err(format!("not a storage name: {name:?}"))
    }
}

impl Storage {
    pub fn memory() -> Storage {
        Storage::Memory(Arc::default())
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
    pub fn read(&self, name: &str) -> Result<Option<String>, String> {
        check_name(name)?;
        match self {
            #[cfg(not(target_arch = "wasm32"))]
            Storage::Folder(dir) => match std::fs::read(dir.join(name)) {
                Ok(bytes) => String::from_utf8(bytes)
                    .map(Some)
                    .map_err(|_| format!("{} is not text", self.describe(name))),
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
                Err(e) => Err(format!("cannot read {}: {e}", self.describe(name))),
            },
            #[cfg(target_arch = "wasm32")]
            Storage::Browser => local_storage()?
                .get_item(&browser_key(name))
                .map_err(|_| format!("cannot read {}", self.describe(name))),
            Storage::Memory(map) => Ok(map.lock().map_err(|e| e.to_string())?.get(name).cloned()),
        }
    }

    /// Stores a text under a name, replacing what was there. On desktops the file is written
    /// beside and then renamed, so a crash never leaves half a file.
    pub fn write(&self, name: &str, text: &str) -> Result<(), String> {
        check_name(name)?;
        match self {
            #[cfg(not(target_arch = "wasm32"))]
            Storage::Folder(dir) => {
                let path = dir.join(name);
                let fail = |e: std::io::Error| format!("cannot write {}: {e}", path.display());
                if let Some(parent) = path.parent() {
                    std::fs::create_dir_all(parent).map_err(fail)?;
                }
                let temporary = path.with_extension("tmp");
                std::fs::write(&temporary, text).map_err(fail)?;
                std::fs::rename(&temporary, &path).map_err(fail)
            }
            #[cfg(target_arch = "wasm32")]
            Storage::Browser => local_storage()?
                .set_item(&browser_key(name), text)
                .map_err(|_| format!("cannot write {} (is the browser storage full?)", name)),
            Storage::Memory(map) => {
                map.lock()
                    .map_err(|e| e.to_string())?
                    .insert(name.to_string(), text.to_string());
                Ok(())
            }
        }
    }

    pub fn remove(&self, name: &str) -> Result<(), String> {
        check_name(name)?;
        match self {
            #[cfg(not(target_arch = "wasm32"))]
            Storage::Folder(dir) => match std::fs::remove_file(dir.join(name)) {
                Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
                    Err(format!("cannot delete {}: {e}", self.describe(name)))
                }
                _ => Ok(()),
            },
            #[cfg(target_arch = "wasm32")]
            Storage::Browser => local_storage()?
                .remove_item(&browser_key(name))
                .map_err(|_| format!("cannot delete {}", self.describe(name))),
            Storage::Memory(map) => {
                map.lock().map_err(|e| e.to_string())?.remove(name);
                Ok(())
            }
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
            Storage::Memory(map) => map
                .lock()
                .map(|m| {
                    m.keys()
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
    pub fn keep_backup(&self, name: &str) -> Result<String, String> {
        check_name(name)?;
        let free = |b: &String| match self {
            // Any file at all under that name is taken (even one that is not text).
            #[cfg(not(target_arch = "wasm32"))]
            Storage::Folder(dir) => !dir.join(b).exists(),
            _ => matches!(self.read(b), Ok(None)),
        };
        let backup = (1..1000)
            .map(|i| {
                if i == 1 {
                    format!("{name}.bak")
                } else {
                    format!("{name}.bak{i}")
                }
            })
            .find(free)
            .ok_or_else(|| format!("too many backups of {name}"))?;
        match self {
            // The bytes as they are: a file that is not even text is kept too.
            #[cfg(not(target_arch = "wasm32"))]
            Storage::Folder(dir) => {
                std::fs::copy(dir.join(name), dir.join(&backup))
                    .map_err(|e| format!("cannot back up {}: {e}", self.describe(name)))?;
            }
            _ => {
                let text = self
                    .read(name)?
                    .ok_or_else(|| format!("nothing to back up under {name}"))?;
                self.write(&backup, &text)?;
            }
        }
        Ok(backup)
    }
}

#[cfg(target_arch = "wasm32")]
fn local_storage() -> Result<web_sys::Storage, String> {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .ok_or_else(|| "the browser storage is not available".to_string())
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
mod tests {
    use super::*;

    fn stores() -> Vec<Storage> {
        let dir = std::env::temp_dir().join(format!(
            "asalto-storage-test-{}-{:?}",
            std::process::id(),
            std::thread::current().id()
        ));
        let _ = std::fs::remove_dir_all(&dir);
        vec![Storage::memory(), Storage::Folder(dir)]
    }

    #[test]
    fn texts_round_trip_and_list_by_folder() {
        for s in stores() {
            assert_eq!(s.read("settings.ron"), Ok(None));
            s.write("settings.ron", "a").unwrap();
            s.write("saves/game-2.ron", "b").unwrap();
            s.write("saves/game-1.ron", "c").unwrap();
            assert_eq!(s.read("settings.ron"), Ok(Some("a".into())));
            assert_eq!(s.list("saves"), ["saves/game-1.ron", "saves/game-2.ron"]);
            s.remove("saves/game-1.ron").unwrap();
            assert_eq!(s.list("saves"), ["saves/game-2.ron"]);
            assert_eq!(s.read("saves/game-1.ron"), Ok(None));
        }
    }

    #[test]
    fn backups_never_replace_each_other() {
        for s in stores() {
            s.write("settings.ron", "first").unwrap();
            assert_eq!(s.keep_backup("settings.ron").unwrap(), "settings.ron.bak");
            s.write("settings.ron", "second").unwrap();
            assert_eq!(s.keep_backup("settings.ron").unwrap(), "settings.ron.bak2");
            assert_eq!(s.read("settings.ron.bak"), Ok(Some("first".into())));
            assert_eq!(s.read("settings.ron.bak2"), Ok(Some("second".into())));
        }
    }

    #[test]
    fn a_file_that_is_not_text_is_backed_up_as_it_is() {
        let Storage::Folder(dir) = &stores()[1] else {
            unreachable!()
        };
        let s = Storage::Folder(dir.join("binary"));
        std::fs::create_dir_all(dir.join("binary")).unwrap();
        std::fs::write(dir.join("binary/settings.ron"), [0xff, 0xfe, 0x00]).unwrap();
        assert!(s.read("settings.ron").is_err());
        assert_eq!(s.keep_backup("settings.ron").unwrap(), "settings.ron.bak");
        assert_eq!(
            std::fs::read(dir.join("binary/settings.ron.bak")).unwrap(),
            [0xff, 0xfe, 0x00]
        );
    }

    #[test]
    fn names_cannot_leave_the_folder() {
        let s = Storage::memory();
        for bad in ["../x", "/etc/passwd", "a//b", "", "saves/..", "a b"] {
            assert!(s.write(bad, "x").is_err(), "{bad:?} accepted");
            assert!(s.read(bad).is_err(), "{bad:?} accepted");
        }
    }
}

//! A text file the player opens (a variant file): by its path on desktops, through the page's
//! file chooser in a browser. On the web the choice comes later, through [`take_chosen`].

use std::fmt;

/// The longest path a player may type.
pub const MAX_PATH_CHARS: usize = 4096;

/// A file read: its name and its text, or why it could not be read.
pub type Chosen = (String, Result<String, FileError>);

/// Why a file could not be read, or files could not be given to the player, in one line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileError {
    /// No path was typed.
    NoPath,
    /// A browser opens files through its chooser, not by path.
    ChooserOnly,
    /// The file at this path cannot be read: the reader's or the system's reason.
    Unreadable { path: String, reason: String },
    /// The file at this path is larger than a variant file can be: the reader's words.
    TooLarge { path: String, reason: String },
    /// The browser's file chooser could not read the file: its reason.
    Chooser(String),
    /// There is no folder to write pictures in.
    NoFolder,
    /// This path is there but is not a folder.
    NotAFolder(String),
    /// The folder cannot be made or written in: the system's reason.
    Folder { folder: String, reason: String },
    /// Every number for files of this name is taken in the folder.
    TooMany { folder: String, stem: String },
    /// The file at this path cannot be written: the system's reason.
    Write { path: String, reason: String },
    /// The browser refused the download: its reason.
    Download(String),
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FileError::NoPath => f.write_str("type the path of a variant file first"),
            FileError::ChooserOnly => {
                f.write_str("a browser opens variant files through its file chooser")
            }
            FileError::Unreadable { path, reason } => write!(f, "cannot read {path}: {reason}"),
            FileError::TooLarge { path, reason } => write!(
                f,
                "cannot read {path}: {reason}; a variant file is a few KB of text"
            ),
            FileError::Chooser(reason) => f.write_str(reason),
            FileError::NoFolder => f.write_str("there is no folder to write pictures in"),
            FileError::NotAFolder(path) => write!(f, "{path} is not a folder"),
            FileError::Folder { folder, reason } => write!(f, "{folder}: {reason}"),
            FileError::TooMany { folder, stem } => {
                write!(f, "{folder}: too many pictures named {stem}")
            }
            FileError::Write { path, reason } => write!(f, "{path}: {reason}"),
            FileError::Download(reason) => write!(f, "the browser refused the download: {reason}"),
        }
    }
}

impl std::error::Error for FileError {}

/// Whether files are opened by a path the player types (desktops), or else through the page's
/// file chooser (a browser).
pub const OPENS_BY_PATH: bool = cfg!(not(target_arch = "wasm32"));

/// Reads a text file by the path the player typed through the engine's bounded reader: no
/// pipes or devices, nothing larger than `max_bytes`. (A browser has no paths to open.)
pub fn read_text_file(path: &std::path::Path, max_bytes: u64) -> Result<String, FileError> {
    #[cfg(target_arch = "wasm32")]
    {
        let _ = (path, max_bytes);
        Err(FileError::ChooserOnly)
    }
    #[cfg(not(target_arch = "wasm32"))]
    read_path(path, max_bytes)
}

#[cfg(not(target_arch = "wasm32"))]
fn read_path(path: &std::path::Path, max_bytes: u64) -> Result<String, FileError> {
    if path.as_os_str().is_empty() {
        return Err(FileError::NoPath);
    }
    asalto_engine::files::read_text(path, max_bytes).map_err(|e| {
        let (path, reason) = (path.display().to_string(), e.to_string());
        match e {
            asalto_engine::files::ReadError::TooLarge { .. } => {
                FileError::TooLarge { path, reason }
            }
            _ => FileError::Unreadable { path, reason },
        }
    })
}

/// The example variant file where a player has it: `variants/` beside the game (the
/// downloads), or `assets/variants/` of a checkout (where `BEVY_ASSET_ROOT` or the current
/// folder points). None in a browser.
pub fn example_variant_path(file: &str) -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    {
        let _ = file;
        None
    }
    #[cfg(not(target_arch = "wasm32"))]
    example_on_disk(file)
}

#[cfg(not(target_arch = "wasm32"))]
fn example_on_disk(file: &str) -> Option<String> {
    let beside = std::env::current_exe()
        .ok()
        .and_then(|exe| Some(exe.parent()?.join("variants").join(file)));
    let checkout = |root: std::path::PathBuf| root.join("assets/variants").join(file);
    let candidates = [
        beside,
        std::env::var_os("BEVY_ASSET_ROOT").map(|r| checkout(r.into())),
        std::env::current_dir().ok().map(checkout),
    ];
    candidates
        .into_iter()
        .flatten()
        .find(|p| p.is_file())
        .map(|p| p.to_string_lossy().into_owned())
}

/// Opens the browser's file chooser for `.ron` files; the file read arrives in [`take_chosen`].
/// (A few lines of the page's own JavaScript: no more of the browser's API is compiled in.)
/// Nothing on desktops, which open files by path ([`OPENS_BY_PATH`]).
pub fn choose_text_file() {
    #[cfg(target_arch = "wasm32")]
    open_chooser();
}

#[cfg(target_arch = "wasm32")]
fn open_chooser() {
    const PICK: &str = "
        const input = document.createElement('input');
        input.type = 'file';
        input.accept = '.ron,text/plain';
        input.onchange = () => {
            const file = input.files && input.files[0];
            if (!file) return;
            if (file.size > 262144) {
                window.asaltoChosenFile = { name: file.name, error: 'the file is too large for a variant file' };
                return;
            }
            file.text().then(
                (text) => { window.asaltoChosenFile = { name: file.name, text }; },
                (e) => { window.asaltoChosenFile = { name: file.name, error: String(e) }; });
        };
        input.click();";
    let _ = js_sys::Function::new_no_args(PICK).call0(&wasm_bindgen::JsValue::NULL);
}

/// The file chosen since the last call, if any (always `None` on desktops).
pub fn take_chosen() -> Option<Chosen> {
    #[cfg(target_arch = "wasm32")]
    {
        use js_sys::Reflect;
        let window = web_sys::window()?;
        let key = wasm_bindgen::JsValue::from_str("asaltoChosenFile");
        let chosen = Reflect::get(&window, &key).ok()?;
        if chosen.is_undefined() || chosen.is_null() {
            return None;
        }
        let _ = Reflect::delete_property(&window, &key);
        let field = |name: &str| {
            Reflect::get(&chosen, &wasm_bindgen::JsValue::from_str(name))
                .ok()
                .and_then(|v| v.as_string())
        };
        let name = field("name").unwrap_or_default();
        let text = match (field("text"), field("error")) {
            (Some(text), _) => Ok(text),
            (None, error) => Err(FileError::Chooser(
                error.unwrap_or_else(|| "the file could not be read".into()),
            )),
        };
        Some((name, text))
    }
    #[cfg(not(target_arch = "wasm32"))]
    None
}

/// Where pictures of games are written on desktops: the folder named by
/// `ASALTO_PICTURES_DIR`, else the player's Pictures folder, else their home folder. `None` in
/// a browser, which downloads them instead.
pub fn pictures_folder() -> Option<std::path::PathBuf> {
    #[cfg(target_arch = "wasm32")]
    {
        None
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        std::env::var_os("ASALTO_PICTURES_DIR")
            .filter(|s| !s.is_empty())
            .map(std::path::PathBuf::from)
            .or_else(dirs::picture_dir)
            .or_else(dirs::home_dir)
    }
}

/// Gives the player files made by the game, named `<stem>-<n>.<extension>` with the first `n`
/// free for all of them: written into `folder` on desktops (never over a file), downloaded in a
/// browser. Answers where they went, or why not.
pub fn give_files(
    folder: Option<&std::path::Path>,
    stem: &str,
    files: &[(&str, &[u8])],
) -> Result<Vec<String>, FileError> {
    #[cfg(target_arch = "wasm32")]
    {
        let _ = folder;
        let names: Vec<String> = files
            .iter()
            .map(|(ext, _)| format!("{stem}.{ext}"))
            .collect();
        for (name, (_, bytes)) in names.iter().zip(files) {
            download(name, bytes)?;
        }
        Ok(names)
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let folder = folder.ok_or(FileError::NoFolder)?;
        write_new_files(folder, stem, files)
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn write_new_files(
    folder: &std::path::Path,
    stem: &str,
    files: &[(&str, &[u8])],
) -> Result<Vec<String>, FileError> {
    use std::io::Write;
    let shown = folder.display().to_string();
    if folder.exists() && !folder.is_dir() {
        return Err(FileError::NotAFolder(shown));
    }
    std::fs::create_dir_all(folder).map_err(|e| FileError::Folder {
        folder: shown.clone(),
        reason: e.to_string(),
    })?;
    let path = |n: u32, ext: &str| folder.join(format!("{stem}-{n}.{ext}"));
    // A name is taken by anything there, a link to nothing included.
    let taken = |p: &std::path::Path| std::fs::symlink_metadata(p).is_ok();
    for n in 1..10_000 {
        if files.iter().any(|(ext, _)| taken(&path(n, ext))) {
            continue;
        }
        let mut written: Vec<std::path::PathBuf> = Vec::new();
        for (ext, bytes) in files {
            let at = path(n, ext);
            // Only a file this call made is ever removed again.
            let write = |made: &mut bool| -> std::io::Result<()> {
                let mut file = std::fs::File::create_new(&at)?;
                *made = true;
                file.write_all(bytes)?;
                file.sync_all()
            };
            let mut made = false;
            match write(&mut made) {
                Ok(()) => written.push(at),
                Err(e) => {
                    // A set is written whole or not at all (a full disk keeps no GIF without its
                    // PNG); a name taken meanwhile (another window) moves on to the next number.
                    written.extend(made.then_some(at.clone()));
                    written
                        .drain(..)
                        .for_each(|p| drop(std::fs::remove_file(p)));
                    if e.kind() == std::io::ErrorKind::AlreadyExists {
                        break;
                    }
                    return Err(FileError::Write {
                        path: at.display().to_string(),
                        reason: e.to_string(),
                    });
                }
            }
        }
        if written.len() == files.len() {
            return Ok(written.iter().map(|p| p.display().to_string()).collect());
        }
    }
    Err(FileError::TooMany {
        folder: shown,
        stem: stem.to_string(),
    })
}

/// Starts the browser's download of a file made here (a few lines of the page's JavaScript).
#[cfg(target_arch = "wasm32")]
fn download(name: &str, bytes: &[u8]) -> Result<(), FileError> {
    const SAVE: &str = "
        const blob = new Blob([bytes], { type: name.endsWith('.gif') ? 'image/gif' : 'image/png' });
        const url = URL.createObjectURL(blob);
        const link = document.createElement('a');
        link.href = url;
        link.download = name;
        document.body.appendChild(link);
        link.click();
        link.remove();
        setTimeout(() => URL.revokeObjectURL(url), 60000);";
    let data = js_sys::Uint8Array::from(bytes);
    js_sys::Function::new_with_args("name, bytes", SAVE)
        .call2(
            &wasm_bindgen::JsValue::NULL,
            &wasm_bindgen::JsValue::from_str(name),
            &data,
        )
        .map(|_| ())
        .map_err(|e| FileError::Download(format!("{e:?}")))
}

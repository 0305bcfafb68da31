//! A text file the player opens (a variant file): by its path on desktops, through the page's
//! file chooser in a browser. On the web the choice comes later, through [`take_chosen`].

/// The longest path a player may type.
pub const MAX_PATH_CHARS: usize = 4096;

/// A file read: its name and its text, or why it could not be read.
pub type Chosen = (String, Result<String, String>);

/// Whether files are opened by a path the player types (desktops), or else through the page's
/// file chooser (a browser).
pub const OPENS_BY_PATH: bool = cfg!(not(target_arch = "wasm32"));

/// Reads a text file by the path the player typed through the engine's bounded reader: no
/// pipes or devices, nothing larger than `max_bytes`. (A browser has no paths to open.)
pub fn read_text_file(path: &str, max_bytes: u64) -> Result<String, String> {
    #[cfg(target_arch = "wasm32")]
    {
        let _ = (path, max_bytes);
        Err("a browser opens variant files through its file chooser".into())
    }
    #[cfg(not(target_arch = "wasm32"))]
    read_path(path, max_bytes)
}

#[cfg(not(target_arch = "wasm32"))]
fn read_path(path: &str, max_bytes: u64) -> Result<String, String> {
    let path = path.trim();
    if path.is_empty() {
        return Err("type the path of a variant file first".into());
    }
    asalto_engine::files::read_text(std::path::Path::new(path), max_bytes).map_err(|e| match e {
        asalto_engine::files::ReadError::TooLarge { .. } => {
            format!("cannot read {path}: {e}; a variant file is a few KB of text")
        }
        e => format!("cannot read {path}: {e}"),
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
            (None, error) => Err(error.unwrap_or_else(|| "the file could not be read".into())),
        };
        Some((name, text))
    }
    #[cfg(not(target_arch = "wasm32"))]
    None
}

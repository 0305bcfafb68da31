//! The system clipboard, for copying positions and move lists out and pasting them in: `arboard`
//! on desktops, the browser's asynchronous clipboard on the web. Pasting is asked for with
//! [`request_paste`] and the text arrives through [`take_pasted`] (at once on desktops, a frame
//! or more later in a browser, which may also ask the player's permission first).

use std::sync::Mutex;

/// Which field a paste is meant for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PasteTarget {
    Position,
    Moves,
}

/// A paste that arrived: the text, or `None` when the clipboard could not be read.
type Pasted = (PasteTarget, Option<String>);

static PASTED: Mutex<Option<Pasted>> = Mutex::new(None);

fn deliver(target: PasteTarget, text: Option<String>) {
    if let Ok(mut slot) = PASTED.lock() {
        *slot = Some((target, text));
    }
}

/// The paste that arrived since the last call, if any.
pub fn take_pasted() -> Option<Pasted> {
    PASTED.lock().ok().and_then(|mut slot| slot.take())
}

/// A copy the browser refused after [`copy`] had begun it (its answer comes later): the text.
static REFUSED: Mutex<Option<String>> = Mutex::new(None);

/// The text of a copy the browser refused since the last call, if any: it was not copied,
/// though `copy` said it had begun.
pub fn take_refused() -> Option<String> {
    REFUSED.lock().ok().and_then(|mut slot| slot.take())
}

/// Puts text on the clipboard; false when there is no clipboard to use.
pub fn copy(text: &str) -> bool {
    #[cfg(not(target_arch = "wasm32"))]
    {
        arboard::Clipboard::new()
            .and_then(|mut c| c.set_text(text.to_string()))
            .is_ok()
    }
    #[cfg(target_arch = "wasm32")]
    {
        match browser_clipboard() {
            Some(clipboard) => {
                // The promise settles later: a refusal (no permission, the page not focused)
                // is told through `take_refused`.
                let promise = clipboard.write_text(text);
                let text = text.to_string();
                wasm_bindgen_futures::spawn_local(async move {
                    if wasm_bindgen_futures::JsFuture::from(promise).await.is_err()
                        && let Ok(mut slot) = REFUSED.lock()
                    {
                        *slot = Some(text);
                    }
                });
                true
            }
            None => false,
        }
    }
}

/// Starts reading the clipboard; the text comes through [`take_pasted`].
pub fn request_paste(target: PasteTarget) {
    #[cfg(not(target_arch = "wasm32"))]
    {
        let text = arboard::Clipboard::new()
            .and_then(|mut c| c.get_text())
            .ok();
        deliver(target, text);
    }
    #[cfg(target_arch = "wasm32")]
    {
        let Some(clipboard) = browser_clipboard() else {
            deliver(target, None);
            return;
        };
        let promise = clipboard.read_text();
        wasm_bindgen_futures::spawn_local(async move {
            let text = wasm_bindgen_futures::JsFuture::from(promise)
                .await
                .ok()
                .and_then(|v| v.as_string());
            deliver(target, text);
        });
    }
}

/// The page's clipboard; `None` outside a secure context (plain http on another host), where
/// browsers leave `navigator.clipboard` undefined and calling it would throw.
#[cfg(target_arch = "wasm32")]
fn browser_clipboard() -> Option<web_sys::Clipboard> {
    let navigator = web_sys::window()?.navigator();
    let value = js_sys::Reflect::get(&navigator, &"clipboard".into()).ok()?;
    if value.is_undefined() || value.is_null() {
        None
    } else {
        Some(navigator.clipboard())
    }
}

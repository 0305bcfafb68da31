//! The page's side of the browser test's hook: the state the test polls is set on the page as
//! `window.asaltoState`, and the test asks for egui's buttons with `window.asaltoWantsButtons`.
//! On a desktop there is no page: nothing is published and no buttons are wanted.

/// Sets `window.asaltoState` to `json`.
pub fn publish(json: &str) {
    #[cfg(target_arch = "wasm32")]
    if let Some(window) = web_sys::window() {
        let _ = js_sys::Reflect::set(
            &window,
            &wasm_bindgen::JsValue::from_str("asaltoState"),
            &wasm_bindgen::JsValue::from_str(json),
        );
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = json;
}

/// Whether the page asked for egui's buttons (`window.asaltoWantsButtons` is truthy).
pub fn buttons_wanted() -> bool {
    #[cfg(target_arch = "wasm32")]
    return web_sys::window()
        .and_then(|w| {
            js_sys::Reflect::get(&w, &wasm_bindgen::JsValue::from_str("asaltoWantsButtons")).ok()
        })
        .is_some_and(|v| v.is_truthy());
    #[cfg(not(target_arch = "wasm32"))]
    false
}

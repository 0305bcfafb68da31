//! The module's face to JavaScript in the worker (`web/engine-worker.js` calls it).

use asalto_engine::search::clock::use_time_source;
use asalto_engine::task::FromWorker;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::wasm_bindgen;
use web_sys::{DedicatedWorkerGlobalScope, Performance};

thread_local! {
    static PERFORMANCE: Option<Performance> = js_sys::global()
        .dyn_into::<web_sys::WorkerGlobalScope>()
        .ok()
        .and_then(|scope| scope.performance());
}

/// The worker's clock, in milliseconds.
fn now_ms() -> f64 {
    PERFORMANCE.with(|p| p.as_ref().map_or(0.0, |p| p.now()))
}

/// Posts a message to the page.
fn post(message: String) {
    if let Ok(scope) = js_sys::global().dyn_into::<DedicatedWorkerGlobalScope>() {
        let _ = scope.post_message(&message.into());
    }
}

/// At the module's start: the engine's clock, and a panic told to the page before the module
/// traps (the page then starts another worker).
#[wasm_bindgen(start)]
fn start() {
    if PERFORMANCE.with(Option::is_some) {
        use_time_source(now_ms);
    }
    std::panic::set_hook(Box::new(|info| {
        let failed = FromWorker::<(), ()>::Failed(format!("the engine broke down: {info}"));
        post(super::encode(&failed));
    }));
}

/// The greeting (see [`crate::ready`]).
#[wasm_bindgen]
pub fn ready() -> String {
    crate::ready()
}

/// Serves a message of the page (see [`crate::serve`]); the progress is posted as it comes.
#[wasm_bindgen]
pub fn serve(message: &str) -> String {
    crate::serve(message, post)
}

/// Breaks down as an engine's panic would: for the browser test's worker told to fail.
#[wasm_bindgen]
pub fn fail() {
    panic!("told to fail by the browser test");
}

//! The mirror in the page: one hidden element per node of egui's tree, over the canvas where
//! the widget is drawn, transparent and letting every pointer through, so mouse and touch go
//! to the canvas as before. A click on an element (a reader's activation) and a focus moved to
//! one by a reader are sent back to egui; the page's keyboard focus follows egui's, and keys
//! pressed on an element are passed on to the canvas, where the game reads them.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;

use bevy::prelude::*;
use bevy_egui::egui::accesskit::{Action, ActionRequest, Live, NodeId, TreeId};
use bevy_egui::{EguiContext, EguiOutput, PrimaryEguiContext};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;
use web_sys::{Document, Element, HtmlElement, KeyboardEvent, KeyboardEventInit};

use super::tree::{self, Mirrored};

/// The prefix of a mirrored element's id; the rest is egui's node id.
const ID_PREFIX: &str = "asalto-a11y-";

/// Out of sight but read: the usual visually-hidden rule for the live regions.
const HIDDEN: &str = "position:fixed;width:1px;height:1px;margin:-1px;padding:0;border:0;\
    overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap";

thread_local! {
    static PAGE: RefCell<Option<Page>> = const { RefCell::new(None) };
    static ASKED: RefCell<Vec<ActionRequest>> = const { RefCell::new(Vec::new()) };
    /// Set while the mirror moves the page's focus itself, so that move is not sent back.
    static FOLLOWING: Cell<bool> = const { Cell::new(false) };
}

/// What readers asked of the mirror since the last frame.
pub fn take_asked() -> Vec<ActionRequest> {
    ASKED.with_borrow_mut(std::mem::take)
}

/// Mirrors the frame egui has just given out.
pub fn mirror(mut contexts: Query<(&mut EguiContext, &EguiOutput), With<PrimaryEguiContext>>) {
    let Ok((mut context, output)) = contexts.single_mut() else {
        return;
    };
    let ctx = context.get_mut();
    ctx.enable_accesskit();
    let zoom = ctx.zoom_factor();
    let Some(update) = &output.platform_output.accesskit_update else {
        return;
    };
    let frame = tree::read(update, zoom);
    PAGE.with_borrow_mut(|page| {
        if page.is_none() {
            *page = Page::new();
        }
        if let Some(page) = page {
            page.show(frame);
        }
    });
}

/// The page's language, so that a reader speaks the game's words with the right voice.
pub fn set_language(code: &str) {
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        if root.get_attribute("lang").as_deref() != Some(code) {
            let _ = root.set_attribute("lang", code);
        }
    }
}

struct Page {
    document: Document,
    layer: HtmlElement,
    polite: HtmlElement,
    assertive: HtmlElement,
    elements: HashMap<u64, HtmlElement>,
    shown: Vec<Mirrored>,
    live: HashMap<u64, (Live, String)>,
    focus: Option<u64>,
    _listeners: Vec<Closure<dyn FnMut(web_sys::Event)>>,
}

impl Page {
    /// The mirror's layer and live regions, added to the page once its canvas exists.
    fn new() -> Option<Page> {
        let document = web_sys::window()?.document()?;
        let canvas = document.query_selector("canvas").ok()??;
        // A game read by keys: a reader in browse mode passes them on here.
        let _ = canvas.set_attribute("role", "application");
        let _ = canvas.set_attribute("aria-label", "Asalto");
        let body = document.body()?;
        let layer = element(&document, "asalto-a11y", None)?;
        let _ = layer.set_attribute(
            "style",
            "position:fixed;inset:0;pointer-events:none;overflow:hidden;color:transparent;\
             background:transparent;user-select:none",
        );
        let polite = element(&document, "asalto-said", Some("status"))?;
        let assertive = element(&document, "asalto-alert", Some("alert"))?;
        for (region, live) in [(&polite, "polite"), (&assertive, "assertive")] {
            let _ = region.set_attribute("aria-live", live);
            let _ = region.set_attribute("style", HIDDEN);
        }
        for e in [&layer, &polite, &assertive] {
            body.append_child(e).ok()?;
        }
        let canvas: HtmlElement = canvas.dyn_into().ok()?;
        // Keys play from the start, with no click first to give the game the keyboard.
        if document
            .active_element()
            .is_none_or(|a| a.tag_name() == "BODY")
        {
            let _ = canvas.focus();
        }
        let listeners = listen(&layer, canvas);
        Some(Page {
            document,
            layer,
            polite,
            assertive,
            elements: HashMap::new(),
            shown: Vec::new(),
            live: HashMap::new(),
            focus: None,
            _listeners: listeners,
        })
    }

    fn show(&mut self, frame: tree::Frame) {
        let changes = tree::changes(&self.shown, &frame.nodes);
        for id in &changes.gone {
            if let Some(e) = self.elements.remove(id) {
                e.remove();
            }
        }
        for node in &changes.set {
            let e = match self.elements.get(&node.id) {
                Some(e) => e.clone(),
                None => match element(&self.document, &format!("{ID_PREFIX}{}", node.id), None) {
                    Some(e) => {
                        self.elements.insert(node.id, e.clone());
                        e
                    }
                    None => continue,
                },
            };
            describe(&e, node);
        }
        if changes.reordered {
            for node in &frame.nodes {
                if let Some(e) = self.elements.get(&node.id) {
                    let _ = self.layer.append_child(e);
                }
            }
        }
        let (polite, assertive) = tree::to_say(&self.live, &frame.live);
        say(&self.polite, &polite);
        say(&self.assertive, &assertive);
        if frame.focus != self.focus {
            self.follow_focus(frame.focus);
        }
        self.shown = frame.nodes;
        self.live = frame.live;
        self.focus = frame.focus;
    }

    /// The page's focus to egui's: the mirrored widget, or back to the canvas when egui has
    /// none and the focus was in the mirror.
    fn follow_focus(&self, focus: Option<u64>) {
        let target = match focus.and_then(|id| self.elements.get(&id)) {
            Some(e) => Some(e.clone()),
            None => {
                let active = self.document.active_element();
                let in_mirror = active.is_some_and(|a| self.layer.contains(Some(&*a)));
                if !in_mirror {
                    return;
                }
                self.document
                    .query_selector("canvas")
                    .ok()
                    .flatten()
                    .and_then(|c| c.dyn_into::<HtmlElement>().ok())
            }
        };
        if let Some(target) = target {
            FOLLOWING.set(true);
            let _ = target.focus();
            FOLLOWING.set(false);
        }
    }
}

/// A `div` with an id and, when given, a role.
fn element(document: &Document, id: &str, role: Option<&str>) -> Option<HtmlElement> {
    let e: HtmlElement = document.create_element("div").ok()?.dyn_into().ok()?;
    e.set_id(id);
    if let Some(role) = role {
        let _ = e.set_attribute("role", role);
    }
    Some(e)
}

/// A mirrored element made to say what its node says, where the node is drawn.
fn describe(e: &HtmlElement, node: &Mirrored) {
    let [x, y, w, h] = node.bounds;
    let _ = e.set_attribute(
        "style",
        &format!("position:absolute;left:{x}px;top:{y}px;width:{w}px;height:{h}px;overflow:hidden;outline:none"),
    );
    let set = |name: &str, value: Option<String>| {
        let _ = match value {
            Some(v) => e.set_attribute(name, &v),
            None => e.remove_attribute(name),
        };
    };
    set("role", node.role.map(str::to_string));
    set("tabindex", node.role.map(|_| "-1".to_string()));
    let labelled = matches!(
        node.role,
        Some("textbox" | "slider" | "spinbutton" | "progressbar" | "img")
    );
    set("aria-label", labelled.then(|| node.name.clone()));
    e.set_text_content(Some(node.value.as_deref().unwrap_or(if labelled {
        ""
    } else {
        &node.name
    })));
    set("aria-checked", node.checked.map(str::to_string));
    set("aria-disabled", node.disabled.then(|| "true".to_string()));
    set("aria-expanded", node.expanded.map(|b| b.to_string()));
    set("aria-selected", node.selected.map(|b| b.to_string()));
    set(
        "aria-level",
        (node.role == Some("heading")).then(|| "2".to_string()),
    );
    let [now, min, max] = node.range.map_or([None; 3], |r| r.map(Some));
    set("aria-valuenow", now.map(|v| v.to_string()));
    set("aria-valuemin", min.map(|v| v.to_string()));
    set("aria-valuemax", max.map(|v| v.to_string()));
}

/// Words put in a live region; emptied first, so the same words said twice are said again.
fn say(region: &HtmlElement, words: &[String]) {
    if words.is_empty() {
        return;
    }
    region.set_text_content(None);
    region.set_text_content(Some(&words.join(" ")));
}

/// The layer's listeners: a click asks egui to press the node, a focus from outside to focus
/// it, and keys go on to the canvas.
fn listen(layer: &HtmlElement, canvas: HtmlElement) -> Vec<Closure<dyn FnMut(web_sys::Event)>> {
    let click = Closure::<dyn FnMut(web_sys::Event)>::new(|event: web_sys::Event| {
        if let Some(node) = node_of(&event) {
            event.prevent_default();
            ask(Action::Click, node);
        }
    });
    let focus = Closure::<dyn FnMut(web_sys::Event)>::new(|event: web_sys::Event| {
        if let Some(node) = node_of(&event).filter(|_| !FOLLOWING.get()) {
            ask(Action::Focus, node);
        }
    });
    let key = Closure::<dyn FnMut(web_sys::Event)>::new(move |event: web_sys::Event| {
        if let Some(pressed) = event.dyn_ref::<KeyboardEvent>() {
            pass_on(pressed, &canvas);
            event.prevent_default();
        }
    });
    let _ = layer.add_event_listener_with_callback("click", click.as_ref().unchecked_ref());
    let _ = layer.add_event_listener_with_callback("focusin", focus.as_ref().unchecked_ref());
    for kind in ["keydown", "keyup"] {
        let _ = layer.add_event_listener_with_callback(kind, key.as_ref().unchecked_ref());
    }
    vec![click, focus, key]
}

/// The node id of the mirrored element an event happened on.
fn node_of(event: &web_sys::Event) -> Option<u64> {
    let target: Element = event.target()?.dyn_into().ok()?;
    let mirrored = target.closest(&format!("[id^='{ID_PREFIX}']")).ok()??;
    mirrored.id().strip_prefix(ID_PREFIX)?.parse().ok()
}

fn ask(action: Action, node: u64) {
    ASKED.with_borrow_mut(|asked| {
        asked.push(ActionRequest {
            action,
            target_tree: TreeId::ROOT,
            target_node: NodeId(node),
            data: None,
        })
    });
}

/// The same key, pressed on the canvas, where winit listens.
fn pass_on(pressed: &KeyboardEvent, canvas: &HtmlElement) {
    let init = KeyboardEventInit::new();
    init.set_key(&pressed.key());
    init.set_code(&pressed.code());
    init.set_location(pressed.location());
    init.set_repeat(pressed.repeat());
    init.set_ctrl_key(pressed.ctrl_key());
    init.set_shift_key(pressed.shift_key());
    init.set_alt_key(pressed.alt_key());
    init.set_meta_key(pressed.meta_key());
    init.set_bubbles(true);
    init.set_cancelable(true);
    if let Ok(copy) = KeyboardEvent::new_with_keyboard_event_init_dict(&pressed.type_(), &init) {
        let _ = canvas.dispatch_event(&copy);
    }
}

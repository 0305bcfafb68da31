//! Screen readers. On a desktop, AccessKit hands egui's tree to the system (AT-SPI, UI
//! Automation, NSAccessibility) and brings back what the reader asks for (press, focus); the
//! asking is passed on to egui here. In a browser nothing of that reaches the page, so the tree
//! is mirrored into it (`page.rs`): hidden elements with ARIA roles, names and states over the
//! canvas, a click or focus on one sent back to egui, and two live regions that say what a
//! desktop reader hears said (`tree.rs` reads the tree, and is tested natively).

use bevy::prelude::*;
use bevy_egui::egui::accesskit::ActionRequest;
use bevy_egui::input::EguiInputEvent;
use bevy_egui::{EguiInputSet, PrimaryEguiContext, egui};

#[cfg(target_arch = "wasm32")]
mod page;
pub mod tree;

pub fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        pass_on_actions.in_set(EguiInputSet::ReadBevyMessages),
    );
    #[cfg(target_arch = "wasm32")]
    app.add_systems(
        PostUpdate,
        page::mirror.after(bevy_egui::EguiPostUpdateSet::ProcessOutput),
    );
}

/// The reader's requests of this frame, from the system (desktop) or the page's mirror
/// (browser), as egui input: egui presses or focuses the widget as a click or a Tab would.
fn pass_on_actions(
    mut from_system: MessageReader<bevy::a11y::ActionRequest>,
    context: Query<Entity, With<PrimaryEguiContext>>,
    mut to_egui: MessageWriter<EguiInputEvent>,
) {
    let requests: Vec<ActionRequest> = from_system
        .read()
        .map(|r| r.0.clone())
        .chain(asked_in_the_page())
        .collect();
    let Ok(context) = context.single() else {
        return;
    };
    to_egui.write_batch(requests.into_iter().map(|request| EguiInputEvent {
        context,
        event: egui::Event::AccessKitActionRequest(request),
    }));
}

fn asked_in_the_page() -> Vec<ActionRequest> {
    #[cfg(target_arch = "wasm32")]
    return page::take_asked();
    #[cfg(not(target_arch = "wasm32"))]
    Vec::new()
}

/// The page's language, for a reader's voice (`<html lang>`); a desktop reader takes the
/// system's.
pub fn set_page_language(code: &str) {
    #[cfg(target_arch = "wasm32")]
    page::set_language(code);
    #[cfg(not(target_arch = "wasm32"))]
    let _ = code;
}

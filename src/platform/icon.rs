//! The window's icon on the desktop: the game's own (drawn by `scripts/gen-icon.py`), compiled
//! in and given to the window once it exists. (A browser page has its favicon instead.)

use bevy::asset::RenderAssetUsages;
use bevy::ecs::system::NonSendMarker;
use bevy::image::{CompressedImageFormats, Image, ImageSampler, ImageType};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy::winit::WINIT_WINDOWS;

/// The 64-pixel icon, a PNG.
pub const ICON_PNG: &[u8] = include_bytes!("../../assets/icon/icon-64.png");

pub fn plugin(app: &mut App) {
    app.add_systems(Update, set_icon);
}

/// The icon's pixels as RGBA, with its width and height.
// A string error: the icon is compiled in, and why it does not decode is only ever logged.
pub fn icon_rgba() -> Result<(Vec<u8>, u32, u32), String> {
    let image = Image::from_buffer(
        ICON_PNG,
        ImageType::Extension("png"),
        CompressedImageFormats::NONE,
        true,
        ImageSampler::Default,
        RenderAssetUsages::default(),
    )
    .map_err(|e| e.to_string())?;
    let (w, h) = (image.width(), image.height());
    let data = image.data.ok_or("the icon has no pixels")?;
    if data.len() != (w * h * 4) as usize {
        return Err(format!(
            "the icon is not 8-bit RGBA ({} bytes for {w}x{h})",
            data.len()
        ));
    }
    Ok((data, w, h))
}

fn set_icon(
    window: Query<Entity, With<PrimaryWindow>>,
    mut done: Local<bool>,
    _main_thread: NonSendMarker,
) {
    if *done {
        return;
    }
    let Ok(entity) = window.single() else { return };
    WINIT_WINDOWS.with_borrow(|windows| {
        let Some(winit_window) = windows.get_window(entity) else {
            return;
        };
        *done = true;
        match icon_rgba().and_then(|(rgba, w, h)| {
            winit::window::Icon::from_rgba(rgba, w, h).map_err(|e| e.to_string())
        }) {
            Ok(icon) => winit_window.set_window_icon(Some(icon)),
            Err(e) => error!("the window's icon: {e}"),
        }
    });
}

//! The colours of the game: a warm parchment-and-walnut palette for a 19th-century board.

use bevy::prelude::*;

pub const TABLE: Color = Color::srgb(0.17, 0.11, 0.07);
pub const BOARD_EDGE: Color = Color::srgb(0.36, 0.22, 0.11);
pub const BOARD_EDGE_LIGHT: Color = Color::srgb(0.55, 0.36, 0.18);
pub const PARCHMENT: Color = Color::srgb(0.93, 0.86, 0.69);
pub const FORTRESS: Color = Color::srgb(0.84, 0.68, 0.47);
pub const INK: Color = Color::srgb(0.25, 0.15, 0.08);
/// Lines closed to soldiers: the old boards' second colour.
pub const INK_RED: Color = Color::srgb(0.66, 0.22, 0.15);
pub const POINT: Color = Color::srgb(0.25, 0.15, 0.08);

pub const SELECTED: Color = Color::srgb(0.98, 0.78, 0.18);
pub const TARGET: Color = Color::srgb(0.16, 0.45, 0.25);
pub const PATH: Color = Color::srgb(0.98, 0.78, 0.18);
pub const DOOMED: Color = Color::srgb(0.75, 0.12, 0.10);
pub const MOVABLE: Color = Color::srgba(0.98, 0.85, 0.45, 0.75);
pub const LAST_MOVE: Color = Color::srgba(0.55, 0.30, 0.10, 0.45);
pub const HINT: Color = Color::srgb(0.15, 0.40, 0.80);
pub const HUFF: Color = Color::srgb(0.85, 0.20, 0.10);
/// The point under the pointer.
pub const HOVER: Color = Color::srgba(0.98, 0.90, 0.60, 0.55);
/// An officer that can capture (and in Asalto is huffed if it does not).
pub const CAPTURER: Color = Color::srgba(0.80, 0.18, 0.10, 0.85);
/// A fortress point the attackers hold.
pub const FORTRESS_TAKEN: Color = Color::srgba(0.62, 0.20, 0.12, 0.35);

// Baked into the piece textures (sRGB fractions).
pub const OFFICER_RIM: [f32; 4] = [0.30, 0.10, 0.07, 1.0];
pub const OFFICER_BODY: [f32; 4] = [0.96, 0.92, 0.80, 1.0];
pub const OFFICER_EMBLEM: [f32; 4] = [0.62, 0.14, 0.10, 1.0];
pub const ATTACKER_RIM: [f32; 4] = [0.80, 0.76, 0.66, 1.0];
pub const ATTACKER_BODY: [f32; 4] = [0.20, 0.24, 0.28, 1.0];

// egui colours.
pub const UI_PANEL: [u8; 3] = [58, 38, 24];
/// Behind the menu pages.
pub const UI_BACKDROP: [u8; 3] = [43, 28, 18];
pub const UI_TEXT: [u8; 3] = [240, 226, 196];
pub const UI_ACCENT: [u8; 3] = [226, 178, 74];
pub const UI_WARN: [u8; 3] = [240, 140, 100];
pub const UI_COORD: [u8; 3] = [236, 220, 184];

//! An sRGB colour usable by the board's sprites ([`Rgb::bevy`]), the egui screens
//! ([`Rgb::egui`]) and the generated textures ([`Rgb::unit`]).

use bevy::prelude::Color;
use bevy_egui::egui::Color32;

/// An sRGB colour with alpha, 0–255 each.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8, pub u8);

impl Rgb {
    pub const fn new(r: u8, g: u8, b: u8) -> Rgb {
        Rgb(r, g, b, 255)
    }

    /// The same colour with another opacity.
    pub const fn alpha(self, a: u8) -> Rgb {
        Rgb(self.0, self.1, self.2, a)
    }

    pub const fn bevy(self) -> Color {
        Color::srgba_u8(self.0, self.1, self.2, self.3)
    }

    pub const fn egui(self) -> Color32 {
        Color32::from_rgba_unmultiplied_const(self.0, self.1, self.2, self.3)
    }

    /// sRGB fractions, for painting textures.
    pub const fn unit(self) -> [f32; 4] {
        [
            self.0 as f32 / 255.0,
            self.1 as f32 / 255.0,
            self.2 as f32 / 255.0,
            self.3 as f32 / 255.0,
        ]
    }
}

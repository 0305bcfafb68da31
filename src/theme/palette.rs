//! The game's colours, once: a warm parchment-and-walnut palette for a 19th-century board. Each
//! colour is an [`Rgb`] value, usable by the board's sprites, the egui screens and the generated
//! textures.

pub use super::rgb::Rgb;
pub use super::themes::colours;

// The review's verdicts (also told apart by their words, not by colour alone).
/// The only good move's "!": a clear green, apart from the warning colours of the bad marks.
pub const REVIEW_ONLY: Rgb = Rgb::new(110, 200, 120);
pub const REVIEW_INACCURACY: Rgb = Rgb::new(232, 196, 64);
pub const REVIEW_MISTAKE: Rgb = Rgb::new(236, 128, 44);
pub const REVIEW_BLUNDER: Rgb = Rgb::new(214, 48, 40);

// The egui screens.
pub const UI_PANEL: Rgb = Rgb::new(58, 38, 24);
/// Behind the menu pages.
pub const UI_BACKDROP: Rgb = Rgb::new(43, 28, 18);
pub const UI_WINDOW: Rgb = Rgb::new(66, 44, 28);
/// Cards and list entries on a panel; the chosen card is lighter.
pub const UI_CARD: Rgb = Rgb::new(70, 47, 30);
pub const UI_CARD_CHOSEN: Rgb = Rgb::new(112, 74, 40);
/// Behind notes and typed text.
pub const UI_WELL: Rgb = Rgb::new(46, 30, 19);
pub const UI_DEEP: Rgb = Rgb::new(40, 26, 16);
pub const UI_WIDGET: Rgb = Rgb::new(92, 62, 38);
pub const UI_WIDGET_HOVERED: Rgb = Rgb::new(122, 84, 48);
pub const UI_WIDGET_ACTIVE: Rgb = Rgb::new(150, 104, 52);
pub const UI_SELECTION: Rgb = Rgb::new(140, 96, 40);
/// Behind a warning.
pub const UI_ALARM: Rgb = Rgb::new(90, 40, 28);
pub const UI_BANNER: Rgb = Rgb(52, 32, 20, 240);
pub const UI_TEXT: Rgb = Rgb::new(240, 226, 196);
pub const UI_ACCENT: Rgb = Rgb::new(226, 178, 74);
pub const UI_WARN: Rgb = Rgb::new(240, 140, 100);
pub const UI_COORD: Rgb = Rgb::new(236, 220, 184);
/// The bars of pieces captured and fortress points held.
pub const UI_CAPTURED_BAR: Rgb = Rgb::new(170, 60, 40);
pub const UI_FORTRESS_BAR: Rgb = Rgb::new(200, 150, 70);
/// The victory effect's flakes and the defeat effect's shade.
pub const CONFETTI: [Rgb; 3] = [
    Rgb::new(226, 178, 74),
    Rgb::new(190, 50, 36),
    Rgb::new(245, 235, 204),
];
pub const DEFEAT_SHADE: Rgb = Rgb::new(30, 6, 4);
/// A soft highlight on the pieces of the diagrams.
pub const SHEEN: Rgb = Rgb(255, 255, 255, 26);

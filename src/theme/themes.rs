//! The board's colours in each theme: the classic parchment and walnut, a palette safe for
//! colour-blind players (after Okabe and Ito's), and a high-contrast one. Everything that must be
//! told apart on the board is here; the menus' colours are shared ([`super::palette`]). Pieces
//! differ by shape too (a starred disc against a plain one), and the markers by form (rings,
//! dots, crosses, a square cursor), so no theme leans on colour alone.

use std::fmt;
use std::str::FromStr;
use std::sync::atomic::{AtomicU8, Ordering};

use super::rgb::Rgb;

/// The colours of the board, its pieces and its markers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Colours {
    /// Behind the board.
    pub table: Rgb,
    pub board_edge: Rgb,
    pub board_edge_light: Rgb,
    pub parchment: Rgb,
    pub fortress: Rgb,
    /// The lines and points.
    pub ink: Rgb,
    /// Lines closed to soldiers: the old boards' second colour (drawn dashed as well).
    pub ink_red: Rgb,
    pub point: Rgb,
    pub officer_rim: Rgb,
    pub officer_body: Rgb,
    pub officer_emblem: Rgb,
    pub attacker_rim: Rgb,
    pub attacker_body: Rgb,
    /// The selected piece's ring.
    pub selected: Rgb,
    /// Where the selected piece may go (dots).
    pub target: Rgb,
    /// The capture path chosen so far.
    pub path: Rgb,
    /// Attackers the chosen path takes (crosses).
    pub doomed: Rgb,
    /// Pieces that can move (thin rings).
    pub movable: Rgb,
    pub last_move: Rgb,
    pub hint: Rgb,
    /// A huffed officer's flash and the capture it missed.
    pub huff: Rgb,
    /// The point under the pointer.
    pub hover: Rgb,
    /// An officer that can capture (and in Asalto is huffed if it does not).
    pub capturer: Rgb,
    /// A fortress point the attackers hold.
    pub fortress_taken: Rgb,
    /// The keyboard's cursor (a square frame).
    pub cursor: Rgb,
    /// Dark edging that keeps arrows and rings readable on parchment and on pieces alike.
    pub outline: Rgb,
    pub shadow: Rgb,
}

pub const CLASSIC: Colours = Colours {
    table: Rgb::new(43, 28, 18),
    board_edge: Rgb::new(92, 56, 28),
    board_edge_light: Rgb::new(140, 92, 46),
    parchment: Rgb::new(246, 234, 200),
    fortress: Rgb::new(200, 150, 96),
    ink: Rgb::new(64, 38, 20),
    ink_red: Rgb::new(168, 56, 38),
    point: Rgb::new(64, 38, 20),
    officer_rim: Rgb::new(77, 26, 18),
    officer_body: Rgb::new(245, 235, 204),
    officer_emblem: Rgb::new(158, 36, 26),
    attacker_rim: Rgb::new(204, 194, 168),
    attacker_body: Rgb::new(51, 61, 71),
    selected: Rgb::new(255, 204, 24),
    target: Rgb::new(36, 132, 92),
    path: Rgb::new(255, 204, 24),
    doomed: Rgb::new(191, 31, 26),
    movable: Rgb(104, 132, 160, 230),
    last_move: Rgb(140, 77, 26, 150),
    hint: Rgb::new(38, 102, 204),
    huff: Rgb::new(217, 51, 26),
    hover: Rgb(250, 230, 153, 140),
    capturer: Rgb(200, 30, 20, 240),
    fortress_taken: Rgb(150, 40, 24, 160),
    cursor: Rgb::new(0, 120, 215),
    outline: Rgb(38, 23, 12, 170),
    shadow: Rgb(0, 0, 0, 70),
};

pub const COLOUR_SAFE: Colours = Colours {
    table: Rgb::new(43, 28, 18),
    board_edge: Rgb::new(92, 56, 28),
    board_edge_light: Rgb::new(140, 92, 46),
    parchment: Rgb::new(240, 228, 200),
    fortress: Rgb::new(196, 208, 222),
    ink: Rgb::new(40, 34, 30),
    ink_red: Rgb::new(150, 90, 20),
    point: Rgb::new(40, 34, 30),
    officer_rim: Rgb::new(20, 20, 20),
    officer_body: Rgb::new(250, 250, 245),
    officer_emblem: Rgb::new(213, 94, 0),
    attacker_rim: Rgb::new(210, 210, 210),
    attacker_body: Rgb::new(35, 45, 70),
    selected: Rgb::new(240, 200, 20),
    target: Rgb::new(0, 114, 178),
    path: Rgb::new(240, 200, 20),
    doomed: Rgb::new(213, 94, 0),
    movable: Rgb(230, 159, 0, 200),
    last_move: Rgb(0, 158, 115, 190),
    hint: Rgb::new(86, 180, 233),
    huff: Rgb::new(213, 94, 0),
    hover: Rgb(255, 255, 255, 150),
    capturer: Rgb(170, 51, 119, 230),
    fortress_taken: Rgb(213, 94, 0, 140),
    cursor: Rgb::new(20, 20, 20),
    outline: Rgb(20, 20, 20, 190),
    shadow: Rgb(0, 0, 0, 70),
};

pub const HIGH_CONTRAST: Colours = Colours {
    table: Rgb::new(0, 0, 0),
    board_edge: Rgb::new(255, 255, 255),
    board_edge_light: Rgb::new(0, 0, 0),
    parchment: Rgb::new(255, 255, 255),
    fortress: Rgb::new(200, 200, 200),
    ink: Rgb::new(0, 0, 0),
    ink_red: Rgb::new(150, 0, 0),
    point: Rgb::new(0, 0, 0),
    officer_rim: Rgb::new(0, 0, 0),
    officer_body: Rgb::new(255, 255, 255),
    officer_emblem: Rgb::new(0, 0, 0),
    attacker_rim: Rgb::new(255, 255, 255),
    attacker_body: Rgb::new(0, 0, 0),
    selected: Rgb::new(255, 0, 200),
    target: Rgb::new(0, 90, 255),
    path: Rgb::new(255, 0, 200),
    doomed: Rgb::new(230, 0, 0),
    movable: Rgb(0, 0, 0, 255),
    last_move: Rgb(255, 200, 0, 160),
    hint: Rgb::new(0, 40, 150),
    huff: Rgb::new(230, 0, 0),
    hover: Rgb(120, 120, 120, 160),
    capturer: Rgb(255, 120, 0, 240),
    fortress_taken: Rgb(255, 200, 0, 140),
    cursor: Rgb::new(0, 170, 0),
    outline: Rgb(0, 0, 0, 230),
    shadow: Rgb(0, 0, 0, 90),
};

/// A look for the board, chosen in the settings or with `--theme`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Theme {
    #[default]
    Classic,
    ColourSafe,
    HighContrast,
}

impl Theme {
    pub const ALL: [Theme; 3] = [Theme::Classic, Theme::ColourSafe, Theme::HighContrast];

    /// The name in settings files and on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Theme::Classic => "classic",
            Theme::ColourSafe => "colour-safe",
            Theme::HighContrast => "high-contrast",
        }
    }

    pub fn colours(self) -> &'static Colours {
        match self {
            Theme::Classic => &CLASSIC,
            Theme::ColourSafe => &COLOUR_SAFE,
            Theme::HighContrast => &HIGH_CONTRAST,
        }
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A theme name that is none of them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownTheme(pub String);

impl fmt::Display for UnknownTheme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "no theme {:?} (classic, colour-safe, high-contrast)",
            self.0
        )
    }
}

impl std::error::Error for UnknownTheme {}

impl FromStr for Theme {
    type Err = UnknownTheme;

    fn from_str(s: &str) -> Result<Theme, UnknownTheme> {
        Theme::ALL
            .into_iter()
            .find(|t| t.name() == s)
            .ok_or_else(|| UnknownTheme(s.to_string()))
    }
}

// The theme in use. Colours are read by a hundred drawing helpers, in systems and in plain
// functions alike, while the theme changes only from the settings (after which the board is
// drawn again), so one shared value serves better than a resource threaded through them all.
static CURRENT: AtomicU8 = AtomicU8::new(0);

/// The theme in use.
pub fn current() -> Theme {
    Theme::ALL[CURRENT.load(Ordering::Relaxed) as usize % Theme::ALL.len()]
}

/// Makes `theme` the one in use.
pub fn set_current(theme: Theme) {
    let i = Theme::ALL.iter().position(|t| *t == theme).unwrap_or(0);
    CURRENT.store(i as u8, Ordering::Relaxed);
}

/// The board's colours in the theme in use.
pub fn colours() -> &'static Colours {
    current().colours()
}

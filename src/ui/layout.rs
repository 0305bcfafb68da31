//! How the screens share a window of any shape: a wide window keeps the board between side
//! panels; a narrow upright one (a phone held upright, a tablet) puts the board on top at full
//! width and the panels in a sheet below it that scrolls; a short wide one (a phone on its side)
//! keeps narrower side panels that scroll by themselves. Decided from the window's size in
//! logical pixels alone, so a test can check every shape without a window.

use crate::board::BOARD_MARGIN;

/// The window's shape, as the layout treats it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// A desktop window or a tablet on its side: the board between side panels.
    Wide,
    /// Taller than wide and narrow: the board on top, the panels in a sheet below.
    Portrait,
    /// Wider than tall and short: narrower side panels that scroll.
    ShortLandscape,
}

/// Where the panels go, in logical pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Layout {
    pub shape: Shape,
    /// The side panel's width (right of the board), in the wide shapes.
    pub side_width: f32,
    /// The lesson's and the analysis board's panel width (left of the board), in the wide
    /// shapes.
    pub left_width: f32,
    /// The sheet under the board holding every panel, in the portrait shape.
    pub sheet_height: f32,
    /// The review's panel under the board.
    pub review_height: f32,
    /// Buttons and fields at least this tall: a finger's size on small screens.
    pub touch_size: f32,
}

/// Narrower than this, an upright window puts the board on top.
const PORTRAIT_BELOW: f32 = 900.0;
/// Lower than this, a wide window counts as a phone on its side.
const SHORT_BELOW: f32 = 600.0;
/// A finger's target, in logical pixels (the usual guidance for touch screens).
pub const TOUCH_TARGET: f32 = 44.0;
/// The smallest target on a desktop, for a mouse (egui's own).
const MOUSE_TARGET: f32 = 18.0;

impl Layout {
    /// The layout of a window of `width` × `height` logical pixels.
    pub fn for_size(width: f32, height: f32) -> Layout {
        let shape = if height > width && width < PORTRAIT_BELOW {
            Shape::Portrait
        } else if height < SHORT_BELOW {
            Shape::ShortLandscape
        } else {
            Shape::Wide
        };
        // Whole points: a panel edge between pixels blurs, and egui's debug build marks it.
        match shape {
            Shape::Wide => Layout {
                shape,
                side_width: (width * 0.25).clamp(260.0, 320.0).round(),
                left_width: (width * 0.22).clamp(240.0, 300.0).round(),
                sheet_height: 0.0,
                review_height: (height * 0.3).clamp(180.0, 230.0).round(),
                touch_size: MOUSE_TARGET,
            },
            Shape::ShortLandscape => Layout {
                shape,
                side_width: (width * 0.36).clamp(240.0, 320.0).round(),
                left_width: (width * 0.26).clamp(200.0, 280.0).round(),
                sheet_height: 0.0,
                review_height: (height * 0.4).clamp(140.0, 200.0).round(),
                touch_size: TOUCH_TARGET,
            },
            Shape::Portrait => {
                // The board takes the full width, up to a little over half the height.
                let board = (width - 2.0 * BOARD_MARGIN).min(height * 0.56);
                Layout {
                    shape,
                    side_width: 0.0,
                    left_width: 0.0,
                    sheet_height: (height - board - 2.0 * BOARD_MARGIN)
                        .max(height * 0.4)
                        .round(),
                    review_height: 0.0,
                    touch_size: TOUCH_TARGET,
                }
            }
        }
    }

    pub fn compact(&self) -> bool {
        self.shape != Shape::Wide
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_size_the_issue_names_gets_its_shape() {
        for (w, h, shape) in [
            (390.0, 844.0, Shape::Portrait),
            (768.0, 1024.0, Shape::Portrait),
            (844.0, 390.0, Shape::ShortLandscape),
            (800.0, 390.0, Shape::ShortLandscape),
            (1280.0, 720.0, Shape::Wide),
            (1280.0, 800.0, Shape::Wide),
            (1920.0, 1080.0, Shape::Wide),
            (1024.0, 768.0, Shape::Wide),
        ] {
            assert_eq!(Layout::for_size(w, h).shape, shape, "{w}x{h}");
        }
    }

    #[test]
    fn the_board_keeps_room_in_every_shape() {
        for (w, h) in [
            (390.0, 844.0),
            (768.0, 1024.0),
            (844.0, 390.0),
            (1280.0, 720.0),
        ] {
            let l = Layout::for_size(w, h);
            let free_w = w - l.side_width - l.left_width;
            let free_h = h - l.sheet_height;
            assert!(
                free_w.min(free_h) >= 250.0,
                "{w}x{h}: {free_w}x{free_h} for the board"
            );
        }
    }
}

//! Pictures as files: the animation as a GIF (the `gif` crate), the final picture as a PNG (the
//! `png` crate Bevy's images already build).

use std::fmt;
use std::sync::Arc;

use super::raster::Canvas;

/// How long each frame shows, in hundredths of a second: the start, each move, the end.
pub const START_HOLD: u16 = 150;
pub const MOVE_HOLD: u16 = 90;
pub const END_HOLD: u16 = 400;

/// Why a picture could not be encoded, in one line. The encoders' errors are shared, not
/// copied: they cannot be cloned, and the answer to the player is.
#[derive(Clone, Debug)]
pub enum EncodeError {
    /// A side of this many pixels is larger than the format holds.
    TooLarge(usize),
    /// A frame of another size than the animation's.
    FrameSize,
    /// The GIF encoder failed.
    Gif(Arc<gif::EncodingError>),
    /// The PNG encoder failed.
    Png(Arc<png::EncodingError>),
}

impl fmt::Display for EncodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EncodeError::TooLarge(n) => write!(f, "{n} pixels is too large"),
            EncodeError::FrameSize => f.write_str("a frame of another size"),
            EncodeError::Gif(e) => e.fmt(f),
            EncodeError::Png(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for EncodeError {}

impl From<gif::EncodingError> for EncodeError {
    fn from(e: gif::EncodingError) -> Self {
        EncodeError::Gif(Arc::new(e))
    }
}

impl From<png::EncodingError> for EncodeError {
    fn from(e: png::EncodingError) -> Self {
        EncodeError::Png(Arc::new(e))
    }
}

/// An animated GIF being written, a frame at a time. Each frame holds only the rectangle that
/// changed since the one before (the rest of the board stays), which keeps long games small.
pub struct Animation {
    encoder: gif::Encoder<Vec<u8>>,
    width: usize,
    height: usize,
    previous: Option<Vec<u8>>,
}

impl Animation {
    pub fn new(width: usize, height: usize) -> Result<Animation, EncodeError> {
        let size = |n: usize| u16::try_from(n).map_err(|_| EncodeError::TooLarge(n));
        let mut encoder = gif::Encoder::new(Vec::new(), size(width)?, size(height)?, &[])?;
        encoder.set_repeat(gif::Repeat::Infinite)?;
        Ok(Animation {
            encoder,
            width,
            height,
            previous: None,
        })
    }

    /// Adds a frame shown for `hold` hundredths of a second. It must be the animation's size.
    pub fn add(&mut self, canvas: &Canvas, hold: u16) -> Result<(), EncodeError> {
        if (canvas.width, canvas.height) != (self.width, self.height) {
            return Err(EncodeError::FrameSize);
        }
        let rgba = canvas.rgba();
        let (x0, y0, x1, y1) = match &self.previous {
            Some(before) => changed(before, &rgba, self.width).unwrap_or((0, 0, 1, 1)),
            None => (0, 0, self.width, self.height),
        };
        let mut part = Vec::with_capacity((x1 - x0) * (y1 - y0) * 4);
        for y in y0..y1 {
            part.extend_from_slice(&rgba[4 * (y * self.width + x0)..4 * (y * self.width + x1)]);
        }
        // Sizes fit: the whole frame was checked to fit in `new`.
        let mut frame =
            gif::Frame::from_rgba_speed((x1 - x0) as u16, (y1 - y0) as u16, &mut part, 10);
        frame.left = x0 as u16;
        frame.top = y0 as u16;
        frame.delay = hold;
        self.encoder.write_frame(&frame)?;
        self.previous = Some(rgba);
        Ok(())
    }

    /// The file's bytes.
    pub fn finish(self) -> Result<Vec<u8>, EncodeError> {
        Ok(self.encoder.into_inner()?)
    }
}

/// The rectangle (x0, y0, x1, y1; ends exclusive) holding every pixel that differs, if any.
fn changed(before: &[u8], after: &[u8], width: usize) -> Option<(usize, usize, usize, usize)> {
    let mut bounds: Option<(usize, usize, usize, usize)> = None;
    for (i, (a, b)) in before
        .chunks_exact(4)
        .zip(after.chunks_exact(4))
        .enumerate()
    {
        if a != b {
            let (x, y) = (i % width, i / width);
            bounds = Some(match bounds {
                None => (x, y, x + 1, y + 1),
                Some((x0, y0, x1, y1)) => (x0.min(x), y0.min(y), x1.max(x + 1), y1.max(y + 1)),
            });
        }
    }
    bounds
}

/// The picture as a PNG file's bytes.
pub fn png(canvas: &Canvas) -> Result<Vec<u8>, EncodeError> {
    let mut bytes = Vec::new();
    let size = |n: usize| u32::try_from(n).map_err(|_| EncodeError::TooLarge(n));
    let mut encoder = png::Encoder::new(&mut bytes, size(canvas.width)?, size(canvas.height)?);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header()?;
    writer.write_image_data(&canvas.rgba())?;
    writer.finish()?;
    Ok(bytes)
}

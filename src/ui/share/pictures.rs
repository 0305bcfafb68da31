//! The pictures of a game to share: the board after each move, the move drawn as on the rules
//! page (the animation's frames), and the final position with the move list beside it.

use asalto_engine::bitboard::points;
use asalto_engine::{Game, Move, Ply};
use std::sync::Arc;

use bevy_egui::egui::epaint::text::{Fonts, FontsView, TextOptions};
use bevy_egui::egui::{Color32, FontId, Galley, Pos2, Rect, Shape, pos2, vec2};

use super::raster::{Canvas, blank_atlas};
use crate::theme::palette;
use crate::ui::diagram::{Diagram, MarkKind};
use crate::ui::texts::move_number;

/// The board's width in pixels, in the animation and the picture alike.
pub const BOARD_WIDTH: usize = 480;
const TITLE_SIZE: f32 = 20.0;
const TEXT_SIZE: f32 = 15.0;
const LINE: f32 = 20.0;
const MARGIN: f32 = 18.0;
/// At most this many columns of moves; a longer game's list ends with an ellipsis.
const MOST_COLUMNS: usize = 5;

/// What the picture's text says, in the player's language.
#[derive(Clone, Debug)]
pub struct Words {
    /// The variant's name.
    pub title: String,
    /// Who won and why, for a finished game (none for one still being played).
    pub result: Vec<String>,
}

/// The board after `ply` moves (0 for the start), with that move drawn on it.
pub fn board(game: &Game, ply: usize) -> Canvas {
    let variant = game.variant();
    let mut diagram = Diagram::new(variant).with_position(*game.position_after(ply));
    if let Some(played) = ply.checked_sub(1).and_then(|i| game.plies().get(i)) {
        diagram = with_move(diagram, variant, played);
    }
    let size = diagram.size_for_width(BOARD_WIDTH as f32);
    let height = size.y.round().max(1.0) as usize;
    let mut canvas = Canvas::filled(BOARD_WIDTH, height, palette::UI_BACKDROP.egui());
    let area = Rect::from_min_size(Pos2::ZERO, vec2(BOARD_WIDTH as f32, height as f32));
    canvas.draw(diagram.shapes(area), &blank_atlas());
    canvas
}

/// The move as the rules page draws one: an arrow along a step or a capture's landings, gold
/// rings on placed officers, red rings where officers were huffed.
fn with_move<'a>(
    diagram: Diagram<'a>,
    variant: &asalto_engine::Variant,
    played: &Ply,
) -> Diagram<'a> {
    let diagram = match played.mv {
        Move::Place(placement) => {
            diagram.with_marks(points(placement.points()), MarkKind::Highlight)
        }
        Move::Step { from, to } => diagram.with_arrow(vec![from, to]),
        Move::Capture(c) => {
            diagram.with_arrow(std::iter::once(c.from).chain(c.landings(variant)).collect())
        }
    };
    diagram.with_marks(played.effects.huffed.iter().copied(), MarkKind::Huffed)
}

/// The final position (the last move drawn) with the title, the result and the move list in
/// columns beside it, as tall as the board.
pub fn final_picture(game: &Game, words: &Words) -> Canvas {
    let board = board(game, game.plies().len());
    let mut fonts = Fonts::new(TextOptions::default(), crate::theme::fonts::definitions());
    let mut page = Page {
        shapes: Vec::new(),
        y: MARGIN,
        width: 0.0,
    };
    let mut view = fonts.with_pixels_per_point(1.0);
    heading(&mut view, words, &mut page);
    move_list(&mut view, game, board.height as f32, &mut page);
    let width = LEFT + page.width + MARGIN;
    let mut canvas = Canvas::filled(
        width.ceil() as usize,
        board.height,
        palette::UI_BACKDROP.egui(),
    );
    canvas.paste(&board, 0, 0);
    canvas.draw(page.shapes, &fonts.image());
    canvas
}

/// Where the text starts, right of the board.
const LEFT: f32 = BOARD_WIDTH as f32 + MARGIN;

/// The text beside the board, laid out from the top.
struct Page {
    shapes: Vec<Shape>,
    /// Where the next line goes.
    y: f32,
    /// The widest the text is so far.
    width: f32,
}

fn lay(view: &mut FontsView<'_>, text: String, size: f32, colour: Color32) -> Arc<Galley> {
    view.layout_no_wrap(text, FontId::proportional(size), colour)
}

/// The variant's name and, for a finished game, who won and why.
fn heading(view: &mut FontsView<'_>, words: &Words, page: &mut Page) {
    let text = palette::UI_TEXT.egui();
    let mut lines = vec![lay(
        view,
        words.title.clone(),
        TITLE_SIZE,
        palette::UI_ACCENT.egui(),
    )];
    lines.extend(
        words
            .result
            .iter()
            .map(|r| lay(view, r.clone(), TEXT_SIZE, text)),
    );
    for galley in lines {
        page.width = page.width.max(galley.size().x);
        let height = galley.size().y;
        page.shapes
            .push(Shape::galley(pos2(LEFT, page.y), galley, text));
        page.y += height + 4.0;
    }
    page.y += LINE * 0.5;
}

/// The moves, numbered in pairs, in as many columns as the board's height needs (at most
/// [`MOST_COLUMNS`], the last line an ellipsis when even they are too few).
fn move_list(view: &mut FontsView<'_>, game: &Game, height: f32, page: &mut Page) {
    let (text, weak) = (
        palette::UI_TEXT.egui(),
        palette::UI_COORD.egui().gamma_multiply(0.8),
    );
    let rows: Vec<[Arc<Galley>; 3]> = game
        .plies()
        .chunks(2)
        .enumerate()
        .map(|(i, pair)| {
            let played = |k: usize| pair.get(k).map_or(String::new(), |p| p.text.clone());
            [move_number(i + 1), played(0), played(1)].map(|s| lay(view, s, TEXT_SIZE, text))
        })
        .collect();
    let width_of = |k: usize| rows.iter().map(|r| r[k].size().x).fold(0.0f32, f32::max);
    let (number, moves) = (width_of(0) + 8.0, width_of(1).max(width_of(2)) + 14.0);
    let column = number + 2.0 * moves + MARGIN;
    let per_column = (((height - page.y - MARGIN) / LINE).floor() as usize).max(1);
    let room = per_column * MOST_COLUMNS;
    let shown = if rows.len() > room {
        room - 1
    } else {
        rows.len()
    };
    let at = |i: usize| {
        pos2(
            LEFT + (i / per_column) as f32 * column,
            page.y + (i % per_column) as f32 * LINE,
        )
    };
    let mut shapes = Vec::new();
    for (i, [n, first, second]) in rows.iter().take(shown).cloned().enumerate() {
        shapes.push(Shape::galley(at(i), n, weak));
        shapes.push(Shape::galley(at(i) + vec2(number, 0.0), first, text));
        shapes.push(Shape::galley(
            at(i) + vec2(number + moves, 0.0),
            second,
            text,
        ));
    }
    if shown < rows.len() {
        shapes.push(Shape::galley(
            at(shown),
            lay(view, "…".into(), TEXT_SIZE, text),
            text,
        ));
    }
    let columns = (shown + usize::from(shown < rows.len())).div_ceil(per_column);
    page.width = page.width.max(columns as f32 * column);
    page.shapes.extend(shapes);
}

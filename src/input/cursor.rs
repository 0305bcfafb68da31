//! Playing by keyboard: a cursor on the board's points. The arrow keys move it along the
//! board's own geometry, `Enter` or `Space` picks the point under it exactly as a click does
//! (so capture chains go hop by hop and placements point by point), `Tab` and `Shift+Tab` jump
//! between the points worth picking. The pure parts ([`step`], [`tab_stops`]) are free of Bevy.

use asalto_engine::bitboard::points;
use asalto_engine::{Bits, Move, Point, Position, Turn, Variant};
use bevy::prelude::*;

use crate::board::BoardSettled;
use crate::game::Match;

use super::highlights::highlights;
use super::pick::Selection;
use super::{PointPicked, SelectionState};

/// Where the keyboard cursor stands; `None` until a key moves it (a mouse player never sees it).
#[derive(Resource, Default, Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardCursor(pub Option<Point>);

/// A direction of the arrow keys, in board steps (file, rank; rank grows upward as drawn).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arrow {
    Up,
    Down,
    Left,
    Right,
}

impl Arrow {
    fn delta(self) -> (i32, i32) {
        match self {
            Arrow::Up => (0, 1),
            Arrow::Down => (0, -1),
            Arrow::Left => (-1, 0),
            Arrow::Right => (1, 0),
        }
    }

    const KEYS: [(KeyCode, Arrow); 4] = [
        (KeyCode::ArrowUp, Arrow::Up),
        (KeyCode::ArrowDown, Arrow::Down),
        (KeyCode::ArrowLeft, Arrow::Left),
        (KeyCode::ArrowRight, Arrow::Right),
    ];
}

/// The point an arrow key moves the cursor to from `from`: the nearest point that way, favouring
/// points straight ahead over points off to the side, so the cursor runs along a line and turns
/// into the cross's arms where a line ends. `None` at the board's edge.
pub fn step(variant: &Variant, from: Point, arrow: Arrow) -> Option<Point> {
    let (dx, dy) = arrow.delta();
    let (f, r) = variant.coords(from);
    points(variant.all_points())
        .filter_map(|p| {
            let (pf, pr) = variant.coords(p);
            let (x, y) = (pf as i32 - f as i32, pr as i32 - r as i32);
            let ahead = x * dx + y * dy;
            let aside = (x * dy - y * dx).abs();
            (ahead > 0).then_some((ahead + 2 * aside, aside, pf, pr, p))
        })
        .min()
        .map(|(.., p)| p)
}

/// The points `Tab` visits, in board order: the pieces that can move (nothing chosen yet), the
/// selected piece's destinations or next landings, or the points still open for a placement.
pub fn tab_stops(variant: &Variant, pos: &Position, legal: &[Move], sel: &Selection) -> Vec<Point> {
    if pos.turn == Turn::Setup {
        let chosen = match sel {
            Selection::Placement(b) => *b,
            _ => 0,
        };
        let open: Bits = legal
            .iter()
            .filter_map(|m| match m {
                Move::Place(b) => Some(b.points()),
                _ => None,
            })
            .fold(0, |acc, b| acc | b);
        return points(open & !chosen).collect();
    }
    let h = highlights(variant, pos, legal, sel);
    if matches!(sel, Selection::None) {
        h.movable
    } else {
        h.targets
    }
}

/// The next stop after `at` (or before it, backwards), wrapping round; the first one when the
/// cursor is on none of them.
pub fn next_stop(stops: &[Point], at: Option<Point>, backwards: bool) -> Option<Point> {
    let n = stops.len();
    if n == 0 {
        return None;
    }
    let i = at.and_then(|p| stops.iter().position(|&s| s == p));
    Some(match (i, backwards) {
        (None, false) => stops[0],
        (None, true) => stops[n - 1],
        (Some(i), false) => stops[(i + 1) % n],
        (Some(i), true) => stops[(i + n - 1) % n],
    })
}

/// Moves the cursor and picks with it, on the game screen only (the board is hidden behind the
/// menus). Runs before the picks are read, like the mouse's clicks.
pub(super) fn cursor_keys(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    current: Res<Match>,
    selection: Res<SelectionState>,
    settled: Res<BoardSettled>,
    mut cursor: ResMut<BoardCursor>,
    mut picks: MessageWriter<PointPicked>,
    panel: Res<PanelHasKeys>,
    mut events: MessageReader<crate::game::MatchEvent>,
) {
    // A new match (perhaps on another board, without leaving the screen) starts without it.
    if crate::game::MatchEvent::any(&mut events, crate::game::MatchEvent::is_start) {
        cursor.0 = None;
    }
    let Some(keys) = keys else { return };
    // Keys belong to a text field or a focused button while they have the keyboard.
    if panel.0 {
        return;
    }
    let variant = current.variant().clone();
    let pos = *current.shown_position();
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    if keys.just_pressed(KeyCode::Tab) && !ctrl {
        let legal = if current.review.is_none() {
            current.game.legal_moves()
        } else {
            Vec::new()
        };
        let stops = tab_stops(&variant, &pos, &legal, &selection.selection);
        if let Some(p) = next_stop(&stops, cursor.0, shift) {
            cursor.0 = Some(p);
        }
    }
    for (key, arrow) in Arrow::KEYS {
        if keys.just_pressed(key) {
            cursor.0 = Some(match cursor.0 {
                Some(p) => step(&variant, p, arrow).unwrap_or(p),
                // The first arrow press shows the cursor where the player is likely to start.
                None => start_point(&variant, &selection.selection),
            });
        }
    }
    let pick = keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter])
        || (keys.just_pressed(KeyCode::Space) && settled.0);
    if pick && let Some(point) = cursor.0 {
        picks.write(PointPicked {
            point,
            secondary: false,
        });
    }
}

/// Whether a widget of the side panel had the keyboard as this frame began.
#[derive(Resource, Default, Clone, Copy, Debug)]
pub struct PanelHasKeys(pub bool);

/// The keys the board takes, kept from egui while no widget has the keyboard: egui would
/// otherwise give the side panel's first button focus on `Tab` and take the arrows after it.
/// `F6` hands the keyboard to the panel instead (as a `Tab` to egui); egui's own `Esc` hands
/// it back.
pub(super) fn keep_board_keys_from_egui(
    mut contexts: Query<(&mut bevy_egui::EguiContext, &mut bevy_egui::EguiInput)>,
    mut panel: ResMut<PanelHasKeys>,
) {
    use bevy_egui::egui::{Event, Key};
    panel.0 = false;
    for (mut context, mut input) in &mut contexts {
        let ctx = context.get_mut();
        if ctx.text_edit_focused() || ctx.memory(|m| m.focused().is_some()) {
            // Seen before egui reads this frame's keys: its `Esc` then drops the focus, and
            // must not also leave the game.
            panel.0 = true;
            continue;
        }
        input.0.events.retain(|e| {
            !matches!(e, Event::Key { key, .. } if matches!(
                key,
                Key::Tab
                    | Key::ArrowUp
                    | Key::ArrowDown
                    | Key::ArrowLeft
                    | Key::ArrowRight
                    | Key::Enter
                    | Key::Space
                    | Key::Escape
            ))
        });
        for e in &mut input.0.events {
            if let Event::Key { key, .. } = e
                && *key == Key::F6
            {
                *key = Key::Tab;
            }
        }
    }
}

/// Where the cursor first appears: on the selected piece, else in the middle of the board.
fn start_point(variant: &Variant, sel: &Selection) -> Point {
    if let Selection::Piece { from, path, .. } = sel {
        return path.last().copied().unwrap_or(*from);
    }
    let (w, h) = variant.size();
    let (cf, cr) = ((w as i32 - 1) / 2, (h as i32 - 1) / 2);
    points(variant.all_points())
        .min_by_key(|&p| {
            let (f, r) = variant.coords(p);
            (f as i32 - cf).abs() + (r as i32 - cr).abs()
        })
        .expect("a board has points")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(v: &Variant, name: &str) -> Point {
        v.point(name).expect("point")
    }

    fn walk(v: &Variant, from: &str, arrows: &[Arrow]) -> String {
        let mut p = at(v, from);
        for &a in arrows {
            p = step(v, p, a).unwrap_or(p);
        }
        v.name_of(p).to_string()
    }

    #[test]
    fn arrows_follow_the_lines_and_turn_into_the_arms() {
        let v = Variant::builtin("asalto").unwrap();
        assert_eq!(walk(&v, "d4", &[Arrow::Up]), "d5");
        assert_eq!(
            walk(&v, "d4", &[Arrow::Left, Arrow::Left, Arrow::Left]),
            "a4"
        );
        // Up the left arm to its top, then on into the top arm.
        assert_eq!(walk(&v, "a3", &[Arrow::Up, Arrow::Up]), "a5");
        assert_eq!(walk(&v, "a5", &[Arrow::Up]), "c6");
        // Off the edge: nowhere to go.
        assert_eq!(step(&v, at(&v, "d7"), Arrow::Up), None);
        assert_eq!(step(&v, at(&v, "a4"), Arrow::Left), None);
    }

    #[test]
    fn every_point_is_reachable_by_arrows() {
        for v in Variant::builtins() {
            let all: Vec<Point> = points(v.all_points()).collect();
            let mut seen = vec![all[0]];
            let mut i = 0;
            while i < seen.len() {
                for a in [Arrow::Up, Arrow::Down, Arrow::Left, Arrow::Right] {
                    if let Some(n) = step(v, seen[i], a)
                        && !seen.contains(&n)
                    {
                        seen.push(n);
                    }
                }
                i += 1;
            }
            assert_eq!(seen.len(), all.len(), "{}", v.name());
        }
    }

    #[test]
    fn tab_wraps_both_ways() {
        let v = Variant::builtin("asalto").unwrap();
        let stops = [at(&v, "c3"), at(&v, "d3"), at(&v, "e3")];
        assert_eq!(next_stop(&stops, None, false), Some(stops[0]));
        assert_eq!(next_stop(&stops, Some(stops[2]), false), Some(stops[0]));
        assert_eq!(next_stop(&stops, Some(stops[0]), true), Some(stops[2]));
        assert_eq!(next_stop(&stops, Some(at(&v, "d4")), true), Some(stops[2]));
        assert_eq!(next_stop(&[], None, false), None);
    }
}

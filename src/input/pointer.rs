//! The pointer on the board: each board point, once drawn, gets observers that turn a click (or
//! a tap: Bevy's picking reads touches as pointers) on it into a [`PointPicked`], a piece
//! dragged to another point into the two picks a click would make, and follow the point under
//! the pointer ([`HoveredPoint`]).

use asalto_engine::Point;
use bevy::prelude::*;

use crate::board::BoardPoint;

use super::pick::Selection;
use super::{PointPicked, SelectionState};

/// The board point under the pointer, for hover feedback.
#[derive(Resource, Default, Clone, Copy, PartialEq, Debug)]
pub struct HoveredPoint(pub Option<Point>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HoveredPoint>()
        .add_observer(watch_point);
}

/// A new board point: clicks on it are picks, and the pointer over it is followed.
fn watch_point(add: On<Add, BoardPoint>, mut commands: Commands) {
    commands
        .entity(add.entity)
        .observe(on_point_click)
        .observe(on_point_drop)
        .observe(on_point_over)
        .observe(on_point_out);
}

fn on_point_over(
    over: On<Pointer<Over>>,
    points: Query<&BoardPoint>,
    mut hovered: ResMut<HoveredPoint>,
) {
    if let Ok(point) = points.get(over.entity) {
        hovered.0 = Some(point.0);
    }
}

fn on_point_out(
    out: On<Pointer<Out>>,
    points: Query<&BoardPoint>,
    mut hovered: ResMut<HoveredPoint>,
) {
    if points.get(out.entity).is_ok_and(|p| hovered.0 == Some(p.0)) {
        hovered.0 = None;
    }
}

fn on_point_click(
    click: On<Pointer<Click>>,
    points: Query<&BoardPoint>,
    mut out: MessageWriter<PointPicked>,
) {
    let Ok(point) = points.get(click.entity) else {
        return;
    };
    let secondary = match click.event.button {
        PointerButton::Primary => false,
        PointerButton::Secondary => true,
        PointerButton::Middle => return,
    };
    out.write(PointPicked {
        point: point.0,
        secondary,
    });
}

/// A piece dragged from one point and let go on another: its pick (unless it is already the
/// piece selected, which a second pick would drop), then the destination's. A drag that ends
/// where it began is a click, and the click's observer has it.
fn on_point_drop(
    drop: On<Pointer<DragDrop>>,
    points: Query<&BoardPoint>,
    selection: Res<SelectionState>,
    mut out: MessageWriter<PointPicked>,
) {
    let (Ok(to), Ok(from)) = (points.get(drop.entity), points.get(drop.event.dropped)) else {
        return;
    };
    if to.0 == from.0 || drop.event.button != PointerButton::Primary {
        return;
    }
    let selected = matches!(&selection.selection, Selection::Piece { from: p, .. } if *p == from.0);
    for point in [from.0, to.0].into_iter().skip(usize::from(selected)) {
        out.write(PointPicked {
            point,
            secondary: false,
        });
    }
}

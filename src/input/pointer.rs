//! The pointer on the board: each board point, once drawn, gets observers that turn a click on it
//! into a [`PointPicked`] and follow the point under the pointer ([`HoveredPoint`]).

use asalto_engine::Point;
use bevy::prelude::*;

use crate::board::BoardPoint;

use super::PointPicked;

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

//! The diagrams paint at every size, and their example positions are legal.

use super::*;
use asalto_engine::{Move, MoveText, Turn};
use egui::pos2;

const NAMES: [&str; 3] = ["asalto", "assaut", "grand-assaut"];
const FOX_AND_GEESE: [&str; 2] = ["fox-geese-13", "fox-geese-17-sideways"];

fn names(v: &Variant, pts: &[Point]) -> Vec<String> {
    pts.iter().map(|&p| v.name_of(p).to_string()).collect()
}

#[test]
fn start_position_is_a_legal_placement() {
    for name in NAMES {
        let v = Variant::builtin(name).unwrap();
        let pos = start_position(&v);
        let start = Position::start(&v);
        assert_eq!(pos.officers.count_ones(), v.officers(), "{name}");
        assert!(
            v.legal_moves(&start).contains(&Move::place(pos.officers)),
            "{name}"
        );
        assert_eq!(pos.turn, Turn::Attackers);
    }
    // Spread along the front rank of the fortress.
    let v = Variant::builtin("asalto").unwrap();
    let mut placed: Vec<String> = points(start_position(&v).officers)
        .map(|p| v.name_of(p).to_string())
        .collect();
    placed.sort();
    assert_eq!(placed, ["c5", "e5"]);
    let v = Variant::builtin("grand-assaut").unwrap();
    let mut placed: Vec<String> = points(start_position(&v).officers)
        .map(|p| v.name_of(p).to_string())
        .collect();
    placed.sort();
    assert_eq!(placed, ["c7", "e7", "g7"]);
}

#[test]
fn fox_and_geese_is_drawn_from_its_own_start() {
    for name in FOX_AND_GEESE {
        let v = Variant::builtin(name).unwrap();
        let pos = start_position(&v);
        assert_eq!(
            pos,
            Position::start(&v),
            "{name}: the fox is on the board already"
        );
        assert_eq!(names(&v, &points(pos.officers).collect::<Vec<_>>()), ["d4"]);
        paint_everywhere(&Diagram::new(&v).with_position(pos));
        let (pos, path, captured) = capture_example(&v).unwrap();
        let chain = Diagram::new(&v)
            .with_position(pos)
            .with_arrow(path)
            .with_marks(captured, MarkKind::Captured);
        paint_everywhere(&chain);
    }
}

#[test]
fn capture_example_is_a_legal_chain() {
    for name in NAMES.into_iter().chain(FOX_AND_GEESE) {
        let v = Variant::builtin(name).unwrap();
        let (pos, path, captured) = capture_example(&v).expect("an example");
        println!(
            "{name}: {} path {:?} captured {:?}",
            v.to_apn(&pos),
            names(&v, &path),
            names(&v, &captured)
        );
        assert!(captured.len() >= 2, "{name}");
        assert_eq!(path.len(), captured.len() + 1, "{name}");
        assert_eq!(pos.turn, Turn::Officers);
        assert_eq!(pos.officers.count_ones(), v.officers(), "{name}");
        assert!(v.winner(&pos).is_none(), "{name}: the game goes on");
        let mv = v
            .legal_moves(&pos)
            .into_iter()
            .find(|m| v.matches(m, &MoveText::Capture(path.clone())))
            .expect("the capture is legal");
        let Move::Capture(c) = mv else { unreachable!() };
        assert_eq!(c.captured_in_order(&v), captured, "{name}");
    }
}

#[test]
fn huff_example_capture_is_legal_and_missing_it_huffs() {
    for name in NAMES {
        let v = Variant::builtin(name).unwrap();
        let (pos, officer, path) = huff_example(&v).expect("an example");
        println!(
            "{name}: {} officer {} path {:?}",
            v.to_apn(&pos),
            v.name_of(officer),
            names(&v, &path)
        );
        assert_eq!(path.first(), Some(&officer), "{name}");
        assert!(path.len() >= 2, "{name}");
        assert!(pos.officers & officer.bit() != 0);
        let legal = v.legal_moves(&pos);
        assert!(
            legal
                .iter()
                .any(|m| v.matches(m, &MoveText::Capture(path.clone()))),
            "{name}"
        );
        // In Asalto another officer may step instead, and the capturer is huffed for it.
        if name == "asalto" {
            let step = legal
                .iter()
                .find(|m| matches!(m, Move::Step { from, .. } if *from != officer))
                .expect("another officer can step");
            let (_, effects) = v.play_with_effects(&pos, step);
            assert_eq!(effects.huffed, vec![officer]);
        }
    }
}

/// A board with nothing to jump: the examples fall back without panicking.
#[test]
fn examples_on_a_board_without_captures() {
    let v = Variant::from_ron(
        r#"(name: "tiny", title: "Tiny", officers: 1, capture: Huffing,
            attackers_retreat_in_fortress: false, attackers_leave_fortress: false,
            points: ["a1 a2"], fortress: ["a2"], lines: [(points: "a1 a2")])"#,
    )
    .unwrap();
    assert!(capture_example(&v).is_none());
    assert!(huff_example(&v).is_none());
    let pos = start_position(&v);
    assert_eq!(pos.officers, v.point("a2").unwrap().bit());
    paint_everywhere(&Diagram::new(&v).with_position(pos));
}

/// Shows and paints the diagram at many sizes, odd ones included.
fn paint_everywhere(d: &Diagram) {
    let ctx = egui::Context::default();
    ctx.set_fonts(crate::theme::fonts::definitions());
    let input = egui::RawInput {
        screen_rect: Some(Rect::from_min_size(Pos2::ZERO, vec2(800.0, 600.0))),
        ..Default::default()
    };
    let mut out = ctx.run_ui(input, |ui| {
        for w in [0.0, -5.0, 0.1, 3.0, 140.0, 500.0, f32::NAN, f32::INFINITY] {
            d.show(ui, w);
        }
        let painter = ui.painter();
        for rect in [
            Rect::NOTHING,
            Rect::EVERYTHING,
            Rect::from_min_size(pos2(10.0, 10.0), vec2(0.0, 50.0)),
            Rect::from_min_size(pos2(10.0, 10.0), vec2(300.0, 1.0)),
            Rect::from_min_size(pos2(10.0, 10.0), vec2(1e-30, 1e-30)),
            Rect::from_min_size(pos2(10.0, 10.0), vec2(600.0, 200.0)),
        ] {
            d.paint(painter, rect);
        }
    });
    // The font atlas is not uploaded anywhere here.
    out.textures_delta.clear();
    let prims = ctx.tessellate(std::mem::take(&mut out.shapes), out.pixels_per_point);
    assert!(!prims.is_empty());
}

#[test]
fn diagrams_paint_without_panicking() {
    for name in NAMES {
        let v = Variant::builtin(name).unwrap();
        paint_everywhere(&Diagram::new(&v));
        let (pos, path, captured) = capture_example(&v).unwrap();
        let (_, officer, missed) = huff_example(&v).unwrap();
        let d = Diagram::new(&v)
            .with_position(pos)
            .with_arrow(path)
            .with_missed(missed)
            .with_marks(captured, MarkKind::Captured)
            .with_marks([officer], MarkKind::Huffed)
            .with_marks([officer], MarkKind::Highlight)
            .with_marks([officer], MarkKind::Target)
            // Points the board lacks, degenerate paths.
            .with_arrow(vec![])
            .with_arrow(vec![officer])
            .with_arrow(vec![officer, officer])
            .with_arrow(vec![Point(127), Point(200), officer, Point(0)])
            .with_marks([Point(0), Point(127), Point(255)], MarkKind::Captured)
            .with_lines_access(true);
        let d = Diagram {
            position: d.position.map(|p| Position {
                attackers: p.attackers | 1 << 127,
                officers: p.officers | u128::MAX << 120,
                ..p
            }),
            ..d
        };
        paint_everywhere(&d);
        paint_everywhere(&d.clone().with_lines_access(false));
    }
}

#[test]
fn sizes_follow_the_board() {
    let v = Variant::builtin("grand-assaut").unwrap();
    let d = Diagram::new(&v);
    assert!((d.aspect_ratio() - 1.0).abs() < 1e-6);
    assert_eq!(d.size_for_width(200.0), vec2(200.0, 200.0));
    assert_eq!(d.size_for_width(f32::NAN), Vec2::ZERO);
    let rect = Rect::from_min_size(pos2(0.0, 0.0), vec2(300.0, 100.0));
    let centre = d.point_pos(rect, v.point("e5").unwrap()).unwrap();
    assert!(
        (centre - rect.center()).length() < 1e-3,
        "the centre point is centred"
    );
    assert!(d.point_pos(rect, Point(200)).is_none());
    assert!(d.point_pos(Rect::NOTHING, Point(0)).is_none());
}

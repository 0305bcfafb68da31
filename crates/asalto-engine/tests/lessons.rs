//! The tutorial's lessons (assets/lessons.ron): every lesson reads, its stated solution meets
//! its goal, some legal move does not, and an illegal try is refused with the rule it breaks.

use asalto_engine::lesson::{Goal, Judged, parse_lessons};
use asalto_engine::{Move, Variants};

const LESSONS: &str = include_str!("../../../assets/lessons.ron");

#[test]
fn every_lesson_is_solved_by_its_solution_and_not_by_any_move() {
    let variants = Variants::default();
    let all = parse_lessons(LESSONS).unwrap();
    assert!(all.contains_key("asalto"));
    let mut ids = std::collections::HashSet::new();
    for (variant, lessons) in &all {
        assert!(variants.get(variant).is_some(), "{variant}");
        for lesson in lessons {
            assert!(ids.insert(lesson.id.clone()), "{} twice", lesson.id);
            assert!(
                lesson.id.starts_with(&format!("{variant}.")),
                "{}",
                lesson.id
            );
            let game = lesson.start(&variants).unwrap();
            assert_eq!(game.variant().name(), variant);
            assert_eq!(
                lesson.judge(&game, &lesson.solution),
                Judged::Met,
                "{}",
                lesson.id
            );
            let legal = game.legal_moves();
            let text = |m: &Move| game.variant().move_text(m);
            if lesson.goal != Goal::AnyMove {
                match legal.iter().find(|m| !lesson.met_by(&game, **m)) {
                    Some(wrong) => assert_eq!(
                        lesson.judge(&game, &text(wrong)),
                        Judged::NotMet,
                        "{}",
                        lesson.id
                    ),
                    // Where capturing is mandatory and maximal, a capture lesson's every legal
                    // move meets it: the lesson is the rule, and the tries it refuses.
                    None => assert!(
                        refuses_a_lesser_move(&game),
                        "{}: every move meets it, and nothing lesser is refused",
                        lesson.id
                    ),
                }
            }
            // Backwards, a step or a chain starts from an empty point: refused, with the rule.
            let illegal = match legal[0] {
                Move::Place(_) => {
                    let outside = ["a4", "b4", "c4"];
                    format!(
                        "@{}",
                        outside[..game.variant().officers() as usize].join(",")
                    )
                }
                m => {
                    let t = text(&m);
                    let sep = if t.contains('x') { 'x' } else { '-' };
                    let points: Vec<&str> = t.split(sep).rev().collect();
                    points.join(&sep.to_string())
                }
            };
            assert!(
                matches!(lesson.judge(&game, &illegal), Judged::Illegal(Some(_))),
                "{}: {illegal} {:?}",
                lesson.id,
                lesson.judge(&game, &illegal)
            );
            assert_eq!(lesson.judge(&game, "d4-"), Judged::Unreadable);
        }
    }
}

/// Under mandatory maximum capture: a step of an officer, or a shorter capture, is refused with
/// the rule that forbids it.
fn refuses_a_lesser_move(game: &asalto_engine::Game) -> bool {
    use asalto_engine::Refusal;
    let variant = game.variant();
    if variant.capture_rule() != asalto_engine::CaptureRule::MandatoryMaximum {
        return false;
    }
    let pos = *game.position();
    let mut lesser = Vec::new();
    for officer in asalto_engine::bitboard::points(pos.officers) {
        for to in asalto_engine::bitboard::points(
            variant.officer_neighbours(officer) & !pos.attackers & !pos.officers,
        ) {
            lesser.push(format!(
                "{}-{}",
                variant.name_of(officer),
                variant.name_of(to)
            ));
        }
    }
    lesser.iter().all(|try_| {
        matches!(
            variant.parse_move(&pos, try_),
            Err(asalto_engine::MoveError::Illegal {
                why: Some(
                    Refusal::CaptureMandatory
                        | Refusal::LongerCaptureExists
                        | Refusal::OtherOfficerMustCapture
                ),
                ..
            })
        )
    }) && !lesser.is_empty()
}

#[test]
fn a_bad_lesson_file_is_refused_in_one_line() {
    for bad in ["{", "{\"asalto\": [(id: \"x\")]}", "[]"] {
        let err = parse_lessons(bad).unwrap_err().to_string();
        assert!(err.starts_with("lessons: ") && !err.contains('\n'), "{err}");
    }
}

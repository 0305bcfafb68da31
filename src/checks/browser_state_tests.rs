use asalto_engine::{Game, Variant};

use super::{Cadence, GameState, PageState, legal_taps, point_places};

fn asalto() -> Game {
    Game::new(Variant::builtin("asalto").expect("asalto is built in"))
}

#[test]
fn the_state_is_published_on_the_first_frame_then_every_sixth_or_after_a_tenth_of_a_second() {
    let mut cadence = Cadence::default();
    assert!(cadence.due(0.0), "the first frame says the page came alive");
    let quick: Vec<bool> = (2..=7).map(|_| cadence.due(0.01)).collect();
    assert_eq!(quick, [false, false, false, false, true, false]);
    assert!(
        cadence.due(0.2),
        "a resting window's rare frames are each published"
    );
}

#[test]
fn without_a_game_the_state_has_no_game_fields_and_empty_lists() {
    let state = PageState {
        screen: "Menu".into(),
        variant_problem: Some("line 3: \"x\" is not a point\u{a0}!".into()),
        ..PageState::default()
    };
    let json: serde_json::Value = serde_json::to_value(&state).unwrap();
    let object = json.as_object().unwrap();
    for absent in [
        "plies",
        "over",
        "moves",
        "points",
        "legal",
        "yourTurn",
        "newGameVariant",
    ] {
        assert!(
            !object.contains_key(absent),
            "{absent} without a game: {json}"
        );
    }
    assert_eq!(json["screen"], "Menu");
    assert_eq!(json["assetProblems"], serde_json::json!([]));
    assert_eq!(json["buttons"], serde_json::json!({}));
    assert_eq!(
        json["variantProblem"],
        "line 3: \"x\" is not a point\u{a0}!"
    );
    let text = serde_json::to_string(&state).unwrap();
    assert!(
        text.contains("\u{a0}"),
        "a no-break space stays itself in the text: {text}"
    );
}

#[test]
fn a_game_adds_its_moves_legal_taps_and_points_at_the_top_level() {
    let mut game = asalto();
    game.play_text("@c7,e7").unwrap();
    let state = PageState {
        game: Some(GameState {
            plies: 1,
            moves: vec!["@c7,e7".into()],
            points: Some(point_places(game.variant(), |w| Some(w * 2.0))),
            legal: legal_taps(&game),
            your_turn: true,
            ..GameState::default()
        }),
        ..PageState::default()
    };
    let json = serde_json::to_value(&state).unwrap();
    assert_eq!(json["plies"], 1);
    assert_eq!(json["yourTurn"], true);
    assert_eq!(json["moves"][0], "@c7,e7");
    assert_eq!(
        json["points"].as_object().unwrap().len(),
        33,
        "Asalto's cross has 33 points"
    );
    assert_eq!(
        json["legal"].as_array().unwrap().len(),
        game.legal_moves().len()
    );
}

#[test]
fn legal_taps_name_a_placements_points_and_a_steps_two_points() {
    let mut game = asalto();
    let placements = legal_taps(&game);
    assert_eq!(placements.len(), game.legal_moves().len());
    assert!(
        placements.iter().all(|taps| taps.len() == 2),
        "two officers to place: {placements:?}"
    );
    assert!(placements.contains(&vec!["c7".to_string(), "e7".to_string()]));
    game.play_text("@c7,e7").unwrap();
    let steps = legal_taps(&game);
    assert!(
        steps.iter().all(|taps| taps.len() == 2),
        "steps from one point to another: {steps:?}"
    );
    let variant = game.variant();
    for name in steps.iter().flatten() {
        assert!(
            variant.point(name.as_str()).is_some(),
            "{name} is a point of the board"
        );
    }
}

#[test]
fn points_off_the_page_are_left_out() {
    let variant = Variant::builtin("asalto").unwrap();
    let centre = crate::board::point_world(&variant, variant.point("d4").unwrap());
    let places = point_places(&variant, |w| (w != centre).then_some(w));
    assert_eq!(places.len(), 32);
    assert!(!places.contains_key("d4") && places.contains_key("d5"));
}

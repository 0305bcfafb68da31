use asalto_engine::Side;
use asalto_engine::rating::{PlayerRating, Score};
use asalto_engine::search::Level;

use super::*;
use crate::game::ratings::{PlayerRatings, RatedGame};
use crate::study::deck::{Card, Deck, Reviewed};

fn rated(ratings: &mut PlayerRatings, variant: &str, level: Level, score: Score, key: &str) {
    let game = RatedGame {
        day: 20_000,
        level,
        side: Side::Officers,
        score,
        after: PlayerRating::NEW,
        key: key.into(),
    };
    ratings.rate(variant, game).expect("a rated level");
}

fn card(variant: &str, level: u8) -> Card {
    Card {
        puzzle: format!("{variant} o .../.../RRRRRRR/RRRRRRR/RRRRRRR/RRR/RRR 0 goal better"),
        played: "c3-c4".into(),
        verdict: "mistake".into(),
        level,
        due: 0,
    }
}

fn reviewed(variant: &str, accuracy: [Option<u8>; 2], you: Option<Side>) -> Reviewed {
    Reviewed {
        game: format!("{variant}|start|c3-c4 d5-d4"),
        accuracy,
        you,
    }
}

#[test]
fn the_rating_is_drawn_from_the_start_through_every_rated_game() {
    let mut ratings = PlayerRatings::default();
    let games = [
        (Level::Recruit, Score::Won),
        (Level::Soldier, Score::Lost),
        (Level::Recruit, Score::Won),
        (Level::Soldier, Score::Drawn),
    ];
    for (i, (level, score)) in games.into_iter().enumerate() {
        rated(&mut ratings, "asalto", level, score, &format!("g{i}"));
    }
    rated(&mut ratings, "assaut", Level::Captain, Score::Lost, "other");
    let figures = Figures::of("asalto", &ratings, None);
    assert_eq!(figures.ratings.len(), 5, "the start and four games");
    assert_eq!(figures.ratings[0].rated, PlayerRating::NEW.rated());
    assert_eq!(figures.ratings[0].game, None);
    assert_eq!(
        figures.ratings[4].rated,
        ratings.of("asalto").rated(),
        "the last point is the rating now"
    );
    assert_eq!(
        figures.ratings[2].game,
        Some((Level::Soldier, Side::Officers, Score::Lost))
    );
    let by_level: Vec<_> = figures
        .results
        .iter()
        .map(|r| (r.level, r.won, r.drawn, r.lost))
        .collect();
    assert_eq!(
        by_level,
        [
            (Some(Level::Recruit), 2, 0, 0),
            (Some(Level::Soldier), 0, 1, 1)
        ],
        "weakest first, only the levels played, L'Assaut's game apart"
    );
}

#[test]
fn accuracy_is_the_players_side_in_games_against_the_computer() {
    let deck = Deck {
        cards: vec![
            card("asalto", 0),
            card("asalto", 0),
            card("asalto", 3),
            card("asalto", 9),
            card("assaut", 2),
        ],
        reviewed: vec![
            reviewed("asalto", [Some(80), Some(60)], Some(Side::Attackers)),
            reviewed("asalto", [Some(90), Some(10)], None),
            reviewed("assaut", [Some(70), Some(70)], Some(Side::Officers)),
            reviewed("asalto", [Some(75), None], Some(Side::Officers)),
            reviewed("asalto", [None, Some(50)], Some(Side::Officers)),
        ],
    };
    let figures = Figures::of("asalto", &PlayerRatings::default(), Some(&deck));
    let points: Vec<_> = figures
        .accuracy
        .iter()
        .map(|p| (p.review, p.side, p.percent))
        .collect();
    assert_eq!(
        points,
        [(1, Side::Attackers, 60), (2, Side::Officers, 75)],
        "two people's game, another variant's and a side without a move left out"
    );
    assert_eq!(
        figures.boxes,
        [2, 0, 0, 1, 1],
        "the box past the last counts as it"
    );
    assert!(!figures.is_empty());
    let own = crate::game::OwnVariants::default();
    let sources = super::super::ProgressSources {
        ratings: &PlayerRatings::default(),
        deck: Some(&deck),
        own: &own,
    };
    let shown = super::super::Progress::of(&sources);
    let names: Vec<&str> = shown.variants.iter().map(|(v, _)| v.name()).collect();
    assert_eq!(names, ["asalto", "assaut"]);
    assert_eq!(
        shown.variants[1].1,
        Figures::of("assaut", &PlayerRatings::default(), Some(&deck))
    );
    assert!(Figures::of("grand-assaut", &PlayerRatings::default(), Some(&deck)).is_empty());
}

#[test]
fn each_rated_puzzle_try_is_a_point() {
    let puzzles = asalto_engine::search::puzzle::builtin("assaut");
    let mut ratings = PlayerRatings::default();
    for (p, solved) in puzzles.iter().zip([true, false, true]) {
        let difficulty = p.difficulty().unwrap();
        ratings.rate_puzzle("assaut", p, difficulty, solved, 20_000);
    }
    let figures = Figures::of("assaut", &ratings, None);
    let points: Vec<_> = figures
        .puzzles
        .iter()
        .map(|p| (p.tries, p.solved))
        .collect();
    assert_eq!(points, [(1, true), (2, false), (3, true)]);
    assert_eq!(
        figures.puzzles[2].rated,
        ratings.puzzle_rating("assaut").rated()
    );
    assert!(!figures.is_empty(), "puzzles alone are progress to show");
}

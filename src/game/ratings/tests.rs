use asalto_engine::Variant;

use super::*;
use crate::game::rated::{Rating, Unrated};
use crate::game::setup::MatchSetup;

fn game(key: &str, score: Score) -> RatedGame {
    RatedGame {
        day: 20_000,
        level: Level::Soldier,
        side: Side::Attackers,
        score,
        after: PlayerRating::NEW,
        key: key.into(),
    }
}

#[test]
fn rated_games_move_the_rating_by_glicko2_once_each() {
    let soldier = Level::Soldier
        .rating("assaut")
        .expect("Soldier's rating in L'Assaut");
    let mut ratings = PlayerRatings::default();
    let mut expected = PlayerRating::NEW;
    for (i, score) in [
        Score::Won,
        Score::Won,
        Score::Drawn,
        Score::Lost,
        Score::Won,
    ]
    .into_iter()
    .enumerate()
    {
        let change = ratings
            .rate("assaut", game(&format!("g{i}"), score))
            .unwrap();
        assert_eq!(change.before, expected);
        expected = expected.after_game(soldier, score);
        assert_eq!(change.after, expected);
    }
    assert_eq!(ratings.of("assaut"), expected);
    assert_eq!(ratings.variants["assaut"].games.len(), 5);
    assert_eq!(ratings.variants["assaut"].games[4].after, expected);
    // The same game ending again (opened once more) is not rated twice.
    assert_eq!(ratings.rate("assaut", game("g0", Score::Won)), None);
    // Other variants keep their own rating.
    assert_eq!(ratings.of("grand-assaut"), PlayerRating::NEW);
    // A game whose levels were not measured rates nothing.
    assert_eq!(ratings.rate("grand-assaut", game("g9", Score::Won)), None);
}

#[test]
fn the_ratings_file_is_read_back_and_foreign_or_damaged_files_refused() {
    let mut ratings = PlayerRatings::default();
    ratings.rate("assaut", game("g", Score::Won)).unwrap();
    let text = ratings.to_ron();
    assert_eq!(PlayerRatings::from_ron(&text).unwrap(), ratings);
    let newer = text.replace("version: 1", "version: 9");
    let foreign = text.replace("asalto-ratings", "asalto-saved-game");
    let rating = format!("rating: {}", ratings.of("assaut").rating);
    let not_a_number = text.replacen(&rating, "rating: NaN", 1);
    assert_ne!(not_a_number, text);
    for (bad, why) in [
        (newer.as_str(), "version 9"),
        (foreign.as_str(), "not a ratings file"),
        (not_a_number.as_str(), "not a number"),
        ("(", ""),
    ] {
        let error = PlayerRatings::from_ron(bad).unwrap_err();
        assert!(error.contains(why), "{error}");
    }
}

#[test]
fn only_a_game_against_a_measured_level_from_the_start_without_help_counts() {
    let assaut = Variant::builtin("assaut").unwrap();
    let against = |level| MatchSetup {
        variant: assaut.clone(),
        level,
        ..Default::default()
    };
    assert_eq!(
        Rating::at_start(&against(Level::Soldier), false, false),
        Rating::Counts
    );
    let hot_seat = MatchSetup {
        mode: Mode::HotSeat,
        ..against(Level::Soldier)
    };
    assert_eq!(
        Rating::at_start(&hot_seat, false, false),
        Rating::Unrated(Unrated::NotAgainstComputer)
    );
    let mut moved = asalto_engine::Game::new(assaut.clone());
    let first = moved.legal_moves()[0];
    moved.play(first).unwrap();
    let elsewhere = MatchSetup {
        start: Some(*moved.position()),
        ..against(Level::Soldier)
    };
    assert_eq!(
        Rating::at_start(&elsewhere, false, false),
        Rating::Unrated(Unrated::OtherStart)
    );
    // The variant's own start given as a position is that start.
    let own_start = MatchSetup {
        start: Some(asalto_engine::Position::start(&assaut)),
        ..against(Level::Soldier)
    };
    assert_eq!(Rating::at_start(&own_start, true, true), Rating::Counts);
    assert_eq!(
        Rating::at_start(&own_start, true, false),
        Rating::Unrated(Unrated::Opened)
    );
    let mut rating = Rating::Counts;
    rating.lose(Unrated::Hinted);
    rating.lose(Unrated::TakenBack);
    assert_eq!(rating, Rating::Unrated(Unrated::Hinted));
}

#[test]
fn a_puzzles_first_try_rates_once_and_the_next_puzzle_is_the_untried_nearest() {
    use asalto_engine::search::puzzle::builtin;
    let puzzles = builtin("asalto");
    let mut ratings = PlayerRatings::default();
    let nearest_first = ratings.next_puzzle("asalto", &puzzles).unwrap();
    let distance = |i: usize, rating: f64| (puzzles[i].difficulty().unwrap().rating - rating).abs();
    assert!((0..puzzles.len()).all(|i| distance(i, 1500.0) >= distance(nearest_first, 1500.0)));
    let p = &puzzles[nearest_first];
    let difficulty = p.difficulty().unwrap();
    let change = ratings
        .rate_puzzle("asalto", p, difficulty, true, 20_000)
        .unwrap();
    assert_eq!(
        change.after,
        PlayerRating::NEW.after_game(difficulty, Score::Won)
    );
    assert_eq!(
        ratings.rate_puzzle("asalto", p, difficulty, false, 20_001),
        None,
        "once"
    );
    assert_eq!(
        ratings.puzzle_rating("assaut"),
        PlayerRating::NEW,
        "each variant its own"
    );
    let next = ratings.next_puzzle("asalto", &puzzles).unwrap();
    assert_ne!(
        next, nearest_first,
        "a tried puzzle is not offered while others are left"
    );
    let read = PlayerRatings::from_ron(&ratings.to_ron()).unwrap();
    assert_eq!(read, ratings);
    assert!(read.tried("asalto", p));
    let mut damaged = ratings.clone();
    damaged.puzzles.get_mut("asalto").unwrap().now.deviation = f64::NAN;
    assert!(PlayerRatings::from_ron(&damaged.to_ron()).is_err());
}

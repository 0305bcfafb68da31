use asalto_engine::Side;
use asalto_engine::rating::{PlayerRating, Score};
use asalto_engine::search::Level;

use super::*;
use crate::game::ratings::RatedGame;
use crate::settings::Language;
use crate::study::deck::Reviewed;
use crate::ui::probe;

fn ratings(games: usize) -> PlayerRatings {
    let mut ratings = PlayerRatings::default();
    for i in 0..games {
        let (level, score) = match i % 3 {
            0 => (Level::Recruit, Score::Won),
            1 => (Level::Soldier, Score::Lost),
            _ => (Level::Corporal, Score::Drawn),
        };
        let game = RatedGame {
            day: 20_000,
            level,
            side: Side::Attackers,
            score,
            after: PlayerRating::NEW,
            key: format!("g{i}"),
        };
        ratings.rate("asalto", game);
    }
    ratings
}

fn deck() -> Deck {
    Deck {
        cards: Vec::new(),
        reviewed: vec![Reviewed {
            game: "asalto|start|c3-c4".into(),
            accuracy: [Some(81), Some(64)],
            you: Some(Side::Officers),
        }],
    }
}

fn labels(width: f32, height: f32, t: &Texts, ratings: &PlayerRatings) -> Vec<probe::Placed> {
    let deck = deck();
    let own = OwnVariants::default();
    let sources = ProgressSources {
        ratings,
        deck: Some(&deck),
        own: &own,
    };
    probe::layout(width, height, |ui| {
        egui::ScrollArea::vertical().show(ui, |ui| {
            let mut chosen = "asalto".to_string();
            progress_page(ui, t, &mut chosen, &Progress::of(&sources));
        });
    })
}

/// A screen reader reads each chart's figures: its name, then its table's every cell, in the
/// accessibility tree as egui gives it to the platform.
#[test]
fn a_screen_reader_reads_every_chart_as_a_table() {
    let t = Texts::new(Language::English);
    let ratings = ratings(4);
    let placed = labels(1280.0, 800.0, &t, &ratings);
    let has = |text: &str| placed.iter().any(|p| p.label == text);
    let now = whole(ratings.of("asalto").rating);
    for wanted in [
        "Result",
        "Recruit",
        "Soldier",
        "Won",
        "Lost",
        "Drawn",
        now.as_str(),
        "Accuracy",
        "81%",
    ] {
        assert!(has(wanted), "{wanted} is not in the tree: {placed:#?}");
    }
    for chart in [
        "Chart of your rating",
        "Chart of your rated games won",
        "Chart of your accuracy",
    ] {
        assert!(
            placed.iter().any(|p| p.label.starts_with(chart)),
            "{chart}… names no chart: {placed:#?}"
        );
    }
    // The rating table's newest row, read in the page's order: the fourth game, against
    // Recruit, won.
    let mut placed = placed;
    placed.sort_by(|a, b| {
        (a.rect.min.y, a.rect.min.x)
            .partial_cmp(&(b.rect.min.y, b.rect.min.x))
            .unwrap()
    });
    let row: Vec<&str> = placed
        .iter()
        .skip_while(|p| p.label != "Result")
        .skip(2)
        .take(5)
        .map(|p| p.label.as_str())
        .collect();
    assert_eq!(row, ["4", "Recruit", "Rebels", "Won", now.as_str()]);
}

#[test]
fn the_page_fits_a_phone_and_says_how_many_rows_it_leaves_out() {
    let t = Texts::new(Language::French);
    let placed = labels(390.0, 844.0, &t, &ratings(NEWEST_ROWS + 5));
    let widest = placed.iter().map(|p| p.rect.max.x).fold(0.0, f32::max);
    assert!(widest <= 390.0, "{widest}: {placed:#?}");
    assert!(
        placed
            .iter()
            .any(|p| p.label.starts_with("Les 20 plus récentes de 25")),
        "{placed:#?}"
    );
}

#[test]
fn nothing_to_show_says_how_to_get_there() {
    let t = Texts::new(Language::English);
    let own = OwnVariants::default();
    let sources = ProgressSources {
        ratings: &PlayerRatings::default(),
        deck: None,
        own: &own,
    };
    let placed = probe::layout(1280.0, 800.0, |ui| {
        let mut chosen = "asalto".to_string();
        progress_page(ui, &t, &mut chosen, &Progress::of(&sources));
    });
    assert!(
        placed.iter().any(|p| p.label == t.get("progress-empty")),
        "{placed:#?}"
    );
}

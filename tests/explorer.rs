//! The opening explorer on the analysis board: it lists the engine's figures for the position
//! shown, in words, follows the board when a listed move is played, and names the solver's
//! proven wins.

mod common;

use asalto::analysis::AnalysisBoard;
use asalto::game::{GameCommand, Mode, Player};
use asalto::ui::hud::HudAction;
use asalto::ui::hud::explorer::{ExplorerView, Explorers};
use asalto::ui::texts::Texts;
use asalto_engine::explorer::Explorer;
use asalto_engine::search::Level;
use asalto_engine::{Game, Variant};
use bevy::prelude::*;
use common::*;

/// A hot-seat Asalto game from `moves`, opened on the analysis board.
fn analysed(moves: &str) -> App {
    let mut game = Game::new(Variant::builtin("asalto").unwrap());
    for mv in moves.split_whitespace() {
        game.play_text(mv).unwrap();
    }
    let start = game.variant().to_apn(game.position());
    let mut app = app(setup("asalto", Mode::HotSeat, Level::Recruit, Some(&start)));
    app.world_mut().write_message(HudAction::Analyse);
    settle(&mut app);
    settle(&mut app);
    assert!(app.world().get_resource::<AnalysisBoard>().is_some());
    app
}

/// The explorer of a built-in variant once it is built (in the background).
fn built(explorers: &mut Explorers, variant: &str) -> Option<std::sync::Arc<Explorer>> {
    let variant = Variant::builtin(variant).unwrap();
    for _ in 0..2_000 {
        if let Some(built) = explorers.built(&variant) {
            return built;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    panic!("{}'s explorer is not built in 10 s", variant.name())
}

fn view(app: &App, explorer: &Explorer) -> ExplorerView {
    ExplorerView::of(explorer, game(app), &Texts::default())
}

#[test]
fn the_explorer_lists_the_engines_figures_and_follows_a_move_played() {
    let explorer = built(&mut Explorers::default(), "asalto").expect("Asalto has an explorer");
    let mut app = analysed("");
    let shown = view(&app, &explorer);
    let figures = explorer.moves(game(&app).shown_position());
    assert!(!shown.rows.is_empty());
    assert_eq!(shown.rows.len(), figures.len());
    for (row, m) in shown.rows.iter().zip(&figures) {
        assert_eq!(
            (row.mv, &row.text, row.book, row.results),
            (m.mv, &m.text, m.book, m.results)
        );
        let r = m.results;
        let words = format!(
            "Rebels {}%, Officers {}%, draws {}%",
            r.percent(Some(asalto_engine::Side::Attackers)),
            r.percent(Some(asalto_engine::Side::Officers)),
            r.percent(None)
        );
        assert_eq!(row.shares, words);
    }
    // The most played placement, as the panel plays a clicked move.
    let first = shown.rows[0].clone();
    assert!(first.book > 0 && first.results.games() > 0, "{first:?}");
    command(
        &mut app,
        GameCommand::Play {
            mv: first.mv,
            by: Player::Human,
        },
    );
    settle(&mut app);
    assert_eq!(game(&app).game.plies().len(), 1);
    let next = view(&app, &explorer);
    let through: u32 = next.rows.iter().map(|r| r.results.games()).sum();
    assert_eq!(through, first.results.games(), "every game goes on from it");
}

#[test]
fn a_proven_opening_says_who_wins() {
    let explorer = built(&mut Explorers::default(), "asalto").unwrap();
    let app = analysed("@c5,c7 f5-e5");
    let shown = view(&app, &explorer);
    let step = shown
        .rows
        .iter()
        .find(|r| r.text == "c5-d5")
        .expect("c5-d5");
    let proven = step.proven.as_deref().unwrap_or("");
    assert!(
        proven.starts_with("Rebels win (proven, ") && proven.ends_with(" moves)"),
        "{proven}"
    );
}

#[test]
fn a_variant_with_a_book_has_an_explorer_and_one_without_data_has_none() {
    let mut explorers = Explorers::default();
    let fox_geese = built(&mut explorers, "fox-geese-13");
    let start = Game::new(Variant::builtin("fox-geese-13").unwrap());
    let first = fox_geese.expect("its book").moves(start.position());
    assert!(first.iter().all(|m| m.book > 0) && !first.is_empty());
    let none = explorers.built(&Variant::builtin("fox-geese-17").unwrap());
    assert_eq!(
        none.map(|e| e.is_none()),
        Some(true),
        "known at once: no data"
    );
}

//! Fox & Geese's endgame tables in the game: read from the folder the player names, Marshal
//! plays the tables' perfect move and the panel says who wins with perfect play.

mod common;

use asalto::computer::{Analysis, ComputerDelay, LoadedTablebase, ReviewRequest, TablebaseFolder};
use asalto::game::Mode;
use asalto_engine::position::Turn;
use asalto_engine::search::{Level, MATE_BOUND, Verdict};
use asalto_engine::tablebase::{Tablebase, build, table_path, winner_moves};
use asalto_engine::{Side, Variant};
use bevy::prelude::*;
use common::*;

/// Tables of four and five geese, kept in a folder of their own.
fn tables_in_folder(name: &str) -> (Tablebase, std::path::PathBuf) {
    let variant = Variant::builtin("fox-geese-13").unwrap();
    let tables = build(variant, 5, &mut |_, _| {}).unwrap();
    let dir = std::env::temp_dir().join(format!("asalto-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for geese in [4, 5] {
        let file = tables.table_file(geese).unwrap();
        std::fs::write(table_path(&dir, tables.variant(), geese), file).unwrap();
    }
    (tables, dir)
}

#[test]
fn marshal_plays_the_tables_move_and_the_panel_says_who_wins() {
    let (tables, dir) = tables_in_folder("perfect");
    let variant = tables.variant().clone();
    // A position of five geese with the fox to move and more than one way to go on.
    let start = (0..tables.entries(5))
        .filter_map(|slot| tables.position_at(5, slot))
        .find(|p| p.turn == Turn::Officers && variant.legal_moves(p).len() > 2)
        .unwrap();
    let (perfect, entry) = tables.perfect_move(&start).unwrap();
    let mode = Mode::VsComputer {
        human: Side::Attackers,
    };
    let apn = variant.to_apn(&start);
    let setup = setup("fox-geese-13", mode, Level::Marshal, Some(&apn));
    let mut app = app_with(setup, |app| {
        app.insert_resource(TablebaseFolder(Some(dir.clone())))
            .insert_resource(ComputerDelay(1e6));
    });
    let read = |a: &App| a.world().resource::<LoadedTablebase>().tables.is_some();
    await_computer(&mut app, read);
    let moves = match winner_moves(entry) {
        1 => "1 move".to_string(),
        n => format!("{n} moves"),
    };
    // The fox wins every position of five geese.
    assert_eq!(
        panel_note(&app),
        format!("Fox wins with perfect play in {moves}")
    );

    app.insert_resource(ComputerDelay(0.0));
    await_computer(&mut app, |a| game(a).game.plies().len() == 1 && !busy(a));
    assert_eq!(game(&app).game.plies()[0].mv, perfect);
    let after = panel_note(&app);
    assert!(
        after.starts_with("Fox wins with perfect play in"),
        "{after}"
    );

    // The review knows the position exactly: the tables' move is the best, and Marshal's.
    app.world_mut().write_message(ReviewRequest);
    wait_for_review(&mut app);
    let analysis = app.world().resource::<Analysis>();
    let reviewed = &analysis.done.as_ref().unwrap().moves[0];
    assert_eq!((reviewed.best, reviewed.verdict), (perfect, Verdict::Best));
    assert!(
        reviewed.best_score >= MATE_BOUND,
        "an exact win for the fox"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_folder_without_tables_is_said_in_one_line_and_play_goes_on() {
    let dir = std::env::temp_dir().join(format!("asalto-no-tables-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mode = Mode::VsComputer {
        human: Side::Attackers,
    };
    let mut app = app_with(setup("fox-geese-13", mode, Level::Marshal, None), |app| {
        app.insert_resource(TablebaseFolder(Some(dir.clone())));
    });
    let problem = |a: &App| a.world().resource::<LoadedTablebase>().problem.clone();
    await_computer(&mut app, |a| problem(a).is_some());
    let said = problem(&app).unwrap();
    assert!(
        said.contains("no table of 4 geese") && !said.contains('\n'),
        "{said}"
    );
    assert!(panel_note(&app).is_empty());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_damaged_table_is_refused_and_nothing_is_said_from_it() {
    let (_, dir) = tables_in_folder("damaged");
    let five = table_path(&dir, &Variant::builtin("fox-geese-13").unwrap(), 5);
    let mut bytes = std::fs::read(&five).unwrap();
    let at = bytes.len() / 2;
    bytes[at] ^= 0x80;
    std::fs::write(&five, bytes).unwrap();
    let mode = Mode::VsComputer {
        human: Side::Attackers,
    };
    let apn = "fox-geese-13 o .../.../......./......./......./RRO/RRR 0";
    let mut app = app_with(
        setup("fox-geese-13", mode, Level::Marshal, Some(apn)),
        |app| {
            app.insert_resource(TablebaseFolder(Some(dir.clone())))
                .insert_resource(ComputerDelay(1e6));
        },
    );
    let problem = |a: &App| a.world().resource::<LoadedTablebase>().problem.clone();
    await_computer(&mut app, |a| problem(a).is_some());
    let said = problem(&app).unwrap();
    assert!(said.contains("damaged") && !said.contains('\n'), "{said}");
    assert!(app.world().resource::<LoadedTablebase>().tables.is_none());
    assert!(
        !panel_note(&app).contains("perfect play"),
        "{}",
        panel_note(&app)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

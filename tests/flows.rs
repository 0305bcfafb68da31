//! The flows behind the menu's and the HUD's buttons, headless: the buttons only write actions,
//! and these tests write the same actions.

mod common;

use asalto::game::saves::{self, AUTOSAVE};
use asalto::game::{AutosavePlugin, GameCommand, Match, MatchSetup, Mode};
use asalto::platform::storage::Storage;
use asalto::screens::Screen;
use asalto::settings::Settings;
use asalto::ui::hud::{HudAction, NotationPanel};
use asalto::ui::menu::{MenuAction, MenuPage, MenuState, NewGameChoices};
use asalto_engine::search::Level;
use asalto_engine::{Side, Variant, parse_apn};
use bevy::prelude::*;
use common::{assert_board_matches, at_menu, game, menu, screen, settle};

fn hud(app: &mut App, action: HudAction) {
    app.world_mut().write_message(action);
    settle(app);
    app.update();
}

#[test]
fn the_menu_starts_the_match_it_shows_and_remembers_the_choices() {
    let storage = Storage::memory();
    let mut app = at_menu(&storage);
    menu(&mut app, MenuAction::Page(MenuPage::NewGame));
    assert_eq!(*app.world().resource::<MenuPage>(), MenuPage::NewGame);
    // The page's choices: the remembered ones, then the player's.
    let remembered = app.world().resource::<NewGameChoices>().setup.clone();
    assert_eq!(remembered.variant.name(), "asalto");
    {
        let mut choices = app.world_mut().resource_mut::<NewGameChoices>();
        choices.setup.variant = Variant::builtin("assaut").unwrap();
        choices.setup.mode = Mode::VsComputer {
            human: Side::Attackers,
        };
        choices.setup.level = Level::Captain;
    }
    menu(&mut app, MenuAction::Start);
    assert_eq!(screen(&app), Screen::Game);
    let m = game(&app);
    assert_eq!(m.variant().name(), "assaut");
    assert_eq!(
        m.setup.mode,
        Mode::VsComputer {
            human: Side::Attackers
        }
    );
    assert_eq!(m.setup.level, Level::Captain);
    assert_board_matches(&mut app);
    let settings = app.world().resource::<Settings>();
    assert_eq!(
        (settings.variant.as_str(), settings.mode, settings.level),
        (
            "assaut",
            Mode::VsComputer {
                human: Side::Attackers
            },
            Level::Captain
        )
    );
}

#[test]
fn the_command_line_choices_survive_opening_the_new_game_page() {
    let storage = Storage::memory();
    let mut app = at_menu(&storage);
    {
        let mut choices = app.world_mut().resource_mut::<NewGameChoices>();
        choices.setup.level = Level::Marshal;
        choices.from_command_line = true;
    }
    menu(&mut app, MenuAction::Page(MenuPage::NewGame));
    menu(&mut app, MenuAction::Start);
    assert_eq!(game(&app).setup.level, Level::Marshal);
}

#[test]
fn a_settings_change_applies_to_the_next_match() {
    let storage = Storage::memory();
    let mut app = at_menu(&storage);
    let changed = Settings {
        level: Level::Marshal,
        warn_huff: false,
        mode: Mode::HotSeat,
        ..Settings::default()
    };
    menu(&mut app, MenuAction::ChangeSettings(Box::new(changed)));
    menu(&mut app, MenuAction::Page(MenuPage::NewGame));
    menu(&mut app, MenuAction::Start);
    let m = game(&app);
    assert_eq!(m.setup.level, Level::Marshal);
    assert!(!m.setup.warn_huff);
    assert_eq!(m.setup.mode, Mode::HotSeat);
}

/// A finished-looking saved game in storage: Asalto, hot seat, a few moves.
fn saved_game(storage: &Storage, name: &str) -> Vec<String> {
    let setup = common::setup("asalto", Mode::HotSeat, Level::Soldier, None);
    let mut m = Match::new(setup, None);
    for text in ["@c7,e7", "d4-d5", "c7-c6", "c4-c5"] {
        m.game.play_text(text).unwrap();
    }
    let text = saves::SavedGame::of(&m).to_ron();
    storage.write(name, &text).unwrap();
    m.game.record().moves
}

#[test]
fn a_saved_game_opens_from_the_menu_and_a_damaged_one_is_refused() {
    let storage = Storage::memory();
    let moves = saved_game(&storage, "saves/game-1.ron");
    storage
        .write(
            "saves/game-2.ron",
            "(format: \"asalto-saved-game\", version: 1, moves: [",
        )
        .unwrap();
    let mut app = at_menu(&storage);
    menu(&mut app, MenuAction::Page(MenuPage::Saves));
    let listed = app.world().resource::<MenuState>().saves.clone().unwrap();
    assert_eq!(listed.len(), 2);
    menu(&mut app, MenuAction::Open("saves/game-2.ron".into()));
    assert_eq!(screen(&app), Screen::Menu, "a damaged file opens nothing");
    assert!(app.world().resource::<MenuState>().message.is_some());
    menu(&mut app, MenuAction::Open("saves/game-1.ron".into()));
    assert_eq!(screen(&app), Screen::Game);
    assert_eq!(game(&app).game.record().moves, moves);
    assert!(!game(&app).continued);
    assert_board_matches(&mut app);
}

#[test]
fn continue_opens_the_unfinished_game() {
    let storage = Storage::memory();
    let moves = saved_game(&storage, AUTOSAVE);
    let mut app = at_menu(&storage);
    assert_eq!(app.world().resource::<MenuState>().autosave, Some(true));
    menu(&mut app, MenuAction::Open(AUTOSAVE.into()));
    assert_eq!(screen(&app), Screen::Game);
    assert_eq!(game(&app).game.record().moves, moves);
    assert!(game(&app).continued);
}

#[test]
fn continue_is_offered_after_leaving_a_game_in_progress() {
    let storage = Storage::memory();
    let mut app = common::bare_app(|app| {
        app.insert_resource(storage.clone())
            .insert_resource(Settings::default())
            .add_plugins(AutosavePlugin);
    });
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(app.world().resource::<MenuState>().autosave, Some(false));
    menu(&mut app, MenuAction::Page(MenuPage::NewGame));
    app.world_mut().resource_mut::<NewGameChoices>().setup.mode = Mode::HotSeat;
    menu(&mut app, MenuAction::Start);
    common::play(&mut app, "@c5,c6");
    settle(&mut app);
    hud(&mut app, HudAction::Menu);
    assert_eq!(screen(&app), Screen::Menu);
    assert_eq!(app.world().resource::<MenuState>().autosave, Some(true));
    // A game given up (restarted) is not offered again.
    menu(&mut app, MenuAction::Open(AUTOSAVE.into()));
    assert_eq!(game(&app).game.plies().len(), 1);
    hud(&mut app, HudAction::Command(GameCommand::Restart));
    hud(&mut app, HudAction::Menu);
    assert_eq!(app.world().resource::<MenuState>().autosave, Some(false));
}

#[test]
fn a_pasted_position_starts_a_match_from_it_with_the_same_players() {
    let setup = common::setup(
        "asalto",
        Mode::VsComputer {
            human: Side::Attackers,
        },
        Level::Recruit,
        None,
    );
    let mut app = common::app(setup);
    let apn = "assaut o ..O/.../..O..RR/..R..RR/R....RR/R../... 0";
    hud(&mut app, HudAction::PlayFrom(apn.into()));
    let m = game(&app);
    let (variant, start) = parse_apn(apn).unwrap();
    assert_eq!(m.variant().name(), variant.name());
    assert_eq!(m.game.start(), &start);
    assert_eq!(
        m.setup.mode,
        Mode::VsComputer {
            human: Side::Attackers
        }
    );
    assert_board_matches(&mut app);
    // A bad position changes nothing and says why.
    hud(&mut app, HudAction::PlayFrom("assaut o nonsense 0".into()));
    assert_eq!(game(&app).game.start(), &start);
    let message = app.world().resource::<NotationPanel>().message.clone();
    assert!(message.is_some_and(|m| m.contains("bad position")));
}

#[test]
fn a_rematch_swaps_the_sides() {
    let setup = MatchSetup {
        mode: Mode::VsComputer {
            human: Side::Officers,
        },
        ..common::setup("assaut", Mode::HotSeat, Level::Recruit, None)
    };
    let mut app = common::app(setup);
    let seed = game(&app).setup.seed;
    hud(&mut app, HudAction::Command(GameCommand::Rematch));
    let m = game(&app);
    assert_eq!(
        m.setup.mode,
        Mode::VsComputer {
            human: Side::Attackers
        }
    );
    assert_ne!(m.setup.seed, seed, "a new game, not the same one again");
    assert_eq!(m.variant().name(), "assaut");
}

#[test]
fn saving_from_the_hud_writes_a_file_and_says_where() {
    let storage = Storage::memory();
    let setup = common::setup("asalto", Mode::HotSeat, Level::Recruit, None);
    let mut app = common::app_with(setup, |app| {
        app.insert_resource(storage.clone());
    });
    common::play(&mut app, "@c7,e7");
    settle(&mut app);
    hud(&mut app, HudAction::Save);
    let loaded = saves::load(&storage, "saves/game-1.ron").expect("saved");
    assert_eq!(loaded.game.record().moves, ["@c7,e7"]);
    let message = app.world().resource::<NotationPanel>().message.clone();
    assert!(
        message.is_some_and(|m| m.contains("game-1")),
        "the player is told where"
    );
    assert_eq!(screen(&app), Screen::Game);
}

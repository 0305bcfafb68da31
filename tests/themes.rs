//! The board's colours follow the settings: a theme chosen on the settings page is in use at
//! once (the pieces are painted again) and the game screen draws in it.

mod common;

use asalto::game::{Match, Mode, NewMatch};
use asalto::platform::storage::Storage;
use asalto::screens::Screen;
use asalto::settings::Settings;
use asalto::theme::themes::{self, Theme};
use asalto::ui::menu::MenuAction;
use asalto_engine::search::Level;
use bevy::prelude::*;
use common::*;

#[test]
fn a_theme_chosen_in_the_settings_is_used_and_remembered() {
    let storage = Storage::memory();
    let mut app = at_menu(&storage);
    assert_eq!(themes::current(), Theme::Classic);
    let mut changed = app.world().resource::<Settings>().clone();
    changed.theme = Theme::HighContrast;
    menu(&mut app, MenuAction::ChangeSettings(Box::new(changed)));
    assert_eq!(themes::current(), Theme::HighContrast);
    assert_eq!(themes::colours().parchment, themes::HIGH_CONTRAST.parchment);

    // A game opened now is drawn in it. (The settings file keeps it as any setting: see the
    // settings' round-trip test.)
    app.world_mut().write_message(NewMatch::fresh(setup(
        "assaut",
        Mode::HotSeat,
        Level::Recruit,
        None,
    )));
    run_until(&mut app, 20, |a| {
        screen(a) == Screen::Game && a.world().get_resource::<Match>().is_some()
    });
    settle(&mut app);
    // The high-contrast fortress grey is no other theme's and no sprite's default colour; the
    // classic parchment is gone.
    let mut sprites = app.world_mut().query::<&Sprite>();
    let colours: Vec<Color> = sprites.iter(app.world()).map(|s| s.color).collect();
    let fortress = themes::HIGH_CONTRAST.fortress.bevy();
    assert!(
        colours.contains(&fortress),
        "no fortress tile in the high-contrast grey"
    );
    assert!(
        !colours.contains(&themes::CLASSIC.parchment.bevy()),
        "a tile still in the classic parchment"
    );
}

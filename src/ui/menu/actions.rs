//! What the player asks for in the menu, and the one system that carries it out: pages, a new
//! match from the new-game page, a saved game opened or deleted, settings changed, quitting.

use bevy::prelude::*;

use crate::game::saves;
use crate::game::saves::AUTOSAVE;
use crate::game::{GameCommand, MatchSetup, NewMatch};
use crate::platform::storage::Storage;
use crate::settings::Settings;
use crate::ui::texts::Texts;

use super::{MenuPage, MenuState};

/// A button of the menu, used.
#[derive(Message, Clone, Debug)]
pub enum MenuAction {
    Page(MenuPage),
    /// Start the match chosen on the new-game page.
    Start,
    /// Open a saved game (or the unfinished one, [`AUTOSAVE`]).
    Open(String),
    Delete(String),
    /// The settings page changed the settings.
    ChangeSettings(Box<Settings>),
    /// Open a lesson or a puzzle.
    Learn(crate::study::TaskRef),
    /// Open the analysis board at the start of the variant last chosen.
    AnalysisBoard,
    Quit,
}

/// The choices of the new-game page: the remembered ones when the page opens, unless the
/// command line made them.
#[derive(Resource, Clone, Debug, Default)]
pub struct NewGameChoices {
    pub setup: MatchSetup,
    pub from_command_line: bool,
}

pub(super) fn apply_actions(
    mut actions: MessageReader<MenuAction>,
    mut page: ResMut<MenuPage>,
    mut state: ResMut<MenuState>,
    mut choices: ResMut<NewGameChoices>,
    mut settings: ResMut<Settings>,
    storage: Res<Storage>,
    texts: Res<Texts>,
    mut commands_out: MessageWriter<GameCommand>,
    mut study: MessageWriter<crate::study::StudyCommand>,
    mut board: MessageWriter<crate::analysis::AnalysisCommand>,
    mut exit: MessageWriter<AppExit>,
) {
    for action in actions.read() {
        match action {
            MenuAction::Page(p) => {
                *page = *p;
                state.message = None;
                state.saves = None;
                state.rules_variant = None;
                if *p == MenuPage::NewGame && !choices.from_command_line {
                    choices.setup = settings.new_match(0);
                }
            }
            MenuAction::Start => {
                let setup = MatchSetup {
                    seed: rand::random(),
                    start: None,
                    ..choices.setup.clone()
                };
                settings.remember_match(&setup);
                commands_out.write(NewMatch::fresh(setup));
            }
            MenuAction::Open(name) => match saves::load(&storage, name) {
                Ok(loaded) => {
                    state.message = None;
                    commands_out.write(GameCommand::NewMatch(Box::new(NewMatch {
                        setup: loaded.setup,
                        from: Some(loaded.game),
                        continued: name == AUTOSAVE,
                    })));
                }
                Err(e) => {
                    warn!("cannot open {name}: {e}");
                    let mut message = texts.fill("load.refused", &[("error", &e)]);
                    // An unfinished game that cannot be continued is kept aside, so "Continue"
                    // does not keep failing.
                    if name == AUTOSAVE
                        && let Ok(kept) = storage.keep_backup(AUTOSAVE)
                        && storage.remove(AUTOSAVE).is_ok()
                    {
                        message += &format!(" ({})", storage.describe(&kept));
                        state.autosave = None;
                    }
                    state.message = Some(message);
                }
            },
            MenuAction::Delete(name) => {
                if let Err(e) = storage.remove(name) {
                    state.message = Some(e);
                }
                state.saves = None;
            }
            MenuAction::ChangeSettings(new) => {
                settings.set_if_neq((**new).clone());
            }
            MenuAction::Learn(task) => {
                study.write(crate::study::StudyCommand::Start(task.clone()));
            }
            MenuAction::AnalysisBoard => {
                let players = settings.new_match(rand::random());
                let game = asalto_engine::Game::new(players.variant.clone());
                board.write(crate::analysis::AnalysisCommand::Open {
                    game: Box::new(game),
                    players: Box::new(players),
                });
            }
            MenuAction::Quit => {
                exit.write(AppExit::Success);
            }
        }
    }
}

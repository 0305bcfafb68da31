//! What the player asks for in the menu, and the one system that carries it out: pages, a new
//! match from the new-game page, a saved game opened or deleted, settings changed, quitting.

use bevy::prelude::*;

use crate::game::own_variants::OwnVariantError;
use crate::game::saves;
use crate::game::saves::AUTOSAVE;
use crate::game::{GameCommand, MatchSetup, NewMatch, OwnVariants};
use crate::platform::files::FileError;
use crate::platform::storage::{Storage, StorageNotice, StorageNotices};
use crate::settings::Settings;
use crate::ui::texts::{Arg, Texts};

use super::{MenuPage, MenuState};

/// A button of the menu, used.
#[derive(Message, Clone, Debug)]
pub enum MenuAction {
    Page(MenuPage),
    /// Start the match chosen on the new-game page.
    Start,
    /// Open a saved game (or the unfinished one, [`AUTOSAVE`]).
    Open(String),
    /// Ask before deleting this saved game.
    AskDelete(String),
    CancelDelete,
    /// Delete it (asked and confirmed).
    Delete(String),
    /// The settings page changed the settings.
    ChangeSettings(Box<Settings>),
    /// Open a lesson or a puzzle.
    Learn(crate::study::TaskRef),
    /// Practise your positions due today.
    PractiseYours,
    /// Open the analysis board at the start of the variant last chosen.
    AnalysisBoard,
    /// Open a variant file by its path (desktops).
    OpenVariantFile(String),
    /// Open the browser's file chooser for a variant file; what it reads comes back as
    /// [`MenuAction::VariantFileRead`].
    ChooseVariantFile,
    /// A variant file's text (or why it could not be read), from wherever it was chosen.
    VariantFileRead {
        from: String,
        text: Result<String, FileError>,
    },
    Quit,
}

/// The example variant file shipped with the game, offered in the new-game page's path field.
pub const EXAMPLE_VARIANT: &str = "little-fort.ron";

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
    mut own: ResMut<OwnVariants>,
    storage: Res<Storage>,
    mut notices: ResMut<StorageNotices>,
    texts: Res<Texts>,
    mut commands_out: MessageWriter<GameCommand>,
    mut study: MessageWriter<crate::study::StudyCommand>,
    mut board: MessageWriter<crate::analysis::AnalysisCommand>,
    mut exit: MessageWriter<AppExit>,
) {
    for action in actions.read() {
        match action {
            MenuAction::Page(p) => {
                open_page(*p, &mut page, &mut state, &mut choices, &settings, &own);
            }
            MenuAction::Start => {
                commands_out.write(start_match(&choices, &mut settings));
            }
            MenuAction::Open(name) => {
                if let Some(c) = open_saved(name, &storage, &texts, &mut state) {
                    commands_out.write(c);
                }
            }
            MenuAction::AskDelete(name) => state.confirm_delete = Some(name.clone()),
            MenuAction::CancelDelete => state.confirm_delete = None,
            MenuAction::Delete(name) => {
                state.confirm_delete = None;
                if let Err(e) = storage.remove(name) {
                    state.message = Some(e.to_string());
                }
                state.saves = None;
            }
            MenuAction::ChangeSettings(new) => {
                settings.set_if_neq((**new).clone());
            }
            MenuAction::Learn(task) => {
                study.write(crate::study::StudyCommand::Start(task.clone()));
            }
            MenuAction::PractiseYours => {
                study.write(crate::study::StudyCommand::PractiseDue);
            }
            MenuAction::AnalysisBoard => {
                board.write(analysis_board(&settings));
            }
            MenuAction::OpenVariantFile(path) => {
                let text = crate::game::own_variants::read_file(std::path::Path::new(path.trim()));
                take_variant(
                    &mut own,
                    &storage,
                    &mut choices,
                    &mut state,
                    &mut notices,
                    path,
                    text,
                );
            }
            MenuAction::ChooseVariantFile => crate::platform::files::choose_text_file(),
            MenuAction::VariantFileRead { from, text } => {
                take_variant(
                    &mut own,
                    &storage,
                    &mut choices,
                    &mut state,
                    &mut notices,
                    from,
                    text.clone().map_err(OwnVariantError::File),
                );
            }
            MenuAction::Quit => {
                exit.write(AppExit::Success);
            }
        }
    }
}

/// The new-game page's match, with a fresh seed; its choices are remembered.
fn start_match(choices: &NewGameChoices, settings: &mut Settings) -> GameCommand {
    let setup = MatchSetup {
        seed: rand::random(),
        start: None,
        ..choices.setup.clone()
    };
    settings.remember_match(&setup);
    NewMatch::fresh(setup)
}

/// The analysis board at the start of the remembered variant, with the remembered players.
fn analysis_board(settings: &Settings) -> crate::analysis::AnalysisCommand {
    let players = settings.new_match(rand::random());
    let game = asalto_engine::Game::new(players.variant.clone());
    crate::analysis::AnalysisCommand::Open {
        game: Box::new(game),
        players: Box::new(players),
    }
}

/// Another page of the menu: what the last one showed is forgotten; the new-game page starts
/// from the remembered choices (unless the command line made them).
fn open_page(
    p: MenuPage,
    page: &mut MenuPage,
    state: &mut MenuState,
    choices: &mut NewGameChoices,
    settings: &Settings,
    own: &OwnVariants,
) {
    *page = p;
    state.message = None;
    state.saves = None;
    state.rules_variant = None;
    state.variant_problem = None;
    state.confirm_delete = None;
    if p == MenuPage::NewGame && !choices.from_command_line {
        choices.setup = settings.new_match(0);
        // The player's own variant, if that was the last one played.
        if let Some(v) = own.get(&settings.variant) {
            choices.setup.variant = v;
        }
    }
}

/// A saved game (or the unfinished one) to play on, or why it cannot be opened. An unfinished
/// game that cannot be continued is kept aside, so "Continue" does not keep failing.
fn open_saved(
    name: &str,
    storage: &Storage,
    texts: &Texts,
    state: &mut MenuState,
) -> Option<GameCommand> {
    match saves::load(storage, name) {
        Ok(loaded) => {
            state.message = None;
            Some(GameCommand::NewMatch(Box::new(NewMatch {
                setup: loaded.setup,
                from: Some(loaded.game),
                continued: name == AUTOSAVE,
                continues_rated: loaded.rated,
            })))
        }
        Err(e) => {
            warn!("cannot open {name}: {e}");
            let mut message = texts.fill("load-refused", &[("error", Arg::from(e.to_string()))]);
            if name == AUTOSAVE
                && let Ok(kept) = storage.keep_backup(AUTOSAVE)
                && storage.remove(AUTOSAVE).is_ok()
            {
                message += &format!(" ({})", storage.describe(&kept));
                state.autosave = None;
            }
            state.message = Some(message);
            None
        }
    }
}

/// A variant file read: checked and kept, and chosen for the next match; or the reason it was
/// refused, shown on the new-game page.
fn take_variant(
    own: &mut OwnVariants,
    storage: &Storage,
    choices: &mut NewGameChoices,
    state: &mut MenuState,
    notices: &mut StorageNotices,
    from: &str,
    text: Result<String, OwnVariantError>,
) {
    match text.and_then(|text| own.open(&text, storage)) {
        Ok(opened) => {
            info!("opened the variant {} from {from}", opened.variant.name());
            if let Err(reason) = opened.kept {
                notices.report(StorageNotice::VariantNotKept {
                    name: opened.variant.name().to_string(),
                    reason,
                });
            }
            choices.setup.variant = opened.variant;
            state.variant_problem = None;
        }
        Err(e) => {
            warn!("{from}: {e}");
            state.variant_problem = Some(e.to_string());
        }
    }
}

/// A file the browser's chooser read, as a menu action.
pub(super) fn receive_chosen_file(mut actions: MessageWriter<MenuAction>) {
    if let Some((from, text)) = crate::platform::files::take_chosen() {
        actions.write(MenuAction::VariantFileRead { from, text });
    }
}

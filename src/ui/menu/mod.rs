//! The screens around the board, in egui: the title with the main menu, the new-game page, the
//! saved games, the rules, the settings and the credits. One [`MenuPage`] shows at a time. The
//! pages only draw and write [`MenuAction`]s; one system applies them (and can be tested
//! without a window).

pub mod actions;
mod learn;
mod new_game;
mod pages;
mod progress;
mod rating_lines;
mod rules;
mod settings_page;
mod widgets;

use asalto_engine::{Family, Variant};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::game::OwnVariants;
use crate::game::ratings::PlayerRatings;
use crate::game::saves::AUTOSAVE;
use crate::game::saves::{self, SaveEntry};
use crate::platform::storage::Storage;
use crate::screens::Screen;
use crate::settings::{Settings, SettingsLoad};
use crate::theme::palette;
use crate::ui::texts::Texts;

pub use actions::{MenuAction, NewGameChoices};
pub use learn::difficulty_key as learn_difficulty_key;

/// The page of the menu screen.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum MenuPage {
    #[default]
    Main,
    NewGame,
    Saves,
    Rules,
    Learn,
    Progress,
    Settings,
    About,
}

impl MenuPage {
    pub const ALL: [MenuPage; 8] = [
        MenuPage::Main,
        MenuPage::NewGame,
        MenuPage::Saves,
        MenuPage::Rules,
        MenuPage::Learn,
        MenuPage::Progress,
        MenuPage::Settings,
        MenuPage::About,
    ];

    pub fn name(self) -> &'static str {
        match self {
            MenuPage::Main => "main",
            MenuPage::NewGame => "new-game",
            MenuPage::Saves => "saves",
            MenuPage::Rules => "rules",
            MenuPage::Learn => "learn",
            MenuPage::Progress => "progress",
            MenuPage::Settings => "settings",
            MenuPage::About => "about",
        }
    }

    pub fn from_name(name: &str) -> Option<MenuPage> {
        MenuPage::ALL.into_iter().find(|p| p.name() == name)
    }
}

/// The menu's passing state: the variant shown on the rules page and the last message.
#[derive(Resource, Default)]
pub struct MenuState {
    /// The variant shown on the rules page (at first, the one chosen for the next game).
    pub rules_variant: Option<usize>,
    /// A message for the player (a refused file, say), shown until the page changes.
    pub message: Option<String>,
    /// The saved games, read when the page opens.
    pub saves: Option<Vec<SaveEntry>>,
    /// Whether there is an unfinished game to continue, read when the menu opens.
    pub autosave: Option<bool>,
    /// The path typed into the new-game page's variant-file field.
    pub variant_path: String,
    /// Why the last variant file was refused.
    pub variant_problem: Option<String>,
    /// Whether the example variant's path was put in the field (once, so the player may
    /// clear it).
    pub example_offered: bool,
    /// The saved game whose Delete was pressed once: the page asks before it deletes.
    pub confirm_delete: Option<String>,
    /// Your positions, read when the Learn page opens or the positions change.
    pub yours: Option<learn::Yours>,
    /// The game whose progress the progress page shows.
    pub progress_variant: Option<String>,
    /// The progress page's figures, gathered when it opens or the ratings or positions change.
    pub progress: Option<progress::Progress>,
}

/// Carrying out the menu's actions (no window needed).
pub(super) fn actions_plugin(app: &mut App) {
    app.init_resource::<MenuPage>()
        .init_resource::<MenuState>()
        .init_resource::<NewGameChoices>()
        .add_message::<MenuAction>()
        // Coming back from a game, the menu opens on its main page.
        .add_systems(
            OnExit(Screen::Menu),
            |mut page: ResMut<MenuPage>, mut state: ResMut<MenuState>| {
                *page = MenuPage::Main;
                state.autosave = None;
            },
        )
        .add_systems(
            Update,
            // Back from a lesson or a puzzle: their list.
            |mut left: MessageReader<crate::study::LeftStudy>, mut page: ResMut<MenuPage>| {
                if left.read().count() > 0 {
                    *page = MenuPage::Learn;
                }
            },
        )
        .add_systems(
            Update,
            (
                actions::receive_chosen_file.run_if(in_state(Screen::Menu)),
                actions::apply_actions,
                // Only while the menu shows: what it read before a game is stale after it.
                read_lists.run_if(in_state(Screen::Menu)),
            )
                .chain()
                .run_if(
                    resource_exists::<Settings>
                        .and_then(resource_exists::<Storage>)
                        .and_then(resource_exists::<OwnVariants>),
                ),
        );
}

/// Drawing the menu (needs egui).
pub(super) fn draw_plugin(app: &mut App) {
    app.add_systems(
        bevy_egui::EguiPrimaryContextPass,
        menu.in_set(super::Drawing).run_if(in_state(Screen::Menu)),
    );
}

/// The saved games and the unfinished one, read when a page needs them (not while drawing).
fn read_lists(
    page: Res<MenuPage>,
    mut state: ResMut<MenuState>,
    storage: Res<Storage>,
    deck: Option<Res<crate::study::deck::Deck>>,
    deck_load: Option<Res<crate::study::DeckLoad>>,
    own: Option<Res<OwnVariants>>,
    ratings: Option<Res<PlayerRatings>>,
) {
    let deck_changed = deck.as_ref().is_some_and(|d| d.is_changed());
    if page.is_changed() || deck_changed {
        state.yours = None;
    }
    if page.is_changed() || deck_changed || ratings.as_ref().is_some_and(|r| r.is_changed()) {
        state.progress = None;
    }
    if *page == MenuPage::Progress && state.progress.is_none() {
        let no_ratings = PlayerRatings::default();
        let no_variants = OwnVariants::default();
        state.progress = Some(progress::Progress::of(&progress::ProgressSources {
            ratings: ratings.as_deref().unwrap_or(&no_ratings),
            deck: deck.as_deref(),
            own: own.as_deref().unwrap_or(&no_variants),
        }));
    }
    if *page == MenuPage::Learn && state.yours.is_none() {
        let builtin = asalto_engine::Variants::default();
        let variants = own.as_deref().map_or(&builtin, OwnVariants::variants);
        state.yours = Some(learn::Yours::of(
            deck.as_deref(),
            deck_load.as_deref(),
            variants,
        ));
    }
    if *page == MenuPage::Saves && state.saves.is_none() {
        let mut list = saves::list(&storage);
        for entry in &mut list {
            entry.accuracy = match (&entry.game, &deck) {
                (Ok(game), Some(deck)) => deck.accuracy_of(&game.key()),
                _ => None,
            };
        }
        state.saves = Some(list);
    }
    // The example variant's path, offered once in the new-game page's field.
    if crate::platform::files::OPENS_BY_PATH && *page == MenuPage::NewGame && !state.example_offered
    {
        state.example_offered = true;
        if state.variant_path.is_empty() {
            state.variant_path =
                crate::platform::files::example_variant_path(actions::EXAMPLE_VARIANT)
                    .unwrap_or_default();
        }
    }
    if state.autosave.is_none() {
        // Offered even when it cannot be read: opening it then says why and keeps it aside.
        state.autosave = Some(storage.exists(AUTOSAVE));
    }
}

fn menu(
    mut contexts: EguiContexts,
    page: Res<MenuPage>,
    mut state: ResMut<MenuState>,
    mut choices: ResMut<NewGameChoices>,
    settings: Res<Settings>,
    load: Res<SettingsLoad>,
    own: Option<Res<OwnVariants>>,
    ratings: Option<Res<PlayerRatings>>,
    texts: Res<Texts>,
    mut actions: MessageWriter<MenuAction>,
) -> Result {
    let no_variants = OwnVariants::default();
    let own: &OwnVariants = own.as_deref().unwrap_or(&no_variants);
    let no_ratings = PlayerRatings::default();
    let ratings: &PlayerRatings = ratings.as_deref().unwrap_or(&no_ratings);
    let ctx = contexts.ctx_mut()?;
    let t = texts.clone();
    let mut action = None;
    let mut root = egui::Ui::new(
        ctx.clone(),
        "menu root".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    let compact = crate::ui::layout::Layout::for_size(
        ctx.content_rect().width(),
        ctx.content_rect().height(),
    )
    .compact();
    let margin = if compact { 6 } else { 16 };
    if *page == MenuPage::NewGame {
        egui::Panel::bottom("start-bar")
            .frame(
                egui::Frame::new()
                    .fill(palette::UI_PANEL.egui())
                    .inner_margin(egui::Margin::same(8)),
            )
            .show(&mut root, |ui| {
                if let Some(start) = new_game::start_bar(ui, &t) {
                    action = Some(start);
                }
            });
    }
    let yours = state.yours.clone().unwrap_or_default();
    let mut shown = PageShown {
        texts: &t,
        page: *page,
        state: &mut state,
        setup: &mut choices.setup,
        settings: &settings,
        load: &load,
        own,
        ratings,
        yours,
        compact,
    };
    egui::CentralPanel::default()
        .frame(
            egui::Frame::new()
                .fill(palette::UI_BACKDROP.egui())
                .inner_margin(egui::Margin::same(margin)),
        )
        .show(&mut root, |ui| {
            egui::ScrollArea::vertical()
                .id_salt(page.name())
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    ui.vertical_centered(|ui| {
                        ui.set_max_width(widgets::COLUMN.min(ui.available_width()));
                        action = action.take().or(shown.show(ui));
                    });
                });
        });
    if let Some(action) = action {
        actions.write(action);
    }
    Ok(())
}

/// A menu page's column: the message above it, then the main page or a card with the page.
struct PageShown<'a> {
    texts: &'a Texts,
    page: MenuPage,
    state: &'a mut MenuState,
    setup: &'a mut crate::game::MatchSetup,
    settings: &'a Settings,
    load: &'a SettingsLoad,
    own: &'a OwnVariants,
    ratings: &'a PlayerRatings,
    /// Your positions: kept, and due today.
    yours: learn::Yours,
    compact: bool,
}

impl PageShown<'_> {
    fn show(&mut self, ui: &mut egui::Ui) -> Option<MenuAction> {
        if let Some(message) = &self.state.message {
            alarm(ui, message);
        }
        if self.page == MenuPage::Main {
            let variant = self
                .own
                .get(&self.settings.variant)
                .unwrap_or_else(|| Variant::builtins()[0].clone());
            let autosave = self.state.autosave.unwrap_or(false);
            return pages::main_page(ui, self.texts, &variant, autosave);
        }
        let compact = self.compact;
        card(ui, compact, |ui| self.content(ui))
    }
}

/// A message the player must see, above the page.
fn alarm(ui: &mut egui::Ui, message: &str) {
    egui::Frame::new()
        .fill(palette::UI_ALARM.egui())
        .inner_margin(8)
        .corner_radius(6)
        .show(ui, |ui| {
            ui.label(egui::RichText::new(message).color(palette::UI_WARN.egui()));
        });
    ui.add_space(6.0);
}

/// Every page but the main one: a card of left-aligned text in the middle.
fn card<R>(ui: &mut egui::Ui, compact: bool, add: impl FnOnce(&mut egui::Ui) -> R) -> R {
    let width = ui.available_width();
    egui::Frame::new()
        .fill(palette::UI_PANEL.egui())
        .stroke(egui::Stroke::new(1.5, palette::UI_ACCENT.egui()))
        .corner_radius(10)
        .inner_margin(if compact {
            egui::Margin::symmetric(10, 10)
        } else {
            egui::Margin::symmetric(24, 18)
        })
        .show(ui, |ui| {
            ui.set_width(width - if compact { 20.0 } else { 48.0 });
            ui.spacing_mut().slider_width = (width * 0.35).min(240.0);
            ui.with_layout(egui::Layout::top_down(egui::Align::Min), add)
                .inner
        })
        .inner
}

impl PageShown<'_> {
    /// The page in its card (every page but the main one).
    fn content(&mut self, ui: &mut egui::Ui) -> Option<MenuAction> {
        let (t, state, choices) = (self.texts, &mut *self.state, &mut *self.setup);
        let (settings, load, own) = (self.settings, self.load, self.own);
        match self.page {
            MenuPage::Main => None,
            MenuPage::NewGame => new_game::new_game_page(ui, t, choices, own, self.ratings, state),
            MenuPage::Saves => {
                let entries: &[SaveEntry] = state.saves.as_deref().unwrap_or(&[]);
                pages::saves_page(ui, t, entries, state.confirm_delete.as_deref())
            }
            MenuPage::Rules => {
                let chosen = state.rules_variant.get_or_insert_with(|| {
                    // The game chosen for the next match (or on the command line).
                    let current = &choices.variant;
                    rules::rules_variants()
                        .iter()
                        .position(|v| match current.family() {
                            Family::Siege => v.name() == current.name(),
                            family => v.family() == family,
                        })
                        .unwrap_or(0)
                });
                rules::rules_page(ui, t, chosen)
            }
            MenuPage::Learn => {
                let chosen = state.rules_variant.get_or_insert_with(|| {
                    Variant::builtins()
                        .iter()
                        .position(|v| v.name() == settings.variant)
                        .unwrap_or(0)
                });
                learn::learn_page(ui, t, chosen, &self.yours, self.ratings)
            }
            MenuPage::Progress => {
                let chosen = state
                    .progress_variant
                    .get_or_insert_with(|| settings.variant.clone());
                let figures = state.progress.as_ref();
                progress::progress_page(ui, t, chosen, figures.unwrap_or(&Default::default()))
            }
            MenuPage::Settings => settings_page::settings_page(ui, t, settings, load),
            MenuPage::About => settings_page::about_page(ui, t),
        }
    }
}

//! The screens around the board, in egui: the title with the main menu, the new-game dialog, the
//! saved games, the rules, the settings and the credits. One [`MenuPage`] shows at a time.

use asalto_engine::{CaptureRule, Variant};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::ai::Level;
use crate::diagram::{self, Diagram, MarkKind};
use crate::flow::{MatchSettings, Mode};
use crate::hud::{rgb, style};
use crate::palette;
use crate::pieces::AnimationSpeed;
use crate::saves::{self, AUTOSAVE, PendingGame, SaveEntry};
use crate::screens::Screen;
use crate::settings::{Settings, SettingsLoad, UI_SCALE_RANGE};
use crate::storage::Storage;
use crate::strings::{Language, Texts};

/// The page of the menu screen.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum MenuPage {
    #[default]
    Main,
    NewGame,
    Saves,
    Rules,
    Settings,
    About,
}

impl MenuPage {
    pub const ALL: [MenuPage; 6] = [
        MenuPage::Main,
        MenuPage::NewGame,
        MenuPage::Saves,
        MenuPage::Rules,
        MenuPage::Settings,
        MenuPage::About,
    ];

    pub fn name(self) -> &'static str {
        match self {
            MenuPage::Main => "main",
            MenuPage::NewGame => "new-game",
            MenuPage::Saves => "saves",
            MenuPage::Rules => "rules",
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
}

pub struct MenuPlugin;

impl Plugin for MenuPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<MenuPage>()
            .init_resource::<MenuState>()
            .init_resource::<PendingGame>()
            // Coming back from a game, the menu opens on its main page.
            .add_systems(
                OnExit(Screen::Menu),
                |mut page: ResMut<MenuPage>, mut state: ResMut<MenuState>| {
                    *page = MenuPage::Main;
                    state.autosave = None;
                },
            )
            .add_systems(
                bevy_egui::EguiPrimaryContextPass,
                (apply_style, menu.run_if(in_state(Screen::Menu))).chain(),
            );
    }
}

fn apply_style(mut contexts: EguiContexts, mut done: Local<bool>) -> Result {
    if !*done {
        style(contexts.ctx_mut()?);
        *done = true;
    }
    Ok(())
}

/// Widths that keep the pages readable on any window.
const COLUMN: f32 = 760.0;

fn heading(ui: &mut egui::Ui, text: &str) {
    ui.label(
        egui::RichText::new(text)
            .size(30.0)
            .strong()
            .color(rgb(palette::UI_ACCENT)),
    );
}

fn section(ui: &mut egui::Ui, text: &str) {
    ui.add_space(8.0);
    ui.label(
        egui::RichText::new(text)
            .size(19.0)
            .strong()
            .color(rgb(palette::UI_ACCENT)),
    );
}

fn big_button(ui: &mut egui::Ui, text: &str) -> egui::Response {
    ui.add(
        egui::Button::new(egui::RichText::new(text).size(19.0))
            .min_size(egui::vec2(ui.available_width().min(340.0), 38.0)),
    )
}

/// What the page asks for once drawn (applied outside egui's closures).
enum Action {
    Page(MenuPage),
    Start,
    Open(String),
    Delete(String),
    #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
    Quit,
}

#[allow(clippy::too_many_arguments)]
fn menu(
    mut contexts: EguiContexts,
    mut page: ResMut<MenuPage>,
    mut state: ResMut<MenuState>,
    mut match_settings: ResMut<MatchSettings>,
    mut settings: ResMut<Settings>,
    load: Res<SettingsLoad>,
    storage: Res<Storage>,
    texts: Res<Texts>,
    mut pending: ResMut<PendingGame>,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
    mut last_copied: Local<Option<(Level, bool)>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let t = texts.clone();
    let mut action = None;
    if *page == MenuPage::Saves && state.saves.is_none() {
        state.saves = Some(saves::list(&storage));
    }
    let autosave = *state
        .autosave
        .get_or_insert_with(|| storage.read(AUTOSAVE).ok().flatten().is_some());
    let mut root = egui::Ui::new(
        ctx.clone(),
        "menu-root".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    egui::CentralPanel::default()
        .frame(
            egui::Frame::new()
                .fill(rgb(palette::UI_BACKDROP))
                .inner_margin(egui::Margin::same(16)),
        )
        .show(&mut root, |ui| {
            egui::ScrollArea::vertical()
                .id_salt(page.name())
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    ui.vertical_centered(|ui| {
                        ui.set_max_width(COLUMN.min(ui.available_width()));
                        if let Some(message) = &state.message {
                            egui::Frame::new()
                                .fill(egui::Color32::from_rgb(90, 40, 28))
                                .inner_margin(8)
                                .corner_radius(6)
                                .show(ui, |ui| {
                                    ui.label(
                                        egui::RichText::new(message).color(rgb(palette::UI_WARN)),
                                    );
                                });
                            ui.add_space(6.0);
                        }
                        if *page == MenuPage::Main {
                            action = main_page(ui, &t, &match_settings, autosave);
                            return;
                        }
                        // Every other page: a card of left-aligned text in the middle.
                        let width = ui.available_width();
                        egui::Frame::new()
                            .fill(rgb(palette::UI_PANEL))
                            .stroke(egui::Stroke::new(1.5, rgb(palette::UI_ACCENT)))
                            .corner_radius(10)
                            .inner_margin(egui::Margin::symmetric(24, 18))
                            .show(ui, |ui| {
                                ui.set_width(width - 48.0);
                                ui.spacing_mut().slider_width = 240.0;
                                ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
                                    action = match *page {
                                        MenuPage::Main => None,
                                        MenuPage::NewGame => {
                                            new_game_page(ui, &t, &mut match_settings)
                                        }
                                        MenuPage::Saves => saves_page(
                                            ui,
                                            &t,
                                            state.saves.as_deref().unwrap_or(&[]),
                                        ),
                                        MenuPage::Rules => {
                                            let chosen =
                                                state.rules_variant.get_or_insert_with(|| {
                                                    Variant::builtins()
                                                        .iter()
                                                        .position(|v| {
                                                            v.name()
                                                                == match_settings.variant.name()
                                                        })
                                                        .unwrap_or(0)
                                                });
                                            rules_page(ui, &t, chosen)
                                        }
                                        MenuPage::Settings => {
                                            let (action, edited) =
                                                settings_page(ui, &t, &settings, &load);
                                            if let Some(edited) = edited {
                                                *settings = edited;
                                            }
                                            action
                                        }
                                        MenuPage::About => about_page(ui, &t),
                                    };
                                });
                            });
                    });
                });
        });
    // The settings page's default level and huffing warning are also the next game's (only when
    // they change: the command line's --level stays otherwise).
    let wanted = (settings.level(), settings.warn_huff);
    if last_copied.is_some_and(|last| last != wanted) {
        match_settings.level = wanted.0;
        match_settings.warn_huff = wanted.1;
    }
    *last_copied = Some(wanted);
    match action {
        None => {}
        Some(Action::Page(p)) => {
            *page = p;
            state.message = None;
            state.saves = None;
            state.rules_variant = None;
        }
        Some(Action::Start) => {
            match_settings.seed = rand::random();
            match_settings.start = None;
            settings.remember_match(&match_settings);
            pending.game = None;
            next.set(Screen::Game);
        }
        Some(Action::Open(name)) => match saves::load(&storage, &name) {
            Ok(loaded) => {
                *match_settings = loaded.settings;
                pending.game = Some(loaded.game);
                pending.continued = name == AUTOSAVE;
                state.message = None;
                next.set(Screen::Game);
            }
            Err(e) => {
                warn!("cannot open {name}: {e}");
                let mut message = t.fill("load.refused", &[("error", &e)]);
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
        Some(Action::Delete(name)) => {
            if let Err(e) = storage.remove(&name) {
                state.message = Some(e);
            }
            state.saves = None;
        }
        Some(Action::Quit) => {
            exit.write(AppExit::Success);
        }
    }
    Ok(())
}

fn main_page(
    ui: &mut egui::Ui,
    t: &Texts,
    settings: &MatchSettings,
    autosave: bool,
) -> Option<Action> {
    let mut action = None;
    ui.add_space(8.0);
    ui.label(
        egui::RichText::new(t.get("game.title"))
            .size(64.0)
            .strong()
            .color(rgb(palette::UI_ACCENT)),
    );
    ui.label(
        egui::RichText::new(t.get("game.subtitle"))
            .italics()
            .size(17.0),
    );
    ui.add_space(10.0);
    // The picture: the board of the last game chosen, ready to play.
    let variant = &settings.variant;
    let mut picture = Diagram::new(variant);
    picture.position = Some(diagram::start_position(variant));
    picture.show_lines_access = variant.capture_rule() != CaptureRule::Huffing;
    // As tall as the window allows beside the buttons.
    let height = (ui.available_height() - 330.0).clamp(160.0, 360.0);
    let width = height * picture.aspect_ratio();
    picture.show(ui, width.min(ui.available_width()));
    ui.add_space(12.0);
    if autosave && big_button(ui, t.get("menu.continue")).clicked() {
        action = Some(Action::Open(AUTOSAVE.to_string()));
    }
    for (key, target) in [
        ("menu.new_game", MenuPage::NewGame),
        ("menu.load", MenuPage::Saves),
        ("menu.rules", MenuPage::Rules),
        ("menu.settings", MenuPage::Settings),
        ("menu.about", MenuPage::About),
    ] {
        if big_button(ui, t.get(key)).clicked() {
            action = Some(Action::Page(target));
        }
    }
    #[cfg(not(target_arch = "wasm32"))]
    if big_button(ui, t.get("menu.quit")).clicked() {
        action = Some(Action::Quit);
    }
    action
}

fn back_button(ui: &mut egui::Ui, t: &Texts) -> Option<Action> {
    ui.add_space(12.0);
    big_button(ui, t.get("menu.back"))
        .clicked()
        .then_some(Action::Page(MenuPage::Main))
}

fn new_game_page(ui: &mut egui::Ui, t: &Texts, settings: &mut MatchSettings) -> Option<Action> {
    heading(ui, t.get("menu.new_game"));
    section(ui, t.get("menu.variant"));
    ui.horizontal_wrapped(|ui| {
        for v in Variant::builtins() {
            let selected = settings.variant.name() == v.name();
            let card = egui::Frame::new()
                .fill(if selected {
                    egui::Color32::from_rgb(112, 74, 40)
                } else {
                    egui::Color32::from_rgb(70, 47, 30)
                })
                .stroke(egui::Stroke::new(
                    if selected { 2.5 } else { 1.0 },
                    rgb(palette::UI_ACCENT),
                ))
                .corner_radius(8)
                .inner_margin(8)
                .show(ui, |ui| {
                    ui.set_width(220.0);
                    ui.vertical_centered(|ui| {
                        let mut thumb = Diagram::new(v);
                        thumb.position = Some(diagram::start_position(v));
                        thumb.show_lines_access = v.capture_rule() != CaptureRule::Huffing;
                        thumb.show(ui, 130.0);
                        ui.label(egui::RichText::new(v.title()).strong().size(17.0));
                        ui.label(egui::RichText::new(t.variant_blurb(v)).size(13.0));
                    });
                });
            let response = card.response.interact(egui::Sense::click());
            if response.clicked() && !selected {
                settings.variant = v.clone();
            }
        }
    });
    section(ui, t.get("menu.mode"));
    for m in Mode::ALL {
        let name = t.mode_name(m, &settings.variant);
        if ui.radio(settings.mode == m, name).clicked() {
            settings.mode = m;
        }
    }
    ui.add_enabled_ui(settings.mode != Mode::HotSeat, |ui| {
        section(ui, t.get("menu.level"));
        ui.horizontal_wrapped(|ui| {
            for l in Level::ALL {
                if ui
                    .selectable_label(settings.level == l, t.level_name(l))
                    .clicked()
                {
                    settings.level = l;
                }
            }
        });
        ui.label(egui::RichText::new(t.level_blurb(settings.level)).italics());
    });
    if settings.variant.capture_rule() == CaptureRule::Huffing {
        ui.add_space(4.0);
        ui.checkbox(&mut settings.warn_huff, t.get("menu.warn_huff"));
    }
    ui.add_space(14.0);
    if big_button(ui, t.get("menu.start")).clicked() {
        return Some(Action::Start);
    }
    back_button(ui, t)
}

fn saves_page(ui: &mut egui::Ui, t: &Texts, entries: &[SaveEntry]) -> Option<Action> {
    let mut action = None;
    heading(ui, t.get("load.title"));
    if entries.is_empty() {
        ui.label(t.get("load.empty"));
    }
    for entry in entries {
        egui::Frame::new()
            .fill(egui::Color32::from_rgb(70, 47, 30))
            .corner_radius(6)
            .inner_margin(8)
            .show(ui, |ui| {
                ui.set_width(ui.available_width().min(560.0));
                ui.horizontal(|ui| {
                    let number = saves::save_number(&entry.name).unwrap_or(0);
                    ui.label(egui::RichText::new(format!("#{number}")).strong());
                    match &entry.game {
                        Ok(g) => {
                            let variant = Variant::builtin(&g.variant);
                            let title = variant.as_ref().map_or(g.variant.as_str(), |v| v.title());
                            let mode = match (Mode::from_cli_name(&g.mode), &variant) {
                                (Some(m), Some(v)) => t.mode_name(m, v),
                                _ => g.mode.clone(),
                            };
                            ui.label(t.fill(
                                "load.entry",
                                &[
                                    ("variant", title),
                                    ("moves", &g.moves.len().to_string()),
                                    ("mode", &mode),
                                ],
                            ));
                            if ui.button(t.get("load.open")).clicked() {
                                action = Some(Action::Open(entry.name.clone()));
                            }
                        }
                        Err(e) => {
                            ui.label(
                                egui::RichText::new(t.fill("load.refused", &[("error", e)]))
                                    .color(rgb(palette::UI_WARN)),
                            );
                        }
                    }
                    if ui.button(t.get("load.delete")).clicked() {
                        action = Some(Action::Delete(entry.name.clone()));
                    }
                });
            });
    }
    action.or_else(|| back_button(ui, t))
}

/// One paragraph of rules text, wrapped.
fn paragraph(ui: &mut egui::Ui, text: &str) {
    ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
        for part in text.split("\n\n") {
            ui.label(egui::RichText::new(part).size(15.5));
            ui.add_space(4.0);
        }
    });
}

fn figure(ui: &mut egui::Ui, picture: &Diagram, caption: &str) {
    ui.vertical_centered(|ui| {
        picture.show(ui, 240.0);
        ui.label(egui::RichText::new(caption).italics().size(13.5));
    });
}

fn rules_page(ui: &mut egui::Ui, t: &Texts, chosen: &mut usize) -> Option<Action> {
    heading(ui, t.get("rules.title"));
    let variants = Variant::builtins();
    ui.horizontal(|ui| {
        for (i, v) in variants.iter().enumerate() {
            if ui
                .selectable_label(*chosen == i, egui::RichText::new(v.title()).size(17.0))
                .clicked()
            {
                *chosen = i;
            }
        }
    });
    let v: &Variant = &variants[(*chosen).min(variants.len() - 1)];
    let key = |part: &str| format!("rules.{}.{part}", v.name());
    ui.add_space(6.0);
    paragraph(ui, t.get(&key("intro")));

    section(ui, t.get("rules.heading.board"));
    paragraph(ui, t.get(&key("board")));
    let mut start = Diagram::new(v);
    start.position = Some(diagram::start_position(v));
    start.show_lines_access = v.capture_rule() != CaptureRule::Huffing;
    figure(ui, &start, t.get("rules.caption.start"));

    section(ui, t.get("rules.heading.moves"));
    paragraph(ui, t.get(&key("moves")));
    if v.capture_rule() != CaptureRule::Huffing {
        let mut lines = Diagram::new(v);
        lines.show_lines_access = true;
        figure(ui, &lines, t.get("rules.caption.lines"));
    }

    section(ui, t.get("rules.heading.capture"));
    paragraph(ui, t.get(&key("capture")));
    if let Some((pos, path, captured)) = diagram::capture_example(v) {
        let mut chain = Diagram::new(v);
        chain.position = Some(pos);
        chain.arrows = vec![path];
        chain.marked = captured
            .into_iter()
            .map(|p| (p, MarkKind::Captured))
            .collect();
        figure(ui, &chain, t.get("rules.caption.capture"));
    }

    if v.capture_rule() == CaptureRule::Huffing {
        section(ui, t.get("rules.heading.huff"));
        paragraph(ui, t.get(&key("huff")));
        if let Some((pos, officer, path)) = diagram::huff_example(v) {
            let mut huff = Diagram::new(v);
            huff.position = Some(pos);
            huff.missed = vec![path];
            huff.marked = vec![(officer, MarkKind::Huffed)];
            figure(ui, &huff, t.get("rules.caption.huff"));
        }
    }

    section(ui, t.get("rules.heading.end"));
    paragraph(ui, t.get(&key("end")));
    section(ui, t.get("rules.heading.controls"));
    paragraph(ui, t.get("rules.controls"));
    back_button(ui, t)
}

/// The settings page; also returns the settings when the player changed them (so the resource
/// is only touched, and saved, on a real change).
fn settings_page(
    ui: &mut egui::Ui,
    t: &Texts,
    s: &Settings,
    load: &SettingsLoad,
) -> (Option<Action>, Option<Settings>) {
    heading(ui, t.get("settings.title"));
    if let Some(path) = &load.problem {
        ui.label(
            egui::RichText::new(t.fill("settings.reset_warning", &[("path", path)]))
                .color(rgb(palette::UI_WARN)),
        );
    }
    // Edit a copy, so the resource only changes (and is saved) when something did.
    let mut edited = s.clone();
    let grid = |ui: &mut egui::Ui, id: &str, add: &mut dyn FnMut(&mut egui::Ui)| {
        egui::Grid::new(id)
            .num_columns(2)
            .spacing([18.0, 10.0])
            .show(ui, |ui| add(ui));
    };
    section(ui, t.get("settings.game"));
    grid(ui, "settings-game", &mut |ui| {
        ui.label(t.get("settings.default_level"));
        let mut level = edited.level();
        egui::ComboBox::from_id_salt("level")
            .selected_text(t.level_name(level))
            .show_ui(ui, |ui| {
                for l in Level::ALL {
                    ui.selectable_value(&mut level, l, t.level_name(l));
                }
            });
        edited.level = level.name().to_string();
        ui.end_row();
        ui.label(t.get("settings.animation"));
        let mut speed = edited.animation();
        ui.horizontal(|ui| {
            for a in AnimationSpeed::ALL {
                ui.selectable_value(&mut speed, a, t.get(&format!("settings.anim.{}", a.name())));
            }
        });
        edited.animation = speed.name().to_string();
        ui.end_row();
    });
    ui.checkbox(&mut edited.warn_huff, t.get("settings.warn_huff"));
    ui.checkbox(&mut edited.show_moves, t.get("settings.show_moves"));
    ui.checkbox(&mut edited.coordinates, t.get("settings.coordinates"));

    section(ui, t.get("settings.sound"));
    grid(ui, "settings-sound", &mut |ui| {
        ui.label(t.get("settings.master"));
        ui.add(egui::Slider::new(&mut edited.master_volume, 0.0..=1.0).show_value(false));
        ui.end_row();
        ui.label(t.get("settings.effects"));
        ui.add(egui::Slider::new(&mut edited.effects_volume, 0.0..=1.0).show_value(false));
        ui.end_row();
        ui.label(t.get("settings.music"));
        ui.add(egui::Slider::new(&mut edited.music_volume, 0.0..=1.0).show_value(false));
        ui.end_row();
    });
    ui.checkbox(&mut edited.muted, t.get("settings.mute"));

    section(ui, t.get("settings.display"));
    grid(ui, "settings-display", &mut |ui| {
        ui.label(t.get("settings.language"));
        let current = edited.language();
        ui.horizontal(|ui| {
            for l in Language::ALL {
                let name = Texts::new(l).get("language.name").to_string();
                if ui.selectable_label(current == l, name).clicked() {
                    edited.language = Some(l.code().to_string());
                }
            }
        });
        ui.end_row();
        ui.label(t.get("settings.scale"));
        // Applied when the slider is let go, so the page does not grow under the pointer.
        let mut scale = edited.ui_scale;
        let response = ui.add(egui::Slider::new(&mut scale, UI_SCALE_RANGE).step_by(0.05));
        if !response.dragged() {
            edited.ui_scale = scale;
        }
        ui.end_row();
    });
    ui.add_space(8.0);
    if ui.button(t.get("settings.reset")).clicked() {
        edited = Settings {
            // The game's own choices (last variant and players) are not settings to reset.
            variant: edited.variant.clone(),
            mode: edited.mode.clone(),
            ..Settings::default()
        };
    }
    let changed = (edited != *s).then_some(edited);
    (back_button(ui, t), changed)
}

fn about_page(ui: &mut egui::Ui, t: &Texts) -> Option<Action> {
    heading(ui, t.get("about.title"));
    paragraph(ui, t.get("about.text"));
    ui.add_space(6.0);
    paragraph(ui, t.get("about.credits"));
    ui.label(
        egui::RichText::new(t.fill("about.version", &[("version", env!("CARGO_PKG_VERSION"))]))
            .weak(),
    );
    back_button(ui, t)
}

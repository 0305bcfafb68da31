//! Asalto, L'Assaut and Grand Jeu d'Assaut as a Bevy game. The rules are the `asalto-engine`
//! crate; this crate shows them: one plugin per concern, wired together in [`GamePlugin`] (what
//! runs without a window, for tests) and [`AppPlugin`] (the windowed game).

pub mod ai;
pub mod audio;
pub mod board;
pub mod cli;
pub mod clipboard;
pub mod diagram;
pub mod flow;
pub mod highlight;
pub mod hud;
pub mod input;
pub mod menu;
pub mod palette;
pub mod pick;
pub mod pieces;
pub mod saves;
pub mod screens;
pub mod screenshot;
pub mod settings;
pub mod storage;
pub mod strings;
pub mod textures;
#[cfg(target_arch = "wasm32")]
pub mod web;

use bevy::asset::AssetMetaCheck;
use bevy::prelude::*;
use bevy::sprite::{SpritePickingMode, SpritePickingSettings};

use crate::cli::Options;
use crate::flow::MatchSettings;
use crate::screens::{FirstScreen, Screen};

/// The game's logic and board: everything that runs without a window or a renderer.
pub struct GamePlugin;

impl Plugin for GamePlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((
            screens::ScreensPlugin,
            textures::TexturesPlugin,
            flow::FlowPlugin,
            input::InputPlugin,
            ai::ComputerPlugin,
            pieces::PiecesPlugin,
            board::BoardPlugin,
            highlight::HighlightPlugin,
            audio::CuesPlugin,
            strings::TextsPlugin,
        ));
    }
}

/// The windowed game: Bevy's default plugins, egui, the HUD and menu, and the command line.
pub struct AppPlugin {
    pub options: Options,
}

impl Plugin for AppPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins(
            DefaultPlugins
                .set(WindowPlugin {
                    primary_window: Some(Window {
                        title: "Asalto".into(),
                        resolution: (1280, 800).into(),
                        fit_canvas_to_parent: true,
                        prevent_default_event_handling: true,
                        ..default()
                    }),
                    ..default()
                })
                .set(AssetPlugin {
                    // Web servers answer a missing .meta file with an error page.
                    meta_check: AssetMetaCheck::Never,
                    ..default()
                }),
        )
        .insert_resource(ClearColor(palette::TABLE))
        // Board points are clicked anywhere in their (invisible) disc.
        .insert_resource(SpritePickingSettings {
            picking_mode: SpritePickingMode::BoundingBox,
            ..default()
        })
        .add_plugins(bevy_egui::EguiPlugin::default());

        let o = &self.options;
        // Screenshots and `--fresh` runs neither read nor change the player's files.
        let storage = if o.fresh || o.screenshot.is_some() {
            storage::Storage::memory()
        } else {
            storage::Storage::system()
        };
        app.insert_resource(storage).insert_resource(MatchSettings {
            seed: rand::random(),
            ..default()
        });
        app.add_plugins((
            GamePlugin,
            settings::SettingsPlugin,
            hud::HudPlugin,
            menu::MenuPlugin,
            screenshot::ScreenshotPlugin,
            audio::SoundPlugin,
            saves::AutosavePlugin,
        ));
        #[cfg(target_arch = "wasm32")]
        app.add_plugins(web::WebPlugin);

        // The command line overrides the remembered choices.
        let mut settings = app.world().resource::<MatchSettings>().clone();
        if let Some(v) = &o.variant {
            settings.variant = v.clone();
        }
        settings.start = o.position;
        if let Some(m) = o.mode {
            settings.mode = m;
        }
        if let Some(l) = o.level {
            settings.level = l;
        }
        app.insert_resource(settings);
        if o.straight_to_game() {
            app.insert_resource(FirstScreen(Screen::Game));
        }
        if o.animation.is_some() || o.language.is_some() {
            let mut stored = app.world_mut().resource_mut::<settings::Settings>();
            if let Some(speed) = o.animation {
                stored.animation = speed.name().to_string();
            }
            if let Some(language) = o.language {
                stored.language = Some(language.code().to_string());
            }
        }
        if let Some(page) = o.page {
            app.insert_resource(page);
        }
        if let Some(path) = &o.screenshot {
            let mut plan = screenshot::ScreenshotPlan::new(path.clone(), o.after_moves);
            plan.clicks = o.clicks.clone();
            plan.delay = o.screenshot_delay_ms.map(|ms| ms as f32 / 1000.0);
            app.insert_resource(plan);
        }
    }
}

/// Runs the windowed game.
pub fn run(options: Options) -> AppExit {
    App::new().add_plugins(AppPlugin { options }).run()
}

//! Asalto, L'Assaut and Grand Jeu d'Assaut as a Bevy game. The rules are the `asalto-engine`
//! crate; this crate shows them. Each folder is one concern with one plugin (see
//! `ARCHITECTURE.md`): [`GamePlugin`] is everything that runs without a window (the match, the
//! board, input, the computer, the sound cues, what the screens' buttons do), [`AppPlugin`] adds
//! the window, egui, the sound output, the settings and saved games of the player, and the
//! command line.

pub mod analysis;
pub mod audio;
pub mod board;
pub mod checks;
pub mod cli;
pub mod computer;
pub mod game;
pub mod input;
pub mod platform;
pub mod rest;
pub mod screens;
pub mod settings;
pub mod study;
pub mod theme;
pub mod ui;

use bevy::asset::AssetMetaCheck;
use bevy::prelude::*;
use bevy::sprite::{SpritePickingMode, SpritePickingSettings};

use crate::cli::Options;
use crate::game::{GameCommand, MatchSetup, NewMatch};
use crate::screens::{FirstScreen, Screen};
use crate::settings::Settings;

/// The game's logic and board: everything that runs without a window or a renderer.
pub struct GamePlugin;

impl Plugin for GamePlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((
            screens::ScreensPlugin,
            game::MatchPlugin,
            board::BoardPlugin,
            input::InputPlugin,
            computer::ComputerPlugin,
            audio::CuesPlugin,
            study::StudyPlugin,
            analysis::AnalysisPlugin,
            ui::UiActionsPlugin,
        ));
    }
}

/// A command to send on the first frame (the command line's match).
#[derive(Resource)]
pub struct StartWith(pub GameCommand);

/// The command line's `--analyse`: the analysis board, once the match is on the board.
#[derive(Resource)]
pub struct OpenAnalysis(pub usize);

fn open_analysis(
    mut commands: Commands,
    open: Res<OpenAnalysis>,
    current: Option<Res<game::Match>>,
    played: Res<game::MovesPlayed>,
    plan: Option<Res<checks::screenshot::ScreenshotPlan>>,
    mut out: MessageWriter<analysis::AnalysisCommand>,
) {
    let wanted = plan.map_or(0, |p| p.after_moves);
    if current.is_none() || played.0 < wanted {
        return;
    }
    out.write(analysis::AnalysisCommand::OpenHere { lines: open.0 });
    commands.remove_resource::<OpenAnalysis>();
}

/// A lesson or puzzle to open on the first frame (the command line's).
#[derive(Resource)]
pub struct StartStudy(pub study::TaskRef);

fn send_study(start: Res<StartStudy>, mut out: MessageWriter<study::StudyCommand>) {
    out.write(study::StudyCommand::Start(start.0.clone()));
}

fn send_start(
    start: Option<Res<StartWith>>,
    mut out: MessageWriter<GameCommand>,
    mut keep: MessageWriter<game::by_link::KeepByLink>,
) {
    if let Some(start) = start {
        out.write(start.0.clone());
        // A link's game (the only start from a game) is kept among the saved games, or
        // carries on the one it continues.
        if let GameCommand::NewMatch(new) = &start.0
            && let Some(game) = &new.from
        {
            keep.write(game::by_link::KeepByLink(Some(Box::new(game.clone()))));
        }
    }
}

/// The windowed game: Bevy's default plugins, egui, the screens, the player's files and the
/// command line.
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
                        resolution: self.options.window_size.unwrap_or((1280, 800)).into(),
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
        .insert_resource(ClearColor(theme::palette::colours().table.bevy()))
        // Board points are clicked anywhere in their (invisible) disc.
        .insert_resource(SpritePickingSettings {
            picking_mode: SpritePickingMode::BoundingBox,
            ..default()
        })
        .add_plugins(bevy_egui::EguiPlugin::default());

        let o = &self.options;
        // Screenshots, self-checks and `--fresh` runs neither read nor change the player's files.
        let storage = if let Some(dir) = &o.checks.storage_from {
            player_files_in_memory(dir)
        } else if o.fresh || o.checks.any() {
            platform::storage::Storage::memory()
        } else {
            platform::storage::Storage::system()
        };
        app.insert_resource(storage);
        app.add_plugins((
            settings::SettingsPlugin,
            GamePlugin,
            ui::UiPlugin,
            checks::screenshot::ScreenshotPlugin,
            audio::SoundPlugin,
            game::AutosavePlugin,
            platform::renderer::plugin,
            platform::screen_reader::plugin,
        ));
        // Frame statistics need frames even while nothing moves.
        if !o.checks.redraw_always && o.checks.frame_stats.is_none() {
            app.add_plugins(rest::plugin);
        }
        app.insert_resource(platform::renderer::Multisampling(o.checks.multisampling()));
        app.insert_resource(computer::TablebaseFolder(o.tablebase.clone()));
        app.add_plugins(checks::review_after::plugin);
        if let Some(n) = o.checks.review_after {
            app.insert_resource(checks::review_after::ReviewAfter(n));
        }
        if let Some(file) = &o.checks.layout_watch {
            app.insert_resource(checks::layout_watch::LayoutWatch::new(file.clone()))
                .add_plugins(checks::layout_watch::plugin);
        }
        if let Some(file) = &o.checks.frame_stats {
            app.insert_resource(checks::frame_stats::FrameStats::new(
                file.clone(),
                o.checks.frame_seconds.unwrap_or(60.0),
            ))
            .add_plugins(checks::frame_stats::plugin);
        }
        #[cfg(not(target_arch = "wasm32"))]
        if o.checks.start_time {
            app.add_plugins(checks::start_time::plugin);
        }
        if o.checks.self_check {
            app.add_plugins(checks::self_check::plugin);
        }
        #[cfg(target_arch = "wasm32")]
        app.add_plugins(checks::browser_state::plugin);
        #[cfg(not(target_arch = "wasm32"))]
        app.add_plugins(platform::icon::plugin);
        apply_options(app, o);
    }
}

/// The command line: preferences it overrides, the page or match to open, the screenshot plan.
fn apply_options(app: &mut App, o: &Options) {
    let mut stored = app.world_mut().resource_mut::<Settings>();
    let one_run = settings::OneRunChoices::apply(&mut stored, o.animation, o.language, o.theme);
    let setup = o.chosen(stored.new_match(o.seed.unwrap_or_else(rand::random)));
    app.insert_resource(one_run);
    app.insert_resource(ui::menu::NewGameChoices {
        setup: MatchSetup {
            start: None,
            ..setup.clone()
        },
        from_command_line: o.chooses_match(),
    });
    if o.straight_to_game() {
        let start = match &o.game {
            Some(game) => {
                let storage = app.world().get_resource::<platform::storage::Storage>();
                game::link::open_at_start(game.clone(), o.mode, setup, storage)
            }
            None => NewMatch::fresh(setup),
        };
        app.insert_resource(StartWith(start))
            .insert_resource(FirstScreen(Screen::Game))
            .add_systems(Startup, send_start);
    }
    if let Some(page) = o.page {
        app.insert_resource(page);
    }
    if let Some(lines) = o.analyse {
        app.insert_resource(OpenAnalysis(lines)).add_systems(
            Update,
            open_analysis.run_if(resource_exists::<OpenAnalysis>),
        );
    }
    if let Some(task) = &o.study {
        app.insert_resource(StartStudy(task.clone()))
            .insert_resource(FirstScreen(Screen::Game))
            .add_systems(Startup, send_study);
    }
    if let Some(nodes) = o.checks.analysis_nodes {
        app.insert_resource(analysis::AnalysisBudget(Some(nodes)));
    }
    if let Some(asked) = o.checks.screenshot() {
        app.insert_resource(checks::screenshot::ScreenshotPlan::new(asked));
        if let Some(file) = &o.checks.layout_report {
            app.insert_resource(checks::layout_report::LayoutReport::new(file.clone()))
                .add_plugins(checks::layout_report::plugin);
        }
    }
}

/// `--storage-from`: the player's ratings, positions and saved games from a folder, in memory.
#[cfg(not(target_arch = "wasm32"))]
fn player_files_in_memory(dir: &std::path::Path) -> platform::storage::Storage {
    use platform::storage::Storage;
    let names = [game::ratings::RATINGS_FILE, study::deck::DECK_FILE];
    Storage::memory_copy(
        &Storage::Folder(dir.to_path_buf()),
        &names,
        &[game::saves::SAVES_FOLDER],
    )
}

#[cfg(target_arch = "wasm32")]
fn player_files_in_memory(_: &std::path::Path) -> platform::storage::Storage {
    platform::storage::Storage::memory()
}

/// Runs the windowed game.
pub fn run(options: Options) -> AppExit {
    App::new().add_plugins(AppPlugin { options }).run()
}

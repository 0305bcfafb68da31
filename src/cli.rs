//! The command line, declared for clap: the player's choices, and under one heading the checks
//! tests and developers run (screenshots, layout reports, timings), kept apart as [`Checks`].

use std::sync::Arc;

use asalto_engine::search::Level;
use asalto_engine::{Game, Position, Variant, parse_apn};
use bevy::input::keyboard::KeyCode;
use clap::Parser;

use crate::checks::screenshot::ShotRequest;
use crate::game::{MatchSetup, Mode};
use crate::settings::{AnimationSpeed, Language};
use crate::study::{TaskKind, TaskRef};
use crate::theme::themes::Theme;
use crate::ui::menu::MenuPage;

const AFTER_HELP: &str = "\
Giving --variant, --mode, --level or --position starts straight into a game.

Keys: M mutes the sound; a click or Space while pieces move finishes the move at once.";

/// What `--pictures` cannot go with: it writes the pictures of the `--game` alone (in the
/// `--language`) and opens no window, so any other choice would be silently dropped.
const PICTURES_ALONE: [&str; 19] = [
    "variant",
    "variant_file",
    "mode",
    "level",
    "position",
    "seed",
    "theme",
    "animation",
    "window_size",
    "analyse",
    "lines",
    "lesson",
    "puzzle",
    "menu",
    "tablebase",
    "screenshot",
    "self_check",
    "frame_stats",
    "layout_watch",
];

/// Asalto, L'Assaut, Grand Jeu d'Assaut and Fox & Geese.
#[derive(Parser, Debug)]
#[command(name = "asalto", version, after_help = AFTER_HELP)]
struct Arguments {
    /// The game: asalto, assaut, grand-assaut, or Fox & Geese as fox-geese-13, -15 or -17 (the
    /// geese), each also -sideways.
    #[arg(long, value_parser = builtin_variant)]
    variant: Option<Arc<Variant>>,
    /// Play a variant from a variant file (see assets/variants/little-fort.ron).
    #[arg(long, value_name = "FILE.ron", conflicts_with_all = ["variant", "position"])]
    variant_file: Option<std::path::PathBuf>,
    /// Who plays: vs-ai-officers (you play the officers), vs-ai-rebels, hot-seat or ai-vs-ai.
    #[arg(long, value_parser = mode)]
    mode: Option<Mode>,
    /// The computer's strength, weakest first: recruit, soldier, corporal, sergeant, lieutenant,
    /// captain, major, colonel, general, marshal.
    #[arg(long, value_parser = level)]
    level: Option<Level>,
    /// Start from this position (APN, quoted).
    #[arg(long, value_name = "APN", value_parser = position)]
    position: Option<(Arc<Variant>, Position)>,
    /// Open a shared game: its link (https://…#asalto/moves/@c5,e5/d4-d5) or what follows `#`;
    /// two people play on from its end unless --mode says otherwise.
    #[arg(long, value_name = "LINK", value_parser = game_link,
          conflicts_with_all = ["position", "variant_file"])]
    game: Option<Game>,
    /// Seed the computer's choices: the same seed, the same game.
    #[arg(long)]
    seed: Option<u64>,
    /// The language: en, fr, de or sv (default: the settings' choice).
    #[arg(long, value_parser = language)]
    language: Option<Language>,
    /// The board's colours: classic, colour-safe or high-contrast (default: the settings').
    #[arg(long, value_parser = theme)]
    theme: Option<Theme>,
    /// How fast moves are shown: off, fast, normal or slow.
    #[arg(long, value_parser = animation)]
    animation: Option<AnimationSpeed>,
    /// The window's size in logical pixels.
    #[arg(long, value_name = "WxH", value_parser = window_size)]
    window_size: Option<(u32, u32)>,
    /// Open the analysis board at the match's position.
    #[arg(long)]
    analyse: bool,
    /// Lines the analysis board shows: 1 or 3 (implies --analyse).
    #[arg(long, value_parser = ["1", "3"])]
    lines: Option<String>,
    /// Open a lesson: a variant and a number from 1 (asalto:3).
    #[arg(long, value_name = "VARIANT:N", value_parser = lesson, conflicts_with = "puzzle")]
    lesson: Option<TaskRef>,
    /// Open a puzzle: a variant and a number from 1 (assaut:1).
    #[arg(long, value_name = "VARIANT:N", value_parser = puzzle)]
    puzzle: Option<TaskRef>,
    /// Open the menu, at a page: main, new-game, rules, learn, progress, settings, saves or about.
    #[arg(long, value_name = "PAGE", num_args = 0..=1, value_parser = menu_page)]
    menu: Option<Option<MenuPage>>,
    /// Ignore and keep the saved settings and games.
    #[arg(long)]
    fresh: bool,
    /// Write the --game's pictures into this folder (an animated GIF and a PNG of the final
    /// position with the moves), print their paths, then exit.
    #[arg(long, value_name = "FOLDER", requires = "game", conflicts_with_all = PICTURES_ALONE)]
    pictures: Option<std::path::PathBuf>,
    /// Fox & Geese's endgame tables (made by `asalto-engine tablebase --dir`; default: the
    /// folder ASALTO_TABLEBASE_DIR names): where they hold the position, Marshal plays
    /// perfectly and the panel says who wins.
    #[arg(long, value_name = "FOLDER", value_parser = folder)]
    tablebase: Option<std::path::PathBuf>,
    /// Print a completion script for this shell (bash, zsh, fish, elvish, powershell), then exit.
    #[arg(long, value_name = "SHELL")]
    completions: Option<clap_complete::Shell>,
    #[command(flatten, next_help_heading = "Checks (for tests and developers)")]
    checks: Checks,
}

/// The checks a run can make instead of being played: each is a plan for a plugin in
/// `checks/`.
#[derive(clap::Args, Clone, Debug, Default)]
pub struct Checks {
    /// Start the game, save a screenshot, exit.
    #[arg(long, value_name = "FILE.png", value_parser = png_file)]
    pub screenshot: Option<String>,
    /// Wait until this many moves were played.
    #[arg(long, value_name = "N", default_value_t = 0, requires = "screenshot")]
    pub after_moves: usize,
    /// Click these points first.
    #[arg(
        long,
        value_name = "c5,c3",
        value_delimiter = ',',
        requires = "screenshot"
    )]
    pub clicks: Vec<String>,
    /// Then press these keys (up, down, left, right, tab, enter, space, escape, f6).
    #[arg(long, value_name = "tab,enter", value_delimiter = ',', value_parser = key,
          requires = "screenshot")]
    pub keys: Vec<KeyCode>,
    /// Take the picture this many milliseconds after the last move started (mid-animation).
    #[arg(long = "screenshot-delay", value_name = "MS", requires = "screenshot")]
    pub screenshot_delay_ms: Option<u32>,
    /// Open the game's review and show its worst move.
    #[arg(long, requires = "screenshot")]
    pub review: bool,
    /// Then practise the players' mistakes from the review.
    #[arg(long, requires = "review")]
    pub practise: bool,
    /// Write the layout's numbers (widgets, text sizes, the board) as JSON.
    #[arg(long, value_name = "FILE", requires = "screenshot")]
    pub layout_report: Option<String>,
    /// The analysis board thinks this many positions at most: a picture of its panel that
    /// need not wait for a full analysis.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub analysis_nodes: Option<u64>,
    /// Start from a copy of the player's files in this folder (ratings, positions, saves),
    /// held in memory: a picture of pages that show them; nothing is written back.
    #[arg(long, value_name = "DIR", value_parser = folder)]
    pub storage_from: Option<std::path::PathBuf>,
    /// Redraw every frame, even when nothing moves.
    #[arg(long)]
    pub redraw_always: bool,
    /// Smooth the board's edges.
    #[arg(long, value_enum, default_value_t = Multisampling::Auto)]
    pub multisampling: Multisampling,
    /// Load the game's files, say what loaded, exit (non-zero if a file failed).
    #[arg(long)]
    pub self_check: bool,
    /// Print when the first screen's first frame was drawn, then exit.
    #[arg(long)]
    pub start_time: bool,
    /// Open the game's review after this many moves (or at its end), the computer stopped.
    #[arg(long, value_name = "N")]
    pub review_after: Option<usize>,
    /// After --frame-seconds of the game, write its frame-time percentiles here and exit.
    #[arg(long, value_name = "FILE")]
    pub frame_stats: Option<String>,
    /// Seconds of the game --frame-stats measures (default 60).
    #[arg(long, value_name = "S", value_parser = frame_seconds, requires = "frame_stats")]
    pub frame_seconds: Option<f32>,
    /// Write the layout of every frame drawn here (as --layout-report does), each replacing the
    /// last, for a test that resizes the window from outside.
    #[arg(long, value_name = "FILE", conflicts_with = "screenshot")]
    pub layout_watch: Option<String>,
}

impl Checks {
    /// The picture asked for, if any.
    pub fn screenshot(&self) -> Option<ShotRequest> {
        Some(ShotRequest {
            path: self.screenshot.clone()?,
            after_moves: self.after_moves,
            clicks: self.clicks.clone(),
            keys: self.keys.clone(),
            delay_ms: self.screenshot_delay_ms,
            review: self.review,
            practise: self.practise,
        })
    }

    /// Whether any check runs: then no settings or saved games are read or written.
    pub fn any(&self) -> bool {
        self.screenshot.is_some()
            || self.self_check
            || self.start_time
            || self.frame_stats.is_some()
            || self.layout_watch.is_some()
    }

    /// Multisampling: `Some(true)` always, `Some(false)` never, `None` unless the window is
    /// drawn in software.
    pub fn multisampling(&self) -> Option<bool> {
        match self.multisampling {
            Multisampling::Auto => None,
            Multisampling::On => Some(true),
            Multisampling::Off => Some(false),
        }
    }
}

/// `--multisampling`.
#[derive(clap::ValueEnum, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Multisampling {
    /// Unless the window is drawn in software, where it costs half of every frame.
    #[default]
    Auto,
    On,
    Off,
}

/// What the command line asks for.
#[derive(Clone, Debug, Default)]
pub struct Options {
    pub variant: Option<Arc<Variant>>,
    pub mode: Option<Mode>,
    pub level: Option<Level>,
    pub position: Option<Position>,
    /// A shared game to open (`--game`, or the page's address after `#`).
    pub game: Option<Game>,
    /// Seeds the computer's choices, so a game (and a screenshot of it) can be played again.
    pub seed: Option<u64>,
    /// The board's colours for this run (and remembered).
    pub theme: Option<Theme>,
    /// The window's size in logical pixels (`--window-size 390x844`), to picture a shape.
    pub window_size: Option<(u32, u32)>,
    /// Open the analysis board at the match's position (`--analyse`, with `--lines 3`).
    pub analyse: Option<usize>,
    /// Open a lesson or a puzzle (`--lesson asalto:3`, `--puzzle assaut:1`, counted from 1).
    pub study: Option<TaskRef>,
    pub animation: Option<AnimationSpeed>,
    /// Open the menu even when other options are given (to picture it).
    pub menu: bool,
    /// The menu page to open.
    pub page: Option<MenuPage>,
    pub language: Option<Language>,
    /// Read and write no settings or saved games (also implied by any check).
    pub fresh: bool,
    /// The folder of Fox & Geese's endgame tables, if any.
    pub tablebase: Option<std::path::PathBuf>,
    pub checks: Checks,
}

impl Options {
    /// Whether to skip the menu and open the game at once.
    pub fn straight_to_game(&self) -> bool {
        !self.menu
            && self.study.is_none()
            && (self.variant.is_some()
                || self.mode.is_some()
                || self.level.is_some()
                || self.position.is_some()
                || self.game.is_some()
                || self.checks.screenshot.is_some())
    }

    /// Whether the command line chose the variant, the players or the level.
    pub fn chooses_match(&self) -> bool {
        self.variant.is_some() || self.mode.is_some() || self.level.is_some()
    }

    /// The remembered choices with the command line's on top (for the new-game page and for a
    /// match the command line starts).
    pub fn chosen(&self, remembered: MatchSetup) -> MatchSetup {
        MatchSetup {
            variant: self.variant.clone().unwrap_or(remembered.variant),
            mode: self.mode.unwrap_or(remembered.mode),
            level: self.level.unwrap_or(remembered.level),
            start: self.position,
            ..remembered
        }
    }
}

/// The result of reading the arguments.
#[derive(Clone, Debug)]
// Made once at start-up: the size of the options does not matter.
#[allow(clippy::large_enum_variant)]
pub enum Command {
    Run(Options),
    /// `--help`: clap's text.
    Help(String),
    /// `--version`: the name and version from Cargo.toml.
    Version,
    /// `--completions`: the script for the shell.
    Completions(String),
    /// `--pictures`: a game's pictures written into a folder, in a language.
    Pictures {
        game: Box<Game>,
        folder: std::path::PathBuf,
        language: Language,
    },
}

/// Reads the arguments (without the program name). A refusal is one line naming the bad
/// argument.
pub fn parse<I, T>(args: I) -> Result<Command, String>
where
    I: IntoIterator<Item = T>,
    T: Into<std::ffi::OsString> + Clone,
{
    use clap::error::ErrorKind;
    let program = std::iter::once(std::ffi::OsString::from("asalto"));
    match Arguments::try_parse_from(program.chain(args.into_iter().map(Into::into))) {
        Ok(Arguments {
            completions: Some(shell),
            ..
        }) => Ok(Command::Completions(completions(shell))),
        Ok(Arguments {
            pictures: Some(folder),
            game: Some(game),
            language,
            ..
        }) => Ok(Command::Pictures {
            game: Box::new(game),
            folder,
            language: language.unwrap_or_else(Language::from_system),
        }),
        Ok(arguments) => arguments.into_options().map(Command::Run),
        Err(e) if e.kind() == ErrorKind::DisplayHelp => Ok(Command::Help(e.to_string())),
        Err(e) if e.kind() == ErrorKind::DisplayVersion => Ok(Command::Version),
        Err(e) => Err(asalto_engine_cli::one_line(&e)),
    }
}

impl Arguments {
    /// The options, with what clap cannot check: the variant file read, the variant and the
    /// position agreeing, the checks this platform can make.
    fn into_options(self) -> Result<Options, String> {
        let (mut variant, position) = match (self.position, &self.game) {
            (Some((variant, position)), _) => (Some(variant), Some(position)),
            (None, Some(game)) => (Some(game.variant().clone()), Some(*game.start())),
            (None, None) => (None, None),
        };
        if let (Some(named), Some(of_position)) = (&self.variant, &variant)
            && named.name() != of_position.name()
        {
            return Err(format!(
                "--variant {} does not match the position's (or game's) variant {}",
                named.name(),
                of_position.name()
            ));
        }
        variant = variant.or(self.variant);
        if let Some(path) = &self.variant_file {
            let text = crate::game::own_variants::read_file(path).map_err(|e| e.to_string())?;
            let own = crate::game::own_variants::read_variant(&text)
                .map_err(|e| format!("--variant-file {}: {e}", path.display()))?;
            variant = Some(Arc::new(own));
        }
        if self.checks.start_time && !crate::platform::KNOWS_ITS_START {
            return Err("--start-time is not available in a browser".into());
        }
        let lines = self.lines.map(|n| if n == "3" { 3 } else { 1 });
        Ok(Options {
            variant,
            position,
            game: self.game,
            mode: self.mode,
            level: self.level,
            seed: self.seed,
            theme: self.theme,
            window_size: self.window_size,
            analyse: lines.or(self.analyse.then_some(1)),
            study: self.lesson.or(self.puzzle),
            animation: self.animation,
            menu: self.menu.is_some(),
            page: self.menu.flatten(),
            language: self.language,
            fresh: self.fresh,
            tablebase: self.tablebase,
            checks: self.checks,
        })
    }
}

fn builtin_variant(name: &str) -> Result<Arc<Variant>, String> {
    Variant::builtin(name).ok_or_else(|| {
        let names: Vec<&str> = Variant::builtins().iter().map(|v| v.name()).collect();
        format!("use one of {}", names.join(", "))
    })
}

fn mode(name: &str) -> Result<Mode, String> {
    Mode::from_cli_name(name)
        .ok_or_else(|| "use vs-ai-officers, vs-ai-rebels, hot-seat or ai-vs-ai".into())
}

fn level(name: &str) -> Result<Level, String> {
    Level::from_name(name).ok_or_else(|| format!("use one of {}", Level::names()))
}

fn game_link(link: &str) -> Result<Game, String> {
    crate::game::link::game_from_link(link, &asalto_engine::Variants::default())
        .map_err(|e| e.to_string())
}

fn position(apn: &str) -> Result<(Arc<Variant>, Position), String> {
    parse_apn(apn.trim()).map_err(|e| e.to_string())
}

fn language(code: &str) -> Result<Language, String> {
    Language::from_locale(code).ok_or_else(|| "use en, fr, de or sv".into())
}

fn theme(name: &str) -> Result<Theme, String> {
    name.parse().map_err(|e| format!("{e}"))
}

fn animation(name: &str) -> Result<AnimationSpeed, String> {
    AnimationSpeed::from_name(name).ok_or_else(|| "use off, fast, normal or slow".into())
}

fn menu_page(name: &str) -> Result<MenuPage, String> {
    MenuPage::from_name(name).ok_or_else(|| {
        "use main, new-game, rules, learn, progress, settings, saves or about".into()
    })
}

/// A key by the name `--keys` takes.
fn key(name: &str) -> Result<KeyCode, String> {
    Ok(match name.trim() {
        "up" => KeyCode::ArrowUp,
        "down" => KeyCode::ArrowDown,
        "left" => KeyCode::ArrowLeft,
        "right" => KeyCode::ArrowRight,
        "tab" => KeyCode::Tab,
        "enter" => KeyCode::Enter,
        "space" => KeyCode::Space,
        "escape" => KeyCode::Escape,
        "f6" => KeyCode::F6,
        _ => return Err("use up, down, left, right, tab, enter, space, escape or f6".into()),
    })
}

fn folder(path: &str) -> Result<std::path::PathBuf, String> {
    let path = std::path::PathBuf::from(path);
    match path.is_dir() {
        true => Ok(path),
        false => Err("not a folder".into()),
    }
}

fn png_file(path: &str) -> Result<String, String> {
    match path.to_ascii_lowercase().ends_with(".png") {
        true => Ok(path.to_string()),
        false => Err("the file name must end in .png".into()),
    }
}

fn frame_seconds(text: &str) -> Result<f32, String> {
    text.parse::<f32>()
        .ok()
        .filter(|s| (1.0..=3600.0).contains(s))
        .ok_or_else(|| "seconds from 1 to 3600".into())
}

/// `390x844`: a window from 200 to 8000 logical pixels each way.
fn window_size(text: &str) -> Result<(u32, u32), String> {
    text.split_once('x')
        .and_then(|(w, h)| Some((w.parse().ok()?, h.parse().ok()?)))
        .filter(|(w, h): &(u32, u32)| (200..=8000).contains(w) && (200..=8000).contains(h))
        .ok_or_else(|| "a size like 390x844 (200 to 8000)".into())
}

fn lesson(text: &str) -> Result<TaskRef, String> {
    study_task(TaskKind::Lesson, text)
}

fn puzzle(text: &str) -> Result<TaskRef, String> {
    study_task(TaskKind::Puzzle, text)
}

/// `asalto:3` as the third lesson or puzzle of Asalto, if there is one.
fn study_task(kind: TaskKind, text: &str) -> Result<TaskRef, String> {
    let bad = || "use a variant and a number from 1, as in asalto:3".to_string();
    let (variant, n) = text.split_once(':').ok_or_else(bad)?;
    let n: usize = n.parse().map_err(|_| bad())?;
    let task = TaskRef {
        kind,
        variant: variant.to_string(),
        index: n.checked_sub(1).ok_or_else(bad)?,
    };
    match crate::study::task::Task::open(&task, &[]) {
        Some(_) => Ok(task),
        None => Err("there is no such lesson or puzzle".into()),
    }
}

/// The completion script for `shell`.
fn completions(shell: clap_complete::Shell) -> String {
    use clap::CommandFactory;
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut Arguments::command(), "asalto", &mut script);
    String::from_utf8_lossy(&script).into_owned()
}

/// What `--version` prints.
pub const VERSION: &str = concat!("asalto ", env!("CARGO_PKG_VERSION"));

#[cfg(test)]
mod tests {
    #[test]
    fn the_declarations_are_consistent() {
        use clap::CommandFactory;
        super::Arguments::command().debug_assert();
    }
}

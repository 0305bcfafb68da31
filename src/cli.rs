//! Command-line options, read by hand.

use std::sync::Arc;

use asalto_engine::search::Level;
use asalto_engine::{Position, Variant, parse_apn};

use crate::game::{MatchSetup, Mode};
use crate::settings::{AnimationSpeed, Language};
use crate::ui::menu::MenuPage;

/// What the command line asks for.
#[derive(Clone, Debug, Default)]
pub struct Options {
    pub variant: Option<Arc<Variant>>,
    pub mode: Option<Mode>,
    pub level: Option<Level>,
    pub position: Option<Position>,
    /// Seeds the computer's choices, so a game (and a screenshot of it) can be played again.
    pub seed: Option<u64>,
    pub screenshot: Option<String>,
    pub after_moves: usize,
    /// Points to click before the screenshot.
    pub clicks: Vec<String>,
    /// The board's colours for this run (and remembered).
    pub theme: Option<crate::theme::themes::Theme>,
    /// Keys to press before the screenshot, after the clicks.
    pub keys: Vec<bevy::input::keyboard::KeyCode>,
    /// With `--screenshot`: take the picture this many milliseconds (game time) after the last
    /// move started, in the middle of its animation.
    pub screenshot_delay_ms: Option<u32>,
    /// With `--screenshot`: open the game's review and show its worst move first.
    pub review: bool,
    /// The window's size in logical pixels (`--window-size 390x844`), to picture a shape.
    pub window_size: Option<(u32, u32)>,
    /// With `--screenshot`: write the layout's numbers (widgets, text sizes, the board) here.
    pub layout_report: Option<String>,
    /// Redraw every frame even when nothing moves (`--redraw-always`, to compare).
    pub redraw_always: bool,
    /// Multisample the board's edges: `Some(true)` always, `Some(false)` never, `None` unless
    /// the window is drawn in software.
    pub multisampling: Option<bool>,
    /// Load the game's files, report them and exit (`--self-check`).
    pub self_check: bool,
    /// Say when the first screen's first frame was drawn, then exit (`--start-time`).
    pub start_time: bool,
    /// Open the game's review after this many moves, or at its end (`--review-after`).
    pub review_after: Option<usize>,
    /// Write frame-time percentiles to this file after `frame_seconds` on the game screen.
    pub frame_stats: Option<String>,
    pub frame_seconds: Option<f32>,
    /// Open the analysis board at the match's position (`--analyse`, with `--lines 3`).
    pub analyse: Option<usize>,
    /// Open a lesson or a puzzle (`--lesson asalto:3`, `--puzzle assaut:1`, counted from 1).
    pub study: Option<crate::study::TaskRef>,
    pub animation: Option<AnimationSpeed>,
    /// Open the menu even when other options are given (to picture it).
    pub menu: bool,
    /// The menu page to open.
    pub page: Option<MenuPage>,
    pub language: Option<Language>,
    /// Read and write no settings or saved games (also implied by `--screenshot`).
    pub fresh: bool,
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
                || self.screenshot.is_some())
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
    Help,
    /// `--version`: the name and version from Cargo.toml.
    Version,
}

/// `390x844`: a window from 200 to 8000 logical pixels each way.
fn window_size(text: &str) -> Result<(u32, u32), String> {
    text.split_once('x')
        .and_then(|(w, h)| Some((w.parse().ok()?, h.parse().ok()?)))
        .filter(|(w, h): &(u32, u32)| (200..=8000).contains(w) && (200..=8000).contains(h))
        .ok_or_else(|| {
            format!("--window-size needs a size like 390x844 (200 to 8000), not {text:?}")
        })
}

/// Reads the arguments (without the program name).
pub fn parse(args: &[String]) -> Result<Command, String> {
    let mut o = Options::default();
    let mut variant_name: Option<String> = None;
    let mut i = 0;
    while i < args.len() {
        let arg = args[i].as_str();
        let (name, inline) = match arg.split_once('=') {
            Some((n, v)) if n.starts_with("--") => (n, Some(v.to_string())),
            _ => (arg, None),
        };
        let mut value = |what: &str| -> Result<String, String> {
            if let Some(v) = inline.clone() {
                return Ok(v);
            }
            i += 1;
            args.get(i)
                .cloned()
                .ok_or_else(|| format!("{name} needs {what}"))
        };
        match name {
            "--help" | "-h" => return Ok(Command::Help),
            "--version" | "-V" => return Ok(Command::Version),
            "--variant" => {
                let v = value("a variant (asalto, assaut, grand-assaut, fox-geese-13 …)")?;
                let variant = Variant::builtin(&v).ok_or_else(|| {
                    let names: Vec<&str> = Variant::builtins().iter().map(|v| v.name()).collect();
                    format!("unknown variant {v:?}: use one of {}", names.join(", "))
                })?;
                if o.position.is_some() && variant_name.as_deref() != Some(v.as_str()) {
                    return Err(format!(
                        "--variant {v} does not match the position's variant"
                    ));
                }
                variant_name = Some(v);
                o.variant = Some(variant);
            }
            "--variant-file" => {
                let path = value("a variant file (.ron)")?;
                let text = crate::game::own_variants::read_file(&path)?;
                let variant = crate::game::own_variants::read_variant(&text)
                    .map_err(|e| format!("--variant-file {path}: {e}"))?;
                if o.position.is_some() || variant_name.is_some() {
                    return Err("--variant-file goes without --variant and --position".into());
                }
                variant_name = Some(variant.name().to_string());
                o.variant = Some(Arc::new(variant));
            }
            "--mode" => {
                let v = value("a mode")?;
                o.mode = Some(Mode::from_cli_name(&v).ok_or_else(|| {
                    format!(
                        "unknown mode {v:?}: use vs-ai-officers, vs-ai-rebels, hot-seat or ai-vs-ai"
                    )
                })?);
            }
            "--level" => {
                let v = value("a level")?;
                let names: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
                o.level = Some(Level::from_name(&v).ok_or_else(|| {
                    format!("unknown level {v:?}: use one of {}", names.join(", "))
                })?);
            }
            "--position" => {
                let v = value("a position in APN")?;
                let (variant, pos) = parse_apn(v.trim()).map_err(|e| e.to_string())?;
                o.position = Some(pos);
                if let Some(name) = &variant_name
                    && name != variant.name()
                {
                    return Err(format!(
                        "--variant {name} does not match the position's variant {}",
                        variant.name()
                    ));
                }
                variant_name = Some(variant.name().to_string());
                o.variant = Some(variant);
            }
            "--screenshot" => {
                let v = value("a file name (.png)")?;
                if !v.to_ascii_lowercase().ends_with(".png") {
                    return Err(format!(
                        "--screenshot {v:?}: the file name must end in .png"
                    ));
                }
                o.screenshot = Some(v);
            }
            "--after-moves" => {
                let v = value("a number of moves")?;
                o.after_moves = v
                    .parse()
                    .map_err(|_| format!("--after-moves needs a number, not {v:?}"))?;
            }
            "--menu" => {
                o.menu = true;
                // An optional page name follows.
                if let Some(page) = inline
                    .clone()
                    .or_else(|| args.get(i + 1).filter(|a| !a.starts_with("--")).cloned())
                {
                    o.page = Some(MenuPage::from_name(&page).ok_or_else(|| {
                        format!(
                            "unknown menu page {page:?}: use main, new-game, rules, learn, settings, saves or about"
                        )
                    })?);
                    if inline.is_none() {
                        i += 1;
                    }
                }
            }
            "--theme" => {
                let v = value("classic, colour-safe or high-contrast")?;
                o.theme = Some(v.parse().map_err(|e| format!("--theme: {e}"))?);
            }
            "--language" => {
                let v = value("a language (en, fr or sv)")?;
                o.language = Some(
                    Language::from_locale(&v)
                        .ok_or_else(|| format!("unknown language {v:?}: use en, fr or sv"))?,
                );
            }
            "--fresh" => o.fresh = true,
            "--seed" => {
                let v = value("a whole number")?;
                o.seed = Some(
                    v.parse()
                        .map_err(|_| format!("--seed needs a whole number, not {v:?}"))?,
                );
            }
            "--screenshot-delay" => {
                let v = value("milliseconds")?;
                o.screenshot_delay_ms =
                    Some(v.parse().map_err(|_| {
                        format!("--screenshot-delay needs milliseconds, not {v:?}")
                    })?);
            }
            "--animation" => {
                let v = value("a speed")?;
                o.animation = Some(AnimationSpeed::from_name(&v).ok_or_else(|| {
                    format!("unknown animation speed {v:?}: use off, fast, normal or slow")
                })?);
            }
            "--review" => o.review = true,
            "--window-size" => o.window_size = Some(window_size(&value("a size like 390x844")?)?),
            "--layout-report" => o.layout_report = Some(value("a file name")?),
            "--redraw-always" => o.redraw_always = true,
            "--multisampling" => {
                let v = value("auto, on or off")?;
                o.multisampling = match v.as_str() {
                    "auto" => None,
                    "on" => Some(true),
                    "off" => Some(false),
                    _ => return Err(format!("--multisampling {v:?}: use auto, on or off")),
                };
            }
            "--self-check" => o.self_check = true,
            // A browser has no wall clock for the program (and no process start to time).
            #[cfg(target_arch = "wasm32")]
            "--start-time" => return Err("--start-time is not available in a browser".into()),
            #[cfg(not(target_arch = "wasm32"))]
            "--start-time" => o.start_time = true,
            "--frame-stats" => o.frame_stats = Some(value("a file name")?),
            "--review-after" => {
                let v = value("a number of moves")?;
                o.review_after =
                    Some(v.parse().map_err(|_| {
                        format!("--review-after needs a number of moves, not {v:?}")
                    })?);
            }
            "--frame-seconds" => {
                let v = value("seconds")?;
                o.frame_seconds = Some(
                    v.parse::<f32>()
                        .ok()
                        .filter(|s| (1.0..=3600.0).contains(s))
                        .ok_or_else(|| {
                            format!("--frame-seconds needs seconds from 1 to 3600, not {v:?}")
                        })?,
                );
            }
            "--analyse" => o.analyse = Some(o.analyse.unwrap_or(1)),
            "--lines" => {
                let v = value("1 or 3")?;
                o.analyse = Some(match v.as_str() {
                    "1" => 1,
                    "3" => 3,
                    _ => return Err(format!("--lines is 1 or 3, not {v:?}")),
                });
            }
            "--lesson" | "--puzzle" => {
                let v = value("a variant and a number (asalto:3)")?;
                let kind = if name == "--lesson" {
                    crate::study::TaskKind::Lesson
                } else {
                    crate::study::TaskKind::Puzzle
                };
                o.study = Some(study_task(name, kind, &v)?);
            }
            "--clicks" => {
                let v = value("points separated by commas (c5,c3)")?;
                o.clicks = v
                    .split(',')
                    .map(|p| p.trim().to_string())
                    .filter(|p| !p.is_empty())
                    .collect();
            }
            "--keys" => {
                let v = value("key names separated by commas (tab,enter,up)")?;
                o.keys = v
                    .split(',')
                    .map(|k| {
                        crate::checks::screenshot::key_named(k.trim()).ok_or_else(|| {
                            format!(
                                "--keys: no key {k:?} (up, down, left, right, tab, enter, space, escape, f6)"
                            )
                        })
                    })
                    .collect::<Result<_, _>>()?;
            }
            other => return Err(format!("unknown option {other:?} (see --help)")),
        }
        i += 1;
    }
    if (o.after_moves > 0
        || !o.clicks.is_empty()
        || !o.keys.is_empty()
        || o.screenshot_delay_ms.is_some()
        || o.layout_report.is_some()
        || o.review)
        && o.screenshot.is_none()
    {
        return Err(
            "--after-moves, --clicks, --keys, --screenshot-delay, --review and --layout-report only go with --screenshot"
                .into(),
        );
    }
    if o.frame_seconds.is_some() && o.frame_stats.is_none() {
        return Err("--frame-seconds only goes with --frame-stats".into());
    }
    Ok(Command::Run(o))
}

/// `asalto:3` as the third lesson or puzzle of Asalto, if there is one.
fn study_task(
    flag: &str,
    kind: crate::study::TaskKind,
    text: &str,
) -> Result<crate::study::TaskRef, String> {
    let bad = || format!("{flag} {text:?}: use a variant and a number from 1, as in asalto:3");
    let (variant, n) = text.split_once(':').ok_or_else(bad)?;
    let n: usize = n.parse().map_err(|_| bad())?;
    let task = crate::study::TaskRef {
        kind,
        variant: variant.to_string(),
        index: n.checked_sub(1).ok_or_else(bad)?,
    };
    match crate::study::task::Task::open(&task) {
        Some(_) => Ok(task),
        None => Err(format!(
            "{flag} {text:?}: there is no such lesson or puzzle"
        )),
    }
}

/// What `--version` prints.
pub const VERSION: &str = concat!("asalto ", env!("CARGO_PKG_VERSION"));

/// The command line's help (for developers and testers: English only).
pub const HELP: &str = include_str!("cli_help.txt");

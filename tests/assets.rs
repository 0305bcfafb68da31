//! Every file under `assets/` loads through Bevy's asset server (without an audio device: the
//! audio loader is registered by hand, as `bevy_audio`'s plugin does), and every sound decodes.
//! The sound files are reproduced by `scripts/gen-sounds.py`.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use asalto::audio::SOUND_FILES;
use bevy::asset::{AssetPlugin, LoadState, UntypedAssetId};
use bevy::audio::{AudioLoader, AudioSource, Decodable, Source};
use bevy::prelude::*;

fn files_under(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("read assets") {
        let path = entry.expect("entry").path();
        if path.is_dir() {
            files_under(&path, out);
        } else {
            out.push(path);
        }
    }
}

#[test]
fn every_asset_loads_and_every_sound_decodes() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
    let mut files = Vec::new();
    files_under(&root, &mut files);
    files.sort();
    let names: Vec<String> = files
        .iter()
        .map(|f| {
            f.strip_prefix(&root)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/")
        })
        .collect();
    for wanted in SOUND_FILES {
        assert!(
            names.iter().any(|n| n == wanted),
            "{wanted} is missing from assets/"
        );
    }

    let mut app = App::new();
    app.add_plugins((MinimalPlugins, AssetPlugin::default()))
        .init_asset::<AudioSource>()
        .init_asset_loader::<AudioLoader>();
    let server = app.world().resource::<AssetServer>().clone();
    let mut sounds: Vec<(String, Handle<AudioSource>)> = Vec::new();
    let mut ids: Vec<(String, UntypedAssetId)> = Vec::new();
    for name in &names {
        match Path::new(name).extension().and_then(|e| e.to_str()) {
            Some("ogg") => {
                let h: Handle<AudioSource> = server.load(name.clone());
                ids.push((name.clone(), h.id().untyped()));
                sounds.push((name.clone(), h));
            }
            // The texts are compiled into the game; here they must parse as Fluent (the
            // i18n tests check their keys and values).
            Some("ftl") if name.starts_with("i18n/") => {
                let text = std::fs::read_to_string(root.join(name)).unwrap();
                let code = Path::new(name).file_stem().unwrap().to_str().unwrap();
                asalto::ui::texts::Catalog::parse(code, &text)
                    .unwrap_or_else(|e| panic!("assets/{name}: {e}"));
            }
            // The tutorial's lessons: read by the engine (its tests check every lesson).
            Some("ron") if name == "lessons.ron" => {
                let text = std::fs::read_to_string(root.join(name)).unwrap();
                asalto_engine::lesson::parse_lessons(&text)
                    .unwrap_or_else(|e| panic!("assets/{name}: {e}"));
            }
            // Example variant files for players to open: the game reads them as it would a
            // player's file.
            Some("ron") if name.starts_with("variants/") => {
                let text = std::fs::read_to_string(root.join(name)).unwrap();
                asalto::game::own_variants::read_variant(&text)
                    .unwrap_or_else(|e| panic!("assets/{name}: {e}"));
            }
            // The window's icon, compiled in: it must decode to RGBA pixels.
            Some("png") if name.starts_with("icon/") => {
                let size: u32 = name
                    .trim_start_matches("icon/icon-")
                    .trim_end_matches(".png")
                    .parse()
                    .unwrap_or_else(|_| panic!("assets/{name}: icon-<size>.png"));
                let bytes = std::fs::read(root.join(name)).unwrap();
                let image = Image::from_buffer(
                    &bytes,
                    bevy::image::ImageType::Extension("png"),
                    bevy::image::CompressedImageFormats::NONE,
                    true,
                    bevy::image::ImageSampler::Default,
                    bevy::asset::RenderAssetUsages::default(),
                )
                .unwrap_or_else(|e| panic!("assets/{name}: {e}"));
                assert_eq!(
                    (image.width(), image.height()),
                    (size, size),
                    "assets/{name}"
                );
            }
            // The fonts, compiled in (theme/fonts.rs, cut by scripts/subset-fonts.py): each
            // must read as a font that maps characters; beside them, their licences.
            Some("ttf") if name.starts_with("fonts/") => {
                use skrifa::MetadataProvider;
                let bytes = std::fs::read(root.join(name)).unwrap();
                let font =
                    skrifa::FontRef::new(&bytes).unwrap_or_else(|e| panic!("assets/{name}: {e}"));
                assert!(
                    font.charmap().mappings().next().is_some(),
                    "assets/{name} draws nothing"
                );
            }
            Some("txt") if name.starts_with("fonts/") => {
                let text = std::fs::read_to_string(root.join(name)).unwrap();
                assert!(text.len() > 500, "assets/{name}: a licence, whole");
            }
            // A new kind of file needs its loader checked here.
            _ => panic!("assets/{name}: no load check for this kind of file"),
        }
    }

    let start = Instant::now();
    loop {
        app.update();
        let mut pending = false;
        for (name, id) in &ids {
            match server.load_state(*id) {
                LoadState::Loaded => {}
                LoadState::Failed(e) => panic!("assets/{name} failed to load: {e}"),
                _ => pending = true,
            }
            assert!(
                server.is_loaded_with_dependencies(*id) || pending,
                "assets/{name}"
            );
        }
        if !pending {
            break;
        }
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "assets still loading after 30 s"
        );
        std::thread::sleep(Duration::from_millis(5));
    }

    let assets = app.world().resource::<Assets<AudioSource>>();
    for (name, h) in &sounds {
        let source = assets.get(h).expect("loaded");
        let decoder = source.decoder();
        let rate = decoder.sample_rate();
        let channels = decoder.channels();
        let samples = decoder.count();
        assert!(u32::from(rate) >= 8000, "assets/{name}: sample rate {rate}");
        assert!(u16::from(channels) >= 1, "assets/{name}");
        let secs = samples as f32 / u32::from(rate) as f32 / u16::from(channels) as f32;
        // Effects are short; each piece of music is a loop of two to three minutes.
        let expected = if name.contains("music") {
            100.0..200.0
        } else {
            0.02..10.0
        };
        assert!(expected.contains(&secs), "assets/{name}: {secs} s of sound");
    }
}

#[test]
fn the_icons_are_reproduced_by_their_script() {
    let out = Command::new("python3")
        .args(["scripts/gen-icon.py", "--check"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("run python3");
    assert!(
        out.status.success(),
        "gen-icon.py --check failed:\n{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    let (rgba, w, h) = asalto::platform::icon::icon_rgba().expect("the window's icon decodes");
    assert_eq!((rgba.len(), w, h), (64 * 64 * 4, 64, 64));
}

#[test]
fn sound_files_are_reproduced_by_their_script() {
    let has_oggenc = Command::new("oggenc")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !has_oggenc {
        println!("note: oggenc is not installed; skipping scripts/gen-sounds.py --check");
        return;
    }
    let out = Command::new("python3")
        .arg("scripts/gen-sounds.py")
        .arg("--check")
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("run python3");
    assert!(
        out.status.success(),
        "gen-sounds.py --check failed:\n{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// The game with its sound plugin and a real asset server, but no audio output: the loading
/// screen waits for the sounds, then each cue spawns one sound effect, and muting silences them.
#[test]
fn loading_waits_for_the_sounds_and_cues_play_them() {
    use asalto::audio::{SoundEffect, SoundPlugin, SoundSettings, Sounds};
    use asalto::game::{GameCommand, Match, MatchSetup, Mode, NewMatch, Player};
    use asalto::screens::{FirstScreen, Screen};
    use bevy::state::app::StatesPlugin;

    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, AssetPlugin::default()))
        .init_asset::<AudioSource>()
        .init_asset_loader::<AudioLoader>();
    let (variant, start) =
        asalto_engine::parse_apn("asalto r ..O/.../...O.../...R.../RRRRRRR/R.R/RRR 0").unwrap();
    app.insert_resource(FirstScreen(Screen::Game));
    app.add_plugins((asalto::GamePlugin, SoundPlugin));
    app.world_mut().write_message(NewMatch::fresh(MatchSetup {
        variant,
        start: Some(start),
        mode: Mode::HotSeat,
        ..default()
    }));

    let started = Instant::now();
    loop {
        app.update();
        let screen = *app.world().resource::<State<Screen>>().get();
        let sounds = app.world().resource::<Sounds>().clone();
        let server = app.world().resource::<AssetServer>();
        let loaded = server.is_loaded_with_dependencies(&sounds.step)
            && server.is_loaded_with_dependencies(&sounds.victory);
        if screen == Screen::Game {
            assert!(loaded, "the game opened before the sounds were loaded");
            break;
        }
        assert!(started.elapsed() < Duration::from_secs(30), "still loading");
        std::thread::sleep(Duration::from_millis(5));
    }
    app.update();

    let effects = |app: &mut App| {
        let mut q = app
            .world_mut()
            .query_filtered::<&AudioPlayer, With<SoundEffect>>();
        q.iter(app.world()).count()
    };
    assert_eq!(effects(&mut app), 0);
    let play = |app: &mut App, text: &str| {
        let g = &app.world().resource::<Match>().game;
        let mv = g.variant().parse_move(g.position(), text).unwrap();
        app.world_mut().write_message(GameCommand::Play {
            mv,
            by: Player::Human,
        });
        app.update();
        app.update();
    };
    play(&mut app, "d4-c4");
    assert_eq!(effects(&mut app), 1, "a step is heard once");

    app.world_mut().resource_mut::<SoundSettings>().muted = true;
    for _ in 0..40 {
        app.update();
    }
    play(&mut app, "e7-e6");
    assert_eq!(effects(&mut app), 1, "muted: nothing more is played");
}

/// The sounds compiled into the game are what it plays by default; read from a folder that does
/// not have them, the game still starts, every missing file is listed for the screen, and the
/// self-check fails with them.
#[test]
fn missing_sounds_are_reported_not_silent() {
    use asalto::audio::{SoundPlugin, SoundSource};
    use asalto::checks::self_check;
    use asalto::screens::{AssetProblems, FirstScreen, Screen};
    use bevy::state::app::StatesPlugin;

    let run = |source: SoundSource| {
        let mut app = App::new();
        app.add_plugins((
            MinimalPlugins,
            StatesPlugin,
            AssetPlugin {
                file_path: "no-such-folder".into(),
                ..default()
            },
        ))
        .init_asset::<AudioSource>()
        .init_asset_loader::<AudioLoader>()
        .insert_resource(source)
        .insert_resource(FirstScreen(Screen::Menu));
        app.add_plugins((asalto::GamePlugin, SoundPlugin));
        let started = Instant::now();
        while *app.world().resource::<State<Screen>>().get() == Screen::Loading {
            app.update();
            assert!(started.elapsed() < Duration::from_secs(30), "still loading");
            std::thread::sleep(Duration::from_millis(2));
        }
        let problems = app.world().resource::<AssetProblems>();
        (
            problems.failed.clone(),
            self_check::summary(problems, Some(source)),
        )
    };

    let (failed, summary) = run(SoundSource::Embedded);
    assert!(failed.is_empty(), "{failed:?}");
    let line = summary.expect("the compiled-in files load");
    assert!(line.contains("10 sounds compiled into the game"), "{line}");
    assert!(line.contains("texts in en, fr, de, sv"), "{line}");

    let (failed, summary) = run(SoundSource::Disk);
    assert_eq!(failed.len(), 10, "{failed:?}");
    for piece in ["audio/music_menu.ogg", "audio/music_game.ogg"] {
        assert!(failed.iter().any(|f| f.contains(piece)), "{failed:?}");
    }
    assert_eq!(summary.expect_err("missing files fail the check"), failed);
}

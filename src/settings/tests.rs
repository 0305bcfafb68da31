use super::*;

#[test]
fn settings_round_trip() {
    let s = Settings {
        language: Some(Language::Swedish),
        level: Level::Marshal,
        variant: "assaut".into(),
        mode: Mode::HotSeat,
        warn_huff: false,
        show_moves: false,
        coordinates: false,
        animation: AnimationSpeed::Fast,
        master_volume: 0.25,
        effects_volume: 0.5,
        music_volume: 0.0,
        muted: true,
        ui_scale: 1.5,
        theme: Theme::HighContrast,
    };
    assert_eq!(Settings::from_ron(&s.to_ron()), Ok(s));
}

#[test]
fn old_and_odd_files_are_made_sane() {
    // An older file with fewer fields, values out of range and unknown names.
    let s = Settings::from_ron(
        "(level: \"admiral\", master_volume: 7.0, ui_scale: 0.1, language: Some(\"xx\"), theme: \"neon\", extra: 3)",
    )
    .unwrap();
    assert_eq!(s.level, Level::Soldier);
    assert_eq!(s.master_volume, 1.0);
    assert_eq!(s.ui_scale, 0.75);
    assert_eq!(s.language, None);
    assert_eq!(s.variant, "asalto");
    assert_eq!(s.theme, Theme::Classic);
}

#[test]
fn a_file_the_first_version_wrote_still_loads() {
    let text = include_str!("../../tests/data/settings-0.1.0.ron");
    let s = Settings::from_ron(text).unwrap();
    let expected = Settings {
        language: Some(Language::French),
        level: Level::Major,
        variant: "grand-assaut".into(),
        mode: Mode::VsComputer {
            human: asalto_engine::Side::Attackers,
        },
        warn_huff: false,
        show_moves: false,
        coordinates: true,
        animation: AnimationSpeed::Slow,
        master_volume: 0.6,
        effects_volume: 0.9,
        music_volume: 0.25,
        muted: true,
        ui_scale: 1.25,
        theme: Theme::ColourSafe,
    };
    assert_eq!(s, expected);
    // Written back, it is the same file: the names did not change.
    assert_eq!(s.to_ron().trim(), text.trim());
}

#[test]
fn unreadable_files_are_kept_and_defaults_used() {
    for text in ["(level: ", "\u{0}garbage", "[1, 2, 3]", "(saved_game: true"] {
        let storage = Storage::memory();
        storage.write(SETTINGS_FILE, text).unwrap();
        let (settings, load) = load_settings(&storage);
        assert_eq!(settings, Settings::default());
        assert!(load.problem.is_some());
        assert_eq!(storage.read("settings.ron.bak"), Ok(Some(text.to_string())));
        // The original stays until the game writes new settings.
        assert_eq!(storage.read(SETTINGS_FILE), Ok(Some(text.to_string())));
    }
}

#[test]
fn missing_file_gives_defaults_without_a_problem() {
    let (settings, load) = load_settings(&Storage::memory());
    assert_eq!(settings, Settings::default());
    assert_eq!(load, SettingsLoad::default());
}

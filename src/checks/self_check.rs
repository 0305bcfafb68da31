//! `--self-check`: start the game, wait for its files, report what loaded and exit, non-zero
//! if anything failed. A package is checked this way from wherever it was unpacked.

use bevy::prelude::*;

use crate::audio::{MUSIC_FILES, SOUND_FILES, SoundSource};
use crate::screens::{AssetProblems, Screen};
use crate::settings::Language;
use crate::ui::texts::Catalog;

pub fn plugin(app: &mut App) {
    app.add_systems(OnExit(Screen::Loading), report_and_exit);
}

/// What was checked, or why it failed.
pub fn summary(
    problems: &AssetProblems,
    source: Option<SoundSource>,
) -> Result<String, Vec<String>> {
    let mut failed = problems.failed.clone();
    let mut languages = Vec::new();
    for language in Language::ALL {
        match Catalog::parse(language.code(), language.source()) {
            Ok(c) if !c.ids().is_empty() => languages.push(language.code()),
            Ok(_) => failed.push(format!("the {} texts are empty", language.code())),
            Err(e) => failed.push(format!("the {} texts: {e}", language.code())),
        }
    }
    let lessons: usize = crate::study::lessons().values().map(Vec::len).sum();
    if lessons == 0 {
        failed.push("the tutorial has no lessons".to_string());
    }
    if !failed.is_empty() {
        return Err(failed);
    }
    let from = match source {
        Some(SoundSource::Embedded) => "compiled into the game",
        Some(SoundSource::Disk) => "read from assets/",
        None => "not loaded (no sound output)",
    };
    Ok(format!(
        "self-check: {} sounds {from}; texts in {}; {lessons} lessons",
        SOUND_FILES.len() + MUSIC_FILES.len(),
        languages.join(", ")
    ))
}

fn report_and_exit(
    problems: Res<AssetProblems>,
    source: Option<Res<SoundSource>>,
    mut exit: MessageWriter<AppExit>,
) {
    match summary(&problems, source.map(|s| *s)) {
        Ok(line) => {
            println!("{line}");
            exit.write(AppExit::Success);
        }
        Err(failed) => {
            for f in &failed {
                println!("self-check failed: {f}");
            }
            exit.write(AppExit::from_code(1));
        }
    }
}

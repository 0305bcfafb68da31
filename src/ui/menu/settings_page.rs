//! The settings page and the credits.

use asalto_engine::search::Level;
use bevy_egui::egui;

use crate::settings::{AnimationSpeed, Language, Settings, SettingsLoad, UI_SCALE_RANGE};
use crate::theme::palette;
use crate::theme::themes::Theme;
use crate::ui::texts::{Arg, Texts};

use super::actions::MenuAction;
use super::widgets::{back_button, heading, paragraph, section};

/// The settings page; also returns the settings when the player changed them (so the resource
/// is only touched, and saved, on a real change).
pub(super) fn settings_page(
    ui: &mut egui::Ui,
    t: &Texts,
    s: &Settings,
    load: &SettingsLoad,
) -> Option<MenuAction> {
    heading(ui, &t.get("settings-title"));
    if let Some(path) = &load.problem {
        ui.label(
            egui::RichText::new(t.fill("settings-reset-warning", &[("path", Arg::from(path))]))
                .color(palette::UI_WARN.egui()),
        );
    }
    // Edit a copy, so the resource only changes (and is saved) when something did.
    let mut edited = s.clone();
    game_section(ui, t, &mut edited);
    sound_section(ui, t, &mut edited);
    display_section(ui, t, &mut edited);
    ui.add_space(8.0);
    if ui.button(t.get("settings-reset")).clicked() {
        edited = Settings {
            // The game's own choices (last variant and players) are not settings to reset.
            variant: edited.variant.clone(),
            mode: edited.mode,
            ..Settings::default()
        };
    }
    let back = back_button(ui, t);
    if edited != *s {
        return Some(MenuAction::ChangeSettings(Box::new(edited)));
    }
    back
}

/// Two columns: a label and its control on each row.
fn grid(ui: &mut egui::Ui, id: &str, add: impl FnOnce(&mut egui::Ui)) {
    egui::Grid::new(id)
        .num_columns(2)
        .spacing([18.0, 10.0])
        .show(ui, add);
}

/// The computer's default level, the animation's speed and the play aids.
fn game_section(ui: &mut egui::Ui, t: &Texts, edited: &mut Settings) {
    section(ui, &t.get("settings-game"));
    grid(ui, "settings-game", |ui| {
        ui.label(t.get("settings-default-level"));
        let mut level = edited.level;
        egui::ComboBox::from_id_salt("level")
            .selected_text(t.level_name(level))
            .show_ui(ui, |ui| {
                for l in Level::ALL {
                    ui.selectable_value(&mut level, l, t.level_name(l));
                }
            });
        edited.level = level;
        ui.end_row();
        ui.label(t.get("settings-animation"));
        let mut speed = edited.animation;
        ui.horizontal_wrapped(|ui| {
            for a in AnimationSpeed::ALL {
                ui.selectable_value(&mut speed, a, t.get(&format!("settings-anim-{}", a.name())));
            }
        });
        edited.animation = speed;
        ui.end_row();
    });
    ui.checkbox(&mut edited.warn_huff, t.get("settings-warn-huff"));
    ui.checkbox(&mut edited.show_moves, t.get("settings-show-moves"));
    ui.checkbox(&mut edited.coordinates, t.get("settings-coordinates"));
}

fn sound_section(ui: &mut egui::Ui, t: &Texts, edited: &mut Settings) {
    section(ui, &t.get("settings-sound"));
    grid(ui, "settings-sound", |ui| {
        for (key, volume) in [
            ("settings-master", &mut edited.master_volume),
            ("settings-effects", &mut edited.effects_volume),
            ("settings-music", &mut edited.music_volume),
        ] {
            ui.label(t.get(key));
            ui.add(egui::Slider::new(volume, 0.0..=1.0).show_value(false));
            ui.end_row();
        }
    });
    ui.checkbox(&mut edited.muted, t.get("settings-mute"));
}

/// The language, the board's theme and the interface's scale.
fn display_section(ui: &mut egui::Ui, t: &Texts, edited: &mut Settings) {
    section(ui, &t.get("settings-display"));
    grid(ui, "settings-display", |ui| {
        ui.label(t.get("settings-language"));
        let current = edited.language();
        ui.horizontal_wrapped(|ui| {
            for l in Language::ALL {
                let name = Texts::new(l).get("language-name").to_string();
                if ui.selectable_label(current == l, name).clicked() {
                    edited.language = Some(l);
                }
            }
        });
        ui.end_row();
        ui.label(t.get("settings-theme"));
        let mut theme = edited.theme;
        ui.horizontal_wrapped(|ui| {
            for th in Theme::ALL {
                let key = format!("settings-theme-{}", th.name());
                ui.selectable_value(&mut theme, th, t.get(&key));
            }
        });
        edited.theme = theme;
        ui.end_row();
        ui.label(t.get("settings-scale"));
        // Applied when the slider is let go, so the page does not grow under the pointer.
        let mut scale = edited.ui_scale;
        let response = ui.add(egui::Slider::new(&mut scale, UI_SCALE_RANGE).step_by(0.05));
        if !response.dragged() {
            edited.ui_scale = scale;
        }
        ui.end_row();
    });
}

pub(super) fn about_page(ui: &mut egui::Ui, t: &Texts) -> Option<MenuAction> {
    heading(ui, &t.get("about-title"));
    paragraph(ui, &t.get("about-text"));
    ui.add_space(6.0);
    paragraph(ui, &t.get("about-credits"));
    ui.label(
        egui::RichText::new(t.fill(
            "about-version",
            &[("version", Arg::from(env!("CARGO_PKG_VERSION")))],
        ))
        .weak(),
    );
    back_button(ui, t)
}

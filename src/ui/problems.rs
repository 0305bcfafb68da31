//! Files of the game that failed to load, and the player's files the game cannot keep, are
//! said on screen, over any page, until the player closes the notice: a game that starts silent
//! must say why, and one that stops saving must say so.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::platform::storage::{StorageNotice, StorageNotices, brief};
use crate::screens::AssetProblems;
use crate::theme::palette;
use crate::ui::texts::{Arg, Texts};

/// How many failures are listed; the rest are counted.
const LISTED: usize = 3;

pub fn plugin(app: &mut App) {
    app.add_systems(
        bevy_egui::EguiPrimaryContextPass,
        (show_problems, show_storage_notices).in_set(super::Drawing),
    );
}

fn show_problems(
    mut contexts: EguiContexts,
    mut problems: ResMut<AssetProblems>,
    texts: Res<Texts>,
) -> Result {
    if problems.failed.is_empty() || problems.dismissed {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut close = false;
    egui::Window::new(texts.get("problems-title"))
        .id(egui::Id::new("asset-problems"))
        .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 12.0))
        .collapsible(false)
        .min_width(520.0)
        .resizable(false)
        .show(ctx, |ui| {
            ui.colored_label(palette::UI_WARN.egui(), texts.get("problems-sounds"));
            for failed in problems.failed.iter().take(LISTED) {
                ui.label(failed);
            }
            let more = problems.failed.len().saturating_sub(LISTED);
            if more > 0 {
                ui.label(texts.fill("problems-more", &[("n", more.into())]));
            }
            close = ui.button(texts.get("problems-close")).clicked();
        });
    problems.dismissed = close;
    Ok(())
}

fn show_storage_notices(
    mut contexts: EguiContexts,
    notices: Option<ResMut<StorageNotices>>,
    texts: Res<Texts>,
) -> Result {
    let Some(mut notices) = notices else {
        return Ok(());
    };
    if notices.pending.is_empty() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut close = false;
    egui::Window::new(texts.get("storage-title"))
        .id(egui::Id::new("storage notices"))
        .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 12.0))
        .collapsible(false)
        .resizable(false)
        .max_width(ctx.content_rect().width().min(560.0) - 24.0)
        .show(ctx, |ui| {
            for notice in &notices.pending {
                ui.add(
                    egui::Label::new(
                        egui::RichText::new(notice_text(&texts, notice))
                            .color(palette::UI_WARN.egui()),
                    )
                    .wrap(),
                );
            }
            close = ui.button(texts.get("problems-close")).clicked();
        });
    if close {
        notices.pending.clear();
    }
    Ok(())
}

/// What a notice says, in the player's language.
pub fn notice_text(texts: &Texts, notice: &StorageNotice) -> String {
    match notice {
        StorageNotice::AutosaveFailed(e) => texts.fill(
            "storage-autosave-failed",
            &[("error", Arg::from(&brief(e)))],
        ),
        StorageNotice::SettingsFailed(e) => texts.fill(
            "storage-settings-failed",
            &[("error", Arg::from(&brief(e)))],
        ),
        StorageNotice::KeepFailed(e) => {
            texts.fill("storage-keep-failed", &[("error", Arg::from(&brief(e)))])
        }
        StorageNotice::AnotherWindow => texts.get("storage-another-window"),
        StorageNotice::PositionsFailed(e) => texts.fill(
            "storage-positions-failed",
            &[("error", Arg::from(&brief(e)))],
        ),
        StorageNotice::PositionsUnread(file) => {
            texts.fill("storage-positions-unread", &[("file", Arg::from(file))])
        }
        StorageNotice::RatingsFailed(e) => {
            texts.fill("storage-ratings-failed", &[("error", Arg::from(&brief(e)))])
        }
        StorageNotice::RatingsUnread(file) => {
            texts.fill("storage-ratings-unread", &[("file", Arg::from(file))])
        }
        StorageNotice::VariantNotKept { name, reason } => texts.fill(
            "storage-variant-not-kept",
            &[
                ("name", Arg::from(&super::texts::shortened(name, 48))),
                ("error", Arg::from(&brief(reason))),
            ],
        ),
    }
}

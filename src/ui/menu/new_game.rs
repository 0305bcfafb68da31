//! The new-game page: the games grouped by family (the siege games; Fox & Geese with its geese
//! count and sideways option; the player's own variant files), who plays, and the computer's
//! strength.

use std::sync::Arc;

use asalto_engine::search::Level;
use asalto_engine::{CaptureRule, Family, Variant};
use bevy_egui::egui;

use crate::game::ratings::PlayerRatings;
use crate::game::{MatchSetup, Mode, OwnVariants};
use crate::theme::palette;
use crate::ui::diagram::{self, Diagram};
use crate::ui::texts::Texts;

use super::MenuState;
use super::actions::MenuAction;
use super::widgets::{back_button, big_button, heading, section};

/// The geese counts Fox & Geese is played with.
const GEESE: [u32; 3] = [13, 15, 17];

pub(super) fn new_game_page(
    ui: &mut egui::Ui,
    t: &Texts,
    settings: &mut MatchSetup,
    own: &OwnVariants,
    ratings: &PlayerRatings,
    state: &mut MenuState,
) -> Option<MenuAction> {
    heading(ui, &t.get("menu-new-game"));
    section(ui, &t.get("menu-variant"));
    family_heading(ui, &t.get("menu-family-siege"));
    let sieges = Variant::builtins()
        .iter()
        .filter(|v| v.family() == Family::Siege);
    choice_cards(ui, t, settings, sieges);
    fox_and_geese(ui, t, settings);
    let opened = own_games(ui, t, settings, own, state);
    section(ui, &t.get("menu-mode"));
    for m in Mode::ALL {
        let name = t.mode_name(m, &settings.variant);
        if ui.radio(settings.mode == m, name).clicked() {
            settings.mode = m;
        }
    }
    ui.add_enabled_ui(settings.mode != Mode::HotSeat, |ui| {
        section(ui, &t.get("menu-level"));
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
    super::rating_lines::rating_lines(ui, t, settings, ratings);
    if settings.variant.capture_rule() == CaptureRule::Huffing {
        ui.add_space(4.0);
        ui.checkbox(&mut settings.warn_huff, t.get("menu-warn-huff"));
    }
    back_button(ui, t).or(opened)
}

/// The bar under the new-game page that never scrolls away: the button that starts the game.
pub(super) fn start_bar(ui: &mut egui::Ui, t: &Texts) -> Option<MenuAction> {
    ui.vertical_centered(|ui| big_button(ui, &t.get("menu-start")).clicked())
        .inner
        .then_some(MenuAction::Start)
}

/// The player's own variants, and a way to open another file: a path on desktops, the
/// browser's file chooser on the web. The engine's reason for refusing a file shows below.
fn own_games(
    ui: &mut egui::Ui,
    t: &Texts,
    settings: &mut MatchSetup,
    own: &OwnVariants,
    state: &mut MenuState,
) -> Option<MenuAction> {
    let mut action = None;
    family_heading(ui, &t.get("menu-family-own"));
    choice_cards(ui, t, settings, own.all());
    ui.label(egui::RichText::new(t.get("menu-own-help")).size(13.0));
    ui.horizontal(|ui| {
        if crate::platform::files::OPENS_BY_PATH {
            let field = egui::TextEdit::singleline(&mut state.variant_path)
                .hint_text(t.get("menu-own-path-hint"))
                .char_limit(crate::platform::files::MAX_PATH_CHARS)
                .min_size(egui::vec2(0.0, ui.spacing().interact_size.y))
                .desired_width((ui.available_width() - 90.0).clamp(120.0, 380.0));
            let typed = ui.add(field);
            let entered = typed.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if ui.button(t.get("menu-own-open")).clicked() || entered {
                action = Some(MenuAction::OpenVariantFile(state.variant_path.clone()));
            }
        } else if ui.button(t.get("menu-own-choose")).clicked() {
            action = Some(MenuAction::ChooseVariantFile);
        }
    });
    if let Some(problem) = &state.variant_problem {
        ui.label(egui::RichText::new(problem).color(palette::UI_WARN.egui()));
    }
    action
}

/// Fox & Geese as one card, its options beside the picture; choosing an option chooses the game.
fn fox_and_geese(ui: &mut egui::Ui, t: &Texts, settings: &mut MatchSetup) {
    family_heading(ui, &t.get("menu-family-fox-geese"));
    let chosen = settings.variant.family() == Family::FoxAndGeese;
    let (mut geese, mut sideways) = if chosen {
        let v = &settings.variant;
        (v.attackers_start().count_ones(), v.attackers_sideways())
    } else {
        (GEESE[0], false)
    };
    let Some(shown) = Variant::fox_and_geese(geese, sideways) else {
        return;
    };
    let mut changed = false;
    let clicked = variant_card(ui, t, &shown, chosen, |ui| {
        ui.add_space(12.0);
        ui.vertical(|ui| {
            ui.set_width(ui.available_width().min(220.0));
            ui.label(egui::RichText::new(t.get("rules-heading-options")).strong());
            ui.horizontal(|ui| {
                ui.label(format!("{}:", t.get("menu-geese")));
                for n in GEESE {
                    let label = egui::RichText::new(n.to_string()).size(16.0);
                    if ui.selectable_label(chosen && geese == n, label).clicked() {
                        geese = n;
                        changed = true;
                    }
                }
            });
            changed |= ui.checkbox(&mut sideways, t.get("menu-sideways")).changed();
            ui.add_space(6.0);
            ui.label(egui::RichText::new(t.get("menu-family-fox-geese-intro")).size(13.0));
        });
    });
    if (clicked || changed)
        && let Some(v) = Variant::fox_and_geese(geese, sideways)
    {
        settings.variant = v;
    }
}

/// A card's width with its frame, margins and the space after it.
const CARD_WIDTH: f32 = 220.0 + 2.0 * 8.0 + 5.0 + 8.0;

/// Games' cards in rows, as many to a row as the width holds (egui cannot wrap frames, whose
/// size it learns only once drawn); a click chooses that game.
fn choice_cards<'a>(
    ui: &mut egui::Ui,
    t: &Texts,
    settings: &mut MatchSetup,
    games: impl IntoIterator<Item = &'a Arc<Variant>>,
) {
    let games: Vec<&Arc<Variant>> = games.into_iter().collect();
    let per_row = ((ui.available_width() / CARD_WIDTH) as usize).max(1);
    for row in games.chunks(per_row) {
        ui.horizontal(|ui| {
            for &v in row {
                let selected = settings.variant.name() == v.name();
                if variant_card(ui, t, v, selected, |_| {}) && !selected {
                    settings.variant = v.clone();
                }
            }
        });
    }
}

fn family_heading(ui: &mut egui::Ui, text: &str) {
    ui.add_space(4.0);
    ui.label(egui::RichText::new(text).size(16.0).strong());
}

/// A game's card: its start drawn from its data, its name and a line about it, and whatever
/// `extra` adds beside them (its widgets keep their own clicks). Returns whether the picture
/// or the name was clicked.
fn variant_card(
    ui: &mut egui::Ui,
    t: &Texts,
    v: &Arc<Variant>,
    selected: bool,
    extra: impl FnOnce(&mut egui::Ui),
) -> bool {
    let card = egui::Frame::new()
        .fill(if selected {
            palette::UI_CARD_CHOSEN.egui()
        } else {
            palette::UI_CARD.egui()
        })
        .stroke(egui::Stroke::new(
            if selected { 2.5 } else { 1.0 },
            palette::UI_ACCENT.egui(),
        ))
        .corner_radius(8)
        .inner_margin(8)
        .show(ui, |ui| {
            // The options beside the picture when there is room, under it when not.
            let layout = if ui.available_width() >= 480.0 {
                egui::Layout::left_to_right(egui::Align::Min)
            } else {
                egui::Layout::top_down(egui::Align::Min)
            };
            ui.with_layout(layout, |ui| {
                let column = egui::Layout::top_down(egui::Align::Center);
                let top = ui.allocate_ui_with_layout(egui::vec2(220.0, 0.0), column, |ui| {
                    ui.set_width(220.0);
                    let mut thumb = Diagram::new(v);
                    thumb.position = Some(diagram::start_position(v));
                    thumb.show_lines_access = v.capture_rule() == CaptureRule::MandatoryMaximum;
                    thumb.show(ui, 130.0);
                    ui.label(egui::RichText::new(t.variant_title(v)).strong().size(17.0));
                    ui.label(egui::RichText::new(t.variant_blurb(v)).size(13.0));
                });
                extra(ui);
                // An id of its own: the area's own (hover-only) id would give the focus up
                // each frame.
                let picked = ui.interact(
                    top.response.rect,
                    egui::Id::new(("game card", v.name())),
                    egui::Sense::click(),
                );
                // A screen reader names the card; the keyboard's focus shows round it.
                let title = t.variant_title(v);
                picked.widget_info(|| {
                    egui::WidgetInfo::selected(egui::WidgetType::Button, true, selected, &title)
                });
                if picked.has_focus() {
                    ui.painter().rect_stroke(
                        picked.rect.expand(4.0),
                        6,
                        egui::Stroke::new(2.5, palette::UI_TEXT.egui()),
                        egui::StrokeKind::Outside,
                    );
                }
                picked.clicked()
            })
            .inner
        });
    card.inner
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::settings::Language;
    use crate::ui::probe;

    /// On a phone held upright the page is no wider than the window: the cards go one under
    /// another and Fox & Geese's options under its picture.
    #[test]
    fn the_page_fits_a_narrow_window() {
        let t = Texts::new(Language::English);
        let mut setup = MatchSetup::default();
        let mut state = MenuState::default();
        let own = OwnVariants::default();
        let ratings = PlayerRatings::default();
        for width in [360.0, 390.0, 768.0] {
            let placed = probe::layout(width, 844.0, |ui| {
                new_game_page(ui, &t, &mut setup, &own, &ratings, &mut state);
            });
            let widest = placed.iter().map(|p| p.rect.max.x).fold(0.0, f32::max);
            assert!(
                widest <= width,
                "{width}: a widget reaches {widest}: {placed:?}"
            );
        }
    }
}

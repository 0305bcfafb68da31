//! The side panel's move list: the game's moves two to a row, each a button that shows the
//! position after it, marked after a review (?! an inaccuracy, ? a mistake, ?? a blunder).

use bevy_egui::egui;

use crate::game::GameCommand;
use crate::theme::palette;
use crate::ui::texts::{Texts, move_number};

use super::actions::HudAction;
use super::marks::Mark;
use super::view::PanelView;

/// The move list, with the key hints under it on a desktop; inside a panel that scrolls, the
/// list takes a fixed height and the hints (for keyboards) are left out.
pub(super) fn move_list(
    ui: &mut egui::Ui,
    t: &Texts,
    view: &PanelView,
    act: &mut impl FnMut(HudAction),
    scrolls: bool,
) {
    ui.horizontal(|ui| {
        ui.label(egui::RichText::new(t.get("hud-moves")).strong());
        if view.reviewing && ui.button(t.get("hud-back-to-game")).clicked() {
            act(HudAction::Command(GameCommand::Review(None)));
        }
        if !view.moves.is_empty() && ui.button(t.get("hud-review")).clicked() {
            act(HudAction::ReviewGame);
        }
    });
    if view.reviewing {
        ui.label(
            egui::RichText::new(t.get("hud-reviewing"))
                .small()
                .color(palette::UI_ACCENT.egui()),
        );
    }
    if scrolls {
        move_rows(ui, t, view, act, 200.0);
        return;
    }
    // Room below for the key hints, as tall as they wrap (five lines in French); where that
    // would leave the list less than a few rows (a French panel in a 1280x800 window), the
    // hints give way: a scroll area is never shorter than egui's minimum, so it would run
    // over them.
    let hints = egui::WidgetText::from(egui::RichText::new(t.get("hud-keys")).small()).into_galley(
        ui,
        Some(egui::TextWrapMode::Wrap),
        ui.available_width(),
        egui::TextStyle::Small,
    );
    let reserve = hints.size().y + 4.0 * ui.spacing().item_spacing.y;
    let room = ui.available_height();
    let with_hints = room - reserve >= MIN_LIST_HEIGHT;
    move_rows(
        ui,
        t,
        view,
        act,
        if with_hints { room - reserve } else { room },
    );
    if with_hints {
        ui.with_layout(egui::Layout::bottom_up(egui::Align::Center), |ui| {
            ui.label(egui::RichText::new(t.get("hud-keys")).small().weak());
        });
    }
}

/// The move list's least height beside the key hints: three rows, above egui's least height
/// for a scroll area (64).
const MIN_LIST_HEIGHT: f32 = 80.0;

/// The moves, two to a row, in a list that scrolls; a click on one shows the position after it.
fn move_rows(
    ui: &mut egui::Ui,
    t: &Texts,
    view: &PanelView,
    act: &mut impl FnMut(HudAction),
    height: f32,
) {
    egui::ScrollArea::vertical()
        .id_salt("move-list")
        .max_height(height)
        .stick_to_bottom(!view.reviewing)
        .auto_shrink([false, false])
        .show(ui, |ui| {
            egui::Grid::new("moves")
                .num_columns(3)
                .spacing([6.0, 2.0])
                .striped(true)
                .show(ui, |ui| {
                    for (row, pair) in view.moves.chunks(2).enumerate() {
                        ui.label(egui::RichText::new(move_number(row + 1)).weak());
                        for (j, text) in pair.iter().enumerate() {
                            let n = row * 2 + j + 1;
                            let mark = view.marks.get(n - 1).copied().flatten();
                            let response = move_label(ui, t, text, mark, n == view.shown);
                            if n == view.shown && view.reviewing {
                                scroll_to_when_new(ui, &response, n);
                            }
                            if response.clicked() {
                                let target = (n != view.moves.len()).then_some(n);
                                act(HudAction::Command(GameCommand::Review(target)));
                            }
                        }
                        ui.end_row();
                    }
                });
        });
}

/// Brings the move shown into the list's view when it becomes the one shown (stepping through
/// a review with the keys), and leaves the player's own scrolling alone otherwise.
fn scroll_to_when_new(ui: &egui::Ui, response: &egui::Response, shown: usize) {
    let id = egui::Id::new("move list shown");
    if ui.data(|d| d.get_temp::<usize>(id)) != Some(shown) {
        response.scroll_to_me(Some(egui::Align::Center));
        ui.data_mut(|d| d.insert_temp(id, shown));
    }
}

/// One move's button: its text and mark, in the mark's colour; a screen reader hears the
/// mark's word ("blunder", "only good move") rather than the mark.
fn move_label(
    ui: &mut egui::Ui,
    t: &Texts,
    text: &str,
    mark: Option<Mark>,
    selected: bool,
) -> egui::Response {
    let Some((mark, symbol)) = mark.and_then(|m| Some((m, m.symbol()?))) else {
        return ui.selectable_label(selected, egui::RichText::new(text).monospace());
    };
    let mut label = egui::RichText::new(format!("{text}{symbol}")).monospace();
    // On the selected move's highlight the mark's colour would not read; the mark stays.
    if !selected {
        label = label.color(mark.colour());
    }
    let response = ui.selectable_label(selected, label);
    let spoken = format!("{text}, {}", t.get(mark.word_key()));
    response.widget_info(|| {
        egui::WidgetInfo::selected(egui::WidgetType::Button, true, selected, &spoken)
    });
    response
}

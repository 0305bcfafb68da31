//! The side panel, drawn from its [`PanelView`]: whose turn, the count of pieces, the fortress,
//! the note, the buttons, the notation fields and the move list. It changes nothing itself: every
//! button becomes a [`HudAction`].

use asalto_engine::Side;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::board::UiInsets;
use crate::computer::{ComputerPlayer, Hint, LoadedTablebase};
use crate::game::{GameCommand, Match};
use crate::input::SelectionState;
use crate::settings::Settings;
use crate::theme::palette;
use crate::ui::texts::Texts;

use super::actions::HudAction;
use super::chrome::{piece_icon, scrolling};
use super::notation::{Asked, NotationPanel, move_entry, notation_fields};
use super::view::{ComputerNews, PanelView, Tone};
use crate::ui::layout::{Layout, Shape};

pub const PANEL_WIDTH: f32 = 300.0;

fn stat_bar(ui: &mut egui::Ui, label: String, (value, max): (u32, u32), color: egui::Color32) {
    ui.label(label);
    let frac = if max == 0 {
        0.0
    } else {
        value as f32 / max as f32
    };
    ui.add(
        egui::ProgressBar::new(frac.clamp(0.0, 1.0))
            .fill(color)
            .desired_height(10.0),
    );
}

/// What the computer knows that the panel tells: its search, the endgame tables, the hint and
/// the review.
#[derive(SystemParam)]
pub(super) struct ComputerKnows<'w> {
    computer: Res<'w, ComputerPlayer>,
    endgames: Res<'w, LoadedTablebase>,
    hint: Res<'w, Hint>,
    reviewing: Res<'w, crate::computer::Analysis>,
}

pub(super) fn side_panel(
    mut contexts: EguiContexts,
    current: Res<Match>,
    selection: Res<SelectionState>,
    knows: ComputerKnows,
    time: Res<Time>,
    texts: Res<Texts>,
    settings: Option<Res<Settings>>,
    mut notation: ResMut<NotationPanel>,
    mut insets: ResMut<UiInsets>,
    mut actions: MessageWriter<HudAction>,
    board: Option<Res<crate::analysis::AnalysisBoard>>,
    study: Option<Res<crate::study::Study>>,
    cursor: Res<crate::input::BoardCursor>,
    mut words: Local<super::words::WordsCache>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let t = texts.clone();
    let analysing = board.is_some();
    let ComputerKnows {
        computer,
        endgames,
        hint,
        reviewing,
    } = knows;
    let news = ComputerNews::of(&computer, &hint, &endgames, &current);
    let mut view = PanelView::of(&current, &selection, &news, &t);
    view.can_analyse = !analysing;
    let reviewed = reviewing.done.as_ref().map(|r| r.moves.as_slice());
    let played = current.game.plies().iter().map(|ply| ply.mv);
    view.marks = super::marks::move_marks(played, reviewed);
    let coordinates = settings.is_none_or(|s| s.coordinates);
    let size = ctx.content_rect().size();
    let layout = Layout::for_size(size.x, size.y);
    // Each frame the panels say again how much of the window they take.
    *insets = UiInsets {
        pixels_per_point: ctx.zoom_factor(),
        ..UiInsets::default()
    };
    let mut root = egui::Ui::new(
        ctx.clone(),
        "hud root".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    let frame = egui::Frame::new()
        .fill(palette::UI_PANEL.egui())
        .inner_margin(egui::Margin::same(if layout.compact() { 10 } else { 14 }));
    let mut contents = PanelContents {
        view: &view,
        t: &t,
        now: time.elapsed_secs(),
        coordinates,
        current: &current,
        selection: &selection,
        cursor: cursor.0,
        notation: &mut notation,
        words: &mut words,
        actions: &mut actions,
    };
    // Shared with the lesson's, the analysis board's or the review's panel when one is open:
    // in a portrait window they take the other half of the sheet.
    let shared = study.is_some() || analysing || reviewing.open;
    place(
        &mut root,
        &layout,
        frame,
        shared,
        &mut insets,
        |ui, scrolls| contents.show(ui, scrolls),
    );
    Ok(())
}

/// What the side panel shows, top to bottom, and where its buttons' actions go.
struct PanelContents<'a, 'w> {
    view: &'a PanelView,
    t: &'a Texts,
    now: f32,
    coordinates: bool,
    current: &'a Match,
    selection: &'a SelectionState,
    cursor: Option<asalto_engine::Point>,
    notation: &'a mut NotationPanel,
    words: &'a mut super::words::WordsCache,
    actions: &'a mut MessageWriter<'w, HudAction>,
}

impl PanelContents<'_, '_> {
    fn show(&mut self, ui: &mut egui::Ui, scrolls: bool) {
        let (t, view) = (self.t, self.view);
        let actions = &mut *self.actions;
        let mut act = |a: HudAction| {
            actions.write(a);
        };
        // In the sheet of a small screen, whose turn it is and the buttons come first.
        if !scrolls {
            header(ui, view);
            ui.separator();
        }
        turn_and_pieces(ui, t, view, self.now);
        note_box(ui, &view.note);
        buttons(ui, t, view, self.coordinates, &mut act);
        if scrolls {
            ui.separator();
            header(ui, view);
        }
        if view.can_type_move
            && let Some(text) = move_entry(ui, t, self.notation)
        {
            act(HudAction::TypeMove(text));
        }
        let said = self
            .words
            .words(t, self.current, &self.selection.selection, self.cursor);
        super::words::show(ui, t, said);
        match notation_fields(ui, t, self.current, self.notation) {
            Some(Asked::PlayFrom(text)) => act(HudAction::PlayFrom(text)),
            Some(Asked::Replay(text)) => act(HudAction::Replay(text)),
            None => {}
        }
        ui.separator();
        super::move_list::move_list(ui, t, view, &mut act, scrolls);
    }
}

/// Shows the panel where the window's shape puts it (beside the board, or in a sheet under it),
/// and records the room it takes.
fn place(
    root: &mut egui::Ui,
    layout: &Layout,
    frame: egui::Frame,
    shared: bool,
    insets: &mut UiInsets,
    mut contents: impl FnMut(&mut egui::Ui, bool),
) {
    match layout.shape {
        Shape::Wide => {
            let response = egui::Panel::right("hud")
                .exact_size(layout.side_width)
                .resizable(false)
                .frame(frame)
                .show(root, |ui| contents(ui, false));
            insets.right = response.response.rect.width();
        }
        Shape::ShortLandscape => {
            let response = egui::Panel::right("hud")
                .exact_size(layout.side_width)
                .resizable(false)
                .frame(frame)
                .show(root, |ui| {
                    scrolling(ui, "hud scroll", |ui| contents(ui, true))
                });
            insets.right = response.response.rect.width();
        }
        Shape::Portrait => {
            let height = layout.sheet_height * if shared { 0.5 } else { 1.0 };
            let response = egui::Panel::bottom("hud")
                .exact_size(height)
                .resizable(false)
                .frame(frame)
                .show(root, |ui| {
                    scrolling(ui, "hud scroll", |ui| contents(ui, true))
                });
            insets.bottom = response.response.rect.height();
        }
    }
}

fn header(ui: &mut egui::Ui, view: &PanelView) {
    ui.vertical_centered(|ui| {
        ui.heading(
            egui::RichText::new(&view.title)
                .color(palette::UI_ACCENT.egui())
                .size(26.0),
        );
        ui.label(egui::RichText::new(&view.players).italics());
        if let Some(level) = &view.level {
            ui.label(egui::RichText::new(level).small());
        }
    });
}

fn turn_and_pieces(ui: &mut egui::Ui, t: &Texts, view: &PanelView, now: f32) {
    ui.horizontal(|ui| {
        ui.label(egui::RichText::new(format!("{}:", t.get("hud-to-move"))).strong());
        match &view.to_move {
            Some((side, name)) => {
                piece_icon(ui, *side);
                ui.label(egui::RichText::new(name).strong().size(17.0));
                if view.thinking {
                    let dots = ".".repeat(1 + (now * 3.0) as usize % 3);
                    ui.label(
                        egui::RichText::new(format!("{}{dots}", t.get("hud-thinking")))
                            .italics()
                            .color(palette::UI_ACCENT.egui()),
                    );
                }
            }
            None => {
                ui.label("—");
            }
        }
    });
    if let Some((how, left)) = &view.placing {
        ui.label(egui::RichText::new(how).color(palette::UI_ACCENT.egui()));
        ui.label(left);
    }
    ui.add_space(4.0);
    ui.horizontal(|ui| {
        piece_icon(ui, Side::Attackers);
        ui.label(&view.attackers_left);
    });
    let (captured, need) = view.captured;
    stat_bar(
        ui,
        format!("{}: {captured} / {need}", t.get("hud-captured")),
        view.captured,
        palette::UI_CAPTURED_BAR.egui(),
    );
    if let Some((held, size)) = view.fortress {
        stat_bar(
            ui,
            format!("{}: {held} / {size}", t.get("hud-fortress")),
            (held, size),
            palette::UI_FORTRESS_BAR.egui(),
        );
    }
    ui.horizontal(|ui| {
        piece_icon(ui, Side::Officers);
        ui.label(&view.officers);
    });
}

fn note_box(ui: &mut egui::Ui, (text, tone): &(String, Tone)) {
    ui.add_space(4.0);
    let colour = tone.colour();
    egui::Frame::new()
        .fill(palette::UI_WELL.egui())
        .inner_margin(6)
        .corner_radius(4)
        .show(ui, |ui| {
            ui.set_min_height(40.0);
            ui.set_width(ui.available_width());
            ui.label(egui::RichText::new(text).color(colour.egui()));
        });
}

fn buttons(
    ui: &mut egui::Ui,
    t: &Texts,
    view: &PanelView,
    coordinates: bool,
    act: &mut impl FnMut(HudAction),
) {
    ui.add_space(4.0);
    ui.horizontal_wrapped(|ui| {
        if ui
            .add_enabled(view.can_undo, egui::Button::new(t.get("hud-undo")))
            .clicked()
        {
            act(HudAction::Command(GameCommand::Undo));
        }
        if ui
            .add_enabled(view.can_redo, egui::Button::new(t.get("hud-redo")))
            .clicked()
        {
            act(HudAction::Command(GameCommand::Redo));
        }
        if ui
            .add_enabled(view.can_hint, egui::Button::new(t.get("hud-hint")))
            .clicked()
        {
            act(HudAction::Hint);
        }
        if view.can_analyse && ui.button(t.get("hud-analyse")).clicked() {
            act(HudAction::Analyse);
        }
    });
    // A game with moves and no result is not given up without asking.
    let unfinished = view.to_move.is_some() && !view.moves.is_empty();
    let asking_id = egui::Id::new("restart-asked");
    let mut asking = ui.data(|d| d.get_temp::<bool>(asking_id).unwrap_or(false)) && unfinished;
    if asking {
        asking = restart_question(ui, t, act);
    }
    ui.horizontal_wrapped(|ui| {
        if !asking && ui.button(t.get("hud-restart")).clicked() {
            if unfinished {
                asking = true;
            } else {
                act(HudAction::Command(GameCommand::Restart));
            }
        }
        if ui.button(t.get("hud-menu")).clicked() {
            act(HudAction::Menu);
        }
        if ui.button(t.get("hud-save")).clicked() {
            act(HudAction::Save);
        }
        if view.can_send
            && ui
                .button(t.get("hud-send-move"))
                .on_hover_text(t.get("hud-send-move-tip"))
                .clicked()
        {
            act(HudAction::SendMove);
        }
        let mut shown = coordinates;
        if ui
            .checkbox(&mut shown, t.get("settings-coordinates"))
            .changed()
        {
            act(HudAction::ShowCoordinates(shown));
        }
    });
    ui.data_mut(|d| d.insert_temp(asking_id, asking));
}

/// "This game is not finished. Start a new one?": keep it (it goes to the saved games), give it
/// up, or go on with it. Whether to keep asking.
fn restart_question(ui: &mut egui::Ui, t: &Texts, act: &mut impl FnMut(HudAction)) -> bool {
    let mut asking = true;
    ui.label(egui::RichText::new(t.get("hud-restart-confirm")).color(palette::UI_ACCENT.egui()));
    ui.horizontal_wrapped(|ui| {
        if ui.button(t.get("hud-restart-save")).clicked() {
            act(HudAction::Command(GameCommand::RestartKeeping));
            asking = false;
        }
        if ui.button(t.get("hud-restart-discard")).clicked() {
            act(HudAction::Command(GameCommand::Restart));
            asking = false;
        }
        if ui.button(t.get("hud-cancel")).clicked() {
            asking = false;
        }
    });
    asking
}

//! The rules of each variant in plain words, with diagrams drawn from the variant's own data.

use std::sync::Arc;

use asalto_engine::{CaptureRule, Family, Variant};
use bevy_egui::egui;

use crate::ui::diagram::{self, Diagram, MarkKind};
use crate::ui::texts::{Texts, text_name};

use super::actions::MenuAction;
use super::learn::lesson_button;
use super::widgets::{back_button, figure, heading, paragraph, section};

pub(super) fn rules_page(ui: &mut egui::Ui, t: &Texts, chosen: &mut usize) -> Option<MenuAction> {
    let mut action = None;
    heading(ui, &t.get("rules-title"));
    let variants = rules_variants();
    variant_tabs(ui, t, &variants, chosen);
    let v: &Variant = &variants[(*chosen).min(variants.len() - 1)];
    let key = |part: &str| format!("rules-{}-{part}", text_name(v));
    let caption = |key: &str| t.get(&t.family_key(key, v));
    let mut lesson = |ui: &mut egui::Ui, part: &str| {
        if let Some(a) = lesson_button(ui, t, &format!("{}.{part}", v.name())) {
            action = Some(a);
        }
    };
    ui.add_space(6.0);
    paragraph(ui, &t.get(&key("intro")));

    section(ui, &t.get("rules-heading-board"));
    paragraph(ui, &t.get(&key("board")));
    let mut start = Diagram::new(v);
    start.position = Some(diagram::start_position(v));
    start.show_lines_access = v.capture_rule() != CaptureRule::Huffing;
    figure(ui, &start, &caption("rules-caption-start"));
    if v.family() == Family::FoxAndGeese
        && let Some(most) = Variant::fox_and_geese(17, false)
    {
        section(ui, &t.get("rules-heading-options"));
        let mut options = Diagram::new(&most);
        options.position = Some(diagram::start_position(&most));
        figure(ui, &options, &caption("rules-caption-options"));
    }

    section(ui, &t.get("rules-heading-moves"));
    paragraph(ui, &t.get(&key("moves")));
    if v.capture_rule() != CaptureRule::Huffing {
        let mut lines = Diagram::new(v);
        lines.show_lines_access = true;
        figure(ui, &lines, &t.get("rules-caption-lines"));
    }

    lesson(ui, "officer-step");

    section(ui, &t.get("rules-heading-capture"));
    paragraph(ui, &t.get(&key("capture")));
    lesson(ui, "capture");
    if let Some(chain) = capture_figure(v) {
        figure(ui, &chain, &caption("rules-caption-capture"));
    }

    if v.capture_rule() == CaptureRule::Huffing {
        section(ui, &t.get("rules-heading-huff"));
        paragraph(ui, &t.get(&key("huff")));
        lesson(ui, "huff");
        if let Some(huff) = huff_figure(v) {
            figure(ui, &huff, &t.get("rules-caption-huff"));
        }
    }

    section(ui, &t.get("rules-heading-end"));
    paragraph(ui, &t.get(&key("end")));
    lesson(ui, "fill");
    section(ui, &t.get("rules-heading-controls"));
    paragraph(ui, &t.get("rules-controls"));
    back_button(ui, t).or(action)
}

/// A tab for each game the rules describe.
fn variant_tabs(ui: &mut egui::Ui, t: &Texts, variants: &[Arc<Variant>], chosen: &mut usize) {
    ui.horizontal_wrapped(|ui| {
        for (i, v) in variants.iter().enumerate() {
            let name = match v.family() {
                Family::Siege => v.title().to_string(),
                Family::FoxAndGeese => t.get("menu-family-fox-geese"),
            };
            let tab = egui::RichText::new(name).size(17.0);
            if ui.selectable_label(*chosen == i, tab).clicked() {
                *chosen = i;
            }
        }
    });
}

/// A capture chain drawn on the variant's board, the attackers it takes marked.
fn capture_figure(v: &Variant) -> Option<Diagram<'_>> {
    let (pos, path, captured) = diagram::capture_example(v)?;
    let mut chain = Diagram::new(v);
    chain.position = Some(pos);
    chain.arrows = vec![path];
    chain.marked = captured
        .into_iter()
        .map(|p| (p, MarkKind::Captured))
        .collect();
    Some(chain)
}

/// An officer about to be huffed, with the capture it missed.
fn huff_figure(v: &Variant) -> Option<Diagram<'_>> {
    let (pos, officer, path) = diagram::huff_example(v)?;
    let mut huff = Diagram::new(v);
    huff.position = Some(pos);
    huff.missed = vec![path];
    huff.marked = vec![(officer, MarkKind::Huffed)];
    Some(huff)
}

/// The games the rules describe: each siege game, and Fox & Geese once for all its options
/// (the pictures show 13 geese; the options' own start is drawn too).
pub(super) fn rules_variants() -> Vec<Arc<Variant>> {
    let sieges = Variant::builtins()
        .iter()
        .filter(|v| v.family() == Family::Siege)
        .cloned();
    sieges.chain(Variant::fox_and_geese(13, false)).collect()
}

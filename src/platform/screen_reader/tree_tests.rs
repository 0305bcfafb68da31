use super::*;
use bevy_egui::egui;
use bevy_egui::egui::accesskit::{Action, ActionRequest, TreeId};

/// A small panel as egui lays it out, its tree read back; `events` go into the last pass.
struct Panel {
    checked: bool,
    text: String,
    said: String,
    clicks: usize,
}

impl Panel {
    fn new() -> Panel {
        Panel {
            checked: true,
            text: "c3-c4".into(),
            said: "Officers to move.".into(),
            clicks: 0,
        }
    }

    fn draw(&mut self, ctx: &egui::Context, events: Vec<egui::Event>) -> TreeUpdate {
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(400.0, 300.0),
            )),
            events,
            ..Default::default()
        };
        let mut output = ctx.run_ui(input, |ui| {
            egui::CentralPanel::default().show(ui, |ui| {
                ui.heading("Asalto");
                if ui.button("New game").clicked() {
                    self.clicks += 1;
                }
                ui.add_enabled(false, egui::Button::new("Undo"));
                ui.checkbox(&mut self.checked, "Sound");
                ui.text_edit_singleline(&mut self.text);
                let said = ui.label(&self.said);
                ui.ctx().accesskit_node_builder(said.id, |node| {
                    node.set_live(Live::Polite);
                });
            });
        });
        // No renderer takes the font atlas.
        output.textures_delta.clear();
        output
            .platform_output
            .accesskit_update
            .expect("egui gives its tree once asked")
    }
}

fn context() -> egui::Context {
    let ctx = egui::Context::default();
    let mut fonts = egui::FontDefinitions::empty();
    let ubuntu = include_bytes!("../../../assets/fonts/Ubuntu-Light.ttf");
    fonts.font_data.insert(
        "text".into(),
        std::sync::Arc::new(egui::FontData::from_static(ubuntu)),
    );
    for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
        fonts.families.insert(family, vec!["text".into()]);
    }
    ctx.set_fonts(fonts);
    ctx.enable_accesskit();
    ctx
}

fn named<'a>(frame: &'a Frame, name: &str) -> &'a Mirrored {
    frame
        .nodes
        .iter()
        .find(|n| n.name == name)
        .unwrap_or_else(|| panic!("no {name:?} in {:#?}", frame.nodes))
}

#[test]
fn a_panel_is_read_in_order_with_roles_states_and_places() {
    let ctx = context();
    let update = Panel::new().draw(&ctx, Vec::new());
    let frame = read(&update, 2.0);
    let names: Vec<&str> = frame.nodes.iter().map(|n| n.name.as_str()).collect();
    let at = |name: &str| names.iter().position(|n| *n == name).unwrap();
    assert!(
        at("Asalto") < at("New game") && at("New game") < at("Undo") && at("Undo") < at("Sound")
    );
    let new_game = named(&frame, "New game");
    assert_eq!((new_game.role, new_game.disabled), (Some("button"), false));
    assert!(named(&frame, "Undo").disabled);
    assert_eq!(named(&frame, "Sound").checked, Some("true"));
    assert_eq!(named(&frame, "Sound").role, Some("checkbox"));
    let field = frame
        .nodes
        .iter()
        .find(|n| n.role == Some("textbox"))
        .unwrap();
    assert_eq!(field.value.as_deref(), Some("c3-c4"));
    // Bounds in CSS pixels: egui's points times the zoom, inside the doubled window.
    let [x, y, w, h] = new_game.bounds;
    assert!(x >= 0.0 && y > 0.0 && w > 20.0 && h > 20.0 && x + w <= 800.0 && y + h <= 600.0);
    assert!(
        frame
            .nodes
            .iter()
            .all(|n| !n.name.is_empty() || n.role.is_some())
    );
    assert_eq!(
        frame.live.values().collect::<Vec<_>>(),
        [&(Live::Polite, "Officers to move.".to_string())]
    );
}

#[test]
fn only_what_changed_is_set_and_what_went_is_removed() {
    let ctx = context();
    let mut panel = Panel::new();
    let first = read(&panel.draw(&ctx, Vec::new()), 1.0);
    let same = read(&panel.draw(&ctx, Vec::new()), 1.0);
    assert_eq!(changes(&first.nodes, &same.nodes), Changes::default());
    panel.checked = false;
    let unticked = read(&panel.draw(&ctx, Vec::new()), 1.0);
    let c = changes(&same.nodes, &unticked.nodes);
    assert_eq!(
        c.set.iter().map(|n| n.name.as_str()).collect::<Vec<_>>(),
        ["Sound"]
    );
    assert!(c.gone.is_empty() && !c.reordered);
    let fewer: Vec<Mirrored> = unticked
        .nodes
        .iter()
        .filter(|n| n.name != "Undo")
        .cloned()
        .collect();
    let c = changes(&unticked.nodes, &fewer);
    assert_eq!((c.set.len(), c.gone.len(), c.reordered), (0, 1, false));
    let c = changes(&fewer, &unticked.nodes);
    assert_eq!((c.set.len(), c.gone.len(), c.reordered), (1, 0, true));
    let mut turned = unticked.nodes.clone();
    turned.swap(0, 1);
    assert!(changes(&unticked.nodes, &turned).reordered);
}

#[test]
fn a_live_node_is_said_when_its_words_change() {
    let ctx = context();
    let mut panel = Panel::new();
    let first = read(&panel.draw(&ctx, Vec::new()), 1.0);
    assert_eq!(
        to_say(&HashMap::new(), &first.live).0,
        ["Officers to move."]
    );
    let again = read(&panel.draw(&ctx, Vec::new()), 1.0);
    assert_eq!(to_say(&first.live, &again.live), (vec![], vec![]));
    panel.said = "Rebels to move. Last move: c3-c4.".into();
    let moved = read(&panel.draw(&ctx, Vec::new()), 1.0);
    assert_eq!(
        to_say(&again.live, &moved.live).0,
        ["Rebels to move. Last move: c3-c4."]
    );
    let loud: HashMap<u64, (Live, String)> =
        [(7, (Live::Assertive, "Not a move here".into()))].into();
    assert_eq!(
        to_say(&moved.live, &loud),
        (vec![], vec!["Not a move here".into()])
    );
}

/// A reader's request of a node, as the page passes it to egui.
fn asked(action: Action, node: u64) -> egui::Event {
    egui::Event::AccessKitActionRequest(ActionRequest {
        action,
        target_tree: TreeId::ROOT,
        target_node: NodeId(node),
        data: None,
    })
}

/// What the page sends back for a mirrored button reaches egui as a click on that button.
#[test]
fn a_click_on_a_mirrored_node_clicks_egui_s_button() {
    let ctx = context();
    let mut panel = Panel::new();
    let frame = read(&panel.draw(&ctx, Vec::new()), 1.0);
    let target = named(&frame, "New game").id;
    panel.draw(&ctx, vec![asked(Action::Click, target)]);
    assert_eq!(panel.clicks, 1);
    panel.draw(&ctx, vec![asked(Action::Focus, target)]);
    let after = read(&panel.draw(&ctx, Vec::new()), 1.0);
    assert_eq!(after.focus, Some(target));
}

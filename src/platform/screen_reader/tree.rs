//! egui's accessibility tree of one frame read as what a page mirrors: the nodes a screen reader
//! reads, flat and in the tree's order, each with its ARIA role, name, states and place on the
//! page; the node that has the keyboard; and the words of live nodes that changed since the last
//! frame, to be said. Nothing here touches a page, so it is tested natively.

use std::collections::HashMap;

use bevy_egui::egui::accesskit::{Live, Node, NodeId, Role, Toggled, TreeUpdate};

/// One node as the page shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct Mirrored {
    /// egui's id of the node, the key between the page and egui.
    pub id: u64,
    /// The ARIA role; `None` for plain text.
    pub role: Option<&'static str>,
    pub name: String,
    /// A text field's text.
    pub value: Option<String>,
    /// Left, top, width and height in CSS pixels.
    pub bounds: [f32; 4],
    /// `aria-checked`: "true", "false" or "mixed".
    pub checked: Option<&'static str>,
    pub disabled: bool,
    pub expanded: Option<bool>,
    pub selected: Option<bool>,
    /// A slider's value, lowest and highest.
    pub range: Option<[f64; 3]>,
}

/// What a frame's tree gives the page.
#[derive(Debug, Default, PartialEq)]
pub struct Frame {
    pub nodes: Vec<Mirrored>,
    /// The node with the keyboard, when it is mirrored.
    pub focus: Option<u64>,
    /// The words of each live node, by id: polite ones and assertive ones.
    pub live: HashMap<u64, (Live, String)>,
}

/// The ARIA role of an AccessKit role, `Some(None)` for text, `None` for a container the page
/// leaves out (its children are mirrored in its place).
fn aria_role(role: Role) -> Option<Option<&'static str>> {
    Some(Some(match role {
        Role::Button | Role::DefaultButton => "button",
        Role::CheckBox => "checkbox",
        Role::Switch => "switch",
        Role::RadioButton => "radio",
        Role::Slider => "slider",
        Role::SpinButton => "spinbutton",
        Role::TextInput | Role::MultilineTextInput | Role::SearchInput => "textbox",
        Role::ComboBox => "combobox",
        Role::Link => "link",
        Role::Heading => "heading",
        Role::Image => "img",
        Role::ProgressIndicator => "progressbar",
        Role::Tab => "tab",
        Role::MenuItem => "menuitem",
        Role::ListItem => "listitem",
        Role::Label => return Some(None),
        _ => return None,
    }))
}

/// The frame's nodes, flat in the tree's order from its root; `zoom` turns egui's points into
/// the page's CSS pixels.
pub fn read(update: &TreeUpdate, zoom: f32) -> Frame {
    let by_id: HashMap<NodeId, &Node> = update.nodes.iter().map(|(id, n)| (*id, n)).collect();
    let mut frame = Frame::default();
    let Some(root) = update.tree.as_ref().map(|t| t.root) else {
        return frame;
    };
    let mut stack = vec![root];
    while let Some(id) = stack.pop() {
        let Some(node) = by_id.get(&id) else { continue };
        stack.extend(node.children().iter().rev());
        let name = node.label().or(node.value()).unwrap_or("").trim();
        if let Some(live) = node.live().filter(|l| *l != Live::Off) {
            frame.live.insert(id.0, (live, name.to_string()));
        }
        let Some(role) = aria_role(node.role()) else {
            continue;
        };
        if name.is_empty() && role.is_none() {
            continue;
        }
        frame.nodes.push(mirrored(id, node, role, name, zoom));
    }
    frame.focus = Some(update.focus.0).filter(|f| frame.nodes.iter().any(|n| n.id == *f));
    frame
}

fn mirrored(
    id: NodeId,
    node: &Node,
    role: Option<&'static str>,
    name: &str,
    zoom: f32,
) -> Mirrored {
    let bounds = node.bounds().map_or([0.0; 4], |b| {
        let z = f64::from(zoom);
        [b.x0 * z, b.y0 * z, (b.x1 - b.x0) * z, (b.y1 - b.y0) * z].map(|v| v as f32)
    });
    let text_field = role == Some("textbox");
    Mirrored {
        id: id.0,
        role,
        name: if text_field {
            node.label().unwrap_or("").trim().to_string()
        } else {
            name.to_string()
        },
        value: text_field.then(|| node.value().unwrap_or("").to_string()),
        bounds,
        checked: node.toggled().map(|t| match t {
            Toggled::True => "true",
            Toggled::False => "false",
            Toggled::Mixed => "mixed",
        }),
        disabled: node.is_disabled(),
        expanded: node.is_expanded(),
        selected: node.is_selected(),
        range: node.numeric_value().map(|v| {
            [
                v,
                node.min_numeric_value().unwrap_or(v),
                node.max_numeric_value().unwrap_or(v),
            ]
        }),
    }
}

/// What the page must change to show `now` where it showed `before`.
#[derive(Debug, Default, PartialEq)]
pub struct Changes<'a> {
    /// Nodes new or changed, to create or update.
    pub set: Vec<&'a Mirrored>,
    /// Ids no longer in the tree, to remove.
    pub gone: Vec<u64>,
    /// Whether the order of the nodes changed (the page then puts them in order again).
    pub reordered: bool,
}

pub fn changes<'a>(before: &[Mirrored], now: &'a [Mirrored]) -> Changes<'a> {
    let old: HashMap<u64, &Mirrored> = before.iter().map(|n| (n.id, n)).collect();
    let kept: std::collections::HashSet<u64> = now.iter().map(|n| n.id).collect();
    Changes {
        set: now.iter().filter(|n| old.get(&n.id) != Some(n)).collect(),
        gone: before
            .iter()
            .map(|n| n.id)
            .filter(|id| !kept.contains(id))
            .collect(),
        // New nodes count: the page puts them in their place by ordering again.
        reordered: !before
            .iter()
            .map(|n| n.id)
            .filter(|id| kept.contains(id))
            .eq(now.iter().map(|n| n.id)),
    }
}

/// The words to say now: each live node's words that are new or changed since `before`, polite
/// and assertive apart, in no particular order between nodes.
pub fn to_say(
    before: &HashMap<u64, (Live, String)>,
    now: &HashMap<u64, (Live, String)>,
) -> (Vec<String>, Vec<String>) {
    let mut polite = Vec::new();
    let mut assertive = Vec::new();
    for (id, (live, words)) in now {
        if words.is_empty() || before.get(id).is_some_and(|(_, w)| w == words) {
            continue;
        }
        match live {
            Live::Assertive => assertive.push(words.clone()),
            _ => polite.push(words.clone()),
        }
    }
    (polite, assertive)
}

#[cfg(test)]
#[path = "tree_tests.rs"]
mod tests;

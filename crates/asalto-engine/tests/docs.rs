//! The documentation is checked, not trusted: every relative link, picture and anchor in
//! README.md, the root's other documents and docs/ resolves, and every `asalto-engine` command
//! they show is accepted by the tool (cheap ones are run for real, the rest read their
//! arguments only: `ASALTO_ENGINE_ARGUMENTS_ONLY`).

mod doc_scan;

use doc_scan::{documents, root};

#[test]
fn every_link_picture_and_anchor_resolves() {
    let docs = documents();
    let mut broken = Vec::new();
    let mut checked = 0;
    for doc in &docs {
        for link in doc.links() {
            let target = link.text.as_str();
            if target.contains("://") || target.starts_with("mailto:") {
                continue;
            }
            checked += 1;
            let (path, anchor) = target.split_once('#').unwrap_or((target, ""));
            let file = if path.is_empty() {
                doc.path.clone()
            } else {
                doc.path
                    .parent()
                    .expect("a document is in a folder")
                    .join(path)
            };
            let place = format!("{}:{}: {target}", doc.name(), link.line);
            if !file.exists() {
                broken.push(format!("{place}: no such file"));
                continue;
            }
            if anchor.is_empty() {
                continue;
            }
            let Some(linked) = docs.iter().find(|d| same_file(&d.path, &file)) else {
                broken.push(format!(
                    "{place}: an anchor into a file that is not a document"
                ));
                continue;
            };
            if !linked.anchors().contains(anchor) {
                broken.push(format!("{place}: no heading with that anchor"));
            }
        }
    }
    assert!(
        broken.is_empty(),
        "broken links and pictures:\n{}",
        broken.join("\n")
    );
    assert!(
        checked > 50,
        "only {checked} links found: is the scanner broken?"
    );
}

fn same_file(a: &std::path::Path, b: &std::path::Path) -> bool {
    a.canonicalize().ok() == b.canonicalize().ok()
}

#[test]
fn every_picture_in_docs_screenshots_is_shown() {
    let shown: Vec<String> = documents()
        .iter()
        .flat_map(|d| d.links())
        .map(|l| l.text)
        .collect();
    let unshown: Vec<String> = std::fs::read_dir(root().join("docs/screenshots"))
        .expect("docs/screenshots exists")
        .map(|e| {
            e.expect("readable")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .filter(|name| !shown.iter().any(|target| target.ends_with(name.as_str())))
        .collect();
    assert!(
        unshown.is_empty(),
        "pictures made but shown nowhere: {unshown:?}"
    );
}

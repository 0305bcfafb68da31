//! The proof-number solver: known small wins are proven and their certificates pass the
//! checker, corrupted certificates do not, and a game that can only go round in circles is
//! never called a win.

use asalto_engine::job::StopFlag;
use asalto_engine::solver::{self, Certificate, CheckError, ProofNode, SolverLimits, Verdict};
use asalto_engine::{Position, Side, Variant, parse_apn};

fn limits(nodes: u64) -> SolverLimits {
    SolverLimits {
        nodes,
        table_entries: 1_000_000,
    }
}

fn prove(apn: &str, side: Side, nodes: u64) -> (std::sync::Arc<Variant>, Verdict) {
    let (variant, pos) = parse_apn(apn).unwrap();
    let solved = solver::ProofSearch::prove(
        &variant,
        &pos,
        &[],
        side,
        limits(nodes),
        &StopFlag::default(),
    );
    (variant, solved.verdict)
}

/// A proven win, its length, and its certificate read back from its text.
fn win(apn: &str, side: Side) -> (std::sync::Arc<Variant>, usize, Certificate) {
    let (variant, verdict) = prove(apn, side, 1_000_000);
    let Verdict::Win { plies, tree } = verdict else {
        panic!("{apn}: {verdict:?}");
    };
    let text = tree.to_text(&variant);
    let (_, read) = Certificate::parse(&text, Variant::builtin).unwrap();
    assert_eq!(read, tree, "the certificate reads back as written");
    let checked = solver::proof::check(&variant, &read, &[]).unwrap();
    assert_eq!(checked.plies, plies);
    (variant, plies, read)
}

#[test]
fn small_wins_are_proven_and_checked() {
    // A capture chain that leaves the soldiers too few to take the fortress.
    let (_, plies, _) = win(
        "assaut o ..O/.../..O..RR/..R..RR/R....RR/R../... 0",
        Side::Officers,
    );
    assert_eq!(plies, 1);
    // The last fortress point filled.
    let (_, plies, _) = win(
        "assaut r RRR/RRR/.R.RRRR/.O...R./......./.../..O 0",
        Side::Attackers,
    );
    assert_eq!(plies, 1);
    // The fox shut in on c7.
    let (_, plies, _) = win(
        "fox-geese-13 r O.R/RRR/..R.R../......./......./.../... 0",
        Side::Attackers,
    );
    assert_eq!(plies, 1);
    // Nine plies of Asalto: the rebels force their way in whatever the officers do.
    let (_, plies, cert) = win(
        "asalto r RRR/OR./RR.ORRR/RRRR.RR/R.RRR.R/R.R/R.R 3",
        Side::Attackers,
    );
    assert_eq!(plies, 9);
    assert!(
        count(&cert.nodes) > plies,
        "replies of the officers are in the tree"
    );
}

fn count(nodes: &[ProofNode]) -> usize {
    nodes.iter().map(|n| 1 + count(&n.children)).sum()
}

/// The first defender node with two replies or more, by the path of child indices to it.
fn branching(nodes: &[ProofNode], path: &mut Vec<usize>) -> bool {
    if nodes.len() >= 2 {
        return true;
    }
    for (i, n) in nodes.iter().enumerate() {
        path.push(i);
        if branching(&n.children, path) {
            return true;
        }
        path.pop();
    }
    false
}

fn at<'a>(nodes: &'a mut Vec<ProofNode>, path: &[usize]) -> &'a mut Vec<ProofNode> {
    match path.split_first() {
        None => nodes,
        Some((&i, rest)) => at(&mut nodes[i].children, rest),
    }
}

#[test]
fn corrupted_certificates_are_refused() {
    let (variant, _, cert) = win(
        "asalto r RRR/OR./RR.ORRR/RRRR.RR/R.RRR.R/R.R/R.R 3",
        Side::Attackers,
    );
    // One reply of the officers taken out.
    let mut missing = cert.clone();
    let mut path = Vec::new();
    assert!(
        branching(&missing.nodes, &mut path),
        "a node with two replies"
    );
    at(&mut missing.nodes, &path).pop();
    assert!(matches!(
        solver::proof::check(&variant, &missing, &[]),
        Err(CheckError::MissingReply { .. })
    ));
    // The first move changed for another legal one: the rest no longer proves a win.
    let mut changed = cert.clone();
    let root: Position = cert.root;
    let first = changed.nodes[0].mv;
    let mut legal = Vec::new();
    variant.generate(&root, &mut legal);
    let other = legal.into_iter().find(|m| *m != first).unwrap();
    changed.nodes[0].mv = other;
    assert!(solver::proof::check(&variant, &changed, &[]).is_err());
    // The same through the text: a line dropped, a move rewritten.
    let text = cert.to_text(&variant);
    let lines: Vec<&str> = text.lines().collect();
    let dropped = [&lines[..lines.len() - 1]].concat().join("\n");
    let refused = Certificate::parse(&dropped, Variant::builtin)
        .map(|(v, c)| solver::proof::check(&v, &c, &[]));
    assert!(
        !matches!(refused, Ok(Ok(_))),
        "a truncated proof is refused"
    );
    assert!(
        Certificate::parse(
            "asalto-engine proof 1\nposition nonsense\n",
            Variant::builtin
        )
        .is_err()
    );
}

#[test]
fn going_round_in_circles_is_not_a_win() {
    // Four geese that may step sideways, far below a free fox: they can shuffle for ever but
    // never shut it in; the solver must not count a repetition as their win.
    let apn = "fox-geese-13-sideways r .../.../......./...O.../......./.R./RRR 0";
    let (_, verdict) = prove(apn, Side::Attackers, 200_000);
    assert!(!matches!(verdict, Verdict::Win { .. }), "{verdict:?}");
    let Verdict::Unknown { reason } = verdict else {
        panic!("the sideways shuffles repeat: no clean disproof either");
    };
    assert!(!reason.is_empty());
    // Where the prover has already lost (three geese left), that is proven at once.
    let (_, verdict) = prove(
        "fox-geese-13 r .../.../......./...O.../......./.../RRR 0",
        Side::Attackers,
        1000,
    );
    assert!(matches!(verdict, Verdict::NotAWin), "{verdict:?}");
}

//! The solver in play: Marshal (and a hint) plays a win the solver proves, along the proof, to
//! the end; the sliced search gives the same answer; a long proof search can be saved and
//! resumed; and the game's earlier positions count for repetitions as the rules count them.

use asalto_engine::job::{Job, Slice, StopFlag};
use asalto_engine::search::{Level, LevelMove, Limits, MATE, MATE_BOUND, Style, Traps, Weights};
use asalto_engine::solver::{self, ProofSearch, Verdict};
use asalto_engine::{Game, Side, Variant, parse_apn};

mod common;
use common::Lcg;

/// Nine plies of Asalto that the rebels win whatever the officers do, too deep for a
/// one-ply search.
const BREAK_IN: &str = "asalto r RRR/OR./RR.ORRR/RRRR.RR/R.RRR.R/R.R/R.R 3";

fn game(apn: &str) -> Game {
    let (variant, pos) = parse_apn(apn).unwrap();
    Game::from_position(variant, pos)
}

/// For the solver's own steps.
fn never() -> StopFlag {
    StopFlag::default()
}

fn go_on() -> StopFlag {
    StopFlag::default()
}

#[test]
fn a_proven_win_is_played_along_the_proof_to_the_end() {
    let mut rng = Lcg(5);
    for round in 0..6 {
        let mut g = game(BREAK_IN);
        let mut promised = None;
        while g.outcome().is_none() {
            let mv = if g.position().turn.side() == Side::Attackers {
                // A search that cannot see the win, then the solver.
                let one_ply = Limits {
                    depth: Some(1),
                    ..Limits::default()
                };
                let best = Style {
                    margin: 0,
                    blunder_percent: 0,
                    traps: Traps::OFF,
                };
                let result = LevelMove::styled(&g, &one_ply, &Weights::DEFAULT, best, 0)
                    .with_proof(Some(200_000))
                    .timed()
                    .run(&go_on());
                let Some(plies) = result.proven() else {
                    // The last step, which the one-ply search sees for itself.
                    assert_eq!(result.score, MATE - 1, "round {round}: the win was lost");
                    g.play(result.best.unwrap()).unwrap();
                    continue;
                };
                assert_eq!(result.score, MATE - plies as i32);
                assert_eq!(result.pv.first(), result.best.as_ref());
                // Each proof is no longer than what was left of the one before.
                if let Some(left) = promised {
                    assert!(plies <= left, "round {round}: {plies} plies after {left}");
                }
                promised = Some(plies.saturating_sub(2));
                result.best.unwrap()
            } else {
                let moves = g.legal_moves();
                moves[rng.below(moves.len())]
            };
            g.play(mv).unwrap();
            assert!(g.plies().len() <= 9, "round {round}: longer than proven");
        }
        assert_eq!(g.outcome().unwrap().winner, Some(Side::Attackers));
    }
}

#[test]
fn marshal_keeps_a_win_its_search_sees_and_lower_levels_never_prove() {
    let g = game(BREAK_IN);
    let result = LevelMove::new(&g, Level::Marshal, 1).timed().run(&go_on());
    // Marshal's search sees this one; its own line (the shortest) is kept.
    assert!(result.score >= MATE_BOUND, "{result:?}");
    assert_eq!(result.proven(), None);
    assert_eq!(result.proof_nodes(), 0);
    assert_eq!(Level::Recruit.proof_nodes(), None);
    assert_eq!(Level::General.proof_nodes(), None);
    assert!(Level::Marshal.proof_nodes().is_some());
    // Where no win is near, Marshal's solver runs and finds none: the search's move stands.
    let mut start = Game::new(Variant::builtin("asalto").unwrap());
    start.play_text("@c7,e7").unwrap();
    let searched = LevelMove::proving(&start, Level::Captain, 3, None)
        .timed()
        .run(&go_on());
    let proving = LevelMove::proving(&start, Level::Captain, 3, Some(20_000))
        .timed()
        .run(&go_on());
    // (A search the clock cut may choose otherwise: the clock is only a safety net.)
    if !searched.timed_out && !proving.timed_out {
        assert_eq!(proving.best, searched.best);
    }
    assert_eq!(proving.proven(), None);
    assert!(proving.proof_nodes() > 0 && proving.proof_nodes() <= 20_000);
    assert_eq!(searched.proof_nodes(), 0);
}

#[test]
fn the_sliced_search_proves_as_the_whole_job_does() {
    let g = game(BREAK_IN);
    for slice in [300, 5_000, 1 << 40] {
        let expected = LevelMove::proving(&g, Level::Recruit, 9, Some(100_000))
            .timed()
            .run(&go_on());
        let mut sliced = LevelMove::proving(&g, Level::Recruit, 9, Some(100_000));
        let result = loop {
            if let Some(result) = sliced.step(&Slice::nodes(slice, &go_on())) {
                break result;
            }
        };
        // The clock is only a safety net natively; a search or proof it cut is not compared.
        if expected.timed_out || expected.proof.as_ref().is_some_and(|p| p.cut) {
            continue;
        }
        assert_eq!(result.proven(), expected.proven(), "slice {slice}");
        assert!(result.proven().is_some(), "a Recruit's search misses it");
        assert_eq!(
            (result.best, result.score, result.proof_nodes()),
            (expected.best, expected.score, expected.proof_nodes()),
            "slice {slice}"
        );
    }
}

#[test]
fn a_proof_search_saved_and_resumed_goes_on_where_it_stopped() {
    let (variant, root) = parse_apn(BREAK_IN).unwrap();
    // In one go the proof takes this many nodes.
    let mut whole = ProofSearch::new(&variant, &root, &[], Side::Attackers, 100_000);
    assert!(matches!(
        whole.step(&Slice::nodes(u64::MAX, &never())),
        Some(Verdict::Win { plies: 9, .. })
    ));
    let needed = whole.nodes();
    assert!(needed > 50, "{needed}");
    // Stopped short of it, saved, loaded and resumed: the table's work is not done again.
    let mut first = ProofSearch::new(&variant, &root, &[], Side::Attackers, 100_000);
    assert!(first.step(&Slice::nodes(needed - 10, &never())).is_none());
    let mut saved = Vec::new();
    first.save(&mut saved).unwrap();
    let mut resumed = ProofSearch::load(&mut saved.as_slice(), Variant::builtin, 100_000).unwrap();
    assert_eq!(resumed.nodes(), first.nodes());
    assert_eq!(resumed.table_len(), first.table_len());
    assert_eq!(resumed.root(), (&root, Side::Attackers));
    let verdict = resumed.step(&Slice::nodes(u64::MAX, &never()));
    let Some(Verdict::Win { plies, .. }) = verdict else {
        panic!("{verdict:?}");
    };
    assert_eq!(plies, 9);
    let more = resumed.nodes() - first.nodes();
    assert!(
        more < needed / 2,
        "{more} more nodes after {} (alone: {needed})",
        first.nodes()
    );
    // Damaged files are refused in one line, never half read.
    // The header with one line's value changed (to another well-formed one).
    let changed = |key: &str| -> Vec<u8> {
        let mut bytes = saved.clone();
        let at = bytes
            .windows(key.len() + 1)
            .position(|w| w.starts_with(key.as_bytes()) && w[key.len()] == b' ')
            .unwrap()
            + key.len()
            + 1;
        bytes[at..at + 16].copy_from_slice(b"0123456789abcdef");
        bytes
    };
    // One bit of an entry flipped, far into the file: the checksum refuses it.
    let flipped = |bytes: &[u8]| {
        let mut bytes = bytes.to_vec();
        let at = bytes.len() - 40;
        bytes[at] ^= 0x10;
        bytes
    };
    let cases: Vec<(Vec<u8>, &str)> = vec![
        (saved[..saved.len() / 2].to_vec(), "it ends after"),
        ([saved.clone(), vec![0]].concat(), "more follows"),
        (b"an old shopping list\n".to_vec(), "it begins"),
        (flipped(&saved), "damaged"),
        (changed("root"), "hashes were made by another build"),
        (changed("rules"), "other rules"),
    ];
    for (bytes, why) in cases {
        let err = ProofSearch::load(&mut bytes.as_slice(), Variant::builtin, 1000)
            .err()
            .unwrap_or_else(|| panic!("accepted a damaged table ({why})"));
        let text = err.to_string();
        assert!(text.contains(why) && !text.contains('\n'), "{text}");
    }
}

#[test]
fn the_games_earlier_positions_count_as_the_rules_count_them() {
    // Rebels stepping sideways and an officer stepping to and fro: the same four positions
    // come round again and again, and the third time the game is drawn.
    let (variant, start) = parse_apn("asalto r O.O/.../......./......./.RRRRR./RRR/RRR 0").unwrap();
    let mut g = Game::from_position(variant.clone(), start);
    let hash = asalto_engine::zobrist::hash(&start);
    for round in 1..=2 {
        let before: Vec<_> = g.positions().copied().collect();
        let drawn = solver::proof::drawn_on_return(&variant, &before);
        // Seen once so far, the start may be passed once more; seen twice, not.
        assert_eq!(drawn.contains(&hash), round == 2, "round {round}");
        for mv in ["b3-a3", "c7-d7", "a3-b3", "d7-c7"] {
            g.play_text(mv).unwrap();
        }
        // The rules agree: the start again (its clock aside), and a draw only the third time.
        assert_eq!(asalto_engine::zobrist::hash(g.position()), hash);
        assert_eq!(g.outcome().is_some(), round == 2, "round {round}");
    }
    // A proof search from a root the game has drawn already says so, for either side.
    let positions: Vec<_> = g.positions().copied().collect();
    let (root, before) = positions.split_last().unwrap();
    for side in [Side::Attackers, Side::Officers] {
        let mut proof = ProofSearch::new(&variant, root, before, side, 1000);
        assert!(matches!(
            proof.step(&Slice::nodes(1000, &never())),
            Some(Verdict::NotAWin)
        ));
    }
}

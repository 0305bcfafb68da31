//! Every long computation keeps the job contract: stepped in small slices, no step works much
//! beyond its slice ([`GRANULARITY`]), the slices really cut it (it takes several), and a stop
//! ends it within one step.

use std::sync::Arc;

use asalto_engine::explorer::Explorer;
use asalto_engine::job::{Job, Reporter, Slice, StopFlag, step_in_slices};
use asalto_engine::search::puzzle::{self, Goal};
use asalto_engine::search::{
    Analyser, Level, LevelMove, Limits, PROOF_SLICE, Review, Thinking, ThinkingBudget,
};
use asalto_engine::solver::{ProofSearch, Verdict};
use asalto_engine::tablebase::{Tablebase, build, table_path};
use asalto_engine::{Game, Side, Variant, Variants};

/// The slice every job is stepped with.
const SLICE: u64 = 2_000;

/// How far past its slice a step may go: one solver slice begun just before the slice's end,
/// and the few hundred nodes a search (which looks at its budget every 256 nodes) or a solver
/// slice passes its own end by.
const GRANULARITY: u64 = 2 * PROOF_SLICE;

/// Steps a job in slices until it answers and checks each step, then starts it again and
/// stops it after one step: the next step must answer.
fn keeps_the_contract<J: Job>(name: &str, make: impl Fn() -> J) -> J::Answer {
    let stop = StopFlag::default();
    let mut job = make();
    let (answer, slicing) =
        step_in_slices(&mut job, SLICE, &stop, 100_000).unwrap_or_else(|| panic!("{name} ends"));
    assert!(
        slicing.most <= SLICE + GRANULARITY,
        "{name}: a step of {SLICE} nodes took {}",
        slicing.most
    );
    assert!(
        slicing.steps >= 3,
        "{name}: {} steps: not cut",
        slicing.steps
    );
    let mut again = make();
    assert!(again.step(&Slice::nodes(SLICE, &stop)).is_none(), "{name}");
    let stopped = StopFlag::stopped();
    assert!(
        again.step(&Slice::nodes(SLICE, &stopped)).is_some(),
        "{name}: a stop ends it within one step"
    );
    answer
}

fn game(text: &str) -> Game {
    Variants::default().start(text).unwrap().game
}

/// An Asalto game a few moves in, where the searches have work to do.
fn middle() -> Game {
    game("asalto moves @c5,e5 d4-d5 c5-c6 c4-c5")
}

#[test]
fn a_levels_move_with_its_traps_and_solver() {
    let result = keeps_the_contract("Marshal's move", || {
        LevelMove::new(&middle(), Level::Marshal, 3)
    });
    assert!(result.best.is_some() && result.proof.is_some());
}

#[test]
fn an_analysis_of_three_lines() {
    let result = keeps_the_contract("the analysis", || {
        Analyser::new(&middle()).budget(60_000).lines(3)
    });
    assert!(result.best.is_some());
}

#[test]
fn the_analysis_boards_thinking() {
    let budget = ThinkingBudget::SLICED.with_nodes(120_000);
    let lines = keeps_the_contract("the analysis board's thinking", || {
        Thinking::new(&middle(), 2, &budget, Reporter::default())
    });
    assert_eq!(lines.lines.len(), 2);
}

#[test]
fn a_proof_search() {
    // An opening the rebels win by force (proofs/asalto.txt: 12,401 nodes).
    let game = game("asalto moves @d6,e6 b4-c5 e6-e7");
    let verdict = keeps_the_contract("a proof", || {
        ProofSearch::for_game(&game, Side::Attackers, 1_000_000)
    });
    assert!(matches!(verdict, Verdict::Win { .. }), "{verdict:?}");
}

#[test]
fn a_games_review_with_its_proofs() {
    let limits = Limits {
        nodes: Some(8_000),
        ..Limits::default()
    };
    let reviewed = keeps_the_contract("the review", || {
        Review::new(&middle(), limits.clone()).with_proofs(3_000)
    });
    assert_eq!(reviewed.moves.len(), middle().plies().len());
}

#[test]
fn a_puzzles_check_of_a_try() {
    let puzzle = (puzzle::builtin("asalto").into_iter())
        .find(|p| p.goal == Goal::Only)
        .expect("an 'only' puzzle");
    let other = (puzzle.game.legal_moves().into_iter())
        .find(|&m| m != puzzle.key())
        .unwrap();
    let limits = Limits {
        nodes: Some(30_000),
        ..Limits::default()
    };
    keeps_the_contract("a puzzle's check", || puzzle.check(other, &limits));
}

#[test]
fn the_tables_opening() {
    let variant: Arc<Variant> = Variant::fox_and_geese(13, false).unwrap();
    let dir = std::env::temp_dir().join(format!("asalto-jobs-tables-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let made = build(variant.clone(), 5, &mut |_, _| {}).unwrap();
    for geese in [4, 5] {
        std::fs::write(
            table_path(&dir, &variant, geese),
            made.table_file(geese).unwrap(),
        )
        .unwrap();
    }
    let opened = keeps_the_contract("the tables' opening", || {
        Tablebase::opening(&variant, &dir).unwrap()
    })
    .unwrap();
    assert_eq!(opened.geese(), (4, 5));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_explorers_making() {
    let explorer = keeps_the_contract("the explorer", || Explorer::building("asalto").unwrap());
    let start = Game::new(Variant::builtin("asalto").unwrap());
    assert!(!explorer.unwrap().moves(start.position()).is_empty());
}

//! A level's move as a job: one slice larger than the budget answers as the job run whole with
//! its time limits (when they did not cut it), and small slices give legal, deterministic,
//! budget-bound answers.

use asalto_engine::job::{Job, Slice, StopFlag};
use asalto_engine::search::{Level, LevelMove, MATE, MATE_BOUND, PROOF_SLICE, SearchResult};
use asalto_engine::{Game, Turn};

mod common;
use common::{Lcg, position, variant};

/// Games of every variant still going on: the placement, just after it, and after random play.
fn games() -> Vec<Game> {
    let mut rng = Lcg(31);
    let mut games = Vec::new();
    for (name, placement) in [
        ("asalto", "@c7,e7"),
        ("assaut", "@c7,e7"),
        ("grand-assaut", "@c7,e7,g7"),
    ] {
        games.push(Game::new(variant(name)));
        let mut game = Game::new(variant(name));
        game.play_text(placement).expect("legal");
        games.push(game.clone());
        for _ in 0..2 {
            let mut game = game.clone();
            for _ in 0..10 + rng.below(30) {
                let moves = game.legal_moves();
                if game.outcome().is_some() {
                    break;
                }
                game.play(moves[rng.below(moves.len())]).expect("legal");
            }
            if game.outcome().is_none() {
                games.push(game);
            }
        }
    }
    games
}

/// Runs a sliced search to its end: the result and the number of steps it took. Checks on the
/// way that every unfinished step searched `slice` nodes, give or take the 256-node granularity.
fn sliced(game: &Game, level: Level, seed: u64, slice: u64) -> (SearchResult, u32) {
    let mut search = LevelMove::new(game, level, seed);
    let mut steps = 0;
    loop {
        let before = search.nodes();
        steps += 1;
        assert!(steps < 100_000, "{level:?}: no end after {before} nodes");
        match search.step(&Slice::nodes(slice, &StopFlag::default())) {
            Some(result) => {
                assert!(search.is_done());
                assert_eq!(search.nodes(), result.nodes + result.proof_nodes());
                assert_eq!(search.depth(), result.depth);
                return (result, steps);
            }
            None => {
                let done = search.nodes() - before;
                // The solver after Marshal's search runs in whole slices of its own.
                let granularity = if level.proof_nodes().is_some() {
                    256.max(PROOF_SLICE)
                } else {
                    256
                };
                assert!(
                    (slice..slice + granularity).contains(&done),
                    "{level:?}: a step of {slice} searched {done} nodes"
                );
                assert!(!search.is_done());
            }
        }
    }
}

fn same(a: &SearchResult, b: &SearchResult) -> bool {
    a.best == b.best
        && a.score == b.score
        && a.depth == b.depth
        && a.nodes == b.nodes
        && a.pv == b.pv
        && a.proven() == b.proven()
        && a.proof_nodes() == b.proof_nodes()
}

#[test]
fn a_slice_larger_than_the_budget_answers_as_the_timed_job_run_whole() {
    // The strongest levels are left out: the time limit (a safety net) might cut them
    // on a loaded machine. A search the clock did cut is not compared.
    let mut compared = 0;
    for game in games() {
        let levels = Level::ALL
            .into_iter()
            .filter(|l| l.limits(game.variant()).nodes <= Some(250_000));
        for level in levels {
            for seed in [1, 42] {
                let slice = level.limits(game.variant()).nodes.expect("a node budget") * 2;
                let expected = LevelMove::new(&game, level, seed)
                    .timed()
                    .run(&StopFlag::default());
                let (result, steps) = sliced(&game, level, seed, slice);
                assert_eq!(steps, 1);
                if expected.timed_out {
                    continue;
                }
                compared += 1;
                assert!(
                    same(&result, &expected),
                    "{} {level:?} seed {seed}: sliced {result:?}, whole {expected:?}",
                    game.variant().name()
                );
            }
        }
    }
    assert!(compared >= 20, "only {compared} searches compared");
}

#[test]
fn small_slices_give_legal_deterministic_moves_within_the_budget() {
    let mut several = 0;
    for game in games().into_iter().step_by(2) {
        let legal = game.legal_moves();
        for level in Level::ALL {
            let budget = level.limits(game.variant()).nodes.expect("a node budget");
            for slice in [500, 2_000] {
                let (result, steps) = sliced(&game, level, 5, slice);
                let name = game.variant().name();
                let best = result.best.expect("a move while the game goes on");
                assert!(legal.contains(&best), "{name} {level:?}: illegal {best:?}");
                assert!(
                    result.nodes < budget + 256,
                    "{name} {level:?}: {} nodes for a budget of {budget}",
                    result.nodes
                );
                assert!(result.proof_nodes() <= level.proof_nodes().unwrap_or(0));
                assert!(
                    result.depth >= 1,
                    "{name} {level:?}: no iteration completed"
                );
                // More nodes than one slice holds take more than one step.
                if result.nodes >= slice + 256 {
                    assert!(steps > 1, "{name} {level:?}: one step of {slice}");
                    several += 1;
                }
                let (again, _) = sliced(&game, level, 5, slice);
                assert!(
                    same(&result, &again),
                    "{name} {level:?}: {result:?} then {again:?}"
                );
            }
        }
    }
    assert!(
        several >= 20,
        "only {several} searches needed several slices"
    );
}

#[test]
fn a_finished_search_answers_again() {
    let mut game = Game::new(variant("asalto"));
    game.play_text("@c7,e7").expect("legal");
    let mut search = LevelMove::new(&game, Level::Captain, 3);
    assert!(!search.is_done());
    assert_eq!((search.nodes(), search.depth()), (0, 0));
    let first = loop {
        if let Some(result) = search.step(&Slice::nodes(1_000, &StopFlag::default())) {
            break result;
        }
    };
    let again = search
        .step(&Slice::nodes(1_000, &StopFlag::default()))
        .expect("still finished");
    assert!(same(&first, &again));
}

#[test]
fn the_game_over_gives_no_move_at_once() {
    let v = variant("asalto");
    let pos = position(&v, "c7 d7 e7 c6 d6 e6 c5 d5 e5", "a3", Turn::Officers);
    let game = Game::from_position(v, pos);
    assert!(game.outcome().is_some());
    let mut search = LevelMove::new(&game, Level::Marshal, 1);
    assert!(search.is_done());
    let result = search
        .step(&Slice::nodes(1, &StopFlag::default()))
        .expect("at the first step");
    assert!(result.best.is_none());
    assert_eq!(result.score, -MATE, "the officers to move have lost");
    assert_eq!((result.nodes, result.depth), (0, 0));
}

#[test]
fn forced_wins_are_found_in_slices() {
    let v = variant("asalto");
    // The positions of tests/search.rs: a capture chain leaving too few attackers, the last
    // fortress point filled, the last officer trapped.
    let cases = [
        (
            position(&v, "c4 c6 g4 a3 b3 c1 d1 e1 c2 e2", "c3 g5", Turn::Officers),
            "c3xc5xc7",
        ),
        (
            position(
                &v,
                "c7 d7 e7 c6 d6 e6 d5 e5 c4 a3 b3",
                "a4 g4",
                Turn::Attackers,
            ),
            "c4-c5",
        ),
        (
            position(&v, "c7 e7 d5 c5 a3 b3 c1 d1 e1", "d7", Turn::Attackers),
            "c5-d6",
        ),
    ];
    for (pos, expected) in cases {
        let game = Game::from_position(v.clone(), pos);
        for level in Level::ALL {
            for seed in 0..4 {
                let (result, _) = sliced(&game, level, seed, 100);
                let best = v.move_text(&result.best.expect("a move"));
                assert_eq!(best, expected, "{level:?} seed {seed}");
                assert!(
                    result.score >= MATE_BOUND,
                    "{level:?}: score {}",
                    result.score
                );
            }
        }
    }
    // Wins in three plies and in one: the nearer scores higher.
    let in_three = position(&v, "c7 d7 e7 c6 d6 e6 d5 c4 e4", "c1 e1", Turn::Attackers);
    let in_one = position(&v, "c7 d7 e7 c6 d6 e6 d5 e5 c4", "c1 e1", Turn::Attackers);
    for level in [Level::Captain, Level::Colonel, Level::Marshal] {
        let (three, _) = sliced(&Game::from_position(v.clone(), in_three), level, 1, 300);
        assert_eq!(three.score, MATE - 3, "{level:?}: pv {:?}", three.pv);
        let (one, _) = sliced(&Game::from_position(v.clone(), in_one), level, 1, 300);
        assert_eq!(one.score, MATE - 1, "{level:?}");
    }
}

#[test]
fn a_level_move_is_owned_and_sendable() {
    fn owned_and_send<T: Send + 'static>(_: &T) {}
    let game = Game::new(variant("grand-assaut"));
    let search = LevelMove::new(&game, Level::Recruit, 0);
    drop(game);
    owned_and_send(&search);
    // It may go on in another thread.
    let result = std::thread::spawn(move || {
        let mut search = search;
        loop {
            if let Some(result) = search.step(&Slice::nodes(300, &StopFlag::default())) {
                break result;
            }
        }
    })
    .join()
    .expect("the thread ends");
    assert!(result.best.is_some());
}

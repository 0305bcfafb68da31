//! The computer opponent: forced wins found, legal moves only, a prompt stop, levels and the
//! engine protocol.

use std::time::{Duration, Instant};

use asalto_engine::job::{Job, Slice, StopFlag};
use asalto_engine::search::{Analyser, Level, LevelMove, Limits, MATE, MATE_BOUND, SearchResult};
use asalto_engine::{Game, Turn, Variant, Variants};

mod common;
use common::{Lcg, position, variant};

fn search_depth(game: &Game, depth: u32) -> SearchResult {
    let limits = Limits {
        depth: Some(depth),
        ..Limits::default()
    };
    Analyser::new(game)
        .limits(&limits)
        .run(&StopFlag::default())
}

fn best_text(game: &Game, result: &SearchResult) -> String {
    game.variant().move_text(&result.best.expect("a move"))
}

#[test]
fn a_capture_chain_that_leaves_too_few_attackers_wins() {
    let v = variant("asalto");
    // Ten attackers: the chain c3xc5xc7 takes two and leaves eight, fewer than the nine fortress
    // points; the single capture g5xg3 does not win.
    let pos = position(&v, "c4 c6 g4 a3 b3 c1 d1 e1 c2 e2", "c3 g5", Turn::Officers);
    let game = Game::from_position(v, pos);
    let result = search_depth(&game, 3);
    assert_eq!(best_text(&game, &result), "c3xc5xc7");
    assert!(result.score >= MATE_BOUND, "score {}", result.score);
}

#[test]
fn the_attackers_fill_the_last_fortress_point() {
    let v = variant("asalto");
    let pos = position(
        &v,
        "c7 d7 e7 c6 d6 e6 d5 e5 c4 a3 b3",
        "a4 g4",
        Turn::Attackers,
    );
    let game = Game::from_position(v, pos);
    let result = search_depth(&game, 3);
    assert_eq!(best_text(&game, &result), "c4-c5");
    assert!(result.score >= MATE_BOUND, "score {}", result.score);
}

#[test]
fn the_attackers_trap_the_last_officer() {
    let v = variant("asalto");
    // The only officer sits on d7; c5-d6 closes its last way out (d5 stops the jump over d6).
    let pos = position(&v, "c7 e7 d5 c5 a3 b3 c1 d1 e1", "d7", Turn::Attackers);
    let game = Game::from_position(v, pos);
    let result = search_depth(&game, 3);
    assert_eq!(best_text(&game, &result), "c5-d6");
    assert!(result.score >= MATE_BOUND, "score {}", result.score);
}

#[test]
fn a_nearer_win_scores_higher() {
    let v = variant("asalto");
    // Two fortress points open, an attacker under each, the officers far away: a win in three
    // plies whatever the officers do.
    let pos = position(&v, "c7 d7 e7 c6 d6 e6 d5 c4 e4", "c1 e1", Turn::Attackers);
    let game = Game::from_position(v.clone(), pos);
    let in_three = search_depth(&game, 6);
    assert_eq!(in_three.score, MATE - 3, "pv {:?}", in_three.pv);
    let pos = position(&v, "c7 d7 e7 c6 d6 e6 d5 e5 c4", "c1 e1", Turn::Attackers);
    let in_one = search_depth(&Game::from_position(v, pos), 6);
    assert_eq!(in_one.score, MATE - 1);
}

#[test]
fn the_game_over_gives_no_move() {
    let v = variant("asalto");
    let pos = position(&v, "c7 d7 e7 c6 d6 e6 c5 d5 e5", "a3", Turn::Officers);
    let game = Game::from_position(v, pos);
    assert!(game.outcome().is_some());
    assert!(search_depth(&game, 3).best.is_none());
    assert!(
        LevelMove::new(&game, Level::Marshal, 1)
            .timed()
            .run(&StopFlag::default())
            .best
            .is_none()
    );
}

#[test]
fn the_search_only_returns_legal_moves() {
    let mut rng = Lcg(2024);
    for name in ["asalto", "assaut", "grand-assaut"] {
        for game_number in 0..6 {
            let mut game = Game::new(variant(name));
            let plies = rng.below(60);
            for _ in 0..plies {
                let moves = game.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let mv = moves[rng.below(moves.len())];
                game.play(mv).expect("a legal move");
            }
            if game.outcome().is_some() {
                continue;
            }
            let legal = game.legal_moves();
            let limits = Limits {
                nodes: Some(3_000),
                ..Limits::default()
            };
            let result = Analyser::new(&game)
                .limits(&limits)
                .run(&StopFlag::default());
            let best = result.best.expect("a move while the game goes on");
            assert!(
                legal.contains(&best),
                "{name} game {game_number}: illegal {best:?}"
            );
            for level in [Level::Recruit, Level::Soldier] {
                let chosen = LevelMove::new(&game, level, game_number)
                    .timed()
                    .run(&StopFlag::default())
                    .best
                    .expect("a move");
                assert!(
                    legal.contains(&chosen),
                    "{name} {level:?}: illegal {chosen:?}"
                );
            }
        }
    }
}

#[test]
fn a_level_with_the_same_seed_plays_the_same_move() {
    let mut game = Game::new(variant("asalto"));
    game.play_text("@c7,e7").expect("legal");
    for level in [Level::Recruit, Level::Soldier] {
        let first = LevelMove::new(&game, level, 99)
            .timed()
            .run(&StopFlag::default())
            .best;
        let again = LevelMove::new(&game, level, 99)
            .timed()
            .run(&StopFlag::default())
            .best;
        assert_eq!(first, again);
    }
}

#[test]
fn levels_have_names_and_limits() {
    for level in Level::ALL {
        assert_eq!(Level::from_name(&level.name().to_uppercase()), Some(level));
        for variant in Variant::builtins() {
            let limits = level.limits(variant);
            assert!(limits.nodes.is_some() && limits.movetime_ms.is_some_and(|ms| ms <= 3_000));
        }
    }
    assert_eq!(Level::from_name("admiral"), None);
}

#[test]
fn in_every_variant_each_level_searches_more_and_chooses_no_more_loosely() {
    for variant in Variant::builtins() {
        for pair in Level::ALL.windows(2) {
            let (lower, upper) = (pair[0], pair[1]);
            let name = variant.name();
            assert!(
                upper.limits(variant).nodes > lower.limits(variant).nodes,
                "{name}: {upper} searches no more than {lower}"
            );
            let (low, up) = (lower.style(variant), upper.style(variant));
            assert!(
                up.margin <= low.margin && up.blunder_percent <= low.blunder_percent,
                "{name}: {upper} chooses more loosely than {lower}"
            );
        }
    }
}

#[test]
fn the_placement_is_searched() {
    let game = Game::new(variant("assaut"));
    let result = search_depth(&game, 2);
    assert!(matches!(result.best, Some(asalto_engine::Move::Place(_))));
}

#[cfg(not(target_arch = "wasm32"))]
#[test]
fn a_search_stops_within_50_ms() {
    let mut game = Game::new(variant("grand-assaut"));
    game.play_text("@c7,e7,g7").expect("legal");
    let stop = StopFlag::default();
    let flag = stop.clone();
    let worker = std::thread::spawn(move || {
        let result = Analyser::new(&game).limits(&Limits::default()).run(&flag);
        (Instant::now(), result, game)
    });
    std::thread::sleep(Duration::from_millis(300));
    let asked = Instant::now();
    stop.stop();
    let (returned, result, game) = worker.join().expect("the search thread ends");
    let delay = returned.saturating_duration_since(asked);
    assert!(delay < Duration::from_millis(50), "stopped after {delay:?}");
    assert!(game.legal_moves().contains(&result.best.expect("a move")));
}

#[test]
fn incremental_hashes_match_fresh_ones() {
    use asalto_engine::zobrist::{hash, update};
    let mut rng = Lcg(7);
    for name in ["asalto", "assaut", "grand-assaut"] {
        let mut game = Game::new(variant(name));
        let mut running = hash(game.position());
        while game.outcome().is_none() && game.plies().len() < 80 {
            let moves = game.legal_moves();
            let before = *game.position();
            game.play(moves[rng.below(moves.len())]).expect("legal");
            running = update(running, &before, game.position());
            assert_eq!(running, hash(game.position()));
        }
    }
}

/// The analysis board's lines: the best is the search's own at the same budget, several lines
/// are the best moves in order, each a legal line.
#[test]
fn an_analysis_finds_what_the_search_finds_and_its_other_lines_in_order() {
    use asalto_engine::search::Analyser;
    for name in ["asalto", "assaut", "grand-assaut"] {
        let v = variant(name);
        let mut game = Game::new(v.clone());
        let placement = if v.officers() == 3 {
            "@c7,e7,g7"
        } else {
            "@c7,e7"
        };
        game.play_text(placement).unwrap();
        game.play_text(&v.move_text(&game.legal_moves()[0]))
            .unwrap();
        let limits = Limits {
            nodes: Some(200_000),
            ..Limits::default()
        };
        let searched = Analyser::new(&game)
            .limits(&limits)
            .run(&StopFlag::default());
        let mut one = Analyser::new(&game).budget(200_000).lines(1);
        let mut iterations = 0;
        one.run_showing(&StopFlag::default(), &mut |lines, depth, _| {
            iterations += 1;
            assert_eq!(depth, iterations);
            assert_eq!(lines.len(), 1);
        });
        assert!(one.is_done());
        assert_eq!(
            iterations,
            one.depth(),
            "{name}: shown after every iteration"
        );
        let best = &one.best_lines()[0];
        assert_eq!(best.score, searched.score, "{name}");
        assert_eq!(best.moves, searched.pv, "{name}");
        assert_eq!(one.depth(), searched.depth, "{name}");

        let mut three = Analyser::new(&game).budget(200_000).lines(3);
        three.run(&StopFlag::default());
        let lines = three.best_lines();
        assert_eq!(lines.len(), 3, "{name}");
        let firsts: std::collections::HashSet<_> = lines.iter().map(|l| l.moves[0]).collect();
        assert_eq!(firsts.len(), 3, "{name}: three different moves");
        for pair in lines.windows(2) {
            assert!(pair[0].score >= pair[1].score, "{name}: best first");
        }
        for line in &lines {
            let mut replay = game.clone();
            for mv in &line.moves {
                replay.play(*mv).unwrap_or_else(|e| panic!("{name}: {e}"));
            }
        }
    }
}

#[test]
fn a_sliced_analysis_ends_and_a_finished_game_has_no_lines() {
    use asalto_engine::search::Analyser;
    let mut game = Game::new(variant("asalto"));
    game.play_text("@c7,e7").unwrap();
    let mut analyser = Analyser::new(&game).budget(100_000).lines(1);
    let mut slices = 0;
    let stop = StopFlag::default();
    while analyser.step(&Slice::nodes(5_000, &stop)).is_none() {
        slices += 1;
        assert!(slices < 1_000);
    }
    assert!(slices > 5, "{slices} slices");
    assert!(!analyser.best_lines().is_empty());
    assert!(analyser.nodes() <= 100_000 + 256);
    let mut ended = Variants::default()
        .start("asalto r RRR/RRR/..R.R../O..R..O/RR...RR/.../... 0")
        .unwrap()
        .game;
    ended.play_text("d4-d5").unwrap();
    assert!(ended.outcome().is_some());
    let mut none = Analyser::new(&ended).budget(100_000).lines(3);
    let over = none
        .step(&Slice::nodes(1_000, &stop))
        .expect("a finished game ends at once");
    assert_eq!((over.best, over.nodes), (None, 0));
    assert!(none.best_lines().is_empty());
}

//! Marshal's officers set traps: among their moves nearly as good as the best, one after which
//! a loose player's likely replies lose something for the attackers.

use asalto_engine::job::Job;
use asalto_engine::job::StopFlag;

use asalto_engine::search::{Analyser, Level, LevelMove, Limits, Style, Traps, Weights, find_trap};
use asalto_engine::{Game, Move, Side};

mod common;
use common::{Lcg, variant};

/// Small searches, so that the tests run in seconds; the same shape as Marshal's.
fn small_traps() -> Traps {
    Traps {
        verify_nodes: 5_000,
        ..Traps::within(30)
    }
}

fn limits(nodes: u64) -> Limits {
    Limits {
        depth: None,
        nodes: Some(nodes),
        movetime_ms: None,
    }
}

/// Asalto games after the placement and some random moves, with `side` to move.
fn games_with(side: Side, count: usize) -> Vec<Game> {
    let mut rng = Lcg(7);
    let mut games = Vec::new();
    while games.len() < count {
        let mut game = Game::new(variant("asalto"));
        game.play_text("@c7,e7").expect("legal");
        for _ in 0..6 + rng.below(30) {
            if game.outcome().is_some() {
                break;
            }
            let moves = game.legal_moves();
            game.play(moves[rng.below(moves.len())]).expect("legal");
        }
        if game.outcome().is_none() && game.position().turn.side() == side {
            games.push(game);
        }
    }
    games
}

/// The officers' score after `moves`, by a search of `nodes` (as the hunt scores a reply).
fn score_after(game: &Game, moves: &[Move], nodes: u64) -> i32 {
    let mut g = game.clone();
    for &mv in moves {
        g.play(mv).expect("legal");
    }
    let score = Analyser::new(&g)
        .limits(&limits(nodes))
        .run(&StopFlag::default())
        .score;
    if g.position().turn.side() == Side::Officers {
        score
    } else {
        -score
    }
}

#[test]
fn a_trap_is_nearly_as_good_as_the_best_and_gains_what_the_loose_replies_lose() {
    let stop = StopFlag::default();
    let traps = small_traps();
    let mut found = 0;
    for game in games_with(Side::Officers, 30) {
        let Some(trap) = find_trap(&game, &limits(20_000), traps, None, &stop) else {
            continue;
        };
        found += 1;
        // Within the margin of the best move, against the best defence.
        let (best, within) = {
            let mut analyser = Analyser::new(&game)
                .limits(&limits(20_000))
                .margin(traps.margin);
            let result = analyser.run(&stop);
            (result, analyser.candidates())
        };
        assert_ne!(best.best, Some(trap.mv), "the best move is no trap");
        let scored = within
            .iter()
            .find(|c| c.mv == trap.mv)
            .expect("a candidate");
        assert_eq!(scored.score, trap.score);
        assert!(trap.score >= best.score - traps.margin);
        // Its gain, recomputed: a loose player's replies (within 0.35 of its best at depth 4,
        // at most three, the nearer the likelier) against the best reply.
        let mut after = game.clone();
        after.play(trap.mv).expect("legal");
        let reply_limits = Limits {
            depth: Some(traps.reply_depth),
            ..limits(traps.reply_nodes)
        };
        let (reply, loose) = {
            let mut analyser = Analyser::new(&after)
                .limits(&reply_limits)
                .margin(traps.reply_margin);
            let result = analyser.run(&stop);
            (result, analyser.candidates())
        };
        let loose: Vec<(Move, i64)> = loose
            .iter()
            .filter(|c| c.score > reply.score - traps.reply_margin)
            .take(traps.most_replies)
            .map(|c| {
                (
                    c.mv,
                    (traps.reply_margin - (reply.score - c.score)) as i64 + 1,
                )
            })
            .collect();
        let best_reply = score_after(&game, &[trap.mv, trap.best_reply], traps.verify_nodes);
        let total: i64 = loose.iter().map(|r| r.1).sum();
        let gain: i64 = loose
            .iter()
            .map(|&(mv, w)| {
                w * (score_after(&game, &[trap.mv, mv], traps.verify_nodes) - best_reply) as i64
            })
            .sum::<i64>()
            / total;
        assert_eq!(trap.gain as i64, gain.min(traps.most_gain as i64));
        assert!(trap.gain >= traps.least_gain, "{trap:?}");
    }
    assert!(found >= 2, "only {found} traps in 30 positions");
}

#[test]
fn the_hunt_in_slices_finds_the_same_trap_unless_its_searches_are_cut() {
    // As for the sliced search: a slice larger than all of the hunt's searches together gives
    // the whole hunt's answer; smaller slices search a cut search's iteration again from its
    // start (all of it counted), so they may find another answer, but always the same one.
    let stop = StopFlag::default();
    let traps = small_traps();
    let mut compared = 0;
    for game in games_with(Side::Officers, 12) {
        let whole = find_trap(&game, &limits(20_000), traps, None, &stop);
        let searches = traps.most as u64 * (traps.most_replies as u64 + 1);
        let all = traps.most as u64 * traps.reply_nodes + searches * traps.verify_nodes;
        let large = find_trap(&game, &limits(20_000), traps, Some(all), &stop);
        assert_eq!(large, whole);
        let small = find_trap(&game, &limits(20_000), traps, Some(300), &stop);
        assert_eq!(
            find_trap(&game, &limits(20_000), traps, Some(300), &stop),
            small
        );
        if let Some(trap) = small {
            assert!(game.legal_moves().contains(&trap.mv));
        }
        compared += whole.is_some() as usize;
    }
    assert!(compared >= 1, "no trap to compare");
}

#[test]
fn only_the_officers_set_traps_and_only_marshal_looks_in_asalto() {
    let stop = StopFlag::default();
    for game in games_with(Side::Attackers, 8) {
        assert_eq!(
            find_trap(&game, &limits(20_000), small_traps(), None, &stop),
            None
        );
    }
    for name in ["asalto", "assaut", "grand-assaut"] {
        let v = variant(name);
        for level in Level::ALL {
            assert_eq!(
                level.style(&v).traps.is_on(),
                level == Level::Marshal && name == "asalto",
                "{name} {level:?}"
            );
        }
    }
}

#[test]
fn a_level_with_traps_plays_the_trap_and_scores_it_against_the_best_defence() {
    let stop = StopFlag::default();
    let traps = small_traps();
    let weights = Weights::DEFAULT;
    let mut played = 0;
    for game in games_with(Side::Officers, 30) {
        let Some(trap) = find_trap(&game, &limits(20_000), traps, None, &stop) else {
            continue;
        };
        let style = Style {
            margin: 0,
            blunder_percent: 0,
            traps,
        };
        let with = LevelMove::styled(&game, &limits(20_000), &weights, style, 1)
            .timed()
            .run(&stop);
        assert_eq!(with.best, Some(trap.mv));
        assert_eq!(with.score, trap.score, "its own score, not the gain's");
        let loose = Style {
            margin: 30,
            ..style
        };
        let chosen = LevelMove::styled(&game, &limits(20_000), &weights, loose, 1)
            .timed()
            .run(&stop);
        // A level that already chooses loosely keeps its own choice.
        let plain = LevelMove::styled(
            &game,
            &limits(20_000),
            &weights,
            Style {
                traps: Traps::OFF,
                ..loose
            },
            1,
        )
        .timed()
        .run(&stop);
        assert_eq!(chosen.best, plain.best);
        played += 1;
    }
    assert!(played >= 2, "only {played} traps played");
}

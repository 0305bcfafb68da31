//! A game's review: known blunders are marked as blunders, with the engine's move, the line that
//! punishes them and the reason the rules give.

use asalto_engine::job::{Job, Slice, StopFlag};

use asalto_engine::search::{Analyser, Limits, Reason, Review, Verdict, WinChance};
use asalto_engine::{Game, Move, Side, Variants};

/// A Recruit-against-Recruit game (`asalto-engine match --a recruit --b recruit --pairs 1
/// --moves`, its first game) up to the attackers' 142nd move, e5-d5, which lets the officer on
/// e3 take two.
const RECRUITS: &str = "asalto moves @c5,e5 d4-d5 c5-d4 d5-c5 e5-d5 e4-e5 d4-e4 e5-e6 d5-e5 \
    e6-e7 e4-d4 e7-d7 e5-e6 e3-e4 d4-e5 d3-e3 e5-d6 c4-d4 e6-e7 d7-c7 d6-d5 d4-c4 e7-d6 e4-d4 \
    d5xd3 e3-e4 d6-e5 e2-e3 d3-d4 e1-e2 d4-d5 c3-d3 d5-d4 d1-e1 d4-d5 c1-d1 e5-e6 f4-e5 d5-d4 \
    g4-f4 d4-c3 d1-c1 e6-e7 e4-d4 e7-d6 g3-g4 d6-e6 f4-e4 e6-e7 f3-g3 e7-d7 g4-f4 d7-d6 f4-g4 \
    d6xf4 d4-e5 f4xd6 e4-f4 d6-e5 c7-d7 e5-e6 d7-e7 e6-e5 e7-d7 e5-e6 d7-c7 e6-d6 f5-e5 c3-d4 \
    c2-c3 d4-e4 e5-e6 e4-e5 e6-e7 d6-c6 e3-d4 c6-d6 f4-f5 e5-f4 c7-d7 f4-e4 e1-d1 d6-c7 d2-c2 \
    e4-f4 e2-d2 f4-e5 d3-e3 e5-f4 e3-f3 c7-d6 d4-e5 d6-e6 e5-d5 f4-e5 c4-d4 e5-e4 b4-c4 e6-e5 \
    d7-c7 e5-d6 b3-b4 e4-e3 a3-b3 e3-d3 g3-f4 d3-e3 f3-g3 d6-c6 c7-d7 c6-c7 d1-e1 e3-d3 d2-e2 \
    c7-d6 c1-d1 d3-d2 d7-c7 d2-c1 d5-e5 c1-d2 d4-e4 d6-d7 c5-c6 d7-d6 c4-c5 d6-d7 e5-e6 d7-d6 \
    f5-e5 d2-d3 g5-f5 d6-d7 g4-g5 d3-e3 g3-g4 d7-d6 c7-d7 e3-f3 b3-a3 f3-e3 e5-d5";

fn limits() -> Limits {
    Limits {
        nodes: Some(20_000),
        ..Limits::default()
    }
}

/// The last `n` moves of a game, played from the position before them (a short review).
fn last_moves(game: &Game, n: usize) -> Game {
    let from = game.plies().len() - n;
    let mut short = Game::from_position(game.variant().clone(), *game.position_after(from));
    for ply in &game.plies()[from..] {
        short.play(ply.mv).unwrap();
    }
    short
}

fn reviewed(game: &Game) -> Review {
    let mut review = Review::new(game, limits());
    let reviewed = review.run(&StopFlag::default());
    assert!(review.is_done());
    assert_eq!(review.analysed(), game.plies().len() + 1);
    assert_eq!(reviewed.moves, review.moves());
    assert_eq!(reviewed.scores.len(), review.positions());
    review
}

#[test]
fn a_step_that_gives_away_two_attackers_is_a_blunder() {
    let whole = Variants::default().start(RECRUITS).unwrap().game;
    let game = last_moves(&whole, 4);
    let review = reviewed(&game);
    let moves = review.moves();
    assert_eq!(moves.len(), 4);
    let blunder = &moves[3];
    let variant = game.variant();
    assert_eq!(variant.move_text(&blunder.played), "e5-d5");
    assert_eq!(blunder.verdict, Verdict::Blunder, "{blunder:?}");
    assert!(blunder.loss > 200);
    let e3 = variant.point("e3").unwrap();
    assert_eq!(
        blunder.reason,
        Some(Reason::LetsOfficerCapture { from: e3, count: 2 })
    );
    // The punishment is the double capture, and the engine proposes its own move instead.
    assert_eq!(variant.move_text(&blunder.refutation[0]), "e3xe5xg3");
    let mut before = game.clone();
    before.undo();
    let engine = Analyser::new(&before)
        .limits(&limits())
        .run(&StopFlag::default());
    assert_eq!(Some(blunder.best), engine.best);
    assert_ne!(blunder.best, blunder.played);
    assert!(before.legal_moves().contains(&blunder.best));
    // The evaluation swings to the officers (officers up).
    assert!(review.score(4).unwrap() > review.score(3).unwrap() + 200);
    // The officers' move before it was the engine's own choice.
    assert_eq!(moves[2].verdict, Verdict::Best);
}

/// Accuracy from a real review: a side whose moves were all the engine's own is 100% accurate,
/// and the rebels' blunder lowers theirs; made the engine's choice, it would not.
#[test]
fn best_moves_are_fully_accurate_and_the_blunder_is_not() {
    let whole = Variants::default().start(RECRUITS).unwrap().game;
    let mut moves = reviewed(&last_moves(&whole, 4)).moves();
    let chances = WinChance::FITTED;
    for side in [Side::Officers, Side::Attackers] {
        let all_best = moves
            .iter()
            .filter(|m| m.side == side)
            .all(|m| m.verdict == Verdict::Best);
        let accuracy = chances.accuracy(&moves, side).unwrap();
        assert_eq!(all_best, accuracy == 100.0, "{side:?}: {accuracy}");
    }
    let blunder = moves[3].clone();
    assert_eq!(blunder.verdict, Verdict::Blunder);
    assert!(chances.move_accuracy(&blunder) < 50.0, "{blunder:?}");
    let before = chances.accuracy(&moves, blunder.side).unwrap();
    moves[3].played = blunder.best;
    moves[3].played_score = blunder.best_score;
    moves[3].verdict = Verdict::Best;
    let side = blunder.side;
    assert!(chances.accuracy(&moves, side).unwrap() > before);
}

#[test]
fn an_officer_that_leaves_a_capture_is_huffed_and_that_is_a_blunder() {
    // The officer on a5 can take b5; the other officer steps instead and a5 is huffed.
    let variants = Variants::default();
    let game = variants
        .start("asalto o ..O/.../OR...../......./RRRRR../RRR/RRR 0 moves e7-d7")
        .unwrap()
        .game;
    let review = reviewed(&game);
    let moves = review.moves();
    let variant = game.variant();
    let a5 = variant.point("a5").unwrap();
    assert_eq!(moves[0].verdict, Verdict::Blunder);
    assert_eq!(
        moves[0].reason,
        Some(Reason::Huffed {
            officer: a5,
            count: 1
        })
    );
    assert!(matches!(moves[0].best, Move::Capture(_)));

    // The capturing officer steps away instead: huffed on its new point, but the reason names
    // the point it could capture from.
    let game = variants
        .start("asalto o ..O/.../OR...../......./RRRRR../RRR/RRR 0 moves a5-a4")
        .unwrap()
        .game;
    let moves = reviewed(&game).moves();
    assert_eq!(
        moves[0].reason,
        Some(Reason::Huffed {
            officer: a5,
            count: 1
        })
    );
}

#[test]
fn a_game_without_moves_or_already_over_is_reviewed_without_fuss() {
    let game = Variants::default().start("asalto").unwrap().game;
    let review = reviewed(&game);
    assert!(review.moves().is_empty());
    assert!(review.score(0).is_some());
    // Officers to move with no move at all: the game is over before it starts.
    let over = Variants::default()
        .start("asalto o RRR/ROR/RRRRRRR/RRRRRRR/......./.../... 0")
        .unwrap()
        .game;
    assert!(over.outcome().is_some());
    assert!(reviewed(&over).moves().is_empty());
}

#[test]
fn a_stopped_review_keeps_nothing_made_up() {
    let game = Variants::default()
        .start("asalto moves @c5,e5 d4-d5")
        .unwrap()
        .game;
    let mut review = Review::new(&game, limits());
    let stop = StopFlag::stopped();
    let said = review
        .step(&Slice::whole(&stop))
        .expect("a stopped job answers");
    assert!(said.moves.is_empty() && said.scores.is_empty());
    assert_eq!(review.analysed(), 0);
}

#[test]
fn a_review_is_empty_until_every_position_is_analysed() {
    let game = Variants::default()
        .start("asalto moves @c5,e5 d4-d5")
        .unwrap()
        .game;
    let mut review = Review::new(&game, limits());
    assert_eq!(review.positions(), 3);
    assert!(review.moves().is_empty());
    let stop = StopFlag::default();
    while review.step(&Slice::nodes(1_000, &stop)).is_none() {
        let n = review.analysed();
        assert!(
            review.moves().is_empty() && review.score(n).is_none(),
            "{n}"
        );
        assert!((0..n).all(|i| review.score(i).is_some()));
    }
    assert_eq!(review.moves().len(), 2);
}

/// The review with the solver beside its search: after the officers' huffed step the rebels'
/// win is too deep for a 20,000-node search but proven in a few thousand nodes; the rebels'
/// proven move keeps it, and the graph shows the win.
#[test]
fn a_win_too_deep_for_the_search_is_proven_in_the_review() {
    let mut game = Variants::default()
        .start("asalto moves @c5,d5 f5-e5 d5-d6")
        .unwrap()
        .game;
    let plain = reviewed(&game);
    assert!(
        plain.score(3).unwrap().abs() < asalto_engine::search::MATE_BOUND,
        "the search alone sees no forced result"
    );
    let mut with = Review::new(&game, limits()).with_proofs(5_000);
    with.run(&StopFlag::default());
    let proven = with.proven(3).expect("proven after the huff").clone();
    assert_eq!(proven.side, asalto_engine::Side::Attackers);
    assert!(with.score(3).unwrap() <= -asalto_engine::search::MATE_BOUND);
    // A move after which nothing is proven is judged by the search, as without the solver:
    // never called a win thrown away on the solver's word alone.
    let mut unproven = 0;
    for mv in game.legal_moves() {
        let mut other = game.clone();
        other.play(mv).unwrap();
        let mut r = Review::new(&other, limits()).with_proofs(5_000);
        r.run(&StopFlag::default());
        if r.proven(4).is_none() {
            unproven += 1;
            let judged = &r.moves()[3];
            assert_ne!(
                judged.reason,
                Some(Reason::MissedWin {
                    moves: proven.plies.div_ceil(2) as u32
                }),
                "{judged:?}"
            );
            assert!(
                judged.best_score > -asalto_engine::search::MATE_BOUND
                    || judged.played_score <= -asalto_engine::search::MATE_BOUND
            );
        }
    }
    assert!(unproven > 0, "every move was proven either way");
    // The proof's move, played: judged by both proofs, it keeps the win.
    game.play(proven.line[0]).unwrap();
    let mut after = Review::new(&game, limits()).with_proofs(5_000);
    after.run(&StopFlag::default());
    assert!(
        after
            .proven(4)
            .is_some_and(|p| p.side == asalto_engine::Side::Attackers)
    );
    let kept = &after.moves()[3];
    assert!(kept.verdict <= Verdict::Good, "{kept:?}");
    assert_eq!(kept.reason, None);
}

/// The officer's double capture after the blunder is the only good move: any other move leaves
/// the capture and gets the officer huffed.
#[test]
fn the_capture_after_the_blunder_is_the_only_good_move() {
    let mut whole = Variants::default().start(RECRUITS).unwrap().game;
    whole.play_text("e3xe5xg3").unwrap();
    let game = last_moves(&whole, 5);
    let moves = reviewed(&game).moves();
    let capture = moves.last().unwrap();
    assert!(matches!(capture.played, Move::Capture(_)), "{capture:?}");
    assert!(capture.only, "{capture:?}");
    only_marks_are_alone(&game);
    let opening = Variants::default()
        .start("asalto moves @c5,e5 d4-d5 c5-d4 d5-c5 e5-d5")
        .unwrap()
        .game;
    only_marks_are_alone(&opening);
}

/// Every move the review marks "only" is checked by playing each other legal move and searching
/// the position after it ten times deeper: none comes within a good move's margin.
fn only_marks_are_alone(game: &Game) {
    let deeper = Limits {
        nodes: Some(200_000),
        ..Limits::default()
    };
    let score = |g: &Game| {
        Analyser::new(g)
            .limits(&deeper)
            .run(&StopFlag::default())
            .score
    };
    for m in reviewed(game).moves().iter().filter(|m| m.only) {
        assert_eq!((m.verdict, m.best), (Verdict::Best, m.played));
        let mut at = game.clone();
        while at.plies().len() > m.ply {
            at.undo();
        }
        let others: Vec<Move> = at
            .legal_moves()
            .into_iter()
            .filter(|&o| o != m.played)
            .collect();
        assert!(
            !others.is_empty(),
            "a move with no other choice is not marked"
        );
        let best = score(&at);
        for other in others {
            let mut after = at.clone();
            after.play(other).unwrap();
            let other_score = -score(&after);
            assert!(
                other_score < best - asalto_engine::search::ONLY_MARGIN,
                "{} is as good: {other_score} against {best}",
                game.variant().move_text(&other)
            );
        }
    }
}

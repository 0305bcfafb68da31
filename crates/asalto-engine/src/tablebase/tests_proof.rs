//! The tables with the solver: proofs that end in them, and tables opened from a folder.

use std::sync::Arc;

use super::*;
use crate::Variants;
use crate::job::{Job, Slice, StopFlag};
use crate::solver::{ProofSearch, Verdict, proof};

/// Tables of four and five geese, and the same with the four alone.
fn four_and_five() -> (Tablebase, Arc<Tablebase>) {
    let whole = build(
        Variants::default().get("fox-geese-13").unwrap(),
        5,
        &mut |_, _| {},
    )
    .unwrap();
    let mut four = Tablebase::empty(whole.variant().clone(), 4).unwrap();
    four.load_table(4, &whole.table_file(4).unwrap()).unwrap();
    (whole, Arc::new(four))
}

fn solve(tables: &Arc<Tablebase>, pos: &Position, prover: Side) -> Verdict {
    let variant = tables.variant().clone();
    let search = ProofSearch::new(&variant, pos, &[], prover, 1 << 20)
        .with_tablebase(tables.clone())
        .unwrap();
    let mut search = search;
    let stop = StopFlag::default();
    Job::step(&mut search, &Slice::nodes(200_000, &stop))
        .expect("five geese are solved within the budget")
}

#[test]
fn proofs_ending_in_the_tables_agree_with_the_tables_above_them() {
    let (whole, four) = four_and_five();
    let variant = whole.variant().clone();
    let (mut proved, mut needs_tables) = (0, 0);
    // Every 2999th slot of five geese: the solver, stopping at four geese, finds the table's value.
    for slot in (0..whole.entries(5)).step_by(2999) {
        let Some(pos) = whole.position_at(5, slot) else {
            continue;
        };
        let Some(entry) = whole.probe(&pos) else {
            continue;
        };
        if variant.legal_moves(&pos).is_empty() {
            continue;
        }
        let mover = pos.turn.side();
        let winner = if entry.wins { mover } else { mover.other() };
        let Verdict::Win { plies, tree } = solve(&four, &pos, winner) else {
            panic!("no proof for the winner at {}", variant.to_apn(&pos));
        };
        assert!(
            plies >= usize::from(entry.plies),
            "no win is faster than the table's"
        );
        let checked = proof::check_with(&variant, &tree, &[], Some(&four)).unwrap();
        assert_eq!(checked.plies, plies);
        // Lines that end at four geese are not decided by the rules alone.
        needs_tables += usize::from(proof::check(&variant, &tree, &[]).is_err());
        assert!(matches!(
            solve(&four, &pos, winner.other()),
            Verdict::NotAWin
        ));
        proved += 1;
    }
    assert!(proved > 30, "{proved}");
    assert!(needs_tables > proved / 2, "{needs_tables} of {proved}");
}

#[test]
fn a_folder_of_tables_opens_for_every_variant_that_shares_them() {
    let (whole, _) = four_and_five();
    let dir = std::env::temp_dir().join(format!("asalto-tables-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for geese in [4, 5] {
        let path = table_path(&dir, whole.variant(), geese);
        std::fs::write(path, whole.table_file(geese).unwrap()).unwrap();
    }
    let seventeen = Variants::default().get("fox-geese-17").unwrap();
    let opened = Tablebase::open(&seventeen, &dir).unwrap();
    assert_eq!(opened.geese(), (4, 5));
    assert_eq!(opened.table_file(5), whole.table_file(5));

    // A cut file is refused in one line; a variant with other rules finds nothing.
    let five = table_path(&dir, whole.variant(), 5);
    let bytes = whole.table_file(5).unwrap();
    std::fs::write(&five, &bytes[..bytes.len() - 3]).unwrap();
    let cut = Tablebase::open(&seventeen, &dir).unwrap_err().to_string();
    assert!(cut.contains("entries") && !cut.contains('\n'), "{cut}");
    let sideways = Variants::default().get("fox-geese-13-sideways").unwrap();
    assert!(Tablebase::open(&sideways, &dir).is_err());
    let asalto = Variants::default().get("asalto").unwrap();
    let search = ProofSearch::new(&asalto, &Position::start(&asalto), &[], Side::Officers, 16);
    assert!(matches!(
        search.with_tablebase(Arc::new(whole)),
        Err(TablebaseError::OtherRules { .. })
    ));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn perfect_play_ends_as_the_tables_say_and_is_the_computers_move() {
    let (whole, _) = four_and_five();
    let whole = Arc::new(whole);
    let variant = whole.variant().clone();
    let mut played = 0;
    for slot in (0..whole.entries(5)).step_by(4999) {
        let Some(pos) = whole.position_at(5, slot) else {
            continue;
        };
        let Some((mv, entry)) = whole.perfect_move(&pos) else {
            continue;
        };
        assert_eq!(Some(entry), whole.probe(&pos), "the move keeps the value");
        // Both sides perfect: the game ends in the entry's plies, won by the side it says.
        let line = whole.perfect_line(&pos, 200);
        assert_eq!(line.len(), usize::from(entry.plies));
        let end = line.iter().fold(pos, |at, mv| variant.play(&at, mv));
        let winner = variant.winner(&end).unwrap().winner.unwrap();
        assert_eq!(winner == pos.turn.side(), entry.wins);

        let game = crate::Game::from_position(variant.clone(), pos);
        let result = crate::search::LevelMove::new(&game, crate::search::Level::Marshal, 1)
            .with_tablebase(Some(&whole))
            .run(&StopFlag::default());
        assert_eq!(result.best, Some(mv));
        assert_eq!(result.proven().is_some(), entry.wins);
        assert_eq!(result.nodes, 0, "nothing searched");
        played += 1;
    }
    assert!(played > 20, "{played}");
}

#[test]
fn a_review_judges_the_tables_positions_by_their_exact_values() {
    use crate::search::{Limits, Review, Verdict as Judged};
    let (whole, _) = four_and_five();
    let whole = Arc::new(whole);
    let variant = whole.variant().clone();
    // A position of five geese, the fox to move, where a winning move is slower than the best.
    let (start, slower, perfect) = (0..whole.entries(5))
        .filter_map(|slot| whole.position_at(5, slot))
        .filter(|p| p.turn == crate::position::Turn::Officers)
        .find_map(|p| {
            let (best, entry) = whole.perfect_move(&p)?;
            let moves = whole.moves(&p)?;
            let slower = moves
                .iter()
                .find(|(_, e)| e.wins && e.plies > entry.plies)?;
            Some((p, slower.0, best))
        })
        .unwrap();
    let mut game = crate::Game::from_position(variant.clone(), start);
    game.play(slower).unwrap();
    for mv in whole.perfect_line(game.position(), 3) {
        game.play(mv).unwrap();
    }
    let limits = Limits {
        depth: Some(1),
        ..Limits::default()
    };
    let mut review = Review::new(&game, limits).with_tablebase(Some(whole.clone()));
    review.run(&StopFlag::default());
    let moves = review.moves();
    assert_eq!(moves[0].best, perfect, "the tables' move is the best");
    assert_eq!(
        moves[0].verdict,
        Judged::Good,
        "a slower win is good, not best"
    );
    assert!(moves[1..].iter().all(|m| m.verdict == Judged::Best));
    let entry = whole.probe(&start).unwrap();
    let exact = review.proven(0).unwrap();
    assert_eq!(
        (exact.side, exact.plies),
        (Side::Officers, usize::from(entry.plies))
    );
}

#[test]
fn the_search_scores_positions_below_its_root_from_the_tables() {
    use crate::search::{LevelMove, Limits, MATE, MATE_BOUND, Style, Traps, Weights};
    let (whole, _) = four_and_five();
    let variant = whole.variant().clone();
    // Six geese, the fox to move with a capture: one ply down, the tables of five answer.
    let six = Tablebase::empty(variant.clone(), 6).unwrap();
    let start = (0..six.entries(6))
        .filter_map(|slot| six.position_at(6, slot))
        .filter(|p| p.turn == crate::position::Turn::Officers)
        .find(|p| {
            let moves = variant.legal_moves(p);
            let after = |mv: &crate::Move| variant.play(p, mv).attackers.count_ones();
            moves.iter().any(|mv| after(mv) == 5) && moves.iter().any(|mv| after(mv) == 6)
        })
        .unwrap();
    let fastest = (variant.legal_moves(&start).iter())
        .map(|mv| variant.play(&start, mv))
        .filter_map(|after| whole.value(&after))
        .map(|e| e.plies)
        .min()
        .unwrap();
    let game = crate::Game::from_position(variant.clone(), start);
    let limits = Limits {
        depth: Some(1),
        ..Limits::default()
    };
    let style = Style {
        margin: 0,
        blunder_percent: 0,
        traps: Traps::OFF,
    };
    let search = |tables: Option<&Arc<Tablebase>>| {
        LevelMove::styled(&game, &limits, &Weights::DEFAULT, style, 1)
            .with_tablebase(tables)
            .run(&StopFlag::default())
            .score
    };
    assert!(
        search(None) < MATE_BOUND,
        "one ply sees no forced win by itself"
    );
    // The fastest capture's exact win: its ply, then the tables' distance after it.
    let four_and_five = Arc::new(whole);
    assert_eq!(search(Some(&four_and_five)), MATE - 1 - i32::from(fastest));
}

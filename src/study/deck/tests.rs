use super::*;
use asalto_engine::search::puzzle;

/// Asalto's first `n` built-in puzzles as mistakes, each with a legal move that is not the key.
fn mistakes(n: usize) -> Vec<Mistake> {
    puzzle::builtin("asalto")
        .into_iter()
        .take(n)
        .map(|puzzle| {
            let played = puzzle
                .game
                .legal_moves()
                .into_iter()
                .find(|&m| m != puzzle.key())
                .unwrap();
            Mistake {
                puzzle,
                played,
                verdict: Verdict::Mistake,
            }
        })
        .collect()
}

#[test]
fn new_positions_are_due_at_once_and_kept_once() {
    let mut deck = Deck::default();
    assert_eq!(deck.add(&mistakes(3), 100), 3);
    assert_eq!(deck.add(&mistakes(4), 101), 1, "only the fourth is new");
    assert_eq!(deck.due(100).count(), 3);
    assert_eq!(deck.due(101).count(), 4);
    let again = deck.due_mistakes(101, &Variants::default());
    for (read, original) in again.iter().zip(mistakes(4)) {
        assert_eq!(read.puzzle.to_string(), original.puzzle.to_string());
        assert_eq!(read.played, original.played);
        assert_eq!(read.verdict, Verdict::Mistake);
    }
}

#[test]
fn a_solve_leaves_todays_list_for_longer_and_longer_and_a_miss_comes_back_sooner() {
    let mut deck = Deck::default();
    deck.add(&mistakes(2), 10);
    let [a, b] = [deck.cards[0].position(), deck.cards[1].position()].map(String::from);
    assert!(deck.record(&a, true, 10));
    assert!(deck.record(&b, false, 10));
    let due: Vec<&str> = deck.due(10).map(Card::position).collect();
    assert!(due.is_empty(), "both leave today's list: {due:?}");
    let (solved, missed) = (deck.cards[0].due, deck.cards[1].due);
    assert!(
        missed < solved,
        "a miss comes back sooner: {missed} < {solved}"
    );
    assert_eq!(missed, 11);
    // Solved again each time it comes back: longer each time, up to the last box.
    let mut day = solved;
    let mut gaps = Vec::new();
    for _ in 0..6 {
        deck.record(&a, true, day);
        gaps.push(deck.cards[0].due - day);
        day = deck.cards[0].due;
    }
    assert_eq!(gaps, [7, 14, 30, 30, 30, 30]);
    // A miss sends it back to the first box.
    deck.record(&a, false, day);
    assert_eq!(deck.cards[0].due, day + 1);
    assert!(!deck.record("asalto o ../.../...", true, day), "not kept");
}

#[test]
fn the_deck_reads_back_and_refuses_what_is_not_one() {
    let mut deck = Deck::default();
    deck.add(&mistakes(2), 7);
    let first = String::from(deck.cards[0].position());
    deck.record(&first, true, 7);
    assert_eq!(Deck::from_ron(&deck.to_ron()), Ok(deck.clone()));
    assert!(matches!(
        Deck::from_ron("(cards: [(puzzle: 3)])"),
        Err(DeckError::File(_))
    ));
    // A card that no longer reads is left out of the practice, not the deck.
    deck.cards[1].played = "z9-z8".into();
    assert_eq!(deck.due_mistakes(100, &Variants::default()).len(), 1);
    assert!(matches!(
        deck.cards[1].mistake(&Variants::default()),
        Err(DeckError::Played { text, .. }) if text == "z9-z8"
    ));
}

#[test]
fn the_deck_stops_growing_at_its_limit() {
    let mut deck = Deck::default();
    let one = &mistakes(1)[0];
    for i in 0..MOST_CARDS {
        deck.cards.push(Card {
            puzzle: format!("x{i} goal better"),
            ..Card::of(one, 0)
        });
    }
    assert_eq!(deck.add(&mistakes(2), 0), 0);
    assert_eq!(deck.cards.len(), MOST_CARDS);
}

#[test]
fn a_deck_beyond_its_limits_is_read_and_written_whole() {
    let one = &mistakes(1)[0];
    let mut deck = Deck::default();
    for i in 0..MOST_CARDS + 200 {
        deck.cards.push(Card {
            puzzle: format!("x{i} goal better"),
            ..Card::of(one, 0)
        });
    }
    for i in 0..MOST_REVIEWS + 50 {
        deck.note_review(format!("game {i}"), [Some(50.0), None], None);
        deck.reviewed.push(deck.reviewed[0].clone());
    }
    let read = Deck::from_ron(&deck.to_ron()).unwrap();
    assert_eq!(
        read.cards.len(),
        MOST_CARDS + 200,
        "no card dropped by reading"
    );
    assert_eq!(read.reviewed.len(), deck.reviewed.len());
    assert_eq!(Deck::from_ron(&read.to_ron()).unwrap(), read);
}

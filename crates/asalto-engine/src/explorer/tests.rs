use super::*;
use crate::variants::Variants;

const GAMES: &str = include_str!("../../games/asalto.txt");
const PROOFS: &str = include_str!("../../proofs/asalto.txt");
const BOOK: &str = include_str!("../../books/asalto.txt");

fn asalto() -> Explorer {
    Explorer::builtin("asalto").expect("Asalto's explorer")
}

/// The moves of each line of a file (after `moves`), with the line's first word when asked.
fn lines_of(text: &str) -> Vec<(String, Vec<String>)> {
    text.lines()
        .map(|l| l.split('#').next().unwrap_or("").trim())
        .filter(|l| !l.is_empty())
        .map(|l| {
            let words: Vec<&str> = l.split_whitespace().collect();
            let at = words.iter().position(|w| *w == "moves").unwrap();
            let moves = words[at + 1..].iter().map(|w| w.to_string()).collect();
            (words[0].to_string(), moves)
        })
        .collect()
}

/// The game after the first moves of a line, by their notation.
fn after(moves: &[String]) -> Game {
    let mut game = Game::new(Variants::default().get("asalto").unwrap());
    for text in moves {
        game.play_text(text).unwrap();
    }
    game
}

/// Counted from the files' text alone: up to three plies no two move orders reach the same
/// position, so the games through a position are those whose moves begin with its line.
#[test]
fn the_figures_for_a_position_are_a_count_over_the_files() {
    let explorer = asalto();
    let games = lines_of(GAMES);
    let book = lines_of(BOOK);
    assert!(games.len() >= 100, "{} games", games.len());
    let prefixes: Vec<Vec<String>> = (0..3)
        .map(|plies| games[7].1[..plies].to_vec())
        .chain((0..3).map(|plies| book[3].1[..plies].to_vec()))
        .collect();
    for prefix in prefixes {
        let shown = explorer.moves(after(&prefix).position());
        assert!(!shown.is_empty(), "nothing after {prefix:?}");
        for m in &shown {
            let through = |lines: &[(String, Vec<String>)]| -> Vec<String> {
                lines
                    .iter()
                    .filter(|(_, moves)| moves.starts_with(&prefix))
                    .filter(|(_, moves)| moves.get(prefix.len()) == Some(&m.text))
                    .map(|(word, _)| word.clone())
                    .collect()
            };
            let results = through(&games);
            let count = |word: &str| results.iter().filter(|w| *w == word).count() as u32;
            let expected = Results {
                attackers: count("attackers"),
                officers: count("officers"),
                draws: count("draw"),
            };
            assert_eq!(m.results, expected, "{} after {prefix:?}", m.text);
            assert_eq!(m.book as usize, through(&book).len(), "{}", m.text);
        }
        let total: u32 = shown.iter().map(|m| m.results.games()).sum();
        let expected = games.iter().filter(|(_, m)| m.starts_with(&prefix)).count();
        assert_eq!(total as usize, expected, "games through {prefix:?}");
    }
}

#[test]
fn the_most_played_moves_come_first() {
    let shown = asalto().moves(after(&[]).position());
    let played: Vec<u32> = shown.iter().map(|m| m.book + m.results.games()).collect();
    assert!(played.windows(2).all(|w| w[0] >= w[1]), "{played:?}");
}

/// docs/solver.md names the four openings proven with both officers on the board.
#[test]
fn the_proven_openings_are_shown_after_their_last_move() {
    let explorer = asalto();
    for line in [
        "@c5,c7 f5-e5",
        "@c5,e7 f5-e5",
        "@c7,e5 b5-c5",
        "@e5,e7 b5-c5",
    ] {
        let moves: Vec<String> = line.split(' ').map(String::from).collect();
        let shown = explorer.moves(after(&moves).position());
        let step = shown
            .iter()
            .find(|m| m.text == "c5-d5" || m.text == "e5-d5");
        let proven = step.and_then(|m| m.proven).expect(line);
        assert_eq!(proven.winner, Side::Attackers, "{line}");
        assert!(proven.plies >= 35, "{line}: {}", proven.plies);
    }
    let proven = proofs::parse(PROOFS, &Variants::default()).unwrap();
    assert_eq!(proven.len(), 53);
    assert!(proven.iter().all(|(_, r)| r.winner == Side::Attackers));
}

#[test]
fn a_bad_games_file_is_refused_with_its_line() {
    let variants = Variants::default();
    let refused = |text: &str| games::parse(text, &variants).unwrap_err().to_string();
    let first = GAMES.lines().find(|l| !l.starts_with('#')).unwrap();
    let (word, game) = first.split_once(' ').unwrap();
    assert!(refused(&format!("# c\nwon {game}")).starts_with("line 2: expected a result"));
    let other = if word == "officers" {
        "attackers"
    } else {
        "officers"
    };
    assert!(refused(&format!("{other} {game}")).contains("does not end in the result"));
    assert!(refused("draw asalto moves @c5,c6").contains("does not end in the result"));
    assert!(refused("draw asalto moves @c5,c6 d9-d8").starts_with("line 1: move 2"));
    assert_eq!(games::parse(first, &variants).unwrap().len(), 1);
}

#[test]
fn a_bad_proofs_line_is_refused_with_its_line() {
    let variants = Variants::default();
    let refused = |text: &str| proofs::parse(text, &variants).unwrap_err().to_string();
    assert!(refused("opening 1 asalto moves @c5,c7 attackers win").starts_with("line 1: expected"));
    assert!(
        refused("x\nopening 1 asalto moves @c5,c7 attackers win x officers unknown nodes 9")
            .starts_with("line 2: expected")
    );
    assert!(
        refused("opening 1 asalto moves @c9,c7 attackers unknown officers unknown nodes 9")
            .starts_with("line 1: move 1")
    );
}

#[test]
fn shares_are_rounded_percentages() {
    let r = Results {
        attackers: 2,
        officers: 1,
        draws: 0,
    };
    assert_eq!(r.percent(Some(Side::Attackers)), 67);
    assert_eq!(r.percent(Some(Side::Officers)), 33);
    assert_eq!(r.percent(None), 0);
    assert_eq!(Results::default().percent(None), 0);
}

use super::*;
use asalto_engine::Variant;

fn played(variant: &str, moves: &str) -> Game {
    let mut game = Game::new(Variant::builtin(variant).unwrap());
    for mv in moves.split_whitespace() {
        game.play_text(mv).unwrap();
    }
    game
}

fn texts(game: &Game) -> Vec<String> {
    game.plies().iter().map(|p| p.text.clone()).collect()
}

#[test]
fn a_game_from_the_start_reads_back_from_its_link() {
    let game = played("asalto", "@c5,e5 d4-d5 c5-d4 d5-c5 e5-d5");
    let fragment = fragment(&game);
    assert_eq!(fragment, "asalto/moves/@c5,e5/d4-d5/c5-d4/d5-c5/e5-d5");
    let variants = Variants::default();
    for link in [
        fragment.clone(),
        format!("#{fragment}"),
        format!("https://example.org/asalto/index.html?fresh#{fragment}"),
        format!("  https://example.org/#{fragment}\n"),
    ] {
        let read = game_from_link(&link, &variants).unwrap();
        assert_eq!(texts(&read), texts(&game), "{link}");
        assert_eq!(read.position(), game.position());
    }
    let empty = game_from_link("#fox-geese-13", &variants).unwrap();
    assert_eq!(fragment_of_start("fox-geese-13"), "fox-geese-13");
    assert!(empty.plies().is_empty());
}

fn fragment_of_start(variant: &str) -> String {
    fragment(&Game::new(Variant::builtin(variant).unwrap()))
}

#[test]
fn a_game_from_another_position_carries_it() {
    let variant = Variant::builtin("assaut").unwrap();
    let apn = "assaut o ..O/.../..O..RR/..R..RR/R....RR/R../... 0";
    let start = asalto_engine::parse_apn(apn).unwrap().1;
    let mut game = Game::from_position(variant, start);
    let mv = game.legal_moves()[0];
    let text = game.play(mv).unwrap().text.clone();
    let fragment = fragment(&game);
    assert!(
        fragment.starts_with("assaut/from/assaut%20o%20..O%2F...%2F..O..RR"),
        "{fragment}"
    );
    assert!(fragment.ends_with(&format!("/moves/{text}")), "{fragment}");
    let read = game_from_link(&fragment, &Variants::default()).unwrap();
    assert_eq!(read.start(), game.start());
    assert_eq!(texts(&read), [text]);
}

#[test]
fn a_bad_link_is_refused_in_one_line() {
    let variants = Variants::default();
    let refused = |link: &str| game_from_link(link, &variants).unwrap_err();
    assert_eq!(refused("#"), LinkError::NoGame);
    assert!(refused("#").to_string().contains("no game after #"));
    assert_eq!(
        refused("#chess/moves/e2-e4"),
        LinkError::UnknownGame("chess".into())
    );
    assert!(
        refused("#chess/moves/e2-e4")
            .to_string()
            .contains("\"chess\" is not one this game knows")
    );
    let bad_move = refused("#asalto/moves/@c5,e5/d4-d9");
    assert!(
        matches!(&bad_move, LinkError::Move { number: 2, text, .. } if text == "d4-d9"),
        "{bad_move:?}"
    );
    assert!(
        bad_move
            .to_string()
            .starts_with("the link's move 2 (\"d4-d9\")")
    );
    assert!(matches!(
        refused("#asalto/move/@c5,e5"),
        LinkError::NotMoves { found, .. } if found == "move"
    ));
    let bad_position = refused("#asalto/from/assaut%20o%20...");
    assert!(
        matches!(bad_position, LinkError::Position(_)),
        "{bad_position:?}"
    );
    assert!(bad_position.to_string().contains("position"));
    assert_eq!(
        refused("#asalto/from/%FF%FE/moves"),
        LinkError::PositionNotText
    );
    for error in [refused("#asalto/moves/zz"), refused("#x\ny")] {
        let message = error.to_string();
        assert!(!message.contains('\n'), "{message}");
    }
}

#[test]
fn a_link_reads_as_a_browser_reads_its_address() {
    let variants = Variants::default();
    // The game's name percent-encoded, as the moves and the position may be.
    let read = game_from_link("#fox%2Dgeese-13", &variants).unwrap();
    assert_eq!(read.variant().name(), "fox-geese-13");
    // The fragment begins at the first `#`: a second one belongs to it.
    let refused = game_from_link("#asalto/moves/@c5,e5/d4-d5#x", &variants).unwrap_err();
    assert!(
        matches!(&refused, LinkError::Move { number: 2, text, .. } if text == "d4-d5#x"),
        "{refused}"
    );
}

//! A game as a link: `--game` opens it, a link pasted into the position field opens it with the
//! match's players, and a bad link is refused in one line and changes nothing.

mod common;

use asalto::cli::{Command, parse};
use asalto::game::Mode;
use asalto::game::link::{fragment, game_from_link};
use asalto::ui::hud::HudAction;
use asalto::ui::hud::NotationPanel;
use asalto_engine::Variants;
use asalto_engine::search::Level;
use common::*;

const LINK: &str = "https://example.org/asalto/#asalto/moves/@c5,e5/d4-d5/c5-d4/d5-c5";

fn moves(game: &asalto_engine::Game) -> Vec<String> {
    game.plies().iter().map(|p| p.text.clone()).collect()
}

#[test]
fn the_command_line_opens_a_shared_game_for_two_people() {
    let parsed = parse(&["--game".into(), LINK.into()]);
    let Ok(Command::Run(options)) = parsed else {
        panic!("{parsed:?}")
    };
    assert!(options.straight_to_game());
    let game = options.game.as_ref().unwrap();
    assert_eq!(moves(game), ["@c5,e5", "d4-d5", "c5-d4", "d5-c5"]);
    assert_eq!(options.variant.as_ref().unwrap().name(), "asalto");
    let bad = parse(&["--game".into(), "#asalto/moves/@c5,e5/d4-d9".into()]).unwrap_err();
    assert!(bad.contains("--game") && bad.contains("move 2"), "{bad}");
    assert!(!bad.contains('\n'), "{bad}");
    let both = ["--game", LINK, "--variant", "assaut"].map(String::from);
    assert!(parse(&both).unwrap_err().contains("does not match"));
}

#[test]
fn a_pasted_link_opens_its_game_and_a_bad_one_is_refused() {
    // The officers move after the link's moves: the person's turn, so nothing moves meanwhile.
    let mode = Mode::VsComputer {
        human: asalto_engine::Side::Officers,
    };
    let mut app = app(setup("fox-geese-13", mode, Level::Recruit, None));
    app.world_mut()
        .write_message(HudAction::PlayFrom(format!("  {LINK}\n")));
    settle(&mut app);
    settle(&mut app);
    let shared = game_from_link(LINK, &Variants::default()).unwrap();
    let current = game(&app);
    assert_eq!(current.variant().name(), "asalto");
    assert_eq!(moves(&current.game), moves(&shared));
    assert_eq!(current.setup.mode, mode, "the match's players");
    assert_eq!(fragment(&shared), LINK.rsplit_once('#').unwrap().1);

    let before = moves(&game(&app).game);
    app.world_mut()
        .write_message(HudAction::PlayFrom("#asalto/moves/@c5,e5/z9-z8".into()));
    settle(&mut app);
    let message = app.world().resource::<NotationPanel>().message.clone();
    let message = message.unwrap_or_default();
    assert!(
        message.starts_with("That link does not open a game: the link's move 2"),
        "{message}"
    );
    assert_eq!(moves(&game(&app).game), before, "nothing changed");
}

//! A game as a link: `--game` opens it, a link pasted into the position field opens it with the
//! match's players, and a bad link is refused in one line and changes nothing. A game played by
//! links is kept among the saved games, carried on by the link that continues it, and never
//! written over by one that contradicts it.

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
    let parsed = parse(["--game", LINK]);
    let Ok(Command::Run(options)) = parsed else {
        panic!("{parsed:?}")
    };
    assert!(options.straight_to_game());
    let game = options.game.as_ref().unwrap();
    assert_eq!(moves(game), ["@c5,e5", "d4-d5", "c5-d4", "d5-c5"]);
    assert_eq!(options.variant.as_ref().unwrap().name(), "asalto");
    let bad = parse(["--game", "#asalto/moves/@c5,e5/d4-d9"]).unwrap_err();
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

/// A browser page reloaded opens its address's game: when that is the unfinished game, it goes
/// on with its own players, not as a new game for two.
#[test]
fn a_link_to_the_unfinished_game_continues_it_with_its_players() {
    use asalto::game::link::open_at_start;
    use asalto::game::saves::{AUTOSAVE, SAVE_FORMAT, SAVE_VERSION, SavedGame};
    use asalto::game::{GameCommand, MatchSetup};
    use asalto::platform::storage::Storage;
    let storage = Storage::memory();
    let shared = game_from_link(LINK, &Variants::default()).unwrap();
    let unfinished = SavedGame {
        format: SAVE_FORMAT.into(),
        version: SAVE_VERSION,
        variant: "asalto".into(),
        variant_file: None,
        start: shared.variant().to_apn(shared.start()),
        moves: moves(&shared),
        mode: "vs-ai-officers".into(),
        level: "captain".into(),
        seed: 7,
        warn_huff: true,
        rated: false,
        by_link: false,
    };
    storage.write(AUTOSAVE, &unfinished.to_ron()).unwrap();
    let opened = |game: asalto_engine::Game, mode: Option<Mode>| match open_at_start(
        game,
        mode,
        MatchSetup::default(),
        Some(&storage),
    ) {
        GameCommand::NewMatch(m) => *m,
        other => panic!("{other:?}"),
    };
    let same = opened(shared.clone(), None);
    assert!(same.continued, "the unfinished game itself");
    assert_eq!(same.setup.level, Level::Captain);
    assert!(matches!(same.setup.mode, Mode::VsComputer { .. }));
    assert_eq!(moves(same.from.as_ref().unwrap()), moves(&shared));
    // Another game, or players asked for: the link's game, not the unfinished one.
    let mut longer = shared.clone();
    let next = longer.legal_moves()[0];
    longer.play(next).unwrap();
    let other = opened(longer, None);
    assert!(!other.continued);
    assert_eq!(other.setup.mode, Mode::HotSeat);
    let asked = opened(shared, Some(Mode::ComputerVsComputer));
    assert!(!asked.continued);
    assert_eq!(asked.setup.mode, Mode::ComputerVsComputer);
}

/// The saved game of this name, as stored.
fn stored(
    storage: &asalto::platform::storage::Storage,
    name: &str,
) -> asalto::game::saves::SavedGame {
    let text = storage.read(name).unwrap().expect("the saved game");
    asalto::game::saves::SavedGame::from_ron(&text).unwrap()
}

fn paste(app: &mut bevy::prelude::App, link: &str) -> String {
    app.world_mut()
        .write_message(HudAction::PlayFrom(link.into()));
    settle(app);
    settle(app);
    let panel = app.world().resource::<NotationPanel>();
    panel.message.clone().unwrap_or_default()
}

/// Two people far apart: each link pasted carries on the one saved game, *Send your move*
/// copies the link of the game with the move just played (or shows it, without a clipboard)
/// and keeps it; a link that contradicts the saved game opens a new one beside it, and an older
/// link changes nothing.
#[test]
fn a_game_by_links_is_carried_on_from_pasted_links_and_never_written_over() {
    use asalto::platform::storage::Storage;
    let storage = Storage::memory();
    let hot_seat = setup("asalto", Mode::HotSeat, Level::Recruit, None);
    let mut app = app_with(hot_seat, |app| {
        app.insert_resource(storage.clone());
    });
    let said = paste(&mut app, "#asalto/moves/@c5,e5/d4-d5");
    assert_eq!(said, "This game is kept as saved game #1.");
    let kept = stored(&storage, "saves/game-1.ron");
    assert!(
        kept.by_link && kept.moves == ["@c5,e5", "d4-d5"],
        "{kept:?}"
    );

    play(&mut app, "c5-d4");
    settle(&mut app);
    app.world_mut().write_message(HudAction::SendMove);
    settle(&mut app);
    settle(&mut app);
    let said = app
        .world()
        .resource::<NotationPanel>()
        .message
        .clone()
        .unwrap_or_default();
    let sent = "#asalto/moves/@c5,e5/d4-d5/c5-d4";
    assert!(
        said.starts_with("The game's link is copied")
            || said.contains(&format!("this link: {sent}")),
        "{said}"
    );
    assert!(
        said.ends_with("This carries on saved game #1, now with the new moves."),
        "{said}"
    );
    assert_eq!(stored(&storage, "saves/game-1.ron").moves.len(), 3);

    // The friend's answer continues it.
    let answer = format!("https://example.org/asalto/{sent}/d5-c5");
    let said = paste(&mut app, &answer);
    assert_eq!(
        said,
        "This carries on saved game #1, now with the new moves."
    );
    assert_eq!(
        moves(&game(&app).game),
        ["@c5,e5", "d4-d5", "c5-d4", "d5-c5"]
    );
    assert_eq!(stored(&storage, "saves/game-1.ron").moves.len(), 4);
    assert_eq!(game(&app).setup.mode, Mode::HotSeat);

    // Another fourth move contradicts it: a new game beside it, the first one as it was.
    let third = game_from_link(sent, &Variants::default()).unwrap();
    let other = third
        .legal_moves()
        .into_iter()
        .map(|m| third.variant().move_text(&m))
        .find(|text| text != "d5-c5")
        .unwrap();
    let said = paste(&mut app, &format!("{sent}/{other}"));
    assert_eq!(said, "This game is kept as saved game #2.");
    assert_eq!(stored(&storage, "saves/game-1.ron").moves[3], "d5-c5");
    assert_eq!(stored(&storage, "saves/game-2.ron").moves[3], other);

    // An older link of the first game: both saved games stay as they are.
    let said = paste(&mut app, sent);
    assert_eq!(
        said,
        "Saved game #1 has this game with later moves; it is left as it is."
    );
    assert_eq!(stored(&storage, "saves/game-1.ron").moves.len(), 4);
    assert_eq!(storage.list("saves").len(), 2);
}

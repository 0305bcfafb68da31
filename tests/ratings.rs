//! The player's rating from games against the computer: a rated game that ends moves it as
//! Glicko-2 says (the game scored as a pair with the level's own games) and is kept in
//! storage, once; a game given up counts as lost; help makes a game unrated; a damaged ratings
//! file is kept aside.

mod common;

use asalto::game::ratings::{PlayerRatings, RATINGS_FILE, RatingsLoad};
use asalto::game::saves::{AUTOSAVE, SAVE_FORMAT, SAVE_VERSION, SavedGame};
use asalto::game::{GameCommand, Mode, Rating, Unrated};
use asalto::platform::storage::{Storage, Unreadable};
use asalto::ui::menu::MenuAction;
use asalto_engine::job::{Job, StopFlag};
use asalto_engine::rating::{Achieved, PlayerRating, Score, pair_against_own_games};
use asalto_engine::search::{Level, LevelMove};
use asalto_engine::{Game, Side, Variant};
use common::{at_menu, game, menu, settle, setup};

/// A whole game of Recruit against Recruit from L'Assaut's start.
fn recruits_game() -> Game {
    let mut game = Game::new(Variant::builtin("assaut").unwrap());
    for ply in 0..1_000 {
        if game.outcome().is_some() {
            return game;
        }
        let best = LevelMove::new(&game, Level::Recruit, 11 + ply)
            .run(&StopFlag::default())
            .best
            .expect("a move while the game goes on");
        game.play(best).unwrap();
    }
    panic!("Recruit against Recruit did not end in 1,000 plies");
}

/// The unfinished game kept between runs: `game` but its last move, saved while it counted,
/// the player having the side that makes that move.
fn kept_before_the_end(storage: &Storage, game: &Game) -> Side {
    let last = game.plies().len() - 1;
    keep(storage, game, last);
    game.position_after(last).turn.side()
}

/// `game`'s first `plies` moves kept as the unfinished game, saved while it counted, the player
/// having the side that makes the game's last move.
fn keep(storage: &Storage, game: &Game, plies: usize) {
    let record = game.record();
    let last = game.plies().len() - 1;
    let side = game.position_after(last).turn.side();
    let saved = SavedGame {
        format: SAVE_FORMAT.into(),
        version: SAVE_VERSION,
        variant: record.variant,
        variant_file: None,
        start: record.start,
        moves: record.moves[..plies].to_vec(),
        mode: Mode::VsComputer { human: side }.cli_name().into(),
        level: Level::Recruit.name().into(),
        seed: 7,
        warn_huff: false,
        rated: true,
        by_link: false,
    };
    storage.write(AUTOSAVE, &saved.to_ron()).unwrap();
}

#[test]
fn a_rated_game_that_ends_moves_the_rating_once_and_is_kept() {
    let whole = recruits_game();
    let storage = Storage::memory();
    let human = kept_before_the_end(&storage, &whole);
    let mut app = at_menu(&storage);
    menu(&mut app, MenuAction::Open(AUTOSAVE.into()));
    settle(&mut app);
    assert_eq!(game(&app).rating, Rating::Counts);
    let last = whole.plies().last().unwrap().mv;
    app.world_mut().write_message(GameCommand::Play {
        mv: last,
        by: asalto::game::Player::Human,
    });
    settle(&mut app);
    let outcome = game(&app).game.outcome().expect("the game is over");
    // Scored as a pair with each of Recruit's own games from the start.
    let player = Achieved {
        side: human,
        winner: outcome.winner,
        plies: whole.plies().len(),
    };
    let own = Level::Recruit.own_games("assaut");
    let score = pair_against_own_games(player, own).unwrap();
    let recruit = Level::Recruit.rating("assaut").unwrap();
    let expected = PlayerRating::NEW.after_game(recruit, score);
    let ratings = app.world().resource::<PlayerRatings>();
    assert_eq!(ratings.of("assaut"), expected);
    assert_eq!(ratings.variants["assaut"].games.len(), 1);
    let kept = PlayerRatings::from_ron(&storage.read(RATINGS_FILE).unwrap().unwrap()).unwrap();
    assert_eq!(&kept, ratings);
    // The same game opened again, over, is not rated a second time.
    keep(&storage, &whole, whole.plies().len());
    menu(&mut app, MenuAction::Open(AUTOSAVE.into()));
    settle(&mut app);
    assert!(game(&app).game.outcome().is_some());
    assert_eq!(game(&app).rating, Rating::Counts);
    let ratings = app.world().resource::<PlayerRatings>();
    assert_eq!(ratings.variants["assaut"].games.len(), 1);
}

#[test]
fn help_makes_a_game_unrated_for_good() {
    let vs = |level| {
        setup(
            "assaut",
            Mode::VsComputer {
                human: Side::Attackers,
            },
            level,
            None,
        )
    };
    let mut app = common::app(vs(Level::Recruit));
    assert_eq!(game(&app).rating, Rating::Counts);
    common::command(&mut app, GameCommand::Unrate(Unrated::Hinted));
    assert_eq!(game(&app).rating, Rating::Unrated(Unrated::Hinted));
    common::command(&mut app, GameCommand::Restart);
    assert_eq!(game(&app).rating, Rating::Counts);
    // The player moves; taking it back unrates the game.
    first_move(&mut app);
    common::await_computer(&mut app, |a| game(a).human_to_move());
    common::command(&mut app, GameCommand::Undo);
    assert_eq!(game(&app).rating, Rating::Unrated(Unrated::TakenBack));
    // A game from another position, or between two people, never counts.
    let hot_seat = setup("assaut", Mode::HotSeat, Level::Recruit, None);
    assert_eq!(
        Rating::at_start(&hot_seat, false, false),
        Rating::Unrated(Unrated::NotAgainstComputer)
    );
}

/// The player's first move against the computer, the computer having moved first where it
/// does.
fn first_move(app: &mut bevy::prelude::App) {
    common::await_computer(app, |a| game(a).human_to_move());
    let mv = game(app).game.legal_moves()[0];
    app.world_mut().write_message(GameCommand::Play {
        mv,
        by: asalto::game::Player::Human,
    });
    settle(app);
}

#[test]
fn a_rated_game_given_up_counts_as_lost() {
    let storage = Storage::memory();
    let vs = setup(
        "assaut",
        Mode::VsComputer {
            human: Side::Attackers,
        },
        Level::Recruit,
        None,
    );
    let mut app = common::app_with(vs, |app| {
        app.insert_resource(storage.clone());
    });
    // Restarted before the player moved: nothing to rate.
    common::command(&mut app, GameCommand::Restart);
    assert!(app.world().resource::<PlayerRatings>().variants.is_empty());
    first_move(&mut app);
    common::command(&mut app, GameCommand::Restart);
    let ratings = app.world().resource::<PlayerRatings>();
    let games = &ratings.variants["assaut"].games;
    assert_eq!(games.len(), 1);
    assert_eq!(
        (games[0].score, games[0].side),
        (Score::Lost, Side::Attackers)
    );
    let recruit = Level::Recruit.rating("assaut").unwrap();
    assert_eq!(
        ratings.of("assaut"),
        PlayerRating::NEW.after_game(recruit, Score::Lost)
    );
    assert!(storage.exists(RATINGS_FILE));
    // A game kept to be continued (a new game from the menu) is not given up.
    first_move(&mut app);
    common::command(&mut app, GameCommand::RestartKeeping);
    assert_eq!(
        app.world().resource::<PlayerRatings>().variants["assaut"]
            .games
            .len(),
        1
    );
}

#[test]
fn a_damaged_ratings_file_is_kept_aside_and_replaced() {
    let storage = Storage::memory();
    storage
        .write(
            RATINGS_FILE,
            "(format: \"asalto-ratings\", version: 1, variants: {\"asalto\": (now: (rating: NaN",
        )
        .unwrap();
    let app = at_menu(&storage);
    let load = app.world().resource::<RatingsLoad>();
    let Some(Unreadable::KeptAside(kept)) = &load.problem else {
        panic!("not kept aside: {load:?}");
    };
    assert!(kept.contains("ratings.ron.bak"), "{kept}");
    assert!(storage.exists("ratings.ron.bak"));
    let fresh = storage.read(RATINGS_FILE).unwrap().unwrap();
    assert_eq!(
        PlayerRatings::from_ron(&fresh).unwrap(),
        PlayerRatings::default()
    );
}

/// The player's files behind the progress page's pictures (tests/data/progress, read with
/// `--storage-from`): made by the game's own code, each result rated by Glicko-2 as a game
/// would, and checked here to be exactly what it makes. `ASALTO_WRITE_EXAMPLES=1` writes them.
#[test]
fn the_progress_pictures_files_are_what_the_game_writes() {
    use asalto::game::ratings::RatedGame;
    use asalto::study::deck::{DECK_FILE, Deck};
    use asalto::study::practice::Mistake;
    use asalto_engine::search::Verdict;
    use asalto_engine::search::puzzle;

    let mut ratings = PlayerRatings::default();
    let asalto = [
        (Level::Soldier, Side::Attackers, Score::Lost),
        (Level::Recruit, Side::Attackers, Score::Won),
        (Level::Soldier, Side::Attackers, Score::Lost),
        (Level::Soldier, Side::Officers, Score::Won),
        (Level::Corporal, Side::Attackers, Score::Lost),
        (Level::Soldier, Side::Attackers, Score::Won),
        (Level::Corporal, Side::Officers, Score::Won),
        (Level::Corporal, Side::Attackers, Score::Won),
        (Level::Sergeant, Side::Officers, Score::Lost),
        (Level::Corporal, Side::Attackers, Score::Won),
        (Level::Sergeant, Side::Attackers, Score::Won),
        (Level::Sergeant, Side::Officers, Score::Lost),
        (Level::Sergeant, Side::Attackers, Score::Won),
        (Level::Lieutenant, Side::Attackers, Score::Lost),
    ];
    let assaut = [(Level::Soldier, Side::Officers, Score::Won)];
    for (variant, games) in [("asalto", &asalto[..]), ("assaut", &assaut[..])] {
        for (i, &(level, side, score)) in games.iter().enumerate() {
            let game = RatedGame {
                day: 20_790 + i as u32,
                level,
                side,
                score,
                after: PlayerRating::NEW,
                key: format!("{variant} example {i}"),
            };
            ratings.rate(variant, game).expect("a rated level");
        }
    }
    let mut deck = Deck::default();
    let mistakes: Vec<Mistake> = puzzle::builtin("asalto")
        .into_iter()
        .take(9)
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
        .collect();
    deck.add(&mistakes, 20_800);
    for (card, level) in deck.cards.iter_mut().zip([0, 0, 1, 1, 2, 2, 3, 3, 4]) {
        card.level = level;
    }
    for (i, (officers, rebels, you)) in [
        (71, 58, Side::Attackers),
        (66, 63, Side::Attackers),
        (80, 69, Side::Officers),
        (74, 70, Side::Attackers),
        (83, 78, Side::Officers),
        (69, 81, Side::Attackers),
        (79, 77, Side::Attackers),
        (75, 86, Side::Attackers),
    ]
    .into_iter()
    .enumerate()
    {
        let accuracy = [Some(f64::from(officers)), Some(f64::from(rebels))];
        deck.note_review(format!("asalto|example|{i}"), accuracy, Some(you));
    }
    let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/progress");
    for (name, text) in [(RATINGS_FILE, ratings.to_ron()), (DECK_FILE, deck.to_ron())] {
        let path = folder.join(name);
        if std::env::var_os("ASALTO_WRITE_EXAMPLES").is_some() {
            std::fs::write(&path, &text).unwrap();
        }
        let kept = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            kept == text,
            "{} is not what the game writes now",
            path.display()
        );
    }
}

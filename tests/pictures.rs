//! A game's pictures: the animation has one frame per position, held longer at both ends, and
//! its last frame is the final picture's board; the files never overwrite earlier ones, and a
//! folder that cannot be written is reported in one line.

mod common;

use asalto::game::GameCommand;
use asalto::platform::files::FileError;
use asalto::ui::hud::{HudAction, NotationPanel};
use asalto::ui::share::encode::{END_HOLD, MOVE_HOLD, START_HOLD};
use asalto::ui::share::pictures::BOARD_WIDTH;
use asalto::ui::share::{PicturesFolder, ShareError, Sharing};
use common::*;

/// The recruits' game up to its first capture and one move after: a placement, steps and a
/// capture to draw.
fn played() -> asalto_engine::Game {
    let moves: Vec<&str> = RECRUITS_BEFORE.split_whitespace().take(28).collect();
    let game = asalto_engine::Variants::default()
        .start(&moves.join(" "))
        .expect("legal")
        .game;
    assert!(game.plies().iter().any(|p| p.text.contains('x')));
    game
}

fn open(game: asalto_engine::Game, folder: &std::path::Path) -> bevy::prelude::App {
    let folder = folder.to_path_buf();
    opened_with(game, |app| {
        app.insert_resource(PicturesFolder(Some(folder)));
    })
}

/// Asks for the pictures and updates until the answer shows; returns it.
fn share(app: &mut bevy::prelude::App) -> String {
    app.world_mut().resource_mut::<NotationPanel>().message = None;
    app.world_mut().write_message(HudAction::SharePictures);
    run_until(app, 2_000, |app| {
        app.world().resource::<NotationPanel>().message.is_some()
    });
    assert!(app.world().resource::<Sharing>().progress().is_none());
    app.world()
        .resource::<NotationPanel>()
        .message
        .clone()
        .unwrap()
}

fn folder(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("asalto-pictures-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// The GIF's frames laid over one another, as a viewer shows them: each picture and its hold.
fn frames(bytes: &[u8]) -> Vec<(Vec<u8>, u16)> {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::RGBA);
    let mut decoder = options.read_info(bytes).expect("a GIF");
    let (width, height) = (decoder.width() as usize, decoder.height() as usize);
    let mut screen = vec![0u8; width * height * 4];
    let mut out = Vec::new();
    while let Some(frame) = decoder.read_next_frame().expect("a frame") {
        let (left, top) = (frame.left as usize, frame.top as usize);
        for y in 0..frame.height as usize {
            for x in 0..frame.width as usize {
                let from = 4 * (y * frame.width as usize + x);
                let to = 4 * ((top + y) * width + left + x);
                screen[to..to + 4].copy_from_slice(&frame.buffer[from..from + 4]);
            }
        }
        out.push((screen.clone(), frame.delay));
    }
    out
}

fn png(bytes: &[u8]) -> (usize, usize, Vec<u8>) {
    let mut reader = png::Decoder::new(std::io::Cursor::new(bytes))
        .read_info()
        .expect("a PNG");
    let mut buffer = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buffer).expect("its pixels");
    assert_eq!(info.color_type, png::ColorType::Rgba);
    (info.width as usize, info.height as usize, buffer)
}

#[test]
fn the_animation_shows_every_move_and_ends_on_the_pictures_board() {
    let dir = folder("frames");
    let game = played();
    let plies = game.plies().len();
    let mut app = open(game, &dir);
    let said = share(&mut app);
    let gif_path = dir.join("asalto-1.gif");
    assert!(said.contains(&gif_path.display().to_string()), "{said}");
    let frames = frames(&std::fs::read(&gif_path).unwrap());
    assert_eq!(frames.len(), plies + 1, "the start and one frame per move");
    assert_eq!(frames[0].1, START_HOLD);
    assert!(frames[1..plies].iter().all(|f| f.1 == MOVE_HOLD));
    assert_eq!(frames[plies].1, END_HOLD);
    const { assert!(END_HOLD > MOVE_HOLD) };
    for pair in frames.windows(2) {
        assert_ne!(pair[0].0, pair[1].0, "every move changes the picture");
    }

    let (width, height, picture) = png(&std::fs::read(dir.join("asalto-1.png")).unwrap());
    let last = &frames[plies].0;
    assert_eq!(
        last.len(),
        BOARD_WIDTH * height * 4,
        "the board is as tall as the picture"
    );
    assert!(
        width > BOARD_WIDTH + 100,
        "the move list is beside the board"
    );
    // The same board, but for the GIF's 256 colours.
    let mut far = 0;
    let mut total = 0u64;
    for y in 0..height {
        for x in 0..BOARD_WIDTH {
            let (a, b) = (4 * (y * BOARD_WIDTH + x), 4 * (y * width + x));
            let d = (0..3)
                .map(|c| last[a + c].abs_diff(picture[b + c]) as u64)
                .max()
                .unwrap();
            total += d;
            far += usize::from(d > 40);
        }
    }
    let pixels = (BOARD_WIDTH * height) as u64;
    assert!(
        total / pixels < 4,
        "mean difference {}",
        total as f64 / pixels as f64
    );
    assert!(far * 200 < pixels as usize, "{far} pixels far apart");
    // The move list is written: the text's colour is on many pixels right of the board.
    let inked = (0..height)
        .flat_map(|y| (BOARD_WIDTH + 10..width).map(move |x| 4 * (y * width + x)))
        .filter(|&i| picture[i] > 200 && picture[i + 1] > 190)
        .count();
    assert!(inked > 500, "{inked} pixels of text");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn pictures_never_overwrite_and_an_unwritable_folder_is_reported() {
    let dir = folder("again");
    let mut app = open(saved_game(), &dir);
    share(&mut app);
    let said = share(&mut app);
    assert!(
        said.contains("asalto-2.gif") && said.contains("asalto-2.png"),
        "{said}"
    );
    let first = std::fs::read(dir.join("asalto-1.gif")).unwrap();
    assert_eq!(
        first,
        std::fs::read(dir.join("asalto-2.gif")).unwrap(),
        "made alike"
    );

    // A file where the folder should be.
    let blocked = folder("blocked");
    std::fs::write(&blocked, "not a folder").unwrap();
    let mut app = open(saved_game(), &blocked);
    let said = share(&mut app);
    assert!(said.starts_with("The pictures could not be made"), "{said}");
    assert!(said.ends_with("is not a folder"), "{said}");
    assert!(!said.contains('\n'), "{said}");
    assert_eq!(std::fs::read_to_string(&blocked).unwrap(), "not a folder");
    let moves = game(&app).game.plies().len();
    assert_eq!(moves, saved_game().plies().len(), "the game is untouched");
    // The banner and the review say it until another match starts.
    let answer = app.world().resource::<Sharing>().answer().cloned();
    assert!(
        matches!(
            answer,
            Some(Err(ShareError::Files(FileError::NotAFolder(_))))
        ),
        "{answer:?}"
    );
    app.world_mut().write_message(GameCommand::Rematch);
    settle(&mut app);
    assert!(app.world().resource::<Sharing>().answer().is_none());
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_file(&blocked);
}

#[test]
fn the_command_line_writes_a_shared_games_pictures() {
    use asalto::cli::{Command, parse};
    let dir = folder("command-line");
    let link = "#asalto/moves/@c5,e5/d4-d5/c5-d4/d5-c5";
    let args = [
        "--game",
        link,
        "--pictures",
        dir.to_str().unwrap(),
        "--language",
        "fr",
    ];
    let parsed = parse(args.map(String::from));
    let Ok(Command::Pictures {
        game,
        folder,
        language,
    }) = parsed
    else {
        panic!("{parsed:?}")
    };
    assert_eq!(folder, dir);
    let texts = asalto::ui::texts::Texts::new(language);
    let files = asalto::ui::share::write_pictures(&game, &texts, &folder).unwrap();
    assert_eq!(files.len(), 2);
    assert_eq!(frames(&std::fs::read(&files[0]).unwrap()).len(), 5);
    assert!(png(&std::fs::read(&files[1]).unwrap()).0 > BOARD_WIDTH);

    let alone = parse(["--pictures", "/tmp"]).unwrap_err();
    assert!(alone.contains("--game") && !alone.contains('\n'), "{alone}");
    let _ = std::fs::remove_dir_all(&dir);
}

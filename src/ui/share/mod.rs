//! A game's pictures to share: an animated GIF of every move and a PNG of the final position
//! with the move list, asked for by [`SharePictures`] and answered by [`PicturesShared`]. The
//! animation is made a frame per update (a long game takes a few seconds and the window goes on
//! drawing, in a browser too), then both files go to the player's Pictures folder or, in a
//! browser, to its downloads.

pub mod encode;
pub mod pictures;
pub mod raster;

use std::fmt;
use std::path::PathBuf;

use asalto_engine::Game;
use bevy::prelude::*;

use crate::game::{Match, MatchEvent};
use crate::platform::files::FileError;
use crate::ui::texts::Texts;
use encode::{Animation, END_HOLD, EncodeError, MOVE_HOLD, START_HOLD};
use pictures::Words;

/// Make the pictures of the game on the board.
#[derive(Message, Clone, Copy, Debug)]
pub struct SharePictures;

/// Where the pictures went (the files written, or the names downloaded), or why they could not
/// be made.
#[derive(Message, Clone, Debug)]
pub struct PicturesShared(pub Result<Vec<String>, ShareError>);

/// Why a game's pictures could not be made or given to the player, in one line.
#[derive(Clone, Debug)]
pub enum ShareError {
    /// A picture could not be encoded.
    Encode(EncodeError),
    /// The files could not be written or downloaded.
    Files(FileError),
}

impl fmt::Display for ShareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShareError::Encode(e) => e.fmt(f),
            ShareError::Files(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for ShareError {}

impl From<EncodeError> for ShareError {
    fn from(e: EncodeError) -> Self {
        ShareError::Encode(e)
    }
}

impl From<FileError> for ShareError {
    fn from(e: FileError) -> Self {
        ShareError::Files(e)
    }
}

/// The folder pictures are written to on desktops (tests put a temporary one here).
#[derive(Resource, Clone, Debug)]
pub struct PicturesFolder(pub Option<PathBuf>);

/// The pictures being made, if any, and the last answer for this match.
#[derive(Resource, Default)]
pub struct Sharing {
    making: Option<Making>,
    answer: Option<Result<Vec<String>, ShareError>>,
}

struct Making {
    game: Game,
    stem: String,
    picture: Vec<u8>,
    animation: Animation,
    /// The next frame to draw: the position after this many moves.
    next: usize,
}

impl Sharing {
    /// Frames drawn and frames in all, while the animation is being made.
    pub fn progress(&self) -> Option<(usize, usize)> {
        self.making
            .as_ref()
            .map(|m| (m.next, m.game.plies().len() + 1))
    }

    /// Where this match's pictures last went, or why they could not be made.
    pub fn answer(&self) -> Option<&Result<Vec<String>, ShareError>> {
        self.answer.as_ref()
    }

    fn answered(
        &mut self,
        answer: Result<Vec<String>, ShareError>,
        out: &mut MessageWriter<PicturesShared>,
    ) {
        self.making = None;
        self.answer = Some(answer.clone());
        out.write(PicturesShared(answer));
    }
}

pub struct SharePlugin;

impl Plugin for SharePlugin {
    fn build(&self, app: &mut App) {
        if !app.world().contains_resource::<PicturesFolder>() {
            app.insert_resource(PicturesFolder(crate::platform::files::pictures_folder()));
        }
        app.add_message::<SharePictures>()
            .add_message::<PicturesShared>()
            .init_resource::<Sharing>()
            .add_systems(
                Update,
                // After the match's commands: a new match is forgotten the frame it starts.
                (forget_on_new_match, start_sharing, draw_a_frame)
                    .chain()
                    .after(crate::game::GameSet::Apply),
            );
    }
}

/// A new match starts with no pictures made (one being made is dropped).
fn forget_on_new_match(mut events: MessageReader<MatchEvent>, mut sharing: ResMut<Sharing>) {
    if MatchEvent::any(&mut events, |e| matches!(e, MatchEvent::Started { .. })) {
        *sharing = Sharing::default();
    }
}

fn start_sharing(
    mut asked: MessageReader<SharePictures>,
    current: Option<Res<Match>>,
    texts: Res<Texts>,
    mut sharing: ResMut<Sharing>,
    mut answers: MessageWriter<PicturesShared>,
) {
    if asked.read().count() == 0 || sharing.making.is_some() {
        return;
    }
    let Some(current) = current else { return };
    let game = current.game.clone();
    let words = words(&game, &texts);
    sharing.answer = None;
    match begin(game, &words) {
        Ok(making) => sharing.making = Some(making),
        Err(e) => sharing.answered(Err(e.into()), &mut answers),
    }
}

/// Makes a game's pictures at once and writes them into `folder` (the command line's
/// `--pictures`): the same files as the buttons make, a frame per update.
pub fn write_pictures(
    game: &Game,
    texts: &Texts,
    folder: &std::path::Path,
) -> Result<Vec<String>, ShareError> {
    let mut making = begin(game.clone(), &words(game, texts))?;
    for next in 0..=game.plies().len() {
        let frame = pictures::board(game, next);
        making
            .animation
            .add(&frame, hold(next, game.plies().len()))?;
    }
    let gif = making.animation.finish()?;
    Ok(crate::platform::files::give_files(
        Some(folder),
        &making.stem,
        &[("gif", &gif), ("png", &making.picture)],
    )?)
}

/// How long the frame after `next` moves shows: longer at the start and the end.
fn hold(next: usize, plies: usize) -> u16 {
    match next {
        n if n == plies => END_HOLD,
        0 => START_HOLD,
        _ => MOVE_HOLD,
    }
}

/// What the picture says, in the player's language.
fn words(game: &Game, texts: &Texts) -> Words {
    let variant = game.variant();
    Words {
        title: texts.variant_title(variant),
        result: game
            .outcome()
            .map(|outcome| {
                vec![
                    texts.outcome_title(variant, &outcome),
                    texts.reason_text(variant, outcome.reason),
                ]
            })
            .unwrap_or_default(),
    }
}

fn begin(game: Game, words: &Words) -> Result<Making, EncodeError> {
    let picture = encode::png(&pictures::final_picture(&game, words))?;
    let first = pictures::board(&game, 0);
    let animation = Animation::new(first.width, first.height)?;
    let stem = file_stem(game.variant().name());
    Ok(Making {
        game,
        stem,
        picture,
        animation,
        next: 0,
    })
}

/// A file name's start from a variant's name: a player's own variant may be called anything.
fn file_stem(variant: &str) -> String {
    let name: String = variant
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .take(40)
        .collect();
    let name = name.trim_matches('-');
    if name.is_empty() || name == "asalto" {
        "asalto".into()
    } else {
        format!("asalto-{name}")
    }
}

/// One frame of the animation; after the last, the files are given to the player.
fn draw_a_frame(
    mut sharing: ResMut<Sharing>,
    folder: Res<PicturesFolder>,
    mut answers: MessageWriter<PicturesShared>,
) {
    let Some(making) = sharing.making.as_mut() else {
        return;
    };
    let plies = making.game.plies().len();
    let frame = pictures::board(&making.game, making.next);
    if let Err(e) = making.animation.add(&frame, hold(making.next, plies)) {
        sharing.answered(Err(e.into()), &mut answers);
        return;
    }
    making.next += 1;
    if making.next <= plies {
        return;
    }
    let Some(done) = sharing.making.take() else {
        return;
    };
    let answer = done
        .animation
        .finish()
        .map_err(ShareError::from)
        .and_then(|gif| {
            Ok(crate::platform::files::give_files(
                folder.0.as_deref(),
                &done.stem,
                &[("gif", &gif), ("png", &done.picture)],
            )?)
        });
    sharing.answered(answer, &mut answers);
}

//! A game as a link: the web page's address carries it after `#`, so a copied address opens the
//! same game on another computer, and the desktop game opens such a link pasted into the
//! position field or given as `--game`.
//!
//! `#asalto/moves/@c5,e5/d4-d5/c5-d4` is Asalto from its start with those moves;
//! `#asalto/from/<APN>/moves/…` starts from another position (the APN percent-encoded), and
//! `#asalto` alone is the start.

use std::fmt;

use asalto_engine::{ApnError, Game, GameError, Position, Quoted, Variant, Variants};
use bevy::prelude::*;

use super::saves::{self, AUTOSAVE};
use super::{GameCommand, GameSet, Match, MatchEvent, MatchSetup, Mode, NewMatch};
use crate::platform::storage::Storage;
use percent_encoding::{AsciiSet, CONTROLS, percent_decode_str, utf8_percent_encode};

/// What a position's APN escapes in a link: the separators of an address and its own spaces.
const ESCAPED: &AsciiSet = &CONTROLS
    .add(b' ')
    .add(b'/')
    .add(b'%')
    .add(b'#')
    .add(b'?')
    .add(b'"');

/// The part of a link after `#` for a game (a built-in variant's, or one the reader knows).
pub fn fragment(game: &Game) -> String {
    let variant = game.variant();
    let mut parts = vec![variant.name().to_string()];
    if *game.start() != Position::start(variant) {
        let apn = variant.to_apn(game.start());
        parts.push("from".into());
        parts.push(utf8_percent_encode(&apn, ESCAPED).to_string());
    }
    if !game.plies().is_empty() {
        parts.push("moves".into());
        parts.extend(game.plies().iter().map(|p| p.text.clone()));
    }
    parts.join("/")
}

/// Whether text looks like a game link (a whole address, or just what follows `#`).
pub fn is_link(text: &str) -> bool {
    text.trim().contains('#') || text.trim().contains("/moves/")
}

/// Why a link opens no game, in one line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// Nothing after `#`.
    NoGame,
    /// A game (variant) this game does not know, by the name written.
    UnknownGame(String),
    /// The position's percent-encoding is not UTF-8 text.
    PositionNotText,
    /// The position cannot be read.
    Position(ApnError),
    /// The position is of another variant than the link's game.
    OtherVariant { position: String, game: String },
    /// Something else where `moves` should be: what, and the link's game.
    NotMoves { found: String, game: String },
    /// A move that cannot be played: its number (from 1), as written, and why.
    Move {
        number: usize,
        text: String,
        error: GameError,
    },
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::NoGame => {
                f.write_str("the link has no game after # (expected #asalto/moves/…)")
            }
            LinkError::UnknownGame(name) => write!(
                f,
                "the link's game {} is not one this game knows",
                Quoted(name)
            ),
            LinkError::PositionNotText => f.write_str("the link's position is not text"),
            LinkError::Position(e) => e.fmt(f),
            LinkError::OtherVariant { position, game } => write!(
                f,
                "the link's position is of {}, not {}",
                Quoted(position),
                Quoted(game)
            ),
            LinkError::NotMoves { found, game } => write!(
                f,
                "the link has {} where `moves` should be (expected #{game}/moves/…)",
                Quoted(found)
            ),
            LinkError::Move {
                number,
                text,
                error,
            } => write!(f, "the link's move {number} ({}): {error}", Quoted(text)),
        }
    }
}

impl std::error::Error for LinkError {}

/// The game of a link (a whole address, or what follows `#`), or why not.
pub fn game_from_link(text: &str, variants: &Variants) -> Result<Game, LinkError> {
    let text = text.trim();
    // As a browser reads an address: the fragment begins at the first `#`.
    let fragment = text.split_once('#').map_or(text, |(_, f)| f);
    let mut parts = fragment.split('/').filter(|p| !p.is_empty());
    let written = parts.next().ok_or(LinkError::NoGame)?;
    let name = percent_decode_str(written).decode_utf8_lossy();
    let name = name.as_ref();
    let variant = variants
        .get(name)
        .ok_or_else(|| LinkError::UnknownGame(name.to_string()))?;
    let rest: Vec<&str> = parts.collect();
    let (start, moves) = match rest.as_slice() {
        ["from", apn, tail @ ..] => (link_position(apn, &variant, variants)?, tail),
        tail => (Position::start(&variant), tail),
    };
    let moves = match moves {
        [] => &[][..],
        ["moves", moves @ ..] => moves,
        [other, ..] => {
            return Err(LinkError::NotMoves {
                found: other.to_string(),
                game: name.to_string(),
            });
        }
    };
    let mut game = Game::from_position(variant, start);
    for (i, text) in moves.iter().enumerate() {
        let text = percent_decode_str(text).decode_utf8_lossy();
        game.play_text(&text).map_err(|error| LinkError::Move {
            number: i + 1,
            text: text.to_string(),
            error,
        })?;
    }
    Ok(game)
}

/// The position after `from/` in a link, which must be of the link's game.
fn link_position(apn: &str, variant: &Variant, variants: &Variants) -> Result<Position, LinkError> {
    let apn = percent_decode_str(apn)
        .decode_utf8()
        .map_err(|_| LinkError::PositionNotText)?;
    let read = variants.position(&apn).map_err(LinkError::Position)?;
    if read.variant.name() != variant.name() {
        return Err(LinkError::OtherVariant {
            position: read.variant.name().to_string(),
            game: variant.name().to_string(),
        });
    }
    Ok(read.position)
}

/// The match a link given at start-up opens: the unfinished game itself, with its players, when
/// the link is that game (a browser page reloaded: its address carries the game on the board);
/// otherwise the link's game for two people, or for the players `mode` names.
pub fn open_at_start(
    game: Game,
    mode: Option<Mode>,
    setup: MatchSetup,
    storage: Option<&Storage>,
) -> GameCommand {
    let same = |other: &Game| {
        other.variant().name() == game.variant().name()
            && other.start() == game.start()
            && other
                .plies()
                .iter()
                .map(|p| p.mv)
                .eq(game.plies().iter().map(|p| p.mv))
    };
    let unfinished = storage
        .and_then(|s| saves::load(s, AUTOSAVE).ok())
        .filter(|loaded| mode.is_none() && same(&loaded.game));
    let (setup, continued, rated, game) = match unfinished {
        Some(loaded) => (loaded.setup, true, loaded.rated, loaded.game),
        None => (
            MatchSetup {
                variant: game.variant().clone(),
                start: Some(*game.start()),
                mode: mode.unwrap_or(Mode::HotSeat),
                ..setup
            },
            false,
            false,
            game,
        ),
    };
    GameCommand::NewMatch(Box::new(NewMatch {
        setup,
        from: Some(game),
        continued,
        continues_rated: rated,
    }))
}

/// The page's address follows the game on the board (in a browser).
pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        show_the_game_in_the_address
            .after(GameSet::Apply)
            .run_if(resource_exists::<Match>.and_then(|| crate::platform::HAS_ADDRESS)),
    );
}

fn show_the_game_in_the_address(mut events: MessageReader<MatchEvent>, current: Res<Match>) {
    if events.read().count() == 0 {
        return;
    }
    // A player's own variant would make a link no other computer opens.
    if Variant::builtin(current.variant().name()).is_some() {
        crate::platform::show_in_address(&fragment(&current.game));
    }
}

#[cfg(test)]
mod tests;

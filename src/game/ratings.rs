//! The player's ratings, one for each variant, kept in storage (`ratings.ron`) with every game
//! that moved them: each rated game (see [`super::rated`]) that ends moves the rating of its
//! variant by Glicko-2 against the level's measured rating, the game scored as the levels' own
//! matches are (a side-swapped pair, the level's game against itself its other half), and the
//! file is written whole.

use std::collections::BTreeMap;

use asalto_engine::Side;
use asalto_engine::rating::{Achieved, PlayerRating, Score, pair_against_own_games};
use asalto_engine::search::Level;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use crate::platform::storage::{
    Storage, StorageNotice, StorageNotices, Unreadable, read_or_keep_aside,
};
use crate::platform::today;

use super::commands::{GameSet, MatchEvent};
use super::rated::{GaveUp, rated_key};
use super::setup::Mode;
use super::state::Match;

pub use puzzles::{PuzzleRatings, PuzzleTry};

pub const RATINGS_FILE: &str = "ratings.ron";
/// What the file must say it is, and the newest version this game reads and writes.
const RATINGS_FORMAT: &str = "asalto-ratings";
const RATINGS_VERSION: u32 = 1;

/// The player's ratings by variant name.
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayerRatings {
    format: String,
    version: u32,
    pub variants: BTreeMap<String, VariantRatings>,
    /// The puzzle ratings by variant name (a file written before them has none).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub puzzles: BTreeMap<String, PuzzleRatings>,
}

impl Default for PlayerRatings {
    fn default() -> Self {
        PlayerRatings {
            format: RATINGS_FORMAT.into(),
            version: RATINGS_VERSION,
            variants: BTreeMap::new(),
            puzzles: BTreeMap::new(),
        }
    }
}

/// One variant's rating and the games that made it, oldest first.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct VariantRatings {
    pub now: PlayerRating,
    pub games: Vec<RatedGame>,
}

/// A rated game: when, against whom, as which side, how it ended, and the rating after it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RatedGame {
    /// Days since 1970.
    pub day: u32,
    pub level: Level,
    pub side: Side,
    pub score: Score,
    pub after: PlayerRating,
    /// The game ([`rated_key`]): a game is rated once, however often it ends.
    pub key: String,
}

/// How a rated game changed the rating.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatingChanged {
    pub before: PlayerRating,
    pub after: PlayerRating,
}

impl PlayerRatings {
    /// The rating before and after the game of this key, if it was rated and is the variant's
    /// last.
    pub fn last_change(&self, variant: &str, key: &str) -> Option<RatingChanged> {
        let games = &self.variants.get(variant)?.games;
        let (last, earlier) = games.split_last()?;
        (last.key == key).then(|| RatingChanged {
            before: earlier.last().map_or(PlayerRating::NEW, |g| g.after),
            after: last.after,
        })
    }

    /// The player's rating in a variant (a new player's where none was rated).
    pub fn of(&self, variant: &str) -> PlayerRating {
        self.variants
            .get(variant)
            .map_or(PlayerRating::NEW, |v| v.now)
    }

    /// Rates a finished game against `level`, or nothing where the level has no rating in the
    /// variant or this game was rated already.
    pub fn rate(&mut self, variant: &str, game: RatedGame) -> Option<RatingChanged> {
        let opponent = game.level.rating(variant)?;
        let ratings = self.variants.entry(variant.to_string()).or_default();
        if ratings.games.iter().any(|g| g.key == game.key) {
            return None;
        }
        let before = ratings.now;
        let after = before.after_game(opponent, game.score);
        ratings.now = after;
        ratings.games.push(RatedGame { after, ..game });
        Some(RatingChanged { before, after })
    }

    pub fn to_ron(&self) -> String {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default())
            .unwrap_or_else(|e| format!("// cannot write the ratings: {e}\n"))
    }

    /// Reads the file; another file, a newer version or numbers Glicko-2 cannot go on from
    /// are refused with the reason.
    pub fn from_ron(text: &str) -> Result<PlayerRatings, String> {
        let read: PlayerRatings = ron::from_str(text).map_err(|e| e.to_string())?;
        if read.format != RATINGS_FORMAT {
            return Err(format!("not a ratings file (format {:?})", read.format));
        }
        if read.version == 0 || read.version > RATINGS_VERSION {
            return Err(format!("ratings of format version {}", read.version));
        }
        let unsound = read
            .variants
            .iter()
            .find(|(_, v)| !v.now.is_sound() || v.games.iter().any(|g| !g.after.is_sound()))
            .map(|(variant, _)| variant)
            .or_else(|| read.unsound_puzzle_rating());
        if let Some(variant) = unsound {
            return Err(format!(
                "the rating of {variant} is not a number Glicko-2 can use"
            ));
        }
        Ok(read)
    }
}

/// The key of the match's game among the rated ones ([`rated_key`]).
pub fn match_key(current: &Match) -> String {
    rated_key(current.setup.seed, &current.game.record())
}

/// What happened when the ratings were read, for the pages that show them.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct RatingsLoad {
    pub problem: Option<Unreadable>,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PreStartup, read_the_ratings).add_systems(
        Update,
        rate_finished_games
            .after(GameSet::Apply)
            .run_if(resource_exists::<PlayerRatings>),
    );
}

fn read_the_ratings(storage: Option<Res<Storage>>, mut commands: Commands) {
    let (ratings, problem) = match storage.as_deref() {
        Some(storage) => read_or_keep_aside(
            storage,
            RATINGS_FILE,
            "your ratings",
            PlayerRatings::from_ron,
            PlayerRatings::to_ron,
        ),
        None => Default::default(),
    };
    commands.insert_resource(ratings);
    commands.insert_resource(RatingsLoad { problem });
}

/// A rated game that has just ended (or was given up: lost) moves the player's rating, and
/// the ratings are written.
fn rate_finished_games(
    mut events: MessageReader<MatchEvent>,
    mut given_up: MessageReader<GaveUp>,
    current: Option<Res<Match>>,
    mut ratings: ResMut<PlayerRatings>,
    load: Res<RatingsLoad>,
    storage: Option<Res<Storage>>,
    mut notices: ResMut<StorageNotices>,
) {
    let mut games: Vec<(String, RatedGame)> = given_up
        .read()
        .map(|g| {
            (
                g.variant.clone(),
                rated(g.level, g.side, Score::Lost, g.key.clone()),
            )
        })
        .collect();
    let ended = events
        .read()
        .filter_map(|e| match e {
            MatchEvent::Ended(outcome) => Some(*outcome),
            _ => None,
        })
        .last();
    if let (Some(outcome), Some(current)) = (ended, current)
        && current.rating.counts()
        && let Mode::VsComputer { human } = current.setup.mode
        && let Some(score) = pair_score(&current, human, outcome.winner)
    {
        let game = rated(current.setup.level, human, score, match_key(&current));
        games.push((current.variant().name().to_string(), game));
    }
    if !games.is_empty() {
        let rate = |ratings: &mut PlayerRatings| {
            let mut changed = false;
            for (variant, game) in games {
                changed |= ratings.rate(&variant, game).is_some();
            }
            changed
        };
        keep_rated(rate, &mut ratings, &load, storage.as_deref(), &mut notices);
    }
}

/// The player's game scored as a side-swapped pair against the level's own games (see
/// [`pair_against_own_games`]): in a one-sided game a result alone mostly says which side the
/// player had, as the levels' ladder is measured.
fn pair_score(current: &Match, human: Side, winner: Option<Side>) -> Option<Score> {
    let player = Achieved {
        side: human,
        winner,
        plies: current.game.plies().len(),
    };
    let own = current.setup.level.own_games(current.variant().name());
    pair_against_own_games(player, own)
}

fn rated(level: Level, side: Side, score: Score, key: String) -> RatedGame {
    RatedGame {
        day: today(),
        level,
        side,
        score,
        after: PlayerRating::NEW,
        key,
    }
}

/// Rates (games, a puzzle) and writes the ratings if that changed them: from the file as it is
/// now, which another window may have written since the start; one damaged since is kept aside
/// before it is written over.
pub fn keep_rated(
    rate: impl FnOnce(&mut PlayerRatings) -> bool,
    ratings: &mut PlayerRatings,
    load: &RatingsLoad,
    storage: Option<&Storage>,
    notices: &mut StorageNotices,
) {
    let writable = match (storage, &load.problem) {
        (None, _) | (_, Some(Unreadable::NotKept(_))) => false,
        (Some(storage), _) => match storage.read(RATINGS_FILE) {
            Ok(Some(text)) => match PlayerRatings::from_ron(&text) {
                Ok(now) => {
                    *ratings = now;
                    true
                }
                Err(_) => storage.keep_backup(RATINGS_FILE).is_ok(),
            },
            _ => true,
        },
    };
    let changed = rate(ratings);
    let Some(storage) = storage.filter(|_| changed) else {
        return;
    };
    if !writable {
        notices.report(StorageNotice::RatingsUnread(storage.describe(RATINGS_FILE)));
    } else if let Err(e) = storage.write(RATINGS_FILE, &ratings.to_ron()) {
        notices.report(StorageNotice::RatingsFailed(e));
    }
}

mod puzzles;
#[cfg(test)]
mod tests;

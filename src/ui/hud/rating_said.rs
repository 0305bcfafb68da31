//! The end banner's word on the player's rating: how a rated game moved it, or why a game
//! against the computer was not rated.

use crate::game::ratings::{PlayerRatings, match_key};
use crate::game::{Match, Rating, Unrated};
use crate::ui::texts::{Arg, Texts};

/// The line for a finished game against the computer; nothing for other games.
pub(super) fn rating_said(t: &Texts, current: &Match, ratings: &PlayerRatings) -> Option<String> {
    if !current.setup.mode.against_computer() {
        return None;
    }
    let variant = Arg::from(t.variant_title(current.variant()));
    // What was rated, whatever was done with the game after its end.
    if let Some(change) = ratings.last_change(current.variant().name(), &match_key(current)) {
        let (before, after) = (change.before.rating.round(), change.after.rating.round());
        return Some(t.fill(
            "banner-rating",
            &[
                ("variant", variant),
                // Whole and never grouped, as ratings are written.
                ("before", Arg::from(format!("{}", before as i64))),
                ("after", Arg::from(format!("{}", after as i64))),
                (
                    "change",
                    Arg::from(format!("{:+}", (after - before) as i64)),
                ),
            ],
        ));
    }
    let why = match current.rating {
        // Rated once the ratings have it (the frame after the end).
        Rating::Counts => return None,
        Rating::Unrated(why) => why,
    };
    let key = match why {
        Unrated::TakenBack => "banner-unrated-taken-back",
        Unrated::Hinted => "banner-unrated-hinted",
        Unrated::Reviewed => "banner-unrated-reviewed",
        Unrated::Replayed => "banner-unrated-replayed",
        Unrated::Opened | Unrated::Analysed => "banner-unrated-opened",
        Unrated::OtherStart => "banner-unrated-start",
        Unrated::LevelNotRated | Unrated::NotAgainstComputer => "banner-unrated-level",
    };
    Some(t.get(key))
}

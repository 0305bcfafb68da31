//! The new-game page's word on ratings, said before the game starts: the chosen level's
//! measured rating, the player's own in the chosen game with the level nearest it (one click to
//! choose it), and what makes a game unrated.

use crate::game::ratings::PlayerRatings;
use crate::game::{MatchSetup, Rating, Unrated};
use crate::ui::texts::{Arg, Texts};
use asalto_engine::search::Level;
use bevy_egui::egui;

/// A rating as players write it: whole, never grouped (1821, not 1,821).
fn whole(number: f64) -> Arg<'static> {
    Arg::from(format!("{}", number.round() as i64))
}

pub(super) fn rating_lines(
    ui: &mut egui::Ui,
    t: &Texts,
    setup: &mut MatchSetup,
    ratings: &PlayerRatings,
) {
    let variant = Arg::from(t.variant_title(&setup.variant));
    let level_name = Arg::from(t.level_name(setup.level));
    let name = setup.variant.name().to_string();
    let level = match (
        Rating::at_start(setup, false, false),
        setup.level.rating(&name),
    ) {
        (Rating::Counts, Some(level)) => level,
        (Rating::Unrated(Unrated::NotAgainstComputer), _) => {
            note(ui, t.get("menu-unrated-people"));
            return;
        }
        _ => {
            let args = [("level", level_name), ("variant", variant)];
            note(ui, t.fill("menu-unrated-level", &args));
            return;
        }
    };
    ui.label(t.fill(
        "menu-rating-level",
        &[
            ("level", level_name),
            ("variant", variant.clone()),
            ("rating", whole(level.rating)),
            ("low", whole(level.low)),
            ("high", whole(level.high)),
        ],
    ));
    let yours = ratings.of(&name);
    let games = ratings.variants.get(&name).map_or(0, |v| v.games.len());
    let nearest = Level::nearest(&name, yours.rating).unwrap_or(setup.level);
    ui.label(t.fill(
        "menu-rating-yours",
        &[
            ("variant", variant),
            ("rating", whole(yours.rating)),
            ("margin", whole(1.96 * yours.deviation)),
            ("games", Arg::from(games)),
            ("nearest", Arg::from(t.level_name(nearest))),
        ],
    ));
    if nearest != setup.level {
        let choose = t.fill(
            "menu-rating-choose",
            &[("level", Arg::from(t.level_name(nearest)))],
        );
        if ui.button(choose).clicked() {
            setup.level = nearest;
        }
    }
    note(ui, t.get("menu-rating-rated"));
}

fn note(ui: &mut egui::Ui, text: String) {
    ui.label(egui::RichText::new(text).small());
}

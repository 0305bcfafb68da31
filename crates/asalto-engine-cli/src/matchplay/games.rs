//! `games`: plays games from a variant's fair starts between two players and prints each
//! finished game with its result, for the opening explorer (`asalto_engine::explorer`). The
//! levels' searches stop at their budgets of positions (their time caps, well above, bind only
//! on a busy machine), so the same command prints the same games on any machine.

use asalto_engine::explorer::games;
use asalto_engine::{Book, Side, Variants};

use crate::args::GamesArgs;
use crate::output::{Done, Failure, Out};

use super::options::variant;
use super::play::{in_order, play_game};

pub fn run(out: &mut Out, variants: &Variants, args: &GamesArgs) -> Done {
    let variant = variant("games", variants, &args.variant)?;
    if crate::output::arguments_only() {
        return Ok(());
    }
    let book = Book::builtin(variant.name()).ok_or_else(|| {
        Failure::Refused(format!(
            "games: games are played from the fair starts of a built-in variant, and {} has none",
            variant.name()
        ))
    })?;
    let (a, b, seed, count) = (&args.a, &args.b, args.seed, args.count);
    out.line(format_args!(
        "# Games for {}'s opening explorer: {a} and {b} from each of the book's {} starts in \
         turn, sides swapped every other game. The result, then the game.",
        variant.name(),
        book.starts().len()
    ))?;
    out.line(format_args!(
        "# Made by: asalto-engine games --variant {} --count {count} --a {a} --b {b} --seed {seed}",
        variant.name()
    ))?;
    let work = |i: usize, stop: &asalto_engine::job::StopFlag| {
        let start = &book.starts()[(i / 2) % book.starts().len()].game;
        let side = if i.is_multiple_of(2) {
            Side::Officers
        } else {
            Side::Attackers
        };
        let game_seed = seed ^ (i as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        play_game(start, a, b, side, game_seed, stop)
    };
    in_order(count, args.jobs, work, |_, played| {
        out.line(format_args!(
            "{}",
            games::line(played.outcome.winner, &played.game)
        ))
    })
}

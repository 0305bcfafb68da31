//! An earlier `ratings` output read back as input, so that a ladder measured over several days
//! grows by its new matches without replaying the old ones: each printed step carries the pairs
//! it was measured from, each own game its winner and length. The checks are carried over as
//! they were printed (they keep only the measured difference, not the pairs, so what "the
//! ladder says" there is as of the earlier output). Each match must be read once: an earlier
//! output already holds the matches it was made from.

use asalto_engine::rating::{OwnGame, Step};
use asalto_engine::search::{Level, own_game_of};

use crate::ratings::Measured;

/// What an earlier output holds.
#[derive(Debug, Default, PartialEq)]
pub(crate) struct Earlier {
    pub steps: Vec<Measured>,
    pub own: Vec<(String, Level, OwnGame)>,
    /// Each check line as printed, with its variant.
    pub checks: Vec<(String, String)>,
}

/// Whether a file is the output of `ratings` rather than of `match`.
pub(crate) fn is_earlier_ratings(text: &str) -> bool {
    text.lines().any(|line| line.starts_with("ratings "))
        && !text.lines().any(|line| line.starts_with("match "))
}

/// Reads an earlier output: its `ratings` lines with a step, `own` and `check` lines; the
/// anchor's and `stops below` lines and `#` comments say nothing new.
pub(crate) fn read(path: &str, text: &str) -> Result<Earlier, String> {
    let mut earlier = Earlier::default();
    for (number, line) in text.lines().enumerate() {
        let refuse = |why: &str| format!("{path}:{}: {why}", number + 1);
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.first().copied() {
            Some("ratings") if line.contains(" step ") => earlier
                .steps
                .push(step(&words).map_err(|why| refuse(&why))?),
            Some("own") => earlier.own.push(own(&words).map_err(|why| refuse(&why))?),
            Some("check") => match words.get(1) {
                Some(variant) => earlier.checks.push((variant.to_string(), line.to_string())),
                None => return Err(refuse("a `check` line without its variant")),
            },
            Some("ratings") if line.contains(" anchor") || line.contains(" stops below ") => {}
            None => {}
            Some(word) if word.starts_with('#') => {}
            Some(_) => return Err(refuse(&format!("not a line `ratings` prints: {line:?}"))),
        }
    }
    Ok(earlier)
}

fn level(name: &str) -> Result<Level, String> {
    Level::from_name(name).ok_or_else(|| {
        format!(
            "{} is not a level ({})",
            asalto_engine::Quoted(name),
            Level::names()
        )
    })
}

/// `ratings V LEVEL R (95% CI L to H) step D from N pairs (won W tied T lost L)`: the step from
/// the level below.
fn step(words: &[&str]) -> Result<Measured, String> {
    let (variant, upper) = match words {
        [_, variant, upper, ..] => (variant.to_string(), level(upper)?),
        _ => return Err("a `ratings` line without its variant and level".to_string()),
    };
    let rank = Level::ALL.iter().position(|&l| l == upper).unwrap_or(0);
    let lower = rank
        .checked_sub(1)
        .map(|below| Level::ALL[below])
        .ok_or_else(|| format!("{} has no level below it to step from", upper.name()))?;
    let at = words.iter().position(|w| *w == "from");
    let pairs = at.and_then(|at| words.get(at..));
    let Some(
        [
            "from",
            pairs,
            "pairs",
            "(won",
            won,
            "tied",
            tied,
            "lost",
            lost,
        ],
    ) = pairs
    else {
        return Err("its step does not end `from N pairs (won W tied T lost L)`".to_string());
    };
    let number = |n: &str| {
        n.parse::<u32>()
            .map_err(|_| format!("{} is not a number of pairs", asalto_engine::Quoted(n)))
    };
    let lost = lost
        .strip_suffix(')')
        .ok_or_else(|| "its step does not end `(won W tied T lost L)`".to_string())?;
    let step = Step {
        won: number(won)?,
        tied: number(tied)?,
        lost: number(lost)?,
    };
    if step.pairs() != number(pairs)? {
        return Err(format!(
            "its step is from {pairs} pairs, but won, tied and lost add up to {}",
            step.pairs()
        ));
    }
    Ok(Measured {
        variant,
        upper,
        lower,
        step,
    })
}

/// `own V LEVEL WINNER PLIES`.
fn own(words: &[&str]) -> Result<(String, Level, OwnGame), String> {
    own_game_of(words).map(|(variant, level, game)| (variant.to_string(), level, game))
}

#[cfg(test)]
mod tests {
    use super::*;
    use asalto_engine::Side;

    const EARLIER: &str = "# from the ladder\n\
        ratings asalto recruit 800 (95% CI 800 to 800) anchor\n\
        ratings asalto soldier 1007 (95% CI 903 to 1111) step +207 from 60 pairs (won 46 tied 0 lost 14)\n\
        ratings asalto stops below corporal: no match between it and soldier\n\
        check asalto lieutenant-corporal measured +458 (95% CI +209 to +708) from 30 pairs; the ladder says +458\n\
        own asalto soldier attackers 70\n\
        own asalto soldier none 200\n";

    #[test]
    fn an_earlier_output_gives_back_its_steps_own_games_and_checks() {
        assert!(is_earlier_ratings(EARLIER));
        let earlier = read("r.txt", EARLIER).unwrap();
        let expected = Measured {
            variant: "asalto".into(),
            upper: Level::Soldier,
            lower: Level::Recruit,
            step: Step {
                won: 46,
                tied: 0,
                lost: 14,
            },
        };
        assert_eq!(earlier.steps, vec![expected]);
        let own: Vec<_> = earlier
            .own
            .iter()
            .map(|(v, l, g)| (v.as_str(), *l, g.winner, g.plies))
            .collect();
        assert_eq!(
            own,
            [
                ("asalto", Level::Soldier, Some(Side::Attackers), 70),
                ("asalto", Level::Soldier, None, 200)
            ]
        );
        assert_eq!(earlier.checks.len(), 1);
        assert!(
            earlier.checks[0]
                .1
                .starts_with("check asalto lieutenant-corporal")
        );
    }

    #[test]
    fn a_damaged_earlier_output_is_refused_in_one_line_naming_its_line() {
        let cases = [
            ("lost 14)", "lost many)", "not a number of pairs"),
            (" (won 46 tied 0 lost 14)", "", "does not end"),
            ("lost 14)", "lost 13)", "add up to 59"),
            ("lost 14)", "lost 14) more", "does not end"),
            ("soldier attackers 70", "soldier nobody 70", "not a winner"),
            (
                "soldier none 200",
                "soldier none long",
                "not a number of plies",
            ),
            ("# from", "from", "not a line `ratings` prints"),
            (
                "asalto soldier 1007",
                "asalto private 1007",
                "is not a level",
            ),
        ];
        for (from, to, why) in cases {
            let text = EARLIER.replace(from, to);
            let error = read("r.txt", &text).unwrap_err();
            assert!(
                error.starts_with("r.txt:") && error.contains(why),
                "{error}"
            );
            assert!(!error.contains('\n'), "{error}");
        }
    }

    #[test]
    fn a_match_output_is_not_taken_for_an_earlier_one() {
        assert!(!is_earlier_ratings(
            "match asalto A soldier B recruit pairs 1\nratings of nothing\n"
        ));
    }
}

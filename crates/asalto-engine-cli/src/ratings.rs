//! `ratings`: the levels' ratings on the Elo scale, from the side-swapped pairs of `match` runs
//! between them (each file one run, as `scripts/ladder.sh` keeps them). Each variant's ladder climbs
//! from Recruit, at the anchor, by the matches between neighbouring levels; a match between
//! levels further apart is printed as a check of the ladder. An earlier output of `ratings` is
//! read back as its steps and games (`ratings_earlier`), so a ladder grows without replaying them.

use std::collections::BTreeMap;

use asalto_engine::Side;
use asalto_engine::rating::{OwnGame, Step, ladder};
use asalto_engine::search::Level;

use crate::output::{self, Done, Failure, Out};
use crate::ratings_earlier::{self, is_earlier_ratings};

/// The largest match output read: a line per game and per pair, a few KB a pair.
const MAX_MATCH_BYTES: u64 = 64 << 20;

/// One run of `match` between two levels, the stronger first.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Measured {
    pub variant: String,
    pub upper: Level,
    pub lower: Level,
    pub step: Step,
}

/// What a match's output gives: a step of the ladder, or a level's own games against itself.
#[derive(Clone, Debug, PartialEq)]
enum Read {
    Step(Measured),
    Own {
        variant: String,
        level: Level,
        games: Vec<OwnGame>,
    },
}

/// Each game's winner and length, from its `game N A side result WORD (REASON) plies P` line.
fn own_games(text: &str, refuse: &dyn Fn(&str) -> String) -> Result<Vec<OwnGame>, String> {
    let games: Vec<OwnGame> = text
        .lines()
        .filter(|line| line.starts_with("game "))
        .map(|line| {
            let words: Vec<&str> = line.split_whitespace().collect();
            let after = |key: &str| {
                let at = words.iter().position(|w| *w == key)?;
                words.get(at + 1).copied()
            };
            // The words `asalto-engine match` prints for the winner.
            let winner = match after("result") {
                Some("officers") => Some(Some(Side::Officers)),
                Some("rebels") => Some(Some(Side::Attackers)),
                Some("draw") => Some(None),
                _ => None,
            };
            let plies = after("plies").and_then(|p| p.parse().ok());
            match (winner, plies) {
                (Some(winner), Some(plies)) => Ok(OwnGame { winner, plies }),
                _ => Err(refuse(&format!("cannot read the game line {:?}", line))),
            }
        })
        .collect::<Result<_, _>>()?;
    if games.is_empty() {
        return Err(refuse("no `game` lines: the match did not finish"));
    }
    Ok(games)
}

/// Reads a match's output: its first line names the variant and the two players; between two
/// levels its `pairs A won W tied T lost L` line gives the pairs from A's side, and between a
/// level and itself its games are the level's own.
fn read_match(path: &str, text: &str) -> Result<Read, String> {
    let refuse = |why: &str| format!("{path}: {why}");
    let header: Vec<&str> = text
        .lines()
        .find(|line| line.starts_with("match "))
        .ok_or_else(|| refuse("no `match` line: not the output of `asalto-engine match`"))?
        .split_whitespace()
        .collect();
    let [_, variant, "A", a, "B", b, ..] = header[..] else {
        return Err(refuse(
            "its `match` line does not name a variant and players A and B",
        ));
    };
    let level = |name: &str| {
        Level::from_name(name).ok_or_else(|| {
            refuse(&format!(
                "player {} is not a level ({})",
                asalto_engine::Quoted(name),
                Level::names()
            ))
        })
    };
    let (a, b) = (level(a)?, level(b)?);
    if a == b {
        return own_games(text, &refuse).map(|games| Read::Own {
            variant: variant.to_string(),
            level: a,
            games,
        });
    }
    let pairs: Vec<&str> = text
        .lines()
        .find(|line| line.starts_with("pairs A "))
        .ok_or_else(|| refuse("no `pairs A` line: the match did not finish"))?
        .split_whitespace()
        .collect();
    let ["pairs", "A", "won", won, "tied", tied, "lost", lost, ..] = pairs[..] else {
        return Err(refuse(
            "its `pairs A` line is not `pairs A won W tied T lost L`",
        ));
    };
    let number = |n: &str| {
        n.parse::<u32>().map_err(|_| {
            refuse(&format!(
                "{} is not a number of pairs",
                asalto_engine::Quoted(n)
            ))
        })
    };
    let (won, tied, lost) = (number(won)?, number(tied)?, number(lost)?);
    let rank = |l: Level| Level::ALL.iter().position(|&x| x == l);
    let (upper, lower, step) = if rank(a) > rank(b) {
        (a, b, Step { won, tied, lost })
    } else {
        let step = Step {
            won: lost,
            tied,
            lost: won,
        };
        (b, a, step)
    };
    Ok(Read::Step(Measured {
        variant: variant.to_string(),
        upper,
        lower,
        step,
    }))
}

/// Matches of one variant by their two levels, a match played in parts added up.
type Matches = BTreeMap<(usize, usize), Step>;

fn gather(measured: Vec<Measured>) -> BTreeMap<String, Matches> {
    let rank = |l: Level| Level::ALL.iter().position(|&x| x == l).unwrap_or(0);
    let mut variants: BTreeMap<String, Matches> = BTreeMap::new();
    for m in measured {
        let key = (rank(m.upper), rank(m.lower));
        let sum = variants
            .entry(m.variant)
            .or_default()
            .entry(key)
            .or_insert(Step {
                won: 0,
                tied: 0,
                lost: 0,
            });
        sum.won += m.step.won;
        sum.tied += m.step.tied;
        sum.lost += m.step.lost;
    }
    variants
}

/// `ratings FILE...`: each variant's ladder from Recruit at `anchor`, then its checks, then
/// the levels' own games.
pub fn run(out: &mut Out, files: &[String], anchor: f64) -> Done {
    if !(0.0..=4000.0).contains(&anchor) {
        return Err(Failure::Refused(format!(
            "--anchor {anchor}: give Recruit's rating between 0 and 4000"
        )));
    }
    if output::arguments_only() {
        return Ok(());
    }
    let (mut steps, mut own, mut checks) = (Vec::new(), Vec::new(), Vec::new());
    for path in files {
        let text = output::read_text(path, MAX_MATCH_BYTES)?;
        if is_earlier_ratings(&text) {
            let earlier = ratings_earlier::read(path, &text)?;
            steps.extend(earlier.steps);
            own.extend(earlier.own);
            checks.extend(earlier.checks);
            continue;
        }
        match read_match(path, &text)? {
            Read::Step(measured) => steps.push(measured),
            Read::Own {
                variant,
                level,
                games,
            } => own.extend(games.into_iter().map(|g| (variant.clone(), level, g))),
        }
    }
    let ladders = gather(steps);
    for (variant, matches) in &ladders {
        write_ladder(out, variant, matches, anchor)?;
        for (_, line) in checks.iter().filter(|(v, _)| v == variant) {
            out.line(format_args!("{line}"))?;
        }
    }
    // Checks of a game with no step given are kept too.
    for (_, line) in checks.iter().filter(|(v, _)| !ladders.contains_key(v)) {
        out.line(format_args!("{line}"))?;
    }
    for (variant, level, game) in own {
        let winner = match game.winner {
            Some(Side::Officers) => "officers",
            Some(Side::Attackers) => "attackers",
            None => "none",
        };
        out.line(format_args!(
            "own {variant} {} {winner} {}",
            level.name(),
            game.plies
        ))?;
    }
    Ok(())
}

fn write_ladder(out: &mut Out, variant: &str, matches: &Matches, anchor: f64) -> Done {
    ladder_lines(variant, matches, anchor)
        .iter()
        .try_for_each(|line| out.line(line))
}

/// The lines of a variant's ladder: its rungs, where it stops, the steps above a gap, and the
/// checks of levels further apart.
fn ladder_lines(variant: &str, matches: &Matches, anchor: f64) -> Vec<String> {
    let mut lines = Vec::new();
    let steps: Vec<Step> = (1..Level::ALL.len())
        .map_while(|upper| matches.get(&(upper, upper - 1)).copied())
        .collect();
    let rungs = ladder(anchor, &steps);
    for (rank, rated) in rungs.iter().enumerate() {
        let from = match rank.checked_sub(1).map(|below| steps[below]) {
            Some(step) => format!(
                " step {:+.0} from {} pairs (won {} tied {} lost {})",
                step.difference(),
                step.pairs(),
                step.won,
                step.tied,
                step.lost
            ),
            None => " anchor".to_string(),
        };
        lines.push(format!(
            "ratings {variant} {} {:.0} (95% CI {:.0} to {:.0}){from}",
            Level::ALL[rank].name(),
            rated.rating,
            rated.low,
            rated.high
        ));
    }
    if let Some(&missing) = Level::ALL.get(rungs.len()) {
        lines.push(format!(
            "ratings {variant} stops below {}: no match between it and {}",
            missing.name(),
            Level::ALL[rungs.len() - 1].name()
        ));
    }
    // Steps between neighbours above a gap: measured, but the ladder cannot reach them.
    let above_gap = |&(upper, lower): &(usize, usize)| upper - lower == 1 && upper >= rungs.len();
    for (&(upper, lower), step) in matches.iter().filter(|(pair, _)| above_gap(pair)) {
        lines.push(format!(
            "step {variant} {}-{} {}; above the gap, off the ladder",
            Level::ALL[upper].name(),
            Level::ALL[lower].name(),
            measured(step)
        ));
    }
    for (&(upper, lower), step) in matches.iter().filter(|((u, l), _)| u - l > 1) {
        let ladder_says = match (rungs.get(upper), rungs.get(lower)) {
            (Some(u), Some(l)) => format!("{:+.0}", u.rating - l.rating),
            _ => "nothing (off the ladder)".to_string(),
        };
        lines.push(format!(
            "check {variant} {}-{} {}; the ladder says {ladder_says}",
            Level::ALL[upper].name(),
            Level::ALL[lower].name(),
            measured(step)
        ));
    }
    lines
}

/// A measured difference with its confidence interval and the pairs it is from.
fn measured(step: &Step) -> String {
    let error = 1.96 * step.standard_error();
    format!(
        "measured {:+.0} (95% CI {:+.0} to {:+.0}) from {} pairs",
        step.difference(),
        step.difference() - error,
        step.difference() + error,
        step.pairs()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    const SOLDIER_RECRUIT: &str = "match asalto A soldier B recruit pairs 40 seed 1 book x jobs 2\n\
        game 1 A officers result 0-1 (Capture) plies 40 A 0 time 0.1 s slowest move A 1 ms B 1 ms\n\
        pairs A won 28 tied 4 lost 8 score 75.0% (95% CI 60-86%)\n\
        score A 60 - B 20 (A 75.0%) wins A 56 draws 8 wins B 16\n";

    #[test]
    fn a_match_is_read_from_the_stronger_side() {
        let Read::Step(m) = read_match("f", SOLDIER_RECRUIT).unwrap() else {
            panic!("not a step");
        };
        assert_eq!((m.upper, m.lower), (Level::Soldier, Level::Recruit));
        assert_eq!((m.step.won, m.step.tied, m.step.lost), (28, 4, 8));
        let swapped = SOLDIER_RECRUIT
            .replace("A soldier B recruit", "A recruit B soldier")
            .replace("won 28 tied 4 lost 8", "won 8 tied 4 lost 28");
        assert_eq!(read_match("f", &swapped).unwrap(), Read::Step(m));
    }

    #[test]
    fn what_is_not_a_finished_match_between_levels_is_refused_in_one_line() {
        let cases = [
            (String::new(), "no `match` line"),
            (
                SOLDIER_RECRUIT.replace("B recruit", "B nodes:900000"),
                "is not a level",
            ),
            (
                SOLDIER_RECRUIT.replace("B recruit", "B soldier"),
                "cannot read the game line",
            ),
            (
                SOLDIER_RECRUIT.replace("pairs A won", "pairs B won"),
                "did not finish",
            ),
            (
                SOLDIER_RECRUIT.replace("lost 8 score", "lost eight score"),
                "not a number",
            ),
        ];
        for (text, why) in cases {
            let error = read_match("run.txt", &text).unwrap_err();
            assert!(
                error.starts_with("run.txt: ") && error.contains(why),
                "{error}"
            );
            assert!(!error.contains('\n'), "{error}");
        }
    }

    #[test]
    fn a_level_against_itself_gives_its_own_games() {
        let text = "match asalto A captain B captain pairs 1 seed 1 jobs 1\n\
            game 1 A officers result rebels (OfficersTrapped) plies 81 A 0 time 0.1 s\n\
            game 2 A attackers result draw (MoveLimit) plies 200 A 0.5 time 0.1 s\n";
        let Read::Own { level, games, .. } = read_match("f", text).unwrap() else {
            panic!("not its own games");
        };
        assert_eq!(level, Level::Captain);
        let expected = [(Some(Side::Attackers), 81), (None, 200)];
        let read: Vec<_> = games.iter().map(|g| (g.winner, g.plies)).collect();
        assert_eq!(read, expected);
    }

    /// A ladder with a gap stops below it, and says what was measured above it rather than
    /// dropping it.
    #[test]
    fn the_steps_above_a_gap_in_a_ladder_are_said() {
        let step = |won, lost| Step { won, tied: 0, lost };
        // Soldier-recruit and sergeant-corporal, but no corporal-soldier.
        let matches: Matches = [((1, 0), step(30, 10)), ((3, 2), step(25, 15))].into();
        let lines = ladder_lines("asalto", &matches, 1000.0);
        let text = lines.join("\n");
        assert_eq!(lines.len(), 4, "{text}");
        assert!(lines[2].starts_with("ratings asalto stops below"), "{text}");
        assert!(
            lines[3].starts_with("step asalto sergeant-corporal measured +")
                && lines[3].ends_with("from 40 pairs; above the gap, off the ladder"),
            "{text}"
        );
    }

    #[test]
    fn parts_of_a_match_add_up_and_variants_stay_apart() {
        let Read::Step(part) = read_match("f", SOLDIER_RECRUIT).unwrap() else {
            panic!("not a step");
        };
        let other = Measured {
            variant: "assaut".into(),
            ..part.clone()
        };
        let gathered = gather(vec![part.clone(), part, other]);
        assert_eq!(gathered["asalto"][&(1, 0)].pairs(), 80);
        assert_eq!(gathered["assaut"][&(1, 0)].pairs(), 40);
    }
}

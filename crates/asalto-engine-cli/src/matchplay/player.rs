//! Who plays a side in an engine match: a level, a plain search, random moves, or any of them
//! with a share of random moves mixed in (a deliberately imperfect opponent).

use std::fmt;
use std::sync::Arc;

use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

use asalto_engine::job::Job;
use asalto_engine::search::{Level, LevelMove, Limits, Style, Traps, Weights, perfect_result};
use asalto_engine::tablebase::Tablebase;
use asalto_engine::{Game, Move};

use super::values::Values;

/// How a player finds its moves.
#[derive(Clone, Debug)]
pub enum Mind {
    /// A level, as the game plays it (limits and randomness).
    Level(Level),
    /// A search with these limits and evaluation weights, choosing as a level does with
    /// `style` (no randomness unless it has a margin or blunders).
    Search {
        limits: Limits,
        weights: Weights,
        /// Boxed: the other minds are a byte or two.
        style: Box<Style>,
        /// The solver's budget after the search, as Marshal's (`None`: no solver).
        proof_nodes: Option<u64>,
    },
    /// Uniformly random legal moves.
    Random,
}

/// A player: its mind, how often (in percent) it plays a random move instead, and the
/// endgame tables it plays perfectly from where they hold the position.
#[derive(Clone, Debug)]
pub struct Player {
    pub mind: Mind,
    pub random_percent: u32,
    pub tables: Option<SharedTablebase>,
    /// Fox & Geese's value tables: a won position is kept won.
    pub values: Option<Values>,
}

/// Fox & Geese's endgame tables read from a folder (`tables:FOLDER`), shared by the games.
#[derive(Clone)]
pub struct SharedTablebase {
    folder: String,
    tables: Arc<Tablebase>,
}

impl fmt::Debug for SharedTablebase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "SharedTablebase({})", self.folder)
    }
}

impl SharedTablebase {
    /// The tables in `folder` (those of Fox & Geese with 13 geese serve 15 and 17 too).
    fn read(folder: &str) -> Result<SharedTablebase, String> {
        let fox_geese = asalto_engine::Variant::fox_and_geese(13, false).expect("built in");
        let tables = if crate::output::arguments_only() {
            // Only the arguments are checked: empty tables stand in.
            Tablebase::empty(fox_geese, 4)
        } else {
            Tablebase::open(&fox_geese, std::path::Path::new(folder))
        };
        let tables = tables.map_err(|e| e.to_string())?;
        Ok(SharedTablebase {
            folder: folder.to_string(),
            tables: Arc::new(tables),
        })
    }
}

/// A move chosen, whether the search was cut short by its time limit, and whether it is a known
/// win (proved by the solver, or kept won by the endgame or value tables).
pub struct Choice {
    pub mv: Move,
    pub timed_out: bool,
    pub proven: bool,
    /// It was a trap the officers set.
    pub trap: bool,
}

/// `value` read as a number within `range`, or `None`.
fn number_in<T: std::str::FromStr + PartialOrd>(
    value: &str,
    range: std::ops::RangeInclusive<T>,
) -> Option<T> {
    value.parse().ok().filter(|n| range.contains(n))
}

fn player_help() -> String {
    format!(
        "use a level ({}), random, or depth:N, nodes:N, movetime:MS, margin:M, blunder:PERCENT, traps:M, proof:NODES; add random:PERCENT for random moves mixed in, tables:FOLDER for Fox & Geese's endgame tables, values:FOLDER for its value tables",
        Level::names()
    )
}

/// The settings of a plain search read so far (`depth:6,margin:20,advance:8`).
struct SearchSettings {
    limits: Limits,
    weights: Weights,
    style: Style,
    proof_nodes: Option<u64>,
    /// Any setting was given.
    given: bool,
}

impl Default for SearchSettings {
    fn default() -> Self {
        SearchSettings {
            limits: Limits::default(),
            weights: Weights::DEFAULT,
            style: Style {
                margin: 0,
                blunder_percent: 0,
                traps: Traps::OFF,
            },
            proof_nodes: None,
            given: false,
        }
    }
}

impl SearchSettings {
    /// Reads one `key:value`, or says why it cannot.
    fn set(&mut self, key: &str, value: &str) -> Result<(), String> {
        match key {
            "depth" | "nodes" | "movetime" => {
                self.limits.set(key, value).map_err(|e| e.to_string())?;
            }
            "traps" => {
                let n = number_in(value, 1..=1000).ok_or("a margin from 1 to 1000")?;
                self.style.traps = Traps::within(n);
            }
            "proof" => {
                let n = number_in(value, 1..=1_000_000_000)
                    .ok_or("a number of nodes from 1 to 1000000000")?;
                self.proof_nodes = Some(n);
            }
            "margin" => {
                let n: i32 = number_in(value, 0..=1000).ok_or("a whole number from 0 to 1000")?;
                self.style.margin = n;
            }
            "blunder" => {
                let n: u32 = number_in(value, 0..=1000).ok_or("a whole number from 0 to 1000")?;
                if n > 100 {
                    return Err("a percentage from 0 to 100".into());
                }
                self.style.blunder_percent = n;
            }
            _ => {
                let value: i32 = value
                    .parse()
                    .map_err(|_| format!("{value:?} is not a whole number"))?;
                self.weights.set(key, value)?;
            }
        }
        self.given = true;
        Ok(())
    }

    fn into_mind(self) -> Mind {
        Mind::Search {
            limits: self.limits,
            weights: self.weights,
            style: Box::new(self.style),
            proof_nodes: self.proof_nodes,
        }
    }
}

impl Player {
    pub fn level(level: Level) -> Player {
        Player {
            mind: Mind::Level(level),
            random_percent: 0,
            tables: None,
            values: None,
        }
    }

    /// Reads `marshal`, `random`, settings like `depth:4`, `movetime:200`, `nodes:50000`
    /// (several joined by commas: `depth:6,movetime:500`), evaluation weights for tuning
    /// (`nodes:50000,advance:8`), and `random:10` for a random move one time in ten
    /// (`captain,random:10`).
    pub fn parse(text: &str) -> Result<Player, String> {
        let mut named: Option<Mind> = None;
        let mut search = SearchSettings::default();
        let mut random_percent = 0;
        let mut tables = None;
        let mut values = None;
        for part in text.split(',').map(str::trim) {
            let bad = |why: String| {
                format!(
                    "{part:?} is not a player setting ({why}): {}",
                    player_help()
                )
            };
            let mind = Level::from_name(part)
                .map(Mind::Level)
                .or_else(|| part.eq_ignore_ascii_case("random").then_some(Mind::Random));
            if let Some(mind) = mind {
                if named.is_some() || search.given {
                    return Err(bad("a second player".into()));
                }
                named = Some(mind);
                continue;
            }
            let (key, value) = part.split_once(':').ok_or_else(|| bad("no colon".into()))?;
            let (key, value) = (key.trim(), value.trim());
            if key == "tables" {
                tables = Some(SharedTablebase::read(value).map_err(bad)?);
            } else if key == "values" {
                values = Some(Values::read(value).map_err(bad)?);
            } else if key == "random" {
                random_percent = number_in(value, 1..=100)
                    .ok_or_else(|| bad("a percentage from 1 to 100".into()))?;
            } else {
                search.set(key, value).map_err(bad)?;
            }
        }
        let mind = match named {
            Some(_) if search.given => {
                return Err(format!(
                    "{text:?}: a level or random cannot take search settings: {}",
                    player_help()
                ));
            }
            Some(mind) => mind,
            None if search.given => search.into_mind(),
            None => return Err(format!("{text:?} names no player: {}", player_help())),
        };
        Ok(Player {
            mind,
            random_percent,
            tables,
            values,
        })
    }

    /// The move this player chooses, seeded; `None` once the game is over. Setting `stop`
    /// ends a search at once (its best move so far is played).
    pub fn choose(
        &self,
        game: &Game,
        seed: u64,
        stop: &asalto_engine::job::StopFlag,
    ) -> Option<Choice> {
        let mut rng = SmallRng::seed_from_u64(seed);
        let random = match self.mind {
            Mind::Random => true,
            _ => self.random_percent > 0 && rng.random_range(0..100) < self.random_percent,
        };
        if random {
            let moves = game.legal_moves();
            if moves.is_empty() {
                return None;
            }
            let mv = moves[rng.random_range(0..moves.len())];
            return Some(Choice {
                mv,
                timed_out: false,
                proven: false,
                trap: false,
            });
        }
        let perfect = (self.tables.as_ref()).and_then(|t| perfect_result(game, &t.tables));
        let by_tables = perfect.is_some();
        let result = match &self.mind {
            _ if perfect.is_some() => perfect.expect("just seen"),
            Mind::Level(level) => LevelMove::new(game, *level, rng.random()).timed().run(stop),
            Mind::Search {
                limits,
                weights,
                style,
                proof_nodes,
            } => LevelMove::styled(game, limits, weights, **style, rng.random())
                .with_proof(*proof_nodes)
                .timed()
                .run(stop),
            Mind::Random => unreachable!("random moves are chosen above"),
        };
        let (mv, kept_win) = match (&self.values, result.best) {
            (Some(values), Some(mv)) if !by_tables => values.keep_win(game, mv, &mut rng),
            (_, best) => (best?, false),
        };
        Some(Choice {
            mv,
            timed_out: result.timed_out,
            proven: result.proven().is_some() || kept_win,
            trap: result.trap.is_some(),
        })
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.mind {
            Mind::Level(level) => f.write_str(level.name())?,
            Mind::Random => f.write_str("random")?,
            Mind::Search {
                limits,
                weights,
                style,
                proof_nodes,
            } => {
                let parts: Vec<String> = [
                    ("depth", limits.depth.map(u64::from)),
                    ("nodes", limits.nodes),
                    ("movetime", limits.movetime_ms),
                    ("margin", Some(style.margin as u64).filter(|&m| m > 0)),
                    (
                        "blunder",
                        Some(style.blunder_percent as u64).filter(|&b| b > 0),
                    ),
                    (
                        "traps",
                        Some(style.traps.margin as u64).filter(|_| style.traps.is_on()),
                    ),
                    ("proof", *proof_nodes),
                ]
                .iter()
                .filter_map(|(k, v)| v.map(|v| format!("{k}:{v}")))
                .chain(weights.differences(&Weights::DEFAULT))
                .collect();
                f.write_str(&parts.join(","))?;
            }
        }
        if self.random_percent > 0 {
            write!(f, ",random:{}", self.random_percent)?;
        }
        if let Some(tables) = &self.tables {
            write!(f, ",tables:{}", tables.folder)?;
        }
        if let Some(values) = &self.values {
            write!(f, ",values:{}", values.folder)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_are_read_and_shown_back() {
        for text in [
            "marshal",
            "random",
            "captain,random:10",
            "depth:4,nodes:5000",
            "nodes:5000,margin:40,blunder:5",
            "nodes:5000,traps:30",
            "nodes:5000,traps:30,proof:2000",
        ] {
            assert_eq!(Player::parse(text).unwrap().to_string(), text);
        }
        let tuned = Player::parse("nodes:500,advance:8,contempt:30").unwrap();
        assert_eq!(tuned.to_string(), "nodes:500,advance:8,contempt:30");
        let refused = Player::parse("marshal,tables:/no/such/folder").unwrap_err();
        assert!(refused.contains("no table of 4 geese") && !refused.contains('\n'));
        let refused = Player::parse("captain,values:/no/such/folder").unwrap_err();
        assert!(refused.contains("no value table of 4 geese") && !refused.contains('\n'));
    }

    #[test]
    fn bad_players_are_refused() {
        for text in [
            "",
            "admiral",
            "random:0",
            "random:101",
            "captain,marshal",
            "captain,depth:3",
            "depth:0",
            "nodes:many",
            "colour:3",
            "nodes:100,blunder:101",
            "nodes:100,traps:0",
            "nodes:100,proof:0",
            "nodes:100,proof:many",
            "marshal,proof:1000",
            "nodes:100,traps:many",
        ] {
            assert!(Player::parse(text).is_err(), "{text:?}");
        }
    }
}

//! The command line, declared for clap: each command's arguments as a typed struct, checked
//! (ranges, choices, pairs that exclude each other) before any work starts. Names that depend
//! on the variant files (variants, positions) are strings here and read by the commands.

use std::time::Duration;

use clap::builder::RangedU64ValueParser;
use clap::{Args, Parser, Subcommand, ValueEnum};

use asalto_engine::Side;
use asalto_engine::search::Level;

use crate::matchplay::player::Player;

const AFTER_HELP: &str = "\
<POSITION> is an APN string (one argument, quoted) or a variant name: asalto, assaut,
grand-assaut, fox-geese-13, -15, -17 (each also -sideways), or a variant from a --variant-file.
<PLAYER> is a level (recruit ... marshal: see `levels`), random, or settings such as depth:4,
movetime:200, nodes:50000 (joined by commas); random:10 mixes in 10% random moves.
A book FILE has one start per line: a variant name or APN, then moves (`asalto moves @c5,c6 d4-d5`).";

/// Perft, legal moves, benchmarks, the engine protocol, engine matches and the solver.
#[derive(Parser, Debug)]
#[command(name = "asalto-engine", version, after_help = AFTER_HELP)]
pub struct Cli {
    /// A variant file (RON) every command knows, beside the built-in variants.
    #[arg(long = "variant-file", value_name = "FILE.ron")]
    pub variant_files: Vec<String>,
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Print a variant's start as APN.
    Start {
        /// A built-in variant or one from a --variant-file.
        variant: String,
    },
    /// Count the move sequences of DEPTH plies, per first move.
    Perft {
        #[arg(value_parser = clap::value_parser!(u32).range(0..=64))]
        depth: u32,
        position: String,
    },
    /// List the legal moves and the result of a position.
    Moves { position: String },
    /// Time perft and search on fixed positions.
    Bench,
    /// Each level's budget and style in each built-in variant.
    Levels,
    /// Speak the engine protocol on standard input and output.
    Protocol,
    /// Play two players in side-swapped pairs and score the pairs.
    Match(MatchArgs),
    /// Play several players as one side against the same opponent, start by start.
    Gauntlet(GauntletArgs),
    /// Make fair starts for matches.
    Book(BookArgs),
    /// Find puzzles in games between imperfect levels.
    Puzzles(PuzzlesArgs),
    /// Rate the built-in puzzles' difficulty by how the rated levels fare on them.
    PuzzleRatings(PuzzleRatingsArgs),
    /// Play games from the book's starts for the opening explorer.
    Games(GamesArgs),
    /// Score a game's moves against the engine's choice.
    Review(ReviewArgs),
    /// Make Fox & Geese's endgame tables and check random entries by independent searches.
    Tablebase(TablebaseArgs),
    /// Make Fox & Geese's win-or-loss tables up to many geese and give the start's value.
    Values(ValuesArgs),
    /// The levels' ratings on the Elo scale from `match` runs between them (each FILE one run's
    /// output, or an earlier output of `ratings`, whose steps and games it adds): each
    /// variant's ladder from Recruit up, and matches further apart as checks.
    Ratings {
        #[arg(value_name = "FILE", required = true)]
        files: Vec<String>,
        /// Recruit's rating, the ladder's foot.
        #[arg(long, default_value_t = 800.0)]
        anchor: f64,
    },
    /// Prove a position won (or not) for one side with the df-pn solver.
    Prove(ProveArgs),
    /// Check a proof certificate with the rules alone (and Fox & Geese's endgame tables, if
    /// its lines end in them).
    CheckProof {
        #[arg(value_name = "FILE")]
        certificate: String,
        /// Fox & Geese's endgame tables, made by `tablebase --dir`.
        #[arg(long, value_name = "FOLDER")]
        tablebase: Option<std::path::PathBuf>,
        /// A certificate written before certificates carried a checksum: check it, and if it
        /// holds, write it again sealed (naming the --tablebase tables, if given).
        #[arg(long)]
        seal: bool,
    },
    /// Seal the endgame and value tables of a folder made before tables carried a checksum
    /// (only tables you trust: a damaged table sealed is trusted from then on).
    Seal {
        #[arg(value_name = "FOLDER")]
        folder: std::path::PathBuf,
    },
    /// Give every position a few plies from a variant's start to the solver.
    ProveOpenings(OpeningsArgs),
    /// Print a completion script for a shell.
    Completions { shell: clap_complete::Shell },
}

/// A side on the command line.
#[derive(ValueEnum, Clone, Copy, Debug)]
pub enum SideArg {
    Officers,
    Attackers,
}

impl From<SideArg> for Side {
    fn from(side: SideArg) -> Side {
        match side {
            SideArg::Officers => Side::Officers,
            SideArg::Attackers => Side::Attackers,
        }
    }
}

/// Threads to play on: at most this many.
pub const MOST_JOBS: u64 = 64;

fn count(most: u64) -> RangedU64ValueParser<usize> {
    RangedU64ValueParser::new().range(1..=most)
}

/// Where match and gauntlet games start, the seed, the threads, and what is printed.
#[derive(Args, Debug)]
pub struct StartArgs {
    /// The variant (without --book: asalto).
    #[arg(long)]
    pub variant: Option<String>,
    /// Play the book's starts in turn.
    #[arg(long, value_name = "FILE", conflicts_with = "openings")]
    pub book: Option<String>,
    /// Random plies from the variant's start (the same for both games of a pair).
    #[arg(long, value_name = "PLIES", default_value_t = 0,
          value_parser = RangedU64ValueParser::<usize>::new().range(0..=40))]
    pub openings: usize,
    /// Seeds the openings and the players' random choices: the same seed, the same games.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Threads to play on.
    #[arg(long, default_value_t = 1, value_parser = count(MOST_JOBS))]
    pub jobs: usize,
    /// Print every game's moves.
    #[arg(long)]
    pub moves: bool,
}

#[derive(Args, Debug)]
pub struct MatchArgs {
    #[command(flatten)]
    pub start: StartArgs,
    /// Side-swapped pairs to play (default: each book start once, or 5).
    #[arg(long, value_parser = count(1_000_000), conflicts_with = "games")]
    pub pairs: Option<usize>,
    /// Games to play: an even number, as pairs.
    #[arg(long, value_parser = even_games)]
    pub games: Option<usize>,
    /// The first pair's number, to play a long match in parts with the same starts and seeds.
    #[arg(long, value_name = "K", default_value_t = 1, value_parser = count(1_000_000))]
    pub from_pair: usize,
    /// Player A.
    #[arg(long, value_name = "PLAYER", default_value = "marshal", value_parser = Player::parse)]
    pub a: Player,
    /// Player B.
    #[arg(long, value_name = "PLAYER", default_value = "random", value_parser = Player::parse)]
    pub b: Player,
}

impl MatchArgs {
    pub fn pairs(&self) -> Option<usize> {
        self.pairs.or(self.games.map(|games| games / 2))
    }
}

fn even_games(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(n) if n % 2 == 0 && (2..=2_000_000).contains(&n) => Ok(n),
        Ok(n) if n % 2 == 1 => Err("games are played in side-swapped pairs: an even number".into()),
        _ => Err("an even number from 2 to 2000000".into()),
    }
}

#[derive(Args, Debug)]
pub struct GauntletArgs {
    #[command(flatten)]
    pub start: StartArgs,
    /// A player to try (one or more).
    #[arg(long = "player", value_name = "PLAYER", required = true, value_parser = Player::parse)]
    pub players: Vec<Player>,
    /// The side the players take.
    #[arg(long, value_enum, default_value_t = SideArg::Officers)]
    pub side: SideArg,
    /// Their opponent.
    #[arg(long, value_name = "PLAYER", default_value = "marshal", value_parser = Player::parse)]
    pub against: Player,
    /// Rounds to play (default: each book start once, or 10).
    #[arg(long, value_parser = count(1_000_000))]
    pub rounds: Option<usize>,
    /// The first round's number, to play a long gauntlet in parts.
    #[arg(long, value_name = "K", default_value_t = 1, value_parser = count(1_000_000))]
    pub from_round: usize,
}

#[derive(Args, Debug)]
pub struct BookArgs {
    #[arg(long, default_value = "asalto")]
    pub variant: String,
    /// Starts to make.
    #[arg(long, default_value_t = 50, value_parser = count(100_000))]
    pub count: usize,
    /// Plies of play in a start, as a range.
    #[arg(long, value_name = "MIN-MAX", default_value = "4-12", value_parser = ply_range)]
    pub plies: (usize, usize),
    /// Moves within this many hundredths of an attacker of the best are chosen among.
    #[arg(long, default_value_t = 25, value_parser = clap::value_parser!(i32).range(0..=1_000))]
    pub margin: i32,
    /// Nodes for each choice.
    #[arg(long, default_value_t = 1_500_000, value_parser = clap::value_parser!(u64).range(1..))]
    pub nodes: u64,
    /// Nodes for the search that judges a start.
    #[arg(long, default_value_t = 6_000_000, value_parser = clap::value_parser!(u64).range(1..))]
    pub check_nodes: u64,
    /// How far from the variant's start a start may score.
    #[arg(long, default_value_t = 150, value_parser = clap::value_parser!(i32).range(0..=10_000))]
    pub fair: i32,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    #[arg(long, default_value_t = 1, value_parser = count(MOST_JOBS))]
    pub jobs: usize,
}

fn ply_range(text: &str) -> Result<(usize, usize), String> {
    text.split_once('-')
        .and_then(|(a, b)| Some((a.parse::<usize>().ok()?, b.parse::<usize>().ok()?)))
        .filter(|(a, b)| a <= b && *b <= 60)
        .ok_or_else(|| "a range like 4-12 (at most 60)".into())
}

#[derive(Args, Debug)]
pub struct PuzzlesArgs {
    #[arg(long, default_value = "asalto")]
    pub variant: String,
    /// Puzzles to find.
    #[arg(long, default_value_t = 20, value_parser = count(10_000))]
    pub count: usize,
    /// Nodes of the finding search.
    #[arg(long, default_value_t = 100_000,
          value_parser = clap::value_parser!(u64).range(1_000..=1_000_000_000))]
    pub nodes: u64,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    #[arg(long, default_value_t = 1, value_parser = count(MOST_JOBS))]
    pub jobs: usize,
}

#[derive(Args, Debug)]
pub struct PuzzleRatingsArgs {
    #[arg(long, default_value = "asalto")]
    pub variant: String,
    /// Tries of each level at each puzzle, from seeds 1 to N.
    #[arg(long, default_value_t = 8, value_parser = count(1_000))]
    pub seeds: usize,
}

#[derive(Args, Debug)]
pub struct GamesArgs {
    #[arg(long, default_value = "asalto")]
    pub variant: String,
    /// Games to play: each of the book's starts in turn, sides swapped every other game.
    #[arg(long, default_value_t = 120, value_parser = count(100_000))]
    pub count: usize,
    /// The first player (the officers in odd games).
    #[arg(long, value_name = "PLAYER", default_value = "captain", value_parser = Player::parse)]
    pub a: Player,
    /// The second player.
    #[arg(long, value_name = "PLAYER", default_value = "colonel", value_parser = Player::parse)]
    pub b: Player,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    #[arg(long, default_value_t = 1, value_parser = count(MOST_JOBS))]
    pub jobs: usize,
}

#[derive(Args, Debug)]
pub struct TablebaseArgs {
    /// A Fox & Geese variant without sideways steps.
    #[arg(long, default_value = "fox-geese-13")]
    pub variant: String,
    /// Tables for every number of geese the game goes on with, up to this many.
    #[arg(long, default_value_t = 6, value_parser = count(asalto_engine::tablebase::MOST_GEESE as u64))]
    pub geese: usize,
    /// Random entries to check against the solver and the search (0: none).
    #[arg(long, default_value_t = 1_000, value_parser = clap::value_parser!(u64).range(0..=10_000_000))]
    pub check: u64,
    /// Keep each table in this folder as it is finished, and take up those already there
    /// (a stopped build goes on from its last finished table).
    #[arg(long, value_name = "FOLDER")]
    pub dir: Option<std::path::PathBuf>,
    /// The solver's budget for each entry checked.
    #[arg(long, default_value_t = 200_000, value_parser = clap::value_parser!(u64).range(1..=1_000_000_000))]
    pub check_nodes: u64,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Check values down to the first capture, the tables of fewer geese deciding there (each
    /// table against those below it), rather than by the rules alone to the end.
    #[arg(long)]
    pub check_below: bool,
    /// Make nothing: say what the tables in --dir hold for this position (APN), with every
    /// move's value and the perfect line.
    #[arg(long, value_name = "APN", requires = "dir")]
    pub probe: Option<String>,
}

#[derive(Args, Debug)]
pub struct ValuesArgs {
    /// A Fox & Geese variant (with sideways steps: tables with draws).
    #[arg(long, default_value = "fox-geese-13")]
    pub variant: String,
    /// Tables for every number of geese the game goes on with, up to this many (without
    /// sideways steps thirteen need about 5 GiB of memory, fifteen 12 GiB and seventeen 21 GiB,
    /// and verifying a table as much again as that table; with them, thirteen about 10 GB and
    /// verifying it about 16 GB).
    #[arg(long, default_value_t = 8, value_parser = count(asalto_engine::tablebase::MOST_VALUE_GEESE as u64))]
    pub geese: usize,
    /// Keep each table in this folder as it is finished, and take up those already there.
    #[arg(long, value_name = "FOLDER")]
    pub dir: Option<std::path::PathBuf>,
    /// Compare every entry with the distance tables (`tablebase --dir`) in the same folder.
    #[arg(long, requires = "dir")]
    pub compare: bool,
    /// Random positions whose value is checked against their moves' values (0: none).
    #[arg(long, default_value_t = 10_000, value_parser = clap::value_parser!(u64).range(0..=100_000_000))]
    pub check: u64,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Re-derive every entry of every table from its moves by the rules, failing on the first
    /// that disagrees (the tables' certificate; hours from thirteen geese on). With --dir, each
    /// table's verification is kept in parts beside it as they are finished (eight bytes a set
    /// on disk: 4.6 GB at thirteen geese, twice that with sideways steps), and a stopped run
    /// goes on where it stopped. With sideways steps, every win and loss is also shown forced
    /// from the game's ends (none goes round a cycle).
    #[arg(long)]
    pub verify: bool,
    /// Verify only the tables of this many geese and more (those below taken as verified): a
    /// stopped verification goes on from its last table.
    #[arg(long, requires = "verify", value_parser = count(asalto_engine::tablebase::MOST_VALUE_GEESE as u64))]
    pub verify_from: Option<usize>,
    /// How many plies the fox needs to win the start (or this position, APN) against geese
    /// that hold out as long as they can: tables of the fox's distances, which also give every
    /// value, made in memory instead of the value tables (three quarters of a byte a position:
    /// about 20 GB up to thirteen geese).
    #[arg(long, value_name = "APN", num_args = 0..=1, default_missing_value = "start")]
    pub distance: Option<String>,
    /// Threads for the verification, and for making the tables with draws.
    #[arg(long, default_value_t = 2, value_parser = count(64))]
    pub threads: usize,
}

#[derive(Args, Debug)]
pub struct ReviewArgs {
    /// Search as this level does (default captain).
    #[arg(long, value_parser = level, conflicts_with = "nodes")]
    pub level: Option<Level>,
    /// Search this many nodes a move instead.
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..=1_000_000_000))]
    pub nodes: Option<u64>,
    /// The game: a variant name or APN, then `moves` and the moves (one argument).
    pub game: String,
}

fn level(text: &str) -> Result<Level, String> {
    Level::from_name(text).ok_or_else(|| format!("one of {}", Level::names()))
}

#[derive(Args, Debug)]
pub struct ProveArgs {
    /// The position, or a game (`asalto moves ...`) whose end is proven.
    #[arg(required_unless_present = "resume", conflicts_with = "resume")]
    pub position: Option<String>,
    /// Go on with a saved search (its table knows its position).
    #[arg(long, value_name = "FILE")]
    pub resume: Option<String>,
    /// The side to prove a win for (default: the side to move).
    #[arg(long, value_enum)]
    pub side: Option<SideArg>,
    /// Nodes to search (default 2000000).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
    pub nodes: Option<u64>,
    /// Stop after this many seconds.
    #[arg(long, value_name = "SECONDS", value_parser = seconds)]
    pub time: Option<Duration>,
    /// The proof table's size in entries (default 40000000).
    #[arg(long, value_name = "ENTRIES", value_parser = count(1 << 40))]
    pub table: Option<usize>,
    /// Write a won proof's certificate here.
    #[arg(long, value_name = "FILE")]
    pub certificate: Option<String>,
    /// Save the search to go on with later (--resume).
    #[arg(long, value_name = "FILE")]
    pub save_table: Option<String>,
    /// Report the proof numbers every this many seconds.
    #[arg(long, value_name = "SECONDS", value_parser = seconds)]
    pub progress: Option<Duration>,
    /// Fox & Geese's endgame tables (made by `tablebase --dir`): positions they hold are
    /// decided there, and the certificate's lines may end in them.
    #[arg(long, value_name = "FOLDER")]
    pub tablebase: Option<std::path::PathBuf>,
}

/// Seconds above 0.
fn seconds(text: &str) -> Result<Duration, String> {
    let secs: f64 = text
        .parse()
        .ok()
        .filter(|s: &f64| *s > 0.0 && s.is_finite())
        .ok_or("seconds above 0")?;
    Duration::try_from_secs_f64(secs).map_err(|_| "too many seconds".into())
}

#[derive(Args, Debug)]
pub struct OpeningsArgs {
    #[arg(long, default_value = "asalto")]
    pub variant: String,
    /// Plies from the start.
    #[arg(long, default_value_t = 3, value_parser = RangedU64ValueParser::<usize>::new().range(1..=4))]
    pub plies: usize,
    /// Nodes for each side of each position.
    #[arg(long, default_value_t = 100_000, value_parser = clap::value_parser!(u64).range(1..))]
    pub nodes: u64,
    /// The proof table's size in entries (about 2.5 a node: the default holds 4 million nodes).
    #[arg(long, value_name = "ENTRIES", default_value_t = 10_000_000, value_parser = count(1 << 32))]
    pub table: usize,
    #[arg(long, default_value_t = 1, value_parser = count(MOST_JOBS))]
    pub jobs: usize,
    /// Write the wins' certificates into this folder.
    #[arg(long, value_name = "DIR")]
    pub certificates: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn the_declarations_are_consistent() {
        Cli::command().debug_assert();
    }
}

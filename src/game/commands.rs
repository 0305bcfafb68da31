//! The one way the match changes: [`GameCommand`]s in, applied by [`apply_commands`], and
//! [`MatchEvent`]s out, for the board, the sound, the autosave and the computer to follow.

use asalto_engine::{Game, Move, Outcome, Ply};
use bevy::prelude::*;

use crate::screens::Screen;

use super::rated::{GaveUp, Rating, Unrated, rated_key};
use super::setup::{MatchSetup, Mode};
use super::state::{Match, ShownLine};

/// Who sent a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    Human,
    Computer,
}

/// A match to start: a new game from its setup, or a game already played (a saved game, the
/// unfinished one).
#[derive(Clone, Debug)]
pub struct NewMatch {
    pub setup: MatchSetup,
    pub from: Option<Game>,
    /// The game is the autosave's unfinished one (which the match may then replace freely).
    pub continued: bool,
    /// The game is the autosave's, saved while it counted for the player's rating: it goes on
    /// counting.
    pub continues_rated: bool,
}

impl NewMatch {
    pub fn fresh(setup: MatchSetup) -> GameCommand {
        GameCommand::NewMatch(Box::new(NewMatch {
            setup,
            from: None,
            continued: false,
            continues_rated: false,
        }))
    }

    /// Two people at one board, going on from this game (a lesson, a puzzle, the analysis
    /// board).
    pub fn hot_seat_from(game: Game) -> GameCommand {
        GameCommand::NewMatch(Box::new(NewMatch {
            setup: MatchSetup {
                variant: game.variant().clone(),
                start: Some(*game.start()),
                mode: Mode::HotSeat,
                ..Default::default()
            },
            from: Some(game),
            continued: false,
            continues_rated: false,
        }))
    }
}

/// A request to change the match. Only [`apply_commands`] acts on them.
#[derive(Message, Clone, Debug)]
pub enum GameCommand {
    /// Start a match (the menu, the command line, a loaded game, "play from this position").
    NewMatch(Box<NewMatch>),
    Play {
        mv: Move,
        by: Player,
    },
    Undo,
    Redo,
    /// A new game with the same setup; the unfinished one is given up.
    Restart,
    /// A new game with the same setup; the unfinished one stays in the autosave and moves to
    /// the saved games once the new one has a move.
    RestartKeeping,
    /// A new game with the sides swapped.
    Rematch,
    /// Show the position after this many plies, or the current one.
    Review(Option<usize>),
    /// Show a line of moves from the position after `from` plies, `shown` of them played
    /// (read-only, like an earlier position; `Review` leaves it).
    ShowLine {
        from: usize,
        moves: Vec<Move>,
        shown: usize,
    },
    /// The game from its start with these moves (in notation) instead of its own.
    Replay(Vec<String>),
    /// The player took help (a hint, a review before the end): the match no longer counts for
    /// their rating.
    Unrate(Unrated),
}

/// What happened to the match.
#[derive(Message, Clone, Debug)]
pub enum MatchEvent {
    /// A new match began (perhaps of another variant): everything is drawn afresh.
    /// `abandons` is true when it replaces the match on the board by the player's choice
    /// (restart, rematch), false when it comes from the menu, a saved game or a position.
    Started { abandons: bool },
    /// A move was played.
    Played(Box<Ply>),
    /// The game changed in another way (undo, redo, replay, a move played while reviewing).
    Redrawn,
    /// Only the shown position changed: the player reviews an earlier one, or stops.
    Reviewed,
    /// The game has just ended (after a move, a redo, or a finished game loaded).
    Ended(Outcome),
    /// The player took help: the match no longer counts for their rating (nothing else
    /// changed).
    Unrated,
}

impl MatchEvent {
    pub fn is_start(&self) -> bool {
        matches!(self, MatchEvent::Started { .. })
    }

    /// Whether one of this frame's events is `which`; all are read (`any` would leave the ones
    /// after the first match for the next frame).
    pub fn any(
        events: &mut MessageReader<MatchEvent>,
        which: impl Fn(&MatchEvent) -> bool,
    ) -> bool {
        events.read().fold(false, |seen, e| seen | which(e))
    }
}

/// Moves played since the match started (for `--after-moves`).
#[derive(Resource, Default, Debug)]
pub struct MovesPlayed(pub usize);

#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub enum GameSet {
    /// Pointer, keys and buttons turn into commands.
    Input,
    /// The computer's search is started and polled.
    Computer,
    /// Commands change the match.
    Apply,
    /// The board follows.
    Animate,
}

/// The only system that changes the match.
pub fn apply_commands(
    mut commands_in: MessageReader<GameCommand>,
    mut current: Option<ResMut<Match>>,
    mut commands: Commands,
    mut events: MessageWriter<MatchEvent>,
    mut played: ResMut<MovesPlayed>,
    screen: Res<State<Screen>>,
    mut next: ResMut<NextState<Screen>>,
    mut given_up: MessageWriter<GaveUp>,
) {
    for command in commands_in.read() {
        if let GameCommand::NewMatch(new) = command {
            let started = start_match(new);
            let ended = started.game.outcome();
            match current.as_mut() {
                Some(m) => **m = started,
                None => commands.insert_resource(started),
            }
            played.0 = 0;
            events.write(MatchEvent::Started { abandons: false });
            if let Some(outcome) = ended {
                events.write(MatchEvent::Ended(outcome));
            }
            if *screen.get() == Screen::Menu {
                next.set(Screen::Game);
            }
            continue;
        }
        // Other commands need a match (one started this frame is there from the next).
        let Some(m) = current.as_mut() else { continue };
        let was_over = m.game.outcome().is_some();
        let event = match command {
            GameCommand::NewMatch(_) => None,
            GameCommand::Play { mv, by } => play(m, *mv, *by, &mut played),
            GameCommand::Undo => {
                let event = step_through_history(m, true);
                if matches!(event, Some(MatchEvent::Redrawn)) {
                    m.rating.lose(Unrated::TakenBack);
                }
                event
            }
            GameCommand::Redo => step_through_history(m, false),
            GameCommand::Restart | GameCommand::RestartKeeping | GameCommand::Rematch => {
                if !matches!(command, GameCommand::RestartKeeping)
                    && let Some(gave_up) = gave_up(m)
                {
                    given_up.write(gave_up);
                }
                // A new match, told as started; an end is told of a move.
                events.write(restart(m, command, &mut played));
                continue;
            }
            GameCommand::Replay(moves) => replay(m, moves),
            GameCommand::Unrate(why) => {
                let counted = m.rating.counts();
                m.rating.lose(*why);
                counted.then_some(MatchEvent::Unrated)
            }
            GameCommand::Review(n) => review(m, *n),
            GameCommand::ShowLine { from, moves, shown } => show_line(m, *from, moves, *shown),
        };
        if let Some(event) = event {
            events.write(event);
        }
        if let Some(outcome) = m.game.outcome()
            && !was_over
        {
            events.write(MatchEvent::Ended(outcome));
        }
    }
}

fn start_match(new: &NewMatch) -> Match {
    let mut started = Match::new(new.setup.clone(), new.from.clone());
    started.continued = new.continued;
    let continues_rated = new.continued && new.continues_rated;
    started.rating = Rating::at_start(&new.setup, new.from.is_some(), continues_rated);
    started
}

/// A move, by the player whose turn it is (never while an earlier position is reviewed).
fn play(m: &mut Match, mv: Move, by: Player, played: &mut MovesPlayed) -> Option<MatchEvent> {
    let computer_side = m.setup.mode.computer_plays(m.side_to_move());
    if (by == Player::Computer) != computer_side {
        warn!("{by:?} tried to move for the other player; ignored");
        return None;
    }
    if m.review.is_some() && by == Player::Human {
        return None;
    }
    match m.game.play(mv) {
        Ok(ply) => {
            let ply = Box::new(ply.clone());
            played.0 += 1;
            Some(if m.review.is_none() {
                MatchEvent::Played(ply)
            } else {
                MatchEvent::Redrawn
            })
        }
        Err(e) => {
            warn!("move refused: {e}");
            None
        }
    }
}

/// Undo (`back`) or redo; either leaves a review or a line shown.
fn step_through_history(m: &mut Match, back: bool) -> Option<MatchEvent> {
    m.line = None;
    let was_reviewing = m.review.take().is_some();
    let changed = if back { m.undo() } else { m.redo() };
    if changed {
        Some(MatchEvent::Redrawn)
    } else {
        was_reviewing.then_some(MatchEvent::Reviewed)
    }
}

/// The match given up by a restart, if it counted, was not over and the player had moved in it.
fn gave_up(m: &Match) -> Option<GaveUp> {
    let Mode::VsComputer { human } = m.setup.mode else {
        return None;
    };
    let game = &m.game;
    let moved = (0..game.plies().len()).any(|i| game.position_after(i).turn.side() == human);
    (m.rating.counts() && game.outcome().is_none() && moved).then(|| GaveUp {
        variant: m.variant().name().to_string(),
        level: m.setup.level,
        side: human,
        key: rated_key(m.setup.seed, &game.record()),
    })
}

/// The same players again (`Rematch`: sides swapped), from the start.
fn restart(m: &mut Match, command: &GameCommand, played: &mut MovesPlayed) -> MatchEvent {
    let setup = if matches!(command, GameCommand::Rematch) {
        m.setup.rematch()
    } else {
        m.setup.again()
    };
    *m = Match::new(setup, None);
    played.0 = 0;
    let abandons = !matches!(command, GameCommand::RestartKeeping);
    MatchEvent::Started { abandons }
}

fn replay(m: &mut Match, moves: &[String]) -> Option<MatchEvent> {
    match m.replayed(moves) {
        Ok(replayed) => {
            m.game = replayed;
            m.rating.lose(Unrated::Replayed);
            m.review = None;
            m.line = None;
            Some(MatchEvent::Redrawn)
        }
        Err(e) => {
            warn!("cannot replay: {e}");
            None
        }
    }
}

/// Shows the position after `n` plies (`None`, or past the end: the game as it is).
fn review(m: &mut Match, n: Option<usize>) -> Option<MatchEvent> {
    let review = n.filter(|&n| n < m.game.plies().len());
    if review == m.review && m.line.is_none() {
        return None;
    }
    m.review = review;
    m.line = None;
    Some(MatchEvent::Reviewed)
}

fn show_line(m: &mut Match, from: usize, moves: &[Move], shown: usize) -> Option<MatchEvent> {
    match ShownLine::new(&m.game, from, moves.to_vec(), shown) {
        Ok(line) if m.line.as_ref() != Some(&line) => {
            m.review = Some(from);
            m.line = Some(line);
            Some(MatchEvent::Reviewed)
        }
        Ok(_) => None,
        Err(e) => {
            warn!("cannot show the line: {e}");
            None
        }
    }
}

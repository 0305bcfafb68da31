//! Game flow: the one resource that holds the engine's [`Game`], and the one system that changes
//! it. Everything else (mouse, keys, HUD buttons, the computer) sends [`GameCommand`]s; what
//! happened goes out as [`BoardEvent`]s, which drive the sprites.

use std::sync::Arc;

use asalto_engine::{Game, Move, Ply, Position, Side, Variant};
use bevy::prelude::*;

use crate::ai::Level;
use crate::screens::Screen;

/// Who plays which side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Mode {
    /// The player commands the officers against the computer.
    #[default]
    VsAiOfficers,
    /// The player commands the rebels/soldiers against the computer.
    VsAiRebels,
    /// Two players at one screen.
    HotSeat,
    /// The computer plays both sides.
    AiVsAi,
}

impl Mode {
    pub const ALL: [Mode; 4] = [
        Mode::VsAiOfficers,
        Mode::VsAiRebels,
        Mode::HotSeat,
        Mode::AiVsAi,
    ];

    pub fn cli_name(self) -> &'static str {
        match self {
            Mode::VsAiOfficers => "vs-ai-officers",
            Mode::VsAiRebels => "vs-ai-rebels",
            Mode::HotSeat => "hot-seat",
            Mode::AiVsAi => "ai-vs-ai",
        }
    }

    pub fn from_cli_name(name: &str) -> Option<Mode> {
        Mode::ALL.into_iter().find(|m| m.cli_name() == name)
    }

    /// Whether the computer plays this side.
    pub fn computer_plays(self, side: Side) -> bool {
        match self {
            Mode::VsAiOfficers => side == Side::Attackers,
            Mode::VsAiRebels => side == Side::Officers,
            Mode::HotSeat => false,
            Mode::AiVsAi => true,
        }
    }

    pub fn against_computer(self) -> bool {
        matches!(self, Mode::VsAiOfficers | Mode::VsAiRebels)
    }

    /// The same match with the sides swapped (for a rematch).
    pub fn swapped(self) -> Mode {
        match self {
            Mode::VsAiOfficers => Mode::VsAiRebels,
            Mode::VsAiRebels => Mode::VsAiOfficers,
            m => m,
        }
    }
}

/// How the next game is set up (chosen in the menu or on the command line).
#[derive(Resource, Clone, Debug)]
pub struct MatchSettings {
    pub variant: Arc<Variant>,
    /// A start position other than the variant's own.
    pub start: Option<Position>,
    pub mode: Mode,
    pub level: Level,
    pub warn_huff: bool,
    /// Seeds the computer's choices (mixed with the ply number).
    pub seed: u64,
}

impl Default for MatchSettings {
    fn default() -> Self {
        MatchSettings {
            variant: Variant::builtin("asalto").expect("built-in variant"),
            start: None,
            mode: Mode::VsAiOfficers,
            level: Level::Soldier,
            warn_huff: true,
            seed: 0x5eed_a5a1_7000,
        }
    }
}

/// The game being played: the only holder of the rules' state.
#[derive(Resource, Debug)]
pub struct Match {
    pub game: Game,
    pub settings: MatchSettings,
    /// Reviewing the position after this many plies (read-only).
    pub review: Option<usize>,
    /// Bumped on every change of the game; tasks started for an older generation are dropped.
    /// Unique across matches (each new match starts a fresh range).
    pub generation: u64,
    /// The match continues the autosave's unfinished game.
    pub continued: bool,
}

/// Each match's generations start here, far from every earlier match's.
static NEXT_MATCH: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

impl Match {
    pub fn new(settings: MatchSettings) -> Match {
        let game = match settings.start {
            Some(pos) => Game::from_position(settings.variant.clone(), pos),
            None => Game::new(settings.variant.clone()),
        };
        Match {
            game,
            settings,
            review: None,
            generation: NEXT_MATCH.fetch_add(1, std::sync::atomic::Ordering::Relaxed) << 32,
            continued: false,
        }
    }

    pub fn variant(&self) -> &Arc<Variant> {
        self.game.variant()
    }

    /// The position the board shows (an earlier one while reviewing).
    pub fn shown_position(&self) -> &Position {
        match self.review {
            Some(n) => self.game.position_after(n),
            None => self.game.position(),
        }
    }

    pub fn side_to_move(&self) -> Side {
        self.game.position().turn.side()
    }

    /// Whether a person may move now (not the computer, not over, not reviewing).
    pub fn human_to_move(&self) -> bool {
        self.game.outcome().is_none()
            && self.review.is_none()
            && !self.settings.mode.computer_plays(self.side_to_move())
    }

    /// Whether the computer should move now.
    pub fn computer_to_move(&self) -> bool {
        self.game.outcome().is_none()
            && self.review.is_none()
            && self.settings.mode.computer_plays(self.side_to_move())
    }

    /// Undo as the player means it: against the computer, back to the player's own turn.
    pub fn undo(&mut self) -> bool {
        if !self.game.can_undo() {
            return false;
        }
        let mode = self.settings.mode;
        self.game.undo();
        if mode.against_computer() {
            while self.game.can_undo() && mode.computer_plays(self.side_to_move()) {
                self.game.undo();
            }
        }
        true
    }

    /// Redo as the player means it: against the computer, its reply comes back too.
    pub fn redo(&mut self) -> bool {
        if self.game.redo().is_none() {
            return false;
        }
        let mode = self.settings.mode;
        if mode.against_computer() {
            while self.game.outcome().is_none()
                && mode.computer_plays(self.side_to_move())
                && self.game.can_redo()
            {
                self.game.redo();
            }
        }
        true
    }

    /// The game from its start with these moves, or why they cannot be played.
    pub fn replayed(&self, moves: &[String]) -> Result<Game, String> {
        let mut game = Game::from_position(self.variant().clone(), *self.game.start());
        for (i, text) in moves.iter().enumerate() {
            game.play_text(text)
                .map_err(|e| format!("{} ({text}): {e}", i + 1))?;
        }
        Ok(game)
    }

    /// Whether [`Match::replayed`] would work.
    pub fn replay_check(&self, moves: &[String]) -> Result<(), String> {
        self.replayed(moves).map(|_| ())
    }

    /// The seed for the computer's search at this point of the game.
    pub fn search_seed(&self) -> u64 {
        self.settings.seed ^ (self.game.plies().len() as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15)
    }
}

/// Who sent a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    Human,
    Computer,
}

/// A request to change the game. Only [`apply_commands`] acts on them.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum GameCommand {
    Play {
        mv: Move,
        by: Player,
    },
    Undo,
    Redo,
    /// A new game with the same settings.
    Restart,
    /// A new game with the sides swapped.
    Rematch,
    /// Show the position after this many plies, or the current one.
    Review(Option<usize>),
    /// The game from its start with these moves (in notation) instead of its own.
    Replay(Vec<String>),
}

/// What happened to the game, for the board and the HUD.
#[derive(Message, Clone, Debug)]
pub enum BoardEvent {
    /// A move was played; animate it.
    Played(Box<Ply>),
    /// The shown position changed in another way (undo, redo, new game, review): redraw it.
    Reset,
}

/// Moves played since the game screen opened (for `--after-moves`).
#[derive(Resource, Default, Debug)]
pub struct MovesPlayed(pub usize);

#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub enum GameSet {
    /// Mouse, keys and HUD turn into commands.
    Input,
    /// The computer's search is started and polled.
    Computer,
    /// Commands change the game.
    Apply,
    /// Sprites follow.
    Animate,
}

pub struct FlowPlugin;

impl Plugin for FlowPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<MatchSettings>()
            .init_resource::<MovesPlayed>()
            .add_message::<GameCommand>()
            .add_message::<BoardEvent>()
            .configure_sets(
                Update,
                (
                    GameSet::Input,
                    GameSet::Computer,
                    GameSet::Apply,
                    GameSet::Animate,
                )
                    .chain()
                    .run_if(in_state(Screen::Game)),
            )
            .add_systems(OnEnter(Screen::Game), start_match)
            .add_systems(OnExit(Screen::Game), end_match)
            .add_systems(
                Update,
                apply_commands
                    .in_set(GameSet::Apply)
                    .run_if(resource_exists::<Match>),
            );
    }
}

fn start_match(
    mut commands: Commands,
    settings: Res<MatchSettings>,
    pending: Option<ResMut<crate::saves::PendingGame>>,
    mut played: ResMut<MovesPlayed>,
    mut events: MessageWriter<BoardEvent>,
) {
    let mut m = Match::new(settings.clone());
    // A loaded or continued game replaces the new one.
    if let Some(mut pending) = pending
        && let Some(game) = pending.game.take()
    {
        m.game = game;
        m.continued = pending.continued;
    }
    commands.insert_resource(m);
    played.0 = 0;
    events.write(BoardEvent::Reset);
}

fn end_match(mut commands: Commands) {
    commands.remove_resource::<Match>();
}

/// The only system that changes the game.
pub fn apply_commands(
    mut commands_in: MessageReader<GameCommand>,
    mut game: ResMut<Match>,
    mut settings: ResMut<MatchSettings>,
    mut events: MessageWriter<BoardEvent>,
    mut played: ResMut<MovesPlayed>,
) {
    for command in commands_in.read() {
        match command {
            GameCommand::Play { mv, by } => {
                let side = game.side_to_move();
                let computer_side = game.settings.mode.computer_plays(side);
                if (*by == Player::Computer) != computer_side {
                    warn!("{by:?} tried to move for the other player; ignored");
                    continue;
                }
                if game.review.is_some() && *by == Player::Human {
                    continue;
                }
                match game.game.play(*mv) {
                    Ok(ply) => {
                        let ply = Box::new(ply.clone());
                        game.generation += 1;
                        played.0 += 1;
                        if game.review.is_none() {
                            events.write(BoardEvent::Played(ply));
                        }
                    }
                    Err(e) => warn!("move refused: {e}"),
                }
            }
            GameCommand::Undo => {
                game.review = None;
                if game.undo() {
                    game.generation += 1;
                }
                events.write(BoardEvent::Reset);
            }
            GameCommand::Redo => {
                game.review = None;
                if game.redo() {
                    game.generation += 1;
                }
                events.write(BoardEvent::Reset);
            }
            GameCommand::Restart | GameCommand::Rematch => {
                let mut s = game.settings.clone();
                if *command == GameCommand::Rematch {
                    s.mode = s.mode.swapped();
                    settings.mode = s.mode;
                }
                s.seed = s.seed.wrapping_add(0x1234_5678_9abc_def1);
                *game = Match::new(s);
                events.write(BoardEvent::Reset);
            }
            GameCommand::Replay(moves) => match game.replayed(moves) {
                Ok(replayed) => {
                    game.game = replayed;
                    game.review = None;
                    game.generation += 1;
                    events.write(BoardEvent::Reset);
                }
                Err(e) => warn!("cannot replay: {e}"),
            },
            GameCommand::Review(n) => {
                let len = game.game.plies().len();
                game.review = n.filter(|&n| n < len);
                events.write(BoardEvent::Reset);
            }
        }
    }
}

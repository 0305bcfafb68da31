//! How a match is set up: who plays which side, the variant, the start, the computer's level.

use std::sync::Arc;

use asalto_engine::search::Level;
use asalto_engine::{Position, Side, Variant};

/// Who plays which side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mode {
    /// A person plays one side against the computer.
    VsComputer { human: Side },
    /// Two people at one screen.
    HotSeat,
    /// The computer plays both sides.
    ComputerVsComputer,
}

impl Default for Mode {
    fn default() -> Self {
        Mode::VsComputer {
            human: Side::Officers,
        }
    }
}

impl Mode {
    pub const ALL: [Mode; 4] = [
        Mode::VsComputer {
            human: Side::Officers,
        },
        Mode::VsComputer {
            human: Side::Attackers,
        },
        Mode::HotSeat,
        Mode::ComputerVsComputer,
    ];

    /// The name on the command line and in saved games.
    pub fn cli_name(self) -> &'static str {
        match self {
            Mode::VsComputer {
                human: Side::Officers,
            } => "vs-ai-officers",
            Mode::VsComputer {
                human: Side::Attackers,
            } => "vs-ai-rebels",
            Mode::HotSeat => "hot-seat",
            Mode::ComputerVsComputer => "ai-vs-ai",
        }
    }

    pub fn from_cli_name(name: &str) -> Option<Mode> {
        Mode::ALL.into_iter().find(|m| m.cli_name() == name)
    }

    /// Whether the computer plays this side.
    pub fn computer_plays(self, side: Side) -> bool {
        match self {
            Mode::VsComputer { human } => side != human,
            Mode::HotSeat => false,
            Mode::ComputerVsComputer => true,
        }
    }

    pub fn against_computer(self) -> bool {
        matches!(self, Mode::VsComputer { .. })
    }

    /// The same match with the sides swapped (for a rematch).
    pub fn swapped(self) -> Mode {
        match self {
            Mode::VsComputer { human } => Mode::VsComputer {
                human: human.other(),
            },
            m => m,
        }
    }
}

/// How one match is set up. Preferences (`crate::settings::Settings`) give the defaults of a new
/// match; once started, the match keeps its own copy.
#[derive(Clone, Debug)]
pub struct MatchSetup {
    pub variant: Arc<Variant>,
    /// A start position other than the variant's own.
    pub start: Option<Position>,
    pub mode: Mode,
    pub level: Level,
    /// Asalto: ask for a second click before a step that lets an officer be huffed.
    pub warn_huff: bool,
    /// Seeds the computer's choices (mixed with the ply number).
    pub seed: u64,
}

impl Default for MatchSetup {
    fn default() -> Self {
        MatchSetup {
            variant: Variant::builtin("asalto").expect("built-in variant"),
            start: None,
            mode: Mode::default(),
            level: Level::Soldier,
            warn_huff: true,
            seed: 0x5eed_a5a1_7000,
        }
    }
}

impl MatchSetup {
    /// The setup of the next game after this one: the same players, a new seed.
    pub fn again(&self) -> MatchSetup {
        MatchSetup {
            seed: self.seed.wrapping_add(0x1234_5678_9abc_def1),
            ..self.clone()
        }
    }

    /// The same match with the sides swapped.
    pub fn rematch(&self) -> MatchSetup {
        MatchSetup {
            mode: self.mode.swapped(),
            ..self.again()
        }
    }
}

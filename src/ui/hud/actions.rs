//! What the player asks for from the HUD, and the one system that carries it out. The egui code
//! only draws and writes [`HudAction`]s, so every flow behind a button can be tested headless.

use bevy::prelude::*;

use crate::computer::{Analysis, HintRequest, ReviewRequest};
use crate::game::{GameCommand, GameSaved, Match, MatchSetup, NewMatch, SaveGame};
use crate::screens::Screen;
use crate::settings::Settings;
use crate::ui::texts::Texts;

use super::notation::NotationPanel;

/// A button or field of the HUD, used.
#[derive(Message, Clone, Debug)]
pub enum HudAction {
    /// Undo, redo, restart, rematch, review a move, back to the game.
    Command(GameCommand),
    Hint,
    /// Back to the menu.
    Menu,
    /// Save the match as a new saved game.
    Save,
    ShowCoordinates(bool),
    /// Start a new match from a position typed or pasted (APN), with the same players.
    PlayFrom(String),
    /// Replay the game from its start with these moves (typed or pasted).
    Replay(String),
    /// Open the review of the game (searched if it is not yet).
    ReviewGame,
    CloseReview,
    /// Show this many moves of the line on the board.
    StepLine(usize),
    /// Open the analysis board at the position shown.
    Analyse,
    /// Play a move typed in notation.
    TypeMove(String),
}

pub(super) fn apply_actions(
    mut actions: MessageReader<HudAction>,
    current: Option<Res<Match>>,
    texts: Res<Texts>,
    mut settings: Option<ResMut<Settings>>,
    mut notation: ResMut<NotationPanel>,
    mut commands_out: MessageWriter<GameCommand>,
    mut hints: MessageWriter<HintRequest>,
    mut reviews: MessageWriter<ReviewRequest>,
    mut analysis: ResMut<Analysis>,
    mut board: MessageWriter<crate::analysis::AnalysisCommand>,
    mut saves: MessageWriter<SaveGame>,
    mut next: ResMut<NextState<Screen>>,
) {
    for action in actions.read() {
        match action {
            HudAction::Command(c) => {
                commands_out.write(c.clone());
            }
            HudAction::Hint => {
                hints.write(HintRequest);
            }
            HudAction::Menu => next.set(Screen::Menu),
            HudAction::Save => {
                saves.write(SaveGame);
            }
            HudAction::ShowCoordinates(shown) => {
                if let Some(s) = settings.as_mut() {
                    s.coordinates = *shown;
                }
            }
            HudAction::PlayFrom(text) => {
                let Some(current) = &current else { continue };
                match asalto_engine::parse_apn(text.trim()) {
                    Ok((variant, start)) => {
                        commands_out.write(NewMatch::fresh(MatchSetup {
                            variant,
                            start: Some(start),
                            ..current.setup.again()
                        }));
                        notation.position = None;
                        notation.message = None;
                    }
                    Err(e) => {
                        notation.message =
                            Some(texts.fill("notation.bad_position", &[("error", &e.to_string())]));
                    }
                }
            }
            HudAction::TypeMove(text) => {
                let Some(current) = &current else { continue };
                let game = &current.game;
                notation.message = Some(if !current.human_to_move() || current.review.is_some() {
                    texts.get("note.not_your_turn").to_string()
                } else {
                    match game.variant().parse_move(game.position(), text) {
                        Ok(mv) => {
                            // A step that gets an officer huffed is entered twice, as it is
                            // clicked twice, while the warning is on.
                            let huffed = if current.setup.warn_huff
                                && notation.huff_to_confirm.as_deref() != Some(text.as_str())
                            {
                                crate::input::pick::huffed_by(game.variant(), game.position(), mv)
                            } else {
                                Vec::new()
                            };
                            if huffed.is_empty() {
                                notation.huff_to_confirm = None;
                                commands_out.write(GameCommand::Play {
                                    mv,
                                    by: crate::game::Player::Human,
                                });
                                notation.typed_move.clear();
                                continue;
                            }
                            notation.huff_to_confirm = Some(text.clone());
                            texts.fill("note.huff_warning_typed", &[("names", &huffed.join(", "))])
                        }
                        Err(e) => texts.fill("hud.bad_move", &[("error", &e.to_string())]),
                    }
                });
            }
            HudAction::Analyse => {
                board.write(crate::analysis::AnalysisCommand::OpenHere { lines: 1 });
            }
            HudAction::ReviewGame => {
                reviews.write(ReviewRequest);
            }
            HudAction::CloseReview => {
                analysis.open = false;
                commands_out.write(GameCommand::Review(None));
            }
            HudAction::StepLine(shown) => {
                let Some(line) = current.as_ref().and_then(|c| c.line.as_ref()) else {
                    continue;
                };
                commands_out.write(GameCommand::ShowLine {
                    from: line.from,
                    moves: line.moves.clone(),
                    shown: *shown,
                });
            }
            HudAction::Replay(text) => {
                let Some(current) = &current else { continue };
                let moves: Vec<String> = text.split_whitespace().map(str::to_string).collect();
                match current.replayed(&moves) {
                    Ok(_) => {
                        commands_out.write(GameCommand::Replay(moves));
                        notation.moves = None;
                        notation.message = None;
                    }
                    Err(e) => {
                        notation.message = Some(texts.fill("notation.bad_moves", &[("error", &e)]));
                    }
                }
            }
        }
    }
}

/// The answer to a save, shown under the buttons.
pub(super) fn show_saved(
    mut answers: MessageReader<GameSaved>,
    texts: Res<Texts>,
    mut notation: ResMut<NotationPanel>,
) {
    for GameSaved(answer) in answers.read() {
        notation.message = Some(match answer {
            Ok(name) => texts.fill("hud.saved", &[("name", name)]),
            Err(e) => texts.fill("hud.save_failed", &[("error", e)]),
        });
    }
}

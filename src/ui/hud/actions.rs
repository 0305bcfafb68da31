//! What the player asks for from the HUD, and the one system that carries it out. The egui code
//! only draws and writes [`HudAction`]s, so every flow behind a button can be tested headless.

use bevy::prelude::*;

use crate::computer::{Analysis, HintRequest, ReviewRequest};
use crate::game::by_link::{KeepByLink, Kept, KeptByLink};
use crate::game::{GameCommand, GameSaved, Match, MatchSetup, NewMatch, SaveGame, Unrated};
use crate::screens::Screen;
use crate::settings::Settings;
use crate::study::StudyCommand;
use crate::ui::share::ShareError;
use crate::ui::texts::{Arg, Texts};

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
    /// Practise the players' mistakes in the reviewed game.
    Practise,
    /// Show this many moves of the line on the board.
    StepLine(usize),
    /// Open the analysis board at the position shown.
    Analyse,
    /// Play a move typed in notation.
    TypeMove(String),
    /// Make the game's pictures to share (an animation and the final position).
    SharePictures,
    /// Copy the game's link to send to a friend, and keep the game among the saved games.
    SendMove,
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
    mut study: MessageWriter<StudyCommand>,
    mut share: MessageWriter<crate::ui::share::SharePictures>,
    mut keep: MessageWriter<KeepByLink>,
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
            HudAction::SharePictures => {
                share.write(crate::ui::share::SharePictures);
            }
            HudAction::SendMove => {
                keep.write(KeepByLink(None));
            }
            HudAction::ShowCoordinates(shown) => {
                if let Some(s) = settings.as_mut() {
                    s.coordinates = *shown;
                }
            }
            HudAction::PlayFrom(text) => {
                let Some(current) = &current else { continue };
                if let Some(c) = play_from(text, current, &texts, &mut notation) {
                    // A link's game is kept among the saved games, or carries on the one it
                    // continues.
                    if let GameCommand::NewMatch(new) = &c
                        && let Some(game) = &new.from
                    {
                        keep.write(KeepByLink(Some(Box::new(game.clone()))));
                    }
                    commands_out.write(c);
                }
            }
            HudAction::TypeMove(text) => {
                let Some(current) = &current else { continue };
                if let Some(c) = typed_move(text, current, &texts, &mut notation) {
                    commands_out.write(c);
                }
            }
            HudAction::Analyse => {
                if current
                    .as_deref()
                    .is_some_and(|c| c.game.outcome().is_none())
                {
                    commands_out.write(GameCommand::Unrate(Unrated::Analysed));
                }
                board.write(crate::analysis::AnalysisCommand::OpenHere { lines: 1 });
            }
            HudAction::ReviewGame => {
                if current
                    .as_deref()
                    .is_some_and(|c| c.game.outcome().is_none())
                {
                    commands_out.write(GameCommand::Unrate(Unrated::Reviewed));
                }
                reviews.write(ReviewRequest);
            }
            HudAction::CloseReview => {
                analysis.open = false;
                commands_out.write(GameCommand::Review(None));
            }
            HudAction::Practise => {
                if let Some(c) = current.as_deref().and_then(|c| practise(c, &mut analysis)) {
                    study.write(c);
                }
            }
            HudAction::StepLine(shown) => {
                if let Some(c) = current.as_deref().and_then(|c| step_line(c, *shown)) {
                    commands_out.write(c);
                }
            }
            HudAction::Replay(text) => {
                let Some(current) = &current else { continue };
                if let Some(c) = replay(text, current, &texts, &mut notation) {
                    commands_out.write(c);
                }
            }
        }
    }
}

/// The line on the board shown to its `shown`th move.
fn step_line(current: &Match, shown: usize) -> Option<GameCommand> {
    let line = current.line.as_ref()?;
    Some(GameCommand::ShowLine {
        from: line.from,
        moves: line.moves.clone(),
        shown,
    })
}

/// The players' mistakes in the reviewed game, to practise (the review's panel closes).
fn practise(current: &Match, analysis: &mut Analysis) -> Option<StudyCommand> {
    let done = analysis.done.as_ref()?;
    let list = crate::study::practice::of_match(current, &done.moves);
    if list.is_empty() {
        return None;
    }
    analysis.open = false;
    Some(StudyCommand::Practise(std::sync::Arc::new(list)))
}

/// A position typed or pasted (APN): a new match from it with the same players, or why not.
fn play_from(
    text: &str,
    current: &Match,
    texts: &Texts,
    notation: &mut NotationPanel,
) -> Option<GameCommand> {
    if crate::game::link::is_link(text) {
        return open_link(text, current, texts, notation);
    }
    match asalto_engine::parse_apn(text.trim()) {
        Ok((variant, start)) => {
            notation.position = None;
            notation.message = None;
            Some(NewMatch::fresh(MatchSetup {
                variant,
                start: Some(start),
                ..current.setup.again()
            }))
        }
        Err(e) => {
            let error = e.to_string();
            notation.message =
                Some(texts.fill("notation-bad-position", &[("error", Arg::from(&error))]));
            None
        }
    }
}

/// A shared game's link pasted into the position field: the game, with the match's players.
fn open_link(
    text: &str,
    current: &Match,
    texts: &Texts,
    notation: &mut NotationPanel,
) -> Option<GameCommand> {
    match crate::game::link::game_from_link(text, &asalto_engine::Variants::default()) {
        Ok(game) => {
            notation.position = None;
            notation.message = None;
            Some(GameCommand::NewMatch(Box::new(NewMatch {
                setup: MatchSetup {
                    variant: game.variant().clone(),
                    start: Some(*game.start()),
                    ..current.setup.again()
                },
                from: Some(game),
                continued: false,
                continues_rated: false,
            })))
        }
        Err(error) => {
            let error = error.to_string();
            notation.message =
                Some(texts.fill("notation-bad-link", &[("error", Arg::from(&error))]));
            None
        }
    }
}

/// A move typed in notation: played, or why not. A step that gets an officer huffed is entered
/// twice, as it is clicked twice, while the warning is on.
fn typed_move(
    text: &str,
    current: &Match,
    texts: &Texts,
    notation: &mut NotationPanel,
) -> Option<GameCommand> {
    if !current.human_to_move() || current.review.is_some() {
        notation.message = Some(texts.get("note-not-your-turn"));
        return None;
    }
    let game = &current.game;
    let mv = match game.variant().parse_move(game.position(), text) {
        Ok(mv) => mv,
        Err(e) => {
            let error = e.to_string();
            notation.message = Some(texts.fill("hud-bad-move", &[("error", Arg::from(&error))]));
            return None;
        }
    };
    let huffed = if current.setup.warn_huff && notation.huff_to_confirm.as_deref() != Some(text) {
        crate::input::pick::huffed_by(game.variant(), game.position(), mv)
    } else {
        Vec::new()
    };
    if !huffed.is_empty() {
        notation.huff_to_confirm = Some(text.to_string());
        notation.message = Some(texts.fill(
            "note-huff-warning-typed",
            &[
                ("names", Arg::from(texts.joined(&huffed))),
                ("count", huffed.len().into()),
            ],
        ));
        return None;
    }
    notation.huff_to_confirm = None;
    notation.typed_move.clear();
    Some(GameCommand::Play {
        mv,
        by: crate::game::Player::Human,
    })
}

/// The game replayed from its start with the moves typed or pasted, or why not.
fn replay(
    text: &str,
    current: &Match,
    texts: &Texts,
    notation: &mut NotationPanel,
) -> Option<GameCommand> {
    let moves: Vec<String> = text.split_whitespace().map(str::to_string).collect();
    match current.replayed(&moves) {
        Ok(_) => {
            notation.moves = None;
            notation.message = None;
            Some(GameCommand::Replay(moves))
        }
        Err(e) => {
            let error = e.to_string();
            notation.message =
                Some(texts.fill("notation-bad-moves", &[("error", Arg::from(&error))]));
            None
        }
    }
}

/// Where a game's pictures went, shown under the buttons.
pub(super) fn show_shared(
    mut answers: MessageReader<crate::ui::share::PicturesShared>,
    texts: Res<Texts>,
    mut notation: ResMut<NotationPanel>,
) {
    for crate::ui::share::PicturesShared(answer) in answers.read() {
        notation.message = Some(pictures_said(&texts, answer));
    }
}

/// Where a game's pictures went, or why they could not be made, in words.
pub(super) fn pictures_said(texts: &Texts, answer: &Result<Vec<String>, ShareError>) -> String {
    match answer {
        Ok(files) => texts.fill(
            "hud-pictures-saved",
            &[("files", Arg::from(files.join(", ")))],
        ),
        Err(e) => texts.fill(
            "hud-pictures-failed",
            &[("error", Arg::from(e.to_string()))],
        ),
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
            Ok(name) => texts.fill("hud-saved", &[("name", Arg::from(name))]),
            Err(e) => texts.fill("hud-save-failed", &[("error", Arg::from(e.to_string()))]),
        });
    }
}

/// Where a game played by links went, shown under the buttons; after *Send your move*, its link
/// is put on the clipboard too (or shown, where there is none).
pub(super) fn show_kept_by_link(
    mut answers: MessageReader<KeptByLink>,
    current: Option<Res<Match>>,
    texts: Res<Texts>,
    mut notation: ResMut<NotationPanel>,
) {
    for KeptByLink { kept, sending } in answers.read() {
        let number = |name: &str| Arg::from(crate::game::saves::save_number(name).unwrap_or(0));
        let kept = match kept {
            Ok(Kept::Continued(name)) => texts.fill("by-link-continued", &[("n", number(name))]),
            Ok(Kept::New(name)) => texts.fill("by-link-kept", &[("n", number(name))]),
            Ok(Kept::Behind(name)) => texts.fill("by-link-behind", &[("n", number(name))]),
            Err(e) => texts.fill("by-link-failed", &[("error", Arg::from(e.to_string()))]),
        };
        let Some(current) = current.as_deref().filter(|_| *sending) else {
            notation.message = Some(kept);
            continue;
        };
        let link = crate::platform::link_to(&crate::game::link::fragment(&current.game));
        let copied = if crate::platform::clipboard::copy(&link) {
            texts.get("by-link-copied")
        } else {
            texts.fill(
                "by-link-no-clipboard",
                &[("link", Arg::from(link.as_str()))],
            )
        };
        notation.message = Some(format!("{copied} {kept}"));
        notation.sent = Some((link, kept));
    }
}

//! Your positions in the running game: read from storage at the start, fed by every finished
//! review (its mistakes, and its accuracies for the saved games' list), scheduled by the first
//! judgement of each practised position, and written back after each change.

use asalto_engine::Side;
use bevy::prelude::*;

use crate::computer::{Analysis, ReviewFinished};
use crate::game::saves::game_key;
use crate::game::{Match, Mode};
use crate::platform::storage::{
    Storage, StorageNotice, StorageNotices, Unreadable, read_or_keep_aside,
};
use crate::platform::today;

use super::Study;
use super::deck::{DECK_FILE, Deck};
use super::practice;
use super::task::Task;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PreStartup, read_the_deck).add_systems(
        Update,
        (
            feed_the_deck.run_if(resource_exists::<Match>),
            schedule_a_try.run_if(resource_exists::<Study>),
        )
            .run_if(resource_exists::<Deck>.and_then(resource_exists::<DeckLoad>)),
    );
}

/// What happened when the positions were read, for the Learn page (as the settings page says
/// of damaged settings).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct DeckLoad {
    pub problem: Option<DeckProblem>,
}

/// The positions' file could not be read.
pub type DeckProblem = Unreadable;

impl DeckLoad {
    /// Whether the deck may be written: not over a file that could not be read and could not
    /// be kept aside either.
    fn writable(&self) -> bool {
        !matches!(self.problem, Some(DeckProblem::NotKept(_)))
    }
}

/// The kept positions; none when there is no file, and none (the file kept aside first) when it
/// cannot be read.
fn read_the_deck(storage: Option<Res<Storage>>, mut commands: Commands) {
    let (deck, load) = match storage.as_deref() {
        Some(storage) => read_from(storage),
        None => (Deck::default(), DeckLoad::default()),
    };
    commands.insert_resource(deck);
    commands.insert_resource(load);
}

fn read_from(storage: &Storage) -> (Deck, DeckLoad) {
    let (deck, problem) = read_or_keep_aside(
        storage,
        DECK_FILE,
        "your positions",
        Deck::from_ron,
        Deck::to_ron,
    );
    (deck, DeckLoad { problem })
}

fn write_the_deck(
    deck: &Deck,
    load: &DeckLoad,
    storage: Option<&Storage>,
    notices: &mut StorageNotices,
) {
    let Some(storage) = storage else {
        return;
    };
    if !load.writable() {
        // Said where it matters: once new positions are there and cannot be kept.
        notices.report(StorageNotice::PositionsUnread(storage.describe(DECK_FILE)));
        return;
    }
    if let Err(e) = storage.write(DECK_FILE, &deck.to_ron()) {
        notices.report(StorageNotice::PositionsFailed(e));
    }
}

/// A finished review adds the players' mistakes in its game.
fn feed_the_deck(
    mut finished: MessageReader<ReviewFinished>,
    analysis: Res<Analysis>,
    current: Res<Match>,
    mut deck: ResMut<Deck>,
    load: Res<DeckLoad>,
    storage: Option<Res<Storage>>,
    mut notices: ResMut<StorageNotices>,
) {
    if finished.read().count() == 0 {
        return;
    }
    let Some(done) = &analysis.done else {
        return;
    };
    let mistakes = practice::of_match(&current, &done.moves);
    deck.add(&mistakes, today());
    let record = current.game.record();
    let key = game_key(&record.variant, &record.start, &record.moves);
    deck.note_review(
        key,
        [Side::Officers, Side::Attackers].map(|side| done.accuracy(side)),
        match current.setup.mode {
            Mode::VsComputer { human } => Some(human),
            _ => None,
        },
    );
    write_the_deck(&deck, &load, storage.as_deref(), &mut notices);
}

/// The first judgement of a practised position schedules it: solved at the first try, or
/// missed (asking for the solution first counts as a miss).
fn schedule_a_try(
    mut study: ResMut<Study>,
    mut deck: ResMut<Deck>,
    load: Res<DeckLoad>,
    storage: Option<Res<Storage>>,
    mut notices: ResMut<StorageNotices>,
) {
    if study.scheduled {
        return;
    }
    let Task::Practice { mistake, .. } = &study.task else {
        return;
    };
    let Some(solved) = study.first_try() else {
        return;
    };
    let game = &mistake.puzzle.game;
    let apn = game.variant().to_apn(game.position());
    study.scheduled = true;
    if deck.record(&apn, solved, today()) {
        write_the_deck(&deck, &load, storage.as_deref(), &mut notices);
    }
}

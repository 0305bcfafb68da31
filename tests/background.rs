//! The engine's long computations run on threads of their own, never on Bevy's async compute
//! pool: Bevy compiles render pipelines and saves screenshots there, and on a small machine
//! the pool has one thread, so an analysis started at once (`--analyse`) kept the board from
//! ever being drawn and a screenshot from ever being saved.

mod common;

use std::time::{Duration, Instant};

use asalto::analysis::{AnalysisBoard, AnalysisBudget, AnalysisCommand};
use asalto::game::Mode;
use asalto_engine::search::Level;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, TaskPoolBuilder};

#[test]
fn bevys_pool_stays_free_while_the_engine_thinks() {
    // As on a 2-core machine: one thread in the async compute pool.
    AsyncComputeTaskPool::get_or_init(|| TaskPoolBuilder::new().num_threads(1).build());
    let setup = common::setup("asalto", Mode::HotSeat, Level::Recruit, None);
    let mut app = common::app_with(setup, |app| {
        app.insert_resource(AnalysisBudget(Some(200_000_000)));
    });
    app.world_mut()
        .write_message(AnalysisCommand::OpenHere { lines: 1 });
    for _ in 0..5 {
        app.update();
    }
    std::thread::sleep(Duration::from_millis(300));
    assert!(
        app.world()
            .resource::<AnalysisBoard>()
            .thinking
            .latest()
            .running,
        "the analysis is still thinking"
    );
    // What Bevy puts there (a pipeline to compile, a screenshot to save) is done at once.
    let mut task = AsyncComputeTaskPool::get().spawn(async { 7 });
    let asked = Instant::now();
    let answer = loop {
        if let Some(answer) = check_ready(&mut task) {
            break answer;
        }
        assert!(
            asked.elapsed() < Duration::from_secs(5),
            "Bevy's pool is taken by the engine"
        );
        std::thread::sleep(Duration::from_millis(5));
    };
    assert_eq!(answer, 7);
}

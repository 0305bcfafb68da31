//! `--start-time`: when the first screen after loading has had its first frame drawn, print the
//! wall-clock time (milliseconds since 1970, so a script can subtract the moment it started the
//! program, loading of the binary included) and the time since the game began, then exit.

use std::time::{SystemTime, UNIX_EPOCH};

use bevy::prelude::*;

use crate::screens::Screen;

#[derive(Resource)]
struct StartTime {
    began: SystemTime,
    frames: u32,
}

pub fn plugin(app: &mut App) {
    app.insert_resource(StartTime {
        began: SystemTime::now(),
        frames: 0,
    })
    .add_systems(Last, report.run_if(not(in_state(Screen::Loading))));
}

fn report(mut start: ResMut<StartTime>, mut exit: MessageWriter<AppExit>) {
    start.frames += 1;
    // The first frame of the screen is drawn once the next one begins.
    if start.frames < 2 {
        return;
    }
    let now = SystemTime::now();
    let since = |t: SystemTime| now.duration_since(t).map_or(0, |d| d.as_millis());
    println!(
        "start-time: first frame drawn at {} ms since 1970, {} ms after the game began",
        since(UNIX_EPOCH),
        since(start.began)
    );
    exit.write(AppExit::Success);
}

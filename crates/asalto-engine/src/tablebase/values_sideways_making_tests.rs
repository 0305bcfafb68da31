//! A kept making: stopped after its first keeping and taken up by a new run, it makes the
//! table a making in one go makes; a progress file of other tables, or damaged, is refused.

use std::sync::Mutex;

use super::*;
use crate::Variants;

fn fresh() -> SidewaysValues {
    let variant = Variants::default().get("fox-geese-13-sideways").unwrap();
    SidewaysValues::new(variant).unwrap()
}

fn folder(name: &str) -> std::path::PathBuf {
    std::env::temp_dir().join(format!("asalto-making-{name}-{}", std::process::id()))
}

/// Makes the table of four geese, then begins that of five and stops it at its first keeping;
/// the path of the progress file.
fn stopped_at_five(dir: &Path) -> PathBuf {
    let mut tables = fresh();
    let go_on = StopFlag::default();
    tables.make_next_kept(2, dir, &go_on, &|_| {}).unwrap();
    let stop = StopFlag::stopped();
    let stopped = tables.make_next_kept(2, dir, &stop, &|_| {}).unwrap_err();
    assert!(
        matches!(stopped, TablebaseError::StoppedKept(_)),
        "{stopped}"
    );
    let path = values_path(dir, tables.variant(), 5).with_extension("making");
    assert!(path.exists());
    path
}

#[test]
fn a_making_stopped_and_taken_up_makes_the_same_table() {
    let dir = folder("taken-up");
    let progress = stopped_at_five(&dir);
    let mut whole = fresh();
    let made_whole = [whole.make_next(1).unwrap(), whole.make_next(1).unwrap()];
    let mut again = fresh();
    assert_eq!(again.load_kept(&dir).unwrap(), 1, "four geese kept");
    let heard = Mutex::new(Vec::new());
    let tell = |kept: SweepsKept| heard.lock().unwrap().push(kept);
    let (made, saved) = again
        .make_next_kept(2, &dir, &StopFlag::default(), &tell)
        .unwrap();
    let heard = heard.into_inner().unwrap();
    assert!(heard[0].taken_up && heard[0].geese == 5, "{heard:?}");
    assert!(
        heard[0].sweeps == 1 && heard[0].pieces_done > 0,
        "{heard:?}"
    );
    // The sweeps' number may differ: threads look at the sets in any order.
    let counts = |m: &SidewaysMade| (m.geese, m.positions, m.geese_to_move, m.fox_to_move);
    assert_eq!(counts(&made), counts(&made_whole[1]));
    assert_eq!(again.geese_to_move, whole.geese_to_move);
    assert!(!progress.exists(), "the progress removed");
    let mut read = fresh();
    assert_eq!(read.load_kept(&dir).unwrap(), 2);
    assert_eq!(saved, values_path(&dir, read.variant(), 5));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_progress_file_of_other_tables_or_damaged_is_refused() {
    let dir = folder("refused");
    let progress = stopped_at_five(&dir);
    let bytes = std::fs::read(&progress).unwrap();
    let take_up = |bytes: &[u8]| {
        std::fs::write(&progress, bytes).unwrap();
        let mut tables = fresh();
        tables.load_kept(&dir).unwrap();
        let refused = tables.make_next_kept(1, &dir, &StopFlag::default(), &|_| {});
        let refused = refused.unwrap_err().to_string();
        assert!(refused.contains("remove it to make the table"), "{refused}");
        assert!(!refused.contains('\n'), "{refused}");
        refused
    };
    let line_end = bytes.iter().position(|&b| b == b'\n').unwrap();
    let line = String::from_utf8(bytes[..line_end].to_vec()).unwrap();
    let other = line.replacen(" below ", " below 0", 1);
    let mut other_below = other.into_bytes();
    other_below.extend_from_slice(&bytes[line_end..]);
    assert!(take_up(&other_below).contains("not the making of this table"));
    let mut flipped = bytes.clone();
    let at = flipped.len() / 2;
    flipped[at] ^= 1;
    assert!(take_up(&flipped).contains("damaged"));
    take_up(&bytes[..bytes.len() - 8]);
    // Sealed again, so that only what the words say can refuse them.
    let (what, _) = line.rsplit_once(" blake3 ").unwrap();
    let resealed = |change: &dyn Fn(&mut [u8])| {
        let mut body = bytes[line_end + 1..].to_vec();
        change(&mut body);
        let first = crate::sealed::first_line(what, crate::sealed::Sum::of(&body));
        take_up(&[first.as_bytes(), &body].concat())
    };
    let sets = 237_336usize;
    let past = resealed(&|body| *body.last_mut().unwrap() |= 0x80);
    assert!(
        past.contains("marks past the last of the 237336 sets"),
        "{sets} {past}"
    );
    let one = (sets * 28).div_ceil(64) + 1;
    // The fox on the first free point of the first set, with the geese to move: both masks.
    let both = resealed(&|body| {
        body[0] |= 1;
        body[one * 8] |= 1;
    });
    assert!(both.contains("positions both won and lost"), "{both}");
    std::fs::remove_dir_all(&dir).unwrap();
}

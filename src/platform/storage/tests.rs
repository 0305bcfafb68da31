use super::*;

fn stores() -> Vec<Storage> {
    let dir = std::env::temp_dir().join(format!(
        "asalto-storage-test-{}-{:?}",
        std::process::id(),
        std::thread::current().id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    vec![Storage::memory(), Storage::Folder(dir)]
}

#[test]
fn texts_round_trip_and_list_by_folder() {
    for s in stores() {
        assert_eq!(s.read("settings.ron"), Ok(None));
        s.write("settings.ron", "a").unwrap();
        s.write("saves/game-2.ron", "b").unwrap();
        s.write("saves/game-1.ron", "c").unwrap();
        assert_eq!(s.read("settings.ron"), Ok(Some("a".into())));
        assert_eq!(s.list("saves"), ["saves/game-1.ron", "saves/game-2.ron"]);
        s.remove("saves/game-1.ron").unwrap();
        assert_eq!(s.list("saves"), ["saves/game-2.ron"]);
        assert_eq!(s.read("saves/game-1.ron"), Ok(None));
    }
}

#[test]
fn backups_never_replace_each_other() {
    for s in stores() {
        s.write("settings.ron", "first").unwrap();
        assert_eq!(s.keep_backup("settings.ron").unwrap(), "settings.ron.bak");
        s.write("settings.ron", "second").unwrap();
        assert_eq!(s.keep_backup("settings.ron").unwrap(), "settings.ron.bak2");
        assert_eq!(s.read("settings.ron.bak"), Ok(Some("first".into())));
        assert_eq!(s.read("settings.ron.bak2"), Ok(Some("second".into())));
    }
}

#[test]
fn a_file_that_is_not_text_is_backed_up_as_it_is() {
    let Storage::Folder(dir) = &stores()[1] else {
        unreachable!()
    };
    let s = Storage::Folder(dir.join("binary"));
    std::fs::create_dir_all(dir.join("binary")).unwrap();
    std::fs::write(dir.join("binary/settings.ron"), [0xff, 0xfe, 0x00]).unwrap();
    assert!(matches!(
        s.read("settings.ron"),
        Err(StorageError::Refused {
            action: Action::Read,
            reason: Some(_),
            ..
        })
    ));
    assert_eq!(s.keep_backup("settings.ron").unwrap(), "settings.ron.bak");
    assert_eq!(
        std::fs::read(dir.join("binary/settings.ron.bak")).unwrap(),
        [0xff, 0xfe, 0x00]
    );
}

#[test]
fn names_cannot_leave_the_folder() {
    let s = Storage::memory();
    for bad in ["../x", "/etc/passwd", "a//b", "", "saves/..", "a b"] {
        let refused = Err(StorageError::BadName(bad.to_string()));
        assert_eq!(s.write(bad, "x"), refused, "{bad:?} accepted");
        assert_eq!(s.read(bad).map(|_| ()), refused, "{bad:?} accepted");
    }
}

#[test]
fn a_failing_write_says_which_name_and_why_in_one_line() {
    let s = Storage::memory();
    s.fail_writes_under("saves/");
    let failed = s.write("saves/game-1.ron", "x").unwrap_err();
    assert_eq!(
        failed,
        StorageError::SimulatedFull("saves/game-1.ron".into())
    );
    assert_eq!(
        failed.to_string(),
        "cannot write saves/game-1.ron (memory): no space left (simulated)"
    );
    assert_eq!(
        s.keep_backup("settings.ron"),
        Err(StorageError::NothingToBackUp("settings.ron".into()))
    );
}

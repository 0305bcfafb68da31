//! Standard Fox & Geese from its variant files: the move counts of an independent reference
//! (`scripts/fox-geese-reference.py`) and the rule switches it needs (no fortress, the fox first,
//! geese never stepping back, captures that may be declined, the win below four geese).

use asalto_engine::{EndReason, Family, Side, Turn, Variant, Variants};

const NAMES: [&str; 6] = [
    "fox-geese-13",
    "fox-geese-13-sideways",
    "fox-geese-15",
    "fox-geese-15-sideways",
    "fox-geese-17",
    "fox-geese-17-sideways",
];

/// The family is built in; its files are the ones the engine embeds.
fn family() -> Variants {
    Variants::default()
}

#[test]
fn the_engine_counts_what_the_reference_counts() {
    let known = family();
    let table = include_str!("perft-fox-geese.tsv");
    let mut cases = 0;
    for line in table.lines().filter(|l| !l.starts_with('#')) {
        let fields: Vec<&str> = line.split('\t').collect();
        let apn = known
            .position(fields[0])
            .unwrap_or_else(|e| panic!("{line}: {e}"));
        let depth: u32 = fields[1].parse().unwrap();
        let expected: u64 = fields[2].parse().unwrap();
        assert_eq!(
            apn.variant.perft(&apn.position, depth),
            expected,
            "perft {depth} of {}",
            fields[0]
        );
        cases += 1;
    }
    assert!(cases >= 60, "{cases} cases");
}

#[test]
fn the_family_is_built_in_and_found_by_its_options() {
    let sieges: Vec<_> = Variant::builtins()
        .iter()
        .filter(|v| v.family() == Family::Siege)
        .map(|v| v.name())
        .collect();
    assert_eq!(sieges, ["asalto", "assaut", "grand-assaut"]);
    for geese in [13, 15, 17] {
        for sideways in [false, true] {
            let v = Variant::fox_and_geese(geese, sideways).expect("built in");
            let suffix = if sideways { "-sideways" } else { "" };
            assert_eq!(v.name(), format!("fox-geese-{geese}{suffix}"));
            assert_eq!(v.family(), Family::FoxAndGeese);
        }
    }
    assert!(Variant::fox_and_geese(14, false).is_none());
    let file = include_str!("../variants/fox-geese-13.ron");
    let mut known = Variants::default();
    let taken = known.add_ron(file).unwrap_err().to_string();
    assert!(taken.contains("fox-geese-13"), "{taken}");
}

fn variant(name: &str) -> std::sync::Arc<Variant> {
    family().get(name).expect("a Fox & Geese variant")
}

#[test]
fn the_fox_starts_in_the_centre_and_moves_first() {
    for name in NAMES {
        let v = variant(name);
        let start = asalto_engine::Position::start(&v);
        assert_eq!(start.turn, Turn::Officers, "{name}");
        assert_eq!(v.fortress_size(), 0, "{name}: no fortress");
        assert_eq!(start.officers, v.point("d4").unwrap().bit(), "{name}");
        let geese: u32 = name[10..12].parse().unwrap();
        assert_eq!(start.attackers.count_ones(), geese, "{name}");
        assert_eq!(v.attackers_needed(), 4, "{name}");
    }
}

fn position(name: &str, text: &str) -> (std::sync::Arc<Variant>, asalto_engine::Position) {
    let apn = family()
        .position(&format!("{name} {text}"))
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    (apn.variant, apn.position)
}

fn moves(v: &Variant, pos: &asalto_engine::Position) -> Vec<String> {
    let mut out: Vec<String> = v.legal_moves(pos).iter().map(|m| v.move_text(m)).collect();
    out.sort();
    out
}

#[test]
fn geese_step_forward_and_diagonally_forward_and_sideways_only_with_the_option() {
    // One goose on d4 (a point with diagonals), the fox far away on d7.
    let ranks = ".O./.../......./...R.../RRR..../.../... 0";
    let (plain, pos) = position("fox-geese-13", &format!("r {ranks}"));
    // d4 -> c5, d5, e5 forward; the geese on a3 b3 c3 only forward (b3 has no diagonals).
    let from_d4: Vec<String> = moves(&plain, &pos)
        .into_iter()
        .filter(|m| m.starts_with("d4"))
        .collect();
    assert_eq!(from_d4, ["d4-c5", "d4-d5", "d4-e5"]);
    let (sideways, pos) = position("fox-geese-13-sideways", &format!("r {ranks}"));
    let from_d4: Vec<String> = moves(&sideways, &pos)
        .into_iter()
        .filter(|m| m.starts_with("d4"))
        .collect();
    assert_eq!(from_d4, ["d4-c4", "d4-c5", "d4-d5", "d4-e4", "d4-e5"]);
    for m in moves(&sideways, &pos) {
        let (from, to) = m.split_once('-').expect("a step");
        assert!(to[1..] >= from[1..], "{m}: geese never step back");
    }
}

#[test]
fn the_fox_may_decline_a_capture_and_is_not_huffed() {
    // The fox on d4 can jump d3 (to d2) or step away.
    let (v, pos) = position(
        "fox-geese-13",
        "o .../.../......./...O.../R..R..R/.../RRR 0",
    );
    let legal = moves(&v, &pos);
    assert!(legal.contains(&"d4xd2".to_string()), "{legal:?}");
    let step = v
        .legal_moves(&pos)
        .into_iter()
        .find(|m| v.move_text(m) == "d4-d5")
        .expect("a step while a capture is possible");
    let after = v.play(&pos, &step);
    assert_eq!(after.officers.count_ones(), 1, "no huffing in Fox & Geese");
    assert_eq!(after.turn, Turn::Attackers);
}

#[test]
fn the_fox_wins_below_four_geese_and_the_geese_by_trapping_it() {
    // Four geese: the fox jumps one and wins.
    let (v, pos) = position(
        "fox-geese-13",
        "o .../.../......./...O.../...R.RR/.../..R 0",
    );
    let jump = v
        .legal_moves(&pos)
        .into_iter()
        .find(|m| v.move_text(m) == "d4xd2")
        .expect("the jump");
    let won = v.winner(&v.play(&pos, &jump)).expect("decided");
    assert_eq!(
        (won.winner, won.reason),
        (Some(Side::Officers), EndReason::TooFewAttackers)
    );
    // The fox in the top corner c7, shut in by geese it cannot jump (each landing point taken).
    let (v, pos) = position(
        "fox-geese-13",
        "o ORR/RR./..R.R../......./RRRRRRR/.../... 0",
    );
    let trapped = v.winner(&pos).expect("decided");
    assert_eq!(
        (trapped.winner, trapped.reason),
        (Some(Side::Attackers), EndReason::OfficersTrapped)
    );
    // With no fortress, geese on the top points take nothing.
    let (v, pos) = position(
        "fox-geese-13",
        "o RRR/RRR/..R.R.R/...O.../RR....R/.../... 0",
    );
    assert!(v.winner(&pos).is_none(), "no fortress to take");
}

#[test]
fn a_fox_and_geese_position_has_no_placement_side() {
    let err = family()
        .position("fox-geese-13 s .../.../......./......./RRRRRRR/RRR/RRR 0")
        .expect_err("no placement");
    assert!(err.to_string().contains("start on the board"), "{err}");
}

#[test]
fn the_new_rule_switches_are_checked() {
    use asalto_engine::VariantError;
    let base = variant("fox-geese-13").file().clone();
    let refused = |edit: &dyn Fn(&mut asalto_engine::VariantFile)| {
        let mut file = base.clone();
        edit(&mut file);
        let err = Variant::new(file).expect_err("refused");
        assert!(
            err.to_string().starts_with("invalid variant: ") && !err.to_string().contains('\n'),
            "{err}"
        );
        err
    };
    assert_eq!(
        refused(&|f| f.officers_win_below = None),
        VariantError::NoWinBelow
    );
    assert_eq!(
        refused(&|f| f.officers_win_below = Some(14)),
        VariantError::WinBelow {
            below: 14,
            attackers: 13
        }
    );
    assert_eq!(
        refused(&|f| f.officers_start = Some(vec!["d4 d5".into()])),
        VariantError::OfficersStart {
            officers: 1,
            points: 2
        }
    );
    assert_eq!(
        refused(&|f| f.officers_start = Some(vec!["d3".into()])),
        VariantError::StartsOverlap
    );
    assert_eq!(
        refused(&|f| f.officers_start = None),
        VariantError::NoFortress,
        "a placement needs a fortress to place into"
    );
    assert_eq!(
        refused(&|f| f.attackers = None),
        VariantError::NoAttackersStart
    );
    // With a placement the officers move first by placing: `first` cannot say otherwise.
    let mut asalto = Variant::builtin("asalto").unwrap().file().clone();
    asalto.first = Side::Officers;
    assert_eq!(
        Variant::new(asalto).map(|_| ()),
        Err(VariantError::FirstAfterPlacement)
    );
    // The plain form of an optional field reads as the field (no `Some(...)` needed), and the
    // built-in files, which leave the new fields out, keep their rules.
    let asalto = Variant::builtin("asalto").unwrap();
    assert!(asalto.file().attackers_sideways && asalto.officers_start().is_none());
    assert_eq!(asalto.attackers_needed(), 9);
}

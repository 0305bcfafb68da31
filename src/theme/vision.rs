//! Checks that every theme keeps apart what must be told apart on the board, as people with
//! each kind of colour blindness see it: the colours are run through Machado, Oliveira and
//! Fernandes' simulation (2009, severity 1: protanopia, deuteranopia, tritanopia; and normal
//! vision), and each pair of elements that can stand side by side must differ by a CIEDE2000
//! distance of at least [`MIN_DISTANCE`] (2.3 is a just-noticeable difference; the pairs that
//! share a shape need far more to be told apart at a glance).

use super::palette::Rgb;
use super::themes::{Colours, Theme};

/// The least CIEDE2000 distance between two elements that must be told apart.
const MIN_DISTANCE: f64 = 12.0;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Vision {
    Normal,
    Protanopia,
    Deuteranopia,
    Tritanopia,
}

impl Vision {
    const ALL: [Vision; 4] = [
        Vision::Normal,
        Vision::Protanopia,
        Vision::Deuteranopia,
        Vision::Tritanopia,
    ];

    /// Machado et al.'s matrices for full severity, on linear RGB.
    fn matrix(self) -> [[f64; 3]; 3] {
        match self {
            Vision::Normal => [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]],
            Vision::Protanopia => [
                [0.152286, 1.052583, -0.204868],
                [0.114503, 0.786281, 0.099216],
                [-0.003882, -0.048116, 1.051998],
            ],
            Vision::Deuteranopia => [
                [0.367322, 0.860646, -0.227968],
                [0.280085, 0.672501, 0.047413],
                [-0.011820, 0.042940, 0.968881],
            ],
            Vision::Tritanopia => [
                [1.255528, -0.076749, -0.178779],
                [-0.078411, 0.930809, 0.147602],
                [0.004733, 0.691367, 0.303900],
            ],
        }
    }
}

fn to_linear(c: f64) -> f64 {
    if c <= 0.04045 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    }
}

/// A colour as seen on `under` (translucent markers are drawn over the board), in linear RGB.
fn over(c: Rgb, under: Rgb) -> [f64; 3] {
    let a = c.3 as f64 / 255.0;
    let mix =
        |x: u8, y: u8| to_linear(x as f64 / 255.0) * a + to_linear(y as f64 / 255.0) * (1.0 - a);
    [mix(c.0, under.0), mix(c.1, under.1), mix(c.2, under.2)]
}

fn seen(rgb: [f64; 3], vision: Vision) -> [f64; 3] {
    let m = vision.matrix();
    let row = |r: [f64; 3]| (r[0] * rgb[0] + r[1] * rgb[1] + r[2] * rgb[2]).clamp(0.0, 1.0);
    [row(m[0]), row(m[1]), row(m[2])]
}

/// CIE L*a*b* (D65) of a linear RGB colour.
fn lab(rgb: [f64; 3]) -> [f64; 3] {
    let [r, g, b] = rgb;
    let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    let f = |t: f64| {
        if t > 216.0 / 24389.0 {
            t.cbrt()
        } else {
            (24389.0 / 27.0 * t + 16.0) / 116.0
        }
    };
    let (fx, fy, fz) = (f(x), f(y), f(z));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

/// The CIEDE2000 colour difference (Sharma, Wu and Dalal's formulation).
fn ciede2000(p: [f64; 3], q: [f64; 3]) -> f64 {
    use std::f64::consts::PI;
    let deg = |r: f64| r * 180.0 / PI;
    let rad = |d: f64| d * PI / 180.0;
    let (l1, a1, b1) = (p[0], p[1], p[2]);
    let (l2, a2, b2) = (q[0], q[1], q[2]);
    let c_bar = ((a1 * a1 + b1 * b1).sqrt() + (a2 * a2 + b2 * b2).sqrt()) / 2.0;
    let g = 0.5 * (1.0 - (c_bar.powi(7) / (c_bar.powi(7) + 25f64.powi(7))).sqrt());
    let (a1p, a2p) = ((1.0 + g) * a1, (1.0 + g) * a2);
    let (c1p, c2p) = ((a1p * a1p + b1 * b1).sqrt(), (a2p * a2p + b2 * b2).sqrt());
    let hue = |b: f64, a: f64| {
        if b == 0.0 && a == 0.0 {
            0.0
        } else {
            let h = deg(b.atan2(a));
            if h < 0.0 { h + 360.0 } else { h }
        }
    };
    let (h1p, h2p) = (hue(b1, a1p), hue(b2, a2p));
    let dl = l2 - l1;
    let dc = c2p - c1p;
    let dh = if c1p * c2p == 0.0 {
        0.0
    } else if (h2p - h1p).abs() <= 180.0 {
        h2p - h1p
    } else if h2p - h1p > 180.0 {
        h2p - h1p - 360.0
    } else {
        h2p - h1p + 360.0
    };
    let dh_big = 2.0 * (c1p * c2p).sqrt() * rad(dh / 2.0).sin();
    let l_bar = (l1 + l2) / 2.0;
    let cp_bar = (c1p + c2p) / 2.0;
    let hp_bar = if c1p * c2p == 0.0 {
        h1p + h2p
    } else if (h1p - h2p).abs() <= 180.0 {
        (h1p + h2p) / 2.0
    } else if h1p + h2p < 360.0 {
        (h1p + h2p + 360.0) / 2.0
    } else {
        (h1p + h2p - 360.0) / 2.0
    };
    let t = 1.0 - 0.17 * rad(hp_bar - 30.0).cos()
        + 0.24 * rad(2.0 * hp_bar).cos()
        + 0.32 * rad(3.0 * hp_bar + 6.0).cos()
        - 0.20 * rad(4.0 * hp_bar - 63.0).cos();
    let d_theta = 30.0 * (-((hp_bar - 275.0) / 25.0).powi(2)).exp();
    let rc = 2.0 * (cp_bar.powi(7) / (cp_bar.powi(7) + 25f64.powi(7))).sqrt();
    let sl = 1.0 + 0.015 * (l_bar - 50.0).powi(2) / (20.0 + (l_bar - 50.0).powi(2)).sqrt();
    let sc = 1.0 + 0.045 * cp_bar;
    let sh = 1.0 + 0.015 * cp_bar * t;
    let rt = -rad(2.0 * d_theta).sin() * rc;
    ((dl / sl).powi(2) + (dc / sc).powi(2) + (dh_big / sh).powi(2) + rt * (dc / sc) * (dh_big / sh))
        .sqrt()
}

/// The pairs of elements a player must tell apart, each as drawn over what lies beneath it.
fn pairs(c: &Colours) -> Vec<(&'static str, [f64; 3], &'static str, [f64; 3])> {
    let on = |x: Rgb| over(x, c.parchment);
    let on_fortress = |x: Rgb| over(x, c.fortress);
    let board = [("parchment", on(c.parchment)), ("fortress", on(c.fortress))];
    let mut out = Vec::new();
    let mut add =
        |a: (&'static str, [f64; 3]), b: (&'static str, [f64; 3])| out.push((a.0, a.1, b.0, b.1));
    add(board[0], board[1]);
    // Pieces against each other, and their edges against the board under them (a light
    // piece on a light board stands out by its dark rim).
    for b in board {
        add(("officer rim", on(c.officer_rim)), b);
        add(("attacker", on(c.attacker_body)), b);
    }
    add(
        ("officer", on(c.officer_body)),
        ("attacker", on(c.attacker_body)),
    );
    add(
        ("officer emblem", on(c.officer_emblem)),
        ("officer", on(c.officer_body)),
    );
    add(
        ("attacker rim", on(c.attacker_rim)),
        ("attacker", on(c.attacker_body)),
    );
    // The lines and points on the board.
    for b in board {
        add(("lines", on(c.ink)), b);
        add(("closed lines", on(c.ink_red)), b);
    }
    // Markers of one shape that can be shown together, and every marker against the board.
    // (The selected piece's ring and the movable pieces' rings never are: the second go when
    // a piece is chosen. The doomed crosses and the huff's trace are the same red by design.)
    let (selected, capturer, hint, movable) = (
        ("selected", on(c.selected)),
        ("capturer", on(c.capturer)),
        ("hint", on(c.hint)),
        ("movable", on(c.movable)),
    );
    let rings = [selected, capturer, hint, movable];
    for (a, b) in [
        (selected, capturer),
        (selected, hint),
        (capturer, hint),
        (capturer, movable),
        (hint, movable),
    ] {
        add(a, b);
    }
    let dots = [("target", on(c.target)), ("doomed", on(c.doomed))];
    add(dots[0], dots[1]);
    let markers = rings.iter().chain(&dots).copied().chain([
        ("cursor", on(c.cursor)),
        ("path", on(c.path)),
        ("huff", on(c.huff)),
    ]);
    for m in markers {
        for b in board {
            add(m, b);
        }
    }
    add(("last move", on(c.last_move)), board[0]);
    add(("fortress held", on_fortress(c.fortress_taken)), board[1]);
    out
}

fn report(theme: Theme) -> Vec<String> {
    let mut failures = Vec::new();
    for vision in Vision::ALL {
        for (a, ca, b, cb) in pairs(theme.colours()) {
            let d = ciede2000(lab(seen(ca, vision)), lab(seen(cb, vision)));
            if d < MIN_DISTANCE {
                failures.push(format!("{theme} {vision:?}: {a} against {b}: {d:.1}"));
            }
        }
    }
    failures
}

#[test]
fn ciede2000_matches_the_published_test_pairs() {
    // Sharma, Wu and Dalal (2005), table 1: pairs 1, 7 and 17.
    let cases = [
        ([50.0, 2.6772, -79.7751], [50.0, 0.0, -82.7485], 2.0425),
        ([50.0, 0.0, 0.0], [50.0, -1.0, 2.0], 2.3669),
        ([50.0, 2.5, 0.0], [73.0, 25.0, -18.0], 27.1492),
    ];
    for (p, q, want) in cases {
        let got = ciede2000(p, q);
        assert!((got - want).abs() < 1e-3, "{p:?} {q:?}: {got} not {want}");
    }
}

#[test]
fn simulated_colour_blindness_merges_red_and_green() {
    let red = over(Rgb::new(200, 40, 40), Rgb::new(0, 0, 0));
    let green = over(Rgb::new(110, 110, 30), Rgb::new(0, 0, 0));
    let normal = ciede2000(
        lab(seen(red, Vision::Normal)),
        lab(seen(green, Vision::Normal)),
    );
    let deutan = ciede2000(
        lab(seen(red, Vision::Deuteranopia)),
        lab(seen(green, Vision::Deuteranopia)),
    );
    assert!(normal > 30.0 && deutan < normal / 2.0, "{normal} {deutan}");
}

#[test]
fn every_theme_keeps_the_board_apart_for_every_vision() {
    let failures: Vec<String> = Theme::ALL.into_iter().flat_map(report).collect();
    assert!(failures.is_empty(), "too close:\n{}", failures.join("\n"));
}

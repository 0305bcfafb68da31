#!/usr/bin/env python3
"""Writes the built-in variant files (crates/asalto-engine/variants/*.ron) from the board
definitions of docs/rules.md. The RON files are the source the engine reads; this script only
spares writing 164 segments by hand. Run it from the repository root."""

FILES = "abcdefghi"


def name(f, r):
    return f"{FILES[f]}{r + 1}"


def cross33():
    pts = set()
    for r in range(7):
        for f in range(7):
            if 2 <= f <= 4 or 2 <= r <= 4:
                pts.add((f, r))
    return pts


def cross67():
    pts = set()
    for f in range(1, 8):
        pts.add((f, 8))  # rank 9: b-h
    for f in range(2, 7):
        pts.add((f, 7))  # rank 8: c-g
    for r in range(2, 7):
        for f in range(9):
            pts.add((f, r))  # ranks 3-7: a-i
    for r in range(2):
        for f in range(2, 7):
            pts.add((f, r))  # ranks 1-2: c-g
    return pts


def runs(pts, start, step):
    """Maximal straight runs of points through `start` along `step`."""
    out = []
    seen = set()
    for p in sorted(pts, key=lambda p: (p[1], p[0])):
        if p in seen:
            continue
        prev = (p[0] - step[0], p[1] - step[1])
        if prev in pts and start(prev) and start(p):
            continue
        if not start(p):
            continue
        run = [p]
        q = (p[0] + step[0], p[1] + step[1])
        while q in pts and start(q):
            run.append(q)
            q = (q[0] + step[0], q[1] + step[1])
        for x in run:
            seen.add(x)
        if len(run) > 1:
            out.append(run)
    return out


def square_diagonals(pts, step):
    """Maximal straight runs along `step` of diagonals of the board's unit squares (both ends
    and the square's other two corners on the board: no diagonal cuts a corner of the cross)."""
    def joined(p):
        q = (p[0] + step[0], p[1] + step[1])
        return all(c in pts for c in (p, q, (p[0], q[1]), (q[0], p[1])))
    out = []
    for p in sorted(pts, key=lambda p: (p[1] * step[1], p[0])):
        prev = (p[0] - step[0], p[1] - step[1])
        if prev in pts and joined(prev):
            continue
        run = [p]
        while joined(run[-1]):
            q = run[-1]
            run.append((q[0] + step[0], q[1] + step[1]))
        if len(run) > 1:
            out.append(run)
    return out


def lines(pts):
    even = lambda p: (p[0] + p[1]) % 2 == 0
    anyp = lambda p: True
    hor = runs(pts, anyp, (1, 0))
    ver = runs(pts, anyp, (0, 1))
    d1 = runs(pts, even, (1, 1))
    d2 = runs(pts, even, (1, -1))
    return hor, ver, d1 + d2


def seg_count(ls):
    return sum(len(l) - 1 for l in ls)


def fmt_points(run):
    return " ".join(name(*p) for p in run)


def rows(pts):
    out = []
    for r in sorted({p[1] for p in pts}, reverse=True):
        out.append(" ".join(name(f, r) for f in sorted(p[0] for p in pts if p[1] == r)))
    return out


def write(path, header, fields, pts, fortress, hor, ver, diag, extra, soldiers, arm_rank, width,
          starts=()):
    seg = []
    for run in hor:
        if not soldiers:
            seg.append((run, None))
        elif run[0][1] == arm_rank:
            # The arm's top rank: open to soldiers from the arm's end toward the centre only.
            lo = min(p[0] for p in fortress if p[1] == arm_rank)
            hi = max(p[0] for p in fortress if p[1] == arm_rank)
            west = [p for p in run if p[0] <= lo]
            east = [p for p in run if p[0] >= hi][::-1]
            mid = [p for p in run if lo <= p[0] <= hi]
            seg.append((west, "OneWay"))
            seg.append((east, "OneWay"))
            seg.append((mid, "Closed"))
        else:
            seg.append((run, "Closed"))
    for run in ver + diag + extra:
        seg.append((run, None))
    with open(path, "w") as out:
        out.write(header)
        out.write("(\n")
        for k, v in fields:
            out.write(f"    {k}: {v},\n")
        out.write("    points: [\n")
        for row in rows(pts):
            out.write(f'        "{row}",\n')
        out.write("    ],\n")
        out.write("    fortress: [\n")
        for row in rows(fortress):
            out.write(f'        "{row}",\n')
        out.write("    ],\n")
        for key, start in starts:
            out.write(f"    {key}: [\n")
            for row in rows(start):
                out.write(f'        "{row}",\n')
            out.write("    ],\n")
        out.write("    lines: [\n")
        for run, kind in seg:
            if kind:
                out.write(f'        (points: "{fmt_points(run)}", attackers: {kind}),\n')
            else:
                out.write(f'        (points: "{fmt_points(run)}"),\n')
        out.write("    ],\n")
        out.write(")\n")


def main():
    c33 = cross33()
    f33 = {(f, r) for f in range(2, 5) for r in range(4, 7)}
    h, v, d = lines(c33)
    assert seg_count(h) + seg_count(v) == 52 and seg_count(d) == 20, (seg_count(h + v), seg_count(d))
    c67 = cross67()
    f67 = {p for p in c67 if p[1] >= 7} | {(f, 6) for f in range(2, 7)}
    h67, v67, d67 = lines(c67)
    slants = [[(1, 8), (2, 7)], [(7, 8), (6, 7)]]
    assert seg_count(h67 + v67 + d67) + 2 == 164, seg_count(h67 + v67 + d67)
    assert len(f67) == 17

    common = "// Generated by scripts/gen-variants.py from the rules in docs/rules.md; edit either.\n"

    def fields(name, title, board, officers, french):
        return [
            ("name", f'"{name}"'),
            ("title", f'"{title}"'),
            ("board", f'"{board}"'),
            ("officers", str(officers)),
            ("capture", "MandatoryMaximum" if french else "Huffing"),
            ("attackers_retreat_in_fortress", "true" if french else "false"),
            ("attackers_leave_fortress", "false" if french else "true"),
        ]

    write("crates/asalto-engine/variants/asalto.ron",
          common + "// Asalto (modern rules): rebels step forward or sideways on every line; a missed capture is huffed.\n",
          fields("asalto", "Asalto", "cross33", 2, False) + [("officers_set_traps", "true")], c33, f33, h, v, d, [], False, 4, 7)
    write("crates/asalto-engine/variants/assaut.ron",
          common + "// L'Assaut (French, 19th century): soldiers keep to their lines and never leave the fortress;\n// capture is mandatory and must take the most pieces.\n",
          fields("assaut", "L'Assaut", "cross33", 2, True) + [("level_tuning", "Assaut")], c33, f33, h, v, d, [], True, 4, 7)
    write("crates/asalto-engine/variants/grand-assaut.ron",
          common + "// Grand Jeu d'Assaut (1890): the 67-point cross, three officers against fifty soldiers.\n",
          fields("grand-assaut", "Grand Jeu d'Assaut", "cross67", 3, True), c67, f67, h67, v67, d67, slants, True, 6, 9)

    # Standard Fox & Geese: the same 33 points with a diagonal between every two neighbours, no
    # fortress; the fox starts on the centre and moves first; the geese start below it and step
    # forward or diagonally forward (sideways too with the option), never back. 13 geese fill
    # rank 3 and the bottom arm; 15 add the centre row's ends (a4, g4), 17 its outer four (a4,
    # b4, f4, g4), keeping the start symmetric.
    fg_diag = square_diagonals(c33, (1, 1)) + square_diagonals(c33, (1, -1))
    assert seg_count(fg_diag) == 40, seg_count(fg_diag)
    below = {p for p in c33 if p[1] <= 2}
    assert len(below) == 13
    geese = {13: below, 15: below | {(0, 3), (6, 3)}, 17: below | {(0, 3), (1, 3), (5, 3), (6, 3)}}
    for count, start in geese.items():
        for sideways in (False, True):
            vname = f"fox-geese-{count}" + ("-sideways" if sideways else "")
            title = f"Fox & Geese ({count} geese" + (", sideways" if sideways else "") + ")"
            fg_fields = [
                ("name", f'"{vname}"'),
                ("title", f'"{title}"'),
                ("board", '"cross33-diagonals"'),
                ("officers", "1"),
                ("capture", "Optional"),
                ("attackers_retreat_in_fortress", "false"),
                ("attackers_leave_fortress", "true"),
                ("attackers_sideways", "true" if sideways else "false"),
                ("first", "Officers"),
                ("officers_win_below", "4"),
            ]
            write(f"crates/asalto-engine/variants/{vname}.ron",
                  "// Generated by scripts/gen-variants.py from Standard Fox & Geese's rules (docs/rules.md).\n"
                  + f"// Fox & Geese: one fox against {count} geese that step "
                  + ("forward, diagonally forward or sideways" if sideways else "forward or diagonally forward")
                  + ", never back;\n// the fox may decline a capture, wins below four geese; the geese win by trapping it.\n",
                  fg_fields, c33, set(), h, v, fg_diag, [], False, 4, 7,
                  starts=[("attackers", start), ("officers_start", {(3, 3)})])


main()

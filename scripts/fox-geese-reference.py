#!/usr/bin/env python3
"""An independent reference for Standard Fox & Geese's move counts (perft), written from the
rules alone, not from the engine or its variant files: the 33-point cross with a diagonal across
every unit square, the fox moving first from the centre, geese stepping forward or diagonally
forward (sideways too with the option), the fox stepping any way or jumping geese in chains of
any length (only whole chains, the pieces lifted when it ends), the fox winning below four geese.

Prints tab-separated lines `APN  depth  count`; the engine's test compares its own perft with
them (crates/asalto-engine/tests/perft-fox-geese.tsv):

    python3 scripts/fox-geese-reference.py > crates/asalto-engine/tests/perft-fox-geese.tsv
"""

import sys

POINTS = {(f, r) for r in range(7) for f in range(7) if 2 <= f <= 4 or 2 <= r <= 4}
DIRS = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)]


def joined(p, d):
    """Whether the board has a line from p one step in direction d."""
    q = (p[0] + d[0], p[1] + d[1])
    if p not in POINTS or q not in POINTS:
        return False
    if d[0] == 0 or d[1] == 0:
        return True
    # A diagonal crosses a unit square of the board: its other two corners are points too.
    return (p[0], q[1]) in POINTS and (q[0], p[1]) in POINTS


def step(p, d):
    return (p[0] + d[0], p[1] + d[1])


def fox_moves(fox, geese):
    """Every fox move as a tuple of the points it visits."""
    moves = []

    def chain(at, taken, path):
        extended = False
        for d in DIRS:
            over = step(at, d)
            land = step(over, d)
            if not (joined(at, d) and joined(over, d)):
                continue
            if over not in geese or over in taken:
                continue
            # Captured geese stay until the move ends; the fox's own start is free.
            if land in geese:
                continue
            extended = True
            chain(land, taken | {over}, path + [land])
        if not extended and taken:
            moves.append((tuple(path), taken))

    chain(fox, frozenset(), [fox])
    for d in DIRS:
        q = step(fox, d)
        if joined(fox, d) and q not in geese:
            moves.append(((fox, q), frozenset()))
    return moves


def geese_moves(fox, geese, sideways):
    moves = []
    for g in geese:
        for d in DIRS:
            if d[1] < 0 or (d[1] == 0 and not sideways):
                continue
            q = step(g, d)
            if joined(g, d) and q not in geese and q != fox:
                moves.append((g, q))
    return moves


def perft(fox, geese, fox_to_move, sideways, depth):
    if depth == 0:
        return 1
    if len(geese) < 4:
        return 0
    total = 0
    if fox_to_move:
        for path, taken in fox_moves(fox, geese):
            total += perft(path[-1], geese - taken, False, sideways, depth - 1)
    else:
        for g, q in geese_moves(fox, geese, sideways):
            total += perft(fox, (geese - {g}) | {q}, True, sideways, depth - 1)
    return total


def apn(name, fox, geese, fox_to_move):
    ranks = []
    for r in range(6, -1, -1):
        row = ""
        for f in range(7):
            if (f, r) in POINTS:
                row += "O" if (f, r) == fox else "R" if (f, r) in geese else "."
        ranks.append(row)
    return f"{name} {'o' if fox_to_move else 'r'} {'/'.join(ranks)} 0"


def pt(text):
    return ("abcdefg".index(text[0]), int(text[1]) - 1)


def main():
    below = {p for p in POINTS if p[1] <= 2}
    starts = {
        13: below,
        15: below | {pt("a4"), pt("g4")},
        17: below | {pt("a4"), pt("b4"), pt("f4"), pt("g4")},
    }
    print("# position (APN)\tdepth\tperft total   (scripts/fox-geese-reference.py)")
    for count, geese in starts.items():
        for sideways in (False, True):
            name = f"fox-geese-{count}" + ("-sideways" if sideways else "")
            for depth in range(1, 7):
                n = perft(pt("d4"), frozenset(geese), True, sideways, depth)
                print(f"{apn(name, pt('d4'), geese, True)}\t{depth}\t{n}")
    # Middle games with capture chains: a fox among scattered geese, both sides to move.
    scattered = {pt(x) for x in "c6 e6 b5 d5 f5 c4 e4 a3 c3 e3 g3 d2 c1 e1".split()}
    for sideways in (False, True):
        name = "fox-geese-15" + ("-sideways" if sideways else "")
        for fox, to_move in ((pt("d4"), True), (pt("d7"), True), (pt("d7"), False)):
            for depth in range(1, 6):
                n = perft(fox, frozenset(scattered), to_move, sideways, depth)
                print(f"{apn(name, fox, scattered, to_move)}\t{depth}\t{n}")


if __name__ == "__main__":
    sys.exit(main())

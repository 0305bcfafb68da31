#!/usr/bin/env python3
"""Fits the win-chance curve P(win) = 1 / (1 + e^(-k·score)) to engine games, as lichess does
for chess centipawns. Python 3, standard library only.

It plays a match with the engine (`asalto-engine match --moves`; by default captain against
corporal,random:10, players of different strength with random moves mixed in, so the games
have mistakes, varied scores and wins for both sides), reviews every game
(`asalto-engine review --nodes N`), and pairs the score of each position reviewed (hundredths
of an attacker, turned to the side to move's view: the review's scores are the officers') with
the game's result for the side to move (win 1, draw 0.5, loss 0). Forced results
(|score| >= 20000) are left out. k is fitted by maximum likelihood (Newton's method; the
log-likelihood is concave in k), on all the positions and on each half of the games, to show
how stable it is. Everything is seeded: the same arguments, the same games and the same fit.

    scripts/win-chance-fit.py --engine target/release/asalto-engine --variant asalto \\
        --book crates/asalto-engine/books/asalto.txt --pairs 60 --nodes 20000
    scripts/win-chance-fit.py --variant fox-geese-13 --openings 4 --pairs 60

Without --book, --openings P starts each pair after P random plies: the openings are the first
P plies of games between random players (the match's `--openings` leaves its random plies out
of the moves it prints, so they could not be reviewed), written to a temporary book.
"""
import argparse
import math
import os
import random
import re
import subprocess
import sys
import tempfile
import time

FORCED = 20000  # |score| at or beyond this is a forced result (MATE_BOUND is 29000)
BUCKETS = [(None, -300), (-300, -100), (-100, 100), (100, 300), (300, None)]

GAME = re.compile(r"^game (\d+) A (officers|attackers) result (rebels|officers|draw) \((\w*)\) "
                  r"plies (\d+)")
PAIR = re.compile(r"^pair (\d+)(?: start (\d+))? A ")
PLY = re.compile(r"^ply (\d+) (\w+) (\S+) best (\S+) score (-?\d+) played (-?\d+)")


def run(engine, args):
    done = subprocess.run([engine, *args], capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"{engine} {' '.join(args)}: exit {done.returncode}\n{done.stderr.strip()}")
    return done.stdout


def book_starts(path):
    """A book's starts, in order: each line without its comment, as the engine reads it."""
    starts = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            text = line.split("#", 1)[0].strip()
            if text:
                starts.append(text)
    return starts


def game_text(start, moves):
    """`start` (a variant name or APN, maybe with `moves …`) followed by `moves`."""
    if not moves:
        return start
    joiner = " " if re.search(r"(^|\s)moves(\s|$)", start) else " moves "
    return f"{start}{joiner}{' '.join(moves)}"


def parse_match(text):
    """The games of `match --moves` output: dicts with number, winner, moves, start number."""
    games, last = [], None
    for line in text.splitlines():
        if m := GAME.match(line):
            winner = {"rebels": "attackers", "officers": "officers", "draw": None}[m.group(3)]
            last = {"number": int(m.group(1)), "winner": winner, "reason": m.group(4),
                    "plies": int(m.group(5)), "moves": [], "start": None}
            games.append(last)
        elif line.startswith("  moves"):
            last["moves"] = line.split()[1:]
            if len(last["moves"]) != last["plies"]:
                sys.exit(f"game {last['number']}: {len(last['moves'])} moves for "
                         f"{last['plies']} plies")
        elif m := PAIR.match(line):
            pair = int(m.group(1))
            for g in games[2 * pair - 2:2 * pair]:
                g["start"] = int(m.group(2)) if m.group(2) else None
    return games


def random_openings(engine, variant, plies, count, seed):
    """`count` openings of `plies` random plies: the first plies of random-vs-random games."""
    out = run(engine, ["match", "--variant", variant, "--a", "random", "--b", "random",
                       "--pairs", str(count), "--jobs", "1", "--moves", "--seed", str(seed)])
    openings = [g["moves"][:plies] for g in parse_match(out) if len(g["moves"]) > plies]
    # Two games a pair: take every other one first so the openings differ as much as possible.
    openings = openings[0::2] + openings[1::2]
    if len(openings) < count:
        sys.exit(f"only {len(openings)} random games of {variant} lasted {plies + 1} plies")
    return [game_text(variant, o) for o in openings[:count]]


def review(engine, game, nodes):
    """(ply, side to move, score for the side to move) for every position the review scored."""
    out = run(engine, ["review", game, "--nodes", str(nodes)])
    rows = []
    for line in out.splitlines():
        if m := PLY.match(line):
            side = m.group(2)
            if side not in ("officers", "attackers", "rebels"):
                sys.exit(f"review: unknown side {side!r} in {line!r}")
            side = "officers" if side == "officers" else "attackers"
            score = int(m.group(5))  # the best score, for the officers
            rows.append((int(m.group(1)), side, score if side == "officers" else -score))
    return rows


def sigmoid(x):
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    e = math.exp(x)
    return e / (1.0 + e)


def log_likelihood(k, data):
    total = 0.0
    for s, y in data:
        p = min(max(sigmoid(k * s), 1e-15), 1 - 1e-15)
        total += y * math.log(p) + (1 - y) * math.log(1 - p)
    return total


def fit_k(data):
    """Maximum-likelihood k and its standard error (from the curvature; positions of one game
    are not independent, so it is optimistic)."""
    if not data:
        return float("nan"), float("nan")
    k = 0.005
    for _ in range(100):
        grad = sum((y - sigmoid(k * s)) * s for s, y in data)
        hess = -sum(sigmoid(k * s) * (1 - sigmoid(k * s)) * s * s for s, y in data)
        if hess >= 0:
            break
        step = -grad / hess
        # Halve a step that lowers the likelihood (the function is concave, so rarely needed).
        ll = log_likelihood(k, data)
        while abs(step) > 1e-12 and log_likelihood(k + step, data) < ll:
            step /= 2
        k += step
        if abs(step) < 1e-9:
            break
    hess = -sum(sigmoid(k * s) * (1 - sigmoid(k * s)) * s * s for s, y in data)
    return k, (1 / math.sqrt(-hess) if hess < 0 else float("nan"))


def bootstrap(positions, seed, rounds):
    """The 5th and 95th percentiles of k over `rounds` resamples of whole games (the positions
    of one game go together, since they share its result)."""
    by_game = {}
    for g, _, _, s, y in positions:
        if abs(s) < FORCED:
            by_game.setdefault(g, []).append((s, y))
    ids = sorted(by_game)
    rng = random.Random(seed)
    ks = []
    for _ in range(rounds):
        sample = [p for _ in ids for p in by_game[rng.choice(ids)]]
        ks.append(fit_k(sample)[0])
    ks.sort()
    return ks[int(0.05 * (rounds - 1))], ks[int(0.95 * (rounds - 1))]


def in_bucket(s, lo, hi):
    return (lo is None or s >= lo) and (hi is None or s < hi)


def bucket_name(lo, hi):
    if lo is None:
        return f"< {hi}"
    if hi is None:
        return f">= {lo}"
    return f"{lo} .. {hi}"


def load(path):
    with open(path, encoding="utf-8") as f:
        next(f)
        return [(int(g), int(ply), side, int(score), float(result))
                for g, ply, side, score, result in (line.split("\t") for line in f)]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--engine", default="target/release/asalto-engine")
    ap.add_argument("--variant", default="asalto")
    ap.add_argument("--book", help="a book of starts (else the variant's start, see --openings)")
    ap.add_argument("--openings", type=int, default=0,
                    help="without --book: random plies before each pair's games")
    ap.add_argument("--pairs", type=int, default=30, help="side-swapped pairs to play")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--nodes", type=int, default=20000, help="review nodes per position")
    ap.add_argument("--a", default="captain", help="player A")
    ap.add_argument("--b", default="corporal,random:10",
                    help="player B (weaker, with random moves)")
    ap.add_argument("--skip", type=int, default=0,
                    help="leave out the first SKIP plies played after each start")
    ap.add_argument("--save", help="write the positions (game, ply, side, score, result) here")
    ap.add_argument("--load", help="fit the positions of a --save file instead of playing")
    ap.add_argument("--bootstrap", type=int, default=100,
                    help="resamples of the games for k's 90%% interval (0: none)")
    opts = ap.parse_args()
    engine = opts.engine
    began = time.monotonic()

    if opts.load:
        positions, games, played = load(opts.load), None, 0.0
    else:
        book_file = None
        if opts.book:
            book, starts = opts.book, book_starts(opts.book)
        elif opts.openings > 0:
            starts = random_openings(engine, opts.variant, opts.openings, opts.pairs, opts.seed)
            fd, book_file = tempfile.mkstemp(prefix="win-chance-", suffix=".txt")
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                f.write(f"# {opts.openings} random plies of {opts.variant}, seed {opts.seed}\n")
                f.write("\n".join(starts) + "\n")
            book = book_file
        else:
            book, starts = None, [opts.variant]
        try:
            cmd = ["match", "--variant", opts.variant, "--a", opts.a, "--b", opts.b,
                   "--pairs", str(opts.pairs), "--jobs", "1", "--moves",
                   "--seed", str(opts.seed)]
            if book:
                cmd += ["--book", book]
            games = parse_match(run(engine, cmd))
        finally:
            if book_file:
                os.unlink(book_file)
        played = time.monotonic() - began
        print(f"match: {len(games)} games in {played:.0f} s", file=sys.stderr)

        positions = []  # (game index, ply, side, score for the side to move, result for it)
        for i, g in enumerate(games):
            start = starts[g["start"] - 1] if g["start"] else starts[0]
            text = game_text(start, g["moves"])
            rows = review(engine, text, opts.nodes)
            first = len(rows) - len(g["moves"]) + opts.skip  # the plies of the start are left out
            for ply, side, score in rows:
                if ply <= first:
                    continue
                result = 0.5 if g["winner"] is None else float(g["winner"] == side)
                positions.append((i, ply, side, score, result))
            if (i + 1) % 20 == 0:
                print(f"reviewed {i + 1}/{len(games)} games, {time.monotonic() - began:.0f} s",
                      file=sys.stderr)
        if opts.save:
            with open(opts.save, "w", encoding="utf-8") as f:
                f.write("game\tply\tside\tscore\tresult\n")
                for p in positions:
                    f.write("\t".join(map(str, p)) + "\n")

    used = [(s, y) for _, _, _, s, y in positions if abs(s) < FORCED]
    forced = len(positions) - len(used)
    k, se = fit_k(used)
    # Each game's result, from its first position (a draw counts for neither side).
    results = {}
    for g, _, side, _, y in positions:
        results.setdefault(g, None if y == 0.5 else side if y == 1 else
                           "attackers" if side == "officers" else "officers")
    count = len(games) if games is not None else max(results, default=-1) + 1
    wins = {w: sum(1 for r in results.values() if r == w) for w in ("officers", "attackers", None)}
    half = count // 2
    k1, _ = fit_k([(s, y) for g, _, _, s, y in positions if abs(s) < FORCED and g < half])
    k2, _ = fit_k([(s, y) for g, _, _, s, y in positions if abs(s) < FORCED and g >= half])
    by_side = {side: fit_k([(s, y) for _, _, sd, s, y in positions
                            if abs(s) < FORCED and sd == side])[0]
               for side in ("officers", "attackers")}
    k_small, _ = fit_k([(s, y) for s, y in used if abs(s) < 1000])

    print(f"variant {opts.variant}  players A {opts.a} B {opts.b}  pairs {opts.pairs} "
          f"seed {opts.seed}  review nodes {opts.nodes}"
          + (f"  book {opts.book}" if opts.book else f"  openings {opts.openings}")
          + (f"  (loaded from {opts.load})" if opts.load else ""))
    print(f"games {count} (officers won {wins['officers']}, attackers {wins['attackers']}, "
          f"draws {wins[None]})")
    print(f"positions {len(positions)} reviewed, {forced} forced (|score| >= {FORCED}) left out, "
          f"{len(used)} used")
    print(f"k {k:.5f} (± {se:.5f} if positions were independent)  per hundredth of an attacker; "
          f"50% -> 75% at score {math.log(3) / k:.0f}" if k > 0 else f"k {k}")
    if opts.bootstrap > 0:
        lo, hi = bootstrap(positions, opts.seed, opts.bootstrap)
        print(f"bootstrap over games ({opts.bootstrap} resamples): k 90% interval "
              f"{lo:.5f} .. {hi:.5f}")
    print(f"halves: games 1-{half} k {k1:.5f}, games {half + 1}-{count} k {k2:.5f}; "
          f"officers to move k {by_side['officers']:.5f}, "
          f"attackers to move k {by_side['attackers']:.5f}; |score| < 1000 only k {k_small:.5f}")
    print(f"log-likelihood per position {log_likelihood(k, used) / max(len(used), 1):.4f} "
          f"(k = 0: {math.log(0.5):.4f})")
    print(f"{'score (side to move)':>22} {'positions':>9} {'predicted':>9} {'observed':>9}")
    for lo, hi in BUCKETS:
        sel = [(s, y) for s, y in used if in_bucket(s, lo, hi)]
        if not sel:
            print(f"{bucket_name(lo, hi):>22} {0:>9}")
            continue
        pred = sum(sigmoid(k * s) for s, _ in sel) / len(sel)
        obs = sum(y for _, y in sel) / len(sel)
        print(f"{bucket_name(lo, hi):>22} {len(sel):>9} {100 * pred:>8.1f}% {100 * obs:>8.1f}%")
    print(f"time {time.monotonic() - began:.0f} s (match {played:.0f} s)")


if __name__ == "__main__":
    main()

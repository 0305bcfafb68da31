#!/usr/bin/env python3
"""A hostile and careless user, re-runnable: the seven categories of the sweeps of docs/reliability.md.
Python 3.11, standard library only, Linux (Xvfb, FIFOs, /proc, ulimit). After building
(cargo build --release -p asalto-engine-cli && cargo build -p asalto):

    scripts/hostile-sweep.py [--quick] [--seed N] [--out DIR] [--engine PATH] [--game PATH] [--only LIST]

Binaries default to $CARGO_TARGET_DIR (else ./target)/release/asalto-engine and debug/asalto; the
game runs in an Xvfb (1280x800x24) the script starts. --out (default: asalto-hostile-sweep in the
temporary folder) is emptied first and keeps every run's folder, log and failures.txt. It prints a
line of counts per category, then the failures, and exits 1 if any check failed. Full: about 20
minutes on two cores; --quick: about 4; --only damaged,kill9,... runs some categories.

damaged   (game) settings.ron, saves/autosave.ron, saves/game-1.ron, then all three, damaged each way
          (truncated, random bytes, empty, a directory holding a file, a FIFO, a UTF-8 BOM, 5 MB of
          garbage, another format, a newer version; full runs add five), then 8 s of the game playing
          itself (--mode ai-vs-ai --level recruit --animation off, timeout 60, ASALTO_CONFIG_DIR; not
          --screenshot, which implies --fresh) and SIGTERM (SIGKILL 5 s later). No panic, no end
          before our signal or by another, not blocked reading a pipe, nothing lost: the bytes of each
          damaged file and readable game are still in the folder (in place, a .bak, a game-N.ron), or
          a saved game holds the same game (a save with a BOM the game reads may be kept without it).
kill9     (game) one folder, SIGKILL at random moments (40; quick 8): after each, every .ron is UTF-8
          ending in `)`, saved games are never fewer nor changed, the earlier autosave is kept.
variants  (engine) ~100 mutants of assets/variants/little-fort.ron (lines deleted, duplicated;
          numbers huge, negative, zero; names "moves", "a/b", 100k chars, non-ASCII; a 60-point
          fortress with 16 or 30 officers; garbage, /dev/zero, a FIFO, a directory) through
          `--variant-file F moves little-fort` and `moves <its name>` under ulimit -v 2000000 and
          20 s: exit 0, or exit 2 with one line on stderr.
mutated   (engine) 6000 (quick 600) positions and games from real play, mutated (flipped, cut,
          unicode, huge clocks...), through `moves "<apn>"` or `review --nodes 1000 "<game>"` (exit
          0, or 2 with one line) and as `position` lines through one `protocol` (`error ...` or
          nothing before each `readyok`). No panic, no hang.
protocol  (engine) 10,000 bad lines, a 2 MB line, non-UTF-8 bytes, `go` before `position`, `stop`
          and `quit` during a search; D5: `go depth 64`, `goo`, `stop`, `isready` gets `readyok`
          within 5 s (counted only for an engine built from this protocol.rs, as cargo's dep-info
          beside it says; an older engine's failure is reported).
instances (game) two self-playing games (seeds 101, 202) on one folder for ~10 s, then SIGTERM: the
          first's game is kept, the second wrote nothing and logged "AnotherWindow".
tables    (engine) Fox & Geese's endgame and value tables of 4 and 5 geese, then: a byte flipped at
          random places of each file (24; quick 8) read by `tablebase --probe`, `prove --tablebase`,
          `check-proof --tablebase` (of a certificate made with the good tables) and `values`; a
          pipe in place of each file; a table made before tables carried a checksum; empty files
          of 6 to 10 geese; `tablebase --geese 9` and `10` under 2 GB; a
          build into an 8 MB tmpfs (root only). Each must be refused in one line with exit 2 (never
          a verdict, a hang or an abort), and a full disk keeps no `.part` file.
"""
import argparse, errno, hashlib, os, queue, random, re, resource, shutil, signal, subprocess, sys
import tempfile, threading, time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET = Path(os.environ.get("CARGO_TARGET_DIR") or ROOT / "target")
LITTLE_FORT = ROOT / "assets/variants/little-fort.ron"
PROTOCOL_RS = ROOT / "crates/asalto-engine-cli/src/protocol.rs"
GAME_ARGS = ["--mode", "ai-vs-ai", "--level", "recruit", "--animation", "off"]
PIPE_WAITS = {"pipe_read", "pipe_wait", "pipe_read_wait", "wait_for_partner", "fifo_open"}
MOVES = ["@c5,d6", "e4-e5", "d6-e6", "e3-e4", "c5xe3", "b4-c5", "e3-d4", "b3-b4", "e6-e7", "c5-c6"]
SETTINGS = ('(\n    language: Some("fr"),\n    level: "sergeant",\n    variant: "assaut",\n'
            '    mode: "hot-seat",\n    animation: "slow",\n    ui_scale: 1.25,\n)\n')
FAILS, PROCS = {}, []  # category -> failure messages; game processes to end on the way out

def fail(cat, msg):
    """Records a failure; nothing when msg is empty."""
    if msg:
        FAILS.setdefault(cat, []).append(msg)

def saved_game(seed, plies):
    return ('(\n    format: "asalto-saved-game",\n    version: 1,\n    variant: "asalto",\n'
            '    start: "asalto s .../.../RR...RR/RRRRRRR/RRRRRRR/RRR/RRR 0",\n'
            f'    moves: [{", ".join(chr(34) + m + chr(34) for m in MOVES[:plies])}],\n'
            f'    mode: "ai-vs-ai",\n    level: "recruit",\n    seed: {seed},\n    warn_huff: true,\n)\n')

def binary_info(path):
    p = Path(path)
    return f"{p} (built {time.strftime('%Y-%m-%d %H:%M:%S', time.localtime(p.stat().st_mtime))}, sha256 " \
           f"{hashlib.sha256(p.read_bytes()).hexdigest()[:12]})" if p.is_file() else f"{p} (missing)"

def read(path):
    try:
        return Path(path).read_text()
    except OSError:
        return ""

def wait(p, seconds):
    try:
        return p.wait(seconds)
    except subprocess.TimeoutExpired:
        return None

# ---- running the engine and the game ----------------------------------------------------------
def limit_memory():
    resource.setrlimit(resource.RLIMIT_AS, (2_000_000 * 1024,) * 2)  # ulimit -v 2000000

def engine(args, timeout=20, stdin=None):
    """(exit code or None after a hang, stdout, stderr); waits while a build replaces the binary."""
    for attempt in range(5):
        try:
            r = subprocess.run([A.engine, *args], input=stdin, capture_output=True, timeout=timeout,
                               preexec_fn=limit_memory)
            return r.returncode, r.stdout.decode(errors="replace"), r.stderr.decode(errors="replace")
        except subprocess.TimeoutExpired:
            return None, "", ""
        except OSError as e:
            if e.errno not in (errno.ENOENT, errno.ETXTBSY, errno.EACCES):
                raise
            time.sleep(2 * attempt + 1)
    raise SystemExit(f"cannot run {A.engine}")

def refused_badly(rc, err):
    """None when an engine command succeeded or was refused with exit 2 and one line on stderr."""
    err = err.strip()
    if rc is None or "panicked" in err:
        return "hang (20 s)" if rc is None else f"panic: {err[:200]!r}"
    how = f"killed by {signal.Signals(-rc).name} ({128 - rc})" if rc < 0 else f"exit {rc}"
    return None if rc == 0 or rc == 2 and err and "\n" not in err else (
        f"{how}, {len(err.splitlines())} lines on stderr, first {err.splitlines()[:1]}")

def start_xvfb():
    if not shutil.which("Xvfb"):
        return None, None
    r, w = os.pipe()
    x = subprocess.Popen(["Xvfb", "-displayfd", str(w), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                         pass_fds=(w,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(w)
    number = b""
    while not number.endswith(b"\n") and (chunk := os.read(r, 16)):
        number += chunk
    return x, (":" + number.decode().strip() if number.endswith(b"\n") else None)

def game_run(cfg, seconds, log, sig=signal.SIGTERM, extra=()):
    """The self-playing game on `cfg` for `seconds`, then `sig` (after SIGTERM, SIGKILL 5 s later):
    (problem or None, whether it was blocked reading a pipe, its stderr)."""
    env = dict(os.environ, ASALTO_CONFIG_DIR=str(cfg), DISPLAY=A.display, RUST_BACKTRACE="0")
    env.pop("WAYLAND_DISPLAY", None)
    for attempt in range(5):
        with open(log, "wb") as err:
            p = subprocess.Popen(["timeout", "-k", "5", "60", A.game, *GAME_ARGS, *extra], env=env,
                                 stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=err)
        PROCS.append(p)
        for _ in range(100):  # the game itself is timeout's child
            if pid := int((read(f"/proc/{p.pid}/task/{p.pid}/children").split() or [0])[0]):
                break
            time.sleep(0.05)
        early, hung = wait(p, seconds), False
        if early not in (126, 127):  # 126, 127: timeout did not find the game (a build replaces it)
            break
        time.sleep(2 * attempt + 1)
    if early is None and pid:
        hung = any(read(w).strip() in PIPE_WAITS for w in Path(f"/proc/{pid}/task").glob("*/wchan"))
        os.kill(pid, sig)
        if wait(p, 5) is None:
            os.kill(pid, signal.SIGKILL)
    rc = p.wait()
    text = Path(log).read_text(errors="replace")
    return ("panic: " + text[text.index("panicked"):][:200].replace("\n", " ") if "panicked" in text
            else f"ended by itself (exit {early}) before our signal" if early is not None
            else f"ended with {rc} after our {signal.Signals(sig).name}"
            if rc not in (0, -sig, 128 + sig, -9, 137) else None), hung, text

def new_folder(cfg, autosave):
    """A config folder with settings, a saved game and maybe an unfinished one."""
    (cfg / "saves").mkdir(parents=True)
    (cfg / "settings.ron").write_text(SETTINGS)
    (cfg / "saves/game-1.ron").write_text(saved_game(12, 4))
    if autosave:
        (cfg / "saves/autosave.ron").write_text(saved_game(11, 7))
    return cfg

def tree(cfg):
    """Every regular file under cfg: relative path -> bytes."""
    return {str(p.relative_to(cfg)): p.read_bytes() for p in cfg.rglob("*") if p.is_file()}

def game_of(data):
    """(start, moves) of a saved game, or None."""
    text = data.decode(errors="replace")
    start, moves = re.search(r'start: *"([^"]*)"', text), re.search(r"moves: *\[([^\]]*)\]", text)
    return (start.group(1), re.findall(r'"([^"]*)"', moves.group(1))) if start and moves else None

def kept(data, files, readable_game):
    """Whether these bytes are still in the folder, or (a readable game) a saved game continues it."""
    if data in files.values():
        return True
    old = readable_game and game_of(data)
    return bool(old) and any((g := game_of(b)) and g[0] == old[0] and g[1][:len(old[1])] == old[1]
                             for n, b in files.items() if n.startswith("saves/") and n.endswith(".ron"))

# ---- damaged files -----------------------------------------------------------------------------
def damage(kind, path, rng):
    old = path.read_bytes()
    path.unlink()
    if kind == "directory":
        path.mkdir()
        return (path / "keep.txt").write_text(f"a file inside the directory {path}\n")
    if kind == "fifo":
        return os.mkfifo(path)
    text = old.decode()
    path.write_bytes({
        "truncated": lambda: old[:len(old) // 2], "truncated-end": lambda: old[:-3],
        "random-bytes": lambda: rng.randbytes(600), "random-small": lambda: rng.randbytes(9),
        "empty": lambda: b"", "bom": lambda: b"\xef\xbb\xbf" + old, "not-utf8": lambda: old.replace(b"a", b"\xe9", 3),
        "garbage-5mb": lambda: rng.randbytes(5 << 20), "deep-nesting": lambda: b"(" * 200_000,
        "wrong-format": lambda: b'{"format": "json", "version": 1, "moves": ["@c5,d6"]}\n',
        "swapped": lambda: (SETTINGS if "format" in text else saved_game(5, 3)).encode(),
        "newer-version": lambda: (text.replace("version: 1", "version: 99") if "version" in text
                                  else text.replace("(", "(\n    version: 99,", 1)).encode()}[kind]())

def sweep_damaged(out, rng):
    kinds = ["truncated", "random-bytes", "empty", "directory", "fifo", "bom", "garbage-5mb",
             "wrong-format", "newer-version"]
    targets = ["settings.ron", "saves/autosave.ron", "saves/game-1.ron"]
    if A.quick:
        runs = [(k, [targets[i % 3]]) for i, k in enumerate(kinds)] + [("random-bytes", targets)]
    else:
        kinds += ["truncated-end", "random-small", "swapped", "not-utf8", "deep-nesting"]
        runs = [(k, [t]) for k in kinds for t in targets] + [(k, targets) for k in kinds]
    lost = crashed = hung = 0
    for i, (kind, damaged) in enumerate(runs):
        cfg = new_folder(out / f"damaged-{i}" / "cfg", autosave=True)
        for t in damaged:
            damage(kind, cfg / t, rng)
        before = tree(cfg)
        problem, blocked, _ = game_run(cfg, 8, cfg.parent / "stderr.log")
        files = tree(cfg)  # a readable settings file may be rewritten; nothing else may go
        gone = [n for n, b in before.items() if b and (n != "settings.ron" or n in damaged)
                and not kept(b, files, n.startswith("saves/"))]
        crashed, hung, lost = crashed + bool(problem), hung + blocked, lost + bool(gone)
        for msg in [problem, blocked and "blocked reading a pipe (a FIFO) when stopped",
                    gone and f"lost {', '.join(gone)}: no identical copy left"]:
            fail("damaged", msg and f"{kind} {'+'.join(damaged)} (damaged-{i}): {msg}")
    return f"damaged files: {len(runs)} runs, {lost} lost, {crashed} crashed, {hung} hung"

# ---- kill -9 -----------------------------------------------------------------------------------
def whole_ron(data):
    try:
        return data.decode("utf-8").rstrip().endswith(")")
    except UnicodeDecodeError:
        return False

def sweep_kill9(out, rng):
    cfg = new_folder(out / "kill9" / "cfg", autosave=False)
    kills, half, lost, crashed, wrote = (8 if A.quick else 40), 0, 0, 0, 0
    saves = lambda fs: {n: b for n, b in fs.items() if re.fullmatch(r"saves/game-\d+\.ron", n)}
    before = tree(cfg)
    for i in range(kills):
        problem, _, _ = game_run(cfg, rng.uniform(0.5, 9.0), out / "kill9" / f"{i}.log", signal.SIGKILL)
        files = tree(cfg)
        bad = [n for n, b in files.items() if n.endswith(".ron") and not whole_ron(b)]
        gone = [n for n, b in saves(before).items() if files.get(n) != b]
        gone += [f"saved games {len(saves(before))} -> {len(saves(files))}"] * (len(saves(files)) < len(saves(before)))
        auto = before.get("saves/autosave.ron")
        gone += ["the earlier autosave"] * (auto is not None and not kept(auto, files, True))
        wrote += files.get("saves/autosave.ron") not in (None, auto)
        half, lost, crashed = half + bool(bad), lost + bool(gone), crashed + bool(problem)
        for msg in [bad and f"not whole RON: {', '.join(bad)}", gone and f"lost {', '.join(gone)}", problem]:
            fail("kill9", msg and f"kill {i}: {msg}")
        before = files
    fail("kill9", not wrote and "no run wrote the autosave (a lock left by kill -9?)")
    return (f"kill -9: {kills} kills, {half} half-written, {lost} lost, {crashed} crashed "
            f"(autosave written in {wrote} runs)")

# ---- malformed variants ------------------------------------------------------------------------
def big_fortress(officers):
    """A 10x12 board whose top 60 points are the fortress: placements beyond counting."""
    rows = [" ".join(f"{f}{r}" for f in "abcdefghij") for r in range(1, 13)]
    cols = [" ".join(f"{f}{r}" for r in range(1, 13)) for f in "abcdefghij"]
    q = lambda xs: ", ".join(f'"{x}"' for x in xs)
    return (f'(name: "big-fort", title: "Big", board: "big", officers: {officers}, capture: Optional,'
            ' attackers_retreat_in_fortress: false, attackers_leave_fortress: true,'
            f' points: [{q(rows)}], fortress: [{q(rows[6:])}], attackers: [{q(rows[:6])}],'
            f' lines: [{", ".join("(points: " + chr(34) + x + chr(34) + ")" for x in rows + cols)}])\n')

def variant_mutants(text, rng, count):
    sub = lambda a, b: text.replace(a, b, 1)
    out = [(f"name {n[:12]!r}", sub('name: "little-fort"', f'name: "{n}"')) for n in
           ["moves", "a/b", "x" * 100_000, "fortaleza-ñ", "", "asalto", "little fort", 'a\\"b', "review"]]
    for n in ["99999999999999999999", "-1", "0", "4294967296", "65535", "6", "1e9"]:
        out += [(f"officers {n}", sub("officers: 2", f"officers: {n}")),
                (f"officers_win_below {n}", sub("officers_win_below: 6", f"officers_win_below: {n}"))]
    out += [("title 100k", sub('title: "Little Fort"', f'title: "{"T" * 100_000}"')),
            ("60-point fortress, 16 officers", big_fortress(16)),
            ("60-point fortress, 30 officers", big_fortress(30)),
            ("board hex", sub('"square25"', '"hex99"')), ("capture Always", sub("MandatoryMaximum", "Always")),
            ("point twice", sub('"a5 b5', '"a5 a5')), ("unknown point", sub('"a5 b5', '"zz99 b5')),
            ("line of one point", sub('(points: "a1 b1 c1 d1 e1")', '(points: "a1")')),
            ("line not adjacent", sub('(points: "a3 b4 c5")', '(points: "a1 e5")')),
            ("fortress off the board", sub('"b5 c5 d5",', '"b5 c5 d5 q9",')),
            ("no attackers", re.sub(r"attackers: \[.*?\],", "attackers: [],", text, count=1, flags=re.S)),
            ("attackers in the fortress", sub('"a3 b3 c3 d3 e3",', '"b4 c4 d4",')),
            ("BOM", "\ufeff" + text), ("300 KB of comments", "// x\n" * 60_000 + text),
            ("deep nesting", "[" * 100_000)]
    lines = text.splitlines(keepends=True)
    code = [i for i, l in enumerate(lines) if l.strip() and not l.strip().startswith("//")]
    ops = [("delete", lambda i, j, n: "".join(lines[:i] + lines[i + 1:])),
           ("duplicate", lambda i, j, n: "".join(lines[:i + 1] + lines[i:])),
           ("reverse", lambda i, j, n: "".join(lines[:i] + [lines[i][::-1]] + lines[i + 1:])),
           ("cut", lambda i, j, n: text[:j]),
           ("flip", lambda i, j, n: text[:j] + rng.choice("()[]\",:ñ€\x7f") + text[j + 1:]),
           ("number", lambda i, j, n: text[:n.start()] + rng.choice(
               ["999999999999", "-7", "0", "18446744073709551616"]) + text[n.end():])]
    while len(out) < count:
        (op, f), i, j = rng.choice(ops), rng.choice(code), rng.randrange(len(text))
        out.append((f"{op} at line {i + 1}, byte {j}", f(i, j, rng.choice(list(re.finditer(r"\d+", text))))))
    return out

def sweep_variants(out, rng):
    folder = out / "variants"
    folder.mkdir()
    files = []
    for i, (label, text) in enumerate(variant_mutants(LITTLE_FORT.read_text(), rng, 70 if A.quick else 100)):
        (folder / f"{i}.ron").write_text(text)
        name = re.search(r'name: *"((?:[^"\\]|\\.)+)"', text)
        files.append((label, folder / f"{i}.ron", re.sub(r"\\(.)", r"\1", name.group(1)) if name else "little-fort"))
    for name, data in [("garbage", rng.randbytes(4096)), ("empty", b""), ("5mb", b"(" + b"x" * (5 << 20))]:
        (folder / f"{name}.ron").write_bytes(data)
    os.mkfifo(folder / "fifo.ron")
    (folder / "dir.ron").mkdir()
    files += [(p.name, p, "little-fort") for p in [*(folder / f"{n}.ron" for n in
              ["garbage", "empty", "5mb", "fifo", "dir", "missing"]), Path("/dev/zero")]]
    jobs = [(f"{label} ({path.name}, moves {n[:20]})", ["--variant-file", str(path), "moves", n])
            for label, path, name in files for n in dict.fromkeys(["little-fort", name])]
    with ThreadPoolExecutor(2) as pool:
        results = list(pool.map(lambda job: refused_badly(*engine(job[1])[::2]), jobs))
    for (label, _), problem in zip(jobs, results):
        fail("variants", problem and f"{label}: {problem}")
    return f"malformed variants: {len(files)} files, {len(jobs)} runs, {sum(map(bool, results))} failed"

# ---- mutated positions and moves ---------------------------------------------------------------
UNICODE = ["ñ", "€", "😀", "\u202e", "\u00a0", "\ufeff", "ﬀ", "İ", "\u0301", "\u2028", "𝟘"]
HUGE = ["99999999999999999999999", "18446744073709551616", "-1", "4294967295", "1e9", "0x10"]
MUTATIONS = [  # (text, index, rng) -> text
    lambda s, i, r: s[:i] + r.choice("RrOo./@,-x0123456789abcdefghijklmnopqrstuvwxyz ASZ~%") + s[i + 1:],
    lambda s, i, r: s[:i] + s[i + 1:],  # drop a character
    lambda s, i, r: s[:i],  # cut
    lambda s, i, r: s[:i] + r.choice(UNICODE) + s[i:],
    lambda s, i, r: s[:i] + s[i:i + 9] * r.choice([2, 50]) + s[i:],  # repeat a piece
    lambda s, i, r: " ".join(r.choice(HUGE) if k == 3 else w for k, w in enumerate(s.split(" "))),  # clock
    lambda s, i, r: " ".join(sorted(s.split(" "), key=lambda _: r.random())),  # shuffle the words
    lambda s, i, r: s[:i] + r.choice("/OR.") * r.choice([9, 300, 10_000]) + s[i:],
    lambda s, i, r: s[:i] + {"R": ".", ".": r.choice("RO"), "O": "."}.get(s[i:i + 1], s[i:i + 1]) + s[i + 1:],
    lambda s, i, r: s[:s.rfind(" ", 0, i)] if " " in s[:i] else s]  # cut between words

def mutate(s, rng, gentle):
    """1 to 3 mutations; gentle ones (a piece, the clock, a cut between moves) keep more inputs legal."""
    for _ in range(rng.choice([1, 1, 2, 3])):
        s = rng.choice([MUTATIONS[i] for i in (5, 8, 9)] if gentle else MUTATIONS)(s, rng.randrange(len(s) + 1), rng)
    s = s.replace("\n", " ").replace("\r", " ").replace("\0", "")
    return s.encode()[:100_000].decode(errors="ignore")  # an argument is at most 128 KB

def sources():
    """Real positions (APN) and games ("<variant or APN> moves ...") to mutate."""
    vf, apns, games = ["--variant-file", str(LITTLE_FORT)], [], []
    for v in ["asalto", "assaut", "grand-assaut", "little-fort"] + [
            f"fox-geese-{n}{s}" for n in (13, 15, 17) for s in ("", "-sideways")]:
        rc, text, _ = engine(vf + ["start", v])
        apns += [text.strip()] if rc == 0 else []
        _, text, _ = engine(vf + ["match", "--variant", v, "--pairs", "1", "--a", "recruit", "--b", "recruit",
                                  "--moves", "--seed", "7"], timeout=120)
        for moves in [line.split()[1:] for line in text.splitlines() if line.startswith("  moves ")]:
            games += [f"{v} moves {' '.join(moves[:k])}" for k in (1, 4, 8, 12)]
    for v in ["asalto", "assaut"]:
        _, text, _ = engine(["puzzles", "--variant", v, "--count", "4", "--nodes", "2000"], timeout=120)
        for w in [line.split() for line in text.splitlines() if "solution" in line and line[0] != "#"]:
            apns.append(" ".join(w[:4]))
            games.append(" ".join(w[:4] + ["moves"] + w[w.index("solution") + 1:]))
    return apns, games

def protocol_batch(inputs):
    """Every input as a `position` line followed by `isready`: [(input, problem)]."""
    data = "".join(f"position {s}\nisready\n" for s in inputs).encode() + b"quit\n"
    rc, out, err = engine(["--variant-file", str(LITTLE_FORT), "protocol"], timeout=120, stdin=data)
    answers = [[]]  # the lines before each readyok
    for line in out.splitlines():
        answers[-1:] = [answers[-1], []] if line == "readyok" else [answers[-1] + [line]]
    answers.pop()
    bad = [(s, f"protocol answered {a!r}") for s, a in zip(inputs, answers)
           if len(a) > 1 or a and not a[0].startswith("error ")]
    if rc is None or len(answers) < len(inputs) or "panicked" in err:
        bad.append((inputs[min(len(answers), len(inputs) - 1)], f"protocol {'hung' if rc is None else rc}"
                    f" after {len(answers)} of {len(inputs)} answers: {err.strip()[:200]!r}"))
    return bad

def sweep_mutated(out, rng):
    apns, games = sources()
    total = 600 if A.quick else 6000
    inputs = [("moves", mutate(rng.choice(apns), rng, i % 4 == 0)) if i % 3
              else ("review", mutate(rng.choice(games), rng, i % 4 == 0)) for i in range(total)]
    (out / "mutated.txt").write_text("".join(f"{k}\t{s}\n" for k, s in inputs))
    command = lambda k, s: ["--variant-file", str(LITTLE_FORT), k, *(["--nodes", "1000"] if k == "review" else []), s]
    with ThreadPoolExecutor(2) as pool:
        results = list(pool.map(lambda ks: engine(command(*ks))[::2], inputs))
        problems = [(s, f"{k}: {p}") for (k, s), r in zip(inputs, results) if (p := refused_badly(*r))]
        texts = [s for _, s in inputs]
        for bad in pool.map(protocol_batch, [texts[i:i + 500] for i in range(0, total, 500)]):
            problems += bad
    for s, p in problems:
        fail("mutated", f"{p} for {s[:120]!r}")
    panics, hangs = (sum(word in p for _, p in problems) for word in ("panic", "hang"))
    return (f"mutated inputs: {total} inputs from {len(apns)} positions and {len(games)} games, "
            f"{2 * total} runs ({sum(rc == 0 for rc, _ in results)} accepted by moves/review), "
            f"{panics} panics, {hangs} hangs, {len(problems) - panics - hangs} other failures")

# ---- protocol floods ---------------------------------------------------------------------------
def converse(steps, expect, seconds):
    """Feeds `steps` (bytes; numbers are pauses) to `asalto-engine protocol`, then waits `seconds`
    for a line starting with `expect`: (lines before it, seconds it took or None, process, stderr)."""
    p = subprocess.Popen([A.engine, "protocol"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, preexec_fn=limit_memory)
    lines, err = queue.Queue(), []
    for stream, put in [(p.stdout, lines.put), (p.stderr, err.append)]:
        threading.Thread(target=lambda s=stream, put=put: [put(l.decode(errors="replace").rstrip("\n"))
                                                           for l in s] + [put(None)], daemon=True).start()
    for step in steps:
        try:
            time.sleep(step) if isinstance(step, (int, float)) else (p.stdin.write(step), p.stdin.flush())
        except OSError:  # it ended: what it said is read below
            break
    start, seen = time.monotonic(), []
    while (left := start + seconds - time.monotonic()) > 0:
        try:
            line = lines.get(timeout=left)
        except queue.Empty:
            line = None
        if line is None or line.startswith(expect):
            return seen, (time.monotonic() - start if line else None), p, err
        seen.append(line)
    return seen, None, p, err

def built_from(binary, source):
    """Whether the binary was built from this source file (cargo's dep-info beside it names the
    files it read, a CI clone's say); without dep-info, whether the binary is newer."""
    try:
        used = next(Path(d) for d in Path(binary + ".d").read_text().split()
                    if d.endswith(str(source.relative_to(ROOT))))
        return used.read_bytes() == source.read_bytes()
    except (OSError, StopIteration):
        return Path(binary).stat().st_mtime >= source.stat().st_mtime

def sweep_protocol(out, rng):
    junk = ["goo", "posit1on asalto", "go depth x", "go nodes", "position", "position nonsense",
            "ß" * 40, "go movetime -1", "\t", "bestmove"]
    flood = "".join(f"{rng.choice(junk)} {i}\n" for i in range(10_000)).encode()
    search = [b"position asalto\ngo depth 64\n", 1]
    cases = [("10,000 bad lines", [flood + b"isready\n"], "readyok", 30, 10_000),
             ("a 2 MB line", [b"position " + b"R" * (2 << 20) + b"\nisready\n"], "readyok", 10, 1),
             ("non-UTF-8 bytes", [b"position \xff\xfe asalto\n\xc3\x28\x80\nisready\n"], "readyok", 5, 2),
             ("go before position", [b"go depth 3\nisready\n"], "readyok", 5, 1),
             ("stop and isready with no search", [b"stop\nisready\n"], "readyok", 5, 0),
             ("stop during a search", search + [b"stop\n"], "bestmove", 5, None),
             ("quit during a search", search + [b"quit\n"], "bestmove", 5, None),
             ("D5: go depth 64, goo, stop, isready", search + [b"goo\nstop\nisready\n"], "readyok", 5, None)]
    checks = []
    for name, steps, expect, seconds, errors in cases:
        seen, took, p, err = converse(steps, expect, seconds)
        rc = wait(p, 5) if name.startswith("quit") else 0
        p.kill()
        p.wait()
        errs = sum(line.startswith("error ") for line in seen)
        checks.append((name, took, f"no {expect} within {seconds} s" if took is None else
                       f"{errs} error lines, not {errors}" if errors is not None and errs != errors else
                       f"exit {rc} after quit" if rc != 0 else
                       "panicked" if "panicked" in "".join(filter(None, err)) else None))
    _, took, d5 = checks[-1]
    note = "" if d5 else f"; D5 fixed (readyok in {took:.2f} s)"
    if d5 and not built_from(A.engine, PROTOCOL_RS):
        checks.pop()
        note = "; D5 NOT fixed: this engine predates protocol.rs (reported, not counted: rebuild)"
    for name, _, problem in checks:
        fail("protocol", problem and f"{name}: {problem}")
    return f"protocol floods: {len(checks)} checks, {sum(bool(c[2]) for c in checks)} failed{note}"

# ---- two instances -----------------------------------------------------------------------------
def sweep_instances(out, rng):
    cfg = out / "instances" / "cfg"
    cfg.mkdir(parents=True)
    first = {}
    t = threading.Thread(target=lambda: first.update(
        r=game_run(cfg, 14, cfg.parent / "first.log", extra=["--seed", "101"])))
    t.start()
    time.sleep(4)
    problem2, _, err2 = game_run(cfg, 10, cfg.parent / "second.log", extra=["--seed", "202"])
    t.join()
    seed = lambda b: (m.group(1).decode() if (m := re.search(rb"seed: *(\d+)", b)) else "?")
    where = {n: seed(b) for n, b in tree(cfg).items() if n.startswith("saves/") and n.endswith(".ron")}
    kept1, wrote2 = ([n for n, s in where.items() if s == want] for want in ("101", "202"))
    said = "AnotherWindow" in err2
    for msg in [first["r"][0], problem2, not kept1 and f"the first window's game (seed 101) is nowhere: {where}",
                wrote2 and f"the second window (seed 202) wrote {wrote2}: {where}",
                not said and "the second window's log does not say AnotherWindow"]:
        fail("instances", msg)
    return (f"two instances: 1 run, first game kept in {', '.join(kept1) or 'nothing'}, second "
            f"wrote {', '.join(wrote2) or 'nothing'}, second logged AnotherWindow: {'yes' if said else 'no'}")

# ---- main --------------------------------------------------------------------------------------
# ---- endgame and value tables ------------------------------------------------------------------
PROBE = "fox-geese-13 o .../.../......./......./......./RRO/RRR 0"

def refused_one_line(cat, label, args, timeout=30):
    """A command that must be refused: exit 2 and one line on stderr, within the time."""
    rc, _, err = engine(args, timeout=timeout)
    if rc != 2 or not err.strip() or "\n" in err.strip():
        fail(cat, f"{label}: {'hang' if rc is None else f'exit {rc}'}, stderr {err.strip()[:160]!r}")
        return False
    return True

def table_commands(folder, cert):
    """Every command that reads a folder of tables, on `folder`."""
    return [("probe", ["tablebase", "--dir", str(folder), "--probe", PROBE]),
            ("prove", ["prove", PROBE, "--side", "officers", "--tablebase", str(folder)]),
            ("check-proof", ["check-proof", str(cert), "--tablebase", str(folder)]),
            ("values", ["values", "--geese", "5", "--dir", str(folder), "--check", "0"])]

def sweep_tables(out, rng):
    base = out / "tables"
    for args in (["tablebase", "--geese", "5", "--dir", str(base), "--check", "0"],
                 ["values", "--geese", "5", "--dir", str(base)]):
        rc, _, err = engine(args, timeout=300)
        if rc != 0:
            fail("tables", f"making the tables failed: {err.strip()[:200]}")
            return "tables: not made"
    cert = out / "certificate.txt"
    engine(["prove", PROBE, "--side", "officers", "--tablebase", str(base), "--certificate", str(cert)])
    files = sorted(p for p in base.iterdir() if p.suffix in (".tb", ".values"))
    runs = refused = 0
    flips = 8 if A.quick else 24
    for i in range(flips):
        victim = files[i % len(files)]
        work = out / f"flip-{i}"
        shutil.copytree(base, work)
        data = bytearray((work / victim.name).read_bytes())
        at = rng.randrange(len(data))
        data[at] ^= 1 << rng.randrange(8)
        (work / victim.name).write_bytes(bytes(data))
        reads = [c for c in table_commands(work, cert) if (c[0] == "values") == (victim.suffix == ".values")]
        for label, args in reads:
            runs += 1
            refused += refused_one_line("tables", f"{victim.name} byte {at} flipped, {label}", args)
        shutil.rmtree(work)
    for victim in files:
        work = out / f"fifo-{victim.name}"
        shutil.copytree(base, work)
        (work / victim.name).unlink()
        os.mkfifo(work / victim.name)
        for label, args in table_commands(work, cert):
            if (label == "values") == (victim.suffix == ".values"):
                runs += 1
                refused += refused_one_line("tables", f"a pipe as {victim.name}, {label}", args, 20)
    old = out / "unsealed"
    shutil.copytree(base, old)
    four = old / "fox-geese-13-4.tb"
    first, body = four.read_bytes().split(b"\n", 1)
    four.write_bytes(first.replace(b"tablebase 2", b"tablebase 1").rsplit(b" blake3 ", 1)[0] + b"\n" + body)
    runs += 1
    if refused_one_line("tables", "an unsealed table", table_commands(old, cert)[0][1]):
        refused += 1
        rc, _, err = engine(["tablebase", "--dir", str(old), "--probe", PROBE])
        fail("tables", "seal" not in err and f"the refusal does not say how to seal: {err[:120]!r}")
    bomb = out / "bomb"
    shutil.copytree(base, bomb)
    for geese in range(6, 11):
        (bomb / f"fox-geese-13-{geese}.tb").write_bytes(b"")
    runs += 3
    refused += refused_one_line("tables", "empty tables of 6-10 geese", table_commands(bomb, cert)[0][1])
    for geese in ("9", "10"):
        refused += refused_one_line("tables", f"tablebase --geese {geese} under 2 GB",
                                    ["tablebase", "--geese", geese, "--check", "0"], 120)
    full = out / "full"
    full.mkdir()
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=8m", "tmpfs", str(full)],
                      capture_output=True).returncode == 0:
        try:
            runs += 1
            refused += refused_one_line("tables", "a build into 8 MB", ["tablebase", "--geese", "5",
                                        "--dir", str(full), "--check", "0"], 300)
            parts = [p.name for p in full.iterdir() if p.suffix == ".part"]
            fail("tables", parts and f"a full disk keeps {parts}")
        finally:
            subprocess.run(["umount", str(full)])
    return f"tables: {runs} damaged, piped, unsealed, too large or full cases, {refused} refused in one line"

CATEGORIES = {"damaged": sweep_damaged, "kill9": sweep_kill9, "variants": sweep_variants,
              "mutated": sweep_mutated, "protocol": sweep_protocol, "instances": sweep_instances,
              "tables": sweep_tables}

def main():
    global A
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--engine", default=str(TARGET / "release/asalto-engine"))
    ap.add_argument("--game", default=str(TARGET / "debug/asalto"))
    ap.add_argument("--quick", action="store_true", help="a short run (about 4 minutes)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", type=Path, default=Path(tempfile.gettempdir()) / "asalto-hostile-sweep")
    ap.add_argument("--only", default=",".join(CATEGORIES), help="categories, comma-separated")
    A = ap.parse_args()
    only = [c for c in A.only.split(",") if c]
    if unknown := set(only) - set(CATEGORIES):
        ap.error(f"unknown categories {unknown}")
    if A.out.exists() and any(A.out.iterdir()) and not (A.out / ".hostile-sweep").exists():
        ap.error(f"{A.out} is not empty and not this script's: choose another --out")
    if {"variants", "mutated", "protocol", "tables"} & set(only) and not Path(A.engine).is_file():
        ap.error(f"no engine at {A.engine}: build it (cargo build --release -p asalto-engine-cli) or pass --engine")
    shutil.rmtree(A.out, ignore_errors=True)
    A.out.mkdir(parents=True)
    (A.out / ".hostile-sweep").touch()
    tested = f"engine: {binary_info(A.engine)}\ngame:   {binary_info(A.game)}"
    print(f"{tested}\nwork folder: {A.out}", flush=True)
    games = {"damaged", "kill9", "instances"} & set(only)
    xvfb, A.display = start_xvfb() if games and Path(A.game).is_file() else (None, None)
    lines = []
    try:
        for name in only:
            started = time.monotonic()
            if name in games and not A.display:
                lines.append(f"{name}: not run (no game binary or no Xvfb)")
                fail(name, "not run: no game binary or no Xvfb")
            else:
                lines.append(CATEGORIES[name](A.out, random.Random(f"{A.seed}-{name}")))
            print(f"{lines[-1]}  [{time.monotonic() - started:.0f} s]", flush=True)
    finally:
        for p in PROCS + [xvfb] * bool(xvfb):
            if p.poll() is None:
                p.terminate()  # timeout passes it on to the game
                if wait(p, 5) is None:
                    p.kill()
    report = "".join(f"\n{cat}: {len(msgs)} failures" + "".join(f"\n  {m}" for m in msgs)
                     for cat, msgs in FAILS.items())
    (A.out / "failures.txt").write_text(report.lstrip("\n") + "\n")
    print("\n".join(line[:300] for line in report.split("\n")[:60]) +
          ("\n  ... (all in failures.txt)" if report.count("\n") > 60 else ""))
    if tested != (now := f"engine: {binary_info(A.engine)}\ngame:   {binary_info(A.game)}"):
        print(f"\nthe binaries changed during the run; now:\n{now}")
    print("\n" + "\n".join(lines) + f"\n{'FAILED' if FAILS else 'all checks passed'}")
    return 1 if FAILS else 0


if __name__ == "__main__":
    sys.exit(main())

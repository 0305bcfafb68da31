"""The music's note format (music/README.md) read into notes, and notes written as a Standard
MIDI File (format 1, with the struct module), for scripts/gen-music.py.
"""
import math
import re
import struct

DIVISION = 480  # MIDI ticks per crotchet

DRUMS = {"bd": 36, "bd2": 35, "sd": 38, "sd2": 40, "rim": 37, "cym": 49, "tri": 81}
NOTE = {"C": 0, "D": 2, "E": 4, "F": 5, "G": 7, "A": 9, "B": 11}
TOKEN = re.compile(r"^(?P<pitch>[^/]+)/(?P<len>1|2|4|8|16|32|64)(?P<dot>\.?)(?P<tri>t?)"
                   r"(?:\*(?P<split>\d+))?(?P<mods>[>f~']*)(?:@(?P<vel>\d+))?$")


class MusicError(Exception):
    pass


def pitch_number(name, where):
    if name in DRUMS:
        return DRUMS[name]
    m = re.fullmatch(r"([A-G])(#|b)?(-?\d)", name)
    if not m:
        raise MusicError(f"{where}: '{name}' is not a pitch (like F#5, Bb3) or a drum "
                         f"({', '.join(DRUMS)})")
    n = 12 * (int(m.group(3)) + 1) + NOTE[m.group(1)] + {"#": 1, "b": -1, None: 0}[m.group(2)]
    if not 0 <= n <= 127:
        raise MusicError(f"{where}: {name} is outside MIDI's range")
    return n


def parse(path):
    """Reads a piece: its settings, tracks, sections and form. See music/README.md."""
    piece = {"title": "", "tempo": None, "meter": None, "tracks": {}, "defines": {},
             "sections": {}, "form": [], "reverb": {}}
    section = None
    with open(path, encoding="utf-8") as f:
        lines = f.readlines()
    for number, raw in enumerate(lines, 1):
        where = f"{path}:{number}"
        # A comment starts with '#' at the start of a line or after a space (F#5 is a pitch).
        line = re.sub(r"(^|\s)#.*", "", raw).strip()
        if not line:
            continue
        word, _, rest = line.partition(" ")
        rest = rest.strip()
        if section is not None:
            if word == "end":
                section = None
            elif word in piece["tracks"]:
                section.setdefault(word, []).append((where, rest.split()))
            else:
                raise MusicError(f"{where}: '{word}' is not a track (or 'end')")
        elif word == "title":
            piece["title"] = rest
        elif word == "tempo":
            piece["tempo"] = int(rest)
        elif word == "meter":
            beats, unit = rest.split("/")
            piece["meter"] = (int(beats), int(unit))
        elif word == "reverb":
            kv = rest.split()
            piece["reverb"] = {k: float(v) for k, v in zip(kv[::2], kv[1::2])}
        elif word == "track":
            name, *kv = rest.split()
            t = {"name": name, "program": 1, "channel": 1, "volume": 100, "pan": 64,
                 "reverb": 40, "chorus": 0, "velocity": 80, "gate": 0.9, "accent": 16}
            for k, v in zip(kv[::2], kv[1::2]):
                if k not in t:
                    raise MusicError(f"{where}: unknown track setting '{k}'")
                t[k] = float(v) if k == "gate" else int(v)
            piece["tracks"][name] = t
        elif word == "define":
            name, eq, *tokens = rest.split()
            if eq != "=":
                raise MusicError(f"{where}: define NAME = tokens")
            piece["defines"][name] = tokens
        elif word == "section":
            if rest in piece["sections"]:
                raise MusicError(f"{where}: section {rest} defined twice")
            section = piece["sections"][rest] = {}
        elif word == "form":
            piece["form"] += rest.split()
        else:
            raise MusicError(f"{where}: unknown line '{word}'")
    if section is not None:
        raise MusicError(f"{path}: a section has no 'end'")
    if not piece["tempo"] or not piece["meter"] or not piece["form"]:
        raise MusicError(f"{path}: needs tempo, meter and form")
    if 60_000_000 % piece["tempo"]:
        raise MusicError(f"{path}: the crotchet must be a whole number of microseconds")
    for name in piece["form"]:
        if name not in piece["sections"]:
            raise MusicError(f"{path}: the form names an unknown section '{name}'")
    return piece


def expand(tokens, defines, where, depth=0):
    out = []
    for tok in tokens:
        if tok.startswith("$"):
            if tok[1:] not in defines or depth > 8:
                raise MusicError(f"{where}: unknown define {tok}")
            out += expand(defines[tok[1:]], defines, where, depth + 1)
        else:
            out.append(tok)
    return out


def section_notes(piece, name):
    """The notes of one section, per track: (start tick, end tick, pitch, velocity), ticks from
    the section's start; and the section's length in ticks. Every bar must be full."""
    beats, unit = piece["meter"]
    bar_ticks = beats * DIVISION * 4 // unit
    notes, lengths = {}, {}
    for track, chunks in piece["sections"][name].items():
        t = piece["tracks"][track]
        where = chunks[0][0]
        tokens = []
        for w, toks in chunks:
            tokens += expand(toks, piece["defines"], w)
        tick, bar_start, bars = 0, 0, 0
        velocity = t["velocity"]
        out = []
        tied = None  # the notes a '~' carries into the next token
        for tok in tokens:
            if tok == "|":
                if tick != bar_start:
                    if tick - bar_start != bar_ticks:
                        raise MusicError(f"{where}: section {name}, track {track}, bar "
                                         f"{bars + 1} lasts {tick - bar_start} ticks, not "
                                         f"{bar_ticks}")
                    bars += 1
                    bar_start = tick
                continue
            if re.fullmatch(r"@\d+", tok):
                velocity = int(tok[1:])
                continue
            m = TOKEN.match(tok)
            if not m:
                raise MusicError(f"{where}: section {name}, track {track}: cannot read '{tok}'")
            length = note_ticks(m, where, tok)
            if tok.startswith("r/"):
                tick += length
                tied = None
                continue
            pitches = [pitch_number(p, where) for p in m.group("pitch").split("+")]
            mods = m.group("mods")
            vel = int(m.group("vel")) if m.group("vel") else velocity
            if ">" in mods:
                vel += t["accent"]
            gate = 0.5 if "'" in mods else t["gate"]
            if tied is not None and sorted(p for _, p in tied) == sorted(pitches):
                # A tie: the held notes last to the end of this one.
                for idx, _ in tied:
                    s, _, p, v = out[idx]
                    out[idx] = (s, tick + round(length * gate), p, v)
                tied = [(idx, p) for idx, p in tied] if "~" in mods else None
                tick += length
                continue
            split = int(m.group("split") or 1)
            if length % split:
                raise MusicError(f"{where}: '{tok}' does not split evenly")
            stroke = length // split
            if "f" in mods:
                # A flam: a soft grace stroke just before the main one.
                for p in pitches:
                    out.append((max(0, tick - DIVISION // 24), tick, p, max(1, vel * 2 // 5)))
            held = []
            for k in range(split):
                # Alternate hands in a roll: every other stroke a little softer.
                v = vel if k % 2 == 0 or split == 1 else vel - 8
                for p in pitches:
                    held.append((len(out), p))
                    out.append((tick + k * stroke, tick + k * stroke + max(1, round(stroke * gate)),
                                p, max(1, min(127, v))))
            tied = held if "~" in mods else None
            tick += length
        if tick != bar_start:
            raise MusicError(f"{where}: section {name}, track {track}: the last bar is not "
                             f"closed with '|' or is not full")
        notes[track] = out
        lengths[track] = tick
    if len(set(lengths.values())) > 1:
        raise MusicError(f"section {name}: tracks differ in length: {lengths}")
    return notes, next(iter(lengths.values()))


def note_ticks(m, where, tok):
    whole = DIVISION * 4
    n = int(m.group("len"))
    ticks = whole / n
    if m.group("dot"):
        ticks *= 1.5
    if m.group("tri"):
        ticks *= 2 / 3
    if ticks != int(ticks):
        raise MusicError(f"{where}: '{tok}' is not a whole number of ticks")
    return int(ticks)


def arrange(piece, form):
    """All notes of the sections in `form`, one after another: {track: [(on, off, pitch,
    velocity)]}, and the total length in ticks."""
    out = {name: [] for name in piece["tracks"]}
    at = 0
    cache = {}
    for name in form:
        if name not in cache:
            cache[name] = section_notes(piece, name)
        notes, length = cache[name]
        for track, ns in notes.items():
            out[track] += [(at + a, at + b, p, v) for a, b, p, v in ns]
        at += length
    return out, at


def varlen(n):
    b = [n & 0x7F]
    n >>= 7
    while n:
        b.append(0x80 | (n & 0x7F))
        n >>= 7
    return bytes(reversed(b))


def chunk(events):
    """An MTrk chunk from (tick, order, bytes) events."""
    data, last = b"", 0
    for tick, _, msg in sorted(events, key=lambda e: (e[0], e[1])):
        data += varlen(tick - last) + msg
        last = tick
    data += varlen(0) + b"\xff\x2f\x00"
    return b"MTrk" + struct.pack(">I", len(data)) + data


def meta(kind, payload):
    return bytes([0xFF, kind]) + varlen(len(payload)) + payload


def midi_file(piece, notes, solo=None):
    """A format-1 Standard MIDI File: a conductor track, then one track per instrument track.
    Programs are General MIDI's numbers 1 to 128 in the note data (the MIDI byte is one less);
    on channel 10 the program chooses the drum kit (49: Orchestra)."""
    beats, unit = piece["meter"]
    conductor = [(0, 0, meta(0x03, piece["title"].encode()[:120])),
                 (0, 1, meta(0x51, struct.pack(">I", 60_000_000 // piece["tempo"])[1:])),
                 (0, 2, meta(0x58, bytes([beats, int(math.log2(unit)), 24, 8])))]
    chunks = [chunk(conductor)]
    channels = {}
    for name, t in piece["tracks"].items():
        ch = t["channel"] - 1
        setup = (t["program"], t["volume"], t["pan"], t["reverb"], t["chorus"])
        if channels.setdefault(ch, setup) != setup:
            raise MusicError(f"track {name}: channel {t['channel']} is set up differently by "
                             f"another track")
        volume = 0 if solo is not None and name != solo else t["volume"]
        ev = [(0, 0, meta(0x03, name.encode())),
              (0, 1, bytes([0xC0 | ch, t["program"] - 1])),
              (0, 2, bytes([0xB0 | ch, 7, volume])),
              (0, 3, bytes([0xB0 | ch, 10, t["pan"]])),
              (0, 4, bytes([0xB0 | ch, 91, t["reverb"]])),
              (0, 5, bytes([0xB0 | ch, 93, t["chorus"]])),
              (0, 6, bytes([0xB0 | ch, 11, 127]))]
        for on, off, p, v in notes[name]:
            # At one tick, note-offs go before note-ons, so a repeated note is struck again.
            ev.append((off, 10, bytes([0x80 | ch, p, 64])))
            ev.append((on, 20, bytes([0x90 | ch, p, v])))
        chunks.append(chunk(ev))
    if solo is not None:
        # Tracks sharing the soloed track's channel would unmute it: silence their notes.
        keep = piece["tracks"][solo]["channel"]
        for i, (name, t) in enumerate(piece["tracks"].items(), 1):
            if name != solo and t["channel"] == keep:
                chunks[i] = chunk([(0, 0, meta(0x03, name.encode()))])
    header = b"MThd" + struct.pack(">IHHH", 6, 1, len(chunks), DIVISION)
    return header + b"".join(chunks)

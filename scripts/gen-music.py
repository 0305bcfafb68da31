#!/usr/bin/env python3
"""Renders the game's two pieces of music from the note data in music/ and writes them as OGG
Vorbis under assets/audio/: music_menu.ogg (a quick march for fifes and drums) and
music_game.ogg (a minuet for harpsichord and strings). docs/audio.md ("Music") describes them.

Each music/<name>.txt (the format is described in music/README.md) becomes a Standard MIDI File
written here with the struct module, which FluidSynth renders with the FluidR3 General MIDI
SoundFont (MIT licence, music/LICENSE-FluidR3_GM.txt) to 32-bit float at 44.1 kHz. The stereo
render is mixed to mono (half the size of stereo for the web download), made into a seamless
loop, normalised to -20 LUFS integrated (BS.1770, scripts/loudness.py) with its true peak
checked below -1.5 dBTP, and encoded with `oggenc -q 2 --serial 7`.

The loop: the MIDI file holds the whole piece and then its opening again (whole sections, at
least LOOP_TAIL + 1 s), so the render of the opening after the end carries the end's reverb and
release tail, as it would when the game loops the file. The file is the piece's length exactly;
its first LOOP_TAIL seconds are taken from that second rendering of the opening, crossfading
over the last CROSSFADE seconds into the first rendering. The last sample leads into the first
as consecutive samples of one render. The two renders of the opening are the same samples apart
from the end's tail (which has died away long before the crossfade), because each piece lasts a
whole number of 16 s: FluidSynth starts events on 64-sample blocks in whole milliseconds (a
640 ms cycle) and modulates its reverb with a 1 Hz sine (a 1 s cycle).

Needs Python 3, FluidSynth and the SoundFont (Debian: fluidsynth, fluid-soundfont-gm) and oggenc
(vorbis-tools); `--check` also needs oggdec (vorbis-tools). With the same FluidSynth and
libvorbis versions the output is byte-for-byte reproducible (FluidSynth renders to float, so no
dither, and the Ogg serial is fixed). `--check` therefore compares bytes first; if they differ
(another FluidSynth, SoundFont or libvorbis version, whose floating-point results or encoder
decisions may differ slightly), it falls back to comparing what is heard: the decoded duration
within 10 ms and the integrated loudness within 0.5 LU, and says which check passed.

Usage (from the repository root):
  scripts/gen-music.py [OUT_DIR]       write music_menu.ogg and music_game.ogg (default
                                       assets/audio)
  scripts/gen-music.py --check         regenerate into a temporary folder and compare
  scripts/gen-music.py --midi DIR      write only the MIDI files (to listen to the note data)
  scripts/gen-music.py --stems         loudness of each track rendered alone (for balancing)
"""
import array
import math
import os
import re
import struct
import subprocess
import sys
import tempfile
import wave

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from loudness import PEAK_CEILING, PEAK_MARGIN, RATE, loudness, target, true_peak  # noqa: E402

SOUNDFONT = "/usr/share/sounds/sf2/FluidR3_GM.sf2"
MUSIC_DIR = "music"
PIECES = ("music_menu", "music_game")
DIVISION = 480  # MIDI ticks per crotchet
LOOP_TAIL = 4.0  # seconds of the opening rendered again after the end
CROSSFADE = 0.5  # seconds, at the end of LOOP_TAIL
# A piece must last a whole number of 16 s, so that its opening falls the same way the second
# time: FluidSynth plays MIDI events at the start of a 64-sample block, in whole milliseconds
# (441 blocks, 640 ms, is the shortest whole number of both), and its reverb's delay lines are
# modulated by a 1 Hz sine updated every 50 samples (a whole number of seconds).
ALIGN = 16 * RATE

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


def render(piece, midi_path, raw_path):
    """FluidSynth renders the MIDI file to raw 32-bit float stereo, without chorus."""
    reverb = piece["reverb"]
    opts = []
    for key, setting in (("room", "room-size"), ("damp", "damp"), ("width", "width"),
                         ("level", "level")):
        if key in reverb:
            opts += ["-o", f"synth.reverb.{setting}={reverb[key]}"]
    subprocess.run(["fluidsynth", "-ni", "-q", "-R", "1", "-C", "0", "-r", str(RATE),
                    "-T", "raw", "-O", "float", "-E", "little", *opts,
                    "-F", raw_path, SOUNDFONT, midi_path],
                   check=True, stdout=subprocess.DEVNULL)
    samples = array.array("f")
    with open(raw_path, "rb") as f:
        samples.frombytes(f.read())
    if sys.byteorder == "big":
        samples.byteswap()
    # Mono: the mean of the two channels.
    return [0.5 * (a + b) for a, b in zip(samples[0::2], samples[1::2])]


def loop(rendered, length):
    """The piece as a seamless loop of `length` samples, from a render of the piece followed by
    its opening again (see the module's docstring)."""
    tail, fade = int(LOOP_TAIL * RATE), int(CROSSFADE * RATE)
    if len(rendered) < length + tail:
        raise MusicError(f"the render is {len(rendered)} samples, fewer than {length + tail}")
    out = rendered[:length]
    for i in range(tail):
        w = 1.0 if i < tail - fade else 0.5 + 0.5 * math.cos(math.pi * (i - tail + fade) / fade)
        out[i] = w * rendered[length + i] + (1 - w) * rendered[i]
    return out


def build(name, work, verbose=True):
    """Parses, writes MIDI, renders and loops one piece; returns the mono samples (not yet
    normalised) and a few figures about the loop's join."""
    piece = parse(os.path.join(MUSIC_DIR, name + ".txt"))
    notes, ticks = arrange(piece, piece["form"])
    us = 60_000_000 // piece["tempo"]
    exact = ticks * us * RATE / (DIVISION * 1_000_000)
    length = round(exact)
    if length != exact or length % ALIGN:
        raise MusicError(f"{name}: the piece lasts {exact / RATE:.4f} s; it must be a whole "
                         f"number of 16 s for the loop's two renders to line up")
    # The opening again, for the tail: whole sections until at least LOOP_TAIL + 1 s.
    opening, seconds = [], 0.0
    for section in piece["form"]:
        opening.append(section)
        seconds += section_notes(piece, section)[1] * us / (DIVISION * 1e6)
        if seconds >= LOOP_TAIL + 1:
            break
    notes, _ = arrange(piece, piece["form"] + opening)
    mid = os.path.join(work, name + ".mid")
    with open(mid, "wb") as f:
        f.write(midi_file(piece, notes))
    rendered = render(piece, mid, os.path.join(work, name + ".raw"))
    out = loop(rendered, length)
    tail, fade = int(LOOP_TAIL * RATE), int(CROSSFADE * RATE)
    # The second render of the opening less the first is what the end leaves there (its
    # release and reverb); against the music, at the loop point and across the crossfade.
    def level(a, b=None):
        d = a if b is None else [q - p for p, q in zip(a, b)]
        return 10 * math.log10(max(1e-30, sum(v * v for v in d) / len(d)))
    start = slice(0, RATE // 10)
    cross = slice(tail - fade, tail)
    first = rendered[:tail]
    again = rendered[length:length + tail]
    join = {
        "seconds": length / RATE,
        "tail_at_start_db": level(first[start], again[start]) - level(again[start]),
        "tail_at_fade_db": level(first[cross], again[cross]) - level(again[cross]),
        "last_first": (out[-1], out[0]),
    }
    if verbose:
        print(f"{name}: {piece['title']}; {length / RATE:.3f} s; what the end leaves in the "
              f"opening is {-join['tail_at_start_db']:.0f} dB under the music at the loop point "
              f"and {-join['tail_at_fade_db']:.0f} dB under it at the crossfade")
    return out, join


def write_wav(path, samples):
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", max(-32768, min(32767, int(round(s * 32767)))))
                               for s in samples))


def normalise(name, samples):
    """Scales to the music's loudness target; refuses a piece whose true peak would then come
    within PEAK_MARGIN of the ceiling (no limiter)."""
    gain = 10 ** ((target(name) - loudness(samples)) / 20)
    out = [gain * v for v in samples]
    tp = true_peak(out)
    if tp > PEAK_CEILING - PEAK_MARGIN:
        raise MusicError(f"{name}: at {target(name)} LUFS its peak is {tp:.2f} dBTP, above "
                         f"{PEAK_CEILING - PEAK_MARGIN} dBTP")
    return out, tp


def generate(out_dir, verbose=True):
    os.makedirs(out_dir, exist_ok=True)
    with tempfile.TemporaryDirectory() as work:
        for name in PIECES:
            samples, _ = build(name, work, verbose)
            samples, tp = normalise(name, samples)
            wav = os.path.join(work, name + ".wav")
            write_wav(wav, samples)
            # A fixed serial number keeps the output identical from run to run.
            subprocess.run(["oggenc", "-Q", "-q", "2", "--serial", "7", "-o",
                            os.path.join(out_dir, name + ".ogg"), wav], check=True)
            if verbose:
                size = os.path.getsize(os.path.join(out_dir, name + ".ogg"))
                print(f"{name}.ogg: {size / 1e6:.2f} MB, true peak {tp:.1f} dBTP before coding")


def decoded(path, work):
    wav = os.path.join(work, "decoded.wav")
    subprocess.run(["oggdec", "-Q", "-o", wav, path], check=True)
    with wave.open(wav, "rb") as w:
        frames = w.readframes(w.getnframes())
        n = w.getnchannels()
    x = array.array("h")
    x.frombytes(frames)
    if sys.byteorder == "big":
        x.byteswap()
    return [sum(x[i:i + n]) / (n * 32768) for i in range(0, len(x), n)]


def check():
    with tempfile.TemporaryDirectory() as tmp:
        generate(tmp, verbose=False)
        same = [n for n in PIECES
                if open(os.path.join(tmp, n + ".ogg"), "rb").read()
                == open(os.path.join("assets/audio", n + ".ogg"), "rb").read()]
        if len(same) == len(PIECES):
            print("assets/audio/music_*.ogg match scripts/gen-music.py byte for byte")
            return
        bad = []
        for n in PIECES:
            if n in same:
                continue
            fresh = decoded(os.path.join(tmp, n + ".ogg"), tmp)
            old = decoded(os.path.join("assets/audio", n + ".ogg"), tmp)
            dt = abs(len(fresh) - len(old)) / RATE
            dl = abs(loudness(fresh) - loudness(old))
            print(f"{n}.ogg differs in its bytes; duration differs by {dt * 1000:.1f} ms, "
                  f"loudness by {dl:.2f} LU")
            if dt > 0.010 or dl > 0.5:
                bad.append(n)
        if bad:
            sys.exit(f"assets/audio differs from what scripts/gen-music.py makes: "
                     f"{', '.join(bad)}")
        print("assets/audio/music_*.ogg match scripts/gen-music.py within 10 ms and 0.5 LU "
              "(not byte for byte: another FluidSynth or libvorbis version?)")


def stems():
    """Renders each track alone (the others at volume 0) and prints its loudness."""
    with tempfile.TemporaryDirectory() as work:
        for name in PIECES:
            piece = parse(os.path.join(MUSIC_DIR, name + ".txt"))
            notes, _ = arrange(piece, piece["form"])
            for track in piece["tracks"]:
                mid = os.path.join(work, "stem.mid")
                with open(mid, "wb") as f:
                    f.write(midi_file(piece, notes, solo=track))
                x = render(piece, mid, os.path.join(work, "stem.raw"))
                print(f"{name} {track}: {loudness(x):.1f} LUFS, peak "
                      f"{20 * math.log10(max(1e-9, max(abs(v) for v in x))):.1f} dBFS (as "
                      f"rendered, before normalising)")


def main():
    args = [a if a.startswith("--") else os.path.abspath(a) for a in sys.argv[1:]]
    os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    try:
        if args and args[0] == "--check":
            check()
        elif args and args[0] == "--stems":
            stems()
        elif args and args[0] == "--midi":
            os.makedirs(args[1], exist_ok=True)
            for name in PIECES:
                piece = parse(os.path.join(MUSIC_DIR, name + ".txt"))
                notes, _ = arrange(piece, piece["form"])
                with open(os.path.join(args[1], name + ".mid"), "wb") as f:
                    f.write(midi_file(piece, notes))
        else:
            generate(args[0] if args else "assets/audio")
    except MusicError as e:
        sys.exit(str(e))


if __name__ == "__main__":
    main()

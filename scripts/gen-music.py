#!/usr/bin/env python3
"""Renders the game's two pieces of music from the note data in music/ and writes them as OGG
Vorbis under assets/audio/: music_menu.ogg (a quick march for fifes and drums) and
music_game.ogg (a minuet for harpsichord and strings). docs/audio.md ("Music") describes them.

Each music/<name>.txt (the format is described in music/README.md) becomes a Standard MIDI File
(scripts/score.py reads the notes and writes the file), which FluidSynth renders with the
FluidR3 General MIDI SoundFont (MIT licence, music/LICENSE-FluidR3_GM.txt) to 32-bit float at
44.1 kHz. The stereo render is mixed to mono (half the size of stereo for the web download),
made into a seamless loop, normalised to -20 LUFS integrated (BS.1770, scripts/loudness.py) with its true peak
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
import subprocess
import sys
import tempfile
import wave

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from loudness import RATE, TooPeaky, loudness, normalise, write_wav  # noqa: E402
from score import DIVISION, MusicError, arrange, midi_file, parse, section_notes  # noqa: E402

SOUNDFONT = "/usr/share/sounds/sf2/FluidR3_GM.sf2"
MUSIC_DIR = "music"
PIECES = ("music_menu", "music_game")
LOOP_TAIL = 4.0  # seconds of the opening rendered again after the end
CROSSFADE = 0.5  # seconds, at the end of LOOP_TAIL
# A piece must last a whole number of 16 s, so that its opening falls the same way the second
# time: FluidSynth plays MIDI events at the start of a 64-sample block, in whole milliseconds
# (441 blocks, 640 ms, is the shortest whole number of both), and its reverb's delay lines are
# modulated by a 1 Hz sine updated every 50 samples (a whole number of seconds).
ALIGN = 16 * RATE

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
    except (MusicError, TooPeaky) as e:
        sys.exit(str(e))


if __name__ == "__main__":
    main()

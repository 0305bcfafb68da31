#!/usr/bin/env python3
"""Synthesises the game's sound effects and writes them as OGG Vorbis under assets/audio/.

The sounds are made here from sine waves and seeded noise, so their licence is the project's own.
Needs Python 3 and `oggenc` (Debian: vorbis-tools). Output is byte-for-byte reproducible with the
same oggenc version: `scripts/gen-sounds.py --check` regenerates into a temporary folder and
compares with the committed files.
Usage: scripts/gen-sounds.py [--check] [OUT_DIR]   (run from the repository root)
"""
import math
import os
import random
import struct
import subprocess
import sys
import tempfile
import wave

RATE = 44100


def envelope(t, attack, decay):
    """A quick rise, then an exponential fall: the shape of a struck piece."""
    if t < attack:
        return t / attack
    return math.exp(-(t - attack) / decay)


def tone(freqs, length, attack=0.004, decay=0.1, noise=0.0, seed=1, glide=None):
    rng = random.Random(seed)
    out = []
    phase = [0.0] * len(freqs)
    for i in range(int(length * RATE)):
        t = i / RATE
        f_scale = 1.0 if glide is None else glide(t / length)
        s = 0.0
        for k, (f, amp) in enumerate(freqs):
            phase[k] += 2 * math.pi * f * f_scale / RATE
            s += amp * math.sin(phase[k])
        if noise:
            s += noise * (rng.random() * 2 - 1) * math.exp(-t / 0.012)
        out.append(s * envelope(t, attack, decay))
    return out


def notes(seq, note_len, decay, gap=0.0):
    """A little melody of bell-like notes (fundamental plus two soft overtones)."""
    out = []
    for n, f in enumerate(seq):
        part = tone([(f, 0.6), (2 * f, 0.2), (3 * f, 0.08)], note_len, decay=decay, seed=n)
        start = int(n * (note_len * 0.55 + gap) * RATE)
        end = start + len(part)
        if len(out) < end:
            out.extend([0.0] * (end - len(out)))
        for i, v in enumerate(part):
            out[start + i] += v
    return out


def music():
    """A quiet ambient loop for the menus: four soft chords (A minor, F, C, E minor), each
    swelling in and out over 8 s and starting 6 s after the one before, on a low drone. Time
    wraps around the loop's length, so the end flows into the start without a seam."""
    length = 24.0
    chords = [[220.0, 261.63, 329.63], [174.61, 220.0, 261.63],
              [196.0, 261.63, 329.63], [164.81, 246.94, 329.63]]
    n = int(length * RATE)
    out = [0.0] * n
    swell = 8.0
    for c, chord in enumerate(chords):
        start = c * 6.0
        for f in chord:
            for partial, amp in ((1, 0.5), (2, 0.12)):
                w = 2 * math.pi * f * partial / RATE
                for i in range(n):
                    t = (i / RATE - start) % length
                    if t >= swell:
                        continue
                    window = 0.5 - 0.5 * math.cos(2 * math.pi * t / swell)
                    out[i] += amp * window * math.sin(w * t * RATE)
    # The drone: A2, a whole number of cycles per loop so it wraps cleanly.
    for i in range(n):
        out[i] += 0.35 * math.sin(2 * math.pi * 110.0 * i / RATE)
    return out


def sounds():
    return {
        "music": music(),
        # A light tick for buttons.
        "ui_click": tone([(1900, 0.5), (3800, 0.15)], 0.05, attack=0.001, decay=0.012, noise=0.2),
        # Wood on wood: a piece set down firmly (placement), or slid one point (step).
        "place": tone([(170, 0.7), (340, 0.25), (510, 0.1)], 0.35, decay=0.07, noise=0.5, seed=2),
        "step": tone([(300, 0.55), (620, 0.2)], 0.18, decay=0.04, noise=0.35, seed=3),
        # A sharp clack for each hop of a capture.
        "capture": tone([(520, 0.5), (1050, 0.3), (1570, 0.12)], 0.25, attack=0.002, decay=0.05, noise=0.7, seed=4),
        # A falling whistle: an officer blown off the board for a missed capture.
        "huff": tone([(640, 0.45), (1280, 0.12)], 0.7, attack=0.02, decay=0.35,
                     glide=lambda x: 1.0 - 0.6 * x),
        # A dull double buzz: that move is not allowed.
        "illegal": tone([(110, 0.4), (220, 0.25), (330, 0.18), (440, 0.1)], 0.22, attack=0.005, decay=0.08),
        # A rising major arpeggio, and a falling minor one.
        "victory": notes([523.25, 659.25, 783.99, 1046.5], 0.6, decay=0.25),
        "defeat": notes([440.0, 349.23, 293.66, 220.0], 0.75, decay=0.3, gap=0.08),
    }


def write_wav(path, samples):
    peak = max(1e-9, max(abs(s) for s in samples))
    scale = 0.8 * 32767 / peak
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(round(s * scale))) for s in samples))


def generate(out_dir):
    os.makedirs(out_dir, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        for name, samples in sounds().items():
            wav = os.path.join(tmp, name + ".wav")
            write_wav(wav, samples)
            # A fixed serial number keeps the output identical from run to run.
            quality = "1" if name == "music" else "4"
            subprocess.run(["oggenc", "-Q", "-q", quality, "--serial", "7", "-o",
                            os.path.join(out_dir, name + ".ogg"), wav], check=True)


def main():
    args = sys.argv[1:]
    if args and args[0] == "--check":
        with tempfile.TemporaryDirectory() as tmp:
            generate(tmp)
            bad = [n for n in sorted(os.listdir(tmp))
                   if open(os.path.join(tmp, n), "rb").read()
                   != open(os.path.join("assets/audio", n), "rb").read()]
        if bad:
            sys.exit(f"assets/audio differs from what scripts/gen-sounds.py makes: {', '.join(bad)}")
        print("assets/audio matches scripts/gen-sounds.py")
        return
    generate(args[0] if args else "assets/audio")


main()

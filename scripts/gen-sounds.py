#!/usr/bin/env python3
"""Synthesises the game's sound effects and writes them as OGG Vorbis under assets/audio/.

The effects are wooden knocks made by modal synthesis (damped sine partials at a wooden bar's
ratios, plus a short filtered-noise contact); the music is sine chords. Everything comes from
this script and seeded noise, so the licence is the project's own. Each file is normalised to a
loudness target (EBU R128 / ITU-R BS.1770, measured here) before encoding. docs/audio.md
explains the method and the targets.

Needs Python 3 and `oggenc` (Debian: vorbis-tools); `--report` also needs `oggdec` (the same
package) and `ffmpeg`. Output is byte-for-byte reproducible with the same oggenc version:
`--check` regenerates into a temporary folder and compares with the committed files; `--report`
measures the committed files and fails if one is off its loudness target or too peaky.
Usage (from the repository root):
  scripts/gen-sounds.py [OUT_DIR]      write the files (default assets/audio)
  scripts/gen-sounds.py --check        compare a fresh build with assets/audio
  scripts/gen-sounds.py --report [DIR] duration, loudness and true peak of each OGG
"""
import math
import os
import random
import subprocess
import sys
import tempfile

from loudness import RATE, TooPeaky, biquad, normalise, report, write_wav

# ---------------------------------------------------------------------------------------------
# Building blocks

# The bending modes of a free-free uniform bar: (beta_n / beta_1)^2 with beta_n L = 4.730,
# 7.853, 10.996, 14.137. A game piece and the board under it are free wooden bars or plates
# rather than strings, so their partials are inharmonic like these; that is what makes a knock
# sound like wood and not like a note.
BAR = (1.0, 2.756, 5.404, 8.933)
# A marimba bar is undercut until its first overtones sit two octaves and about 3.3 octaves up
# (1 : 4 : 10), which gives a clear pitch for the tuned phrases.
MARIMBA = (1.0, 4.0, 10.0)


def silence(seconds):
    return [0.0] * int(seconds * RATE)


def mix(out, part, at, gain=1.0):
    """Adds `part` into `out` starting `at` seconds in, growing `out` as needed."""
    start = int(round(at * RATE))
    if len(out) < start + len(part):
        out.extend([0.0] * (start + len(part) - len(out)))
    for i, v in enumerate(part):
        out[start + i] += gain * v
    return out


def bandpass(fc, q):
    """An RBJ-cookbook band-pass (0 dB peak gain) around `fc` Hz."""
    w = 2 * math.pi * fc / RATE
    alpha = math.sin(w) / (2 * q)
    a0 = 1 + alpha
    return (alpha / a0, 0.0, -alpha / a0, -2 * math.cos(w) / a0, (1 - alpha) / a0)


def lowpass1(x, fc):
    """A one-pole low-pass."""
    k = 1 - math.exp(-2 * math.pi * fc / RATE)
    y, s = [], 0.0
    for v in x:
        s += k * (v - s)
        y.append(s)
    return y


def modes(f1, amps, tau1, length, ratios=BAR, contact=0.0007):
    """A struck wooden object: one exponentially damped sine per mode, at f1 * ratio with the
    given amplitude. Wood's loss factor is about the same at every frequency, so each mode rings
    for about the same number of cycles: a mode `ratio` times higher decays `ratio` times
    faster (tau1 / ratio). The first `contact` seconds rise as a raised cosine, for the few
    tenths of a millisecond the surfaces are in contact."""
    n = int(length * RATE)
    out = [0.0] * n
    for r, a in zip(ratios, amps):
        f = f1 * r
        if f > 0.4 * RATE or a == 0:
            continue
        w = 2 * math.pi * f / RATE
        fall = math.exp(-r / (tau1 * RATE))
        env = a
        for i in range(n):
            out[i] += env * math.sin(w * i)
            env *= fall
            if env < 1e-6:
                break
    rise = int(contact * RATE)
    for i in range(min(rise, n)):
        out[i] *= 0.5 - 0.5 * math.cos(math.pi * i / rise)
    return out


def click(fc, q, tau, amp, seed, length=0.012):
    """The contact itself: a burst of seeded white noise rising in 0.3 ms and dying away in `tau`
    seconds (a few ms), through a band-pass around `fc`."""
    rng = random.Random(seed)
    n = int(length * RATE)
    rise = 0.0003 * RATE
    x = [amp * (rng.random() * 2 - 1) * min(1.0, i / rise) * math.exp(-i / (tau * RATE))
         for i in range(n)]
    return biquad(x, bandpass(fc, q))


def scrape(length, fc, seed, amp=1.0):
    """A piece's felt or wooden base sliding over the board: band-passed noise under a smooth
    swell, its level wavering (low-passed noise) as the base catches on the grain."""
    rng = random.Random(seed)
    n = int(length * RATE)
    noise = biquad([rng.random() * 2 - 1 for _ in range(n)], bandpass(fc, 0.7))
    grain = lowpass1([rng.random() * 2 - 1 for _ in range(n)], 40.0)
    g_peak = max(abs(g) for g in grain) or 1.0
    out = []
    for i in range(n):
        x = i / n
        swell = math.sin(math.pi * x) ** 2 * (1.2 - 0.4 * x)
        out.append(amp * noise[i] * swell * (1.0 + 0.6 * grain[i] / g_peak))
    return out


def knock(f1, amps, tau1, length, noise_fc, noise_amp, seed, noise_tau=0.002, q=0.9,
          ratios=BAR):
    """One knock: the modes of the struck wood and the noise of the contact."""
    return mix(modes(f1, amps, tau1, length, ratios),
               click(noise_fc, q, noise_tau, noise_amp, seed), 0.0)


def finish(samples, fade=0.02):
    """Every effect ends with a raised-cosine fade, so its last sample is silent, and starts
    after 4 ms of silence, so that the Vorbis coding's smearing of the first strike does not
    reach the first sample."""
    n = len(samples)
    m = min(int(fade * RATE), n)
    for i in range(m):
        samples[n - m + i] *= 0.5 + 0.5 * math.cos(math.pi * (i + 1) / m)
    return silence(0.004) + samples


# ---------------------------------------------------------------------------------------------
# The effects


def place():
    """A piece set down firmly: the board's low modes ring under the piece's own knock."""
    out = silence(0.38)
    mix(out, modes(150, (1.0, 0.4, 0.15, 0.05), 0.16, 0.38), 0.0)
    mix(out, knock(520, (0.25, 0.12, 0.05, 0.02), 0.05, 0.2, 2200, 0.3, seed=2), 0.0)
    return finish(out, 0.04)


def step():
    """A piece slid one point, then set down: a soft scrape, then a light knock."""
    out = scrape(0.085, 1700, seed=3, amp=0.8)
    mix(out, modes(240, (0.6, 0.25, 0.1, 0.03), 0.17, 0.3), 0.08)
    mix(out, knock(760, (0.25, 0.12, 0.05, 0.02), 0.05, 0.2, 2600, 0.35, seed=13), 0.08)
    return finish(out, 0.04)


def capture():
    """A sharp, bright clack of wood on wood, twice: the jump over the taken piece, and the
    landing on the board beyond."""
    out = silence(0.45)
    mix(out, knock(1150, (0.6, 0.3, 0.12, 0.05), 0.11, 0.25, 4200, 0.8, seed=4, q=0.8), 0.0)
    mix(out, knock(1020, (0.5, 0.25, 0.1, 0.04), 0.11, 0.3, 3800, 0.8, seed=14, q=0.8), 0.11)
    mix(out, modes(250, (0.3, 0.12, 0.05, 0.02), 0.12, 0.33), 0.11)
    return finish(out, 0.04)


def huff():
    """An officer taken off the board: the lift (a short scrape), then the piece dropped into
    the box, a dull knock that bounces and settles in quicker, softer knocks."""
    out = scrape(0.07, 1300, seed=5, amp=0.9)
    t, gain, gap = 0.2, 1.0, 0.12
    for bounce in range(5):
        mix(out, modes(140, (0.9, 0.3, 0.06, 0.0), 0.12, 0.35), t, gain)
        mix(out, knock(430 * (1 + 0.04 * bounce), (0.4, 0.12, 0.03, 0.0), 0.04, 0.15, 900, 0.4,
                       seed=15 + bounce), t, gain)
        t += gap
        gain *= 0.55
        gap *= 0.7
    return finish(out, 0.06)


def illegal():
    """No: two muted knocks, low and dry, the second a little lower."""
    out = silence(0.34)
    for n, (at, f) in enumerate(((0.0, 190), (0.13, 170))):
        mix(out, modes(f, (1.0, 0.35, 0.12, 0.0), 0.065, 0.2), at)
        mix(out, click(700, 0.7, 0.002, 0.5, seed=6 + n), at)
    return finish(out, 0.03)


def ui_click():
    """A tiny bright wooden tick, like a small woodblock."""
    out = silence(0.09)
    mix(out, knock(2300, (0.7, 0.25, 0.06, 0.0), 0.055, 0.09, 6000, 0.25, seed=1, q=1.2), 0.0)
    return finish(out, 0.015)


def bar_note(f, tau1, seed):
    """One note on a marimba-like wooden bar struck by a soft mallet."""
    length = min(5 * tau1, 1.2)
    return knock(f, (1.0, 0.2, 0.05), tau1, length, 1200, 0.25, seed, noise_tau=0.003,
                 q=0.7, ratios=MARIMBA)


def phrase(notes, seed):
    out = []
    for n, (at, f, tau1) in enumerate(notes):
        mix(out, bar_note(f, tau1, seed + n), at)
    return finish(out, 0.08)


def victory():
    """A rising major arpeggio (C5 E5 G5, then C6 over C5, held) on the wooden bar."""
    return phrase([(0.0, 523.25, 0.16), (0.12, 659.25, 0.16), (0.24, 783.99, 0.16),
                   (0.38, 1046.5, 0.3), (0.38, 523.25, 0.25)], seed=20)


def defeat():
    """A falling minor arpeggio (A4 F4 D4, then A3 held), slower."""
    return phrase([(0.0, 440.0, 0.2), (0.2, 349.23, 0.2), (0.4, 293.66, 0.2),
                   (0.62, 220.0, 0.35)], seed=30)


def sounds():
    return {
        "ui_click": ui_click(),
        "place": place(),
        "step": step(),
        "capture": capture(),
        "huff": huff(),
        "illegal": illegal(),
        "victory": victory(),
        "defeat": defeat(),
    }


# ---------------------------------------------------------------------------------------------
# Files


def generate(out_dir):
    os.makedirs(out_dir, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        for name, samples in sounds().items():
            wav = os.path.join(tmp, name + ".wav")
            try:
                samples, _ = normalise(name, samples)
            except TooPeaky as e:
                sys.exit(str(e))
            write_wav(wav, samples)
            # A fixed serial number keeps the output identical from run to run.
            subprocess.run(["oggenc", "-Q", "-q", "4", "--serial", "7", "-o",
                            os.path.join(out_dir, name + ".ogg"), wav], check=True)


def main():
    args = sys.argv[1:]
    if args and args[0] == "--report":
        report(*args[1:])
        return
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


if __name__ == "__main__":
    main()

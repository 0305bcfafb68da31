"""Loudness and true peak as ITU-R BS.1770-4 defines them (the measure EBU R128 uses), for the
game's sounds: measured in plain Python by scripts/gen-sounds.py, which normalises each sound
before encoding (so its output does not depend on another program's version), and checked on
the encoded files with ffmpeg's ebur128 filter by `scripts/gen-sounds.py --report`.
"""
import math
import os
import re
import struct
import subprocess
import sys
import tempfile
import wave

RATE = 44100

# Loudness targets in LUFS (integrated, BS.1770), and the true-peak ceiling in dBTP.
EFFECTS_LUFS = -16.0
MUSIC_LUFS = -20.0
PEAK_CEILING = -1.0
# The generator leaves this much more room under the ceiling, for the Vorbis coding's overshoot.
PEAK_MARGIN = 0.5
# BS.1770 measures 400 ms blocks; a shorter file is padded with silence to 400 ms for measuring
# only, so its loudness is that of the one block that holds all of it.
BLOCK = int(0.4 * RATE)
HOP = BLOCK // 4


def target(name):
    """The loudness target for a sound file named `name` (without ".ogg"): music for "music" and
    every "music_*" piece, an effect otherwise."""
    return MUSIC_LUFS if name.startswith("music") else EFFECTS_LUFS


def biquad(x, coeffs):
    b0, b1, b2, a1, a2 = coeffs
    y = []
    x1 = x2 = y1 = y2 = 0.0
    for v in x:
        out = b0 * v + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, v, y1, out
        y.append(out)
    return y


def k_weighting(x):
    """BS.1770's K-weighting: the head's high shelf (+4 dB above about 1.7 kHz), then the RLB
    high-pass (about 38 Hz), with coefficients for RATE from the analogue prototypes (the
    formulas libebur128 and ffmpeg's ebur128 filter use)."""
    f0, gain, q = 1681.974450955533, 3.999843853973347, 0.7071752369554196
    k = math.tan(math.pi * f0 / RATE)
    vh = 10 ** (gain / 20)
    vb = vh ** 0.4996667741545416
    a0 = 1 + k / q + k * k
    shelf = ((vh + vb * k / q + k * k) / a0, 2 * (k * k - vh) / a0,
             (vh - vb * k / q + k * k) / a0, 2 * (k * k - 1) / a0, (1 - k / q + k * k) / a0)
    f0, q = 38.13547087602444, 0.5003270373238773
    k = math.tan(math.pi * f0 / RATE)
    a0 = 1 + k / q + k * k
    highpass = (1.0, -2.0, 1.0, 2 * (k * k - 1) / a0, (1 - k / q + k * k) / a0)
    return biquad(biquad(x, shelf), highpass)


def loudness(x):
    """Integrated loudness in LUFS: mean square of the K-weighted signal over 400 ms blocks every
    100 ms, gated at -70 LUFS and then 10 LU under the mean of the blocks left."""
    y = k_weighting(list(x) + [0.0] * max(0, BLOCK - len(x)))
    sq = [v * v for v in y]
    blocks = []
    run = sum(sq[:BLOCK])
    for start in range(0, len(sq) - BLOCK + 1, HOP):
        if start:
            run = sum(sq[start:start + BLOCK])
        blocks.append(run / BLOCK)

    def lufs(z):
        return -0.691 + 10 * math.log10(z) if z > 0 else -math.inf

    gated = [z for z in blocks if lufs(z) > -70]
    if not gated:
        return -math.inf
    relative = lufs(sum(gated) / len(gated)) - 10
    gated = [z for z in gated if lufs(z) > relative]
    return lufs(sum(gated) / len(gated))


def true_peak(x):
    """The peak in dBTP, estimated on the signal oversampled four times (a 32-tap windowed-sinc
    interpolator) on both sides of every local maximum within 6 dB of the sample peak."""
    peak = max(abs(v) for v in x)
    taps = 16
    phases = []
    for p in (0.25, 0.5, 0.75):
        h = []
        for k in range(-taps + 1, taps + 1):
            t = p - k
            w = 0.5 + 0.5 * math.cos(math.pi * t / taps)
            h.append(w * math.sin(math.pi * t) / (math.pi * t))
        phases.append(h)
    best = peak
    n = len(x)
    for i in range(n):
        a = abs(x[i])
        if a < 0.5 * peak or (i and abs(x[i - 1]) > a) or (i + 1 < n and abs(x[i + 1]) > a):
            continue
        for j in (i - 1, i):
            for h in phases:
                s = 0.0
                for m, c in enumerate(h):
                    idx = j - taps + 1 + m
                    if 0 <= idx < n:
                        s += c * x[idx]
                best = max(best, abs(s))
    return 20 * math.log10(best)


class TooPeaky(ValueError):
    """A sound whose true peak, at its loudness target, would come too close to the ceiling."""


def normalise(name, samples):
    """Scales a sound to its loudness target and gives it with its true peak; refuses one whose
    peak would then come within PEAK_MARGIN of the ceiling (a fault to fix in the sound, not to
    hide with a limiter)."""
    gain = 10 ** ((target(name) - loudness(samples)) / 20)
    out = [gain * v for v in samples]
    tp = true_peak(out)
    if tp > PEAK_CEILING - PEAK_MARGIN:
        raise TooPeaky(f"{name}: at {target(name)} LUFS its peak is {tp:.2f} dBTP, above "
                       f"{PEAK_CEILING - PEAK_MARGIN} dBTP: make it less peaky")
    return out, tp


def write_wav(path, samples):
    """Mono 16-bit WAV at RATE, clamped to full scale."""
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", max(-32768, min(32767, int(round(s * 32767)))))
                               for s in samples))


def report(folder="assets/audio"):
    """Measures every OGG in `folder` as a player hears it, decoded (by oggdec, which honours
    the stream's exact length), with ffmpeg's ebur128 filter; prints a table, and fails if one
    is off target or too peaky."""
    rows, bad = [], []
    for file in sorted(f for f in os.listdir(folder) if f.endswith(".ogg")):
        with tempfile.TemporaryDirectory() as tmp:
            wav = os.path.join(tmp, "decoded.wav")
            subprocess.run(["oggdec", "-Q", "-o", wav, os.path.join(folder, file)], check=True)
            with wave.open(wav, "rb") as w:
                seconds = w.getnframes() / w.getframerate()
            # Shorter files are padded with silence to one 400 ms block, as the generator does.
            text = subprocess.run(["ffmpeg", "-nostats", "-hide_banner", "-i", wav, "-af",
                                   f"apad=whole_len={BLOCK},ebur128=peak=true", "-f", "null",
                                   "-"], check=True, capture_output=True, text=True).stderr
        summary = text[text.rindex("Summary:"):]
        lufs = float(re.search(r"I:\s+(-?[\d.]+|-inf) LUFS", summary).group(1))
        peak = float(re.search(r"Peak:\s+(-?[\d.]+|-inf) dBFS", summary).group(1))
        name = file[:-4]
        verdict = []
        if abs(lufs - target(name)) > 1.0:
            bad.append(f"{file}: {lufs:.1f} LUFS is more than 1 LU from its target "
                       f"{target(name):.0f} LUFS")
            verdict.append("loudness")
        if peak > PEAK_CEILING:
            bad.append(f"{file}: true peak {peak:.1f} dBTP is above {PEAK_CEILING:.0f} dBTP")
            verdict.append("peak")
        rows.append((file, f"{seconds:.3f}", f"{lufs:.1f}", f"{target(name):.0f}", f"{peak:.1f}",
                     ", ".join(verdict) or "ok"))
    head = ("file", "seconds", "LUFS", "target", "dBTP", "verdict")
    widths = [max(len(r[c]) for r in rows + [head]) for c in range(len(head))]
    for r in [head, tuple("-" * w for w in widths)] + rows:
        print("| " + " | ".join(v.ljust(w) for v, w in zip(r, widths)) + " |")
    for line in bad:
        print(line, file=sys.stderr)
    if bad:
        sys.exit(1)

#!/usr/bin/env python3
"""Draws the game's icon and writes it as PNG under assets/icon/ (512, 256, 192 and 64 pixels: the
window, the Linux package and the web page's manifest).

An officer of the game (a cream disc, dark red rim, red star) on a corner of the board
(parchment, ink lines), in the game's palette (src/theme/palette.rs). Pure Python (zlib for the
PNG), so the output is byte-for-byte reproducible: `scripts/gen-icon.py --check` redraws into a
temporary folder and compares with the committed files.
Usage: scripts/gen-icon.py [--check] [OUT_DIR]   (run from the repository root)
"""
import math
import os
import struct
import sys
import tempfile
import zlib

PARCHMENT = (237, 219, 176)
EDGE = (92, 56, 28)
INK = (64, 38, 20)
RIM = (77, 26, 18)
BODY = (245, 235, 204)
EMBLEM = (158, 36, 26)
SIZES = (512, 256, 192, 64)
SUPER = 4  # samples per pixel along each axis


def star_contains(x, y, r_out, r_in):
    """Whether (x, y), relative to the centre, is inside a five-pointed star pointing up."""
    angle = math.atan2(x, -y) % (2 * math.pi / 5)
    half = math.pi / 5
    # The star's edge between an outer point (angle 0) and an inner corner (angle half).
    t = angle if angle <= half else 2 * half - angle
    ax, ay = 0.0, r_out
    bx, by = r_in * math.sin(half), r_in * math.cos(half)
    d = math.hypot(x, y)
    px, py = d * math.sin(t), d * math.cos(t)
    # Inside when on the centre's side of the line from a to b.
    cross = (bx - ax) * (py - ay) - (by - ay) * (px - ax)
    return cross <= 0


def colour_at(u, v):
    """The icon's colour at (u, v) in 0..1 (RGBA), before averaging."""
    x, y = u - 0.5, v - 0.5
    # A rounded square of board: its edge, then parchment.
    corner = 0.16
    qx, qy = max(abs(x) - (0.5 - corner), 0), max(abs(y) - (0.5 - corner), 0)
    outside = math.hypot(qx, qy) - corner
    if outside > 0:
        return (0, 0, 0, 0)
    if outside > -0.035:
        return EDGE + (255,)
    d = math.hypot(x, y)
    # The officer: rim, body, star.
    if d < 0.30:
        if d > 0.255:
            return RIM + (255,)
        if star_contains(x, y + 0.01, 0.2, 0.085):
            return EMBLEM + (255,)
        return BODY + (255,)
    # The board's lines through the point: straight and diagonal.
    width = 0.022
    if min(abs(x), abs(y), abs(x - y) / math.sqrt(2), abs(x + y) / math.sqrt(2)) < width / 2:
        return INK + (255,)
    return PARCHMENT + (255,)


def draw(size):
    rows = []
    n = SUPER * SUPER
    for py in range(size):
        row = bytearray([0])  # PNG filter: none
        for px in range(size):
            acc = [0, 0, 0, 0]
            for sy in range(SUPER):
                for sx in range(SUPER):
                    c = colour_at((px + (sx + 0.5) / SUPER) / size, (py + (sy + 0.5) / SUPER) / size)
                    a = c[3]
                    for i in range(3):
                        acc[i] += c[i] * a
                    acc[3] += a
            alpha = acc[3] / n
            if acc[3] > 0:
                rgb = [round(acc[i] / acc[3]) for i in range(3)]
            else:
                rgb = [0, 0, 0]
            row += bytes(rgb + [round(alpha)])
        rows.append(bytes(row))
    return png(size, size, b"".join(rows))


def png(width, height, raw):
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def write_all(out_dir):
    os.makedirs(out_dir, exist_ok=True)
    for size in SIZES:
        with open(os.path.join(out_dir, f"icon-{size}.png"), "wb") as f:
            f.write(draw(size))


def main(args):
    if args and args[0] == "--check":
        with tempfile.TemporaryDirectory() as tmp:
            write_all(tmp)
            for size in SIZES:
                name = f"icon-{size}.png"
                with open(os.path.join(tmp, name), "rb") as a, open(os.path.join("assets/icon", name), "rb") as b:
                    if a.read() != b.read():
                        print(f"assets/icon/{name} differs from what the script draws")
                        return 1
        print("ok: the icons are what the script draws")
        return 0
    write_all(args[0] if args else "assets/icon")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

#!/usr/bin/env python3
"""web-size.py FOLDER — what a browser downloads to open the web page in FOLDER.

Prints each file the page loads (index.html, asalto.js, asalto_bg.wasm, the engine's Web
Worker (engine-worker.js, asalto_worker.js, asalto_worker_bg.wasm), the manifest, the service
worker and the icons) with its size as stored, gzipped (level 9, what most static hosts
serve) and brotli-compressed (quality 11, what itch.io and CDNs serve to browsers that ask for
it), then the totals; then the same for what the page fetches once the game runs (the
music). Brotli needs Python's `brotli` module (pip install brotli); without it that
column is left out.
"""
import gzip
import os
import sys

try:
    import brotli
except ImportError:
    brotli = None

if len(sys.argv) != 2 or not os.path.isdir(sys.argv[1]):
    sys.exit("usage: web-size.py FOLDER (a web build or an unpacked web zip)")
folder = sys.argv[1]
page = ["index.html", "asalto.js", "asalto_bg.wasm", "engine-worker.js", "asalto_worker.js",
        "asalto_worker_bg.wasm", "manifest.webmanifest", "sw.js", "icon-192.png", "icon-512.png"]
later = ["assets/audio/music_menu.ogg", "assets/audio/music_game.ogg"]
missing = [n for n in page[:3] if not os.path.isfile(os.path.join(folder, n))]
if missing:
    sys.exit(f"{folder}: no {', '.join(missing)}: not a web build")


def sizes_of(names, title):
    """Prints each file's sizes and the group's total under `title`."""
    totals = [0, 0, 0]
    print(f"{title:<30}{'stored':>12}{'gzip -9':>12}{'brotli 11' if brotli else '':>12}")
    for name in names:
        path = os.path.join(folder, name)
        if not os.path.isfile(path):
            continue
        data = open(path, "rb").read()
        sizes = [len(data), len(gzip.compress(data, 9)),
                 len(brotli.compress(data, quality=11)) if brotli else 0]
        totals = [t + s for t, s in zip(totals, sizes)]
        print(f"{name:<30}" + "".join(f"{s / 1e6:>10.2f}MB" if s else "" for s in sizes))
    print(f"{'total':<30}" + "".join(f"{s / 1e6:>10.2f}MB" if s else "" for s in totals))


sizes_of(page, "to open the page")
print()
sizes_of(later, "then, while the game runs")

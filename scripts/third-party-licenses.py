#!/usr/bin/env python3
"""third-party-licenses.py [--target TRIPLE] OUT.txt — the licences of every crate built into the game.

Walks `cargo metadata` from the `asalto` package through its normal and build dependencies (not
the tests' dev-dependencies) for one target (default: this machine's), and writes each crate's
name, version and licence expression, then the licence files the crates ship (LICENSE*, COPYING*,
NOTICE*, or the manifest's `license-file`), each distinct text once with the crates that carry it.
Reads the crates' sources from Cargo's registry; `cargo metadata` fetches any it lacks (the
registries only), e.g. the wasm32-only crates on a machine that built the web version elsewhere.
Then the licences of what the game carries besides crates (OTHER below): the SoundFont its music
is rendered from by scripts/gen-music.py, and the fonts (egui's own, cut by
scripts/subset-fonts.py).
"""
import argparse, json, os, re, subprocess, sys

ap = argparse.ArgumentParser()
ap.add_argument("out")
ap.add_argument("--target", default=None, help="a target triple, e.g. wasm32-unknown-unknown")
a = ap.parse_args()

target = a.target
if target is None:
    host = subprocess.run(["rustc", "-vV"], capture_output=True, text=True, check=True).stdout
    target = re.search(r"^host: (\S+)", host, re.M).group(1)
meta = json.loads(subprocess.run(
    ["cargo", "metadata", "--format-version", "1", "--locked", "--filter-platform", target],
    capture_output=True, text=True, check=True).stdout)

packages = {p["id"]: p for p in meta["packages"]}
nodes = {n["id"]: n for n in meta["resolve"]["nodes"]}
root = next(p["id"] for p in meta["packages"] if p["name"] == "asalto" and p["source"] is None)

# Normal and build dependencies only: what ends up in the binary.
seen, todo = set(), [root]
while todo:
    pid = todo.pop()
    if pid in seen:
        continue
    seen.add(pid)
    for dep in nodes[pid]["deps"]:
        if any(k["kind"] in (None, "build") for k in dep["dep_kinds"]):
            todo.append(dep["pkg"])

ours = {p["id"] for p in meta["packages"] if p["source"] is None}
crates = sorted((packages[i] for i in seen if i not in ours), key=lambda p: (p["name"], p["version"]))
if not crates:
    sys.exit("no dependencies found: is this the game's checkout?")

LICENCE_FILE = re.compile(r"^(LICEN[CS]E|COPYING|NOTICE|UNLICENSE)", re.I)
texts = {}  # text -> [crate names]
first = {}  # the text with its whitespace collapsed -> the text as first seen
missing = []
for p in crates:
    folder = os.path.dirname(p["manifest_path"])
    files = sorted(f for f in os.listdir(folder) if LICENCE_FILE.match(f) and os.path.isfile(os.path.join(folder, f)))
    if p.get("license_file"):
        files.append(p["license_file"])
    found = False
    for f in dict.fromkeys(files):
        path = os.path.join(folder, f)
        if not os.path.isfile(path):
            continue
        with open(path, encoding="utf-8", errors="replace") as fh:
            text = fh.read().strip()
        if text:
            # The same licence often differs only in line breaks and indentation.
            text = first.setdefault(" ".join(text.split()), text)
            texts.setdefault(text, []).append(f"{p['name']} {p['version']}")
            found = True
    if not found:
        missing.append(p)

with open(a.out, "w", encoding="utf-8") as out:
    out.write("Third-party software in Asalto\n==============================\n\n")
    out.write(f"The game is built from these {len(crates)} Rust crates (target {target}). Each is used under\n"
              "its licence below; where a crate offers a choice (\"MIT OR Apache-2.0\"), any one applies.\n\n")
    width = max(len(f"{p['name']} {p['version']}") for p in crates)
    for p in crates:
        out.write(f"  {p['name'] + ' ' + p['version']:<{width}}  {p.get('license') or '(see its licence file)'}\n")
    if missing:
        out.write("\nThese crates ship no licence file; their licence is the SPDX expression above, whose\n"
                  "standard texts are among those below:\n")
        for p in missing:
            out.write(f"  {p['name']} {p['version']}\n")
    out.write("\n\nLicence texts\n=============\n")
    for text, names in sorted(texts.items(), key=lambda kv: (-len(kv[1]), kv[1][0])):
        shown = ", ".join(names) if len(names) <= 12 else ", ".join(names[:12]) + f" and {len(names) - 12} more"
        out.write(f"\n----------------------------------------------------------------------\n"
                  f"Carried by: {shown}\n\n{text}\n")
# Not crates: material the game's files are made from, each with its licence file in the
# repository (a path from the repository's root) and a line on what it is and where it is used.
OTHER = [
    ("music/LICENSE-FluidR3_GM.txt",
     "Fluid (R3) SoundFont 3.1 by Frank Wen (FluidR3_GM.sf2, MIT): its samples make the music\n"
     "(audio/music_menu.ogg, audio/music_game.ogg), rendered by scripts/gen-music.py."),
    ("assets/fonts/UFL.txt",
     "Ubuntu Font Family (Ubuntu-Light.ttf, Ubuntu Font Licence 1.0), egui's text font, carried\n"
     "whole in assets/fonts/."),
    ("assets/fonts/Hack-Regular.txt",
     "Hack (Hack-Regular.ttf, MIT and the Bitstream Vera licence), egui's monospace font, cut to\n"
     "Latin, punctuation, arrows and shapes by scripts/subset-fonts.py."),
    ("assets/fonts/OFL.txt",
     "Noto Emoji (NotoEmoji-Regular.ttf, SIL Open Font Licence 1.1), cut to the game's few\n"
     "symbols by scripts/subset-fonts.py."),
    ("assets/fonts/emoji-icon-font-mit-license.txt",
     "emoji-icon-font (MIT), cut to the game's few symbols by scripts/subset-fonts.py."),
]
repo = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
with open(a.out, "a", encoding="utf-8") as out:
    out.write("\n\nOther material\n==============\n")
    for path, what in OTHER:
        with open(os.path.join(repo, path), encoding="utf-8") as fh:
            text = fh.read().strip()
        out.write(f"\n----------------------------------------------------------------------\n"
                  f"{what}\n\n{text}\n")
print(f"{a.out}: {len(crates)} crates, {len(texts)} distinct licence texts, {len(missing)} without a file, "
      f"{len(OTHER)} other")

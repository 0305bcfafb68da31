#!/usr/bin/env python3
"""subset-fonts.py [--check] — the game's fonts, cut from egui's four default fonts to what the
game draws, into assets/fonts/ (needs fontTools: pip install fonttools).

egui's default fonts are 1.41 MB, most of it two emoji fonts of which the game draws three
symbols; a web page downloads all of it before its first frame. Kept:
- Ubuntu-Light, egui's text font, whole (Latin, Greek and Cyrillic: whatever a player types);
- Hack, egui's monospace font (the notation fields), for Latin, punctuation, arrows and shapes;
- from Noto Emoji and the emoji icon font, only the characters the game's own texts use that
  Ubuntu-Light lacks (`▶ ◀ ⟲ ⟳` today; `→` is Hack's, which follows Ubuntu-Light in the
  game's text font too).
The game's texts are every character of assets/i18n/*.ftl, assets/lessons.ron, the built-in
variants and the Rust sources. The fonts come from the epaint_default_fonts crate in Cargo's
registry at the version Cargo.lock names; their licences are copied beside them.

`--check` makes the subsets in a temporary folder and fails when they differ from the committed
ones (fontTools output is deterministic for the same input and version).
"""
import filecmp, glob, logging, os, re, shutil, subprocess, sys, tempfile

from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
OUT = os.path.join(ROOT, "assets", "fonts")
LICENCES = ["UFL.txt", "OFL.txt", "Hack-Regular.txt", "emoji-icon-font-mit-license.txt"]
# Hack: Basic Latin to Latin Extended-B, general punctuation, currency, letterlike symbols,
# arrows, mathematical operators, box drawing, blocks and geometric shapes.
HACK_RANGES = [(0x20, 0x24F), (0x2000, 0x206F), (0x20A0, 0x20CF), (0x2100, 0x21FF),
               (0x2200, 0x22FF), (0x2500, 0x25FF)]


def default_fonts():
    """egui's default fonts at the version of the epaint that Cargo.lock names. The game builds
    egui without them, so Cargo.lock does not list their crate: a throwaway manifest fetches it
    into Cargo's registry when it is not there yet."""
    with open(os.path.join(ROOT, "Cargo.lock"), encoding="utf-8") as f:
        m = re.search(r'name = "epaint"\nversion = "([^"]+)"', f.read())
    if not m:
        sys.exit("subset-fonts: no epaint in Cargo.lock")
    version = m.group(1)
    pattern = os.path.expanduser(f"~/.cargo/registry/src/*/epaint_default_fonts-{version}/fonts")
    if not glob.glob(pattern):
        with tempfile.TemporaryDirectory() as tmp:
            with open(os.path.join(tmp, "Cargo.toml"), "w", encoding="utf-8") as f:
                f.write(f'[package]\nname = "fetch-fonts"\nversion = "0.0.0"\nedition = "2021"\n'
                        f'[lib]\npath = "lib.rs"\n[dependencies]\n'
                        f'epaint_default_fonts = "={version}"\n')
            open(os.path.join(tmp, "lib.rs"), "w").close()
            subprocess.run(["cargo", "fetch", "--manifest-path", os.path.join(tmp, "Cargo.toml")],
                           check=True)
    found = glob.glob(pattern)
    if not found:
        sys.exit(f"subset-fonts: epaint_default_fonts {version} could not be fetched")
    return found[0]


def game_characters():
    files = (glob.glob(os.path.join(ROOT, "assets", "i18n", "*.ftl"))
             + [os.path.join(ROOT, "assets", "lessons.ron")]
             + glob.glob(os.path.join(ROOT, "crates", "asalto-engine", "variants", "*.ron"))
             + glob.glob(os.path.join(ROOT, "src", "**", "*.rs"), recursive=True))
    chars = set()
    for name in files:
        with open(name, encoding="utf-8") as f:
            chars |= {ord(c) for c in f.read() if ord(c) >= 0x20}
    return chars


# Tables fontTools does not subset (the autohinter's TTFA, FontForge's FFTM) are dropped: said once.
logging.getLogger("fontTools.subset").setLevel(logging.ERROR)


def cut(source, out, unicodes):
    options = subset.Options()
    options.name_IDs = ["*"]
    options.notdef_outline = True
    options.glyph_names = False
    options.hinting = True
    font = subset.load_font(source, options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(unicodes))
    subsetter.subset(font)
    subset.save_font(font, out, options)


def make(into):
    src = default_fonts()
    cmap = {n: set(TTFont(os.path.join(src, f"{n}.ttf")).getBestCmap())
            for n in ("Ubuntu-Light", "Hack-Regular", "NotoEmoji-Regular", "emoji-icon-font")}
    used = game_characters()
    shutil.copy(os.path.join(src, "Ubuntu-Light.ttf"), os.path.join(into, "Ubuntu-Light.ttf"))
    hack = {c for lo, hi in HACK_RANGES for c in range(lo, hi + 1)} | used
    cut(os.path.join(src, "Hack-Regular.ttf"), os.path.join(into, "Hack-Regular.ttf"),
        hack & cmap["Hack-Regular"])
    lacking = {c for c in used if c not in cmap["Ubuntu-Light"]}
    from_emoji = set()
    for name in ("NotoEmoji-Regular", "emoji-icon-font"):
        cut(os.path.join(src, f"{name}.ttf"), os.path.join(into, f"{name}.ttf"), lacking & cmap[name])
        from_emoji |= lacking & cmap[name]
    missing = {c for c in used if not any(c in m for m in cmap.values())}
    for licence in LICENCES:
        shutil.copy(os.path.join(src, licence), os.path.join(into, licence))
    return from_emoji, missing


def main():
    check = sys.argv[1:] == ["--check"]
    if sys.argv[1:] not in ([], ["--check"]):
        sys.exit("usage: subset-fonts.py [--check]")
    into = tempfile.mkdtemp() if check else OUT
    os.makedirs(into, exist_ok=True)
    from_emoji, missing = make(into)
    if missing:
        print("subset-fonts: no default font draws " + " ".join(f"U+{c:04X}" for c in sorted(missing)))
    if check:
        names = sorted(os.listdir(into))
        same = all(os.path.isfile(os.path.join(OUT, n)) and filecmp.cmp(os.path.join(into, n), os.path.join(OUT, n), shallow=False)
                   for n in names)
        shutil.rmtree(into)
        if not same:
            sys.exit("subset-fonts: assets/fonts differs from what the script makes (run scripts/subset-fonts.py)")
        print(f"subset-fonts: assets/fonts reproduced ({len(names)} files)")
        return
    total = sum(os.path.getsize(os.path.join(OUT, n)) for n in os.listdir(OUT) if n.endswith(".ttf"))
    print(f"subset-fonts: {total / 1e6:.2f} MB of fonts in assets/fonts; from the emoji fonts: "
          + " ".join(chr(c) for c in sorted(from_emoji)))


main()

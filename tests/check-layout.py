#!/usr/bin/env python3
"""Checks a layout report (`asalto --screenshot x.png --layout-report x.json`) by the layout's
own numbers, not by pixels:

  check-layout.py REPORT --screen game|menu|new-game|page [--compact] [--language en|fr|sv]

- every text painted is at least 12 logical pixels tall;
- every widget that takes clicks lies within the window's width (nothing needs sideways
  scrolling); with --compact (a phone or tablet) each is at least 44 pixels tall, a finger's size;
- game: the board is wholly inside the window and takes a fair share of it, and the side panel
  (or the sheet under the board) shows whose turn it is (the game's "To move" in its language);
- menu: from 1280x720 up, every button is in the window without scrolling;
- new-game: the button that starts the game is in the window without scrolling.
The texts looked for are read from the game's own translations (assets/i18n/LANGUAGE.ron).
Exits 1 with one line per problem.
"""
import argparse, json, os, re, sys

TEXT_MIN = 12.0
TOUCH_MIN = 44.0
EPS = 0.6


def inside(r, w, h):
    return r[0] >= -EPS and r[1] >= -EPS and r[2] <= w + EPS and r[3] <= h + EPS


def translations(language):
    """The game's one-line texts in `language`, by id (the Fluent file's `id = text` lines)."""
    path = os.path.join(os.path.dirname(__file__), "..", "assets", "i18n", f"{language}.ftl")
    with open(path, encoding="utf-8") as f:
        return dict(re.findall(r"^([a-z][a-z0-9-]*) = (.*)$", f.read(), re.M))


def check(report, screen, compact, texts_of):
    problems = []
    x0, y0, w, h = report["window"]
    w, h = w - x0, h - y0
    for t in report["texts"]:
        if t["size"] < TEXT_MIN - 0.01:
            problems.append(f"text {t['text']!r} is {t['size']:.1f} px")
    for wd in report["widgets"]:
        r = wd["rect"]
        if r[0] < -EPS or r[2] > w + EPS:
            problems.append(f"a widget at {r} is outside the window's width {w:.0f}")
        if compact and r[3] - r[1] < TOUCH_MIN - EPS and r[3] > 0 and r[1] < h:
            problems.append(f"a widget at {r} is {r[3] - r[1]:.0f} px tall, under {TOUCH_MIN:.0f}")
    texts = [t["text"] for t in report["texts"]]
    if screen == "game-over":
        # The banner's buttons are on screen, every one (a banner taller than the window hid them).
        for key in ("banner-review", "share-pictures", "banner-menu"):
            label = texts_of[key]
            shown = [t for t in report["texts"] if t["text"] == label]
            if not any(inside(t["rect"], w, h) for t in shown):
                problems.append(f"the banner's button {label!r} is not in the window")
    if screen in ("game", "game-over"):
        b = report["board"]
        if b is None:
            problems.append("no board")
        else:
            if not inside(b, w, h):
                problems.append(f"the board {b} is not inside the window {w:.0f}x{h:.0f}")
            side = min(b[2] - b[0], b[3] - b[1])
            if side < 0.4 * min(w, h):
                problems.append(f"the board is {side:.0f} px, under 40% of {min(w, h):.0f}")
        to_move = texts_of["hud-to-move"]
        if not any(t.startswith(to_move) for t in texts):
            problems.append(f"no panel says whose move it is ({to_move!r})")
    # The main menu is whole without scrolling from 1280x720 up (smaller windows may scroll).
    if screen == "menu" and w >= 1280 and h >= 720:
        for wd in report["widgets"]:
            if not inside(wd["rect"], w, h):
                problems.append(f"a menu button at {wd['rect']} needs scrolling")
    if screen == "new-game":
        start = texts_of["menu-start"]
        if not any(t.startswith(start) for t in texts):
            problems.append(f"{start!r} is not visible without scrolling")
    return problems


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("report")
    ap.add_argument("--screen", choices=["game", "game-over", "menu", "new-game", "page"], required=True)
    ap.add_argument("--compact", action="store_true")
    ap.add_argument("--language", default="en")
    a = ap.parse_args()
    with open(a.report) as f:
        report = json.load(f)
    problems = check(report, a.screen, a.compact, translations(a.language))
    for p in problems[:30]:
        print(f"{a.report}: {p}")
    if len(problems) > 30:
        print(f"{a.report}: and {len(problems) - 30} more")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

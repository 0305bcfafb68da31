#!/usr/bin/env python3
"""web-a11y-check.py OUT_DIR — a screen reader's view of the web page (tests/web.sh), in headless
Chromium (tests/web_cdp.py), through the accessibility tree the browser gives assistive
technology (the DevTools protocol's `Accessibility.getFullAXTree`):

1. the main menu's buttons, found by role and name in each of the four languages (the names
   read from assets/i18n), and the page's language set to the game's;
2. "New game" activated through the mirror (a DOM click on its element, no canvas coordinates)
   opens the new-game page;
3. a short game of Fox & Geese played by keyboard alone, both sides at one keyboard: two moves
   with the board's keys (Tab until the polite region says the cursor is on the piece, Enter,
   an arrow, Enter) and one typed (T, the move, Enter); the page's focus follows egui's (to
   the move field's element, whose keys go on to the game), a refused move's error reaches the
   assertive live region, and after each move the polite region holds that move's words, until
   the geese have shut the fox in.

Exit status 0 when all pass.
"""
import argparse, os, re, shutil, sys, time
from urllib.parse import quote

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from web_cdp import *  # noqa: E402,F403  (the plumbing every step uses)

ap = argparse.ArgumentParser()
ap.add_argument("out_dir")
ap.add_argument("--base-url", help="test the page this server serves (OUT_DIR is then not served)")
ap.add_argument("--steps", default="1,2,3", help="which checks to run, e.g. 2 or 1,3")
ap.add_argument("--chromium", default=shutil.which("chromium") or "/usr/bin/chromium")
a = ap.parse_args()
steps = chosen_steps(ap, a.steps, 3)
start(a.out_dir, "1100x700", a.base_url, a.chromium)

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
# Fluent wraps each placeable in these, so that a name in another script reads right.
ISOLATES = dict.fromkeys(map(ord, "\u2068\u2069"))


def words(language):
    """The simple `key = value` lines of a language's texts."""
    out = {}
    with open(os.path.join(ROOT, "assets", "i18n", f"{language}.ftl"), encoding="utf-8") as f:
        for line in f:
            m = re.match(r"^([a-z0-9-]+) = (.+)$", line.rstrip("\n"))
            if m:
                out[m.group(1)] = m.group(2)
    return out


def ax_nodes(session):
    """What assistive technology is given: (role, name) of every node the browser exposes."""
    call("Accessibility.enable", session=session)
    nodes = call("Accessibility.getFullAXTree", session=session)["nodes"]
    return [((n.get("role") or {}).get("value"), (n.get("name") or {}).get("value"))
            for n in nodes if not n.get("ignored")]


def wait_for_ax(session, what, test, timeout=60):
    end = time.time() + timeout
    found = []
    while time.time() < end:
        found = ax_nodes(session)
        if test(found):
            return found
        drain(0.5)
    raise TimeoutError(f"waiting for {what}; the tree's buttons: "
                       f"{[n for r, n in found if r == 'button'][:40]}")


def menu_in_each_language():
    keys = ["menu-new-game", "menu-learn", "menu-rules", "menu-settings"]
    for language in ("en", "fr", "de", "sv"):
        texts = words(language)
        wanted = [texts[k] for k in keys]
        target, s = open_page(f"?menu=main&language={language}&fresh")
        wait_for(s, "the menu", lambda st: st.get("screen") == "Menu", 120)
        try:
            found = wait_for_ax(s, f"the {language} menu's buttons",
                                lambda f: all(("button", w) in f for w in wanted))
            lang = evaluate(s, "document.documentElement.lang")
            check(f"the main menu's buttons by role and name in {language}", lang == language,
                  f"{wanted} are buttons; the page's language {lang!r}; "
                  f"{sum(1 for r, _ in found if r == 'button')} buttons in all")
        except TimeoutError as e:
            check(f"the main menu's buttons by role and name in {language}", False, str(e))
        call("Target.closeTarget", {"targetId": target})


def activate_new_game():
    texts = words("en")
    target, s = open_page("?menu=main&language=en&fresh")
    wait_for(s, "the menu", lambda st: st.get("screen") == "Menu", 120)
    wait_for_ax(s, "New game", lambda f: ("button", texts["menu-new-game"]) in f)
    clicked = evaluate(s, f"""(() => {{
        const e = [...document.querySelectorAll('#asalto-a11y [role=button]')]
            .find((e) => e.textContent === {texts['menu-new-game']!r});
        if (!e) return false;
        e.click();
        return true;
    }})()""")
    try:
        wait_for_ax(s, "the new-game page", lambda f: ("button", texts["menu-start"]) in f)
        opened = True
    except TimeoutError:
        opened = False
    check("New game activated through the mirror opens the new-game page", clicked and opened,
          f"the element clicked: {clicked}; {texts['menu-start']!r} shown: {opened}")
    call("Target.closeTarget", {"targetId": target})


def key(session, name, code, vk, text=None):
    down = {"type": "keyDown", "key": name, "code": code, "windowsVirtualKeyCode": vk}
    if text:
        down["text"] = text
    call("Input.dispatchKeyEvent", down, session=session)
    frames_pass(session, 1)
    call("Input.dispatchKeyEvent", {"type": "keyUp", "key": name, "code": code,
                                    "windowsVirtualKeyCode": vk}, session=session)
    frames_pass(session, 1)


def type_move(session, text, erase=0):
    """T gives the move field the keyboard; `erase` characters left there are rubbed out, then
    the move is typed and entered."""
    key(session, "t", "KeyT", 84, "t")
    focused = evaluate(session, "(() => { const e = document.activeElement; "
                                "return e && (e.getAttribute('role') || e.tagName); })()")
    for _ in range(erase):
        key(session, "Backspace", "Backspace", 8)
    for ch in text:
        if ch.isdigit():
            key(session, ch, f"Digit{ch}", ord(ch), ch)
        elif ch == "-":
            key(session, "-", "Minus", 189, "-")
        else:
            key(session, ch, f"Key{ch.upper()}", ord(ch.upper()), ch)
    key(session, "Enter", "Enter", 13, "\r")
    return focused


ARROWS = {"up": ("ArrowUp", 38), "down": ("ArrowDown", 40), "left": ("ArrowLeft", 37),
          "right": ("ArrowRight", 39)}


def by_board_keys(session, start, arrows):
    """A step played with the board's keys, as a player who hears the board in words: Tab until
    the polite region says the cursor is on `start`, Enter, the arrows, Enter."""
    for _ in range(16):
        if re.search(f"Cursor: {start}[,.]", region(session, "asalto-said")):
            break
        key(session, "Tab", "Tab", 9)
    else:
        return False
    key(session, "Enter", "Enter", 13, "\r")
    for arrow in arrows:
        name, vk = ARROWS[arrow]
        key(session, name, name, vk)
    key(session, "Enter", "Enter", 13, "\r")
    return True


def region(session, which):
    return (evaluate(session, f"document.getElementById('{which}').textContent") or "").translate(ISOLATES)


# Geese to move; after e4-e5 the fox steps back to c7 and d5-c6 shuts it in.
SHORT_GAME = "fox-geese-13 r .RR/OR./..RR.../....R../......./.../... 0"


def keyboard_game():
    texts = words("en")
    target, s = open_page(f"?position={quote(SHORT_GAME)}&mode=hot-seat&language=en&animation=off&fresh")
    wait_for(s, "the board", lambda st: st.get("points"), 120)
    wait_for_ax(s, "the move field", lambda f: any(r == "textbox" for r, _ in f))
    focused = type_move(s, "a1-a2")
    check("the page's focus follows egui's: the move field's element has the keyboard",
          focused == "textbox", f"after T the page's focus was on {focused!r}")
    bad = texts["hud-bad-move"].split("{")[0].strip()
    try:
        wait_for(s, "the error", lambda st: region(s, "asalto-alert").startswith(bad), 30)
        alert = region(s, "asalto-alert")
        check("a refused typed move is said at once (assertive)", True, repr(alert))
    except TimeoutError:
        check("a refused typed move is said at once (assertive)", False,
              f"the assertive region: {region(s, 'asalto-alert')!r}")
    # The first two moves with the board's keys, the last typed; the refused move stays in the
    # field, to be mended.
    plays = (("e4-e5", lambda: by_board_keys(s, "e4", ["up"])),
             ("c6-c7", lambda: by_board_keys(s, "c6", ["up"])),
             ("d5-c6", lambda: type_move(s, "d5-c6", erase=5) or True))
    for ply, (move, play) in enumerate(plays):
        frm, to = move.split("-")
        said = f"from {frm} to {to}"
        if not play():
            check(f"{move} played by keyboard", False, f"Tab never put the cursor on {frm}: "
                  f"{region(s, 'asalto-said')!r}")
            break
        try:
            st = wait_for(s, f"{move} played", lambda st: st.get("plies", 0) >= ply + 1, 30)
            wait_for(s, f"{move} said", lambda st: said in region(s, "asalto-said"), 30)
            check(f"{move} played by keyboard and said (polite)", True, repr(region(s, "asalto-said"))[:200])
        except TimeoutError as e:
            check(f"{move} played by keyboard and said (polite)", False,
                  f"{e}; the polite region: {region(s, 'asalto-said')!r}")
            break
    st = state(s) or {}
    check("a whole short game played by keyboard alone", st.get("over") is True,
          f"moves {st.get('moves')}, over: {st.get('over')}")
    call("Target.closeTarget", {"targetId": target})


run_steps(steps, ((1, menu_in_each_language), (2, activate_new_game), (3, keyboard_game)))

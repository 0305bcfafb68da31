#!/usr/bin/env python3
"""web-link-check.py OUT_DIR — two people play Asalto by links, each in a browser of their own
(two DevTools browser contexts, which share no storage), in headless Chromium (tests/web_cdp.py):

1. the first player opens a game for two people, plays the first move by clicks and presses
   *Send your move*; the link put on the clipboard is the page's address without its query,
   ending with the game;
2. the other player opens that link in a new tab, sees the same game, plays the next move and
   sends theirs back; and so on for ten moves, the turns' links opened in a new tab, except
   that every third one is put into the address of the tab already open (as a link pasted into
   the address bar), which opens it too;
3. at the end both see the same game, and each browser kept it as one saved game, played by
   link, carried on by every link that continued it.

The clipboard's `writeText` is wrapped to record what the game copies (a headless browser has
no clipboard a test can read). Exit status 0 when all pass.
"""
import argparse, json, os, shutil, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import web_cdp  # noqa: E402  (its `base`, set by `start`)
from web_cdp import *  # noqa: E402,F403  (the plumbing every step uses)

ap = argparse.ArgumentParser()
ap.add_argument("out_dir")
ap.add_argument("--base-url", help="test the page this server serves (OUT_DIR is then not served)")
ap.add_argument("--moves", type=int, default=10, help="moves to pass by links")
ap.add_argument("--chromium", default=shutil.which("chromium") or "/usr/bin/chromium")
a = ap.parse_args()
start(a.out_dir, "1100x700", a.base_url, a.chromium)

SEND = "Send your move"
# The game's buttons listed by the hook, and what the game copies recorded.
BEFORE = """
window.asaltoWantsButtons = true;
window.asaltoCopied = [];
sessionStorage.asaltoLoads = String((+sessionStorage.asaltoLoads || 0) + 1);
if (navigator.clipboard) {
  navigator.clipboard.writeText = (text) => { window.asaltoCopied.push(text); return Promise.resolve(); };
}
"""


def copied(session):
    return evaluate(session, "window.asaltoCopied") or []


def saved_games(session):
    """The games this browser keeps, by name (localStorage, `asalto/saves/…`)."""
    text = evaluate(session, """JSON.stringify(Object.keys(localStorage)
        .filter((k) => k.startsWith('asalto/saves/game-'))
        .map((k) => [k, localStorage.getItem(k)]))""")
    return dict(json.loads(text))


def play_first_legal(session, plies):
    """Clicks the first legal move's points (the engine's order) and waits until it is played."""
    st = wait_for(session, "a move to play", lambda st: st.get("legal") and st.get("points"), 120)
    for name in st["legal"][0]:
        x, y = state(session)["points"][name]
        click(session, x, y)
    return wait_for(session, "the move played", lambda st: st.get("plies", 0) > plies, 60)


def loads_of(session):
    """How many times this tab has loaded the page."""
    return int(evaluate(session, "sessionStorage.asaltoLoads || '0'"))


def send(session):
    """Presses *Send your move*; the link the game copied."""
    before = len(copied(session))
    x, y = settled_button(session, SEND, 60)
    click(session, x, y)
    for _ in range(60):
        got = copied(session)
        if len(got) > before:
            return got[-1]
        drain(0.5)
    raise TimeoutError("nothing copied after Send your move")


def open_link(context, tab, link, in_place):
    """Opens a friend's link: in a new tab (closing the old one), or put in the open tab's
    address."""
    if tab and in_place:
        target, session = tab
        loads = loads_of(session)
        call("Page.navigate", {"url": link}, session=session)
        print(f"INFO put into the address: {link}")
        # Only the `#` part changed: the page must load again, once.
        for _ in range(120):
            drain(0.5)
            try:
                now = loads_of(session)
            except (RuntimeError, TimeoutError):
                continue
            if now > loads:
                break
        drain(2.0)
        check("a link put into the open tab's address loads the page again, once",
              loads_of(session) == loads + 1, f"loads {loads} then {loads_of(session)}")
        return tab
    if tab:
        call("Target.closeTarget", {"targetId": tab[0]})
    return open_page(link[len(web_cdp.base):], context=context, before=BEFORE)


def main():
    contexts = [call("Target.createBrowserContext")["browserContextId"] for _ in range(2)]
    tabs = [open_page("?variant=asalto&mode=hot-seat&animation=off&language=en",
                      context=contexts[0], before=BEFORE), None]
    wait_for(tabs[0][1], "the board", lambda st: st.get("screen") == "Game" and st.get("points"), 180)
    game, link = [], None
    for ply in range(a.moves):
        who = ply % 2
        if link:
            in_place = ply % 3 == 2 and tabs[who] is not None
            tabs[who] = open_link(contexts[who], tabs[who], link, in_place)
            s = tabs[who][1]
            try:
                st = wait_for(s, "the friend's game", lambda st: st.get("screen") == "Game"
                              and st.get("moves") == game, 180)
                ok = True
            except TimeoutError as e:
                st, ok = state(s) or {}, False
                print(f"INFO {e}")
            check(f"move {ply}'s link shows the same game in browser {'AB'[who]}"
                  f"{' (put into the open tab)' if in_place else ''}", ok,
                  f"{st.get('moves')} against {game}")
            if not ok:
                return
        s = tabs[who][1]
        st = play_first_legal(s, ply)
        game = st["moves"]
        link = send(s)
        wanted = web_cdp.base + "#asalto/moves/" + "/".join(game)
        check(f"move {ply + 1} ({game[-1]}) sent by browser {'AB'[who]}", link == wanted,
              f"copied {link!r}")
        if link != wanted:
            return
    # Both see the same game, and each kept it as one saved game, played by link.
    for who in (0, 1):
        s = tabs[who][1]
        saves = saved_games(s)
        kept = [(name, text) for name, text in saves.items() if "by_link: true" in text]
        check(f"browser {'AB'[who]} keeps the game as one saved game played by link",
              len(saves) == 1 and len(kept) == 1, f"{len(saves)} saved games: {list(saves)}")
    # The last sender's copy has every move; the other player opens the last link and has them
    # too.
    other = a.moves % 2
    tabs[other] = open_link(contexts[other], tabs[other], link, False)
    st = wait_for(tabs[other][1], "the last link", lambda st: st.get("moves") == game, 180)
    check("both browsers see the same game of ten moves", st.get("moves") == game
          and len(game) == a.moves, f"{game}")
    for who in (0, 1):
        text = next(iter(saved_games(tabs[who][1]).values()), "")
        check(f"browser {'AB'[who]}'s saved game has every move", all(f'"{m}"' in text for m in game),
              text[:300])
    for target, _ in tabs:
        call("Target.closeTarget", {"targetId": target})
    for context in contexts:
        call("Target.disposeBrowserContext", {"browserContextId": context})


run_steps({1}, ((1, main),))

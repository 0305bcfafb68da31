#!/usr/bin/env python3
"""web-check.py OUT_DIR SHOT.png — the browser test of the web build.

Serves OUT_DIR (made by scripts/web-build.sh) on 127.0.0.1 and drives it in headless Chromium
(tests/web_cdp.py). It reads the game's test hook `window.asaltoState` (see
src/checks/browser_state.rs) and checks (the engine's Web Worker has tests/web-engine-check.py):

1. hot seat: every file the game needs loaded (the hook's `assetProblems` is empty); clicks on
   the canvas, at the board points the hook reports, place the officers and
   play three moves, which must then be the game's moves; the page is saved to SHOT.png; the
   page's address then carries the game (`#asalto/moves/…`), and opened in a fresh browser
   context (no storage shared) it shows the same moves (pictured beside SHOT as `-shared.png`);
2. computer against computer, a whole game at a low level with animations off, to its end,
   every move thought in the engine's worker: no panic or uncaught exception may appear in the
   console;
3. computer against computer at a high level: while the computer thinks, frames keep being
   drawn (several frames per search, reported with the longest frame);
4. a Grand Jeu game of 200 plies reviewed (`review-after=200`): frames keep being drawn while
   the engine reviews it (reported with the longest frame);
5. a player's variant file: the example `variants/little-fort.ron` of the web zip, handed to
   the game as the page's file chooser hands it over, becomes the new-game page's choice, and
   a broken file is refused with a reason;
6. a phone, upright (390x844) and on its side (844x390), with Chromium's device emulation and
   touch events only (`Input.dispatchTouchEvent`): a whole game against the computer played by
   taps on the board's points, then the review opened by a tap on the game-over banner, the menu,
   the Learn page and a lesson by taps on their buttons; a picture of each is saved beside SHOT.

`--base-url http://127.0.0.1:8000/` tests a page another server serves (tests/web.sh serves the
unpacked web zip with `python3 -m http.server`). `--steps 1,4` runs only some of them;
WEB_CHECK_VERBOSE=1 prints every console line, every DevTools event and the hook while waiting.

Exit status 0 when all pass; the figures are printed as `RESULT ...` lines.
"""
import argparse, base64, json, os, shutil, sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from web_cdp import *  # noqa: E402,F403  (the plumbing every step uses)

ap = argparse.ArgumentParser()
ap.add_argument("out_dir"); ap.add_argument("png")
ap.add_argument("--size", default="1100x700")
ap.add_argument("--game-timeout", type=float, default=600.0)
ap.add_argument("--base-url", help="test the page this server serves (OUT_DIR is then not served)")
ap.add_argument("--steps", default="1,2,3,4,5,6", help="which checks to run, e.g. 4 or 1,3")
ap.add_argument("--chromium", default=shutil.which("chromium") or "/usr/bin/chromium")
a = ap.parse_args()
steps = chosen_steps(ap, a.steps, 6)
start(a.out_dir, a.size, a.base_url, a.chromium)

try:
    if 1 in steps:
        # 1. Hot seat, played with clicks on the canvas.
        t0 = time.time()
        target, s = open_page("?variant=asalto&mode=hot-seat&animation=fast&fresh")
        while state(s) is None and time.time() - t0 < 180:
            drain(0.05)
        print(f"RESULT first-frame seconds={time.time() - t0:.2f} (page opened to the game's first frame)")
        st = wait_for(s, "the board", lambda st: st.get("screen") == "Game" and st.get("points"), 180)
        check("every file loaded", st.get("assetProblems") == [], f"problems: {st.get('assetProblems')}")
        check("no accessibility tree built unless the page asks", st.get("buttons") == {},
              f"buttons: {list(st.get('buttons', {}))[:3]}")
        clicks = ["c5", "c6", "d4", "d5", "c5", "e5", "d3", "d4"]
        expected = ["@c5,c6", "d4-d5", "c5xe5", "d3-d4"]
        for name in clicks:
            st = state(s)
            x, y = st["points"][name]
            click(s, x, y)
        st = wait_for(s, "the moves", lambda st: st.get("plies", 0) >= len(expected), 60)
        check("moves played by clicks", st.get("moves") == expected, f"{st.get('moves')}")
        drain(1.0)
        png = call("Page.captureScreenshot", {"format": "png"}, session=s)["data"]
        with open(a.png, "wb") as f:
            f.write(base64.b64decode(png))
        print(f"INFO screenshot {a.png}")
        # The address now carries the game: opened in a fresh browser context (no storage
        # shared), it shows the same game.
        href = call("Runtime.evaluate", {"expression": "location.href", "returnByValue": True},
                    session=s)["result"]["value"]
        fragment = href.split("#", 1)[1] if "#" in href else ""
        check("the address carries the game", fragment == "asalto/moves/" + "/".join(expected),
              f"#{fragment}")
        call("Target.closeTarget", {"targetId": target})
        context = call("Target.createBrowserContext")["browserContextId"]
        target, s = open_page("#" + fragment, context=context)
        st = wait_for(s, "the shared game", lambda st: st.get("plies", 0) >= len(expected)
                      and st.get("screen") == "Game", 180)
        check("a shared address opens the game in a fresh browser", st.get("moves") == expected
              and st.get("screen") == "Game", f"{st.get('moves')} on {st.get('screen')}")
        drain(1.0)
        picture(s, a.png.replace(".png", "-shared.png"))
        call("Target.closeTarget", {"targetId": target})
        call("Target.disposeBrowserContext", {"browserContextId": context})

    if 2 in steps:
        # 2. A whole game, computer against computer.
        t0 = time.time()
        target, s = open_page("?variant=asalto&mode=ai-vs-ai&level=soldier&animation=off&fresh")
        st = wait_for(s, "the end of the game", lambda st: st.get("over"), a.game_timeout)
        per_move = st["searchSeconds"] / max(1, st["searches"])
        check("full computer game", True, f"{st['plies']} plies in {time.time() - t0:.0f} s, "
              f"{per_move * 1000:.0f} ms of thinking a move on average (Soldier)")
        print(f"RESULT full-game plies={st['plies']} seconds={time.time() - t0:.0f} "
              f"soldier_ms_per_move={per_move * 1000:.0f} workers_answered={st['workers']['answered']}")
        check("the computer thought in its worker", st["workers"]["answered"] >= st["plies"] // 2
              and st["sliceNodes"] == 0, f"{st['workers']}, {st['sliceNodes']} nodes on the page")
        call("Target.closeTarget", {"targetId": target})

    if 3 in steps:
        # 3. The frame loop while a strong level thinks.
        target, s = open_page("?variant=assaut&mode=ai-vs-ai&level=colonel&animation=fast&fresh")
        st = wait_for(s, "six searches", lambda st: st.get("searches", 0) >= 6, 300)
        per_search = st["searchFrames"] / max(1, st["searches"])
        print(f"RESULT colonel_ms_per_move={st['searchSeconds'] / max(1, st['searches']) * 1000:.0f}")
        fps = st["searchFrames"] / max(1e-6, st["searchSeconds"])
        # The worker searches beside the page, so a search spans as many frames as its time
        # allows (Colonel's take about a fifth of a second): what counts is that the frames keep
        # their pace while it thinks (software WebGL draws about 5 to 8 a second) and that the
        # page searches nothing itself.
        check("frames drawn while the computer thinks", fps >= 3 and st["longestSearchFrameMs"] < 1000
              and st["sliceNodes"] == 0,
              f"{st['searchFrames']} frames over {st['searches']} searches "
              f"({per_search:.1f} a search, {fps:.1f} frames/s while thinking, longest frame "
              f"{st['longestSearchFrameMs']:.0f} ms, {st['sliceNodes']} positions searched on the page)")
        print(f"RESULT search-frames searches={st['searches']} frames={st['searchFrames']} "
              f"seconds={st['searchSeconds']:.2f} longest_frame_ms={st['longestSearchFrameMs']:.0f}")
        call("Target.closeTarget", {"targetId": target})

    if 4 in steps:
        # 4. The frame loop while the review searches a long game (200 plies of the Grand Jeu).
        target, s = open_page("?variant=grand-assaut&mode=ai-vs-ai&level=recruit&animation=off&fresh"
                              "&review-after=200")
        st = wait_for(s, "the review's end", lambda st: st.get("reviewDone"), a.game_timeout)
        fps = st["reviewFrames"] / max(1e-6, st["reviewSeconds"])
        check("frames drawn while the game is reviewed", st["reviewFrames"] >= 10,
              f"{st['plies']} plies reviewed in {st['reviewSeconds']:.1f} s over {st['reviewFrames']} "
              f"frames ({fps:.1f} frames/s), the longest {st['longestReviewFrameMs']:.0f} ms")
        print(f"RESULT review-frames plies={st['plies']} frames={st['reviewFrames']} "
              f"seconds={st['reviewSeconds']:.2f} longest_frame_ms={st['longestReviewFrameMs']:.0f} "
              f"longest_frame_while_the_game_was_played_ms={st['longestSearchFrameMs']:.0f}")
        call("Target.closeTarget", {"targetId": target})

    if 5 in steps:
        # 5. A variant file, delivered as the file chooser delivers it (window.asaltoChosenFile).
        target, s = open_page("?menu=new-game&fresh")
        wait_for(s, "the new-game page", lambda st: st.get("newGameVariant"), 180)
        deliver = ("fetch('variants/little-fort.ron').then(r => r.text()).then(text => "
                   "{ window.asaltoChosenFile = { name: 'little-fort.ron', text }; })")
        call("Runtime.evaluate", {"expression": deliver, "awaitPromise": True}, session=s)
        st = wait_for(s, "the variant chosen", lambda st: st.get("newGameVariant") == "little-fort", 60)
        check("a variant file opened in the browser", st.get("newGameVariant") == "little-fort",
              f"chosen: {st.get('newGameVariant')}, problem: {st.get('variantProblem')}")
        broken = "window.asaltoChosenFile = { name: 'broken.ron', text: '(name: \"x\")' }"
        call("Runtime.evaluate", {"expression": broken}, session=s)
        st = wait_for(s, "the refusal", lambda st: st.get("variantProblem"), 60)
        check("a broken variant file refused", st.get("newGameVariant") == "little-fort",
              f"problem: {st.get('variantProblem')}")
        call("Target.closeTarget", {"targetId": target})

    if 6 in steps:
        # 6. A phone: a whole game by taps, then the review, the menu and a lesson by taps.
        for pw, ph in ((390, 844), (844, 390)):
            target, s = open_page("?variant=asalto&mode=vs-ai-officers&level=recruit&animation=off"
                                  "&fresh&seed=3", phone=(pw, ph))
            wait_for(s, "the board", lambda st: st.get("screen") == "Game" and st.get("points"), 180)
            t0 = time.time()
            st, taps = play_by_taps(s, 400)
            check(f"a whole game by taps at {pw}x{ph}", st.get("over"),
                  f"{st.get('plies')} plies, {taps} taps, {time.time() - t0:.0f} s")
            shot = a.png.replace(".png", f"-phone-{pw}x{ph}")
            picture(s, f"{shot}-game.png")
            if pw == 390:
                check_pictures_download(s)
            tap_button(s, "Review the game")
            st = wait_for(s, "the review", lambda st: st.get("reviewOpen"), 300)
            check(f"the review opened by a tap at {pw}x{ph}", st.get("reviewOpen"), "")
            picture(s, f"{shot}-review.png")
            try:
                tap_button(s, "Menu")
                wait_for(s, "the menu", lambda st: st.get("screen") == "Menu", 60)
                tap_button(s, "Learn")
                picture(s, f"{shot}-learn.png")
                tap_button(s, "1. Placing the officers")
                st = wait_for(s, "the lesson", lambda st: st.get("studying"), 60)
            finally:
                picture(s, f"{shot}-last.png")
            check(f"menu, Learn and a lesson by taps at {pw}x{ph}", st.get("studying"), "")
            picture(s, f"{shot}-lesson.png")
            call("Target.closeTarget", {"targetId": target})

    drain(0.5)
    check("no panic in the console", not console_errors, f"{len(console_errors)} errors")
except Exception as e:
    sys.exit(finish(e))
sys.exit(finish())

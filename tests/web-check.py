#!/usr/bin/env python3
"""web-check.py OUT_DIR SHOT.png — the browser test of the web build.

Serves OUT_DIR (made by scripts/web-build.sh) on 127.0.0.1 and drives it in headless Chromium
(Debian's `chromium`, WebGL2 through SwiftShader) over the DevTools protocol, with no other
dependencies. It reads the game's test hook `window.asaltoState` (see src/checks/browser_state.rs) and checks:

1. hot seat: every file the game needs loaded (the hook's `assetProblems` is empty); clicks on
   the canvas, at the board points the hook reports, place the officers and
   play three moves, which must then be the game's moves; the page is saved to SHOT.png; the
   page's address then carries the game (`#asalto/moves/…`), and opened in a fresh browser
   context (no storage shared) it shows the same moves (pictured beside SHOT as `-shared.png`);
2. computer against computer, a whole game at a low level with animations off, to its end:
   no panic or uncaught exception may appear in the console;
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
unpacked web zip with `python3 -m http.server`). `--steps 1,4` runs only some of them; WEB_CHECK_VERBOSE=1 prints every console line (Bevy logs
through console.log, its warnings included), every DevTools event and the hook while waiting.

Exit status 0 when all pass; the figures are printed as `RESULT ...` lines.
"""
import argparse, base64, functools, http.server, json, os, select, shutil, subprocess, sys, tempfile, threading, time

ap = argparse.ArgumentParser()
ap.add_argument("out_dir"); ap.add_argument("png")
ap.add_argument("--size", default="1100x700")
ap.add_argument("--game-timeout", type=float, default=600.0)
ap.add_argument("--base-url", help="test the page this server serves (OUT_DIR is then not served)")
ap.add_argument("--steps", default="1,2,3,4,5,6", help="which checks to run, e.g. 4 or 1,3")
ap.add_argument("--chromium", default=shutil.which("chromium") or "/usr/bin/chromium")
a = ap.parse_args()
W, H = (int(x) for x in a.size.split("x"))
try:
    steps = {int(x) for x in a.steps.split(",")}
except ValueError:
    steps = set()
if not steps or not steps <= {1, 2, 3, 4, 5, 6}:
    ap.error(f"--steps takes numbers from 1 to 6, joined by commas, not {a.steps!r}")
VERBOSE = bool(os.environ.get("WEB_CHECK_VERBOSE"))


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".wasm": "application/wasm", ".js": "text/javascript"}
    def log_message(self, *args): pass


if a.base_url:
    srv = None
    base = a.base_url.rstrip("/") + "/"
else:
    srv = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Handler, directory=a.out_dir))
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{srv.server_address[1]}/"

profile = tempfile.mkdtemp(prefix="asalto-web-check-")
to_r, to_w = os.pipe(); from_r, from_w = os.pipe()
def child_fds():
    x, y = os.dup(to_r), os.dup(from_w)
    os.dup2(x, 3); os.dup2(y, 4)
log = open(os.path.join(profile, "chromium.log"), "wb")
proc = subprocess.Popen(
    [a.chromium, "--headless", "--no-sandbox", "--remote-debugging-pipe", f"--user-data-dir={profile}",
     "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
     "--disable-default-apps", "--mute-audio", "--autoplay-policy=no-user-gesture-required",
     "--disable-background-timer-throttling", "--disable-renderer-backgrounding",
     f"--window-size={W},{H}", "--use-angle=swiftshader", "--enable-unsafe-swiftshader",
     "--ignore-gpu-blocklist", "about:blank"],
    stdin=subprocess.DEVNULL, stdout=log, stderr=log, preexec_fn=child_fds, close_fds=False)
os.close(to_r); os.close(from_w)

buf = b""; next_id = 0; events = []; failures = []; console_errors = []


def read_message(timeout):
    global buf
    end = time.time() + timeout
    while b"\0" not in buf:
        ready, _, _ = select.select([from_r], [], [], max(0, end - time.time()))
        if not ready:
            return None
        chunk = os.read(from_r, 1 << 20)
        if not chunk:
            raise SystemExit(f"chromium closed the pipe (see {log.name})")
        buf += chunk
    message, buf = buf.split(b"\0", 1)
    return json.loads(message)


def call(method, params=None, session=None, timeout=60):
    global next_id
    next_id += 1
    message = {"id": next_id, "method": method, "params": params or {}}
    if session:
        message["sessionId"] = session
    os.write(to_w, json.dumps(message).encode() + b"\0")
    end = time.time() + timeout
    while time.time() < end:
        m = read_message(end - time.time())
        if m is None:
            break
        if m.get("id") == next_id:
            if "error" in m:
                raise RuntimeError(f"{method}: {m['error']}")
            return m.get("result", {})
        events.append(m)
    raise TimeoutError(method)


def drain(seconds=0.0):
    """Prints console messages; a panic or an uncaught exception is a failure."""
    end = time.time() + seconds
    while True:
        while events:
            m = events.pop(0); method = m.get("method"); p = m.get("params", {})
            if method == "Runtime.consoleAPICalled":
                text = " ".join(str(x.get("value", x.get("description", ""))) for x in p.get("args", []))
                if (p.get("type") in ("error", "warning") or "panicked" in text or "%cERROR" in text
                        or VERBOSE):
                    print(f"CONSOLE {p.get('type')}: {text}"[:2000])
                if "panicked" in text:
                    console_errors.append(text)
            elif method == "Runtime.exceptionThrown":
                d = p.get("exceptionDetails", {})
                text = (d.get("exception") or {}).get("description") or d.get("text")
                print(f"EXCEPTION: {text}"[:2000])
                if "Using exceptions for control flow" not in str(text):
                    console_errors.append(str(text))
        left = end - time.time()
        if left <= 0:
            return
        m = read_message(min(left, 0.5))
        if m is not None:
            events.append(m)


def open_page(query, phone=None, context=None):
    """Opens the page; `phone` (width, height) emulates a phone with a touch screen; `context`
    is a browser context to open it in (a fresh one shares no storage with the others)."""
    params = {"url": "about:blank"}
    if context:
        params["browserContextId"] = context
    target = call("Target.createTarget", params)["targetId"]
    session = call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
    for m in ("Runtime.enable", "Log.enable", "Page.enable"):
        call(m, session=session)
    w, h = phone or (W, H)
    call("Emulation.setDeviceMetricsOverride",
         {"width": w, "height": h, "deviceScaleFactor": 1, "mobile": bool(phone)}, session=session)
    if phone:
        call("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5},
             session=session)
        # The hook lists egui's buttons (for tap_button) only when asked.
        call("Page.addScriptToEvaluateOnNewDocument",
             {"source": "window.asaltoWantsButtons = true;"}, session=session)
    call("Page.navigate", {"url": base + query}, session=session)
    print(f"INFO opened {base + query}")
    return target, session


def state(session):
    v = call("Runtime.evaluate", {"expression": "window.asaltoState || null", "returnByValue": True},
             session=session)["result"].get("value")
    return json.loads(v) if v else None


def wait_for(session, what, test, timeout):
    end = time.time() + timeout
    while time.time() < end:
        drain(0.3)
        s = state(session)
        if s and test(s):
            return s
        if VERBOSE and s:
            print(f"STATE frame {s.get('frame')} plies {s.get('plies')} review {s.get('reviewFrames')}")
    raise TimeoutError(f"waiting for {what}; last state: {json.dumps(state(session))[:600]}")


def frames_pass(session, n):
    """Waits until the game has drawn n more frames (software WebGL can be slow)."""
    start = (state(session) or {}).get("frame", 0)
    # The hook is refreshed every 6 frames, and at every frame when the window rests.
    wait_for(session, f"{n} frames", lambda st: st.get("frame", 0) >= start + n, 60)


def click(session, x, y):
    # Each step in its own frames: picking finds what is under the pointer from the frame
    # before, so a press must come after the move has been seen.
    for kind in ("mouseMoved", "mousePressed", "mouseReleased"):
        call("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y, "button": "left",
                                          "buttons": 1 if kind == "mousePressed" else 0,
                                          "clickCount": 1}, session=session)
        frames_pass(session, 2)


def tap(session, x, y):
    """A finger's tap: touched, then lifted, each in a frame of its own. Quickly: a press held
    longer than egui's click time (0.8 s) is no click, and a window that rests draws a frame at
    once on input but the next only seconds later."""
    call("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]},
         session=session)
    frames_pass(session, 1)
    call("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []}, session=session)
    frames_pass(session, 1)


def tap_button(session, label, timeout=60):
    """Taps the button egui labels so, once it is on screen."""
    x, y = settled_button(session, label, timeout)
    # Below (or above) the screen in a panel that scrolls: a finger drags the panel until the
    # button is in view, as a player would.
    h = state_viewport(session)[1]
    for _ in range(12):
        if 24 <= y <= h - 24:
            break
        swipe(session, x, h * 0.75, h * 0.35 if y > h else h * 1.15)
        x, y = state(session)["buttons"][label]
    print(f"INFO tapping {label!r} at {x:.0f},{y:.0f}")
    tap(session, x, y)


def settled_button(session, label, timeout):
    """Where the button is once it stays there from one refresh of the hook to the next: a line
    added under a banner's buttons moves them up, and a tap where a button was is lost."""
    where = None
    for _ in range(20):
        st = wait_for(session, f"the button {label!r}", lambda st: label in st.get("buttons", {}),
                      timeout)
        if st["buttons"][label] == where:
            break
        where = st["buttons"][label]
        frames_pass(session, 1)
    return where


# Records the files the page hands to the browser's downloads (an anchor with `download`,
# clicked), with their first bytes, in place of saving them.
CATCH_DOWNLOADS = """
window.asaltoDownloads = [];
const click = HTMLAnchorElement.prototype.click;
HTMLAnchorElement.prototype.click = function () {
  if (!this.download) return click.call(this);
  const name = this.download;
  fetch(this.href).then(r => r.arrayBuffer()).then(b => window.asaltoDownloads.push(
    { name, size: b.byteLength, head: Array.from(new Uint8Array(b.slice(0, 6))) }));
};
"""


def check_pictures_download(session):
    """Taps "Save pictures" on the game-over banner: a GIF and a PNG reach the downloads."""
    call("Runtime.evaluate", {"expression": CATCH_DOWNLOADS}, session=session)
    tap_button(session, "Save pictures")
    got = []
    end = time.time() + 120
    while time.time() < end and len(got) < 2:
        drain(0.5)
        got = call("Runtime.evaluate", {"expression": "window.asaltoDownloads",
                                        "returnByValue": True}, session=session)["result"]["value"]
    heads = {d["name"]: bytes(d["head"]) for d in got}
    check("the game's pictures downloaded", heads.get("asalto.gif", b"").startswith(b"GIF89a")
          and heads.get("asalto.png", b"").startswith(b"\x89PNG"),
          ", ".join(f"{d['name']} {d['size']} bytes" for d in got) or "nothing downloaded")


def state_viewport(session):
    v = call("Runtime.evaluate", {"expression": "[innerWidth, innerHeight]", "returnByValue": True},
             session=session)["result"]["value"]
    return v[0], v[1]


def swipe(session, x, y_from, y_to):
    """A finger laid on the page at (x, y_from), drawn to y_to in eight moves, then lifted."""
    y_to = max(1, min(y_to, state_viewport(session)[1] - 1))
    call("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y_from}]},
         session=session)
    frames_pass(session, 2)
    for i in range(1, 9):
        y = y_from + (y_to - y_from) * i / 8
        call("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y}]},
             session=session)
        frames_pass(session, 1)
    call("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []}, session=session)
    frames_pass(session, 6)


def picture(session, path):
    with open(path, "wb") as f:
        f.write(base64.b64decode(call("Page.captureScreenshot", {"format": "png"},
                                      session=session)["data"]))


def play_by_taps(session, limit):
    """Plays the person's moves by tapping their points until the game ends (or `limit` plies)."""
    taps = 0
    while True:
        st = wait_for(session, "the person's turn or the end",
                      lambda st: st.get("over") or (st.get("yourTurn") and st.get("legal")), 300)
        if st.get("over") or st.get("plies", 0) >= limit:
            return st, taps
        # The first legal move in the engine's order: every game is the same for a seed.
        before = st.get("plies", 0)
        for name in st["legal"][0]:
            x, y = state(session)["points"][name]
            tap(session, x, y)
            taps += 1
        wait_for(session, "the move played", lambda st: st.get("plies", 0) > before, 60)


def check(name, ok, detail):
    print(f"{'PASS' if ok else 'FAIL'} {name}: {detail}")
    if not ok:
        failures.append(name)


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
              f"soldier_ms_per_move={per_move * 1000:.0f} "
              f"soldier_search_ms_per_move={st['sliceMs'] / max(1, st['searches']):.1f} "
              f"wasm_nodes_per_s={st['sliceNodes'] / max(1e-9, st['sliceMs'] / 1000):.0f}")
        call("Target.closeTarget", {"targetId": target})

    if 3 in steps:
        # 3. The frame loop while a strong level thinks.
        target, s = open_page("?variant=assaut&mode=ai-vs-ai&level=colonel&animation=fast&fresh")
        st = wait_for(s, "six searches", lambda st: st.get("searches", 0) >= 6, 300)
        per_search = st["searchFrames"] / max(1, st["searches"])
        print(f"RESULT colonel_ms_per_move={st['searchSeconds'] / max(1, st['searches']) * 1000:.0f} "
              f"wasm_nodes_per_s={st['sliceNodes'] / max(1e-9, st['sliceMs'] / 1000):.0f}")
        fps = st["searchFrames"] / max(1e-6, st["searchSeconds"])
        check("frames drawn while the computer thinks", per_search >= 3,
              f"{st['searchFrames']} frames over {st['searches']} searches "
              f"({per_search:.1f} a search, {fps:.1f} frames/s while thinking, longest frame "
              f"{st['longestSearchFrameMs']:.0f} ms)")
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
    print(f"FAILED: {e!r} (chromium log: {log.name})")
    failures.append(repr(e))
finally:
    try:
        call("Browser.close", timeout=5)
    except Exception:
        pass
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill(); proc.wait()
    if srv:
        srv.shutdown()
    if not failures:
        shutil.rmtree(profile, ignore_errors=True)
sys.exit(1 if failures else 0)

"""The browser tests' plumbing (tests/web-check.py, tests/web-engine-check.py): a headless
Chromium (Debian's `chromium`, WebGL2 through SwiftShader) driven over the DevTools protocol with
no other dependencies, the page served from a folder or another server, the game's test hook
`window.asaltoState` read, clicks, taps and swipes, and the checks' verdicts.

`start(...)` opens the browser; `finish()` closes it and is the exit status. WEB_CHECK_VERBOSE=1
prints every console line (Bevy logs through console.log, its warnings included), every DevTools
event and the hook while waiting.
"""
import base64, functools, http.server, json, os, select, shutil, subprocess, sys, tempfile, threading, time

VERBOSE = bool(os.environ.get("WEB_CHECK_VERBOSE"))
W, H = 1100, 700
base = ""
srv = None
proc = None
profile = None
log = None
to_w = from_r = None

class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".wasm": "application/wasm", ".js": "text/javascript"}
    def log_message(self, *args): pass


def chosen_steps(ap, text, count):
    """The checks asked for by `--steps` (numbers from 1 to count, joined by commas)."""
    try:
        steps = {int(x) for x in text.split(",")}
    except ValueError:
        steps = set()
    if not steps or not steps <= set(range(1, count + 1)):
        ap.error(f"--steps takes numbers from 1 to {count}, joined by commas, not {text!r}")
    return steps


def start(out_dir, size="1100x700", base_url=None, chromium=None):
    """Serves `out_dir` (or tests the page `base_url` serves) and opens headless Chromium."""
    global W, H, base, srv, proc, profile, log, to_w, from_r
    W, H = (int(x) for x in size.split("x"))
    if base_url:
        base = base_url.rstrip("/") + "/"
    else:
        srv = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Handler, directory=out_dir))
        threading.Thread(target=srv.serve_forever, daemon=True).start()
        base = f"http://127.0.0.1:{srv.server_address[1]}/"
    chromium = chromium or shutil.which("chromium") or "/usr/bin/chromium"
    profile = tempfile.mkdtemp(prefix="asalto-web-check-")
    to_r, to_w = os.pipe(); from_r, from_w = os.pipe()

    def child_fds():
        x, y = os.dup(to_r), os.dup(from_w)
        os.dup2(x, 3); os.dup2(y, 4)
    log = open(os.path.join(profile, "chromium.log"), "wb")
    proc = subprocess.Popen(
        [chromium, "--headless", "--no-sandbox", "--remote-debugging-pipe", f"--user-data-dir={profile}",
         "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
         "--disable-default-apps", "--mute-audio", "--autoplay-policy=no-user-gesture-required",
         "--disable-background-timer-throttling", "--disable-renderer-backgrounding",
         f"--window-size={W},{H}", "--use-angle=swiftshader", "--enable-unsafe-swiftshader",
         "--ignore-gpu-blocklist", "about:blank"],
        stdin=subprocess.DEVNULL, stdout=log, stderr=log, preexec_fn=child_fds, close_fds=False)
    os.close(to_r); os.close(from_w)


def finish(error=None):
    """Closes the browser (and the server); the exit status: 0 when every check passed."""
    if error is not None:
        print(f"FAILED: {error!r} (chromium log: {log.name})")
        failures.append(repr(error))
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
    return 1 if failures else 0


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


def open_page(query, phone=None, context=None, before=None):
    """Opens the page; `phone` (width, height) emulates a phone with a touch screen; `context`
    is a browser context to open it in (a fresh one shares no storage with the others);
    `before` is a script run in the page before its own."""
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
    if before:
        call("Page.addScriptToEvaluateOnNewDocument", {"source": before}, session=session)
    call("Page.navigate", {"url": base + query}, session=session)
    print(f"INFO opened {base + query}")
    return target, session


def evaluate(session, expression, timeout=60):
    """The value of a JavaScript expression in the page (a promise is waited for)."""
    r = call("Runtime.evaluate", {"expression": expression, "awaitPromise": True,
                                  "returnByValue": True}, session=session, timeout=timeout)
    if "exceptionDetails" in r:
        raise RuntimeError(f"{expression[:60]}: {r['exceptionDetails'].get('exception', {}).get('description')}")
    return r["result"].get("value")


def state(session):
    v = call("Runtime.evaluate", {"expression": "window.asaltoState || null", "returnByValue": True},
             session=session)["result"].get("value")
    return json.loads(v) if v else None


def wait_for(session, what, test, timeout, poll=0.3):
    end = time.time() + timeout
    while time.time() < end:
        drain(poll)
        s = state(session)
        if s and test(s):
            return s
        if VERBOSE and s:
            print(f"STATE frame {s.get('frame')} plies {s.get('plies')} review {s.get('reviewFrames')}")
    last = {k: v for k, v in (state(session) or {}).items() if k not in ("points", "legal", "buttons")}
    raise TimeoutError(f"waiting for {what}; last state: {json.dumps(last)[:1200]}")


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


def run_steps(chosen, numbered):
    """Runs the chosen ones of the numbered steps in order, checks that the console kept quiet,
    and exits with the verdict (a step that raises ends the run as a failure)."""
    try:
        for n, step in numbered:
            if n in chosen:
                step()
        drain(0.5)
        check("no panic in the console", not console_errors, f"{len(console_errors)} errors")
    except Exception as e:
        sys.exit(finish(e))
    sys.exit(finish())

#!/usr/bin/env python3
"""turn-window.py GAME PREFIX SIZE SIZE... -- GAME_ARGS... — a window turned from outside, as a
tablet turned on its side and then a phone upright, with no input (run under Xvfb; tests/layout.sh
does).

Starts GAME at the first SIZE with `--layout-watch`, waits until the window rests (no frame
drawn for two seconds), then resizes it with xdotool to each further SIZE in turn. Two seconds
after a turn first shows in a frame, the layout of the last frame drawn is kept as
PREFIX-WxH.json for tests/check-layout.py: a window that drew one frame of the turn laid out
for its old shape and then rested leaves that frame there. Exit status 0 when every turn was
drawn; a game that never rests or never draws the new size fails in one line.
"""
import json, os, shutil, subprocess, sys, time

REST_SECS = 2.0
LOOK_AFTER_SECS = 2.0


def wait_until(what, test, timeout):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if test():
            return
        time.sleep(0.1)
    sys.exit(f"turn-window: {what} within {timeout:.0f} s: no")


def frame_age(watch):
    try:
        return time.time() - os.stat(watch).st_mtime
    except FileNotFoundError:
        return 0.0


def window_of(watch):
    try:
        with open(watch) as f:
            left, top, right, bottom = json.load(f)["window"]
        return round(right - left), round(bottom - top)
    except (FileNotFoundError, ValueError, KeyError):
        return None


def main():
    if "--" not in sys.argv or sys.argv.index("--") < 5:
        sys.exit("usage: turn-window.py GAME PREFIX SIZE SIZE... -- GAME_ARGS...")
    split = sys.argv.index("--")
    game, prefix, sizes, args = sys.argv[1], sys.argv[2], sys.argv[3:split], sys.argv[split + 1:]
    watch = prefix + "-watch.json"
    if os.path.exists(watch):
        os.remove(watch)
    log = open(prefix + ".log", "w")
    proc = subprocess.Popen([game, *args, "--window-size", sizes[0], "--layout-watch", watch],
                            stdout=log, stderr=subprocess.STDOUT)
    try:
        wait_until("the first frame", lambda: os.path.exists(watch), 90)
        wait_until("the window resting", lambda: frame_age(watch) >= REST_SECS, 60)
        found = subprocess.run(["xdotool", "search", "--sync", "--pid", str(proc.pid)],
                               capture_output=True, text=True, timeout=30)
        window = found.stdout.split()[0]
        for size in sizes[1:]:
            w, h = (int(x) for x in size.split("x"))
            subprocess.run(["xdotool", "windowsize", window, str(w), str(h)], check=True)
            wait_until(f"a frame at {size}", lambda: window_of(watch) == (w, h), 30)
            time.sleep(LOOK_AFTER_SECS)
            shutil.copy(watch, f"{prefix}-{size}.json")
            print(f"turn-window: turned to {size}, the last frame kept as {prefix}-{size}.json")
    finally:
        proc.kill()
        proc.wait()


main()

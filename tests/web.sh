#!/usr/bin/env bash
# The web version, end to end: set up the toolchain where rustup has no wasm32 target (a Debian
# trixie chroot, see scripts/web-toolchain.sh), build the game for wasm32, pack the web zip (scripts/package.sh),
# unpack it into a fresh folder, serve that with `python3 -m http.server` and check it in
# headless Chromium (tests/web-check.py: moves by clicks on the canvas, a whole computer game,
# frames while the computer thinks and while a long game is reviewed; tests/web-a11y-check.py: the
# page as a screen reader gets it, menus by role and name, a game by keyboard, the live regions;
# tests/web-link-check.py: two browsers that share no storage play ten moves by links;
# tests/web-engine-check.py:
# the engine's Web Worker, its golden moves, a free page, stops, failures). Needs root for the
# chroot, not on the ordinary route. Usage: tests/web.sh [OUT_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-${WEB_OUT:-$HOME/.cache/asalto/web}}"
export WEB_TARGET_DIR="${WEB_TARGET_DIR:-$HOME/.cache/asalto/web-target}"
# The chroot toolchain (root) only where rustup cannot build for wasm32 itself.
if command -v rustup >/dev/null && rustup target list --installed 2>/dev/null | grep -x wasm32-unknown-unknown >/dev/null; then
  command -v chromium >/dev/null || { echo "the browser test needs Chromium (apt-get install chromium)" >&2; exit 1; }
else
  scripts/web-toolchain.sh
fi
scripts/web-build.sh . "$out"
ls -l "$out"/*.wasm
gzip -c "$out/asalto_bg.wasm" | wc -c | awk '{printf "wasm gzipped: %d bytes\n", $1}'
site=$(mktemp -d)
server=
trap '[ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$site"' EXIT
WEB_OUT="$out" scripts/package.sh --web --out "$site/dist"
python3 -c 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])' "$site"/dist/asalto-*-web.zip "$site/page"
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server --bind 127.0.0.1 --directory "$site/page" "$port" > "$site/server.log" 2>&1 &
server=$!
python3 -c 'import socket, sys, time
for _ in range(100):
    try:
        socket.create_connection(("127.0.0.1", int(sys.argv[1])), 1).close(); break
    except OSError:
        time.sleep(0.1)
else:
    sys.exit("python3 -m http.server did not start")' "$port"
python3 tests/web-check.py --base-url "http://127.0.0.1:$port/" "$site/page" "$out/web-check.png"
python3 tests/web-a11y-check.py --base-url "http://127.0.0.1:$port/" "$site/page"
python3 tests/web-link-check.py --base-url "http://127.0.0.1:$port/" "$site/page"
# The engine's Web Worker: the golden moves' tasks with their native answers (a native build,
# beside the wasm one), then the worker in the page.
cargo run --quiet --release -p asalto-worker --example golden_tasks -- \
  crates/asalto-engine/tests/golden-moves.txt > "$site/golden-tasks.jsonl"
python3 tests/web-engine-check.py --base-url "http://127.0.0.1:$port/" "$site/page" \
  "$site/golden-tasks.jsonl" "$out/web-engine"

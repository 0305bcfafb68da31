#!/usr/bin/env bash
# The web version, end to end: set up the toolchain (a Debian trixie chroot, see
# scripts/web-toolchain.sh), build the game for wasm32, and check it in headless Chromium
# (tests/web-check.py: moves by clicks on the canvas, a whole computer game, frames while the
# computer thinks). Needs root for the chroot. Usage: tests/web.sh [OUT_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-${WEB_OUT:-$HOME/.cache/asalto/web}}"
export WEB_TARGET_DIR="${WEB_TARGET_DIR:-$HOME/.cache/asalto/web-target}"
scripts/web-toolchain.sh
scripts/web-build.sh . "$out"
ls -l "$out"/*.wasm
gzip -c "$out/asalto_bg.wasm" | wc -c | awk '{printf "wasm gzipped: %d bytes\n", $1}'
python3 tests/web-check.py "$out" "$out/web-check.png"

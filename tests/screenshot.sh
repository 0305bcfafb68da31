#!/usr/bin/env bash
# Visual smoke test: start the real game under Xvfb with Mesa's software renderer, let it play a
# few moves, save a screenshot of each variant's board and check that something was drawn.
# Usage: tests/screenshot.sh [OUT_DIR]   (default: target dir's screenshots/)
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$PWD/target}"
out="${1:-$CARGO_TARGET_DIR/screenshots}"
mkdir -p "$out"
if ! command -v xvfb-run >/dev/null; then
  echo "xvfb-run is missing (apt-get install xvfb xauth mesa-vulkan-drivers)"
  exit 1
fi
python3 tests/check-screenshot.py --self-test "$out"
cargo build -p asalto
game="$CARGO_TARGET_DIR/debug/asalto"
# Run from elsewhere than `cargo run`, Bevy finds assets/ through this.
export BEVY_ASSET_ROOT="$PWD"
for variant in asalto assaut grand-assaut; do
  png="$out/$variant.png"
  rm -f "$png"
  # Software rendering: no GPU here. Audio devices are absent; the game only logs that.
  timeout 300 xvfb-run -a -s "-screen 0 1280x800x24" \
    "$game" --variant "$variant" --mode ai-vs-ai --level recruit --after-moves 6 --screenshot "$png" \
    > "$out/$variant.log" 2>&1 || { echo "the game failed for $variant:"; tail -n 30 "$out/$variant.log"; exit 1; }
  [ -s "$png" ] || { echo "no screenshot for $variant"; tail -n 30 "$out/$variant.log"; exit 1; }
  python3 tests/check-screenshot.py "$png"
done

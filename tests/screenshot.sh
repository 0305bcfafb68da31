#!/usr/bin/env bash
# Visual smoke test: start the real game under Xvfb with Mesa's software renderer, let it play a
# few moves, save a screenshot of each variant's board and check that something was drawn. The
# game runs from its Linux package (scripts/package.sh), unpacked into a folder outside the
# checkout, with no assets/ beside it: its files are compiled in, and `--self-check` must find
# every one of them.
# Usage: tests/screenshot.sh [OUT_DIR]   (default: target dir's screenshots/)
set -euo pipefail
cd "$(dirname "$0")/.."
# Wherever Cargo builds (CARGO_TARGET_DIR, or a target-dir in a Cargo config).
CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$(cargo metadata --format-version 1 --no-deps | python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')}"
export CARGO_TARGET_DIR
out="${1:-$CARGO_TARGET_DIR/screenshots}"
mkdir -p "$out"
if ! command -v xvfb-run >/dev/null; then
  echo "xvfb-run is missing (apt-get install xvfb xauth mesa-vulkan-drivers)"
  exit 1
fi
python3 tests/check-screenshot.py --self-test "$out"
# The Linux package, made from the dev build the tests use (a release build would add half an
# hour), unpacked into a temporary folder outside the checkout.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
PACKAGE_PROFILE=dev scripts/package.sh --linux --out "$tmp/dist"
tar -xzf "$tmp"/dist/asalto-*-linux-x86_64.tar.gz -C "$tmp"
away=$(echo "$tmp"/asalto-*)
for f in asalto README.md LICENSE-MIT LICENSE-APACHE THIRD-PARTY-LICENSES.txt asalto.desktop \
  install.sh icons/asalto-64.png icons/asalto-256.png variants/little-fort.ron docs/rules.md \
  docs/playing.md docs/screenshots/asalto.png; do
  [ -s "$away/$f" ] || { echo "the package has no $f"; exit 1; }
done
[ -x "$away/asalto" ] && [ -x "$away/install.sh" ] || { echo "the package's programs are not executable"; exit 1; }
game="$away/asalto"
unset BEVY_ASSET_ROOT ASALTO_ASSETS
check=$(cd "$away" && timeout 120 xvfb-run -a -s "-screen 0 1280x800x24" ./asalto --self-check 2> "$out/self-check.log") ||
  { echo "the self-check failed:"; echo "$check"; tail -n 30 "$out/self-check.log"; exit 1; }
echo "$check"
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
# Every screen at every shape of window, checked by the layout's own numbers.
tests/layout.sh "$game" "$out/layout"

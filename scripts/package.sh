#!/usr/bin/env bash
# package.sh — the packages a player downloads, from a checkout:
#   dist/asalto-<version>-linux-x86_64.tar.gz   the game (one self-contained binary: sounds, texts
#       and lessons are compiled in), README, licences, a .desktop entry, icons and install.sh;
#   dist/asalto-<version>-web.zip               the web page (index.html, asalto.js, asalto_bg.wasm,
#                                               and the engine's worker)
#       for any static host or an itch.io HTML upload: every path in it is relative;
#   dist/asalto-<version>-windows-x86_64.zip    asalto.exe (built on Linux by
#       scripts/windows-build.sh, tried under Wine), README, docs, licences, the example variant.
# The version is Cargo.toml's, and must be what the binary's --version prints.
# Usage: scripts/package.sh [--linux] [--web] [--windows] [--out DIR]
#        (Linux and web into dist/ by default; Windows when asked for: it needs the chroot's
#        cross toolchain, scripts/web-toolchain.sh --windows)
# Env: PACKAGE_PROFILE  the Cargo profile of the game's binary (dist: release with thin LTO,
#                       no symbols, abort on panic; CI packages the dev build its tests made)
#      WEB_OUT          a finished web build (scripts/web-build.sh OUT) to zip, instead of
#                       building one with WEB_PROFILE (default web-release: small, slow to build)
#      WINDOWS_OUT      a folder holding a finished asalto.exe (scripts/windows-build.sh OUT) to
#                       zip, instead of building one
set -euo pipefail
out=dist; kinds=()
while [ $# -gt 0 ]; do
  case "$1" in
    --linux) kinds+=(linux) ;;
    --web) kinds+=(web) ;;
    --windows) kinds+=(windows) ;;
    --out) out="${2:?--out needs a folder}"; shift ;;
    *) echo "package.sh: unknown argument $1 (see the top of $0)" >&2; exit 2 ;;
  esac
  shift
done
[ ${#kinds[@]} -gt 0 ] || kinds=(linux web)
# Paths given relative to where the script was started from, then everything from the checkout.
mkdir -p "$out"; out=$(realpath "$out")
[ -z "${WEB_OUT:-}" ] || WEB_OUT=$(realpath "$WEB_OUT")
[ -z "${WINDOWS_OUT:-}" ] || WINDOWS_OUT=$(realpath "$WINDOWS_OUT")
cd "$(dirname "$0")/.."
version=$(python3 -c 'import tomllib; print(tomllib.load(open("Cargo.toml", "rb"))["package"]["version"])')
target_dir=$(cargo metadata --format-version 1 --no-deps | python3 -c 'import json,sys; print(json.load(sys.stdin)["target_directory"])')
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT

linux() {
  local profile=${PACKAGE_PROFILE:-dist} dir
  cargo build --locked --profile "$profile" -p asalto --bin asalto
  dir=$target_dir/$([ "$profile" = dev ] && echo debug || echo "$profile")
  local name=asalto-$version-linux-x86_64 root=$stage/asalto-$version
  local said
  said=$("$dir/asalto" --version)
  [ "$said" = "asalto $version" ] || { echo "the binary says '$said', Cargo.toml says $version" >&2; exit 1; }
  mkdir -p "$root/icons" "$root/variants"
  cp "$dir/asalto" "$root/"
  # An example variant file for players to open from the new-game page.
  cp assets/variants/little-fort.ron "$root/variants/"
  cp README.md CHANGELOG.md LICENSE-MIT LICENSE-APACHE packaging/linux/asalto.desktop packaging/linux/install.sh "$root/"
  # The documentation the README links to, with the README's own pictures.
  mkdir -p "$root/docs/screenshots"
  cp docs/*.md "$root/docs/"
  cp docs/screenshots/asalto.png docs/screenshots/capture-chain-selection.png "$root/docs/screenshots/"
  cp assets/icon/icon-64.png "$root/icons/asalto-64.png"
  cp assets/icon/icon-256.png "$root/icons/asalto-256.png"
  python3 scripts/third-party-licenses.py "$root/THIRD-PARTY-LICENSES.txt" >/dev/null
  tar -C "$stage" --owner=0 --group=0 -czf "$out/$name.tar.gz" "asalto-$version"
  echo "$out/$name.tar.gz: $(du -h "$out/$name.tar.gz" | cut -f1) ($profile build, binary $(du -h "$root/asalto" | cut -f1))"
}

web() {
  local web=${WEB_OUT:-}
  if [ -z "$web" ]; then
    web=$stage/web
    WEB_PROFILE=${WEB_PROFILE:-web-release} scripts/web-build.sh . "$web"
  fi
  for f in index.html asalto.js asalto_bg.wasm engine-worker.js asalto_worker.js asalto_worker_bg.wasm \
           manifest.webmanifest sw.js icon-192.png icon-512.png assets/audio/music_menu.ogg \
           assets/audio/music_game.ogg; do
    [ -f "$web/$f" ] || { echo "no $f in $web: not a finished web build" >&2; exit 1; }
  done
  python3 scripts/third-party-licenses.py --target wasm32-unknown-unknown "$stage/THIRD-PARTY-LICENSES.txt" >/dev/null
  # The game's files are compiled into the wasm, but for the music the page fetches once it runs.
  python3 - "$out/asalto-$version-web.zip" "$web" "$stage/THIRD-PARTY-LICENSES.txt" <<'PY'
import os, sys, zipfile
zip_path, web, licences = sys.argv[1:]
with zipfile.ZipFile(zip_path, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
    # The page, what it loads (the engine's Web Worker too), and what makes it installable
    # from a phone (manifest, icons, the offline copy's service worker).
    for name in ("index.html", "asalto.js", "asalto_bg.wasm", "engine-worker.js",
                 "asalto_worker.js", "asalto_worker_bg.wasm", "manifest.webmanifest", "sw.js",
                 "icon-192.png", "icon-512.png", "assets/audio/music_menu.ogg",
                 "assets/audio/music_game.ogg"):
        z.write(os.path.join(web, name), name)
    for name in ("README.md", "LICENSE-MIT", "LICENSE-APACHE"):
        z.write(name, name)
    # An example variant file, to open with the page's file chooser.
    z.write("assets/variants/little-fort.ron", "variants/little-fort.ron")
    z.write(licences, "THIRD-PARTY-LICENSES.txt")
    names = z.namelist()
print(f"{zip_path}: {os.path.getsize(zip_path) / 1e6:.1f} MB, {', '.join(names)}")
PY
}

windows() {
  local exe=${WINDOWS_OUT:-}
  if [ -z "$exe" ]; then
    exe=$stage/windows
    scripts/windows-build.sh . "$exe"
  fi
  [ -f "$exe/asalto.exe" ] || { echo "no asalto.exe in $exe" >&2; exit 1; }
  python3 scripts/third-party-licenses.py --target x86_64-pc-windows-gnu "$stage/THIRD-PARTY-LICENSES-windows.txt" >/dev/null
  python3 - "$out/asalto-$version-windows-x86_64.zip" "$exe/asalto.exe" "$stage/THIRD-PARTY-LICENSES-windows.txt" <<'PY'
import glob, os, sys, zipfile
zip_path, exe, licences = sys.argv[1:]
top = os.path.basename(zip_path)[: -len(".zip")]
with zipfile.ZipFile(zip_path, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
    # One folder, as a Windows player expects to unzip it: the game and its papers.
    z.write(exe, f"{top}/asalto.exe")
    for name in ["README.md", "CHANGELOG.md", "LICENSE-MIT", "LICENSE-APACHE"] + sorted(glob.glob("docs/*.md")):
        z.write(name, f"{top}/{name}")
    for name in ("docs/screenshots/asalto.png", "docs/screenshots/capture-chain-selection.png"):
        z.write(name, f"{top}/{name}")
    z.write("assets/variants/little-fort.ron", f"{top}/variants/little-fort.ron")
    z.write(licences, f"{top}/THIRD-PARTY-LICENSES.txt")
print(f"{zip_path}: {os.path.getsize(zip_path) / 1e6:.1f} MB")
PY
}

for kind in "${kinds[@]}"; do "$kind"; done

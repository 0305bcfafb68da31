#!/usr/bin/env bash
# The Windows download, end to end: build asalto.exe on Linux with the chroot's cross toolchain
# (scripts/windows-build.sh, which also runs it under Wine: --version, --self-check and a
# screenshot checked for a drawn board), pack the zip with scripts/package.sh --windows, unpack
# it into a fresh folder and check what a player gets. Needs root (the chroot) and
# `scripts/web-toolchain.sh --windows` done once. Usage: tests/windows.sh [OUT_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-${WINDOWS_OUT_DIR:-$HOME/.cache/asalto/windows}}"
site=$(mktemp -d)
trap 'rm -rf "$site"' EXIT
scripts/windows-build.sh . "$out"
WINDOWS_OUT="$out" scripts/package.sh --windows --out "$site/dist"
zip=$(ls "$site"/dist/asalto-*-windows-x86_64.zip)
python3 - "$zip" "$site/unpacked" <<'PY'
import os, sys, zipfile
zip_path, dest = sys.argv[1:]
top = os.path.basename(zip_path)[: -len(".zip")]
names = zipfile.ZipFile(zip_path).namelist()
wanted = ["asalto.exe", "README.md", "CHANGELOG.md", "LICENSE-MIT", "LICENSE-APACHE",
          "THIRD-PARTY-LICENSES.txt", "variants/little-fort.ron", "docs/README.md",
          "docs/screenshots/asalto.png"]
missing = [w for w in wanted if f"{top}/{w}" not in names]
outside = [n for n in names if not n.startswith(f"{top}/")]
if missing or outside:
    sys.exit(f"{zip_path}: missing {missing}, outside its folder {outside}")
zipfile.ZipFile(zip_path).extractall(dest)
exe = os.path.join(dest, top, "asalto.exe")
with open(exe, "rb") as f:
    head = f.read(2)
if head != b"MZ":
    sys.exit(f"{exe} is not a Windows program (starts {head!r})")
licences = open(os.path.join(dest, top, "THIRD-PARTY-LICENSES.txt"), encoding="utf-8").read()
if "bevy" not in licences:
    sys.exit("THIRD-PARTY-LICENSES.txt names no bevy crate")
print(f"windows zip: {len(names)} files, {os.path.getsize(zip_path) / 1e6:.1f} MB, {top}/asalto.exe is a PE program")
PY

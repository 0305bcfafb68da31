#!/bin/sh
# Installs Asalto for the current user, no root needed: the game in ~/.local/bin, its menu entry
# and icons under ~/.local/share. Run it from the unpacked folder; `./install.sh --remove` undoes it.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
bin="${XDG_BIN_HOME:-$HOME/.local/bin}"
data="${XDG_DATA_HOME:-$HOME/.local/share}"
if [ "${1:-}" = "--remove" ]; then
  rm -f "$bin/asalto" "$data/applications/asalto.desktop" \
    "$data/icons/hicolor/64x64/apps/asalto.png" "$data/icons/hicolor/256x256/apps/asalto.png"
  echo "Asalto removed (your settings and saved games stay in ~/.config/asalto)."
  exit 0
fi
mkdir -p "$bin" "$data/applications" "$data/icons/hicolor/64x64/apps" "$data/icons/hicolor/256x256/apps"
# Beside it first, then renamed: a copy onto a running game would fail ("text file busy").
cp "$here/asalto" "$bin/asalto.new" && mv -f "$bin/asalto.new" "$bin/asalto"
cp "$here/icons/asalto-64.png" "$data/icons/hicolor/64x64/apps/asalto.png"
cp "$here/icons/asalto-256.png" "$data/icons/hicolor/256x256/apps/asalto.png"
# The full path, quoted as desktop entries quote paths with spaces.
exec_line=$(printf 'Exec="%s/asalto"' "$bin" | sed 's/[\\&|]/\\&/g')
sed "s|^Exec=asalto|$exec_line|" "$here/asalto.desktop" > "$data/applications/asalto.desktop"
echo "Asalto installed: $bin/asalto, and in your desktop's menu under Games."

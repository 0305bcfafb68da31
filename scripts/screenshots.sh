#!/usr/bin/env bash
# Regenerates the documentation's pictures (docs/screenshots/) from the real game under Xvfb, with
# fixed seeds so the same commands give the same games. The browser picture (web.png) comes
# from tests/web.sh. Usage: scripts/screenshots.sh [OUT_DIR]   (default docs/screenshots)
# ONLY="review lesson" makes just those.
set -euo pipefail
cd "$(dirname "$0")/.."
# Wherever Cargo builds (CARGO_TARGET_DIR, or a target-dir in a Cargo config).
CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$(cargo metadata --format-version 1 --no-deps | python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')}"
export CARGO_TARGET_DIR
out="${1:-docs/screenshots}"
mkdir -p "$out"
cargo build -p asalto
game="$CARGO_TARGET_DIR/debug/asalto"
export BEVY_ASSET_ROOT="$PWD"

shot() {
  local name=$1
  shift
  if [ -n "${ONLY:-}" ] && [[ " $ONLY " != *" $name "* ]]; then return; fi
  echo "$name.png: $*"
  # Smooth edges as with a graphics card (software rendering turns them off by default).
  timeout 600 xvfb-run -a -s "-screen 0 1280x800x24" "$game" "$@" --multisampling on \
    --screenshot "$out/$name.png" \
    > "/tmp/screenshot-$name.log" 2>&1 || { tail -n 20 "/tmp/screenshot-$name.log"; exit 1; }
  python3 tests/check-screenshot.py "$out/$name.png" > /dev/null
}

chain="assaut o ..O/.../..O..RR/..R..RR/R....RR/R../... 0"
three_hops="assaut o ..O/.../..O..RR/..R..RR/R....RR/R../.R. 0"
huff="asalto o .../.../...O.../RR.R.RR/RR...RR/.../... 0"

shot asalto --variant asalto --mode ai-vs-ai --level recruit --seed 1 --after-moves 6
shot assaut --variant assaut --mode ai-vs-ai --level recruit --seed 1 --after-moves 6
shot grand-assaut --variant grand-assaut --mode ai-vs-ai --level recruit --seed 1 --after-moves 6
shot game-fr --variant assaut --mode ai-vs-ai --level soldier --seed 2 --after-moves 10 --language fr
shot game-de --variant asalto --mode ai-vs-ai --level soldier --seed 2 --after-moves 10 --language de
shot game-over --variant asalto --mode ai-vs-ai --level recruit --seed 3 --after-moves 400 --animation off
shot capture-chain-selection --position "$chain" --mode hot-seat --clicks c5,c3
shot chain-mid-animation --position "$three_hops" --mode hot-seat --clicks c5,e1 --screenshot-delay 520
shot huff-warning --position "$huff" --mode hot-seat --clicks d5,d6
shot huff-pointed-out --position "$huff" --mode hot-seat --clicks d5,d6,d6 --screenshot-delay 700
shot huff --position "$huff" --mode hot-seat --clicks d5,d6,d6 --screenshot-delay 1350
shot huff-explained --position "$huff" --mode hot-seat --clicks d5,d6,d6
shot keyboard --position "$chain" --mode hot-seat --keys tab,tab,enter,down
# The themes: a capture chain half chosen (ring, trail, cross, targets) and the cursor.
shot theme-colour-safe --position "$chain" --mode hot-seat --clicks c5,c3 --keys right \
  --theme colour-safe
shot theme-high-contrast --position "$chain" --mode hot-seat --clicks c5,c3 --keys right \
  --theme high-contrast
shot menu-main --menu
shot menu-keyboard --menu new-game --keys tab,tab,enter
# The new-game page's groups, Fox & Geese chosen with two of its options; a Fox & Geese game; the
# example variant file played.
shot menu-new-game --menu new-game --variant fox-geese-15-sideways
shot fox-geese --variant fox-geese-17 --mode ai-vs-ai --level captain --seed 1 --after-moves 12
shot little-fort --variant-file assets/variants/little-fort.ron --mode ai-vs-ai --level soldier \
  --seed 3 --after-moves 14
shot menu-new-game-fr --menu new-game --language fr
shot menu-rules-sv --menu rules --language sv
shot menu-rules-de --menu rules --language de
shot menu-settings --menu settings
# The progress page, from the example files tests/ratings.rs checks are what the game writes.
shot progress --menu progress --storage-from tests/data/progress
shot progress-phone --menu progress --storage-from tests/data/progress --window-size 390x844
# Marshal proves its win (the officers were huffed) and says so in the panel.
shot proven --position "asalto r .../..O/RR.R.RR/RRR.RRR/RRRRRRR/RRR/RRR 1" \
  --mode vs-ai-officers --level marshal --after-moves 1
shot analysis-proven --position "asalto r .../.../RRO.R.R/RRRRRRR/RRRRRRR/RRR/RRR 2" \
  --mode hot-seat --analyse --screenshot-delay 4000
# Learning: the review of a game with its worst move, the analysis board, a lesson's missed try,
# a puzzle and the Learn page.
shot review --variant asalto --mode ai-vs-ai --level recruit --seed 2 --after-moves 70 --review
shot practice --variant asalto --mode ai-vs-ai --level recruit --seed 2 --after-moves 70 --review \
  --practise
# (Pictured once the analysis has finished, its figures still: egui's text of a changing line
# can miss a new glyph for a frame.)
shot analysis-board-fr --variant assaut --mode ai-vs-ai --level captain --seed 4 --after-moves 20 \
  --analyse --lines 3 --language fr --screenshot-delay 40000
# The opening explorer after a placement and the rebels' first move: the book's and the games'
# replies, and the proven win after the officer's step to d5.
shot explorer --game '#asalto/moves/@c5,e7/f5-e5' --analyse --screenshot-delay 40000
shot lesson --lesson asalto:9 --clicks d4,d5
shot puzzle-sv --puzzle assaut:3 --language sv
shot learn-fr --menu learn --language fr

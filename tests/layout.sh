#!/usr/bin/env bash
# Every screen at every shape of window: the game screen, a finished game with its banner, the main menu, the new-game, rules,
# learn, progress and settings pages, a lesson and the analysis board at 390x844 (a phone upright), 768x1024 (a tablet upright), 844x390 (a phone on its side),
# 1280x720 and 1920x1080, each pictured by the real game under Xvfb with its layout's numbers
# written beside the picture and checked by tests/check-layout.py; the game and the new-game page
# also in French, and turned from 768x1024 to 844x390 to 390x844 with no input (xdotool).
# Usage: tests/layout.sh GAME [OUT_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
game=$(realpath "$1")
out="${2:-$(mktemp -d)}"
mkdir -p "$out"
failed=0
for size in 390x844 768x1024 844x390 1280x720 1920x1080; do
  w=${size%x*}
  h=${size#*x}
  compact=
  if { [ "$h" -gt "$w" ] && [ "$w" -lt 900 ]; } || [ "$h" -lt 600 ]; then compact=--compact; fi
  for screen in game game-over menu new-game rules learn progress settings lesson analysis; do
    check=$screen
    case $screen in
      game) args=(--variant asalto --mode vs-ai-officers --level recruit) ;;
      game-over) args=(--variant asalto --mode ai-vs-ai --level recruit --animation off --seed 3 --after-moves 1000); check=game-over ;;
      menu) args=(--menu main) ;;
      new-game) args=(--menu new-game) ;;
      rules | learn | settings) args=(--menu "$screen"); check=page ;;
      progress) args=(--menu progress --storage-from tests/data/progress); check=page ;;
      lesson) args=(--lesson asalto:3); check=page ;;
      analysis) args=(--variant asalto --mode hot-seat --analyse --analysis-nodes 2000000); check=game ;;
    esac
    name="$out/$screen-$size"
    rm -f "$name.png" "$name.json"
    if ! timeout 120 xvfb-run -a -s "-screen 0 2000x1200x24" "$game" "${args[@]}" \
      --window-size "$size" --screenshot "$name.png" --layout-report "$name.json" \
      > "$name.log" 2>&1; then
      echo "layout: $screen at $size did not finish (log: $name.log)"
      failed=1
      continue
    fi
    python3 tests/check-layout.py "$name.json" --screen "$check" $compact || failed=1
  done
done
# In French, whose texts run longest: the game and the new-game page, upright phone and desktop.
for size in 390x844 1280x720; do
  compact=
  [ "$size" = 390x844 ] && compact=--compact
  for screen in game new-game; do
    args=(--menu new-game)
    [ "$screen" = game ] && args=(--variant assaut --mode vs-ai-officers --level recruit)
    name="$out/$screen-$size-fr"
    if ! timeout 120 xvfb-run -a -s "-screen 0 2000x1200x24" "$game" "${args[@]}" --language fr \
      --window-size "$size" --screenshot "$name.png" --layout-report "$name.json" \
      > "$name.log" 2>&1; then
      echo "layout: $screen at $size in French did not finish (log: $name.log)"
      failed=1
      continue
    fi
    python3 tests/check-layout.py "$name.json" --screen "$screen" --language fr $compact || failed=1
  done
done
# A window turned from outside with no input once it rests, as a tablet turned on its side and
# then a phone upright: 768x1024 to 844x390 to 390x844, each looked at two seconds after the turn.
for screen in game new-game; do
  args=(--menu new-game)
  [ "$screen" = game ] && args=(--variant asalto --mode hot-seat)
  name="$out/turned-$screen"
  rm -f "$name"-*.json
  if ! timeout 180 xvfb-run -a -s "-screen 0 2000x1200x24" python3 tests/turn-window.py "$game" "$name" \
    768x1024 844x390 390x844 -- "${args[@]}"; then
    echo "layout: $screen turned did not finish (log: $name.log)"
    failed=1
    continue
  fi
  for size in 844x390 390x844; do
    python3 tests/check-layout.py "$name-$size.json" --screen "$screen" --compact || failed=1
  done
done
[ "$failed" = 0 ] && echo "layout: 58 screens checked (10 screens at 5 sizes, 2 in French at 2, 2 turned twice), every one fits" || exit 1

#!/usr/bin/env bash
# The table of proven puzzle positions in docs/solver.md: puzzle positions from the engine's own games (30 per
# siege variant, `asalto-engine puzzles`), each given to `asalto-engine prove` with a budget of
# 2,000,000 nodes, every proof written and checked with `check-proof`.
# Usage: scripts/prove-puzzles.sh [OUT_DIR]   (default /tmp/asalto-prove)
set -euo pipefail
source "$(dirname "$0")/prove-common.sh"
prove_setup /tmp/asalto-prove "${1:-}"
echo "variant | puzzles | forced wins (goal win) | proven | checked | longest | nodes | seconds"
for v in asalto assaut grand-assaut; do
  "$engine" puzzles --variant "$v" --count 30 --nodes 20000 --jobs 2 > "$out/puzzles-$v.txt"
  : > "$out/results-$v.txt"
  prove_reset
  wins=0
  while read -r line; do
    case "$line" in \#*|"") continue ;; esac
    [[ "$line" == *"goal win"* ]] && wins=$((wins + 1))
    pos="${line%% goal *}"
    prove_one "$pos" 2000000 "$out/results-$v.txt" "$pos"
  done < "$out/puzzles-$v.txt"
  echo "$v | $n | $wins | $proven | $checked | $longest plies | $nodes | $secs"
done

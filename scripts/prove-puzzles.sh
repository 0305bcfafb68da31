#!/usr/bin/env bash
# The README's table of proven positions: puzzle positions from the engine's own games (30 per
# siege variant, `asalto-engine puzzles`), each given to `asalto-engine prove` with a budget of
# 2,000,000 nodes, every proof written and checked with `check-proof`.
# Usage: scripts/prove-puzzles.sh [OUT_DIR]   (default /tmp/asalto-prove)
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-/tmp/asalto-prove}"
mkdir -p "$out"
cargo build --release -p asalto-engine
engine="${CARGO_TARGET_DIR:-target}/release/asalto-engine"
echo "variant | puzzles | forced wins (goal win) | proven | checked | longest | nodes | seconds"
for v in asalto assaut grand-assaut; do
  "$engine" puzzles --variant "$v" --count 30 --nodes 20000 --jobs 2 > "$out/puzzles-$v.txt"
  n=0 wins=0 proven=0 checked=0 longest=0 nodes=0 secs=0
  while read -r line; do
    case "$line" in \#*|"") continue ;; esac
    pos="${line%% goal *}"
    n=$((n + 1))
    [[ "$line" == *"goal win"* ]] && wins=$((wins + 1))
    result=$("$engine" prove "$pos" --nodes 2000000 --certificate "$out/proof.txt")
    echo "$pos | ${result//$'\n'/ | }" >> "$out/results-$v.txt"
    if [[ "$result" == "proven win"* ]]; then
      proven=$((proven + 1))
      plies=$(head -n 1 <<< "$result" | awk '{print $(NF-1)}')
      ((plies > longest)) && longest=$plies
      "$engine" check-proof "$out/proof.txt" > /dev/null && checked=$((checked + 1))
    fi
    last=$(tail -n 1 <<< "$result")
    nodes=$((nodes + $(awk '{print $2}' <<< "$last")))
    secs=$(awk -v a="$secs" -v b="$(awk '{print $4}' <<< "$last")" 'BEGIN {print a + b}')
  done < "$out/puzzles-$v.txt"
  echo "$v | $n | $wins | $proven | $checked | $longest plies | $nodes | $secs"
done

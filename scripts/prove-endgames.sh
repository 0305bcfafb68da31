#!/usr/bin/env bash
# The table of proven endgames in docs/solver.md: Soldier-against-Soldier games of each siege variant
# (40 side-swapped pairs from the start, the level's own randomness telling the games apart),
# and in each won game the positions 5 and 9 plies before its end, given to `asalto-engine
# prove` for the winner with 500,000 nodes; every proof written and checked with `check-proof`.
# Usage: scripts/prove-endgames.sh [OUT_DIR]   (default /tmp/asalto-endgames)
set -euo pipefail
source "$(dirname "$0")/prove-common.sh"
prove_setup /tmp/asalto-endgames "${1:-}"
echo "variant | positions | proven | checked | not a win | unknown | longest | nodes | seconds"
for v in asalto assaut grand-assaut; do
  "$engine" match --variant "$v" --a soldier --b soldier --pairs 40 --jobs 2 --moves \
    > "$out/games-$v.txt"
  : > "$out/results-$v.txt"
  prove_reset
  winner=
  while read -r line; do
    case "$line" in
      game*)
        winner=$(awk '{for (i = 1; i < NF; i++) if ($i == "result") print $(i + 1)}' <<< "$line")
        continue ;;
      moves*) ;;
      *) continue ;;
    esac
    [ "$winner" = draw ] && continue
    side=attackers
    [ "$winner" = officers ] && side=officers
    read -r -a moves <<< "${line#moves }"
    for back in 5 9; do
      keep=$((${#moves[@]} - back))
      [ "$keep" -gt 0 ] || continue
      prove_one "$v moves ${moves[*]:0:$keep}" 500000 "$out/results-$v.txt" \
        "$back before the end, for the $side" --side "$side"
    done
  done < "$out/games-$v.txt"
  echo "$v | $n | $proven | $checked | $refuted | $unknown | $longest plies | $nodes | $secs"
done

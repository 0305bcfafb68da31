#!/usr/bin/env bash
# The README's table of proven endgames: Soldier-against-Soldier games of each siege variant
# (40 side-swapped pairs from the start, the level's own randomness telling the games apart),
# and in each won game the positions 5 and 9 plies before its end, given to `asalto-engine
# prove` for the winner with 500,000 nodes; every proof written and checked with `check-proof`.
# Usage: scripts/prove-endgames.sh [OUT_DIR]   (default /tmp/asalto-endgames)
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-/tmp/asalto-endgames}"
mkdir -p "$out"
cargo build --release -p asalto-engine
engine="${CARGO_TARGET_DIR:-target}/release/asalto-engine"
echo "variant | positions | proven | checked | not a win | unknown | longest | nodes | seconds"
for v in asalto assaut grand-assaut; do
  "$engine" match --variant "$v" --a soldier --b soldier --pairs 40 --jobs 2 --moves \
    > "$out/games-$v.txt"
  : > "$out/results-$v.txt"
  n=0 proven=0 checked=0 refuted=0 unknown=0 longest=0 nodes=0 secs=0 winner=
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
      game="$v moves ${moves[*]:0:$keep}"
      n=$((n + 1))
      result=$("$engine" prove "$game" --side "$side" --nodes 500000 --certificate "$out/proof.txt")
      echo "$back before the end, for the $side | ${result//$'\n'/ | }" >> "$out/results-$v.txt"
      case "$result" in
        "proven win"*)
          proven=$((proven + 1))
          plies=$(head -n 1 <<< "$result" | awk '{print $(NF-1)}')
          ((plies > longest)) && longest=$plies
          "$engine" check-proof "$out/proof.txt" > /dev/null && checked=$((checked + 1)) ;;
        "proven not"*) refuted=$((refuted + 1)) ;;
        *) unknown=$((unknown + 1)) ;;
      esac
      last=$(tail -n 1 <<< "$result")
      nodes=$((nodes + $(awk '{print $2}' <<< "$last")))
      secs=$(awk -v a="$secs" -v b="$(awk '{print $4}' <<< "$last")" 'BEGIN {print a + b}')
    done
  done < "$out/games-$v.txt"
  echo "$v | $n | $proven | $checked | $refuted | $unknown | $longest plies | $nodes | $secs"
done

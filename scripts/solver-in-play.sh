#!/usr/bin/env bash
# How often Marshal's solver matters: the positions `prove-openings` proved won for the
# attackers, each given to Marshal (`protocol`, `go level marshal`), counted by whether its
# search saw the forced win itself or its solver proved it after the search.
# Usage: scripts/solver-in-play.sh PROVE_OPENINGS_OUTPUT   (ASALTO_ENGINE: the engine to use)
set -euo pipefail
engine="${ASALTO_ENGINE:-${CARGO_TARGET_DIR:-target}/release/asalto-engine}"
n=0 proven=0 seen=0
while read -r game; do
  out=$(printf 'position %s\ngo level marshal\n' "$game" | "$engine" protocol)
  n=$((n + 1))
  if grep -q "^info proven" <<< "$out"; then
    proven=$((proven + 1))
  elif grep "^info depth" <<< "$out" | tail -n 1 | awk '{exit !($5 >= 29000)}'; then
    seen=$((seen + 1))
  fi
done < <(grep " attackers win " "$1" | sed 's/^opening [0-9]* //; s/ attackers win.*//')
echo "positions $n: seen by Marshal's search $seen, proven by its solver after the search $proven, neither $((n - seen - proven))"

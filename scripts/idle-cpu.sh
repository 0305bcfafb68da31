#!/usr/bin/env bash
# idle-cpu.sh LABEL [GAME OPTIONS...] — the game's CPU while its window waits: starts the
# development build under Xvfb (software rendering), waits WAIT seconds (default 8), then reads
# the process's CPU time from /proc over 20 s and prints it as a share of one core.
#   scripts/idle-cpu.sh menu --menu settings
#   scripts/idle-cpu.sh menu-always --menu settings --redraw-always
#   WAIT=60 scripts/idle-cpu.sh ended --mode ai-vs-ai --level recruit --animation off
set -euo pipefail
cd "$(dirname "$0")/.."
label=$1; shift
game="$(cargo metadata --format-version 1 --no-deps | python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')/debug/asalto"
[ -x "$game" ] || cargo build -q
xvfb-run -a -s "-screen 0 1280x800x24" "$game" --fresh "$@" > "/tmp/idle-$label.log" 2>&1 &
sleep "${WAIT:-8}"
pid=$(pgrep -f "^$game --fresh" | head -1)
cpu() { awk '{print $14 + $15}' "/proc/$pid/stat"; }
a=$(cpu); sleep 20; b=$(cpu)
hz=$(getconf CLK_TCK)
echo "$label: $(echo "scale=1; ($b - $a) * 100 / ($hz * 20)" | bc)% of a core"
kill "$pid" 2>/dev/null || true
sleep 2

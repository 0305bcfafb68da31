#!/usr/bin/env bash
# release-figures.sh BINARY [MINUTES] — the figures docs/performance.md gives for a build of the game:
# its size, the time from starting it to its first drawn frame (five starts, the median and the
# range; `--start-time`, against an X server already running, so Xvfb's own start is not
# counted), and its memory after MINUTES (default 5) of Marshal against Marshal (VmRSS, and the
# peak VmHWM, from /proc). Runs under Xvfb with software rendering; needs xvfb.
set -euo pipefail
game=$(realpath "${1:?usage: release-figures.sh BINARY [MINUTES]}")
minutes=${2:-5}
[ -x "$game" ] || { echo "release-figures.sh: $game is not a program" >&2; exit 2; }
case "$minutes" in ''|*[!0-9]*) echo "release-figures.sh: MINUTES must be a whole number, not $minutes" >&2; exit 2 ;; esac
work=$(mktemp -d)
n=90
while [ -e "/tmp/.X11-unix/X$n" ] || [ -e "/tmp/.X$n-lock" ]; do n=$((n + 1)); done
Xvfb ":$n" -screen 0 1280x800x24 -nolisten tcp > "$work/xvfb.log" 2>&1 &
xvfb=$!
trap 'kill "$xvfb" 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 100); do [ -e "/tmp/.X11-unix/X$n" ] && break; sleep 0.1; done
[ -e "/tmp/.X11-unix/X$n" ] || { echo "Xvfb did not start:"; cat "$work/xvfb.log"; exit 1; }
export DISPLAY=:$n
unset BEVY_ASSET_ROOT ASALTO_ASSETS
cd "$work"

echo "binary: $(stat -c %s "$game") bytes ($(du -h "$game" | cut -f1))"

starts=()
for _ in 1 2 3 4 5; do
  began=$(date +%s%3N)
  line=$(timeout 120 "$game" --start-time 2> "$work/start.log" | grep '^start-time:') ||
    { echo "the game did not start:"; tail -n 20 "$work/start.log"; exit 1; }
  drawn=$(echo "$line" | sed -n 's/.*drawn at \([0-9]*\) ms since 1970.*/\1/p')
  starts+=($((drawn - began)))
done
sorted=($(printf '%s\n' "${starts[@]}" | sort -n))
echo "start to first frame: median ${sorted[2]} ms (${sorted[0]}-${sorted[4]} ms over 5 starts: ${starts[*]})"

"$game" --fresh --variant asalto --mode ai-vs-ai --level marshal > "$work/play.log" 2>&1 &
play=$!
sleep $((minutes * 60))
if ! kill -0 "$play" 2>/dev/null; then
  echo "the game stopped before $minutes minutes:"; tail -n 20 "$work/play.log"; exit 1
fi
rss=$(awk '/^VmRSS/ { print $2 }' "/proc/$play/status")
hwm=$(awk '/^VmHWM/ { print $2 }' "/proc/$play/status")
kill "$play"
wait "$play" 2>/dev/null || true
echo "memory after $minutes min of Marshal against Marshal: $((rss / 1024)) MiB resident, peak $((hwm / 1024)) MiB"

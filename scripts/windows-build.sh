#!/usr/bin/env bash
# windows-build.sh PROJECT_DIR OUT_DIR — the game for Windows (x86-64), built on Linux.
#
# Route: the Debian trixie chroot of scripts/web-toolchain.sh (set up with `--windows`): its
# rustc 1.97 with rust-src compiles Rust's standard library for x86_64-pc-windows-gnu itself
# (-Z build-std, allowed by RUSTC_BOOTSTRAP=1, since Debian packages no Windows std), and
# mingw-w64 links. Writes OUT_DIR/asalto.exe. Then, unless WINDOWS_SMOKE=0, runs it under Wine:
# `--version`, `--self-check` (every file of the game compiled in and loaded) and a screenshot
# under Xvfb, checked to show a drawn board. Needs root (the chroot).
# Env: WINDOWS_PROFILE (default dist), WINDOWS_TARGET_DIR (default ~/.cache/asalto/windows-target),
#      WEB_CHROOT (default /opt/trixie), CARGO_BUILD_JOBS (default 2).
set -euo pipefail
[ $# -ge 2 ] || { sed -n '2,13p' "$0" >&2; exit 2; }
CHROOT=${WEB_CHROOT:-/opt/trixie}
PROJ=$(realpath "$1"); OUT=$(realpath -m "$2")
PROFILE=${WINDOWS_PROFILE:-dist}
JOBS=${CARGO_BUILD_JOBS:-2}
TDIR=${WINDOWS_TARGET_DIR:-$HOME/.cache/asalto/windows-target}
HERE=$(dirname "$(realpath "$0")")
TARGET=x86_64-pc-windows-gnu
log() { printf '[windows-build] %s\n' "$*" >&2; }
mkdir -p "$TDIR" "$OUT"
{ [ -L "$CHROOT/usr/bin/x86_64-w64-mingw32-gcc" ] || [ -x "$CHROOT/usr/bin/x86_64-w64-mingw32-gcc" ]; } || { echo "no Windows toolchain in $CHROOT (sudo $HERE/web-toolchain.sh --windows)" >&2; exit 2; }
# shellcheck source=chroot-mounts.sh
. "$HERE/chroot-mounts.sh"
mount_project
intool() {
  chroot "$CHROOT" /usr/bin/env -i HOME=/root PATH=/usr/local/bin:/usr/bin:/bin LANG=C.UTF-8 TERM=dumb \
    CARGO_TARGET_DIR="$TDIR" CARGO_BUILD_JOBS="$JOBS" CARGO_TERM_COLOR=never RUSTC_BOOTSTRAP=1 \
    CARGO_TARGET_X86_64_PC_WINDOWS_GNU_LINKER=x86_64-w64-mingw32-gcc \
    CC_x86_64_pc_windows_gnu=x86_64-w64-mingw32-gcc CXX_x86_64_pc_windows_gnu=x86_64-w64-mingw32-g++ \
    AR_x86_64_pc_windows_gnu=x86_64-w64-mingw32-ar WINEDEBUG=-all WINEPREFIX=/root/.wine-asalto "$@"
}

t0=$(date +%s)
log "cargo build -Z build-std --profile $PROFILE --target $TARGET (jobs=$JOBS, target dir $TDIR)"
intool sh -c 'cd "$1" && shift && exec cargo build "$@"' sh "$PROJ" -Z build-std=std,panic_abort \
  --profile "$PROFILE" --target "$TARGET" --bin asalto
PDIR=$PROFILE; [ "$PROFILE" = dev ] && PDIR=debug
EXE=$TDIR/$TARGET/$PDIR/asalto.exe
[ -f "$EXE" ] || { echo "missing $EXE" >&2; exit 1; }
cp "$EXE" "$OUT/asalto.exe"
log "built in $(( $(date +%s) - t0 )) s: $(stat -c %s "$OUT/asalto.exe") bytes"

[ "${WINDOWS_SMOKE:-1}" = 1 ] || exit 0
# Wine's first start makes its prefix (a minute); later starts take seconds. Two settings of the
# test bench, not of the game: a Wine virtual desktop, since winit asserts on the display modes
# Wine reports for a bare Xvfb screen (no refresh rate), and Vulkan (through Wine to Mesa's
# software driver), since wgpu's Direct3D 12 device is lost under Wine's vkd3d while it makes
# its first compute pipeline. A real Windows has neither problem to work around.
intool timeout 300 xvfb-run -a wine reg add 'HKCU\Software\Wine\Explorer' /v Desktop /d Default /f >/dev/null 2>&1
intool timeout 300 xvfb-run -a wine reg add 'HKCU\Software\Wine\Explorer\Desktops' /v Default /d 1280x800 /f >/dev/null 2>&1
# Each run waits for the Wine server to finish before the next starts: a run that begins while
# the last one's server shuts down can be killed with it.
run() {
  local rc=0
  intool WGPU_BACKEND=vulkan timeout "${2:-300}" xvfb-run -a -s "-screen 0 1280x800x24" wine "$OUT/asalto.exe" $1 || rc=$?
  intool wineserver -w || true
  return $rc
}
said=$(run --version 2>/dev/null | tr -d '\r' | tail -1)
log "--version under Wine: $said"
case "$said" in "asalto "*) ;; *) echo "asalto.exe --version said '$said' under Wine" >&2; exit 1;; esac
checked=$(run --self-check 2>"$OUT/self-check.log" | tr -d '\r' | tail -1) \
  || { echo "asalto.exe --self-check failed under Wine:" >&2; tail -n 20 "$OUT/self-check.log" >&2; exit 1; }
log "--self-check under Wine: $checked"
rm -f "$OUT/wine-shot.png"
if run "--variant asalto --mode ai-vs-ai --level recruit --after-moves 2 --screenshot $OUT/wine-shot.png" 600 \
    >"$OUT/wine-shot.log" 2>&1 && [ -s "$OUT/wine-shot.png" ]; then
  python3 "$PROJ/tests/check-screenshot.py" "$OUT/wine-shot.png"
  log "a board drawn under Wine: $OUT/wine-shot.png"
else
  echo "no picture under Wine (the renderer did not start there); its log:" >&2
  grep -v '^$' "$OUT/wine-shot.log" | tail -n 15 >&2
  exit "${WINDOWS_SHOT_REQUIRED:-1}"
fi

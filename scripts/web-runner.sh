#!/usr/bin/env bash
# The runner of `cargo run --target wasm32-unknown-unknown` (set in .cargo/config.toml), for use
# inside the web toolchain's chroot (scripts/web-toolchain.sh): turns the built .wasm into a page
# with wasm-bindgen, adds web/ and assets/, and serves it on http://127.0.0.1:${PORT:-8000}/.
set -euo pipefail
wasm=$(realpath "$1")
root=$(cd "$(dirname "$0")/.." && pwd)
version=$(sed -n '/^name = "wasm-bindgen"$/{n;s/^version = "\(.*\)"$/\1/p;q}' "$root/Cargo.lock")
bindgen=/opt/wasm-bindgen-$version/bin/wasm-bindgen
[ -x "$bindgen" ] || { echo "no $bindgen: build once with scripts/web-build.sh" >&2; exit 1; }
out=$(mktemp -d /tmp/asalto-web-run.XXXXXX)
"$bindgen" --target web --no-typescript --out-dir "$out" --out-name asalto "$wasm"
cp -a "$root/web/." "$out/"
cp -a "$root/assets" "$out/assets"
echo "serving $out on http://127.0.0.1:${PORT:-8000}/"
exec python3 -m http.server -d "$out" --bind 127.0.0.1 "${PORT:-8000}"

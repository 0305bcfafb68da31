#!/usr/bin/env bash
# The runner of `cargo run --target wasm32-unknown-unknown` (set in .cargo/config.toml): turns the
# built .wasm into a page with wasm-bindgen of the version in Cargo.lock (on PATH, or where
# scripts/web-build.sh installs it: ~/.cache/asalto, or /opt inside the fallback chroot), adds
# web/, and serves it on http://127.0.0.1:${PORT:-8000}/.
set -euo pipefail
wasm=$(realpath "$1")
root=$(cd "$(dirname "$0")/.." && pwd)
version=$(sed -n '/^name = "wasm-bindgen"$/{n;s/^version = "\(.*\)"$/\1/p;q}' "$root/Cargo.lock")
bindgen=
for candidate in "$(command -v wasm-bindgen || true)" "$HOME/.cache/asalto/wasm-bindgen-$version/bin/wasm-bindgen" \
  "/opt/wasm-bindgen-$version/bin/wasm-bindgen"; do
  if [ -x "$candidate" ] && [ "$("$candidate" --version)" = "wasm-bindgen $version" ]; then bindgen=$candidate; break; fi
done
[ -n "$bindgen" ] || { echo "no wasm-bindgen $version: cargo install wasm-bindgen-cli --version $version (or run scripts/web-build.sh once)" >&2; exit 1; }
out=$(mktemp -d /tmp/asalto-web-run.XXXXXX)
"$bindgen" --target web --no-typescript --out-dir "$out" --out-name asalto "$wasm"
cp -a "$root/web/." "$out/"
echo "serving $out on http://127.0.0.1:${PORT:-8000}/"
exec python3 -m http.server -d "$out" --bind 127.0.0.1 "${PORT:-8000}"

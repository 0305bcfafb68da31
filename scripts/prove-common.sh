# Shared by scripts/prove-puzzles.sh and scripts/prove-endgames.sh (sourced, not run): the
# engine built once, and one position proved, its certificate checked and the result counted.

# prove_setup DEFAULT_OUT [OUT]: sets $out and $engine (ASALTO_ENGINE names a built engine to
# use instead of building one).
prove_setup() {
  cd "$(dirname "${BASH_SOURCE[0]}")/.."
  out="${2:-$1}"
  mkdir -p "$out"
  if [ -n "${ASALTO_ENGINE:-}" ]; then
    engine=$ASALTO_ENGINE
  else
    cargo build --release -p asalto-engine-cli
    engine="${CARGO_TARGET_DIR:-target}/release/asalto-engine"
  fi
}

# The counts of one table row.
prove_reset() {
  n=0 proven=0 checked=0 refuted=0 unknown=0 longest=0 nodes=0 secs=0
}

# prove_one POSITION_OR_GAME NODES RESULTS_FILE LABEL [prove options…]
prove_one() {
  local position=$1 budget=$2 results=$3 label=$4
  shift 4
  n=$((n + 1))
  local result last plies
  result=$("$engine" prove "$position" --nodes "$budget" --certificate "$out/proof.txt" "$@")
  echo "$label | ${result//$'\n'/ | }" >> "$results"
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
}

#!/usr/bin/env bash
# The strength tables of docs/strength.md: every level against the one below it in side-swapped
# pairs from the fair-start books, and every level as one side against the Marshal.
#
#   scripts/ladder.sh [steps|ratings|gauntlets|officers|random|all|fox-geese|top|grow] [variant...]
#
# steps: each level against the one below (Fox & Geese from random 4-ply openings), and each
# level against itself from the start; ratings: each level's rating and own games from the
# steps played (`asalto-engine ratings`); gauntlets: each level as one side against the
# Marshal; officers: Colonel's and Marshal's officers against imperfect attackers (Soldier,
# Captain); random: the Marshal against random moves. Default: all, every siege game.
# fox-geese: in each Fox & Geese variant (default all six), the Marshal as each side against
# random moves (20 games; ROUNDS sets it) and the Marshal against the Captain in side-swapped
# pairs from random 4-ply openings (20 pairs, 40 games; PAIRS sets it).
#
# top: the steps and own games of Colonel, General and Marshal (as steps does), each match
# played in parts of PART pairs (default 10) kept as docs/ladder/<variant>-<a>-<b>.from-K.txt
# as each ends: a stopped run, started again, goes on from its last whole part (the three steps
# take hours a game), and parts committed go on from there on another machine. Two runs may
# share the work: a part under way in one is left by the other; TOP_LEVELS (say "marshal")
# picks the steps, REVERSE=1 plays a step's parts from its last.
# grow: the ratings of crates/asalto-engine/src/search/level-ratings.txt (the steps measured
# before, read back by `ratings`) with the parts of docs/ladder it does not yet name added:
# the whole file it becomes (`scripts/ladder.sh grow > new && mv new <that file>`).
#
# Writes one summary line per measurement to standard output and the full match output to
# target/ladder/. Takes hours on two cores; each line can be reproduced alone with the command
# it prints. PAIRS (default: every start of the book), JOBS (default 2) and ENGINE may be set.
set -euo pipefail
cd "$(dirname "$0")/.."

what="${1:-all}"
shift || true
variants=("$@")
if [ ${#variants[@]} -eq 0 ]; then
    if [ "$what" = fox-geese ]; then
        variants=(fox-geese-17 fox-geese-17-sideways fox-geese-15 fox-geese-15-sideways
            fox-geese-13-sideways fox-geese-13)
    else
        variants=(asalto assaut grand-assaut)
    fi
fi
jobs="${JOBS:-2}"
pairs_opt=()
[ -n "${PAIRS:-}" ] && pairs_opt=(--pairs "$PAIRS")

# ENGINE names a built engine to use (a copy, so that builds beside a long run change nothing).
if [ -n "${ENGINE:-}" ]; then
    engine="$ENGINE"
else
    cargo build --release -q -p asalto-engine-cli
    # Wherever Cargo builds (CARGO_TARGET_DIR, or a target-dir in a Cargo config).
    target_dir=$(cargo metadata --format-version 1 --no-deps |
        python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')
    engine="$target_dir/release/asalto-engine"
fi
levels=($("$engine" levels | awk '$1 == "asalto" { print $2 }'))
parts=docs/ladder
mkdir -p target/ladder "$parts"
# The part this run is playing: its lock goes when the run stops, however it stops.
lock=""
trap '[ -z "$lock" ] || rm -f "$lock"' EXIT
trap 'exit 130' INT TERM

# Runs the engine into target/ladder/LOG, or into LOG where it names a folder.
run() {
    local log="$1"
    shift
    [[ "$log" == */* ]] || log="target/ladder/$log"
    echo "# asalto-engine $*" >&2
    "$engine" "$@" > "$log.partial"
    mv "$log.partial" "$log"
}

# A variant's fair starts: its book, or (Fox & Geese, which has none) random 4-ply openings,
# 40 pairs of them unless PAIRS says otherwise.
starts() {
    if [ -f "crates/asalto-engine/books/$1.txt" ]; then
        echo "--book crates/asalto-engine/books/$1.txt"
    else
        echo "--variant $1 --openings 4 $([ -n "${PAIRS:-}" ] || echo --pairs 40)"
    fi
}

if [ "$what" = steps ] || [ "$what" = all ]; then
    for v in "${variants[@]}"; do
        for ((i = 1; i < ${#levels[@]}; i++)); do
            lower="${levels[i - 1]}" upper="${levels[i]}"
            run "$v-$upper-$lower.txt" match $(starts "$v") \
                --a "$upper" --b "$lower" --jobs "$jobs" "${pairs_opt[@]}"
            echo "$v $upper-$lower $(grep '^pairs ' "target/ladder/$v-$upper-$lower.txt")"
        done
        # Each level's own games from the start, which a player's game is scored against.
        for l in "${levels[@]}"; do
            run "$v-$l-$l.txt" match --variant "$v" --a "$l" --b "$l" --pairs 5 --jobs "$jobs"
        done
    done
fi

# A variant's pairs: its book's starts, or 40 random openings.
book_pairs() {
    local book="crates/asalto-engine/books/$1.txt"
    if [ -f "$book" ]; then grep -cv '^\s*\(#\|$\)' "$book"; else echo 40; fi
}

# Plays one match in parts, skipping the parts a finished file already holds.
in_parts() {
    local v="$1" a="$2" b="$3" total="$4"
    local part="${PART:-10}" from n log start
    # A level's own games are from the start, as a player's are.
    if [ "$a" = "$b" ]; then
        start=(--variant "$v")
    elif [ -f "crates/asalto-engine/books/$v.txt" ]; then
        start=(--book "crates/asalto-engine/books/$v.txt")
    else
        start=(--variant "$v" --openings 4)
    fi
    local starts=()
    for ((from = 1; from <= total; from += part)); do starts+=("$from"); done
    # REVERSE=1 plays the last parts first, so that a second run beside another meets it in
    # the middle.
    [ "${REVERSE:-0}" = 1 ] && mapfile -t starts < <(printf '%s\n' "${starts[@]}" | sort -rn)
    for from in "${starts[@]}"; do
        n=$((total - from + 1 < part ? total - from + 1 : part))
        log="$parts/$v-$a-$b.from-$from.txt"
        grep -q '^score ' "$log" 2>/dev/null && continue
        # A part under way in another run is left to it (a stopped run leaves its .partial
        # file: remove it to have the part played again).
        if ! (set -o noclobber; : > "$log.partial") 2>/dev/null; then
            echo "$v $a-$b pairs $from-$((from + n - 1)): under way in another run ($log.partial)"
            continue
        fi
        lock="$log.partial"
        # Another run may have finished it between the look and the lock.
        if grep -q '^score ' "$log" 2>/dev/null; then
            rm -f "$lock"
            lock=""
            continue
        fi
        run "$log" match "${start[@]}" --a "$a" --b "$b" --pairs "$n" --from-pair "$from" \
            --jobs "$jobs"
        lock=""
        echo "$v $a-$b pairs $from-$((from + n - 1)): $(grep '^pairs ' "$log")"
    done
}

if [ "$what" = top ]; then
    for v in "${variants[@]}"; do
        for ((i = ${#levels[@]} - 3; i < ${#levels[@]}; i++)); do
            # TOP_LEVELS names the upper levels whose steps to play (default: all three).
            [[ " ${TOP_LEVELS:-${levels[*]}} " == *" ${levels[i]} "* ]] || continue
            in_parts "$v" "${levels[i]}" "${levels[i - 1]}" "$(book_pairs "$v")"
            in_parts "$v" "${levels[i]}" "${levels[i]}" 5
        done
    done
fi

# The kept ratings with the parts not yet in them, as the whole file they become: the kept file
# names each part it was grown from ("# grown from FILE"), so no match is counted twice.
if [ "$what" = grow ] || [ "$what" = top ]; then
    kept=crates/asalto-engine/src/search/level-ratings.txt
    added=()
    shopt -s nullglob
    for part in "$parts"/*.txt; do
        grep -qxF "# grown from $part" "$kept" || added+=("$part")
    done
    shopt -u nullglob
    grep '^#' "$kept" | grep -v '^# grown from ' || true
    grep '^# grown from ' "$kept" || true
    for part in "${added[@]}"; do echo "# grown from $part"; done
    "$engine" ratings "$kept" "${added[@]}" | grep -v '^#'
fi

if [ "$what" = ratings ] || [ "$what" = all ]; then
    for v in "${variants[@]}"; do
        steps=()
        for ((i = 0; i < ${#levels[@]}; i++)); do
            own="target/ladder/$v-${levels[i]}-${levels[i]}.txt"
            [ -f "$own" ] && steps+=("$own")
            ((i > 0)) || continue
            step="target/ladder/$v-${levels[i]}-${levels[i - 1]}.txt"
            [ -f "$step" ] && steps+=("$step")
        done
        [ ${#steps[@]} -gt 0 ] && "$engine" ratings "${steps[@]}"
    done
fi

if [ "$what" = gauntlets ] || [ "$what" = all ]; then
    for v in "${variants[@]}"; do
        players=()
        for l in "${levels[@]}"; do players+=(--player "$l"); done
        for side in officers attackers; do
            run "$v-gauntlet-$side.txt" gauntlet --book "crates/asalto-engine/books/$v.txt" \
                --side "$side" --against marshal "${players[@]}" --jobs "$jobs" \
                ${PAIRS:+--rounds "$PAIRS"}
            grep -E '^(player|compared) ' "target/ladder/$v-gauntlet-$side.txt" | sed "s/^/$v $side /"
        done
    done
fi

if [ "$what" = officers ] || [ "$what" = all ]; then
    for v in "${variants[@]}"; do
        # The larger book where there is one (Asalto's 120 starts).
        book="crates/asalto-engine/books/$v.txt"
        [ -f "crates/asalto-engine/books/$v-120.txt" ] && book="crates/asalto-engine/books/$v-120.txt"
        for attackers in soldier captain; do
            run "$v-officers-$attackers.txt" gauntlet --book "$book" \
                --side officers --against "$attackers" --player colonel --player marshal \
                --jobs "$jobs" ${PAIRS:+--rounds "$PAIRS"}
            grep -E '^(player|compared) ' "target/ladder/$v-officers-$attackers.txt" |
                sed "s/^/$v officers against $attackers: /"
        done
    done
fi

if [ "$what" = random ] || [ "$what" = all ]; then
    for v in "${variants[@]}"; do
        run "$v-marshal-random.txt" match --book "crates/asalto-engine/books/$v.txt" \
            --a marshal --b random --jobs "$jobs" "${pairs_opt[@]}"
        echo "$v marshal-random $(grep '^score ' "target/ladder/$v-marshal-random.txt")"
    done
fi

if [ "$what" = fox-geese ]; then
    for v in "${variants[@]}"; do
        for side in officers attackers; do
            run "$v-marshal-random-$side.txt" gauntlet --variant "$v" --side "$side" \
                --player marshal --against random --rounds "${ROUNDS:-20}" --jobs "$jobs"
            echo "$v marshal as $side against random: $(grep '^player ' "target/ladder/$v-marshal-random-$side.txt")"
        done
        run "$v-marshal-captain.txt" match --variant "$v" --a marshal --b captain \
            --pairs "${PAIRS:-20}" --openings 4 --jobs "$jobs"
        echo "$v marshal-captain $(grep -E '^(pairs|score|sides) ' "target/ladder/$v-marshal-captain.txt" | tr '\n' ' ')"
    done
fi

#!/usr/bin/env bash
# Which functions a benchmark variant calls per operation, counted by valgrind's callgrind.
#
# Runs `crosscut-benchmarks profile VARIANT` under callgrind twice (N and 2N iterations) and prints,
# per iteration, the instructions executed and every function called at least once every other
# iteration (the difference of the two runs, so setup and teardown cancel out). An allocation
# shows up as `swift_allocObject`/`malloc`, a lock as `pthread_mutex_lock`, string building as
# `String`/`_StringGuts` functions.
#
#   swift build -c release --product crosscut-benchmarks
#   Scripts/profile-hot-paths.sh ["Comparison / variant" ...]   # default: the hot paths BENCHMARKS.md names
set -euo pipefail

# The same hash seed in every run: otherwise dictionary probes (the cache, the metrics series)
# change the counts by up to a fifth from one run to the next.
export SWIFT_DETERMINISTIC_HASHING=1

repo="$(cd "$(dirname "$0")/.." && pwd)"
binary="$repo/.build/release/crosscut-benchmarks"
iterations=20000
work="$(mktemp -d "${TMPDIR:-/tmp}/crosscut-callgrind.XXXXXX")"
trap 'rm -rf "$work"' EXIT

if [ "$#" -eq 0 ]; then
    set -- \
        "Pass-through: decorators with their concerns off / direct call" \
        "Pass-through: decorators with their concerns off / generated decorated(with:) ×4, off" \
        "Logging on, level disabled / generated" \
        "Logging into InMemoryEventSink / generated" \
        "Metrics into InMemoryMetricsRecorder / generated" \
        "Caching, hit / generated" \
        "Retry, synchronous call that succeeds first time / generated"
fi

# Prints "name<TAB>calls" for every callee in a callgrind output file (names decompressed).
calls_by_function() {
    awk '
        /^c?fn=\(/ {
            match($0, /\([0-9]+\)/); id = substr($0, RSTART, RLENGTH)
            rest = substr($0, RSTART + RLENGTH + 1)
            if (rest != "") names[id] = rest
            if ($0 ~ /^cfn=/) callee = id
            next
        }
        /^calls=/ { split(substr($0, 7), parts, " "); total[callee] += parts[1] }
        END { for (id in total) print names[id] "\t" total[id] }
    ' "$1"
}

instructions() { grep -E '^(summary|totals):' "$1" | head -1 | awk '{print $2}'; }

for variant in "$@"; do
    for run in 1 2; do
        valgrind --tool=callgrind --callgrind-out-file="$work/run$run.out" \
            "$binary" profile "$variant" --iterations $((iterations * run)) >/dev/null 2>&1
        calls_by_function "$work/run$run.out" >"$work/calls$run.txt"
    done
    ir1=$(instructions "$work/run1.out")
    ir2=$(instructions "$work/run2.out")
    echo "## $variant"
    echo "instructions per operation: $(( (ir2 - ir1) / iterations ))"
    echo "calls per operation (functions called at least every other operation):"
    awk -F '\t' -v n=$iterations '
        FNR == NR { first[$1] += $2; next }
        { second[$1] += $2 }
        END { for (name in second) { d = (second[name] - first[name]) / n; if (d >= 0.5) printf "%8.2f  %s\n", d, name } }
    ' "$work/calls1.txt" "$work/calls2.txt" | sort -rn | swift demangle --simplified | sed 's/^/    /'
    echo
done

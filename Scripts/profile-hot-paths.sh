#!/usr/bin/env bash
# Instructions per call on the hot paths, and which functions each call runs, counted by valgrind's
# callgrind in the benchmark package's program (Benchmarks/, BENCHMARKS.md).
#
# Runs `crosscut-benchmarks profile VARIANT` under callgrind twice (N and 2N calls) and prints, per
# call, the instructions executed and every function called at least once every other call (the
# difference of the two runs, so set-up and teardown cancel out). An allocation shows up as
# `swift_allocObject`/`malloc`, a lock as `pthread_mutex_lock`, string building as
# `String`/`_StringGuts` functions. The counts include the benchmark's loop, a few instructions.
# It ends with a table of instructions per call and the instruction targets: retry's success path
# within 100 instructions of the direct call (its async form within 60, issue 29), the logging decorator below its level under 50 (issue
# 11), the tracing decorator without a tracer within 20 of the direct call and the five decorators
# with every concern off within 2 a switch (issue 13), the circuit breaker's closed success path
# within 100 (issue 14), an allowed call through the authorizing decorator within 200 of the same
# check written by hand (issue 25), a valid call through the validating decorator within 20 of the
# same two range checks written by hand (issue 26), a call with a free place under a concurrency limit
# within 100 of the same count behind a Mutex written by hand (issue 47).
#
#   swift build -c release --package-path Benchmarks --product crosscut-benchmarks
#   Scripts/profile-hot-paths.sh ["Comparison title / variant" ...]   # default: the hot paths below
#
# valgrind cannot read the toolchain's debug information, so it runs a copy stripped of it.
set -euo pipefail

# The same hash seed in every run: otherwise dictionary probes (the cache, the metrics series)
# change the counts by up to a fifth from one run to the next.
export SWIFT_DETERMINISTIC_HASHING=1

repo="$(cd "$(dirname "$0")/.." && pwd)"
binary="${CROSSCUT_BENCHMARKS:-$repo/Benchmarks/.build/release/crosscut-benchmarks}"
iterations=20000
work="$(mktemp -d "${TMPDIR:-/tmp}/crosscut-callgrind.XXXXXX")"
trap 'rm -rf "$work"' EXIT

if [[ ! -x $binary ]]; then
    echo "error: no $binary; build it: swift build -c release --package-path Benchmarks --product crosscut-benchmarks" >&2
    exit 2
fi
strip --strip-debug -o "$work/crosscut-benchmarks" "$binary"

metrics="Metrics: count and time a call"
caching="Caching: a hit"
retry="Retry: success on the first attempt"
retry_async="Retry: async success on the first attempt"
logging="Logging: one call into memory"
below="Logging: a call below the level"
untraced="Tracing: a call with no tracer"
breaker="Circuit breaker: success while closed"
off="Pass-through: every concern off"
allowed="Authorization: an allowed call"
valid="Validation: a valid call with two range constraints"
limited="Concurrency limit: an async call with a free place"
if [ "$#" -eq 0 ]; then
    set -- \
        "$metrics / Crosscut MetricsCalculator" "$metrics / swift-prometheus by hand" "$metrics / floor: atomic adds" \
        "$caching / Crosscut CachingCalculator" "$caching / NSCache by hand" "$caching / floor: locked dictionary" \
        "$retry / direct call" "$retry / Crosscut RetryingCalculator" \
        "$retry_async / direct call" "$retry_async / Crosscut RetryingCalculator" \
        "$breaker / direct call" "$breaker / Crosscut CircuitBreakingCalculator" \
        "$logging / Crosscut LoggingCalculator" "$logging / swift-log by hand" \
        "$below / direct call" "$below / Crosscut LoggingCalculator" "$below / swift-log by hand" \
        "$untraced / direct call" "$untraced / Crosscut TracingCalculator, no tracer" \
        "$allowed / direct call" "$allowed / Crosscut AuthorizingLedger" "$allowed / check by hand" \
        "$valid / direct call" "$valid / Crosscut ValidatingEnrollment" "$valid / checks by hand" \
        "$limited / direct call" "$limited / Crosscut ConcurrencyLimiter" "$limited / Mutex semaphore by hand" \
        "$off / direct call" "$off / Crosscut decorated(with:), all off"
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

declare -A per_call
for variant in "$@"; do
    for run in 1 2; do
        valgrind --tool=callgrind --callgrind-out-file="$work/run$run.out" \
            "$work/crosscut-benchmarks" profile "$variant" --iterations $((iterations * run)) >/dev/null 2>&1
        calls_by_function "$work/run$run.out" >"$work/calls$run.txt"
    done
    ir1=$(instructions "$work/run1.out")
    ir2=$(instructions "$work/run2.out")
    per_call[$variant]=$(((ir2 - ir1) / iterations))
    echo "## $variant"
    echo "instructions per call: ${per_call[$variant]}"
    echo "calls per call (functions called at least every other call):"
    awk -F '\t' -v n=$iterations '
        FNR == NR { first[$1] += $2; next }
        { second[$1] += $2 }
        END { for (name in second) { d = (second[name] - first[name]) / n; if (d >= 0.5) printf "%8.2f  %s\n", d, name } }
    ' "$work/calls1.txt" "$work/calls2.txt" | sort -rn | swift demangle --simplified | sed 's/^/    /'
    echo
done

echo "## Instructions per call"
echo
echo "| variant | instructions/call |"
echo "|---|--:|"
for variant in "$@"; do echo "| $variant | ${per_call[$variant]} |"; done
echo

# The instruction targets, when their variants were measured: "title|variant|reference|most added"
# (no reference: the variant's own count must stay under the limit).
targets=(
    "$retry|Crosscut RetryingCalculator|direct call|100"
    "$retry_async|Crosscut RetryingCalculator|direct call|60"
    "$below|Crosscut LoggingCalculator||50"
    "$untraced|Crosscut TracingCalculator, no tracer|direct call|20"
    "$off|Crosscut decorated(with:), all off|direct call|12"
    "$breaker|Crosscut CircuitBreakingCalculator|direct call|100"
    "$allowed|Crosscut AuthorizingLedger|check by hand|200"
    "$valid|Crosscut ValidatingEnrollment|checks by hand|20"
    "$limited|Crosscut ConcurrencyLimiter|Mutex semaphore by hand|100"
)
header_printed=false
for target in "${targets[@]}"; do
    IFS='|' read -r title variant reference limit <<<"$target"
    measured="${per_call["$title / $variant"]:-}"
    [[ -n $measured ]] || continue
    if [[ -n $reference ]]; then
        anchor="${per_call["$title / $reference"]:-}"
        [[ -n $anchor ]] || continue
        figure=$(printf '%+d' $((measured - anchor)))
        goal="≤ the $reference + $limit instructions"
        met=$((measured - anchor <= limit))
    else
        figure=$measured
        goal="under $limit instructions a call"
        met=$((measured < limit))
    fi
    if ! $header_printed; then
        echo "| target | figure | met |"
        echo "|---|--:|---|"
        header_printed=true
    fi
    echo "| $title: $variant $goal | $figure | $([[ $met -eq 1 ]] && echo yes || echo '**no**') |"
done

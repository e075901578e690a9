#!/usr/bin/env bash
# What the generated decorators add to a consumer's debug compile, per annotated protocol.
#
# For each count N (default 1, 10 and 100), writes N protocols like the README's catalog (four
# concerns: logging, metrics, caching, retry; four members: a cached async lookup, an async
# command, a synchronous throwing call and a property), generates their decorators with the debug
# `crosscut` as the build plugin does (`--combine`), and compiles the module twice as a debug build
# does (`-Onone`, one frontend job, object code written): the protocols with their generated file,
# and the protocols alone. `farm-bench` runs the two in turn and prints the medians; the cost per
# protocol is the difference of the processor time medians, divided by N. It needs the debug
# runtime built (`swift build`).
#
#   Scripts/measure-generated-compile-cost.sh [N ...]
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
modules="$repo/.build/debug/Modules"
crosscut="$repo/.build/debug/crosscut"
if [[ ! -d $modules || ! -x $crosscut ]]; then
    echo "error: build the package first: swift build" >&2
    exit 2
fi
work="$(mktemp -d "${TMPDIR:-/tmp}/crosscut-compile-cost.XXXXXX")"
trap 'rm -rf "$work"' EXIT
[ "$#" -gt 0 ] || set -- 1 10 100

# The protocols: N of the catalog's shape, with the types they name.
write_protocols() {  # $1: N, $2: the file
    {
        echo "import Crosscut"
        echo
        echo "public enum Topic: String, Hashable, Sendable { case sleep, focus }"
        echo "public struct Item: Hashable, Sendable { public var title: String }"
        for index in $(seq 1 "$1"); do
            cat <<SWIFT

// @crosscut(logging, metrics, caching, retry)
public protocol Catalog$index: Sendable {
    // @crosscut(cached(ttl: 300))
    func items(for topic: Topic, limit: Int) async throws -> [Item]
    // @crosscut(invalidates)
    func refresh() async throws
    func rate(_ item: Item, stars: Int) throws -> Bool
    var name: String { get }
}
SWIFT
        done
    } >"$2"
}

# The driver command that compiles the given files of module App to objects in the count's folder,
# as a debug build does: `-Onone`, not whole-module.
compile() {  # $1: the folder, the rest: the files
    local dir="$1"
    shift
    echo "swiftc -c -Onone -parse-as-library -swift-version 6 -module-name App -working-directory $dir/objects \
-I $modules -I $repo/Sources/CrosscutAtomics/include $*"
}

# The median of a figure of farm-bench's report: `median "A cpu s"`.
median() { awk -v key="$1" 'index($0, key) == 1 { print $(NF - 1) }' "$report"; }

echo "Generated code's debug compile cost, $(date -u +%Y-%m-%d), load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "| protocols | generated lines | protocols + decorators (cpu s) | protocols alone (cpu s) | added per protocol (cpu ms) | added per protocol (wall ms) |"
echo "|--:|--:|--:|--:|--:|--:|"
for count in "$@"; do
    dir="$work/$count"
    mkdir -p "$dir/out" "$dir/objects"
    write_protocols "$count" "$dir/App.swift"
    "$crosscut" generate --output-dir "$dir/out" --combine App+Crosscut.swift "$dir/App.swift"
    generated="$dir/out/App+Crosscut.swift"
    report="$dir/report.txt"
    # shellcheck disable=SC2046 # the command is split into words on purpose.
    farm-bench -n 5 --timeout 3000 --vs "$(compile "$dir" "$dir/App.swift")" -- \
        $(compile "$dir" "$dir/App.swift" "$generated") >"$report" 2>&1
    grep -q "^A exit 0 (5 of 5)" "$report" && grep -q "^B exit 0 (5 of 5)" "$report" || { cat "$report" >&2; exit 1; }
    with="$(median "A cpu s")" alone="$(median "B cpu s")"
    wall_with="$(median "A wall s")" wall_alone="$(median "B wall s")"
    awk -v n="$count" -v lines="$(wc -l <"$generated")" -v a="$with" -v b="$alone" -v wa="$wall_with" \
        -v wb="$wall_alone" 'BEGIN {
            printf "| %d | %d | %.2f | %.2f | %.1f | %.1f |\n", n, lines, a, b, (a - b) * 1000 / n, (wa - wb) * 1000 / n
        }'
done

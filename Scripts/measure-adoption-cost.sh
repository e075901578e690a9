#!/usr/bin/env bash
# What adopting Crosscut adds to a clean debug build.
#
# Builds the same small package from scratch (`rm -rf .build && swift build`, debug) three ways:
# plain Swift; depending on this checkout's Crosscut library only; and with CrosscutPlugin applied
# to its library target too (one annotated protocol, the app calling `decorated(with:)`). The three
# variants run interleaved, RUNS times each.
#
# It prints, for every build, the wall time and the processor time (user + sys of every process
# the build ran), then the medians; processor time is what survives a machine shared with other
# builds. A second table splits the median processor time of the build with the plugin by Swift
# module (the compiler's own `-stats-output-dir` figures, passed to every variant alike), so the
# runtime's share and the generator's can be told apart. SwiftPM (6.3) builds a dependency's plugin
# tool (the generator and the `crosscut` tool) only for a package that applies the plugin, before
# that package's targets; "library only" compiles just the plugins' scripts. The tool and the
# runtime both use CrosscutSecretWords, so the build with the plugin compiles it twice: its row
# adds the two.
#
#   Scripts/measure-adoption-cost.sh [RUNS]     # default 3 runs of each variant
#
# Target (issue 29): Crosscut adds at most 8 s of wall time and 10 s of processor time to a clean
# debug build on the 2-core benchmark machine.
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
# A path dependency's identity is its directory's name, whatever the checkout is called.
identity="$(basename "$repo")"
runs="${1:-3}"
work="$(mktemp -d "${TMPDIR:-/tmp}/crosscut-adoption.XXXXXX")"
trap 'rm -rf "$work"' EXIT

variants=(without library with)

write_package() {  # $1: variant, "without", "library" or "with"; writes $work/$1
    local dir="$work/$1"
    local dependencies="" crosscut="" plugins="" setup="" manager="Counter()" report="print(manager.age)"
    if [ "$1" != without ]; then
        dependencies=".package(path: \"$repo\")"
        crosscut=".product(name: \"Crosscut\", package: \"$identity\")"
        setup="import Crosscut

let concerns = Concerns(
    logger: EventLogger(sink: ConsoleEventSink()), metrics: InMemoryMetricsRecorder(), cache: InMemoryCacheStore(),
    retryStrategy: .default)"
        report='concerns.logger.log(.info, "age", ["age": .int(manager.age)])'
    fi
    if [ "$1" = with ]; then
        plugins=".plugin(name: \"CrosscutPlugin\", package: \"$identity\")"
        manager="Counter().decorated(with: concerns)"
    fi
    mkdir -p "$dir/Sources/AgeKit" "$dir/Sources/AgeApp"
    cat >"$dir/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "AgeApp",
    platforms: [.macOS(.v13)],
    dependencies: [$dependencies],
    targets: [
        .target(name: "AgeKit", dependencies: [$crosscut], plugins: [$plugins]),
        .executableTarget(name: "AgeApp", dependencies: ["AgeKit"${crosscut:+, $crosscut}]),
    ]
)
MANIFEST
    cat >"$dir/Sources/AgeApp/main.swift" <<SWIFT
import AgeKit
$setup

let manager = $manager
manager.increase()
$report
SWIFT
    cat >"$dir/Sources/AgeKit/AgeManager.swift" <<'SWIFT'
/// What the age screen may do.
// @crosscut(logging, metrics)
public protocol AgeManager: AnyObject {
    var age: Int { get }
    func increase()
    func decrease()
}

/// The live age manager.
public final class Counter: AgeManager {
    public private(set) var age = 30
    public init() {}
    public func increase() { age += 1 }
    public func decrease() { age -= 1 }
}
SWIFT
    for index in 1 2 3 4 5; do
        cat >"$dir/Sources/AgeKit/Screen$index.swift" <<SWIFT
/// Screen $index of the onboarding flow.
public struct Screen$index {
    public var title = "Screen $index"
    public init() {}
    public func render(width: Int) -> [String] {
        (0..<3).map { line in String(repeating: "-", count: max(0, width - line)) + " \(title)" }
    }
}
SWIFT
    done
}

build() {  # $1: variant, $2: run; prints "WALL CPU" in seconds; compiler statistics go to $work/stats/$1-$2
    local dir="$work/$1" stats="$work/stats/$1-$2" times TIMEFORMAT='%R %U %S'
    (cd "$dir" && rm -rf .build && swift package resolve >/dev/null 2>&1) || true
    mkdir -p "$stats"
    if ! times=$({ time (cd "$dir" && swift build -Xswiftc -stats-output-dir -Xswiftc "$stats" >build.log 2>&1); } 2>&1)
    then
        cat "$dir/build.log" >&2
        exit 1
    fi
    awk '{ printf "%.2f %.2f\n", $1, $2 + $3 }' <<<"$times"
}

module_seconds() {  # $1: a statistics directory; prints "MODULE CPU" per Swift module, its compiler jobs' user + sys
    awk '/"time\.swift-frontend\..*\.(user|sys)"/ {
            module = FILENAME; sub(/.*-swift-frontend-/, "", module); sub(/-.*/, "", module)
            value = $2; sub(/,$/, "", value); seconds[module] += value
        }
        END { for (module in seconds) printf "%s %.2f\n", module, seconds[module] }' "$1"/*.json
}

median() {  # numbers on stdin, one a line
    sort -g | awk '{ value[NR] = $1 } END { printf "%.2f", NR % 2 ? value[(NR + 1) / 2] : (value[NR / 2] + value[NR / 2 + 1]) / 2 }'
}

difference() {  # $1, $2: "WALL CPU"; prints the first minus the second
    awk '{ printf "%.2f %.2f\n", $1 - $3, $2 - $4 }' <<<"$1 $2"
}

cell() {  # $1: "WALL CPU"
    awk '{ printf "%.1f s / %.1f s", $1, $2 }' <<<"$1"
}

for variant in "${variants[@]}"; do write_package "$variant"; done

echo "clean debug build of a small package (7 files), $(nproc 2>/dev/null || sysctl -n hw.ncpu) cores, $(swift --version 2>&1 | head -1)"
echo "load average at start: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo n/a)"
echo
echo 'Each cell: wall time / processor time (user + sys of all the processes of the build).'
echo
echo '| run | without Crosscut | Crosscut library only | library + plugin | added by Crosscut |'
echo '|--:|--:|--:|--:|--:|'
columns=("${variants[@]}" added)
declare -A results
for run in $(seq 1 "$runs"); do
    for variant in "${variants[@]}"; do results[$variant,$run]=$(build "$variant" "$run"); done
    results[added,$run]=$(difference "${results[with,$run]}" "${results[without,$run]}")
    row="| $run |"
    for column in "${columns[@]}"; do row+=" $(cell "${results[$column,$run]}") |"; done
    echo "$row"
done
row="| **median** |"
for column in "${columns[@]}"; do
    medians=""
    for field in 1 2; do
        medians+="$(for run in $(seq 1 "$runs"); do cut -d' ' -f"$field" <<<"${results[$column,$run]}"; done | median) "
    done
    row+=" **$(cell "$medians")** |"
done
echo "$row"
echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo n/a)"

echo
echo 'Processor time of the Swift compiler jobs by module, library + plugin, median over the runs'
echo '(the plugin tool modules are built first, before the rest of the build; "rest" is the build'
echo "system, the drivers, the linker, compiling the manifest and plugins and running the plugin):"
echo
printf '| module | processor time |\n|---|--:|\n'
for run in $(seq 1 "$runs"); do
    modules=$(module_seconds "$work/stats/with-$run")
    echo "$modules"
    awk -v total="$(cut -d' ' -f2 <<<"${results[with,$run]}")" '{ sum += $2 } END { printf "rest %.2f\n", total - sum }' \
        <<<"$modules"
done >"$work/modules"
for module in $(cut -d' ' -f1 "$work/modules" | sort -u); do
    echo "$(awk -v module="$module" '$1 == module { print $2 }' "$work/modules" | median) $module"
done | sort -rg | awk '{ printf "| %s | %s s |\n", $2, $1 }'

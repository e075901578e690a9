#!/usr/bin/env bash
# What adopting Crosscut adds to a clean debug build.
#
# Builds the same small package from scratch (`rm -rf .build && swift build`, debug) three ways:
# plain Swift; depending on this checkout's Crosscut library only; and with CrosscutPlugin applied
# to its library target too (one annotated protocol, the app calling `decorated(with:)`). Prints
# the wall times, so the runtime's share and the generator + plugin's share can be told apart.
#
#   Scripts/measure-adoption-cost.sh [RUNS]     # default 2 runs each, interleaved; prints every run
#
# Target: Crosscut adds under 15 s to a clean debug build on the 2-core benchmark machine.
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
# A path dependency's identity is its directory's name, whatever the checkout is called.
identity="$(basename "$repo")"
runs="${1:-2}"
work="$(mktemp -d "${TMPDIR:-/tmp}/crosscut-adoption.XXXXXX")"
trap 'rm -rf "$work"' EXIT

write_package() {  # $1: directory, $2: "without", "library" or "with"
    local dir="$1" mode="$2"
    mkdir -p "$dir/Sources/AgeKit" "$dir/Sources/AgeApp"
    if [ "$mode" = library ]; then
        cat >"$dir/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "AgeApp",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "$repo")],
    targets: [
        .target(name: "AgeKit", dependencies: [.product(name: "Crosscut", package: "$identity")]),
        .executableTarget(name: "AgeApp", dependencies: ["AgeKit", .product(name: "Crosscut", package: "$identity")]),
    ]
)
MANIFEST
        cat >"$dir/Sources/AgeApp/main.swift" <<'SWIFT'
import AgeKit
import Crosscut

let concerns = Concerns(
    logger: Logger(service: ConsoleLogger()), metrics: InMemoryMetricsRecorder(), cache: InMemoryCacheStore(),
    retryPolicy: .default)
let manager = Counter()
manager.increase()
concerns.logger.log(.info, "age", ["age": .int(manager.age)])
SWIFT
    elif [ "$mode" = with ]; then
        cat >"$dir/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "AgeApp",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "$repo")],
    targets: [
        .target(
            name: "AgeKit",
            dependencies: [.product(name: "Crosscut", package: "$identity")],
            plugins: [.plugin(name: "CrosscutPlugin", package: "$identity")]
        ),
        .executableTarget(name: "AgeApp", dependencies: ["AgeKit", .product(name: "Crosscut", package: "$identity")]),
    ]
)
MANIFEST
        cat >"$dir/Sources/AgeApp/main.swift" <<'SWIFT'
import AgeKit
import Crosscut

let concerns = Concerns(
    logger: Logger(service: ConsoleLogger()), metrics: InMemoryMetricsRecorder(), cache: InMemoryCacheStore(),
    retryPolicy: .default)
let manager = Counter().decorated(with: concerns)
manager.increase()
print(manager.age)
SWIFT
    else
        cat >"$dir/Package.swift" <<'MANIFEST'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "AgeApp",
    platforms: [.macOS(.v13)],
    targets: [
        .target(name: "AgeKit"),
        .executableTarget(name: "AgeApp", dependencies: ["AgeKit"]),
    ]
)
MANIFEST
        cat >"$dir/Sources/AgeApp/main.swift" <<'SWIFT'
import AgeKit

let manager = Counter()
manager.increase()
print(manager.age)
SWIFT
    fi
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

seconds_to_build() {  # $1: directory; a clean debug build's wall time in seconds
    (cd "$1" && rm -rf .build && swift package resolve >/dev/null 2>&1 || true)
    local start end
    start=$(date +%s.%N)
    (cd "$1" && swift build >/dev/null 2>"$1/build.log") || { cat "$1/build.log" >&2; exit 1; }
    end=$(date +%s.%N)
    echo "$end - $start" | bc
}

write_package "$work/without" without
write_package "$work/library" library
write_package "$work/with" with

echo "clean debug build of a small package (6 files), $(nproc) cores, $(swift --version 2>&1 | head -1)"
echo "load average at start: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo n/a)"
printf '| run | without Crosscut | Crosscut library only | library + plugin | added by Crosscut |\n'
printf '|--:|--:|--:|--:|--:|\n'
for run in $(seq 1 "$runs"); do
    without=$(seconds_to_build "$work/without")
    library=$(seconds_to_build "$work/library")
    with=$(seconds_to_build "$work/with")
    printf '| %d | %.1f s | %.1f s | %.1f s | %.1f s |\n' \
        "$run" "$without" "$library" "$with" "$(echo "$with - $without" | bc)"
done

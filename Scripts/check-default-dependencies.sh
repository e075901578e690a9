#!/usr/bin/env bash
# A package that depends on Crosscut with its default traits resolves no package at all: the
# bridges' dependencies (swift-log, swift-metrics, swift-distributed-tracing) are fetched only for a
# consumer that enables their traits (SwiftPM 6.2 and later prune what only disabled traits use).
# Builds such a consumer in a temporary folder, then checks that enabling each trait brings in
# exactly its one package and what that package depends on (for the three bridges, nothing; for
# PostgreSQLCache, postgres-nio and the packages it builds on: swift-nio and its companions,
# swift-crypto, swift-log, swift-metrics, swift-service-lifecycle).
#
#   Scripts/check-default-dependencies.sh
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Writes the consumer's manifest, depending on Crosscut with the traits given (none: the defaults).
consumer() {
    local traits="${1:-}"
    mkdir -p "$work/Sources/Consumer"
    printf 'import Crosscut\n\nlet concerns = Concerns()\n' > "$work/Sources/Consumer/Consumer.swift"
    cat > "$work/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Consumer",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "Crosscut", path: "$repo"${traits:+, traits: [$traits]})],
    targets: [.target(name: "Consumer", dependencies: [.product(name: "Crosscut", package: "Crosscut")])]
)
MANIFEST
    rm -rf "$work/.build" "$work/Package.resolved"
}

# The remote packages resolved: the checkouts SwiftPM made.
checkouts() { ls "$work/.build/checkouts" 2>/dev/null | sort | tr '\n' ' '; }

consumer
swift build --package-path "$work" >"$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }
resolved="$(checkouts)"
if [ -n "$resolved" ]; then
    echo "error: a consumer with Crosscut's default traits resolved: $resolved" >&2
    exit 1
fi
echo "default traits: the consumer built and resolved no package"

# Each trait, then the checkouts it must resolve, sorted and separated by spaces.
postgres='postgres-nio swift-asn1 swift-async-algorithms swift-atomics swift-collections swift-crypto swift-log'
postgres+=' swift-metrics swift-nio swift-nio-ssl swift-nio-transport-services swift-service-lifecycle swift-system'
for pair in 'SwiftLog:swift-log' 'SwiftMetrics:swift-metrics' 'DistributedTracing:swift-distributed-tracing' \
    "PostgreSQLCache:$postgres"; do
    trait="${pair%%:*}" expected="${pair#*:}"
    consumer "\"$trait\""
    swift package --package-path "$work" resolve >"$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }
    resolved="$(checkouts)"
    if [ "$resolved" != "$expected " ]; then
        echo "error: with the $trait trait the consumer resolved '$resolved', not exactly '$expected'" >&2
        exit 1
    fi
    echo "$trait: resolves $expected, nothing else"
done


// swift-tools-version: 6.2
import PackageDescription

// Crosscut's benchmarks, a package of its own so that the library's manifest never grows a
// dependency: `swift run -c release --package-path Benchmarks crosscut-benchmarks` (BENCHMARKS.md).
//
// It measures Crosscut's generated decorators against what a user would write instead, over the
// libraries they would use — swift-prometheus, swift-metrics, swift-log, swift-distributed-tracing,
// NSCache, postgres-nio — and against the
// floor (atomic adds, a locked dictionary, the direct call), and counts allocations per call.
// macOS 15 for `Synchronization.Mutex`, which the locked-dictionary floor uses; users never build
// this package.
let package = Package(
    name: "CrosscutBenchmarks",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "crosscut-benchmarks", targets: ["CrosscutBenchmarks"])
    ],
    dependencies: [
        .package(name: "Crosscut", path: "..", traits: ["DistributedTracing", "PostgreSQLCache"]),
        .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.4.1"),
        .package(url: "https://github.com/apple/swift-metrics.git", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-atomics.git", from: "1.3.0"),
        .package(url: "https://github.com/apple/swift-distributed-tracing.git", from: "1.7.3"),
        .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
    ],
    targets: [
        // Counts the process's allocations (malloc and its siblings) while asked to; glibc only.
        .target(name: "AllocationCounter"),
        .executableTarget(
            name: "CrosscutBenchmarks",
            dependencies: [
                "AllocationCounter",
                .product(name: "Crosscut", package: "Crosscut"),
                .product(name: "CrosscutTesting", package: "Crosscut"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "InMemoryLogging", package: "swift-log"),
                .product(name: "Atomics", package: "swift-atomics"),
                .product(name: "Tracing", package: "swift-distributed-tracing"),
                .product(name: "InMemoryTracing", package: "swift-distributed-tracing"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            plugins: [.plugin(name: "CrosscutPlugin", package: "Crosscut")]
        ),
    ]
)

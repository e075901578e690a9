// swift-tools-version: 6.2
import PackageDescription

// Crosscut in a server's ecosystem: decorated services whose events reach a swift-log handler, whose
// metrics reach swift-metrics, bootstrapped with swift-prometheus and exposed as Prometheus text, and
// whose calls are spans of a swift-distributed-tracing tracer, and whose shared cache lives in
// PostgreSQL over postgres-nio. It enables Crosscut's `SwiftLog`, `SwiftMetrics`,
// `DistributedTracing` and `PostgreSQLCache` traits, as a server package would.
let package = Package(
    name: "ServerIntegration",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "quote-desk", targets: ["quote-desk"])
    ],
    dependencies: [
        .package(
            name: "Crosscut", path: "../..",
            traits: ["SwiftLog", "SwiftMetrics", "DistributedTracing", "PostgreSQLCache"]
        ),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-metrics.git", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.4.1"),
        .package(url: "https://github.com/apple/swift-distributed-tracing.git", from: "1.7.3"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
    ],
    targets: [
        .target(
            name: "QuoteDesk",
            dependencies: [
                .product(name: "Crosscut", package: "Crosscut"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "Tracing", package: "swift-distributed-tracing"),
                .product(name: "InMemoryTracing", package: "swift-distributed-tracing"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            plugins: [.plugin(name: "CrosscutPlugin", package: "Crosscut")]
        ),
        .executableTarget(name: "quote-desk", dependencies: ["QuoteDesk"]),
        .testTarget(
            name: "QuoteDeskTests",
            dependencies: [
                "QuoteDesk",
                .product(name: "Crosscut", package: "Crosscut"),
                .product(name: "CrosscutTesting", package: "Crosscut"),
                .product(name: "InMemoryLogging", package: "swift-log"),
                .product(name: "InMemoryTracing", package: "swift-distributed-tracing"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ]
        ),
    ]
)

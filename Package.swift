// swift-tools-version: 6.2
import PackageDescription

// Platforms: Swift concurrency, `Clock`/`Duration` and parameter packs need macOS 13 / iOS 16 and
// their contemporaries. Nothing here needs `Synchronization.Mutex` (macOS 15 / iOS 18): the runtime
// locks with `NSLock` so that apps with older deployment targets can adopt it.
//
// Dependencies: none by default. Each bridge to the ecosystem's standard APIs is behind a package
// trait, off by default, that guards every reference to its package, so that SwiftPM does not even
// fetch a package for a user who does not enable its trait. The bridges: `SwiftLog` (swift-log),
// `SwiftMetrics` (swift-metrics), `DistributedTracing` (swift-distributed-tracing, which depends on
// no other package), and `PostgreSQLCache` (postgres-nio and the swift-nio packages it builds on),
// the shared cache tier in a PostgreSQL table. Tools version 6.2 — Swift 6.2 and later, Xcode 26
// and later — because SwiftPM 6.2 is the first that skips a disabled trait's package (6.1 has
// traits, but still resolves them all), and the first three bridges' packages, at the versions
// named here, declare tools version 6.2 themselves.
let package = Package(
    name: "Crosscut",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .macCatalyst(.v16)],
    products: [
        .library(name: "Crosscut", targets: ["Crosscut"]),
        .library(name: "CrosscutTesting", targets: ["CrosscutTesting"]),
        .executable(name: "crosscut", targets: ["CrosscutCLI"]),
        .plugin(name: "CrosscutPlugin", targets: ["CrosscutPlugin"]),
        .plugin(name: "CrosscutCommand", targets: ["CrosscutCommand"]),
    ],
    traits: [
        .trait(name: "SwiftLog", description: "SwiftLogEventSink: Crosscut's events into a swift-log Logger."),
        .trait(
            name: "SwiftMetrics",
            description: "SwiftMetricsRecorder: Crosscut's metrics into swift-metrics' bootstrapped backend."),
        .trait(
            name: "DistributedTracing",
            description: "DistributedTracingCallTracer: Crosscut's traced calls as swift-distributed-tracing spans."),
        .trait(
            name: "PostgreSQLCache",
            description: "PostgreSQLSharedCacheStore: the shared cache tier in a PostgreSQL table, over postgres-nio."),
        .default(enabledTraits: []),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-metrics.git", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-distributed-tracing.git", from: "1.7.3"),
        .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
    ],
    targets: [
        // Atomic integers over C11 <stdatomic.h> for the runtime's lock-free paths (macOS 13 has no
        // `Synchronization.Atomic`); part of the package, not a dependency.
        .target(name: "CrosscutAtomics"),
        // The words that say a name holds a secret, for the generator's names and the runtime's values alike.
        .target(name: "CrosscutSecretWords"),
        .target(
            name: "Crosscut",
            dependencies: [
                "CrosscutAtomics", "CrosscutSecretWords",
                .product(name: "Logging", package: "swift-log", condition: .when(traits: ["SwiftLog"])),
                .product(name: "CoreMetrics", package: "swift-metrics", condition: .when(traits: ["SwiftMetrics"])),
                .product(
                    name: "Tracing", package: "swift-distributed-tracing",
                    condition: .when(traits: ["DistributedTracing"])),
                .product(name: "PostgresNIO", package: "postgres-nio", condition: .when(traits: ["PostgreSQLCache"])),
            ]),
        // The test kit: a manual clock, fixed dates, an in-memory event sink and ready `Concerns`.
        .target(name: "CrosscutTesting", dependencies: ["Crosscut"]),
        .target(name: "CrosscutGenerator", dependencies: ["CrosscutSecretWords"]),
        // The `crosscut` command line: arguments, `generate`, `inspect`.
        .target(name: "CrosscutCommandLine", dependencies: ["CrosscutGenerator"]),
        // The `crosscut` product.
        .executableTarget(name: "CrosscutCLI", dependencies: ["CrosscutCommandLine"]),
        // The same tool for the plugins. SwiftPM (6.3) cannot apply a plugin inside its own package when the
        // plugin's executable target is also a product's (swiftlang/swift-package-manager#8831), and
        // DecoratorTests applies CrosscutPlugin here, so the plugins get a target of their own.
        .executableTarget(name: "CrosscutTool", dependencies: ["CrosscutCommandLine"]),
        .plugin(name: "CrosscutPlugin", capability: .buildTool(), dependencies: ["CrosscutTool"]),
        .plugin(
            name: "CrosscutCommand",
            capability: .command(
                intent: .custom(
                    verb: "generate-decorators",
                    description: "Writes the decorators for annotated protocols into the package."
                ),
                permissions: [
                    .writeToPackageDirectory(reason: "Writes the generated decorators beside the annotated sources.")
                ]
            ),
            dependencies: ["CrosscutTool"]
        ),
        .testTarget(
            name: "CrosscutTests",
            dependencies: [
                "Crosscut", "CrosscutTesting",
                .product(name: "Logging", package: "swift-log", condition: .when(traits: ["SwiftLog"])),
                .product(name: "InMemoryLogging", package: "swift-log", condition: .when(traits: ["SwiftLog"])),
                .product(name: "CoreMetrics", package: "swift-metrics", condition: .when(traits: ["SwiftMetrics"])),
                .product(name: "MetricsTestKit", package: "swift-metrics", condition: .when(traits: ["SwiftMetrics"])),
                .product(
                    name: "Tracing", package: "swift-distributed-tracing",
                    condition: .when(traits: ["DistributedTracing"])),
                .product(
                    name: "InMemoryTracing", package: "swift-distributed-tracing",
                    condition: .when(traits: ["DistributedTracing"])),
                .product(name: "PostgresNIO", package: "postgres-nio", condition: .when(traits: ["PostgreSQLCache"])),
            ]),
        // Depends on the runtime too, to hold the generator's concern descriptions to it.
        .testTarget(
            name: "CrosscutGeneratorTests", dependencies: ["CrosscutGenerator", "Crosscut", "CrosscutSecretWords"]),
        .testTarget(
            name: "DecoratorTests", dependencies: ["Crosscut", "CrosscutTesting", "SameNameFixtures"],
            plugins: ["CrosscutPlugin"]),
        // A service named as one of DecoratorTests', in a module of its own: two modules' services of
        // one name share no state.
        .target(
            name: "SameNameFixtures", dependencies: ["Crosscut"], path: "Tests/SameNameFixtures",
            plugins: ["CrosscutPlugin"]),
        // Runs the built `crosscut` executable and builds a temporary package that applies the plugin.
        .testTarget(name: "CrosscutPluginTests"),
    ]
)

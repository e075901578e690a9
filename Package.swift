// swift-tools-version: 6.0
import PackageDescription

// Platforms: Swift concurrency, `Clock`/`Duration` and parameter packs need macOS 13 / iOS 16 and
// their contemporaries. Nothing here needs `Synchronization.Mutex` (macOS 15 / iOS 18): the runtime
// locks with `NSLock` so that apps with older deployment targets can adopt it.
let package = Package(
    name: "Crosscut",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .macCatalyst(.v16)],
    products: [
        .library(name: "Crosscut", targets: ["Crosscut"]),
        .executable(name: "crosscut", targets: ["CrosscutExecutable"]),
        .executable(name: "crosscut-benchmarks", targets: ["CrosscutBenchmarks"]),
        .plugin(name: "CrosscutPlugin", targets: ["CrosscutPlugin"]),
        .plugin(name: "CrosscutCommand", targets: ["CrosscutCommand"]),
    ],
    targets: [
        .target(name: "Crosscut"),
        .target(name: "CrosscutGenerator"),
        // The plugin's tool. SwiftPM (6.3) cannot apply a plugin inside its own package when the plugin's
        // executable target is also a product's ("no product named 'CrosscutCLI'", swiftlang/swift-package-manager#8831),
        // so the `crosscut` product builds the same sources (a symlinked folder) as its own target.
        .executableTarget(name: "CrosscutCLI", dependencies: ["CrosscutGenerator"]),
        .executableTarget(name: "CrosscutExecutable", dependencies: ["CrosscutGenerator"]),
        .plugin(name: "CrosscutPlugin", capability: .buildTool(), dependencies: ["CrosscutCLI"]),
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
            dependencies: ["CrosscutCLI"]
        ),
        // `swift run -c release crosscut-benchmarks`: decorators (its own annotated protocol, through
        // the plugin), the runtime and the generator; see BENCHMARKS.md.
        .executableTarget(
            name: "CrosscutBenchmarks",
            dependencies: ["Crosscut", "CrosscutGenerator"],
            plugins: ["CrosscutPlugin"]
        ),
        .testTarget(name: "CrosscutTests", dependencies: ["Crosscut"]),
        .testTarget(name: "CrosscutGeneratorTests", dependencies: ["CrosscutGenerator"]),
        .testTarget(name: "DecoratorTests", dependencies: ["Crosscut"], plugins: ["CrosscutPlugin"]),
        // Runs the built `crosscut` executable and builds a temporary package that applies the plugin.
        .testTarget(name: "CrosscutPluginTests"),
    ]
)

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
        .executable(name: "crosscut", targets: ["CrosscutCLI"]),
        // Works around swiftlang/swift-package-manager#8831: a plugin used inside this package cannot find
        // its tool when the executable target is vended only under another product name ("crosscut").
        .executable(name: "CrosscutCLI", targets: ["CrosscutCLI"]),
        .executable(name: "crosscut-benchmarks", targets: ["CrosscutBenchmarks"]),
        .plugin(name: "CrosscutPlugin", targets: ["CrosscutPlugin"]),
        .plugin(name: "CrosscutCommand", targets: ["CrosscutCommand"]),
    ],
    targets: [
        .target(name: "Crosscut"),
        .target(name: "CrosscutGenerator"),
        .executableTarget(name: "CrosscutCLI", dependencies: ["CrosscutGenerator"]),
        .plugin(name: "CrosscutPlugin", capability: .buildTool(), dependencies: ["CrosscutCLI"]),
        // `swift run -c release crosscut-benchmarks`: decorators (its own annotated protocol, through
        // the plugin), the runtime and the generator; see BENCHMARKS.md.
        .executableTarget(
            name: "CrosscutBenchmarks",
            dependencies: ["Crosscut", "CrosscutGenerator"],
            plugins: ["CrosscutPlugin"]
        ),
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
        .testTarget(name: "CrosscutTests", dependencies: ["Crosscut"]),
        .testTarget(name: "CrosscutGeneratorTests", dependencies: ["CrosscutGenerator"]),
        // Runs the built `crosscut` executable and builds a temporary package that applies the plugin.
        .testTarget(name: "CrosscutPluginTests"),
    ]
)

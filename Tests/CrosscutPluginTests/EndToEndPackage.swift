import Foundation

/// A package outside this checkout that depends on it by path and applies `CrosscutPlugin` to its
/// `Lib` target, as a user's package would; its `Committed` target has no plugin, for the command;
/// its `Tracing` target applies the plugin and depends on `Instruments`, which does not; `Bare`
/// applies the plugin without depending on the library, and `Twice` applies it to sources that hold
/// the command's output, two setup mistakes, and `Forgotten` calls decorators but does not apply it,
/// a third; `Workers` applies the plugin and refines a protocol of
/// `Lifecycle`, a package of its own beside it (as swift-service-lifecycle's `Service` is refined).
/// It lives in this checkout's `.build/crosscut-e2e/`, so that its own `.build` survives between
/// test runs and later runs build incrementally.
struct EndToEndPackage {
    let root: URL

    init() async throws {
        root = Crosscut.packageRoot.appendingPathComponent(".build/crosscut-e2e/Package", isDirectory: true)
        let lifecycle = root.deletingLastPathComponent().appendingPathComponent("Lifecycle", isDirectory: true)
        try FileManager.default.createDirectory(
            at: lifecycle.appendingPathComponent("Sources/Lifecycle"), withIntermediateDirectories: true)
        try Self.writeIfChanged(lifecycle.appendingPathComponent("Package.swift"), Self.lifecycleManifest)
        try Self.writeIfChanged(lifecycle.appendingPathComponent("Sources/Lifecycle/Service.swift"), Self.service)
        for target in [
            "Lib", "Committed", "Instruments", "Tracing", "Bare", "Twice", "Forgotten", "Workers", "Traitless",
        ] {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent("Sources/\(target)"), withIntermediateDirectories: true)
        }
        // A run stopped in the middle of the test of `Twice` may have left the command's files,
        // which fail every build's planning.
        try? FileManager.default.removeItem(at: root.appendingPathComponent("Sources/Twice/Generated"))
        // Written (touched) every time: SwiftPM re-plans, so that files added to this checkout
        // since the last run (a path dependency's new files) are part of the first build.
        try await write("Package.swift", manifest)
    }

    /// The dependency's identity: SwiftPM names a path dependency after its directory.
    private var identity: String { Crosscut.packageRoot.lastPathComponent }

    private var manifest: String {
        """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "CrosscutEndToEnd",
            platforms: [.macOS(.v13), .iOS(.v16)],
            dependencies: [.package(path: "\(Crosscut.packageRoot.path)"), .package(path: "../Lifecycle")],
            targets: [
                .target(
                    name: "Lib",
                    dependencies: [.product(name: "Crosscut", package: "\(identity)")],
                    plugins: [.plugin(name: "CrosscutPlugin", package: "\(identity)")]
                ),
                .target(name: "Committed", dependencies: [.product(name: "Crosscut", package: "\(identity)")]),
                .target(name: "Instruments"),
                .target(
                    name: "Tracing",
                    dependencies: ["Instruments", .product(name: "Crosscut", package: "\(identity)")],
                    plugins: [.plugin(name: "CrosscutPlugin", package: "\(identity)")]
                ),
                .target(name: "Bare", plugins: [.plugin(name: "CrosscutPlugin", package: "\(identity)")]),
                .target(name: "Forgotten", dependencies: [.product(name: "Crosscut", package: "\(identity)")]),
                .target(name: "Traitless", dependencies: [.product(name: "Crosscut", package: "\(identity)")]),
                .target(
                    name: "Workers",
                    dependencies: [
                        .product(name: "Lifecycle", package: "Lifecycle"),
                        .product(name: "Crosscut", package: "\(identity)"),
                    ],
                    plugins: [.plugin(name: "CrosscutPlugin", package: "\(identity)")]
                ),
                .target(
                    name: "Twice",
                    dependencies: [.product(name: "Crosscut", package: "\(identity)")],
                    plugins: [.plugin(name: "CrosscutPlugin", package: "\(identity)")]
                ),
            ]
        )

        """
    }

    /// The other package: a library whose public protocol `Workers` refines, beside an internal one.
    private static let lifecycleManifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Lifecycle",
            products: [.library(name: "Lifecycle", targets: ["Lifecycle"])],
            targets: [.target(name: "Lifecycle")]
        )

        """

    private static let service = """
        public protocol Service: Sendable {
            func run() async throws
        }

        protocol Hidden {
            func secret()
        }

        """

    private static func writeIfChanged(_ url: URL, _ text: String) throws {
        let data = Data(text.utf8)
        if FileManager.default.contents(atPath: url.path) != data { try data.write(to: url) }
    }

    /// Writes `text` to `name` in place (the same file, so SwiftPM does not re-plan).
    ///
    /// An in-place edit first waits a little over a second, as a person's edit would: a warm build of
    /// this small package can take under a second, and build tools that compare timestamps at a
    /// granularity of a second would otherwise take the next build's rewritten files for unchanged.
    func write(_ name: String, _ text: String, onlyIfChanged: Bool = false) async throws {
        let url = root.appendingPathComponent(name, isDirectory: false)
        let data = Data(text.utf8)
        if onlyIfChanged {
            if FileManager.default.contents(atPath: url.path) == data { return }
        } else {
            try await Task.sleep(for: .milliseconds(1100))
        }
        try data.write(to: url)
    }

    func modificationDate(of name: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(name).path)[
            .modificationDate] as? Date
    }

    /// `swift build --target TARGET` in the package; both streams in `standardOutput`.
    func build(_ target: String) async throws -> ProcessResult {
        try await swift(["build", "--target", target])
    }

    /// `swift SUBCOMMAND ARGUMENTS...` in the package (`--package-path` goes before a plugin's
    /// arguments); both streams in `standardOutput`.
    func swift(_ arguments: [String]) async throws -> ProcessResult {
        try await runSwift(arguments, inPackage: root)
    }

    func exists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(name).path)
    }

    func read(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: root.appendingPathComponent(name)), as: UTF8.self)
    }

    func remove(_ name: String) throws {
        if exists(name) { try FileManager.default.removeItem(at: root.appendingPathComponent(name)) }
    }

    /// The plugin's generated file for the input `name`, searched for under the plugin outputs
    /// (the folder layout there is SwiftPM's to choose), or `nil` if there is none.
    func generatedFile(named name: String) -> String? {
        let outputs = root.appendingPathComponent(".build/plugins/outputs", isDirectory: true)
        guard let files = FileManager.default.enumerator(at: outputs, includingPropertiesForKeys: nil) else {
            return nil
        }
        for case let url as URL in files where url.lastPathComponent == name {
            return String(decoding: (try? Data(contentsOf: url)) ?? Data(), as: UTF8.self)
        }
        return nil
    }

    /// The lines of a build's output that warn about the package's own or generated sources.
    static func warnings(in output: String) -> [Substring] {
        output.split(separator: "\n").filter {
            $0.contains("warning:") && ($0.contains("/Sources/Lib/") || $0.contains("+Crosscut.swift"))
        }
    }
}

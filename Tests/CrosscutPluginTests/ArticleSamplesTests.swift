import Foundation
import Testing

/// The articles' samples (`Tests/DecoratorTests/Documentation/`, whose regions the articles show,
/// and the types they take for granted, in its `Domain/`) build and pass as a user's own tests would: copied into a package outside this checkout's
/// modules, named `MeditationApp`, that depends on Crosscut and applies its plugin. A sample that
/// leans on a repository module — its name in a metric's labels, a fixture of the test targets —
/// fails here, not in a reader's app.
@Suite struct ArticleSamplesTests {
    private static let samples = Crosscut.packageRoot.appendingPathComponent(
        "Tests/DecoratorTests/Documentation", isDirectory: true)

    @Test func theSamplesBuildWithoutWarningsAndPassInAUsersPackage() async throws {
        // In this checkout's `.build`, so that later runs build incrementally.
        let root = Crosscut.packageRoot.appendingPathComponent(".build/crosscut-article-samples", isDirectory: true)
        let tests = root.appendingPathComponent("Tests/MeditationAppTests", isDirectory: true)
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        // Written every time, so that SwiftPM re-plans and builds files added to this checkout since.
        try Data(Self.manifest.utf8).write(to: root.appendingPathComponent("Package.swift"))
        try Self.mirror(Self.samples, into: tests)
        try Self.mirror(Self.samples.appendingPathComponent("Domain"), into: tests.appendingPathComponent("Domain"))

        let build = try await runSwift(["build", "--build-tests"], inPackage: root)
        #expect(build.status == 0, "\(build.standardOutput)")
        let warnings = build.standardOutput.split(separator: "\n").filter { $0.contains("warning:") }
        #expect(warnings.isEmpty, "\(warnings.joined(separator: "\n"))")
        let run = try await runSwift(["test", "--skip-build"], inPackage: root)
        #expect(run.status == 0, "\(run.standardOutput)")
        #expect(run.standardOutput.contains("Test run with"), "\(run.standardOutput)")
    }

    private static var manifest: String {
        """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "MeditationApp",
            platforms: [.macOS(.v13), .iOS(.v16)],
            dependencies: [.package(name: "Crosscut", path: "\(Crosscut.packageRoot.path)")],
            targets: [
                .testTarget(
                    name: "MeditationAppTests",
                    dependencies: [
                        .product(name: "Crosscut", package: "Crosscut"),
                        .product(name: "CrosscutTesting", package: "Crosscut"),
                    ],
                    plugins: [.plugin(name: "CrosscutPlugin", package: "Crosscut")]
                )
            ]
        )

        """
    }

    /// Makes `destination`'s Swift files those of `source`: copies each that differs (so that
    /// SwiftPM rebuilds only what changed) and removes those `source` no longer has.
    private static func mirror(_ source: URL, into destination: URL) throws {
        let files = FileManager.default
        try files.createDirectory(at: destination, withIntermediateDirectories: true)
        let wanted = try files.contentsOfDirectory(atPath: source.path).filter { $0.hasSuffix(".swift") }
        for name in try files.contentsOfDirectory(atPath: destination.path)
        where name.hasSuffix(".swift") && !wanted.contains(name) {
            try files.removeItem(at: destination.appendingPathComponent(name))
        }
        for name in wanted {
            let data = try Data(contentsOf: source.appendingPathComponent(name))
            let copy = destination.appendingPathComponent(name)
            if files.contents(atPath: copy.path) != data { try data.write(to: copy) }
        }
    }
}

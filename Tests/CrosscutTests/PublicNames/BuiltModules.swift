import Foundation

/// Where the package's built modules are, for `swift symbolgraph-extract`.
enum BuiltModules {
    /// The folder that holds `Crosscut.swiftmodule`: `Modules` beside the test executable (or
    /// bundle), in whichever build folder the tests were built in (`.build`, `.build-traits`).
    static func folder() throws -> URL {
        let starts = ([Bundle.main] + Bundle.allBundles).map(\.bundleURL)
        for start in starts {
            var folder = start
            for _ in 0..<4 {
                let modules = folder.appendingPathComponent("Modules", isDirectory: true)
                if FileManager.default.fileExists(atPath: modules.appendingPathComponent("Crosscut.swiftmodule").path) {
                    return modules
                }
                folder.deleteLastPathComponent()
            }
        }
        throw NotFound(searched: starts)
    }

    /// What the extractor needs beside `modules` (a ``folder()``) to load the C modules the built
    /// modules import, which the default build has none of but the `PostgreSQLCache` trait's has
    /// (swift-atomics', swift-nio's, BoringSSL's): the include folders of the checked-out packages
    /// that hold a module map, and the module maps SwiftPM wrote beside the other C targets' builds.
    static func cModules(beside modules: URL) -> (includes: [URL], moduleMaps: [URL]) {
        let files = FileManager.default
        let build = modules.deletingLastPathComponent()
        let checkouts = build.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("checkouts")
        let includes = (files.enumerator(at: checkouts, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
            .filter {
                $0.lastPathComponent == "module.modulemap"
                    && $0.deletingLastPathComponent().lastPathComponent == "include"
            }
            .map { $0.deletingLastPathComponent() }
        let moduleMaps = ((try? files.contentsOfDirectory(at: build, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "build" }
            .map { $0.appendingPathComponent("module.modulemap") }
            .filter { files.fileExists(atPath: $0.path) }
        return (includes, moduleMaps)
    }

    /// The runtime's C target's module map, which the runtime's module imports publicly.
    static let atomicsHeaders = packageRoot.appendingPathComponent("Sources/CrosscutAtomics/include")

    /// The checkout these tests are in.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// No built modules near the test executable.
    struct NotFound: Error, CustomStringConvertible {
        var searched: [URL]
        var description: String {
            "no Modules/Crosscut.swiftmodule near \(searched.map(\.path).joined(separator: ", "))"
        }
    }
}

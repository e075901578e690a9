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

import Foundation

/// The `crosscut` executable under test: the one SwiftPM built next to the test bundle.
enum Crosscut {
    /// The package's root directory (this checkout).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Where SwiftPM puts the build products, found from the running test bundle.
    static var productsDirectory: URL {
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        return Bundle.main.bundleURL
    }

    /// The executable, or `nil` when it was not built (`swift build --product crosscut` builds it).
    static var executable: URL? {
        let url = productsDirectory.appendingPathComponent("crosscut", isDirectory: false)
        return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
    }

    /// Runs `crosscut` with `arguments` in `directory`.
    static func run(_ arguments: [String], in directory: URL? = nil) async throws -> ProcessResult {
        guard let executable else { throw MissingExecutable(directory: productsDirectory) }
        return try await runProcess(executable, arguments, in: directory)
    }

    struct MissingExecutable: Error, CustomStringConvertible {
        var directory: URL
        var description: String {
            "no 'crosscut' executable in \(directory.path): run 'swift build --product crosscut' first"
        }
    }
}

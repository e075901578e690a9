import Foundation

/// The goldens of `Tests/Goldens`: inputs as users write them (some are links to decorator
/// fixtures) and the expected generated files, `Name+Crosscut.swift`, that `GoldenTests` (in
/// CrosscutGeneratorTests) holds to what the generator writes.
enum CheckedInGoldens {
    static let directory = Crosscut.packageRoot.appendingPathComponent("Tests/Goldens", isDirectory: true)

    /// The inputs' and the expected files' paths, sorted.
    static func files() throws -> (inputs: [String], outputs: [String]) {
        let paths = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { directory.appendingPathComponent($0).path }
        let outputs = paths.filter { $0.hasSuffix(GeneratedFixtures.suffix) }
        return (paths.filter { !$0.hasSuffix(GeneratedFixtures.suffix) }, outputs)
    }
}

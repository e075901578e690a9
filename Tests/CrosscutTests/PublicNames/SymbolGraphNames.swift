import Foundation

/// Reads modules' public top-level names from the compiler: `swift symbolgraph-extract` writes a
/// built module's symbol graph, whose symbols with one path component are the names.
struct SymbolGraphNames {
    /// Folders the modules are found in besides the toolchain's (`-I`).
    var searchPaths: [URL] = []
    /// C module maps the modules import that are in none of `searchPaths` (`-fmodule-map-file`).
    var moduleMaps: [URL] = []

    /// The public top-level names of `modules`, each extracted in a process of its own.
    func names(of modules: [String]) async throws -> Set<PublicName> {
        try await withThrowingTaskGroup(of: Set<PublicName>.self) { group in
            for module in modules {
                group.addTask { try await names(of: module) }
            }
            return try await group.reduce(into: []) { $0.formUnion($1) }
        }
    }

    private func names(of module: String) async throws -> Set<PublicName> {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "crosscut-symbols-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let arguments =
            [
                "swift", "symbolgraph-extract", "-module-name", module, "-minimum-access-level", "public",
                "-skip-synthesized-members", "-output-dir", output.path,
            ] + searchPaths.flatMap { ["-I", $0.path] }
            + moduleMaps.flatMap { ["-Xcc", "-fmodule-map-file=\($0.path)"] }
        let result = try await runProcess(URL(fileURLWithPath: "/usr/bin/env"), arguments)
        guard result.status == 0 else {
            throw ExtractionFailed(module: module, output: result.standardOutput + result.standardError)
        }
        let data = try Data(contentsOf: output.appendingPathComponent("\(module).symbols.json"))
        let graph = try JSONDecoder().decode(SymbolGraph.self, from: data)
        return Set(
            graph.symbols.filter(\.isTopLevelName).map { PublicName(name: $0.pathComponents[0], module: module) })
    }

    /// `swift symbolgraph-extract` failed for a module.
    struct ExtractionFailed: Error, CustomStringConvertible {
        var module: String
        var output: String
        var description: String { "no symbol graph for \(module):\n\(output)" }
    }
}

/// The parts of a symbol graph file that name its symbols.
private struct SymbolGraph: Decodable {
    struct Symbol: Decodable {
        struct Kind: Decodable {
            var identifier: String
        }

        var kind: Kind
        var pathComponents: [String]

        /// A declaration at the top of its module; operators are overloaded, not ambiguous.
        var isTopLevelName: Bool { pathComponents.count == 1 && kind.identifier != "swift.func.op" }
    }

    var symbols: [Symbol]
}

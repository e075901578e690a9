import CrosscutGenerator
import Foundation

/// Writes a corpus into a directory under the system's temporary directory, as a package's
/// `Sources/App` would hold it, with the file list the plugin passes to `crosscut generate`.
enum CorpusWriter {
    /// Writes `files` (by their base names) into a fresh `crosscut-benchmarks/<name>/Sources/App`
    /// and `inputs.txt` beside `Sources`; returns the directory holding `Sources`.
    static func write(_ files: [SourceFile], named name: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("crosscut-benchmarks", isDirectory: true)
            .appendingPathComponent(name, isDirectory: true)
        try? FileManager.default.removeItem(at: root)
        let sources = root.appendingPathComponent("Sources/App", isDirectory: true)
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let paths = paths(of: files, in: root)
        for (file, path) in zip(files, paths) {
            try Data(file.text.utf8).write(to: URL(fileURLWithPath: path))
        }
        try Data(paths.map { $0 + "\n" }.joined().utf8).write(to: root.appendingPathComponent("inputs.txt"))
        return root
    }

    /// Where `write` puts each file.
    static func paths(of files: [SourceFile], in root: URL) -> [String] {
        files.map { root.appendingPathComponent("Sources/App/" + URL(fileURLWithPath: $0.path).lastPathComponent).path }
    }

    /// A file's text, decoded as the CLI decodes it.
    static func read(_ path: String) -> String {
        String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
    }
}

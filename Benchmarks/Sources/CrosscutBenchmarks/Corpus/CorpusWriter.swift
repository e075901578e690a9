import Foundation

/// Writes a corpus into a directory under the system's temporary directory, as a package's
/// `Sources/App` would hold it, with the file list the plugin passes to `crosscut generate`.
enum CorpusWriter {
    /// Writes `files` into a fresh `crosscut-benchmarks/<name>/Sources/App` and `inputs.txt`
    /// beside `Sources`; returns the directory holding `Sources`.
    static func write(_ files: [CorpusFile], named name: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("crosscut-benchmarks", isDirectory: true)
            .appendingPathComponent(name, isDirectory: true)
        try? FileManager.default.removeItem(at: root)
        let sources = root.appendingPathComponent("Sources/App", isDirectory: true)
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        var paths: [String] = []
        for file in files {
            let url = sources.appendingPathComponent(file.name)
            try Data(file.text.utf8).write(to: url)
            paths.append(url.path)
        }
        try Data(paths.map { $0 + "\n" }.joined().utf8).write(to: fileList(in: root))
        return root
    }

    /// The file that lists the corpus's files, one path a line, as the plugin writes it.
    static func fileList(in root: URL) -> URL { root.appendingPathComponent("inputs.txt") }

    /// A file's text, decoded as the CLI decodes it.
    static func read(_ path: String) -> String {
        String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
    }
}

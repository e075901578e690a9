import CrosscutGenerator
import Foundation

/// Reads the input files named on the command line and in file lists, with absolute paths so that
/// diagnostics point at the right file whatever the working directory.
struct SourceLoader {
    private var fileManager: FileManager { .default }

    /// The inputs' absolute, standardized paths in order, without duplicates.
    func paths(of inputs: InputList) throws(UsageError) -> [String] {
        var paths = inputs.paths
        for list in inputs.fileLists {
            paths.append(contentsOf: try entries(ofFileList: list))
        }
        var seen = Set<String>()
        let base = workingDirectory
        return paths.map { absolutePath($0, in: base) }.filter { seen.insert($0).inserted }
    }

    /// Reads every input, on every core; a missing or unreadable file is a usage error (the first
    /// such input's).
    func load(_ inputs: InputList) throws(UsageError) -> [SourceFile] {
        let paths = try paths(of: inputs)
        let texts = paths.concurrentMap { path in
            Result { () throws(UsageError) in try read(path, role: "input file") }
        }
        var sources: [SourceFile] = []
        for (path, text) in zip(paths, texts) { sources.append(SourceFile(path: path, text: try text.get())) }
        return sources
    }

    /// The files at `paths` that can be read, read on every core.
    func readable(_ paths: [String]) -> [SourceFile] {
        paths.concurrentMap { path in
            fileManager.contents(atPath: path).map {
                SourceFile(path: path, text: String(decoding: $0, as: UTF8.self))
            }
        }.compactMap { $0 }
    }

    /// The file list's lines, without the whitespace around them; empty ones left out. (Foundation
    /// splits the lines, and trims only the lines that need it: Swift's `Character`-wise versions
    /// cost about a tenth of a second for a large target in the debug build the plugin runs.)
    private func entries(ofFileList path: String) throws(UsageError) -> [String] {
        try read(absolutePath(path, in: workingDirectory), role: "file list")
            .components(separatedBy: .newlines)
            .map { line in
                let ends = [line.unicodeScalars.first, line.unicodeScalars.last].compactMap { $0 }
                return ends.contains(where: CharacterSet.whitespaces.contains)
                    ? line.trimmingCharacters(in: .whitespaces) : line
            }
            .filter { !$0.isEmpty }
    }

    private func read(_ path: String, role: String) throws(UsageError) -> String {
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw UsageError("no such \(role): \(path)")
        }
        guard !isDirectory.boolValue else { throw UsageError("\(role) is a directory: \(path)") }
        guard let data = fileManager.contents(atPath: path) else { throw UsageError("cannot read \(role): \(path)") }
        return String(decoding: data, as: UTF8.self)
    }

    private var workingDirectory: URL {
        URL(fileURLWithPath: fileManager.currentDirectoryPath, isDirectory: true)
    }

    /// `path` made absolute from `base`, standardized. (Said not to be a directory, which the path
    /// does not show once standardized, so that Foundation does not ask the file system.)
    private func absolutePath(_ path: String, in base: URL) -> String {
        URL(fileURLWithPath: path, isDirectory: false, relativeTo: base).standardizedFileURL.path
    }
}

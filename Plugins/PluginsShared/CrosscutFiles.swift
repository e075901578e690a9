import Foundation

/// How the plugins name the generator's files; the same rules as the `crosscut` executable's.
enum CrosscutFiles {
    /// The suffix of every generated file: `AgeManager.swift` → `AgeManager+Crosscut.swift`.
    static let generatedSuffix = "+Crosscut.swift"

    /// Whether the generator reads `url`: a Swift source that is not itself a generated file.
    static func isInput(_ url: URL) -> Bool {
        url.pathExtension == "swift" && !url.lastPathComponent.hasSuffix(generatedSuffix)
    }

    /// Writes one path per line to `url`, leaving the file untouched when it already says the same.
    static func writeFileList(_ inputs: [URL], to url: URL) throws {
        let data = Data(inputs.map { $0.path + "\n" }.joined().utf8)
        if FileManager.default.contents(atPath: url.path) == data { return }
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }
}

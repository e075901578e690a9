import CrosscutGenerator

/// How the tools recognise the files crosscut generates: by their first line, and their names.
enum GeneratedHeader {
    /// The exact first line the emitters write.
    static let line = GeneratedFileHeader.firstLine

    /// The suffix of every generated file's name: `AgeManager.swift` → `AgeManager+Crosscut.swift`.
    static let fileSuffix = "+Crosscut.swift"

    /// Whether `contents` starts with the header line.
    static func isGenerated(_ contents: some Sequence<UInt8>) -> Bool {
        let header = Array((line).utf8)
        var iterator = contents.makeIterator()
        for byte in header where iterator.next() != byte { return false }
        return true
    }

    /// The input's file name for the generated file `name`: `AgeManager+Crosscut.swift` → `AgeManager.swift`.
    static func sourceName(ofOutput name: String) -> String {
        name.hasSuffix(fileSuffix) ? name.dropLast(fileSuffix.count) + ".swift" : name
    }
}

/// A position in a source file: 1-based line and column (in UTF-8 bytes), as compilers report them.
public struct SourceLocation: Encodable, Hashable, Sendable, Comparable {
    /// The file's path as given to the generator.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in UTF-8 bytes.
    public var column: Int

    /// A location in `file` at `line` and `column`.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `Catalog.swift:12`: the file's name without its folders (a generated file may be committed,
    /// and must not carry its author's paths) and the line.
    public var fileAndLine: String {
        "\(file.split(separator: "/").last.map(String.init) ?? file):\(line)"
    }

    /// Orders by file, then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// A position in a source file: 1-based line and column (in UTF-8 bytes), as compilers report them.
public struct SourceLocation: Codable, Hashable, Sendable, Comparable {
    /// The file's path as given to the generator.
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// What the parser found in one source file: its model and the problems it saw.
public struct ParsedFile: Hashable, Sendable {
    /// The file's imports and protocols.
    public var model: SourceModel
    /// Lexical and syntactic problems: unterminated literals, malformed `// @crosscut(...)`
    /// annotations, requirements a protocol cannot have. Sorted by position.
    public var diagnostics: [Diagnostic]

    /// Creates a parsed file.
    public init(model: SourceModel, diagnostics: [Diagnostic] = []) {
        self.model = model
        self.diagnostics = diagnostics
    }
}

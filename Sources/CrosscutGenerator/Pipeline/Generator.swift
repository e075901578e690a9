/// A Swift source file given to the generator.
public struct SourceFile: Hashable, Sendable {
    /// The path diagnostics name (absolute when the plugin runs the generator).
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// A file the generator produced.
public struct GeneratedFile: Hashable, Sendable {
    /// The file name, for example `AgeManager+Crosscut.swift`.
    public var name: String
    public var contents: String

    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}

/// What one run of the generator produced.
public struct GenerationResult: Hashable, Sendable {
    /// One file per input file that declares annotated protocols, named after the input.
    public var files: [GeneratedFile]
    public var diagnostics: [Diagnostic]

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    public init(files: [GeneratedFile] = [], diagnostics: [Diagnostic] = []) {
        self.files = files
        self.diagnostics = diagnostics
    }
}

/// The pipeline: source text → lexer → parser → validation → emitters → code writer → files.
public struct Generator: Sendable {
    public init() {}

    /// Generates the decorators for every annotated protocol in `sources`.
    public func generate(_ sources: [SourceFile]) -> GenerationResult {
        GenerationResult()  // Placeholder until the pipeline's stages land.
    }
}

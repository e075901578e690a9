/// A Swift source file given to the generator.
public struct SourceFile: Hashable, Sendable {
    /// The path diagnostics name (absolute when the plugin runs the generator).
    public var path: String
    /// The file's source text.
    public var text: String

    /// A file at `path` with `text`.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// A file the generator produced.
public struct GeneratedFile: Hashable, Sendable {
    /// The file name, for example `AgeManager+Crosscut.swift`.
    public var name: String
    /// The generated Swift source.
    public var contents: String

    /// A file named `name` holding `contents`.
    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}

/// What one run of the generator produced.
public struct GenerationResult: Hashable, Sendable {
    /// One file per input file that declares annotated protocols, named after the input.
    public var files: [GeneratedFile]
    /// Errors and warnings, in the compiler's format when printed.
    public var diagnostics: [Diagnostic]

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// A result of `files` and `diagnostics`.
    public init(files: [GeneratedFile] = [], diagnostics: [Diagnostic] = []) {
        self.files = files
        self.diagnostics = diagnostics
    }
}

/// The pipeline: source text → lexer → parser → validation → emitters → code writer → files.
///
/// ```swift
/// let result = Generator().generate([SourceFile(path: "/app/Catalog.swift", text: source)])
/// for diagnostic in result.diagnostics { print(diagnostic) }
/// ```
public struct Generator: Sendable {
    /// A generator; it holds no state between runs.
    public init() {}

    /// Generates the decorators for every annotated protocol in `sources`: one file per input
    /// file that declares annotated protocols, in input order, and the diagnostics sorted by position.
    public func generate(_ sources: [SourceFile]) -> GenerationResult {
        generate(sources, parse: Self.parse)
    }

    /// The pipeline with the parsing stage given, so that later stages can be tested alone.
    func generate(
        _ sources: [SourceFile], parse: @Sendable (SourceFile) -> (model: SourceModel, diagnostics: [Diagnostic])
    ) -> GenerationResult {
        let marked = sources.filter { $0.containsAnnotation() }
        let parsed = marked.concurrentMap(parse)
        var diagnostics = parsed.flatMap(\.diagnostics)
        let models = parsed.map(\.model)
        let index = resolveInheritance(of: models, among: sources, parse: parse)
        let outputs = Array(zip(marked, models)).concurrentMap { source, model in
            Self.decorate(model, of: source, index: index)
        }
        let files = outputs.compactMap(\.file)
        diagnostics += outputs.flatMap(\.diagnostics)
        return GenerationResult(files: files, diagnostics: Self.sortedUnique(diagnostics))
    }

    /// The validation and emitting stages for one file: its generated file, `nil` when none of its
    /// protocols can be decorated, and what validation reported. Files are independent once
    /// `index` is known, so ``generate(_:parse:)`` runs this for several files at once, as it parses them.
    private static func decorate(_ model: SourceModel, of source: SourceFile, index: ProtocolIndex) -> (
        file: GeneratedFile?, diagnostics: [Diagnostic]
    ) {
        var validator = ProtocolValidator(index: index)
        let plans = model.protocols.compactMap { validator.plan(for: $0) }
        guard !plans.isEmpty else { return (nil, validator.diagnostics) }
        let baseName = baseName(of: source.path)
        let emitter = FileEmitter(
            sourceName: baseName + ".swift", imports: model.imports, conditionalImports: model.conditionalImports,
            plans: plans)
        return (GeneratedFile(name: baseName + "+Crosscut.swift", contents: emitter.write()), validator.diagnostics)
    }

    /// `Catalog` for `/app/Sources/Catalog.swift`.
    static func baseName(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".swift") ? String(name.dropLast(".swift".count)) : name
    }

    private static func sortedUnique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics.filter { seen.insert($0).inserted }.sorted {
            ($0.location, $0.severity.rawValue, $0.message) < ($1.location, $1.severity.rawValue, $1.message)
        }
    }
}

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
///
/// ```swift
/// let result = Generator().generate([SourceFile(path: "/app/Catalog.swift", text: source)])
/// for diagnostic in result.diagnostics { print(diagnostic) }
/// ```
public struct Generator: Sendable {
    /// The marker that makes a file worth parsing.
    static let marker = Array("@crosscut".utf8)

    public init() {}

    /// Generates the decorators for every annotated protocol in `sources`: one file per input
    /// file that declares annotated protocols, in input order, and the diagnostics sorted by position.
    public func generate(_ sources: [SourceFile]) -> GenerationResult {
        generate(sources, parse: Self.parse)
    }

    /// The pipeline with the parsing stage given, so that later stages can be tested alone.
    func generate(
        _ sources: [SourceFile], parse: (SourceFile) -> (model: SourceModel, diagnostics: [Diagnostic])
    ) -> GenerationResult {
        var diagnostics: [Diagnostic] = []
        var annotated: [(source: SourceFile, model: SourceModel)] = []
        for source in sources where Self.contains(Self.marker, in: source.text) {
            let parsed = parse(source)
            diagnostics += parsed.diagnostics
            annotated.append((source, parsed.model))
        }
        let index = resolveInheritance(of: annotated.map(\.model), among: sources, parse: parse)
        var validator = ProtocolValidator(index: index)
        var files: [GeneratedFile] = []
        for (source, model) in annotated {
            let plans = model.protocols.compactMap { validator.plan(for: $0) }
            guard !plans.isEmpty else { continue }
            let baseName = Self.baseName(of: source.path)
            let emitter = FileEmitter(
                sourceName: baseName + ".swift", imports: model.imports, conditionalImports: model.conditionalImports,
                plans: plans)
            let contents = emitter.write()
            files.append(GeneratedFile(name: baseName + "+Crosscut.swift", contents: contents))
        }
        diagnostics += validator.diagnostics
        return GenerationResult(files: files, diagnostics: Self.sortedUnique(diagnostics))
    }

    /// Indexes the parsed protocols and, only when an annotated protocol inherits a name that is
    /// neither indexed nor well known, parses the other files that mention `protocol`.
    private func resolveInheritance(
        of models: [SourceModel], among sources: [SourceFile],
        parse: (SourceFile) -> (model: SourceModel, diagnostics: [Diagnostic])
    ) -> ProtocolIndex {
        var index = ProtocolIndex(models)
        let parsedPaths = Set(models.map(\.file))
        let unresolved = models.flatMap(\.protocols).filter { $0.annotation != nil }
            .flatMap { ProtocolIndex.inheritedNames($0.inheritedTypes) }
            .filter { KnownProtocols.kind(of: $0) == nil && !index.contains($0) }
        guard !unresolved.isEmpty else { return index }
        let keyword = Array("protocol".utf8)
        for source in sources where !parsedPaths.contains(source.path) && Self.contains(keyword, in: source.text) {
            index.add(parse(source).model)
        }
        return index
    }

    /// Whether `needle` occurs in `text`'s UTF-8 bytes: the cheap check before any parsing.
    static func contains(_ needle: [UInt8], in text: String) -> Bool {
        guard let first = needle.first else { return true }
        var text = text
        return text.withUTF8 { search(needle, first, in: $0) }
    }

    private static func search(_ needle: [UInt8], _ first: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count >= needle.count else { return false }
        var index = 0
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first {
                var offset = 1
                while offset < needle.count, bytes[index + offset] == needle[offset] { offset += 1 }
                if offset == needle.count { return true }
            }
            index += 1
        }
        return false
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

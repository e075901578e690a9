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
        let validated = Array(zip(marked, models)).concurrentMap { source, model in
            Self.validate(model, of: source, index: index)
        }
        diagnostics += validated.flatMap(\.diagnostics)
        let declaredTypes =
            validated.contains { !$0.plans.isEmpty && FileImports.mayNarrow($0.imports) }
            ? DeclaredTypeNames(in: sources) : nil
        let resultBuilders = Self.declaredResultBuilders(among: sources, neededBy: validated.flatMap(\.plans))
        let files = validated.concurrentMap { $0.emit(declaredTypes: declaredTypes, resultBuilders: resultBuilders) }
        return GenerationResult(files: files.compactMap { $0 }, diagnostics: Self.sortedUnique(diagnostics))
    }

    /// The validation stage for one file: its plans, what validation reported, and the imports its
    /// generated file starts from (its own and its protocols' parents' files'). Files are
    /// independent once `index` is known, so ``generate(_:parse:)`` runs this for several at once.
    private static func validate(_ model: SourceModel, of source: SourceFile, index: ProtocolIndex) -> ValidatedFile {
        var validator = ProtocolValidator(index: index)
        let plans = model.protocols.compactMap { validator.plan(for: $0) }
        let parentModels = plans.flatMap(\.parentFiles).uniqued().compactMap(index.model(ofFile:))
        return ValidatedFile(
            baseName: baseName(of: source.path), plans: plans, diagnostics: validator.diagnostics,
            imports: model.imports + parentModels.flatMap(\.imports),
            conditionalImports: (model.conditionalImports + parentModels.flatMap(\.conditionalImports)).uniqued())
    }

    /// One file's plans on their way to the emitters.
    private struct ValidatedFile: Sendable {
        var baseName: String
        var plans: [DecorationPlan]
        var diagnostics: [Diagnostic]
        var imports: [String]
        var conditionalImports: [ImportDecl]

        /// The emitting stage: the generated file, `nil` when none of the file's protocols can be decorated.
        func emit(declaredTypes: DeclaredTypeNames?, resultBuilders: Set<String>) -> GeneratedFile? {
            guard !plans.isEmpty else { return nil }
            let emitter = FileEmitter(
                sourceName: baseName + ".swift", imports: imports, conditionalImports: conditionalImports,
                plans: plans.map { plan in
                    var plan = plan
                    plan.declaredResultBuilders = resultBuilders
                    return plan
                }, declaredTypes: declaredTypes)
            return GeneratedFile(name: baseName + "+Crosscut.swift", contents: emitter.write())
        }
    }

    /// The target's ``DeclaredResultBuilders``, scanned for only when an attribute of a member to
    /// forward does not say by its name whether it is one.
    private static func declaredResultBuilders(among sources: [SourceFile], neededBy plans: [DecorationPlan])
        -> Set<String>
    {
        let needed = plans.contains { plan in
            ProtocolValidator.anyMember(plan.items) { planned in
                planned.member.attributes.contains(where: RepeatedAttributes.needsDeclaredResultBuilders)
            }
        }
        return needed ? DeclaredResultBuilders.names(in: sources) : []
    }

    /// Indexes the parsed protocols and, only when an annotated protocol inherits a name that is
    /// neither indexed nor well known, parses the other files that mention `protocol` and may
    /// declare a missing name (``DeclaredProtocolNames``), then the parents of the protocols
    /// found there in turn. The index gets the files in input order, as if all were parsed.
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
        var filesByName: [String: [Int]] = [:]
        var filesForAnyName: [Int] = []
        for position in sources.indices where !parsedPaths.contains(sources[position].path) {
            let scan = DeclaredProtocolNames(in: sources[position].text)
            guard scan.mentionsProtocol else { continue }
            if scan.mayDeclareAnyName { filesForAnyName.append(position) }
            for name in scan.names { filesByName[name, default: []].append(position) }
        }
        var protocolsByName: [String: [ProtocolDecl]] = [:]
        func collect(_ model: SourceModel) {
            for decl in model.protocols { protocolsByName[Self.searchName(decl.name), default: []].append(decl) }
        }
        models.forEach(collect)
        var pending = models.flatMap(\.protocols).filter { $0.annotation != nil }.flatMap(Self.parentNames)
        var searched: Set<String> = []
        var parsed: [Int: SourceModel] = [:]
        while let name = pending.popLast() {
            guard searched.insert(name).inserted else { continue }
            for position in (filesByName[name] ?? []) + filesForAnyName where parsed[position] == nil {
                let model = parse(sources[position]).model
                parsed[position] = model
                collect(model)
            }
            pending += (protocolsByName[name] ?? []).flatMap(Self.parentNames)
        }
        for position in parsed.keys.sorted() { index.add(parsed[position]!) }
        return index
    }

    /// The names `decl`'s parents (inherited or required of `Self`) are declared under, as
    /// ``DeclaredProtocolNames`` finds them: the last component, without backticks; well-known
    /// protocols left out.
    private static func parentNames(of decl: ProtocolDecl) -> [String] {
        ProtocolIndex.inheritedNames(decl.inheritedTypes + ProtocolIndex.selfConstraints(decl.whereClause))
            .filter { KnownProtocols.kind(of: $0) == nil }
            .map(searchName).filter { !$0.isEmpty }
    }

    /// `Parent` for `Outer.Parent` or `` `Parent` ``.
    private static func searchName(_ name: String) -> String {
        String((name.split(separator: ".").last ?? "").filter { $0 != "`" })
    }

    /// `Catalog` for `/app/Sources/Catalog.swift`.
    static func baseName(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".swift") ? String(name.dropLast(".swift".count)) : name
    }

    private static func sortedUnique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.uniqued().sorted {
            ($0.location, $0.severity.rawValue, $0.message) < ($1.location, $1.severity.rawValue, $1.message)
        }
    }
}

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

/// A module the target depends on: its files are where the target's protocols may find their
/// parents, and, in the same package, its name tells which of the target's imports brings its types.
public struct DependencyModule: Hashable, Sendable {
    /// The module's name, as imported: `Instruments`.
    public var name: String
    /// Its Swift files.
    public var files: [SourceFile]

    /// The module `name` with `files`.
    public init(name: String, files: [SourceFile]) {
        self.name = name
        self.files = files
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
    /// Where the generated files go: what their header says of how they are written again, and
    /// whether they point errors at annotations.
    public enum Output: Sendable, Equatable {
        /// Compiled where they are written, and written again by every build: the build-tool plugin's.
        case rebuiltByEveryBuild
        /// Committed to the package and compiled on other machines: the command plugin's, which
        /// `command` runs again.
        case committed(regeneratedBy: String)

        /// Whether the compiler reports an error in what a file copies from an annotation (a
        /// bound, a pattern, a cached member's types) at the annotation, through `#sourceLocation`
        /// directives that name the input file's path: right for a file compiled where it was
        /// generated (the build-tool plugin's), not for one committed and compiled elsewhere (the
        /// command plugin's), where the directive's path would differ from the input's and the
        /// compiler warns of the conflict.
        public var pointsErrorsAtAnnotations: Bool { self == .rebuiltByEveryBuild }
    }

    /// The generator's version, which every generated file's header names.
    public static let version = "0.1.0"

    /// Where the generated files go.
    public var output: Output

    /// A generator; it holds no state between runs.
    public init(output: Output = .rebuiltByEveryBuild) {
        self.output = output
    }

    /// The concerns it writes decorators for, in the canonical order they are composed (outermost
    /// first): `logging`, `metrics`, ...
    public static let concerns = ConcernDescription.all.map(\.name)

    /// Generates the decorators for every annotated protocol in `sources`: one file per input
    /// file that declares annotated protocols, in input order, and the diagnostics sorted by position.
    ///
    /// `dependencies` are the modules the target depends on in the same package: read only for what
    /// `sources` use of them (parent protocols, the types their signatures name, noncopyable types,
    /// result builders). `otherPackages` gives those of other packages, called only when an annotated
    /// protocol refines one that its own file does not declare (so that a run without one reads none
    /// of their files), and read only for the public protocols that annotated protocols refine
    /// (``OtherPackageModel``). Nothing is generated for either.
    public func generate(
        _ sources: [SourceFile], dependencies: [DependencyModule] = [],
        otherPackages: @Sendable () -> [DependencyModule] = { [] }
    ) -> GenerationResult {
        generate(sources, dependencies: dependencies, otherPackages: otherPackages, parse: Self.parse)
    }

    /// The pipeline with the parsing stage given, so that later stages can be tested alone.
    func generate(
        _ sources: [SourceFile], dependencies: [DependencyModule] = [],
        otherPackages: @Sendable () -> [DependencyModule] = { [] },
        parse: @Sendable (SourceFile) -> (model: SourceModel, diagnostics: [Diagnostic])
    ) -> GenerationResult {
        let checked = validate(sources, dependencies: dependencies, otherPackages: otherPackages, parse: parse)
        var validated = checked.files
        var diagnostics = checked.diagnostics
        // The target's declarations, merged from its files' scans wherever a decorator is written:
        // the names that decorators must not take, the protocols signatures spell with `any`, and
        // the type names that decide whether an import may be narrowed.
        let declared = validated.allSatisfy(\.plans.isEmpty) ? nil : checked.scanned.targetDeclarations
        if let declared {
            Self.dropPlansWhoseNamesAreTaken(from: &validated, declared: declared, among: Array(checked.scanned.target))
        }
        diagnostics += validated.flatMap(\.diagnostics)
        let declarations = Self.targetDeclarations(
            for: validated, declared: declared, scanned: checked.scanned, noncopyableTypes: checked.noncopyableTypes,
            otherPackages: checked.otherPackages)
        let files = validated.concurrentMap { $0.emit(with: declarations, output: output) }
        return GenerationResult(files: files.compactMap { $0 }, diagnostics: Self.sortedUnique(diagnostics))
    }

    /// The stages up to validation: each annotated file's plans, the parser's diagnostics (each
    /// file's validation diagnostics stay with its plans), the files visible to the target with
    /// their scans, and the noncopyable types its requirements may name (the target's, and the
    /// standard library's).
    func validate(
        _ sources: [SourceFile], dependencies: [DependencyModule], otherPackages: () -> [DependencyModule] = { [] },
        parse: @Sendable (SourceFile) -> (model: SourceModel, diagnostics: [Diagnostic])
    ) -> (
        files: [ValidatedFile], diagnostics: [Diagnostic], scanned: ScannedSources, noncopyableTypes: Set<String>,
        otherPackages: ProtocolIndex.OtherPackages
    ) {
        let scanned = ScannedSources(sources, dependencies: dependencies)
        let marked = scanned.annotated
        let parsed = marked.concurrentMap(parse)
        let models = parsed.map(\.model)
        let index = resolveInheritance(of: models, among: scanned, otherPackages: otherPackages, parse: parse)
        let noncopyableTypes = StandardNoncopyableTypes.names(namedIn: index, declaredIn: scanned).union(
            Self.mayNameNoncopyableTypes(index)
                ? DeclaredNoncopyableTypes.names(in: scanned.sources(mentioning: .noncopyable)) : [])
        let validator = ProtocolValidator(
            index: index, noncopyableTypes: noncopyableTypes,
            nonHashableTypes: DeclaredNonHashableTypes.locations(among: Self.cachedKeyTypeNames(index), in: scanned))
        let files = Array(zip(marked, models)).concurrentMap { source, model in
            Self.validate(model, of: source, with: validator)
        }
        return (files, parsed.flatMap(\.diagnostics), scanned, noncopyableTypes, index.otherPackages)
    }

    /// The validation stage for one file: its plans, what validation reported, and the imports its
    /// generated file starts from (its own and its protocols' parents' files'). Files are
    /// independent once `index` is known, so ``generate(_:parse:)`` runs this for several at once.
    private static func validate(
        _ model: SourceModel, of source: SourceFile, with validator: ProtocolValidator
    ) -> ValidatedFile {
        var sink = DiagnosticSink()
        let plans = model.protocols.compactMap { validator.plan(for: $0, reportingTo: &sink) }
        let parentModels = plans.flatMap(\.parentFiles).uniqued().compactMap(validator.index.model(ofFile:))
        return ValidatedFile(
            baseName: baseName(of: source.path), plans: plans, diagnostics: sink.diagnostics,
            imports: model.imports + parentModels.flatMap(\.imports),
            conditionalImports: (model.conditionalImports + parentModels.flatMap(\.conditionalImports)).uniqued())
    }

    /// One file's plans on their way to the emitters.
    struct ValidatedFile: Sendable {
        var baseName: String
        var plans: [DecorationPlan]
        var diagnostics: [Diagnostic]
        var imports: [String]
        var conditionalImports: [ImportDecl]

        /// The emitting stage: the generated file, `nil` when none of the file's protocols can be decorated.
        func emit(with declarations: TargetDeclarations, output: Output) -> GeneratedFile? {
            guard !plans.isEmpty else { return nil }
            let emitter = FileEmitter(
                sourceName: baseName + ".swift", output: output, imports: imports,
                conditionalImports: conditionalImports, plans: plans, declarations: declarations)
            return GeneratedFile(name: baseName + "+Crosscut.swift", contents: emitter.write())
        }
    }

    /// `Catalog` for `/app/Sources/Catalog.swift`.
    static func baseName(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".swift") ? String(name.dropLast(".swift".count)) : name
    }

    /// Each diagnostic once, by position, each note staying after the diagnostic it explains (as
    /// the compiler prints them).
    static func sortedUnique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var groups: [[Diagnostic]] = []
        for diagnostic in diagnostics {
            if diagnostic.severity == .note, !groups.isEmpty {
                groups[groups.count - 1].append(diagnostic)
            } else {
                groups.append([diagnostic])
            }
        }
        return groups.uniqued().sorted {
            ($0[0].location, $0[0].severity.rawValue, $0[0].message)
                < ($1[0].location, $1[0].severity.rawValue, $1[0].message)
        }.flatMap { $0 }
    }
}

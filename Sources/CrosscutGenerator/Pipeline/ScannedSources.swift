/// The target's files and those of the modules it depends on in the same package, each with what
/// the one byte scan of it found (``DeclaredNames``): scanned once per run, on every core, and
/// shared by every pass that would otherwise read the bytes again — the choice of the files to
/// parse, the search for parent protocols, the names decorators must not take, the target's
/// noncopyable, non-`Hashable` and result-builder types, and the dependencies' type names.
///
/// A target without an annotation needs nothing of its dependencies: their files are then left
/// out, unscanned, and nothing is merged.
///
/// ```swift
/// let scanned = ScannedSources(sources, dependencies: dependencies)
/// let parsed = scanned.annotated.concurrentMap(parse)
/// ```
struct ScannedSources: Sendable {
    /// A file and its scan.
    struct File: Sendable {
        var source: SourceFile
        var declared: DeclaredNames
    }

    /// The target's files, in input order, then each dependency's.
    let files: [File]
    /// How many of `files`, from the first, are the target's.
    private let targetCount: Int
    /// Each dependency's name and the positions of its files in `files`.
    private let modules: [(name: String, files: Range<Int>)]
    /// What the target's files may declare, merged once for every pass that asks; empty when no
    /// file holds an annotation, for then nothing is decorated and nothing asks.
    let targetDeclarations: DeclaredNames
    /// What all the files may declare, merged once (empty as ``targetDeclarations`` is).
    let declarations: DeclaredNames

    /// Scans `sources`, then, if one of them holds an annotation, the files of `dependencies`.
    init(_ sources: [SourceFile], dependencies: [DependencyModule]) {
        let own = Self.scan(sources)
        let isAnnotated = own.contains { $0.declared.mentions.contains(.annotation) }
        let others = isAnnotated ? dependencies : []
        var modules: [(name: String, files: Range<Int>)] = []
        var start = sources.count
        for module in others {
            modules.append((module.name, start..<(start + module.files.count)))
            start += module.files.count
        }
        let dependencyFiles = Self.scan(others.flatMap(\.files))
        files = own + dependencyFiles
        targetCount = sources.count
        self.modules = modules
        targetDeclarations = DeclaredNames.merged(isAnnotated ? own.map(\.declared) : [])
        declarations = DeclaredNames.merged([targetDeclarations] + dependencyFiles.map(\.declared))
    }

    /// Each of `sources` with its scan, scanned on every core.
    static func scan(_ sources: [SourceFile]) -> [File] {
        sources.concurrentMap { File(source: $0, declared: DeclaredNames(in: $0.text)) }
    }

    /// The target's files.
    var target: ArraySlice<File> { files.prefix(targetCount) }

    /// The target's files that hold an annotation, or a near miss of one: the only ones parsed.
    var annotated: [SourceFile] { target.filter { $0.declared.mentions.contains(.annotation) }.map(\.source) }

    /// The target's and its dependencies' files, as given to the generator.
    var sources: [SourceFile] { files.map(\.source) }

    /// The files whose bytes mention `mention`.
    func sources(mentioning mention: DeclaredNames.Mention) -> [SourceFile] {
        files.filter { $0.declared.mentions.contains(mention) }.map(\.source)
    }

    /// Each dependency's name and what its files declare.
    var dependencies: [(name: String, declared: DeclaredNames)] {
        modules.map { module in
            (module.name, DeclaredNames.merged(files[module.files].map(\.declared)))
        }
    }
}

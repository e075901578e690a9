/// The pipeline's search for the parents of annotated protocols that their own files do not declare.
extension Generator {
    /// Indexes the parsed protocols and, only when an annotated protocol inherits a name that is
    /// neither indexed nor well known, reads the files that may declare a missing name (their
    /// scans, ``DeclaredNames``): parses those that may declare it as a protocol and finds the
    /// typealiases (``DeclaredTypealias``) of those that may declare it as one, then searches
    /// the names these inherit or alias in turn. The files of `otherPackages` (asked for only then,
    /// or when a requirement names a type the target does not declare) come last, scanned only
    /// then, and are searched for protocols only, of which only the public ones are kept
    /// (``OtherPackageModel``).
    /// The index gets the files in input order, as if all were read, so that a name the target or
    /// its package declares hides another package's protocol of that name.
    func resolveInheritance(
        of models: [SourceModel], among scanned: ScannedSources,
        otherPackages: () -> [DependencyModule] = { [] },
        parse: @Sendable (SourceFile) -> (model: SourceModel, diagnostics: [Diagnostic])
    ) -> ProtocolIndex {
        var index = ProtocolIndex(models)
        let annotated = models.flatMap(\.protocols).filter { $0.annotation != nil }
        let unresolved = annotated.flatMap { ProtocolIndex.inheritedNames($0.inheritedTypes) }
            .filter { KnownProtocols.entry(for: $0) == nil && !index.contains($0) }
        let (visible, declarations) = (scanned.files, scanned.declarations)
        var undeclared = Self.undeclaredNames(in: models.flatMap(\.protocols), amongDeclared: declarations)
        guard !unresolved.isEmpty || !undeclared.isEmpty else { return index }
        let parsedPaths = Set(models.map(\.file))
        let otherPackages = otherPackages()
        let modules = otherPackages.flatMap { module in module.files.map { _ in module.name } }
        // Other packages' files are scanned here, on every core: megabytes of them.
        let files = visible + ScannedSources.scan(otherPackages.flatMap(\.files))
        let sources = files.map(\.source)
        let ownCount = visible.count
        var protocolFiles: [String: [Int]] = [:]
        var typealiasFiles: [String: [Int]] = [:]
        var anyNameFiles: [Int] = []
        for (position, scan) in files.map(\.declared).enumerated() {
            if scan.mayDeclareAnyName(as: [.protocol, .typealias]) { anyNameFiles.append(position) }
            if position < ownCount {
                for name in scan.typealiases { typealiasFiles[name, default: []].append(position) }
            }
            guard !parsedPaths.contains(sources[position].path) else { continue }
            for name in scan.protocols { protocolFiles[name, default: []].append(position) }
        }
        var protocolsByName: [String: [ProtocolDecl]] = [:]
        func collect(_ model: SourceModel) {
            for decl in model.protocols { protocolsByName[Self.searchName(decl.name), default: []].append(decl) }
        }
        models.forEach(collect)
        var typealiasesByName: [String: [DeclaredTypealias]] = [:]
        var pending = annotated.flatMap { Self.searchNames(ProtocolIndex.parents(of: $0)) }
        var searched: Set<String> = []
        var parsed: [Int: SourceModel] = [:]
        var typealiases: [Int: [DeclaredTypealias]] = [:]
        // In rounds: the files that may declare any name of a round are parsed on every core, then
        // the names their protocols inherit and their typealiases alias make the next round.
        while !pending.isEmpty {
            let names = pending.filter { searched.insert($0).inserted }
            pending = []
            let unparsed = Set(names.flatMap { (protocolFiles[$0] ?? []) + anyNameFiles }).filter { position in
                parsed[position] == nil && !parsedPaths.contains(sources[position].path)
            }.sorted()
            for (position, model) in zip(unparsed, unparsed.concurrentMap { parse(sources[$0]).model }) {
                parsed[position] = position < ownCount ? model : OtherPackageModel.visiblePart(of: model)
                collect(parsed[position]!)
            }
            for name in names {
                for position in (typealiasFiles[name] ?? []) + anyNameFiles.filter({ $0 < ownCount })
                where typealiases[position] == nil {
                    let found = DeclaredTypealias.all(in: sources[position])
                    typealiases[position] = found
                    for alias in found { typealiasesByName[alias.name, default: []].append(alias) }
                }
            }
            for name in names {
                pending += (protocolsByName[name] ?? []).flatMap { Self.searchNames(ProtocolIndex.parents(of: $0)) }
                pending += (typealiasesByName[name] ?? []).flatMap {
                    Self.searchNames(ProtocolIndex.inheritedNames([$0.aliased]))
                }
            }
        }
        // The other packages' protocols that their parents' requirements name, and the target's
        // where it declares nothing of the name (swift-nio's `EventLoop`), which signatures spell
        // with `any`.
        let otherParents = parsed.filter { $0.key >= ownCount }.values.flatMap(\.protocols)
        undeclared.formUnion(
            Self.undeclaredNames(
                in: parsed.filter { $0.key < ownCount }.values.flatMap(\.protocols), amongDeclared: declarations))
        let named = Set(otherParents.flatMap(\.requirementShapes).flatMap(\.identifiers)).union(undeclared)
        let unparsed = Set(named.flatMap { protocolFiles[$0] ?? [] }).filter { position in
            position >= ownCount && parsed[position] == nil
        }.sorted()
        for (position, model) in zip(unparsed, unparsed.concurrentMap { parse(sources[$0]).model }) {
            parsed[position] = OtherPackageModel.visiblePart(of: model)
        }
        for position in parsed.keys.sorted() {
            index.add(parsed[position]!, module: position < ownCount ? nil : modules[position - ownCount])
        }
        index.otherPackages.protocols = Set(
            parsed.filter { $0.key >= ownCount }.values.flatMap(\.protocols).map(\.name))
        var start = ownCount
        for module in otherPackages {
            let scans = files[start..<(start + module.files.count)].map(\.declared)
            start += module.files.count
            guard !scans.contains(where: { $0.mentions.contains(.reexport) }) else { continue }
            index.otherPackages.types[module.name, default: []].formUnion(DeclaredNames.merged(scans).all)
        }
        for position in typealiases.keys.sorted() { index.add(typealiases[position]!) }
        return index
    }

    /// The names the requirements of `protocols` write that neither the standard library nor the
    /// visible files (their merged scans, `declared`) may declare: another package's types, of which
    /// some may be protocols.
    private static func undeclaredNames(in protocols: [ProtocolDecl], amongDeclared declared: DeclaredNames)
        -> Set<String>
    {
        Set(protocols.flatMap(\.requirementShapes).flatMap(\.identifiers)).filter { name in
            !StandardLibraryNames.contains(name) && !declared.declares(name)
        }
    }

    /// The names `written` parents are declared under, as ``DeclaredNames`` finds them: the last
    /// component, without backticks; well-known protocols left out.
    private static func searchNames(_ written: [String]) -> [String] {
        written.filter { KnownProtocols.entry(for: $0) == nil }.map(searchName).filter { !$0.isEmpty }
    }

    /// `Parent` for `Outer.Parent` or `` `Parent` ``.
    private static func searchName(_ name: String) -> String {
        String((name.split(separator: ".").last ?? "").filter { $0 != "`" })
    }
}

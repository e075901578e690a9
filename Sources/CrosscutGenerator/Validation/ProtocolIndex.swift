/// Every protocol the generator has seen, by simple and qualified name, and the typealiases
/// parents were named through, for resolving inheritance.
struct ProtocolIndex: Sendable {
    private var byName: [String: ProtocolDecl] = [:]
    /// Each indexed file's models, for the imports a decorator of its protocols needs.
    private var modelsByFile: [String: SourceModel] = [:]
    /// What a typealias names, as written: `Sendable & Hashable` for `typealias Storable = Sendable & Hashable`.
    private var aliased: [String: String] = [:]
    /// What the parent search read of other packages' modules.
    var otherPackages = OtherPackages()

    /// What the parent search read of other packages' modules, for the emitters.
    struct OtherPackages: Sendable {
        /// The public protocols seen, parents and those their requirements name: signatures that
        /// repeat those requirements spell them with `any`.
        var protocols: Set<String> = []
        /// The type names each module read declares, for the modules that re-export none: an
        /// import of one that no decorator's signature needs is narrowed (see ``FileImports``).
        var types: [String: Set<String>] = [:]
    }

    init(_ models: [SourceModel] = []) {
        for model in models { add(model) }
    }

    /// Adds `model`'s protocols under their names, keeping the first of a name; those of another
    /// package's `module` under their module-qualified names too (`ServiceLifecycle.Service`).
    mutating func add(_ model: SourceModel, module: String? = nil) {
        if modelsByFile[model.file] == nil { modelsByFile[model.file] = model }
        for decl in model.protocols {
            let qualified = (decl.enclosingTypes + [decl.name]).joined(separator: ".")
            let names = [qualified, decl.name] + (module.map { [$0 + "." + qualified] } ?? [])
            for name in names where byName[name] == nil { byName[name] = decl }
        }
    }

    /// Adds typealiases, keeping the first of a name (as ``add(_:)`` keeps the first protocol).
    mutating func add(_ typealiases: [DeclaredTypealias]) {
        for alias in typealiases where aliased[alias.name] == nil { aliased[alias.name] = alias.aliased }
    }

    func contains(_ name: String) -> Bool { byName[name] != nil || aliased[name] != nil }

    /// The protocols `decl` inherits or requires of `Self`, with compositions split and
    /// typealiases replaced by what they name (`Storable` → `Sendable`, `Hashable`).
    func parentNames(of decl: ProtocolDecl) -> [String] {
        var visited: Set<String> = []
        return expandingTypealiases(Self.parents(of: decl), visited: &visited)
    }

    private func expandingTypealiases(_ names: [String], visited: inout Set<String>) -> [String] {
        names.flatMap { name -> [String] in
            guard byName[name] == nil, let text = aliased[name] else { return [name] }
            guard visited.insert(name).inserted else { return [] }
            return expandingTypealiases(Self.inheritedNames([text]), visited: &visited)
        }
    }

    /// Every indexed file's model: the annotated files and those of their parents.
    var models: Dictionary<String, SourceModel>.Values { modelsByFile.values }

    /// The model of the indexed file at `path`, if any: where a parent protocol's imports are found.
    func model(ofFile path: String) -> SourceModel? { modelsByFile[path] }

    /// The protocol named `written` in an inheritance clause (`Parent`, `Outer.Parent`,
    /// `Parent<Int>`), if it was seen.
    func lookup(_ written: String) -> ProtocolDecl? {
        byName[Self.plainName(written)]
    }

    /// Standard-library protocols that refine `Hashable`.
    static let standardHashableRefinements: Set<String> = [
        "Hashable", "BinaryInteger", "FixedWidthInteger", "SignedInteger", "UnsignedInteger", "StringProtocol",
    ]

    /// `true` when a constraint written as `text` (`Hashable & Sendable`, `ID: Identifier`) names
    /// `Hashable`, a standard refinement of it, or a protocol seen here that inherits one.
    func impliesHashable(_ text: String) -> Bool { implies(text, Self.standardHashableRefinements) }

    /// `true` when a constraint written as `text` implies `Sendable`, as ``impliesHashable(_:)``.
    func impliesSendable(_ text: String) -> Bool { implies(text, KnownProtocols.sendableNames) }

    private func implies(_ text: String, _ targets: Set<String>) -> Bool {
        text.split { !$0.isIdentifierCharacter }.contains {
            refines(String($0), targets, visited: [])
        }
    }

    private func refines(_ name: String, _ targets: Set<String>, visited: Set<String>) -> Bool {
        if targets.contains(name) { return true }
        guard !visited.contains(name), let decl = byName[name] else { return false }
        return Self.parents(of: decl).contains { refines($0, targets, visited: visited.union([name])) }
    }

    /// `Parent` for `Parent<Int>`, trimmed. (Only the bytes `<` and `&` spell those `Character`s,
    /// so text without them is taken whole.)
    static func plainName(_ written: String) -> String {
        guard written.utf8.contains(Byte.less) else { return written.trimmingCharacters }
        return String(written.prefix { $0 != "<" }).trimmingCharacters
    }

    /// The protocols `decl` inherits or requires of `Self` as written, with compositions split.
    static func parents(of decl: ProtocolDecl) -> [String] {
        inheritedNames(decl.inheritedTypes + selfConstraints(decl.requirements))
    }

    /// The entries of an inheritance clause, with compositions (`A & B`) split.
    static func inheritedNames(_ entries: [String]) -> [String] {
        entries.flatMap { entry in
            entry.utf8.contains(Byte.ampersand)
                ? entry.split(separator: "&").map { plainName(String($0)) } : [plainName(entry)]
        }.filter { !$0.isEmpty }
    }

    /// The conformances a protocol's `where` clause requires of `Self`, which act like inherited
    /// ones: `["AnyObject", "Sendable"]` for `where Self: AnyObject, Self: Sendable`.
    static func selfConstraints(_ requirements: [GenericRequirement]) -> [String] {
        requirements.filter { $0.subject == "Self" && $0.relation == .conformance }.map(\.constraint)
    }

    /// `text` split at commas outside brackets, each part trimmed, empty parts dropped.
    static func splitTopLevel(_ text: Substring) -> [String] {
        var parts: [String] = []
        var depth = 0
        var current = ""
        for character in text {
            switch character {
            case "<", "(", "[": depth += 1
            case ">" where current.last == "-": break
            case ">", ")", "]": depth -= 1
            case "," where depth == 0:
                parts.append(current.trimmingCharacters)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        parts.append(current.trimmingCharacters)
        return parts.filter { !$0.isEmpty }
    }

}

/// What an annotated protocol's parents make of its decorators: found by following the parents
/// declared in the target (typealiases seen through), with those decorators cannot conform to
/// reported at the annotated protocol and a note at the parent.
struct Inheritance {
    /// `true` when a parent is `AnyObject`: decorators are final classes.
    private(set) var isClassBound = false
    /// `true` when the protocol itself suppresses `Copyable` (`~Copyable`): decorators are
    /// noncopyable, and copyable where their decoratee is. A parent's suppression does not carry
    /// over to its children, which are copyable.
    private(set) var isNoncopyable = false
    /// `true` when a parent implies `Sendable`.
    private(set) var isSendable = false
    /// The global actor of the first parent that has one.
    private(set) var globalActor: String?
    /// The standard-library protocols decorators implement by forwarding.
    private(set) var standards: Set<StandardProtocol> = []
    /// The parents declared in the target, each once, nearest first.
    private(set) var parents: [ProtocolDecl] = []

    /// The inheritance of `decl`, among the protocols `index` has seen.
    init(of decl: ProtocolDecl, index: ProtocolIndex, reportingTo sink: inout DiagnosticSink) {
        let start = sink.count
        resolve(decl, index: index, visited: [], reportingTo: &sink)
        let parents = self.parents
        sink.replace(since: start) { diagnostic in
            parents.first { $0.location == diagnostic.location }.map { diagnostic.inherited(from: $0, by: decl) }
        }
    }

    /// Collects what `decl`'s parents make of the decorators, reporting at `decl` those they
    /// cannot conform to.
    private mutating func resolve(
        _ decl: ProtocolDecl, index: ProtocolIndex, visited: Set<String>, reportingTo sink: inout DiagnosticSink
    ) {
        for name in index.parentNames(of: decl) {
            if let entry = KnownProtocols.entry(for: name) {
                if entry.impliesSendable { isSendable = true }
                switch entry.handling {
                case .classBound: isClassBound = true
                case .marker: break
                case .forwarded(let standard):
                    standards.formUnion([standard] + standard.refined)
                    if standard.isClassBound { isClassBound = true }
                case .rejected(let reason, let instead):
                    sink.error(
                        "cannot decorate '\(decl.name)': it inherits '\(name)', and \(reason); \(instead)",
                        at: decl.location)
                }
                continue
            }
            if name == "~Copyable" {
                if visited.isEmpty { isNoncopyable = true }
                continue
            }
            if name.hasPrefix("~") {
                sink.error(
                    "cannot decorate '\(decl.name)': it suppresses '\(name.dropFirst())' ('\(name)'), and decorators "
                        + "hold their decoratee as an ordinary stored value; remove '\(name)' to decorate it",
                    at: decl.location)
                continue
            }
            guard let parent = index.lookup(name) else {
                sink.error(
                    "cannot decorate '\(decl.name)': it inherits '\(name)', which crosscut cannot see among the "
                        + "protocols of this target and the public ones of its dependencies, so its requirements cannot be forwarded; declare '\(name)' in this target "
                        + "or move its requirements into '\(decl.name)' (crosscut itself handles "
                        + "\(KnownProtocols.handledList))", at: decl.location)
                continue
            }
            let key = (parent.enclosingTypes + [parent.name]).joined(separator: ".")
            guard !visited.contains(key), !parents.contains(where: { $0 == parent }) else { continue }
            parents.append(parent)
            if parent.hasSyntaxErrors {
                sink.error(
                    "'\(parent.name)' has a syntax error (reported at it), so its requirements cannot be read and "
                        + "forwarded; fix it", at: parent.location)
            }
            if globalActor == nil { globalActor = GlobalActorIsolation.globalActor(in: parent.attributes) }
            resolve(parent, index: index, visited: visited.union([key]), reportingTo: &sink)
        }
        reportSelfBoundAssociatedTypes(of: decl, reportingTo: &sink)
        // The protocol as the user named it: `Collection`, not the `Sequence` it refines.
        let standards = self.standards
        guard visited.isEmpty, !isSendable,
            let standard = StandardProtocol.allCases.first(where: { standard in
                standards.contains(standard) && !standards.contains { $0.refined.contains(standard) }
            }),
            let actor = GlobalActorIsolation.globalActor(in: decl.attributes) ?? globalActor
        else { return }
        sink.error(
            "cannot decorate '\(decl.name)': its decorators are isolated to '\(actor)' but implement '\(standard.rawValue)' "
                + "outside it, reading the decoratee from any isolation; make '\(decl.name)' 'Sendable'",
            at: decl.location)
    }
}

extension Inheritance {
    /// Reports a requirement that ties an associated type to `Self` (`SubSequence == Self`,
    /// `AllCasePaths.Element == PartialCaseKeyPath<Self>`): a decorator's associated types are its
    /// decoratee's, in which `Self` is the decoratee, never the decorator.
    private func reportSelfBoundAssociatedTypes(of decl: ProtocolDecl, reportingTo sink: inout DiagnosticSink) {
        for requirement in decl.requirements where requirement.relation == .sameType && requirement.mentionsBareSelf {
            let name = requirement.subjectName.prefix { $0 != "." }
            sink.error(
                "cannot decorate '\(decl.name)': it requires '\(requirement.subjectName) == \(requirement.constraint)', "
                    + "while its decorators' '\(name)' is their decoratee's, in which 'Self' is the decoratee, never "
                    + "the decorator; remove the requirement to decorate it",
                at: decl.location)
        }
    }
}

extension Diagnostic {
    /// This diagnostic, found in `parent`, as the compiler would place it for `decl`, which inherits
    /// it: at `decl`, where the user asked for decorators, with a note where `parent` has the problem.
    func inherited(from parent: ProtocolDecl, by decl: ProtocolDecl) -> [Diagnostic] {
        [
            Diagnostic(severity, "in '\(parent.name)', which '\(decl.name)' inherits: \(message)", at: decl.location),
            Diagnostic(.note, "in '\(parent.name)' here", at: location),
        ]
    }
}
